/**
 * Aliases and brands of the generics: one a line, tab-separated. name (lower case); kind (alias or
 * brand); generic (the generic it names, "+" between the ingredients of a combination); markets (IN India, AE
 * United Arab Emirates, US, EU European Union, CA Canada, SG Singapore; "-" for an alias); source (each public
 * register or naming authority that lists the fact, comma-separated: FDA Orange Book, Drugs@FDA, EMA, Health Canada
 * DPD, Singapore HSA, RxNorm, CDSCO, UAE MOHAP, USAN, BAN, WHO). Facts written in our own format; see
 * libs/clinical/README.md for each register, its edition and its terms.
 */
export const MEDICINE_NAMES_TSV = `
a-methapred	brand	methylprednisolone	US	Drugs@FDA,FDA Orange Book
a-poxide	brand	chlordiazepoxide	US	Drugs@FDA,FDA Orange Book
aa-amilzide	brand	hydrochlorothiazide+amiloride	CA	Health Canada DPD
aa-atenidone	brand	chlortalidone+atenolol	CA	Health Canada DPD
aa-feno-micro	brand	fenofibrate	CA	Health Canada DPD
aa-feno-super	brand	fenofibrate	CA	Health Canada DPD
aa-ipravent	brand	ipratropium bromide	CA	Health Canada DPD
aa-theo la	brand	theophylline	CA	Health Canada DPD
aa-verap	brand	verapamil	CA	Health Canada DPD
abasaglar	brand	insulin glargine	EU	EMA
abelcet	brand	amphotericin b	US	Drugs@FDA,FDA Orange Book
abenol	brand	paracetamol	CA	Health Canada DPD
abevmy	brand	bevacizumab	CA	Health Canada DPD
abilify	brand	aripiprazole	AE,US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
abilify asimtufii	brand	aripiprazole	US,CA	FDA Orange Book,Health Canada DPD
abilify maintena	brand	aripiprazole	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
abilify mycite	brand	aripiprazole	US	Drugs@FDA,FDA Orange Book
abitrexate	brand	methotrexate	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
ablavar	brand	gadofosveset	US	Drugs@FDA,FDA Orange Book
abraxane	brand	paclitaxel	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
abreva	brand	docosanol	US	Drugs@FDA,FDA Orange Book
abrilada	brand	adalimumab	CA	Health Canada DPD
absorica	brand	isotretinoin	US	Drugs@FDA,FDA Orange Book
absorica ld	brand	isotretinoin	US,CA	FDA Orange Book,Health Canada DPD
abstral	brand	fentanyl	US	Drugs@FDA,FDA Orange Book
acanya	brand	benzoyl peroxide+clindamycin	US	Drugs@FDA,FDA Orange Book
acclaym	brand	benzethonium chloride	CA	Health Canada DPD
accofil	brand	filgrastim	EU	EMA
accolate	brand	zafirlukast	US	Drugs@FDA,FDA Orange Book
accretropin	brand	somatropin	US	Drugs@FDA
acculol	brand	betaxolol	SG	Singapore HSA
accuneb	brand	salbutamol	US	Drugs@FDA,FDA Orange Book
accupril	brand	quinapril	US	Drugs@FDA,FDA Orange Book
accurbron	brand	theophylline	US	Drugs@FDA,FDA Orange Book
accuretic	brand	hydrochlorothiazide+quinapril	US	Drugs@FDA,FDA Orange Book
accutane	brand	isotretinoin	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm
aceon	brand	perindopril	US	Drugs@FDA,FDA Orange Book
acephen	brand	paracetamol	US	Drugs@FDA,FDA Orange Book
acet	brand	paracetamol	CA,SG	Health Canada DPD,Singapore HSA
acetadote	brand	acetylcysteine	US	Drugs@FDA,FDA Orange Book
acetaminophen	alias	paracetamol	-	USAN
achromycin v	brand	tetracycline	US	Drugs@FDA,FDA Orange Book
acilac	brand	lactulose	US	Drugs@FDA,FDA Orange Book
aciloc	brand	ranitidine	SG	Singapore HSA
aciphex	brand	rabeprazole	US	Drugs@FDA,FDA Orange Book,RxNorm
aciphex sprinkle	brand	rabeprazole	US	Drugs@FDA,FDA Orange Book
acitrom	brand	acenocoumarol	IN	CDSCO
aclasta	brand	zoledronic acid	EU,CA,SG	EMA,Health Canada DPD,Singapore HSA
aclidinium	alias	aclidinium bromide	-	USAN
aclipak	brand	paclitaxel	SG	Singapore HSA
aclovate	brand	alclometasone	US	Drugs@FDA,FDA Orange Book
acnotin	brand	isotretinoin	SG	Singapore HSA
actahist	brand	pseudoephedrine+triprolidine	US	Drugs@FDA,FDA Orange Book
actal	brand	aluminium hydroxide	SG	Singapore HSA
actapin	brand	amlodipine	SG	Singapore HSA
actelsar	brand	telmisartan	SG	Singapore HSA
actelsar hct	brand	telmisartan+hydrochlorothiazide	EU	EMA
actemra	brand	tocilizumab	US,CA,SG	Drugs@FDA,Health Canada DPD,Singapore HSA
acthar	brand	corticotropin	US	Drugs@FDA,FDA Orange Book
acticlate	brand	doxycycline	US	Drugs@FDA,FDA Orange Book
acticort	brand	hydrocortisone	US	Drugs@FDA,FDA Orange Book
actidil	brand	triprolidine	US	Drugs@FDA,FDA Orange Book
actifed	brand	pseudoephedrine+triprolidine	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
actifed compound	brand	codeine+pseudoephedrine+triprolidine	SG	Singapore HSA
actifed expectorant	brand	guaifenesin+pseudoephedrine+triprolidine	SG	Singapore HSA
actifemme	brand	norethisterone+estradiol	CA	Health Canada DPD
actigall	brand	ursodeoxycholic acid	US	Drugs@FDA,FDA Orange Book,RxNorm
actihist	brand	pseudoephedrine+triprolidine	SG	Singapore HSA
actikerall	brand	salicylic acid+fluorouracil	CA	Health Canada DPD
actimin	brand	pseudoephedrine+triprolidine	SG	Singapore HSA
actinex	brand	masoprocol	US	Drugs@FDA,FDA Orange Book
actiq	brand	fentanyl	US	Drugs@FDA,FDA Orange Book
actisite	brand	tetracycline	US	Drugs@FDA,FDA Orange Book
activase	brand	alteplase	US	Drugs@FDA
activella	brand	estradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
activelle	brand	estradiol+norethisterone	CA,SG	Health Canada DPD,Singapore HSA
activelle ld	brand	estradiol+norethisterone	CA	Health Canada DPD
actonel	brand	risedronic acid	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA
actonel dr	brand	risedronic acid	CA	Health Canada DPD
actoplus met	brand	metformin+pioglitazone	US	Drugs@FDA,FDA Orange Book
actoplus met xr	brand	metformin+pioglitazone	US	Drugs@FDA,FDA Orange Book
actos	brand	pioglitazone	US,EU,SG	Drugs@FDA,EMA,FDA Orange Book,RxNorm,Singapore HSA
actrapid	brand	human insulin	EU	EMA
actron	brand	ketoprofen	US	Drugs@FDA,FDA Orange Book
acugesic	brand	tramadol	SG	Singapore HSA
acular	brand	ketorolac	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
acular ls	brand	ketorolac	US	Drugs@FDA,FDA Orange Book
acustop cataplasma plaster	brand	flurbiprofen	SG	Singapore HSA
acuvail	brand	ketorolac	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
acyclovir	alias	aciclovir	-	USAN
acylanid	brand	acetyldigitoxin	US	Drugs@FDA,FDA Orange Book
aczone	brand	dapsone	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
adalat	brand	nifedipine	AE,US	Drugs@FDA,FDA Orange Book,UAE MOHAP
adalat cc	brand	nifedipine	US	Drugs@FDA,FDA Orange Book
adalat la	brand	nifedipine	SG	Singapore HSA
adalat oros	brand	nifedipine	CA	Health Canada DPD
adalat xl	brand	nifedipine	CA	Health Canada DPD
adasept	brand	benzoyl peroxide	CA	Health Canada DPD
adasuve	brand	loxapine	US,EU	Drugs@FDA,EMA,FDA Orange Book
adcetris	brand	brentuximab vedotin	US,EU,CA,SG	Drugs@FDA,EMA,Health Canada DPD,Singapore HSA
adcirca	brand	tadalafil	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
adderall	brand	amfetamine	US	RxNorm
addyi	brand	flibanserin	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
adempas	brand	riociguat	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
adenocard	brand	adenosine	US	Drugs@FDA,FDA Orange Book
adenocor	brand	adenosine	SG	Singapore HSA
adenuric	brand	febuxostat	EU	EMA
adezio	brand	cetirizine	SG	Singapore HSA
adhansia xr	brand	methylphenidate	US	FDA Orange Book
adheroza	brand	trastuzumab	CA	Health Canada DPD
adipex-p	brand	phentermine	US	Drugs@FDA,FDA Orange Book
adlarity	brand	donepezil	US	FDA Orange Book
adlyxin	brand	lixisenatide	US	Drugs@FDA
admelog	brand	insulin lispro	US,CA	Drugs@FDA,Health Canada DPD
admelog solostar	brand	insulin lispro	US,CA	Drugs@FDA,Health Canada DPD
adol	brand	paracetamol	AE	UAE MOHAP
adrenaclick	brand	epinephrine	US	Drugs@FDA,FDA Orange Book
adrenaline	alias	epinephrine	-	USAN
adriamycin	brand	doxorubicin	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
adriamycin cs	brand	doxorubicin	SG	Singapore HSA
adrim	brand	doxorubicin	SG	Singapore HSA
adrovance	brand	alendronic acid+colecalciferol	EU	EMA
adrucil	brand	fluorouracil	US	Drugs@FDA,FDA Orange Book
adruxe	brand	rituximab	CA	Health Canada DPD
adstiladrin	brand	nadofaragene firadenovec	CA	Health Canada DPD
adtralza	brand	tralokinumab	CA	Health Canada DPD
advadox	brand	doxorubicin	SG	Singapore HSA
advagraf	brand	tacrolimus	EU,CA,SG	EMA,Health Canada DPD,Singapore HSA
advair	brand	salmeterol+fluticasone	US	RxNorm
advair hfa	brand	fluticasone+salmeterol	US	Drugs@FDA,FDA Orange Book
advil	brand	ibuprofen	AE,US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,UAE MOHAP
advil allergy sinus	brand	chlorphenamine+ibuprofen+pseudoephedrine	US	Drugs@FDA,FDA Orange Book
advil arthritis pain	brand	ibuprofen	CA	Health Canada DPD
advil back pain	brand	ibuprofen+methocarbamol	CA	Health Canada DPD
advil congestion relief	brand	ibuprofen+phenylephrine	US	Drugs@FDA,FDA Orange Book
advil extra strength	brand	ibuprofen	CA	Health Canada DPD
advil flu	brand	diphenhydramine+ibuprofen	CA	Health Canada DPD
advil liqui-gels	brand	ibuprofen	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
advil mini-gels	brand	ibuprofen	CA	Health Canada DPD
advil nighttime	brand	ibuprofen+diphenhydramine	CA	Health Canada DPD
advil pm	brand	diphenhydramine+ibuprofen	US	Drugs@FDA,FDA Orange Book
adzenys er	brand	amfetamine	US	Drugs@FDA,FDA Orange Book
adzenys xr-odt	brand	amfetamine	US	Drugs@FDA,FDA Orange Book
aemcolo	brand	rifamycin	US	FDA Orange Book
aerinaze	brand	desloratadine+pseudoephedrine	EU	EMA
aerius	brand	desloratadine	AE	UAE MOHAP
aerius kids	brand	desloratadine	CA	Health Canada DPD
aerius reditabs	brand	desloratadine	SG	Singapore HSA
aerivio spiromax	brand	salmeterol+fluticasone	EU	EMA
aermony respiclick	brand	fluticasone	CA	Health Canada DPD
aerobid	brand	flunisolide	US	Drugs@FDA,FDA Orange Book
aerolate	brand	theophylline	US	Drugs@FDA,FDA Orange Book
aerolate iii	brand	theophylline	US	Drugs@FDA,FDA Orange Book
aerolate jr	brand	theophylline	US	Drugs@FDA,FDA Orange Book
aerolate sr	brand	theophylline	US	Drugs@FDA,FDA Orange Book
aerolone	brand	isoprenaline	US	Drugs@FDA,FDA Orange Book
aeroseb-dex	brand	dexamethasone	US	Drugs@FDA,FDA Orange Book
aeroseb-hc	brand	hydrocortisone	US	Drugs@FDA,FDA Orange Book
aerospan hfa	brand	flunisolide	US	Drugs@FDA,FDA Orange Book
aerosporin	brand	polymyxin b	US	Drugs@FDA,FDA Orange Book
aerrane	brand	isoflurane	SG	Singapore HSA
afaxin	brand	retinol	US	Drugs@FDA,FDA Orange Book
afeditab cr	brand	nifedipine	US	Drugs@FDA,FDA Orange Book
afinitor	brand	everolimus	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
afinitor disperz	brand	everolimus	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
afirmelle	brand	ethinylestradiol+levonorgestrel	US	Drugs@FDA,FDA Orange Book
aflacin	brand	ofloxacin	SG	Singapore HSA
aflivu	brand	aflibercept	CA	Health Canada DPD
afrin	brand	oxymetazoline	SG	Singapore HSA
afrinol	brand	pseudoephedrine	US	Drugs@FDA,FDA Orange Book
ag-amoxi clav	brand	clavulanic acid+amoxicillin	CA	Health Canada DPD
agamree	brand	vamorolone	US,CA	FDA Orange Book,Health Canada DPD
agelmin	brand	cetirizine	SG	Singapore HSA
agenerase	brand	amprenavir	US	Drugs@FDA,FDA Orange Book
aggrastat	brand	tirofiban	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
aggrenox	brand	acetylsalicylic acid+dipyridamole	US	Drugs@FDA,FDA Orange Book
agrylin	brand	anagrelide	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
ahzantive	brand	aflibercept	CA	Health Canada DPD
aimovig	brand	erenumab	US,EU,CA	EMA,Health Canada DPD,RxNorm
airduo digihaler	brand	fluticasone+salmeterol	US	FDA Orange Book
airduo respiclick	brand	fluticasone+salmeterol	US	Drugs@FDA,FDA Orange Book
airexar spiromax	brand	salmeterol+fluticasone	EU	EMA
airomir	brand	salbutamol	CA	Health Canada DPD
airsupra	brand	salbutamol+budesonide	US	FDA Orange Book
ajovy	brand	fremanezumab	CA	Health Canada DPD
ak-fluor	brand	fluorescein	US	Drugs@FDA,FDA Orange Book
ak-pentolate	brand	cyclopentolate	US	Drugs@FDA,FDA Orange Book
akbeta	brand	levobunolol	US	Drugs@FDA,FDA Orange Book
akilen	brand	ofloxacin	SG	Singapore HSA
akineton	brand	biperiden	US	Drugs@FDA,FDA Orange Book
aklief	brand	trifarotene	US,CA	FDA Orange Book,Health Canada DPD
akne-mycin	brand	erythromycin	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
aknemycin plus	brand	erythromycin+tretinoin	SG	Singapore HSA
akovaz	brand	ephedrine	US	Drugs@FDA,FDA Orange Book
akpentolate	brand	cyclopentolate	US	Drugs@FDA,FDA Orange Book
akten	brand	lidocaine	US	Drugs@FDA,FDA Orange Book
aktipak	brand	benzoyl peroxide+erythromycin	US	Drugs@FDA,FDA Orange Book
aktob	brand	tobramycin	US	Drugs@FDA,FDA Orange Book
ala-cort	brand	hydrocortisone	US	Drugs@FDA,FDA Orange Book
alavert	brand	loratadine	US	Drugs@FDA,FDA Orange Book
alaway	brand	ketotifen	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
albalon	brand	naphazoline	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
albenza	brand	albendazole	US	Drugs@FDA,FDA Orange Book
albothyl	brand	policresulen	SG	Singapore HSA
albuterol	alias	salbutamol	-	USAN
alcetamol	brand	paracetamol	SG	Singapore HSA
alcon tears	brand	hypromellose	CA	Health Canada DPD
alcough	brand	ephedrine+guaifenesin	SG	Singapore HSA
aldactazide	brand	hydrochlorothiazide+spironolactone	US	Drugs@FDA,FDA Orange Book
aldactone	brand	spironolactone	IN,AE,US,CA,SG	CDSCO,Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
aldara	brand	imiquimod	US,EU,SG	Drugs@FDA,EMA,FDA Orange Book,Singapore HSA
aldara p	brand	imiquimod	CA	Health Canada DPD
aldurazyme	brand	laronidase	US,EU,CA,SG	Drugs@FDA,EMA,Health Canada DPD,Singapore HSA
alecensa	brand	alectinib	US,EU	Drugs@FDA,EMA,FDA Orange Book
alecensaro	brand	alectinib	CA	Health Canada DPD
alendronate	alias	alendronic acid	-	USAN
alerpriv	brand	loratadine	SG	Singapore HSA
alertec	brand	modafinil	CA	Health Canada DPD
aleve	brand	naproxen	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA
aleve nighttime	brand	diphenhydramine+naproxen	CA	Health Canada DPD
aleve pm	brand	diphenhydramine+naproxen	US	Drugs@FDA,FDA Orange Book
alex	brand	dextromethorphan+chlorphenamine	IN	CDSCO
alfoxan	brand	mefenamic acid	SG	Singapore HSA
alhemo	brand	concizumab	CA	Health Canada DPD
alimta	brand	pemetrexed	US,EU,SG	Drugs@FDA,EMA,FDA Orange Book,Singapore HSA
alinia	brand	nitazoxanide	US	Drugs@FDA,FDA Orange Book
aliqopa	brand	copanlisib	US	Drugs@FDA,FDA Orange Book
alka-seltzer	brand	acetylsalicylic acid+citric acid+sodium bicarbonate	SG	Singapore HSA
alkeran	brand	melphalan	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
alkergot	brand	ergoloid mesylates	US	Drugs@FDA,FDA Orange Book
alkindi	brand	hydrocortisone	EU	EMA
alkindi sprinkle	brand	hydrocortisone	US	FDA Orange Book
allegra	brand	fexofenadine	IN,AE,US,CA	CDSCO,Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,UAE MOHAP
allegra allergy	brand	fexofenadine	US	Drugs@FDA,FDA Orange Book
allegra hives	brand	fexofenadine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
aller-relief	brand	cetirizine	CA	Health Canada DPD
allercet	brand	cetirizine	SG	Singapore HSA
allerfed	brand	pseudoephedrine+triprolidine	US	Drugs@FDA,FDA Orange Book
allergo-comod	brand	cromoglicic acid	SG	Singapore HSA
allergocrom	brand	cromoglicic acid	SG	Singapore HSA
allergyn	brand	loratadine	SG	Singapore HSA
allermin	brand	chlorphenamine	SG	Singapore HSA
allernaze	brand	triamcinolone	US	Drugs@FDA,FDA Orange Book
allernix	brand	diphenhydramine	CA	Health Canada DPD
allernix extra strength	brand	diphenhydramine	CA	Health Canada DPD
allersin	brand	chlorphenamine	SG	Singapore HSA
allersin-f	brand	chlorphenamine	SG	Singapore HSA
allertec	brand	cetirizine	SG	Singapore HSA
allertin	brand	loratadine	CA	Health Canada DPD
allertyn	brand	loratadine	SG	Singapore HSA
alli	brand	orlistat	US,EU,SG	Drugs@FDA,EMA,FDA Orange Book,Singapore HSA
alloris	brand	loratadine	SG	Singapore HSA
almagel plus sus	brand	magnesium hydroxide+dimeticone+aluminium hydroxide	CA	Health Canada DPD
almiral	brand	diclofenac	SG	Singapore HSA
alocane	brand	lidocaine	CA	Health Canada DPD
alocane plus	brand	lidocaine+benzalkonium	CA	Health Canada DPD
alocril	brand	nedocromil	US	Drugs@FDA,FDA Orange Book
aloe vera	brand	pyrithione zinc	CA	Health Canada DPD
alofisel	brand	darvadstrocel	EU	EMA
alomide	brand	lodoxamide	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
alonet	brand	atenolol	SG	Singapore HSA
aloprim	brand	allopurinol	US	Drugs@FDA,FDA Orange Book
alora	brand	estradiol	US	Drugs@FDA,FDA Orange Book
aloxi	brand	palonosetron	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
alpanzole	brand	pantoprazole	SG	Singapore HSA
alpha chymar	brand	chymotrypsin	US	Drugs@FDA
alphacaine	brand	lidocaine	US	Drugs@FDA,FDA Orange Book
alphagan	brand	brimonidine	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
alphagan p	brand	brimonidine	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
alphalin	brand	retinol	US	Drugs@FDA,FDA Orange Book
alpharedisol	brand	hydroxocobalamin	US	Drugs@FDA,FDA Orange Book
alphatrex	brand	betamethasone	US	Drugs@FDA,FDA Orange Book
alpivab	brand	peramivir	EU	EMA
alprax	brand	alprazolam	IN	CDSCO
alrex	brand	loteprednol	CA,SG	Health Canada DPD,Singapore HSA
alsuma	brand	sumatriptan	US	Drugs@FDA,FDA Orange Book
altabax	brand	retapamulin	US	Drugs@FDA,FDA Orange Book
altace	brand	ramipril	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm
altargo	brand	retapamulin	EU,SG	EMA,Singapore HSA
altavera	brand	ethinylestradiol+levonorgestrel	US	Drugs@FDA,FDA Orange Book
altoprev	brand	lovastatin	US	Drugs@FDA,FDA Orange Book
altreno	brand	tretinoin	US,CA	FDA Orange Book,Health Canada DPD
aluminum hydroxide	alias	aluminium hydroxide	-	USAN
alunbrig	brand	brigatinib	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
alupent	brand	orciprenaline	US	Drugs@FDA,FDA Orange Book
alutacid antacid	brand	aluminium oxide	SG	Singapore HSA
alvesco	brand	ciclesonide	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
alvoles	brand	aciclovir	SG	Singapore HSA
alvoquel	brand	quetiapine	SG	Singapore HSA
alvotaz	brand	piperacillin+tazobactam	SG	Singapore HSA
alvotinib	brand	imatinib	SG	Singapore HSA
alyq	brand	tadalafil	US	FDA Orange Book
alzental	brand	albendazole	SG	Singapore HSA
alzytec	brand	cetirizine	SG	Singapore HSA
amabelz	brand	estradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
amaryl	brand	glimepiride	IN,AE,US,SG	CDSCO,Drugs@FDA,FDA Orange Book,RxNorm,Singapore HSA,UAE MOHAP
amaryl m	brand	metformin+glimepiride	SG	Singapore HSA
amaryl m sr	brand	metformin+glimepiride	SG	Singapore HSA
ambien	brand	zolpidem	US	Drugs@FDA,FDA Orange Book,RxNorm
ambien cr	brand	zolpidem	US	Drugs@FDA,FDA Orange Book
ambisome	brand	amphotericin b	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
amcad	brand	amlodipine	SG	Singapore HSA
amcardia	brand	amlodipine	SG	Singapore HSA
amcill	brand	ampicillin	US	Drugs@FDA,FDA Orange Book
amdhapine	brand	amlodipine	SG	Singapore HSA
ameluz	brand	aminolevulinic acid	US	Drugs@FDA,FDA Orange Book
amerge	brand	naratriptan	US	Drugs@FDA,FDA Orange Book
ametop	brand	tetracaine	CA	Health Canada DPD
amgevita	brand	adalimumab	EU,CA	EMA,Health Canada DPD
amglidia	brand	glibenclamide	EU	EMA
amicar	brand	aminocaproic acid	US	Drugs@FDA,FDA Orange Book
amidate	brand	etomidate	US	Drugs@FDA,FDA Orange Book
amikin	brand	amikacin	US	Drugs@FDA,FDA Orange Book
aminosalicylic acid	alias	4-aminosalicylic acid	-	USAN
amipaque	brand	metrizamide	US	Drugs@FDA,FDA Orange Book
amisol	brand	clobetasone	SG	Singapore HSA
amitid	brand	amitriptyline	US	Drugs@FDA,FDA Orange Book
amitiza	brand	lubiprostone	US	Drugs@FDA,FDA Orange Book,RxNorm
amloc	brand	amlodipine	SG	Singapore HSA
amlodac	brand	amlodipine	IN	CDSCO
amlokind	brand	amlodipine	IN	CDSCO
amlong	brand	amlodipine	IN,SG	CDSCO,Singapore HSA
amlopress	brand	amlodipine	IN	CDSCO
amlotens	brand	amlodipine	SG	Singapore HSA
amlotens b	brand	amlodipine	SG	Singapore HSA
ammonaps	brand	sodium phenylbutyrate	EU	EMA
amnesteem	brand	isotretinoin	US	Drugs@FDA,FDA Orange Book
amo endosol	brand	sodium citrate+calcium chloride+sodium chloride+magnesium chloride+sodium acetate+potassium chloride	CA	Health Canada DPD
amocla	brand	amoxicillin+clavulanic acid	SG	Singapore HSA
amondys	brand	casimersen	US	FDA Orange Book
amonzitra	brand	zoledronic acid	SG	Singapore HSA
amosene	brand	meprobamate	US	Drugs@FDA,FDA Orange Book
amoxapen	brand	amoxicillin	SG	Singapore HSA
amoxicap	brand	amoxicillin	SG	Singapore HSA
amoxigran	brand	amoxicillin	SG	Singapore HSA
amoxil	brand	amoxicillin	AE,US,SG	Drugs@FDA,FDA Orange Book,RxNorm,Singapore HSA,UAE MOHAP
amoxycillin	alias	amoxicillin	-	USAN
amoxyclav	brand	amoxicillin+clavulanic acid	IN	CDSCO
amphadase	brand	hyaluronidase	US	Drugs@FDA
amphetamine	alias	amfetamine	-	USAN
ampicap	brand	ampicillin	SG	Singapore HSA
amrix	brand	cyclobenzaprine	US	Drugs@FDA,FDA Orange Book
amtagvi	brand	lifileucel	CA	Health Canada DPD
amturnide	brand	aliskiren+amlodipine+hydrochlorothiazide	US	Drugs@FDA,FDA Orange Book
amtuss	brand	ambroxol	SG	Singapore HSA
amvaz	brand	amlodipine	US	Drugs@FDA,FDA Orange Book
amvuttra	brand	vutrisiran	US,CA	FDA Orange Book,Health Canada DPD
amxol	brand	ambroxol	SG	Singapore HSA
amyn	brand	amoxicillin	SG	Singapore HSA
amzeeq	brand	minocycline	US	FDA Orange Book
anafranil	brand	clomipramine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
anafranil sr	brand	clomipramine	SG	Singapore HSA
analcam	brand	tenoxicam	SG	Singapore HSA
analpan	brand	diclofenac	SG	Singapore HSA
anandron	brand	nilutamide	CA	Health Canada DPD
anapen	brand	epinephrine	CA	Health Canada DPD
anapen junior	brand	epinephrine	CA	Health Canada DPD
anapril	brand	enalapril	SG	Singapore HSA
anaprox	brand	naproxen	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
anaprox ds	brand	naproxen	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
anbicyn f.c	brand	amoxicillin+clavulanic acid	SG	Singapore HSA
ancef	brand	cefazolin	US	Drugs@FDA,FDA Orange Book
ancobon	brand	flucytosine	US	Drugs@FDA,FDA Orange Book
andembry	brand	garadacimab	CA	Health Canada DPD
andriol testocaps	brand	testosterone	SG	Singapore HSA
androcur	brand	cyproterone	CA,SG	Health Canada DPD,Singapore HSA
androcur depot	brand	cyproterone	CA	Health Canada DPD
androderm	brand	testosterone	US	Drugs@FDA,FDA Orange Book
androgel	brand	testosterone	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm
androxyl	brand	cefadroxil	SG	Singapore HSA
androz	brand	sildenafil	SG	Singapore HSA
anectine	brand	suxamethonium	US	Drugs@FDA,FDA Orange Book
anestacon	brand	lidocaine	US	Drugs@FDA,FDA Orange Book
anestra	brand	anastrozole	SG	Singapore HSA
anexate	brand	flumazenil	SG	Singapore HSA
anexsia	brand	paracetamol+hydrocodone	US	Drugs@FDA,FDA Orange Book
angeliq	brand	drospirenone+estradiol	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
angiomax	brand	bivalirudin	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
angiomax rtu	brand	bivalirudin	US	FDA Orange Book
angised	brand	glyceryl trinitrate	SG	Singapore HSA
angsobide	brand	isosorbide dinitrate	SG	Singapore HSA
anhydron	brand	cyclothiazide	US	Drugs@FDA,FDA Orange Book
anjeso	brand	meloxicam	US	FDA Orange Book
anlodin	brand	amlodipine	SG	Singapore HSA
anodan-hc	brand	zinc sulfate+hydrocortisone	CA	Health Canada DPD
anodan-plus	brand	zinc sulfate+pramocaine	CA	Health Canada DPD
ansaid	brand	flurbiprofen	US	Drugs@FDA,FDA Orange Book
anspor	brand	cefradine	US	Drugs@FDA,FDA Orange Book
antabuse	brand	disulfiram	US	Drugs@FDA,FDA Orange Book
antagonate	brand	chlorphenamine	US	Drugs@FDA,FDA Orange Book
antamin	brand	chlorphenamine	SG	Singapore HSA
antanazol	brand	ketoconazole	SG	Singapore HSA
antara	brand	fenofibrate	US	Drugs@FDA,FDA Orange Book
antasone	brand	betamethasone+gentamicin	SG	Singapore HSA
antepar	brand	piperazine	US	Drugs@FDA,FDA Orange Book
anthim	brand	obiltoxaximab	US	Drugs@FDA
anthracin	brand	epirubicin	SG	Singapore HSA
anti hemorrhoidal h	brand	phenylephrine	CA	Health Canada DPD
anti-nauseant	brand	dimenhydrinate	CA	Health Canada DPD
antibacin	brand	ceftriaxone	SG	Singapore HSA
antifungal athlete's foot	brand	tolnaftate	CA	Health Canada DPD
antifungal tincture	brand	tolnaftate	CA	Health Canada DPD
antitussive	brand	diphenhydramine	US	Drugs@FDA,FDA Orange Book
antivert	brand	meclozine	US	Drugs@FDA,FDA Orange Book,RxNorm
antizol	brand	fomepizole	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
antrenyl	brand	oxyphenonium	US	Drugs@FDA,FDA Orange Book
anturane	brand	sulfinpyrazone	US	Drugs@FDA,FDA Orange Book
anusol hc	brand	hydrocortisone	US	Drugs@FDA,FDA Orange Book
anusol plus	brand	zinc sulfate+pramocaine	CA	Health Canada DPD
anuzinc hc	brand	zinc sulfate+hydrocortisone	CA	Health Canada DPD
anuzinc hc plus	brand	pramocaine+zinc sulfate+hydrocortisone	CA	Health Canada DPD
anzatax	brand	paclitaxel	SG	Singapore HSA
anzemet	brand	dolasetron	US	Drugs@FDA,FDA Orange Book
anzonat	brand	anastrozole	SG	Singapore HSA
anzupgo	brand	delgocitinib	CA	Health Canada DPD
apealea	brand	paclitaxel	EU	EMA
aphexda	brand	motixafortide	US	FDA Orange Book
aphthasol	brand	amlexanox	US	Drugs@FDA,FDA Orange Book
apidra	brand	insulin glulisine	US,EU,CA,SG	Drugs@FDA,EMA,Health Canada DPD,RxNorm,Singapore HSA
apidra solostar	brand	insulin glulisine	US,SG	Drugs@FDA,Singapore HSA
aplenzin	brand	bupropion	US	Drugs@FDA,FDA Orange Book
apo-amilzide	brand	amiloride+hydrochlorothiazide	SG	Singapore HSA
apo-amoxi	brand	amoxicillin	CA,SG	Health Canada DPD,Singapore HSA
apo-capto	brand	captopril	CA,SG	Health Canada DPD,Singapore HSA
apo-cloxi	brand	cloxacillin	SG	Singapore HSA
apo-diclo	brand	diclofenac	CA,SG	Health Canada DPD,Singapore HSA
apo-diclo sr	brand	diclofenac	CA,SG	Health Canada DPD,Singapore HSA
apo-dorzo-timop	brand	dorzolamide+timolol	CA	Health Canada DPD
apo-doxy	brand	doxycycline	CA	Health Canada DPD
apo-feno-micro	brand	fenofibrate	SG	Singapore HSA
apo-hydro	brand	hydrochlorothiazide	SG	Singapore HSA
apo-isdn	brand	isosorbide dinitrate	SG	Singapore HSA
apo-ismn	brand	isosorbide mononitrate	CA	Health Canada DPD
apo-levocarb	brand	carbidopa+levodopa	CA	Health Canada DPD
apo-napro-na	brand	naproxen	CA,SG	Health Canada DPD,Singapore HSA
apo-nifed	brand	nifedipine	SG	Singapore HSA
apo-prazo	brand	prazosin	CA,SG	Health Canada DPD,Singapore HSA
apo-salvent	brand	salbutamol	SG	Singapore HSA
apo-salvent sterules	brand	salbutamol	CA	Health Canada DPD
apo-sulfatrim	brand	sulfamethoxazole+trimethoprim	SG	Singapore HSA
apo-sulin	brand	sulindac	SG	Singapore HSA
apo-tamox	brand	tamoxifen	CA	Health Canada DPD
apo-theo er	brand	theophylline	CA	Health Canada DPD
apo-theo la	brand	theophylline	SG	Singapore HSA
apo-timop	brand	timolol	CA	Health Canada DPD
apo-verap sr	brand	verapamil	CA	Health Canada DPD
apogen	brand	gentamicin	US	Drugs@FDA,FDA Orange Book
apokyn	brand	apomorphine	US	Drugs@FDA,FDA Orange Book
aponvie	brand	aprepitant	US	FDA Orange Book
apprilon	brand	doxycycline	CA	Health Canada DPD
apresazide	brand	hydralazine+hydrochlorothiazide	US	Drugs@FDA,FDA Orange Book
apresoline	brand	hydralazine	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
apresoline-esidrix	brand	hydralazine+hydrochlorothiazide	US	Drugs@FDA,FDA Orange Book
apretude	brand	cabotegravir	US,CA	FDA Orange Book,Health Canada DPD
apri	brand	desogestrel+ethinylestradiol	CA	Health Canada DPD
apriso	brand	mesalazine	US	Drugs@FDA,FDA Orange Book
aprovel	brand	irbesartan	EU,SG	EMA,Singapore HSA
aptensio xr	brand	methylphenidate	US	Drugs@FDA,FDA Orange Book
aptiom	brand	eslicarbazepine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
aptivus	brand	tipranavir	US,EU	Drugs@FDA,EMA,FDA Orange Book
aqneursa	brand	levacetylleucine	US	FDA Orange Book
aquamephyton	brand	phytomenadione	US	Drugs@FDA,FDA Orange Book
aquaphyllin	brand	theophylline	US	Drugs@FDA,FDA Orange Book
aquasol a	brand	retinol	US	Drugs@FDA,FDA Orange Book
aquatensen	brand	methyclothiazide	US	Drugs@FDA,FDA Orange Book
arakoda	brand	tafenoquine	US	FDA Orange Book
aralen	brand	chloroquine	US	Drugs@FDA,FDA Orange Book
aramine	brand	metaraminol	US	Drugs@FDA,FDA Orange Book
aranesp	brand	darbepoetin alfa	US,EU,CA	Drugs@FDA,EMA,Health Canada DPD
arava	brand	leflunomide	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA
arazlo	brand	tazarotene	US,CA	FDA Orange Book,Health Canada DPD
arcalion	brand	sulbutiamine	SG	Singapore HSA
arcalyst	brand	rilonacept	US	Drugs@FDA
arcapta neohaler	brand	indacaterol	US	Drugs@FDA,FDA Orange Book
archifar	brand	meropenem	SG	Singapore HSA
arcoxia	brand	etoricoxib	AE,SG	Singapore HSA,UAE MOHAP
ardin	brand	loratadine	SG	Singapore HSA
arduan	brand	pipecuronium bromide	US	Drugs@FDA,FDA Orange Book
aredia	brand	pamidronic acid	US	Drugs@FDA,FDA Orange Book
aremed	brand	anastrozole	SG	Singapore HSA
arestin	brand	minocycline	US	Drugs@FDA,FDA Orange Book
arestin microspheres	brand	minocycline	CA	Health Canada DPD
arexvy	brand	respiratory syncytial virus vaccines	CA	Health Canada DPD
arfonad	brand	trimetaphan	US	Drugs@FDA,FDA Orange Book
aricept	brand	donepezil	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA
aricept evess	brand	donepezil	SG	Singapore HSA
aricept odt	brand	donepezil	US	Drugs@FDA,FDA Orange Book
aridol	brand	mannitol	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
arikayce	brand	amikacin	US	FDA Orange Book
arimidex	brand	anastrozole	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
aristocort	brand	triamcinolone	US	Drugs@FDA,FDA Orange Book
aristocort a	brand	triamcinolone	US	Drugs@FDA,FDA Orange Book
aristocort c	brand	triamcinolone	CA	Health Canada DPD
aristocort r	brand	triamcinolone	CA	Health Canada DPD
aristogel	brand	triamcinolone	US	Drugs@FDA,FDA Orange Book
arixtra	brand	fondaparinux	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
arkamin	brand	clonidine	IN	CDSCO
armisarte	brand	pemetrexed	EU	EMA
armlupeg	brand	pegfilgrastim	CA	Health Canada DPD
armonair digihaler	brand	fluticasone	US	FDA Orange Book
armonair respiclick	brand	fluticasone	US	Drugs@FDA,FDA Orange Book
arnuity ellipta	brand	fluticasone furoate	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
aromasin	brand	exemestane	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
aroxin	brand	amoxicillin	SG	Singapore HSA
arranon	brand	nelarabine	US	Drugs@FDA,FDA Orange Book
arrox	brand	meloxicam	SG	Singapore HSA
artane	brand	trihexyphenidyl	US	Drugs@FDA,FDA Orange Book
arymo er	brand	morphine	US	Drugs@FDA,FDA Orange Book
arzerra	brand	ofatumumab	US,EU,SG	Drugs@FDA,EMA,Singapore HSA
asacol	brand	mesalazine	US,SG	Drugs@FDA,FDA Orange Book,RxNorm,Singapore HSA
asacol hd	brand	mesalazine	US	Drugs@FDA,FDA Orange Book
asaphen	brand	acetylsalicylic acid	CA	Health Canada DPD
asaphen e.c	brand	acetylsalicylic acid	CA	Health Canada DPD
asaphen plus	brand	acetylsalicylic acid	CA	Health Canada DPD
asclera	brand	polidocanol	US	Drugs@FDA,FDA Orange Book
ascor	brand	ascorbic acid	US	Drugs@FDA,FDA Orange Book
ascor l	brand	ascorbic acid	CA	Health Canada DPD
ascoril	brand	salbutamol+bromhexine+guaifenesin	IN	CDSCO
asellacrin	brand	somatropin	US	Drugs@FDA
asendin	brand	amoxapine	US	Drugs@FDA,FDA Orange Book
ashlyna	brand	ethinylestradiol+levonorgestrel	US	Drugs@FDA,FDA Orange Book
asmafen	brand	ketotifen	SG	Singapore HSA
asmalin	brand	terbutaline	SG	Singapore HSA
asmanex hfa	brand	mometasone	US	Drugs@FDA,FDA Orange Book
asmanex twisthaler	brand	mometasone	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
asmol	brand	salbutamol	SG	Singapore HSA
asparlas	brand	calaspargase pegol	CA	Health Canada DPD
aspirin	alias	acetylsalicylic acid	-	USAN
aspocid	brand	acetylsalicylic acid	AE	UAE MOHAP
aspruzyo sprinkle	brand	ranolazine	US	FDA Orange Book
astagraf xl	brand	tacrolimus	US	Drugs@FDA,FDA Orange Book
astelin	brand	azelastine	US	Drugs@FDA,FDA Orange Book
astepro	brand	azelastine	US	Drugs@FDA,FDA Orange Book
astepro allergy	brand	azelastine	US	FDA Orange Book
asthalin	brand	salbutamol	IN	CDSCO
asthmaxine	brand	bromhexine	SG	Singapore HSA
astmirex	brand	montelukast	SG	Singapore HSA
astramorph pf	brand	morphine	US	Drugs@FDA,FDA Orange Book
asumalife	brand	ketotifen	SG	Singapore HSA
atacand	brand	candesartan	AE,US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
atacand hct	brand	candesartan+hydrochlorothiazide	US	Drugs@FDA,FDA Orange Book
atacand plus	brand	candesartan+hydrochlorothiazide	CA,SG	Health Canada DPD,Singapore HSA
atarax	brand	hydroxyzine	IN,AE,US,CA,SG	CDSCO,Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA,UAE MOHAP
atectura breezhaler	brand	indacaterol+mometasone	CA	Health Canada DPD
atelvia	brand	risedronic acid	US	Drugs@FDA,FDA Orange Book
aten	brand	atenolol	IN	CDSCO
athentia next	brand	levonorgestrel	US	Drugs@FDA,FDA Orange Book
athrombin	brand	warfarin	US	Drugs@FDA,FDA Orange Book
athrombin-k	brand	warfarin	US	Drugs@FDA,FDA Orange Book
atimos pressurised	brand	formoterol	SG	Singapore HSA
ativan	brand	lorazepam	AE,US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
atnaa	brand	atropine+pralidoxime	US	Drugs@FDA,FDA Orange Book
atodel	brand	prazosin	SG	Singapore HSA
atoris	brand	atorvastatin	SG	Singapore HSA
atorva	brand	atorvastatin	IN	CDSCO
atorvon	brand	atorvastatin	SG	Singapore HSA
atralin	brand	tretinoin	US	Drugs@FDA,FDA Orange Book
atriance	brand	nelarabine	EU,CA	EMA,Health Canada DPD
atridox	brand	doxycycline	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
atripla	brand	efavirenz+emtricitabine+tenofovir disoproxil	US,EU	Drugs@FDA,EMA,FDA Orange Book
atrizin	brand	cetirizine	SG	Singapore HSA
atromid-s	brand	clofibrate	US	Drugs@FDA,FDA Orange Book
atropen	brand	atropine	US	Drugs@FDA,FDA Orange Book
atrosol	brand	atropine	SG	Singapore HSA
atrovent	brand	ipratropium bromide	AE,US,SG	Drugs@FDA,FDA Orange Book,RxNorm,Singapore HSA,UAE MOHAP
atrovent hfa	brand	ipratropium bromide	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
atryn	brand	antithrombin iii	EU	EMA
atswift	brand	atorvastatin	SG	Singapore HSA
aubagio	brand	teriflunomide	US,EU,SG	Drugs@FDA,EMA,FDA Orange Book,Singapore HSA
audrina	brand	levonorgestrel+ethinylestradiol	CA	Health Canada DPD
augmentin	brand	amoxicillin+clavulanic acid	IN,AE,US,SG	CDSCO,Drugs@FDA,FDA Orange Book,RxNorm,Singapore HSA,UAE MOHAP
augmentin duo	brand	amoxicillin+clavulanic acid	IN	CDSCO
augmentin es	brand	amoxicillin+clavulanic acid	SG	Singapore HSA
augmentin xr	brand	amoxicillin+clavulanic acid	US	Drugs@FDA,FDA Orange Book
augmex	brand	amoxicillin+clavulanic acid	SG	Singapore HSA
augtyro	brand	repotrectinib	US	FDA Orange Book
aureomycin	brand	chlortetracycline	US	Drugs@FDA,FDA Orange Book
aurlumyn	brand	iloprost	US	FDA Orange Book
aurovela	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
aurovela fe	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
auryxia	brand	ferric citrate	US	Drugs@FDA,FDA Orange Book
austedo	brand	deutetrabenazine	US	Drugs@FDA,FDA Orange Book
austedo xr	brand	deutetrabenazine	US	FDA Orange Book
auvelity	brand	bupropion+dextromethorphan	US	FDA Orange Book
auvi-q	brand	epinephrine	US	Drugs@FDA,FDA Orange Book
avaclyr	brand	aciclovir	US	FDA Orange Book
avadol	brand	paracetamol	SG	Singapore HSA
avage	brand	tazarotene	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
avamys	brand	fluticasone furoate	EU,CA,SG	EMA,Health Canada DPD,Singapore HSA
avandamet	brand	metformin+rosiglitazone	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
avandaryl	brand	glimepiride+rosiglitazone	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
avandia	brand	rosiglitazone	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
avapro	brand	irbesartan	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm
avastin	brand	bevacizumab	US,EU,CA,SG	Drugs@FDA,EMA,Health Canada DPD,Singapore HSA
aveed	brand	testosterone	US	Drugs@FDA,FDA Orange Book
avelox	brand	moxifloxacin	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
aventyl	brand	nortriptyline	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
avevasc	brand	amlodipine	SG	Singapore HSA
avinza	brand	morphine	US	Drugs@FDA,FDA Orange Book
avita	brand	tretinoin	US	Drugs@FDA,FDA Orange Book
avodart	brand	dutasteride	AE,US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
avonex	brand	interferon beta-1a	US,EU,CA	Drugs@FDA,EMA,Health Canada DPD
avorax	brand	aciclovir	SG	Singapore HSA
avsola	brand	infliximab	CA	Health Canada DPD
avtozma	brand	tocilizumab	CA	Health Canada DPD
awiqli	brand	insulin icodec	CA	Health Canada DPD
axberi	brand	enoxaparin	CA	Health Canada DPD
axberi hp	brand	enoxaparin	CA	Health Canada DPD
axcel fungicort	brand	hydrocortisone+miconazole	SG	Singapore HSA
axert	brand	almotriptan	US	Drugs@FDA,FDA Orange Book
axetine	brand	cefuroxime	SG	Singapore HSA
axiago	brand	esomeprazole	SG	Singapore HSA
axid	brand	nizatidine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
axid ar	brand	nizatidine	US	Drugs@FDA,FDA Orange Book
axiron	brand	testosterone	US	Drugs@FDA,FDA Orange Book
axol	brand	ambroxol	SG	Singapore HSA
axura	brand	memantine	EU	EMA
aybintio	brand	bevacizumab	CA	Health Canada DPD
aygestin	brand	norethisterone	US	Drugs@FDA,FDA Orange Book
ayuna	brand	ethinylestradiol+levonorgestrel	US	Drugs@FDA,FDA Orange Book
ayvakit	brand	avapritinib	US	FDA Orange Book
ayvakyt	brand	avapritinib	CA	Health Canada DPD
azactam	brand	aztreonam	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
azasan	brand	azathioprine	US	Drugs@FDA,FDA Orange Book
azasite	brand	azithromycin	US	Drugs@FDA,FDA Orange Book
azclear action medicated	brand	azelaic acid	SG	Singapore HSA
azdone	brand	acetylsalicylic acid+hydrocodone	US	Drugs@FDA,FDA Orange Book
azee	brand	azithromycin	IN	CDSCO
azelex	brand	azelaic acid	US	Drugs@FDA,FDA Orange Book
azep	brand	azelastine	SG	Singapore HSA
azilect	brand	rasagiline	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
azithral	brand	azithromycin	IN	CDSCO
azlin	brand	azlocillin	US	Drugs@FDA,FDA Orange Book
azmacort	brand	triamcinolone	US	Drugs@FDA,FDA Orange Book
azmasol hfa	brand	salbutamol	SG	Singapore HSA
azmiro	brand	testosterone	US	FDA Orange Book
azmycin	brand	azithromycin	SG	Singapore HSA
azo gantanol	brand	phenazopyridine+sulfamethoxazole	US	Drugs@FDA,FDA Orange Book
azo gantrisin	brand	phenazopyridine+sulfafurazole	US	Drugs@FDA,FDA Orange Book
azolid	brand	phenylbutazone	US	Drugs@FDA,FDA Orange Book
azomax	brand	azithromycin	AE	UAE MOHAP
azomyr	brand	desloratadine	EU	EMA
azopt	brand	brinzolamide	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
azor	brand	amlodipine+olmesartan medoxomil	US	Drugs@FDA,FDA Orange Book
azoren	brand	amlodipine+olmesartan medoxomil	SG	Singapore HSA
azulfidine	brand	sulfasalazine	US	Drugs@FDA,FDA Orange Book,RxNorm
azulix	brand	glimepiride	IN	CDSCO
b-mycin	brand	betamethasone+gentamicin	SG	Singapore HSA
b-tasone-g	brand	betamethasone+gentamicin	SG	Singapore HSA
baca respiclick	brand	salbutamol	CA	Health Canada DPD
baci-rx	brand	bacitracin	US	Drugs@FDA,FDA Orange Book
baciguent	brand	bacitracin	US	Drugs@FDA,FDA Orange Book
baciim	brand	bacitracin	US	Drugs@FDA
baciject	brand	bacitracin	CA	Health Canada DPD
bacin	brand	sulfamethoxazole+trimethoprim	SG	Singapore HSA
bacin ds	brand	sulfamethoxazole+trimethoprim	SG	Singapore HSA
bacitin	brand	bacitracin	CA	Health Canada DPD
backup plan onestep	brand	levonorgestrel	CA	Health Canada DPD
bactine first aid	brand	lidocaine+benzalkonium	CA	Health Canada DPD
bactocill	brand	oxacillin	US	Drugs@FDA,FDA Orange Book
bactrim	brand	sulfamethoxazole+trimethoprim	US	Drugs@FDA,FDA Orange Book,RxNorm
bactrim ds	brand	sulfamethoxazole+trimethoprim	US	Drugs@FDA,FDA Orange Book,RxNorm
bactroban	brand	mupirocin	US,SG	Drugs@FDA,FDA Orange Book,RxNorm,Singapore HSA
bafiertam	brand	monomethyl fumarate	US	FDA Orange Book
balad	brand	fusidic acid	SG	Singapore HSA
balansya	brand	escitalopram	CA	Health Canada DPD
balcoltra	brand	ethinylestradiol+levonorgestrel	US	Drugs@FDA,FDA Orange Book
balin	brand	sulfadiazine+trimethoprim	SG	Singapore HSA
balminil	brand	xylometazoline	CA	Health Canada DPD
balminil dm	brand	dextromethorphan	CA	Health Canada DPD
balminil expectorant	brand	guaifenesin	CA	Health Canada DPD
balneol-hc	brand	hydrocortisone	US	Drugs@FDA,FDA Orange Book
balversa	brand	erdafitinib	US,CA	FDA Orange Book,Health Canada DPD
bamate	brand	meprobamate	US	Drugs@FDA,FDA Orange Book
bambec	brand	bambuterol	SG	Singapore HSA
bambevi	brand	bevacizumab	CA	Health Canada DPD
banan	brand	cefpodoxime	US	Drugs@FDA,FDA Orange Book
bancap hc	brand	paracetamol+hydrocodone	US	Drugs@FDA,FDA Orange Book
baneocin	brand	bacitracin+neomycin	SG	Singapore HSA
banthine	brand	methantheline	US	Drugs@FDA,FDA Orange Book
banzel	brand	rufinamide	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
baqsimi	brand	glucagon	US,CA	FDA Orange Book,Health Canada DPD
baraclude	brand	entecavir	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
barhemsys	brand	amisulpride	US	FDA Orange Book
barstatin	brand	nystatin	US	Drugs@FDA,FDA Orange Book
basaglar	brand	insulin glargine	US,CA	Drugs@FDA,Health Canada DPD,RxNorm
bavencio	brand	avelumab	US,EU,CA	Drugs@FDA,EMA,Health Canada DPD
baxdela	brand	delafloxacin	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
baxedin	brand	chlorhexidine	CA	Health Canada DPD
baxedin liq	brand	chlorhexidine	CA	Health Canada DPD
baxedin pre-op	brand	chlorhexidine	CA	Health Canada DPD
baxmune	brand	mycophenolic acid	SG	Singapore HSA
baycol	brand	cerivastatin	US	Drugs@FDA,FDA Orange Book
bayer aspirin	brand	acetylsalicylic acid	US	RxNorm
beacodyl	brand	codeine+promethazine	SG	Singapore HSA
beactafed	brand	pseudoephedrine+triprolidine	SG	Singapore HSA
beactafed co	brand	codeine+pseudoephedrine+triprolidine	SG	Singapore HSA
beafemic	brand	mefenamic acid	SG	Singapore HSA
beaflu plus	brand	chlorphenamine+paracetamol+pseudoephedrine	SG	Singapore HSA
beamotil	brand	atropine+diphenoxylate	SG	Singapore HSA
beanamine expectorant	brand	ammonium chloride+diphenhydramine	SG	Singapore HSA
beapizide	brand	glipizide	SG	Singapore HSA
beaptin sr	brand	verapamil	SG	Singapore HSA
bearantel	brand	pyrantel	SG	Singapore HSA
bearax	brand	aciclovir	SG	Singapore HSA
bearcef	brand	cefuroxime	SG	Singapore HSA
beatac	brand	ranitidine	SG	Singapore HSA
beatacycline	brand	tetracycline	SG	Singapore HSA
beathorphan	brand	dextromethorphan	SG	Singapore HSA
beathricin lozenges	brand	lidocaine+tyrothricin	SG	Singapore HSA
beatifen	brand	ketotifen	SG	Singapore HSA
beatizem	brand	diltiazem	SG	Singapore HSA
beatoconazole	brand	ketoconazole	SG	Singapore HSA
beclomethasone	alias	beclometasone	-	USAN
beclovent	brand	beclometasone	US	Drugs@FDA,FDA Orange Book
becolax	brand	bisacodyl	CA	Health Canada DPD
beconase	brand	beclometasone	US	Drugs@FDA,FDA Orange Book
beconase aq	brand	beclometasone	US	Drugs@FDA,FDA Orange Book
becosules	brand	vitamin b-complex, plain	IN	CDSCO
beepen-vk	brand	phenoxymethylpenicillin	US	Drugs@FDA,FDA Orange Book
beizray	brand	docetaxel	US	FDA Orange Book
bekyree	brand	desogestrel+ethinylestradiol	US	Drugs@FDA,FDA Orange Book
belara	brand	chlormadinone+ethinylestradiol	SG	Singapore HSA
belbuca	brand	buprenorphine	US	Drugs@FDA,FDA Orange Book
beldin	brand	diphenhydramine	US	Drugs@FDA,FDA Orange Book
beleodaq	brand	belinostat	US	Drugs@FDA,FDA Orange Book
belix	brand	diphenhydramine	US	Drugs@FDA,FDA Orange Book
belkyra	brand	deoxycholic acid	CA	Health Canada DPD
belrapzo	brand	bendamustine	US	FDA Orange Book
belsomra	brand	suvorexant	US	Drugs@FDA,FDA Orange Book
belviq	brand	lorcaserin	US	Drugs@FDA
belviq xr	brand	lorcaserin	US	Drugs@FDA
bemfola	brand	follitropin alfa	EU	EMA
benadryl	brand	diphenhydramine	US	Drugs@FDA,FDA Orange Book,RxNorm
benadryl allergy	brand	diphenhydramine	CA	Health Canada DPD
benadryl allergy liquigels	brand	diphenhydramine	CA	Health Canada DPD
benadryl cough	brand	diphenhydramine	IN	CDSCO
benadryl itch stopping	brand	diphenhydramine+zinc acetate	CA	Health Canada DPD
bendectin	brand	doxylamine+pyridoxine	US	Drugs@FDA,FDA Orange Book
bendeka	brand	bendamustine	US	Drugs@FDA,FDA Orange Book
bendopa	brand	levodopa	US	Drugs@FDA,FDA Orange Book
bendrol	brand	diphenhydramine	SG	Singapore HSA
benefix	brand	coagulation factor ix	CA	Health Canada DPD
benemid	brand	probenecid	US	Drugs@FDA,FDA Orange Book
benepali	brand	etanercept	EU	EMA
benicar	brand	olmesartan medoxomil	US	Drugs@FDA,FDA Orange Book,RxNorm
benicar hct	brand	hydrochlorothiazide+olmesartan medoxomil	US	Drugs@FDA,FDA Orange Book
benil	brand	glibenclamide	SG	Singapore HSA
benlysta	brand	belimumab	US,EU,CA,SG	Drugs@FDA,EMA,Health Canada DPD,Singapore HSA
bennatuss expectorant	brand	ammonium chloride+diphenhydramine+sodium citrate	SG	Singapore HSA
benocten	brand	diphenhydramine	SG	Singapore HSA
benoquin	brand	monobenzone	US	Drugs@FDA,FDA Orange Book
benpine	brand	chlordiazepoxide	SG	Singapore HSA
bentyl	brand	dicycloverine	US	Drugs@FDA,FDA Orange Book,RxNorm
benvyon	brand	bendamustine	CA	Health Canada DPD
benylin dm	brand	dextromethorphan	CA	Health Canada DPD
benylin extra strength	brand	dextromethorphan	CA	Health Canada DPD
benylin sleep time	brand	diphenhydramine	CA	Health Canada DPD
benzagel	brand	benzoyl peroxide	CA	Health Canada DPD
benzamycin	brand	benzoyl peroxide+erythromycin	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
benzedrine	brand	amfetamine	US	Drugs@FDA
benztropine	alias	benzatropine	-	USAN
beovu	brand	brolucizumab	CA	Health Canada DPD
bepadin	brand	bepridil	US	Drugs@FDA,FDA Orange Book
beprogel	brand	betamethasone	SG	Singapore HSA
beprogent	brand	betamethasone+gentamicin	SG	Singapore HSA
beprosalic	brand	betamethasone+salicylic acid	SG	Singapore HSA
beprosone	brand	betamethasone	SG	Singapore HSA
berodual	brand	fenoterol+ipratropium bromide	SG	Singapore HSA
beromun	brand	tasonermin	EU	EMA
berubigen	brand	cyanocobalamin	US	Drugs@FDA,FDA Orange Book
besartin	brand	irbesartan	SG	Singapore HSA
besivance	brand	besifloxacin	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
besone	brand	betamethasone	SG	Singapore HSA
besone-n	brand	betamethasone+neomycin	SG	Singapore HSA
besponsa	brand	inotuzumab ozogamicin	US,EU,CA	Drugs@FDA,EMA,Health Canada DPD
betac	brand	betaxolol	SG	Singapore HSA
betacaine	brand	lidocaine	CA	Health Canada DPD
betacorten	brand	betamethasone	SG	Singapore HSA
betaderm	brand	betamethasone	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
betaderm crm	brand	betamethasone	CA	Health Canada DPD
betaderm ont	brand	betamethasone	CA	Health Canada DPD
betaderma	brand	betamethasone	SG	Singapore HSA
betadine	brand	povidone-iodine	US	Drugs@FDA,FDA Orange Book
betaferon	brand	interferon beta-1b	EU,SG	EMA,Singapore HSA
betagan	brand	levobunolol	US	Drugs@FDA,FDA Orange Book
betalin	brand	cyanocobalamin	US	Drugs@FDA,FDA Orange Book
betalin s	brand	thiamine	US	Drugs@FDA,FDA Orange Book
betaloc	brand	metoprolol	IN,AE	CDSCO,UAE MOHAP
betamox	brand	amoxicillin	SG	Singapore HSA
betapace	brand	sotalol	US	Drugs@FDA,FDA Orange Book,RxNorm
betapace af	brand	sotalol	US	Drugs@FDA,FDA Orange Book
betapar	brand	meprednisone	US	Drugs@FDA,FDA Orange Book
betapen-vk	brand	phenoxymethylpenicillin	US	Drugs@FDA,FDA Orange Book
betaserc	brand	betahistine	SG	Singapore HSA
betaseron	brand	interferon beta-1b	US,CA	Drugs@FDA,Health Canada DPD
betasone	brand	betamethasone	SG	Singapore HSA
betatrex	brand	betamethasone	US	Drugs@FDA,FDA Orange Book
betavate	brand	clobetasol	SG	Singapore HSA
bethkis	brand	tobramycin	US	Drugs@FDA,FDA Orange Book
betimol	brand	timolol	US	Drugs@FDA,FDA Orange Book
betmiga	brand	mirabegron	EU	EMA
betmiga prolonged-release	brand	mirabegron	SG	Singapore HSA
betnovate	brand	betamethasone	IN,AE,SG	CDSCO,Singapore HSA,UAE MOHAP
betnovate rd	brand	betamethasone	SG	Singapore HSA
betoptic	brand	betaxolol	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
betoptic pilo	brand	betaxolol+pilocarpine	US	Drugs@FDA,FDA Orange Book
betoptic s	brand	betaxolol	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
betosalic	brand	betamethasone+salicylic acid	SG	Singapore HSA
bevespi aerosphere	brand	formoterol+glycopyrronium bromide	US	Drugs@FDA,FDA Orange Book
bevyxxa	brand	betrixaban	US	Drugs@FDA,FDA Orange Book
bexinor	brand	norfloxacin	SG	Singapore HSA
bextra	brand	valdecoxib	US	Drugs@FDA,FDA Orange Book
beyfortus	brand	nirsevimab	CA	Health Canada DPD
bezalip	brand	bezafibrate	SG	Singapore HSA
bezalip sr	brand	bezafibrate	CA	Health Canada DPD
bi-peglyte	brand	potassium chloride+sodium bicarbonate+macrogol+sodium sulfate+bisacodyl+sodium chloride	CA	Health Canada DPD
biacna	brand	tretinoin+clindamycin	CA	Health Canada DPD
biaxin	brand	clarithromycin	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm
biaxin bid	brand	clarithromycin	CA	Health Canada DPD
biaxin xl	brand	clarithromycin	US	Drugs@FDA,FDA Orange Book
bibag	brand	sodium bicarbonate	CA,SG	Health Canada DPD,Singapore HSA
bicalox	brand	bicalutamide	SG	Singapore HSA
bicart	brand	sodium bicarbonate	CA,SG	Health Canada DPD,Singapore HSA
bicillin	brand	benzathine benzylpenicillin	US	Drugs@FDA,FDA Orange Book
bicillin c-r	brand	benzathine benzylpenicillin+procaine benzylpenicillin	US	Drugs@FDA,FDA Orange Book
bicillin l-a	brand	benzathine benzylpenicillin	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
bicnu	brand	carmustine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
bicrolid	brand	clarithromycin	SG	Singapore HSA
bidil	brand	hydralazine+isosorbide dinitrate	US	Drugs@FDA,FDA Orange Book
bifen	brand	ibuprofen	SG	Singapore HSA
bifril	brand	zofenopril	SG	Singapore HSA
bijuva	brand	estradiol+progesterone	US,CA	FDA Orange Book,Health Canada DPD
bilaxten	brand	bilastine	SG	Singapore HSA
bildyos	brand	denosumab	CA	Health Canada DPD
biltricide	brand	praziquantel	US	Drugs@FDA,FDA Orange Book
bimzelx	brand	bimekizumab	CA	Health Canada DPD
binosto	brand	alendronic acid	US	Drugs@FDA,FDA Orange Book
binozyt	brand	azithromycin	SG	Singapore HSA
bio-tropin	brand	somatropin	US	Drugs@FDA
bioderm	brand	polymyxin b+bacitracin	CA	Health Canada DPD
bioflor	brand	saccharomyces boulardii	SG	Singapore HSA
biogesic	brand	paracetamol	SG	Singapore HSA
biolax	brand	bisacodyl	SG	Singapore HSA
biorphen	brand	phenylephrine	US	FDA Orange Book
bioscrub	brand	chlorhexidine	US	Drugs@FDA,FDA Orange Book
biostate	brand	coagulation factor viii+von willebrand factor	SG	Singapore HSA
biothrax supension	brand	anthrax antigen	SG	Singapore HSA
biotine	brand	tetracycline	SG	Singapore HSA
bipazen	brand	desmopressin	CA	Health Canada DPD
biphentin	brand	methylphenidate	CA	Health Canada DPD
biresp spiromax	brand	budesonide+formoterol	EU	EMA
bislan	brand	bromhexine	SG	Singapore HSA
bisohexal	brand	bisoprolol	SG	Singapore HSA
blenoxane	brand	bleomycin	US	Drugs@FDA,FDA Orange Book
blenrep	brand	belantamab mafodotin	CA	Health Canada DPD
bleocin	brand	bleomycin	SG	Singapore HSA
blephamide	brand	prednisolone+sulfacetamide	US	Drugs@FDA,FDA Orange Book
blephamide s.o.p	brand	prednisolone+sulfacetamide	US	Drugs@FDA,FDA Orange Book
blexten	brand	bilastine	CA	Health Canada DPD
blincyto	brand	blinatumomab	US,EU,CA	Drugs@FDA,EMA,Health Canada DPD
blisovi	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
blisovi fe	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
blitzima	brand	rituximab	EU	EMA
blocadren	brand	timolol	US	Drugs@FDA,FDA Orange Book
blopress	brand	candesartan	SG	Singapore HSA
bloxiverz	brand	neostigmine	US	Drugs@FDA,FDA Orange Book
bokey enteric-microencapsulated	brand	acetylsalicylic acid	SG	Singapore HSA
bomex	brand	brompheniramine	SG	Singapore HSA
bondronat	brand	ibandronic acid	EU,SG	EMA,Singapore HSA
bonefos	brand	clodronic acid	SG	Singapore HSA
boniva	brand	ibandronic acid	US	Drugs@FDA,FDA Orange Book,RxNorm
bonjesta	brand	doxylamine+pyridoxine	US	Drugs@FDA,FDA Orange Book
bonsity	brand	teriparatide	US	FDA Orange Book
bonviva	brand	ibandronic acid	EU,SG	EMA,Singapore HSA
borymycin	brand	minocycline	SG	Singapore HSA
bosulif	brand	bosutinib	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
botox	brand	botulinum toxin	SG	Singapore HSA
braftovi	brand	encorafenib	US,EU,CA	EMA,FDA Orange Book,Health Canada DPD
brameston	brand	bromocriptine	SG	Singapore HSA
bravelle	brand	urofollitropin	US,SG	Drugs@FDA,Singapore HSA
brecolin cough	brand	ammonium chloride+ephedrine+guaifenesin	SG	Singapore HSA
brenzavvy	brand	bexagliflozin	US	FDA Orange Book
brenzys	brand	etanercept	CA	Health Canada DPD
bretaris genuair	brand	aclidinium bromide	EU	EMA
brethaire	brand	terbutaline	US	Drugs@FDA,FDA Orange Book
brethine	brand	terbutaline	US	Drugs@FDA,FDA Orange Book
bretylium	alias	bretylium tosilate	-	USAN
bretylium tosylate	alias	bretylium tosilate	-	USAN
brevibloc	brand	esmolol	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
brevibloc double strength	brand	esmolol	US	Drugs@FDA,FDA Orange Book
brexafemme	brand	ibrexafungerp	US	FDA Orange Book
brexin	brand	piroxicam	SG	Singapore HSA
breyanzi	brand	lisocabtagene maraleucel	CA	Health Canada DPD
breyna	brand	budesonide+formoterol	US	FDA Orange Book
brian care	brand	chlorhexidine	US	Drugs@FDA,FDA Orange Book
bricanyl	brand	terbutaline	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
bridion	brand	sugammadex	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
briellyn	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
brilinta	brand	ticagrelor	AE,US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
brilique	brand	ticagrelor	EU	EMA
brillior	brand	pregabalin	SG	Singapore HSA
brimica genuair	brand	aclidinium bromide+formoterol	EU	EMA
brinavess	brand	vernakalant	EU,CA,SG	EMA,Health Canada DPD,Singapore HSA
brineura	brand	cerliponase alfa	US,EU,CA	Drugs@FDA,EMA,Health Canada DPD
brintellix	brand	vortioxetine	EU,SG	EMA,Singapore HSA
brisdelle	brand	paroxetine	US	Drugs@FDA,FDA Orange Book
bristacycline	brand	tetracycline	US	Drugs@FDA,FDA Orange Book
bristagen	brand	gentamicin	US	Drugs@FDA,FDA Orange Book
bristamycin	brand	erythromycin	US	Drugs@FDA,FDA Orange Book
briviact	brand	brivaracetam	US,EU	Drugs@FDA,EMA,FDA Orange Book
brivlera	brand	brivaracetam	CA	Health Canada DPD
brixadi	brand	buprenorphine	US	FDA Orange Book
bromanate dm	brand	brompheniramine+dextromethorphan+pseudoephedrine	US	Drugs@FDA,FDA Orange Book
bromday	brand	bromfenac	US	Drugs@FDA,FDA Orange Book
bromfed-dm	brand	brompheniramine+dextromethorphan+pseudoephedrine	US	Drugs@FDA,FDA Orange Book
brompheril	brand	dexbrompheniramine+pseudoephedrine	US	Drugs@FDA,FDA Orange Book
bromsite	brand	bromfenac	US	Drugs@FDA,FDA Orange Book
bromxine	brand	bromhexine	SG	Singapore HSA
bronchitol	brand	mannitol	US,EU	EMA,FDA Orange Book
bronchophan expectorant	brand	guaifenesin	CA	Health Canada DPD
bronitin mist	brand	epinephrine	US	Drugs@FDA,FDA Orange Book
bronkaid mist	brand	epinephrine	US	Drugs@FDA,FDA Orange Book
bronkodyl	brand	theophylline	US	Drugs@FDA,FDA Orange Book
bronkometer	brand	isoetarine	US	Drugs@FDA,FDA Orange Book
bronkosol	brand	isoetarine	US	Drugs@FDA,FDA Orange Book
brozil	brand	gemfibrozil	SG	Singapore HSA
brufen	brand	ibuprofen	IN,AE,SG	CDSCO,Singapore HSA,UAE MOHAP
brukinsa	brand	zanubrutinib	US,CA	FDA Orange Book,Health Canada DPD
bryhali	brand	ulobetasol	US,CA	FDA Orange Book,Health Canada DPD
bryrel	brand	piperazine	US	Drugs@FDA,FDA Orange Book
buccolam	brand	midazolam	EU,CA	EMA,Health Canada DPD
buckley's	brand	dextromethorphan	CA	Health Canada DPD
buckley's complete	brand	dextromethorphan+guaifenesin+pseudoephedrine+paracetamol+doxylamine	CA	Health Canada DPD
buckley's complete nighttime	brand	pseudoephedrine+dextromethorphan+paracetamol+doxylamine	CA	Health Canada DPD
bucladin-s	brand	buclizine	US	Drugs@FDA,FDA Orange Book
budenofalk	brand	budesonide	SG	Singapore HSA
budiair pressurised	brand	budesonide	SG	Singapore HSA
bufencon	brand	betamethasone	SG	Singapore HSA
bumex	brand	bumetanide	US	Drugs@FDA,FDA Orange Book,RxNorm
bunavail	brand	buprenorphine+naloxone	US	Drugs@FDA,FDA Orange Book
buphenyl	brand	sodium phenylbutyrate	US	Drugs@FDA,FDA Orange Book
burinex	brand	bumetanide	CA,SG	Health Canada DPD,Singapore HSA
buscopan	brand	butylscopolamine	IN,AE,CA,SG	CDSCO,Health Canada DPD,Singapore HSA,UAE MOHAP
busilvex	brand	busulfan	EU	EMA
buspar	brand	buspirone	US	Drugs@FDA,FDA Orange Book,RxNorm
butazolidin	brand	phenylbutazone	US	Drugs@FDA,FDA Orange Book
butrans	brand	buprenorphine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
butylin	brand	terbutaline	SG	Singapore HSA
buventol easyhaler	brand	salbutamol	SG	Singapore HSA
buvidal	brand	buprenorphine	EU	EMA
bydureon	brand	exenatide	EU	EMA
bydureon bcise	brand	exenatide	US	Drugs@FDA
byetta	brand	exenatide	US,EU,SG	EMA,RxNorm,Singapore HSA
byfavo	brand	remimazolam	US	FDA Orange Book
bylvay	brand	odevixibat	US,CA	FDA Orange Book,Health Canada DPD
bynfezia	brand	octreotide	US	FDA Orange Book
bystolic	brand	nebivolol	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm
byvalson	brand	nebivolol+valsartan	US	Drugs@FDA,FDA Orange Book
c-flox	brand	ciprofloxacin	SG	Singapore HSA
cablivi	brand	caplacizumab	EU	EMA
cabometyx	brand	cabozantinib	EU,CA	EMA,Health Canada DPD
caelyx	brand	doxorubicin	EU,CA,SG	EMA,Health Canada DPD,Singapore HSA
calan	brand	verapamil	US	Drugs@FDA,FDA Orange Book
calan sr	brand	verapamil	US	Drugs@FDA,FDA Orange Book
calcigard	brand	nifedipine	SG	Singapore HSA
calciject	brand	calcium chloride	CA	Health Canada DPD
calcijex	brand	calcitriol	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
calcimax	brand	calcium carbonate	IN	CDSCO
calciparine	brand	heparin	US	Drugs@FDA,FDA Orange Book
calcipotriene	alias	calcipotriol	-	USAN
calcirol	brand	colecalciferol	IN	CDSCO
calderol	brand	calcifediol	US	Drugs@FDA,FDA Orange Book
caldolor	brand	ibuprofen	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
calmylin	brand	codeine+ammonium chloride+diphenhydramine	CA	Health Canada DPD
calmylin ace	brand	codeine+pheniramine+guaifenesin	CA	Health Canada DPD
calomist	brand	cyanocobalamin	US	Drugs@FDA,FDA Orange Book
calpol	brand	paracetamol	IN,AE,SG	CDSCO,Singapore HSA,UAE MOHAP
calquence	brand	acalabrutinib	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
camazol	brand	carbimazole	SG	Singapore HSA
camcevi	brand	leuprorelin	US,CA	FDA Orange Book,Health Canada DPD
camerhoign	brand	trolamine	CA	Health Canada DPD
camila	brand	norethisterone	US	Drugs@FDA,FDA Orange Book
camnovate	brand	betamethasone	SG	Singapore HSA
campath	brand	alemtuzumab	US	Drugs@FDA
campral	brand	acamprosate	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
campto	brand	irinotecan	SG	Singapore HSA
camptosar	brand	irinotecan	US	Drugs@FDA,FDA Orange Book
camzyos	brand	mavacamten	US,CA	FDA Orange Book,Health Canada DPD
canasa	brand	mesalazine	US	Drugs@FDA,FDA Orange Book
cancidas	brand	caspofungin	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
candacort	brand	clotrimazole+hydrocortisone	SG	Singapore HSA
candazole	brand	clotrimazole	SG	Singapore HSA
candex	brand	nystatin	US	Drugs@FDA,FDA Orange Book
candid	brand	clotrimazole	IN	CDSCO
candiderm	brand	beclometasone+clotrimazole+gentamicin	SG	Singapore HSA
candiplas	brand	miconazole	SG	Singapore HSA
canditral	brand	itraconazole	SG	Singapore HSA
canesoral	brand	fluconazole	CA	Health Canada DPD
canesoral combi	brand	clotrimazole+fluconazole	CA	Health Canada DPD
canesten combi	brand	clotrimazole	CA	Health Canada DPD
canesten comfortab	brand	clotrimazole	CA	Health Canada DPD
canesten external	brand	clotrimazole	CA	Health Canada DPD
canesten external antifungal	brand	clotrimazole	CA	Health Canada DPD
canesten gyn	brand	clotrimazole	SG	Singapore HSA
canesten hc	brand	clotrimazole+hydrocortisone	SG	Singapore HSA
canesten plus	brand	hydrocortisone+clotrimazole	SG	Singapore HSA
cantil	brand	mepenzolate	US	Drugs@FDA,FDA Orange Book
capex	brand	fluocinolone acetonide	US	Drugs@FDA,FDA Orange Book
caplor	brand	clopidogrel	SG	Singapore HSA
caplyta	brand	lumateperone	US	FDA Orange Book
capoten	brand	captopril	US	Drugs@FDA,FDA Orange Book
capozide	brand	captopril+hydrochlorothiazide	US	Drugs@FDA,FDA Orange Book
caprelsa	brand	vandetanib	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
carac	brand	fluorouracil	US	Drugs@FDA,FDA Orange Book
carafate	brand	sucralfate	US	Drugs@FDA,FDA Orange Book,RxNorm
carbaglu	brand	carglumic acid	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
carbastat	brand	carbachol	US	Drugs@FDA,FDA Orange Book
carbatol	brand	carbamazepine	SG	Singapore HSA
carbatrol	brand	carbamazepine	US	Drugs@FDA,FDA Orange Book
carbilev	brand	carbidopa+levodopa	US	Drugs@FDA,FDA Orange Book
carbocaine	brand	mepivacaine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
carbolith	brand	lithium	CA	Health Canada DPD
carbotinol	brand	carboplatin	SG	Singapore HSA
cardace	brand	ramipril	IN	CDSCO
cardene	brand	nicardipine	US	Drugs@FDA,FDA Orange Book
cardene in	brand	nicardipine	US	Drugs@FDA,FDA Orange Book
cardene sr	brand	nicardipine	US	Drugs@FDA,FDA Orange Book
cardibloc-sr	brand	nicardipine	SG	Singapore HSA
cardil	brand	diltiazem	SG	Singapore HSA
cardioplegic	brand	calcium chloride+magnesium chloride+potassium chloride+sodium chloride	US	Drugs@FDA,FDA Orange Book
cardiprin	brand	acetylsalicylic acid	SG	Singapore HSA
cardium	brand	diltiazem	SG	Singapore HSA
cardizem	brand	diltiazem	US	Drugs@FDA,FDA Orange Book,RxNorm
cardizem cd	brand	diltiazem	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
cardizem la	brand	diltiazem	US	Drugs@FDA,FDA Orange Book
cardizem sr	brand	diltiazem	US	Drugs@FDA,FDA Orange Book
cardopar	brand	carbidopa+levodopa	SG	Singapore HSA
cardura	brand	doxazosin	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
cardura xl	brand	doxazosin	US	Drugs@FDA,FDA Orange Book
carez	brand	carboplatin	SG	Singapore HSA
carin	brand	loratadine	SG	Singapore HSA
caripul	brand	epoprostenol	CA	Health Canada DPD
carmazepine cr	brand	carbamazepine	SG	Singapore HSA
carmol hc	brand	hydrocortisone	US	FDA Orange Book
carnexiv	brand	carbamazepine	US	Drugs@FDA,FDA Orange Book
carnitor	brand	levocarnitine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
carnitor sf	brand	levocarnitine	US	Drugs@FDA,FDA Orange Book
carospir	brand	spironolactone	US	Drugs@FDA,FDA Orange Book
carrington's gripe water	brand	sodium bicarbonate	SG	Singapore HSA
carter's little pills	brand	bisacodyl	CA	Health Canada DPD
cartia xt	brand	diltiazem	US	Drugs@FDA,FDA Orange Book
cartrol	brand	carteolol	US	Drugs@FDA,FDA Orange Book
carvepen	brand	carvedilol	SG	Singapore HSA
carvykti	brand	ciltacabtagene autoleucel	CA	Health Canada DPD
casgevy	brand	exagamglogene autotemcel	CA	Health Canada DPD
casodex	brand	bicalutamide	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
casporyn hc	brand	hydrocortisone+neomycin+polymyxin b	US	Drugs@FDA,FDA Orange Book
cassipa	brand	buprenorphine+naloxone	US	FDA Orange Book
castellani's paint	brand	boric acid+phenol+resorcinol	SG	Singapore HSA
cataflam	brand	diclofenac	AE,US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA,UAE MOHAP
catapres	brand	clonidine	US	Drugs@FDA,FDA Orange Book,RxNorm
catarase	brand	chymotrypsin	US	Drugs@FDA
catenol	brand	atenolol	SG	Singapore HSA
cathejell	brand	lidocaine	CA	Health Canada DPD
cathflo	brand	alteplase	CA	Health Canada DPD
cathflo activase	brand	alteplase	US	Drugs@FDA
caverject	brand	alprostadil	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
caverject impulse	brand	alprostadil	US	Drugs@FDA,FDA Orange Book
cavinton	brand	vinpocetine	SG	Singapore HSA
cayston	brand	aztreonam	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
cebrotonin	brand	piracetam	SG	Singapore HSA
ceclor	brand	cefaclor	US	Drugs@FDA,FDA Orange Book
ceclor cd	brand	cefaclor	US	Drugs@FDA,FDA Orange Book
cedax	brand	ceftibuten	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
cedilanid-d	brand	deslanoside	US	Drugs@FDA,FDA Orange Book
ceenu	brand	lomustine	CA	Health Canada DPD
cefadyl	brand	cefapirin	US	Drugs@FDA,FDA Orange Book
cefarizon	brand	cefazolin	SG	Singapore HSA
cefaxone	brand	ceftriaxone	SG	Singapore HSA
cefevon	brand	cefepime	SG	Singapore HSA
cefin	brand	ceftriaxone	SG	Singapore HSA
cefizox	brand	ceftizoxime	US	Drugs@FDA,FDA Orange Book
cefmax	brand	cefmenoxime	US	Drugs@FDA,FDA Orange Book
cefobid	brand	cefoperazone	US	Drugs@FDA,FDA Orange Book
cefotan	brand	cefotetan	US	Drugs@FDA,FDA Orange Book
ceftil	brand	cefuroxime	SG	Singapore HSA
ceftin	brand	cefuroxime	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm
ceftum	brand	cefuroxime	IN	CDSCO
cefzil	brand	cefprozil	US	Drugs@FDA,FDA Orange Book
celebrex	brand	celecoxib	AE,US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
celenid	brand	cinnarizine	SG	Singapore HSA
celestoderm	brand	betamethasone	CA	Health Canada DPD
celestoderm v	brand	betamethasone	CA	Health Canada DPD
celestone	brand	betamethasone	US	Drugs@FDA,FDA Orange Book
celestone soluspan	brand	betamethasone	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
celexa	brand	citalopram	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm
celexin	brand	cefalexin	SG	Singapore HSA
cellcept	brand	mycophenolic acid	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA
cellcept i.v	brand	mycophenolic acid	CA	Health Canada DPD
celontin	brand	mesuximide	US	Drugs@FDA,FDA Orange Book
celsentri	brand	maraviroc	EU,CA,SG	EMA,Health Canada DPD,Singapore HSA
celtax	brand	docetaxel	SG	Singapore HSA
cementin	brand	cimetidine	SG	Singapore HSA
centa enema	brand	sodium chloride	SG	Singapore HSA
centany	brand	mupirocin	US	Drugs@FDA,FDA Orange Book
centrax	brand	prazepam	US	Drugs@FDA,FDA Orange Book
cephalen	brand	cefalexin	SG	Singapore HSA
cephalexin	alias	cefalexin	-	USAN
cephalothin	alias	cefalotin	-	USAN
cephanmycin	brand	cefalexin	SG	Singapore HSA
cephapirin	alias	cefapirin	-	USAN
cephazolin	alias	cefazolin	-	USAN
cephradine	alias	cefradine	-	USAN
cephulac	brand	lactulose	US	Drugs@FDA,FDA Orange Book
ceplene	brand	histamine dihydrochloride	EU	EMA
ceporex	brand	cefalexin	SG	Singapore HSA
ceptaz	brand	ceftazidime	US	Drugs@FDA,FDA Orange Book
cequa	brand	ciclosporin	US,CA	FDA Orange Book,Health Canada DPD
ceradon	brand	cefotiam	US	Drugs@FDA,FDA Orange Book
cerazette	brand	desogestrel	SG	Singapore HSA
cerdelga	brand	eliglustat	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
cerebyx	brand	fosphenytoin	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
ceredase	brand	alglucerase	US	Drugs@FDA
cerekinon	brand	trimebutine	SG	Singapore HSA
cerezyme	brand	imiglucerase	US,EU,CA,SG	Drugs@FDA,EMA,Health Canada DPD,Singapore HSA
cerinta	brand	ethinylestradiol+levonorgestrel	US	FDA Orange Book
ceritec	brand	cetirizine	SG	Singapore HSA
certican	brand	everolimus	CA,SG	Health Canada DPD,Singapore HSA
cerubidine	brand	daunorubicin	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
ceruvin	brand	clopidogrel	SG	Singapore HSA
cervagem	brand	gemeprost	SG	Singapore HSA
cervidil	brand	dinoprostone	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
cesamet	brand	nabilone	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
cetacort	brand	hydrocortisone	US	Drugs@FDA,FDA Orange Book
cetam	brand	piracetam	SG	Singapore HSA
cetamide	brand	sulfacetamide	US	Drugs@FDA,FDA Orange Book
cetapred	brand	prednisolone+sulfacetamide	US	Drugs@FDA,FDA Orange Book
cetraxal	brand	ciprofloxacin	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
cetraxal plus	brand	ciprofloxacin+fluocinolone acetonide	SG	Singapore HSA
cetrizin	brand	cetirizine	SG	Singapore HSA
cetrotide	brand	cetrorelix	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
cetylev	brand	acetylcysteine	US	Drugs@FDA,FDA Orange Book
cetzine	brand	cetirizine	IN	CDSCO
cezolin	brand	cefazolin	SG	Singapore HSA
chabelina fe	brand	ethinylestradiol+norethisterone	US	FDA Orange Book
champix	brand	varenicline	EU,SG	EMA,Singapore HSA
chantix	brand	varenicline	US	Drugs@FDA,FDA Orange Book
chemix	brand	sulfamethoxazole+trimethoprim	SG	Singapore HSA
chenix	brand	chenodeoxycholic acid	US	Drugs@FDA,FDA Orange Book
chenodiol	alias	chenodeoxycholic acid	-	USAN
cheston cold	brand	cetirizine+paracetamol+phenylephrine	IN	CDSCO
chewtadzy	brand	tadalafil	US	FDA Orange Book
chibroxin	brand	norfloxacin	US	Drugs@FDA,FDA Orange Book
chirocaine	brand	levobupivacaine	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
chloramine	brand	chlorphenamine	SG	Singapore HSA
chlormine	brand	chlorphenamine	SG	Singapore HSA
chlornamol	brand	chlorphenamine+paracetamol	SG	Singapore HSA
chlorofair	brand	chloramphenicol	US	Drugs@FDA,FDA Orange Book
chloromycetin	brand	chloramphenicol	US	Drugs@FDA,FDA Orange Book
chloromyxin	brand	chloramphenicol+polymyxin b	US	Drugs@FDA,FDA Orange Book
chloroptic	brand	chloramphenicol	US	Drugs@FDA,FDA Orange Book
chloroptic s.o.p	brand	chloramphenicol	US	Drugs@FDA,FDA Orange Book
chloroptic-p s.o.p	brand	chloramphenicol+prednisolone	US	Drugs@FDA,FDA Orange Book
chlorpheniramine	alias	chlorphenamine	-	USAN
chlorsedyl	brand	chlorphenamine+codeine+ephedrine	SG	Singapore HSA
chlorthalidone	alias	chlortalidone	-	USAN
cholac	brand	lactulose	US	Drugs@FDA,FDA Orange Book
cholbam	brand	cholic acid	US	Drugs@FDA,FDA Orange Book
cholebrine	brand	iocetamic acid	US	Drugs@FDA,FDA Orange Book
cholecalciferol	alias	colecalciferol	-	USAN
cholestagel	brand	colesevelam	EU	EMA
cholestyramine	alias	colestyramine	-	USAN
cholib	brand	fenofibrate+simvastatin	EU	EMA
choloxin	brand	dextrothyroxine	US	Drugs@FDA,FDA Orange Book
cholybar	brand	colestyramine	US	Drugs@FDA,FDA Orange Book
chorionic gonadotropin	alias	chorionic gonadotrophin	-	USAN
chronulac	brand	lactulose	US	Drugs@FDA,FDA Orange Book
chymex	brand	bentiromide	US	Drugs@FDA,FDA Orange Book
chymodiactin	brand	chymopapain	US	Drugs@FDA
cialis	brand	tadalafil	AE,US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
ciambra	brand	pemetrexed	EU	EMA
cibinqo	brand	abrocitinib	US,CA	FDA Orange Book,Health Canada DPD
cida-stat	brand	chlorhexidine	US	Drugs@FDA,FDA Orange Book
cifran	brand	ciprofloxacin	IN	CDSCO
cilacar	brand	cilnidipine	IN	CDSCO
cilodex	brand	ciprofloxacin+dexamethasone	SG	Singapore HSA
ciloxan	brand	ciprofloxacin	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
cimduo	brand	lamivudine+tenofovir disoproxil	US	Drugs@FDA,FDA Orange Book
cimzia	brand	certolizumab pegol	US,EU,CA,SG	Drugs@FDA,EMA,Health Canada DPD,Singapore HSA
cin-quin	brand	quinidine	US	Drugs@FDA,FDA Orange Book
cinna	brand	cinnarizine	SG	Singapore HSA
cinnasil	brand	rescinnamine	US	Drugs@FDA,FDA Orange Book
cinobac	brand	cinoxacin	US	Drugs@FDA,FDA Orange Book
cinqaero	brand	reslizumab	EU	EMA
cinqair	brand	reslizumab	US,CA	Drugs@FDA,Health Canada DPD
cinvanti	brand	aprepitant	US	Drugs@FDA,FDA Orange Book
ciplox	brand	ciprofloxacin	IN	CDSCO
ciplox d	brand	ciprofloxacin+dexamethasone	IN	CDSCO
cipralex	brand	escitalopram	AE,CA	Health Canada DPD,UAE MOHAP
cipro	brand	ciprofloxacin	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm
cipro hc	brand	ciprofloxacin+hydrocortisone	US	Drugs@FDA,FDA Orange Book
cipro xr	brand	ciprofloxacin	US	Drugs@FDA,FDA Orange Book
ciprobay	brand	ciprofloxacin	AE,SG	Singapore HSA,UAE MOHAP
ciprobay hc	brand	ciprofloxacin+hydrocortisone	SG	Singapore HSA
ciprodex	brand	ciprofloxacin+dexamethasone	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
ciram	brand	citalopram	SG	Singapore HSA
circadin	brand	melatonin	EU,SG	EMA,Singapore HSA
circanol	brand	ergoloid mesylates	US	Drugs@FDA,FDA Orange Book
cirok	brand	ciprofloxacin	SG	Singapore HSA
cisplin	brand	cisplatin	SG	Singapore HSA
citanest	brand	prilocaine	US	Drugs@FDA,FDA Orange Book
citanest forte	brand	epinephrine+prilocaine	US	Drugs@FDA,FDA Orange Book
citanest forte dental	brand	epinephrine+prilocaine	US	Drugs@FDA,FDA Orange Book
citidine	brand	cimetidine	SG	Singapore HSA
citracleen	brand	sodium picosulfate+citric acid+magnesium oxide	CA	Health Canada DPD
citral	brand	potassium citrate	SG	Singapore HSA
claforan	brand	cefotaxime	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
clamide	brand	glibenclamide	SG	Singapore HSA
clamovid	brand	amoxicillin+clavulanic acid	SG	Singapore HSA
clamovid bid	brand	amoxicillin+clavulanic acid	SG	Singapore HSA
claravis	brand	isotretinoin	US	Drugs@FDA,FDA Orange Book
clari	brand	clarithromycin	SG	Singapore HSA
clarie od	brand	clarithromycin	SG	Singapore HSA
clarilax	brand	macrogol	CA	Health Canada DPD
clarinase	brand	loratadine+pseudoephedrine	SG	Singapore HSA
clarinase repetabs	brand	loratadine+pseudoephedrine	SG	Singapore HSA
clarinex	brand	desloratadine	US	Drugs@FDA,FDA Orange Book
clarinex d	brand	desloratadine+pseudoephedrine	US	Drugs@FDA,FDA Orange Book
clarinex-d	brand	desloratadine+pseudoephedrine	US	Drugs@FDA,FDA Orange Book
claripen	brand	clarithromycin	SG	Singapore HSA
claritin	brand	loratadine	AE,US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,UAE MOHAP
claritin allergy	brand	loratadine	CA	Health Canada DPD
claritin allergy decongestant	brand	oxymetazoline	CA	Health Canada DPD
claritin hives relief	brand	loratadine	US	Drugs@FDA,FDA Orange Book
claritin kids	brand	loratadine	CA	Health Canada DPD
claritin rapid dissolve	brand	loratadine	CA	Health Canada DPD
claritin reditabs	brand	loratadine	US	Drugs@FDA,FDA Orange Book
claritin-d	brand	loratadine+pseudoephedrine	US	Drugs@FDA,FDA Orange Book,RxNorm
clarityn	brand	loratadine	AE,SG	Singapore HSA,UAE MOHAP
clarityne	brand	loratadine	SG	Singapore HSA
claroma	brand	clarithromycin	SG	Singapore HSA
clarus	brand	isotretinoin	CA	Health Canada DPD
clarytas	brand	clarithromycin	SG	Singapore HSA
clasteon	brand	clodronic acid	CA	Health Canada DPD
clavam	brand	amoxicillin+clavulanic acid	IN	CDSCO
clavulanate	alias	clavulanic acid	-	USAN
cleancef	brand	cefaclor	SG	Singapore HSA
cleanxate	brand	flavoxate	SG	Singapore HSA
clearlax	brand	macrogol	CA	Health Canada DPD
clenil	brand	beclometasone	SG	Singapore HSA
clenil pressurised	brand	beclometasone	SG	Singapore HSA
clenpiq	brand	citric acid+magnesium oxide+sodium picosulfate	US	Drugs@FDA,FDA Orange Book
clenz-lyte	brand	macrogol+potassium chloride+sodium bicarbonate+sodium chloride+sodium sulfate	US	Drugs@FDA,FDA Orange Book
cleocin	brand	clindamycin	US	Drugs@FDA,FDA Orange Book,RxNorm
cleocin t	brand	clindamycin	US	Drugs@FDA,FDA Orange Book
cleron	brand	clarithromycin	SG	Singapore HSA
cleviprex	brand	clevidipine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
clexane	brand	enoxaparin	AE,SG	Singapore HSA,UAE MOHAP
clexane forte syringes	brand	enoxaparin	SG	Singapore HSA
climadan	brand	clindamycin	SG	Singapore HSA
climara	brand	estradiol	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
climara pro	brand	estradiol+levonorgestrel	US	Drugs@FDA,FDA Orange Book
clindesse	brand	clindamycin	US	Drugs@FDA,FDA Orange Book
clindets	brand	clindamycin	US	Drugs@FDA,FDA Orange Book
clindoxyl adv	brand	clindamycin+benzoyl peroxide	CA	Health Canada DPD
clinoril	brand	sulindac	US	Drugs@FDA,FDA Orange Book
clistin	brand	carbinoxamine	US	Drugs@FDA,FDA Orange Book
clobex	brand	clobetasol	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
clobivis	brand	clobetasol	CA	Health Canada DPD
cloderm	brand	clobetasol	SG	Singapore HSA
clodronate	alias	clodronic acid	-	USAN
clofec	brand	diclofenac	SG	Singapore HSA
clofenac sr	brand	diclofenac	SG	Singapore HSA
clolar	brand	clofarabine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
clomid	brand	clomifene	US,SG	Drugs@FDA,FDA Orange Book,RxNorm,Singapore HSA
clomiphene	alias	clomifene	-	USAN
clonapam	brand	clonazepam	CA	Health Canada DPD
clonotril	brand	clonazepam	IN,SG	CDSCO,Singapore HSA
clonovate	brand	clobetasol	SG	Singapore HSA
clopilet	brand	clopidogrel	IN	CDSCO
clopitab	brand	clopidogrel	IN	CDSCO
clopixol	brand	zuclopenthixol	CA	Health Canada DPD
clopixol acuphase	brand	zuclopenthixol	CA	Health Canada DPD
clopixol depot	brand	zuclopenthixol	CA,SG	Health Canada DPD,Singapore HSA
clopra	brand	metoclopramide	US	Drugs@FDA,FDA Orange Book
clorazepate	alias	potassium clorazepate	-	USAN
clorotekal	brand	chloroprocaine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
clorpres	brand	chlortalidone+clonidine	US	Drugs@FDA,FDA Orange Book
clovique	brand	trientine	US	FDA Orange Book
cloxapen	brand	cloxacillin	US	Drugs@FDA,FDA Orange Book
cloxcin	brand	cloxacillin	SG	Singapore HSA
clozaril	brand	clozapine	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
clozole	brand	clotrimazole	SG	Singapore HSA
co-besartin	brand	hydrochlorothiazide+irbesartan	SG	Singapore HSA
co-diovan	brand	hydrochlorothiazide+valsartan	SG	Singapore HSA
co-gesic	brand	paracetamol+hydrocodone	US	Drugs@FDA,FDA Orange Book
co-trimexazole	brand	sulfamethoxazole+trimethoprim	SG	Singapore HSA
co-trimoxa	brand	sulfamethoxazole+trimethoprim	SG	Singapore HSA
cobavite	brand	cyanocobalamin	US	Drugs@FDA,FDA Orange Book
cobex	brand	cyanocobalamin	CA	Health Canada DPD
codamine	brand	hydrocodone+phenylpropanolamine	US	Drugs@FDA,FDA Orange Book
codimal-l.a	brand	chlorphenamine+pseudoephedrine	US	Drugs@FDA,FDA Orange Book
codotussyl lozenges	brand	acetylcysteine	SG	Singapore HSA
codrix	brand	paracetamol+codeine	US	Drugs@FDA,FDA Orange Book
codulax	brand	bisacodyl	CA	Health Canada DPD
cofen	brand	guaifenesin	SG	Singapore HSA
cogentin	brand	benzatropine	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
cognex	brand	tacrine	US	Drugs@FDA,FDA Orange Book
colace	brand	docusate sodium	US,CA	Health Canada DPD,RxNorm
colace clear	brand	docusate sodium	CA	Health Canada DPD
colaxor	brand	macrogol	CA	Health Canada DPD
colazal	brand	balsalazide	US	Drugs@FDA,FDA Orange Book
colbenemid	brand	colchicine+probenecid	US	Drugs@FDA,FDA Orange Book
colcitex	brand	colchicine	SG	Singapore HSA
colcrys	brand	colchicine	US	Drugs@FDA,FDA Orange Book,RxNorm
coldaside cold	brand	chlorphenamine+paracetamol	CA	Health Canada DPD
coldsoft day	brand	dextromethorphan+paracetamol+pseudoephedrine	SG	Singapore HSA
coldsoft night	brand	chlorphenamine+paracetamol+pseudoephedrine	SG	Singapore HSA
colinctus	brand	codeine	SG	Singapore HSA
colmifen	brand	baclofen	SG	Singapore HSA
colobreathe	brand	colistin	EU	EMA
colocort	brand	hydrocortisone	US	Drugs@FDA,FDA Orange Book
colodium	brand	loperamide	SG	Singapore HSA
colonaid	brand	atropine+diphenoxylate	US	Drugs@FDA,FDA Orange Book
colospan	brand	butylscopolamine	SG	Singapore HSA
coltalin-nd	brand	paracetamol+phenylephrine	CA	Health Canada DPD
columvi	brand	glofitamab	CA	Health Canada DPD
coly-mycin m	brand	colistin	CA	Health Canada DPD
coly-mycin s	brand	colistin	US	Drugs@FDA,FDA Orange Book
colyte	brand	potassium chloride+sodium sulfate+sodium chloride+sodium bicarbonate+macrogol	CA	Health Canada DPD
combantrin	brand	pyrantel	CA	Health Canada DPD
combiderm	brand	betamethasone+clotrimazole+gentamicin	SG	Singapore HSA
combiflam	brand	ibuprofen+paracetamol	IN	CDSCO
combigan	brand	brimonidine+timolol	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
combipatch	brand	estradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
combipres	brand	chlortalidone+clonidine	US	Drugs@FDA,FDA Orange Book
combivent	brand	ipratropium bromide+salbutamol	US	Drugs@FDA,FDA Orange Book,RxNorm
combivent respimat	brand	salbutamol+ipratropium bromide	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
combivent unit dose	brand	ipratropium bromide+salbutamol	SG	Singapore HSA
combivir	brand	lamivudine+zidovudine	US,EU,SG	Drugs@FDA,EMA,FDA Orange Book,Singapore HSA
combunox	brand	ibuprofen+oxycodone	US	Drugs@FDA,FDA Orange Book
cometriq	brand	cabozantinib	EU	EMA
comfilax	brand	macrogol	CA	Health Canada DPD
compazine	brand	prochlorperazine	US	Drugs@FDA,FDA Orange Book
competact	brand	pioglitazone+metformin	EU	EMA
compro	brand	prochlorperazine	US	Drugs@FDA,FDA Orange Book
comtan	brand	entacapone	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
comtess	brand	entacapone	EU	EMA
conazole	brand	betamethasone+gentamicin+miconazole	SG	Singapore HSA
conbriza	brand	bazedoxifene	EU	EMA
concentraid	brand	desmopressin	US	Drugs@FDA,FDA Orange Book
concerta	brand	methylphenidate	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm
concerta extended-release	brand	methylphenidate	SG	Singapore HSA
concor	brand	bisoprolol	IN,AE,SG	CDSCO,Singapore HSA,UAE MOHAP
conjupri	brand	levamlodipine	US	FDA Orange Book
consensi	brand	amlodipine+celecoxib	US	Drugs@FDA,FDA Orange Book
constella	brand	linaclotide	EU,CA	EMA,Health Canada DPD
constilac	brand	lactulose	US	Drugs@FDA,FDA Orange Book
constulose	brand	lactulose	US	Drugs@FDA,FDA Orange Book
controloc	brand	pantoprazole	AE,SG	Singapore HSA,UAE MOHAP
controloc control	brand	pantoprazole	EU	EMA
conzip	brand	tramadol	US	Drugs@FDA,FDA Orange Book
copalia	brand	amlodipine+valsartan	EU	EMA
copalia hct	brand	amlodipine+valsartan+hydrochlorothiazide	EU	EMA
copan	brand	butylscopolamine	SG	Singapore HSA
copaxone	brand	glatiramer acetate	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
copegus	brand	ribavirin	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
cophadyl cough	brand	codeine+promethazine	SG	Singapore HSA
cophadyl-e cough	brand	codeine+ephedrine+promethazine	SG	Singapore HSA
copiktra	brand	duvelisib	US	FDA Orange Book
coplavix	brand	acetylsalicylic acid+clopidogrel	SG	Singapore HSA
cor-oticin	brand	hydrocortisone+neomycin	US	Drugs@FDA,FDA Orange Book
coralan	brand	ivabradine	SG	Singapore HSA
corbilta	brand	levodopa+carbidopa+entacapone	EU	EMA
cordarone	brand	amiodarone	AE,US,SG	Drugs@FDA,FDA Orange Book,RxNorm,Singapore HSA,UAE MOHAP
cordipin	brand	nifedipine	SG	Singapore HSA
cordipin xl	brand	nifedipine	SG	Singapore HSA
coreg	brand	carvedilol	US	Drugs@FDA,FDA Orange Book,RxNorm
coreg cr	brand	carvedilol	US	Drugs@FDA,FDA Orange Book
corgard	brand	nadolol	US	Drugs@FDA,FDA Orange Book
corlanor	brand	ivabradine	US	Drugs@FDA,FDA Orange Book
corlentor	brand	ivabradine	EU	EMA
corlopam	brand	fenoldopam	US	Drugs@FDA,FDA Orange Book
cormax	brand	clobetasol	US	Drugs@FDA,FDA Orange Book
corphed	brand	pseudoephedrine+triprolidine	US	Drugs@FDA,FDA Orange Book
corphedra	brand	ephedrine	US	Drugs@FDA,FDA Orange Book
cort-dome	brand	hydrocortisone	US	Drugs@FDA,FDA Orange Book
cortalone	brand	prednisolone	US	Drugs@FDA,FDA Orange Book
cortan	brand	prednisone	US	Drugs@FDA,FDA Orange Book
cortef	brand	hydrocortisone	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
cortenema	brand	hydrocortisone	US	Drugs@FDA,FDA Orange Book
cortifoam	brand	hydrocortisone	US	Drugs@FDA,FDA Orange Book
cortiment	brand	budesonide	CA	Health Canada DPD
cortone	brand	cortisone	US	Drugs@FDA,FDA Orange Book
cortril	brand	hydrocortisone	US	Drugs@FDA,FDA Orange Book
cortrosyn	brand	tetracosactide	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
corvert	brand	ibutilide	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
corzide	brand	bendroflumethiazide+nadolol	US	Drugs@FDA,FDA Orange Book
corzyna	brand	ranolazine	CA	Health Canada DPD
cosela	brand	trilaciclib	US	FDA Orange Book
cosentyx	brand	secukinumab	US,EU,CA,SG	Drugs@FDA,EMA,Health Canada DPD,Singapore HSA
cosmegen	brand	dactinomycin	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
cosopt pf	brand	dorzolamide+timolol	US	Drugs@FDA,FDA Orange Book
cosopt preservative-free	brand	timolol+dorzolamide	CA	Health Canada DPD
cosyntropin	alias	tetracosactide	-	USAN
cotellic	brand	cobimetinib	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
cotempla xr-odt	brand	methylphenidate	US	Drugs@FDA,FDA Orange Book
cotren	brand	clotrimazole	SG	Singapore HSA
cotrim	brand	sulfamethoxazole+trimethoprim	US	Drugs@FDA,FDA Orange Book
cotrim d.s	brand	sulfamethoxazole+trimethoprim	US	Drugs@FDA,FDA Orange Book
coughlax forte	brand	ammonium chloride+chlorphenamine+codeine+ephedrine	SG	Singapore HSA
coumadin	brand	warfarin	US	Drugs@FDA,FDA Orange Book,RxNorm
covastin	brand	simvastatin	SG	Singapore HSA
covera-hs	brand	verapamil	US	Drugs@FDA,FDA Orange Book
coveram	brand	amlodipine+perindopril	SG	Singapore HSA
coversyl	brand	perindopril	AE,CA,SG	Health Canada DPD,Singapore HSA,UAE MOHAP
coversyl plus hd	brand	indapamide+perindopril	CA	Health Canada DPD
coversyl plus ld	brand	perindopril+indapamide	CA	Health Canada DPD
coxanto	brand	oxaprozin	US	FDA Orange Book
cozaar	brand	losartan	AE,US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
cozaar xq	brand	amlodipine+losartan	SG	Singapore HSA
cravit	brand	levofloxacin	SG	Singapore HSA
cravit i.v	brand	levofloxacin	SG	Singapore HSA
credanil	brand	carbidopa+levodopa	SG	Singapore HSA
creobic	brand	clotrimazole	SG	Singapore HSA
creon	brand	pancrelipase	US,SG	RxNorm,Singapore HSA
crescormon	brand	somatropin	US	Drugs@FDA
cresemba	brand	isavuconazole	EU,CA	EMA,Health Canada DPD
crestor	brand	rosuvastatin	AE,US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
crexont	brand	carbidopa+levodopa	US	FDA Orange Book
crh ferring	brand	corticorelin	SG	Singapore HSA
crinone	brand	progesterone	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
cristan	brand	clotrimazole	SG	Singapore HSA
crixan	brand	clarithromycin	SG	Singapore HSA
crixivan	brand	indinavir	US,EU,SG	Drugs@FDA,EMA,FDA Orange Book,Singapore HSA
crocin	brand	paracetamol	IN	CDSCO
crolom	brand	cromoglicic acid	US	Drugs@FDA,FDA Orange Book
cromabak	brand	cromoglicic acid	SG	Singapore HSA
cromolyn	alias	cromoglicic acid	-	USAN
cromoptic	brand	cromoglicic acid	US	Drugs@FDA,FDA Orange Book
crystodigin	brand	digitoxin	US	Drugs@FDA,FDA Orange Book
crysvita	brand	burosumab	EU,CA	EMA,Health Canada DPD
cubicin	brand	daptomycin	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
cubicin rf	brand	daptomycin	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
cuprimine	brand	penicillamine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
cuprior	brand	trientine	EU	EMA
curam	brand	amoxicillin+clavulanic acid	SG	Singapore HSA
curretab	brand	medroxyprogesterone	US	Drugs@FDA,FDA Orange Book
cusiviral	brand	aciclovir	SG	Singapore HSA
cutivate	brand	fluticasone	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
cuvposa	brand	glycopyrronium bromide	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
cyanokit	brand	hydroxocobalamin	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
cybin	brand	cytarabine	SG	Singapore HSA
cycin	brand	ciprofloxacin	SG	Singapore HSA
cyclafem	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
cyclessa	brand	desogestrel+ethinylestradiol	US	Drugs@FDA,FDA Orange Book
cyclocort	brand	amcinonide	US	Drugs@FDA,FDA Orange Book
cyclogest	brand	progesterone	SG	Singapore HSA
cyclogyl	brand	cyclopentolate	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
cyclomen	brand	danazol	CA	Health Canada DPD
cyclomydril	brand	cyclopentolate+phenylephrine	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
cyclopam	brand	dicycloverine	IN	CDSCO
cyclopar	brand	tetracycline	US	Drugs@FDA,FDA Orange Book
cycloset	brand	bromocriptine	US	Drugs@FDA,FDA Orange Book
cyclosporine	alias	ciclosporin	-	USAN
cycram	brand	cyclophosphamide	SG	Singapore HSA
cycrin	brand	medroxyprogesterone	US	Drugs@FDA,FDA Orange Book
cyklokapron	brand	tranexamic acid	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
cylert	brand	pemoline	US	Drugs@FDA,FDA Orange Book
cyltezo	brand	adalimumab	EU	EMA
cymbalta	brand	duloxetine	AE,US,EU	Drugs@FDA,EMA,FDA Orange Book,RxNorm,UAE MOHAP
cymevene	brand	ganciclovir	SG	Singapore HSA
cyonanz	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
cyramza	brand	ramucirumab	US,EU,CA	Drugs@FDA,EMA,Health Canada DPD
cystadane	brand	betaine	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
cystadrops	brand	mercaptamine	EU	EMA
cystagon	brand	mercaptamine	EU	EMA
cystosol w	brand	sorbitol+mannitol	CA	Health Canada DPD
cysview	brand	hexaminolevulinate	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
cytadren	brand	aminoglutethimide	US	Drugs@FDA,FDA Orange Book
cytalux	brand	pafolacianine	US	FDA Orange Book
cytarine	brand	cytarabine	SG	Singapore HSA
cytogam	brand	cytomegalovirus immunoglobulin	CA	Health Canada DPD
cytomel	brand	liothyronine sodium	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
cytosar	brand	cytarabine	CA	Health Canada DPD
cytosar-u	brand	cytarabine	US	Drugs@FDA,FDA Orange Book
cytotec	brand	misoprostol	US,SG	Drugs@FDA,FDA Orange Book,RxNorm,Singapore HSA
cytovene	brand	ganciclovir	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
cytoxan	brand	cyclophosphamide	US	Drugs@FDA,FDA Orange Book
d.b.i. ap	brand	metformin	SG	Singapore HSA
dabigatran	alias	dabigatran etexilate	-	USAN
dacogen	brand	decitabine	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
dafiro	brand	amlodipine+valsartan	EU,SG	EMA,Singapore HSA
dafiro hct	brand	amlodipine+valsartan+hydrochlorothiazide	EU	EMA
daivobet	brand	betamethasone+calcipotriol	SG	Singapore HSA
daivonex	brand	calcipotriol	SG	Singapore HSA
dakin's	brand	sodium hypochlorite	CA	Health Canada DPD
daklinza	brand	daclatasvir	US,EU,SG	Drugs@FDA,EMA,FDA Orange Book,Singapore HSA
daktacort	brand	hydrocortisone+miconazole	SG	Singapore HSA
daktarin	brand	miconazole	SG	Singapore HSA
dalacin	brand	clindamycin	AE,CA	Health Canada DPD,UAE MOHAP
dalacin c	brand	clindamycin	SG	Singapore HSA
dalacin c flavoured	brand	clindamycin	CA	Health Canada DPD
dalacin t	brand	clindamycin	SG	Singapore HSA
dalgan	brand	dezocine	US	Drugs@FDA,FDA Orange Book
daliresp	brand	roflumilast	US	Drugs@FDA,FDA Orange Book
dalmadorm	brand	flurazepam	SG	Singapore HSA
dalmane	brand	flurazepam	US	Drugs@FDA,FDA Orange Book
dalvance	brand	dalbavancin	US	Drugs@FDA,FDA Orange Book
dan-gard	brand	pyrithione zinc	CA	Health Canada DPD
daneuron	brand	cyanocobalamin+pyridoxine+thiamine	SG	Singapore HSA
danocrine	brand	danazol	US	Drugs@FDA,FDA Orange Book
dantrium	brand	dantrolene	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
daonil	brand	glibenclamide	SG	Singapore HSA
dapanorm	brand	dapagliflozin	IN	CDSCO
dapril	brand	lisinopril	SG	Singapore HSA
dapzura rt	brand	daptomycin	US	FDA Orange Book
daraprim	brand	pyrimethamine	US	Drugs@FDA,FDA Orange Book
darbid	brand	isopropamide	US	Drugs@FDA,FDA Orange Book
daricon	brand	oxyphencyclimine	US	Drugs@FDA,FDA Orange Book
dartisla odt	brand	glycopyrronium bromide	US	FDA Orange Book
darunavir ethanolate	alias	darunavir	-	USAN
darvocet	brand	paracetamol+dextropropoxyphene	US	Drugs@FDA,FDA Orange Book
darvocet-n	brand	paracetamol+dextropropoxyphene	US	Drugs@FDA,FDA Orange Book
darvon	brand	dextropropoxyphene	US	Drugs@FDA,FDA Orange Book
darvon-n	brand	dextropropoxyphene	US	Drugs@FDA,FDA Orange Book
darzalex	brand	daratumumab	US,EU,CA	Drugs@FDA,EMA,Health Canada DPD
dasetta	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
dasselta	brand	desloratadine	EU	EMA
daunoblastina	brand	daunorubicin	SG	Singapore HSA
daunocin	brand	daunorubicin	SG	Singapore HSA
daunoxome	brand	daunorubicin	US	Drugs@FDA,FDA Orange Book
daurismo	brand	glasdegib	US,CA	FDA Orange Book,Health Canada DPD
daxas	brand	roflumilast	EU,CA	EMA,Health Canada DPD
daybue	brand	trofinetide	US,CA	FDA Orange Book,Health Canada DPD
daypro	brand	oxaprozin	US	Drugs@FDA,FDA Orange Book
daypro alta	brand	oxaprozin	US	Drugs@FDA,FDA Orange Book
dayquil complete	brand	paracetamol+phenylephrine+guaifenesin+dextromethorphan	CA	Health Canada DPD
dayquil honey	brand	paracetamol+dextromethorphan	CA	Health Canada DPD
dayquil hot remedy	brand	dextromethorphan+paracetamol	CA	Health Canada DPD
dayquil kids	brand	dextromethorphan+phenylephrine	CA	Health Canada DPD
dayquil kids honey	brand	dextromethorphan	CA	Health Canada DPD
dayquil sinus liquicaps	brand	paracetamol+phenylephrine	CA	Health Canada DPD
daysee	brand	ethinylestradiol+levonorgestrel	US	Drugs@FDA,FDA Orange Book
daytrana	brand	methylphenidate	US	Drugs@FDA,FDA Orange Book
dayvigo	brand	lemborexant	US,CA	FDA Orange Book,Health Canada DPD
ddavp	brand	desmopressin	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
ddavp melt	brand	desmopressin	CA	Health Canada DPD
de-cold s.r.f.c	brand	loratadine+pseudoephedrine	SG	Singapore HSA
deanxit	brand	flupentixol+melitracen	SG	Singapore HSA
deapril-st	brand	ergoloid mesylates	US	Drugs@FDA,FDA Orange Book
debridat	brand	trimebutine	SG	Singapore HSA
deca-durabolin	brand	nandrolone	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
decaderm	brand	dexamethasone	US	Drugs@FDA,FDA Orange Book
decadron	brand	dexamethasone	IN,US	CDSCO,Drugs@FDA,FDA Orange Book,RxNorm
decadron-la	brand	dexamethasone	US	Drugs@FDA,FDA Orange Book
decan	brand	dexamethasone	SG	Singapore HSA
decapeptyl	brand	triptorelin	CA,SG	Health Canada DPD,Singapore HSA
decapeptyl cr	brand	triptorelin	SG	Singapore HSA
decapryn	brand	doxylamine	US	Drugs@FDA,FDA Orange Book
decaspray	brand	dexamethasone	US	Drugs@FDA,FDA Orange Book
declomycin	brand	demeclocycline	US	Drugs@FDA,FDA Orange Book
declovir	brand	aciclovir	SG	Singapore HSA
decocort	brand	hydrocortisone+miconazole	SG	Singapore HSA
decofam cough	brand	ammonium chloride+ephedrine+guaifenesin	SG	Singapore HSA
decolgen non drowse	brand	paracetamol+phenylephrine	SG	Singapore HSA
decomit	brand	beclometasone	SG	Singapore HSA
decondine	brand	pseudoephedrine+triprolidine	SG	Singapore HSA
decordex	brand	dexamethasone	SG	Singapore HSA
decosyn	brand	guaifenesin	SG	Singapore HSA
decozol	brand	miconazole	SG	Singapore HSA
defencath	brand	heparin+taurolidine	US	FDA Orange Book
defitelio	brand	defibrotide	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
delatestryl	brand	testosterone	US	Drugs@FDA,FDA Orange Book
delaxin	brand	methocarbamol	US	Drugs@FDA,FDA Orange Book
delcorlon	brand	prednisolone	SG	Singapore HSA
delestrogen	brand	estradiol	US	Drugs@FDA,FDA Orange Book
deltalin	brand	ergocalciferol	US	Drugs@FDA,FDA Orange Book
deltasolone	brand	prednisolone	SG	Singapore HSA
deltasone	brand	prednisone	US	Drugs@FDA,FDA Orange Book,RxNorm
deltyba	brand	delamanid	EU	EMA
delzicol	brand	mesalazine	US	Drugs@FDA,FDA Orange Book
demadex	brand	torasemide	US	Drugs@FDA,FDA Orange Book,RxNorm
demerol	brand	pethidine	US	Drugs@FDA,FDA Orange Book
demi-regroton	brand	chlortalidone+reserpine	US	Drugs@FDA,FDA Orange Book
demser	brand	metirosine	US	Drugs@FDA,FDA Orange Book
demulen	brand	ethinylestradiol+etynodiol	US	Drugs@FDA,FDA Orange Book
demylocan	brand	decitabine	CA	Health Canada DPD
denavir	brand	penciclovir	US	Drugs@FDA,FDA Orange Book
dendrid	brand	idoxuridine	US	Drugs@FDA,FDA Orange Book
denerel	brand	ketotifen	SG	Singapore HSA
denex	brand	metoprolol	SG	Singapore HSA
denoza	brand	denosumab	CA	Health Canada DPD
dentinox teething	brand	cetylpyridinium+lidocaine	SG	Singapore HSA
dentipatch	brand	lidocaine	US	Drugs@FDA,FDA Orange Book
depacon	brand	valproic acid	US	Drugs@FDA,FDA Orange Book
depakene	brand	valproic acid	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
depakine	brand	valproic acid	AE	UAE MOHAP
depakote	brand	valproic acid	US	Drugs@FDA,FDA Orange Book,RxNorm
depakote cp	brand	valproic acid	US	Drugs@FDA,FDA Orange Book
depakote er	brand	valproic acid	US	Drugs@FDA,FDA Orange Book
depen	brand	penicillamine	US	Drugs@FDA,FDA Orange Book
depin-e	brand	nifedipine	SG	Singapore HSA
deplatt	brand	clopidogrel	IN,SG	CDSCO,Singapore HSA
depo-medrol	brand	methylprednisolone	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
depo-provera	brand	medroxyprogesterone	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA
depo-subq provera	brand	medroxyprogesterone	US	Drugs@FDA,FDA Orange Book
depo-testadiol	brand	estradiol+testosterone	US	Drugs@FDA,FDA Orange Book
depocon	brand	norethisterone	SG	Singapore HSA
depocyt	brand	cytarabine	US	Drugs@FDA,FDA Orange Book
depocyte	brand	cytarabine	EU	EMA
depodur	brand	morphine	US	Drugs@FDA,FDA Orange Book
depranil	brand	clomipramine	SG	Singapore HSA
dequadin	brand	dequalinium	CA	Health Canada DPD
derm-aid	brand	hydrocortisone	SG	Singapore HSA
derma	brand	lidocaine	CA	Health Canada DPD
dermabet	brand	betamethasone	US	Drugs@FDA,FDA Orange Book
dermanol-c	brand	betamethasone+clioquinol	SG	Singapore HSA
dermasone	brand	betamethasone	SG	Singapore HSA
dermatech wart treatment	brand	lactic acid+salicylic acid	SG	Singapore HSA
dermatop	brand	prednicarbate	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
dermatop e emollient	brand	prednicarbate	US	Drugs@FDA,FDA Orange Book
dermatop emollient	brand	prednicarbate	CA	Health Canada DPD
dermogen	brand	gentamicin	SG	Singapore HSA
dermosol	brand	clobetasol	SG	Singapore HSA
dermotic	brand	fluocinolone acetonide	US	Drugs@FDA,FDA Orange Book
dermotic oil	brand	fluocinolone acetonide	CA	Health Canada DPD
dermovate	brand	clobetasol	IN,AE,CA,SG	CDSCO,Health Canada DPD,Singapore HSA,UAE MOHAP
derzid	brand	betamethasone	SG	Singapore HSA
desferal	brand	deferoxamine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
desomedine	brand	hexamidine	SG	Singapore HSA
desonate	brand	desonide	US	Drugs@FDA,FDA Orange Book
desowen	brand	desonide	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
desoxyn	brand	metamfetamine	US	Drugs@FDA,FDA Orange Book
desyrel	brand	trazodone	US	Drugs@FDA,FDA Orange Book,RxNorm
detrol	brand	tolterodine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm
detrol la	brand	tolterodine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
detrusitol	brand	tolterodine	SG	Singapore HSA
detrusitol sr	brand	tolterodine	SG	Singapore HSA
devodil	brand	sulpiride	SG	Singapore HSA
dexacap	brand	captopril	SG	Singapore HSA
dexacef	brand	cefadroxil	SG	Singapore HSA
dexacidin	brand	dexamethasone+neomycin+polymyxin b	US	Drugs@FDA,FDA Orange Book
dexacort	brand	dexamethasone	US	Drugs@FDA,FDA Orange Book
dexair	brand	dexamethasone	US	Drugs@FDA,FDA Orange Book
dexaltin	brand	dexamethasone	SG	Singapore HSA
dexampex	brand	dexamfetamine	US	Drugs@FDA,FDA Orange Book
dexasone	brand	dexamethasone	SG	Singapore HSA
dexasporin	brand	dexamethasone+neomycin+polymyxin b	US	Drugs@FDA,FDA Orange Book
dexcophan	brand	dextromethorphan	SG	Singapore HSA
dexdor	brand	dexmedetomidine	EU	EMA
dexedrine	brand	dexamfetamine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
dexedrine spansule	brand	dexamfetamine	US,CA	FDA Orange Book,Health Canada DPD
dexidin	brand	chlorhexidine	CA	Health Canada DPD
dexidin liq	brand	chlorhexidine	CA	Health Canada DPD
dexilant	brand	dexlansoprazole	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
dexilant delayed	brand	dexlansoprazole	SG	Singapore HSA
dexilant solutab	brand	dexlansoprazole	US	Drugs@FDA,FDA Orange Book
deximune	brand	ciclosporin	SG	Singapore HSA
dexmetha	brand	dexamethasone	SG	Singapore HSA
dexona	brand	dexamethasone	IN	CDSCO
dexone	brand	dexamethasone	US	Drugs@FDA,FDA Orange Book
dextenza	brand	dexamethasone	US	FDA Orange Book
dextramine	brand	dexchlorpheniramine	SG	Singapore HSA
dextroamphetamine	alias	dexamfetamine	-	USAN
dexycu	brand	dexamethasone	US	Drugs@FDA,FDA Orange Book
dezor	brand	ketoconazole	SG	Singapore HSA
dha-ketozole	brand	ketoconazole	SG	Singapore HSA
dhabesol	brand	clobetasol	SG	Singapore HSA
dhacillin	brand	ampicillin	SG	Singapore HSA
dhacocin	brand	vancomycin	SG	Singapore HSA
dhacodine	brand	pholcodine	SG	Singapore HSA
dhacopan	brand	butylscopolamine	SG	Singapore HSA
dhacort	brand	hydrocortisone	SG	Singapore HSA
dhactulose	brand	lactulose	SG	Singapore HSA
dhamol	brand	paracetamol	SG	Singapore HSA
dhamotil	brand	atropine+diphenoxylate	SG	Singapore HSA
dhaperazine	brand	prochlorperazine	SG	Singapore HSA
dhasedyl	brand	codeine+ephedrine+promethazine	SG	Singapore HSA
dhasolone	brand	prednisolone	SG	Singapore HSA
dhatalin	brand	terbutaline	SG	Singapore HSA
dhatifen	brand	ketotifen	SG	Singapore HSA
dhatracin	brand	tetracycline	SG	Singapore HSA
dhatrin	brand	sulfamethoxazole+trimethoprim	SG	Singapore HSA
dhatrin paed	brand	sulfamethoxazole+trimethoprim	SG	Singapore HSA
dhivy	brand	carbidopa+levodopa	US	FDA Orange Book
di-atro	brand	atropine+diphenoxylate	US	Drugs@FDA,FDA Orange Book
di-ertride	brand	hydrochlorothiazide	SG	Singapore HSA
diabeta	brand	glibenclamide	US	Drugs@FDA,FDA Orange Book
diabetmin	brand	metformin	SG	Singapore HSA
diabetmin xr	brand	metformin	SG	Singapore HSA
diabinese	brand	chlorpropamide	US	Drugs@FDA,FDA Orange Book
diacomit	brand	stiripentol	US,EU,CA	EMA,FDA Orange Book,Health Canada DPD
diacon	brand	glipizide	SG	Singapore HSA
diactin	brand	glipizide	SG	Singapore HSA
dialosa	brand	glimepiride	SG	Singapore HSA
diamet	brand	metformin	SG	Singapore HSA
diamicron	brand	gliclazide	IN,AE,SG	CDSCO,Singapore HSA,UAE MOHAP
diamicron mr	brand	gliclazide	CA,SG	Health Canada DPD,Singapore HSA
diamitex	brand	gliclazide	SG	Singapore HSA
diamox	brand	acetazolamide	US	Drugs@FDA,FDA Orange Book
dianorm	brand	gliclazide	SG	Singapore HSA
diapid	brand	lypressin	US	Drugs@FDA,FDA Orange Book
diapine	brand	diazepam	SG	Singapore HSA
diapo	brand	diazepam	SG	Singapore HSA
diapro	brand	gliclazide	SG	Singapore HSA
diasef	brand	glipizide	SG	Singapore HSA
diastat	brand	diazepam	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
diastat acudial	brand	diazepam	US	Drugs@FDA,FDA Orange Book
diatrol	brand	loperamide	SG	Singapore HSA
dibelet	brand	glibenclamide	SG	Singapore HSA
dibenil	brand	diphenhydramine	US	Drugs@FDA,FDA Orange Book
dibenzyline	brand	phenoxybenzamine	US	Drugs@FDA,FDA Orange Book
dibetasol	brand	betamethasone	SG	Singapore HSA
dibizide	brand	glipizide	SG	Singapore HSA
dicetel	brand	pinaverium	CA	Health Canada DPD
diclectin	brand	doxylamine+pyridoxine	CA	Health Canada DPD
diclegis	brand	doxylamine+pyridoxine	US	Drugs@FDA,FDA Orange Book
diclo	brand	diclofenac	SG	Singapore HSA
diclo-denk	brand	diclofenac	SG	Singapore HSA
diclogel	brand	diclofenac	SG	Singapore HSA
dicloran	brand	diclofenac	SG	Singapore HSA
dicyclomine	alias	dicycloverine	-	USAN
dicynone	brand	etamsylate	SG	Singapore HSA
didralin	brand	hydrochlorothiazide	SG	Singapore HSA
didronel	brand	etidronic acid	US	Drugs@FDA,FDA Orange Book
diethylpropion	alias	amfepramone	-	USAN
difenac	brand	diclofenac	SG	Singapore HSA
differin	brand	adapalene	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA
differin xp	brand	adapalene	CA	Health Canada DPD
difflam	brand	benzydamine	SG	Singapore HSA
difflam anti-inflammatory	brand	benzydamine+cetylpyridinium	SG	Singapore HSA
difflam mouth	brand	benzydamine+cetylpyridinium	SG	Singapore HSA
dificid	brand	fidaxomicin	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
dificlir	brand	fidaxomicin	EU	EMA
diflazon	brand	fluconazole	SG	Singapore HSA
diflucan	brand	fluconazole	AE,US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
diflucan one	brand	fluconazole	CA	Health Canada DPD
difnal	brand	diclofenac	SG	Singapore HSA
difnal od	brand	diclofenac	SG	Singapore HSA
difosfen	brand	etidronic acid	SG	Singapore HSA
dilacor xr	brand	diltiazem	US	Drugs@FDA,FDA Orange Book
dilantin	brand	phenytoin	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA
dilantin infatabs	brand	phenytoin	CA	Health Canada DPD
dilatrate-sr	brand	isosorbide dinitrate	US	Drugs@FDA,FDA Orange Book
dilatrend	brand	carvedilol	SG	Singapore HSA
dilaudid	brand	hydromorphone	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm
dilaudid-hp	brand	hydromorphone	US	Drugs@FDA,FDA Orange Book
dilax pills	brand	bisacodyl	SG	Singapore HSA
dilt-cd	brand	diltiazem	US	Drugs@FDA,FDA Orange Book
diltzac	brand	diltiazem	US	Drugs@FDA,FDA Orange Book
dilzem	brand	diltiazem	IN	CDSCO
dimenate	brand	dimenhydrinate	SG	Singapore HSA
dimetane	brand	brompheniramine	US	Drugs@FDA,FDA Orange Book
dimetane-dx	brand	brompheniramine+dextromethorphan+pseudoephedrine	US	Drugs@FDA,FDA Orange Book
dimetane-ten	brand	brompheniramine	US	Drugs@FDA,FDA Orange Book
dimetapp	brand	brompheniramine+phenylephrine	SG	Singapore HSA
dimetriose	brand	gestrinone	SG	Singapore HSA
diofluor strips	brand	fluorescein	CA	Health Canada DPD
dionosil aqueous	brand	propyliodone	US	Drugs@FDA,FDA Orange Book
dionosil oily	brand	propyliodone	US	Drugs@FDA,FDA Orange Book
diopticon a liq	brand	pheniramine+naphazoline	CA	Health Canada DPD
diopticon liq	brand	naphazoline	CA	Health Canada DPD
dioptimyd	brand	sulfacetamide+prednisolone	CA	Health Canada DPD
dioptrol	brand	dexamethasone+polymyxin b+neomycin	CA	Health Canada DPD
diosporin	brand	bacitracin+neomycin+polymyxin b	CA	Health Canada DPD
diovan	brand	valsartan	AE,US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
diovan hct	brand	hydrochlorothiazide+valsartan	US	Drugs@FDA,FDA Orange Book
diox	brand	doxorubicin	SG	Singapore HSA
dipentum	brand	olsalazine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
diphereline p.r	brand	triptorelin	SG	Singapore HSA
diprivan	brand	propofol	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
diprocel	brand	betamethasone	SG	Singapore HSA
diproderma	brand	betamethasone	SG	Singapore HSA
diprodin	brand	diphenhydramine+ephedrine	SG	Singapore HSA
diprogenta	brand	betamethasone+gentamicin	SG	Singapore HSA
diprolene	brand	betamethasone	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
diprolene af	brand	betamethasone	US	Drugs@FDA,FDA Orange Book
diprosalic	brand	salicylic acid+betamethasone	CA	Health Canada DPD
diprosone	brand	betamethasone	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
dirine	brand	furosemide	SG	Singapore HSA
discase	brand	chymopapain	US	Drugs@FDA
disobrom	brand	dexbrompheniramine+pseudoephedrine	US	Drugs@FDA,FDA Orange Book
disomer	brand	dexbrompheniramine	US	Drugs@FDA,FDA Orange Book
disophrol	brand	dexbrompheniramine+pseudoephedrine	US	Drugs@FDA,FDA Orange Book
dispermox	brand	amoxicillin	US	Drugs@FDA,FDA Orange Book
disprin	brand	acetylsalicylic acid	IN	CDSCO
distaclor	brand	cefaclor	SG	Singapore HSA
distaclor mr	brand	cefaclor	SG	Singapore HSA
distocide	brand	praziquantel	SG	Singapore HSA
disuf	brand	fusidic acid	SG	Singapore HSA
ditate-ds	brand	estradiol+testosterone	US	Drugs@FDA,FDA Orange Book
ditropan	brand	oxybutynin	US	Drugs@FDA,FDA Orange Book,RxNorm
ditropan xl	brand	oxybutynin	US	Drugs@FDA,FDA Orange Book
diucardin	brand	hydroflumethiazide	US	Drugs@FDA,FDA Orange Book
diulo	brand	metolazone	US	Drugs@FDA,FDA Orange Book
diuril	brand	chlorothiazide	US	Drugs@FDA,FDA Orange Book
diutensen-r	brand	methyclothiazide+reserpine	US	Drugs@FDA,FDA Orange Book
divalproex	alias	valproic acid	-	USAN
diverin	brand	gliclazide	SG	Singapore HSA
divigel	brand	estradiol	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
dizac	brand	diazepam	US	Drugs@FDA,FDA Orange Book
dobuject	brand	dobutamine	SG	Singapore HSA
dobutrex	brand	dobutamine	US	Drugs@FDA,FDA Orange Book
docefrez	brand	docetaxel	US	Drugs@FDA,FDA Orange Book
docivyx	brand	docetaxel	US	FDA Orange Book
docusate	alias	docusate sodium	-	USAN
docusen	brand	senna glycosides+docusate sodium	CA	Health Canada DPD
docusol	brand	docusate sodium	CA	Health Canada DPD
dodex	brand	cyanocobalamin	US	Drugs@FDA,FDA Orange Book
dogmatil	brand	sulpiride	SG	Singapore HSA
dojolvi	brand	triheptanoin	US,CA	FDA Orange Book,Health Canada DPD
dolishale	brand	ethinylestradiol+levonorgestrel	US	FDA Orange Book
dolo	brand	paracetamol	IN,SG	CDSCO,Singapore HSA
dolobid	brand	diflunisal	US	Drugs@FDA,FDA Orange Book
doloral sirop	brand	morphine	CA	Health Canada DPD
dolquine	brand	hydroxychloroquine	SG	Singapore HSA
domar	brand	pinazepam	SG	Singapore HSA
domi	brand	midazolam	SG	Singapore HSA
dompel	brand	domperidone	SG	Singapore HSA
dompenyl	brand	domperidone	SG	Singapore HSA
domstal	brand	domperidone	IN	CDSCO
dopar	brand	levodopa	US	Drugs@FDA,FDA Orange Book
dopezil	brand	donepezil	SG	Singapore HSA
dopram	brand	doxapram	US	Drugs@FDA,FDA Orange Book
doptelet	brand	avatrombopag	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
doral	brand	quazepam	US	Drugs@FDA,FDA Orange Book
dorama-neo	brand	calcium chloride+potassium chloride+sodium chloride	SG	Singapore HSA
doribax	brand	doripenem	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
doriden	brand	glutethimide	US	Drugs@FDA,FDA Orange Book
doridone	brand	domperidone	SG	Singapore HSA
dorithricin throat lozenges	brand	benzalkonium+benzocaine+tyrothricin	SG	Singapore HSA
dormate	brand	mebutamate	US	Drugs@FDA,FDA Orange Book
dormicum	brand	midazolam	SG	Singapore HSA
dormiphen comprime	brand	diphenhydramine	CA	Health Canada DPD
dormiphen extra-fort	brand	diphenhydramine	CA	Health Canada DPD
dormirax	brand	diphenhydramine	CA	Health Canada DPD
doryx	brand	doxycycline	US	Drugs@FDA,FDA Orange Book
doryx mpc	brand	doxycycline	US	Drugs@FDA,FDA Orange Book
dosanac	brand	diclofenac	SG	Singapore HSA
dosolax	brand	docusate sodium	CA	Health Canada DPD
dostinex	brand	cabergoline	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
dotarem	brand	gadoteric acid	CA,SG	Health Canada DPD,Singapore HSA
dothiepin	alias	dosulepin	-	USAN
dovato	brand	dolutegravir+lamivudine	US,CA	FDA Orange Book,Health Canada DPD
dovonex	brand	calcipotriol	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
doxabin	brand	doxorubicin	SG	Singapore HSA
doxil	brand	doxorubicin	US	Drugs@FDA,FDA Orange Book
doxy	brand	doxycycline	IN,US	CDSCO,Drugs@FDA,FDA Orange Book
doxy-lemmon	brand	doxycycline	US	Drugs@FDA,FDA Orange Book
doxy-sleep-aid	brand	doxylamine	US	Drugs@FDA,FDA Orange Book
doxycap	brand	doxycycline	SG	Singapore HSA
doxychel	brand	doxycycline	US	Drugs@FDA,FDA Orange Book
doxycin	brand	doxycycline	CA	Health Canada DPD
doxyline	brand	doxycycline	SG	Singapore HSA
doxytab	brand	doxycycline	CA	Health Canada DPD
dralserp	brand	hydralazine+reserpine	US	Drugs@FDA,FDA Orange Book
dralzine	brand	hydralazine	US	Drugs@FDA,FDA Orange Book
dramamine	brand	dimenhydrinate	CA	Health Canada DPD
dravyr	brand	aciclovir	SG	Singapore HSA
dreamol extra strength	brand	diphenhydramine	CA	Health Canada DPD
dricort	brand	hydrocortisone	US	Drugs@FDA,FDA Orange Book
drisdol	brand	ergocalciferol	US	Drugs@FDA,FDA Orange Book
drixoral decongestant	brand	oxymetazoline	CA	Health Canada DPD
drixoral no drip	brand	oxymetazoline	CA	Health Canada DPD
drixoral plus	brand	paracetamol+dexbrompheniramine+pseudoephedrine	US	Drugs@FDA,FDA Orange Book
drizalma sprinkle	brand	duloxetine	US	FDA Orange Book
drospera	brand	drospirenone+ethinylestradiol	SG	Singapore HSA
drotin	brand	drotaverine	IN	CDSCO
droxia	brand	hydroxycarbamide	US	Drugs@FDA,FDA Orange Book
dsuvia	brand	sufentanil	US	FDA Orange Book
dtic-dome	brand	dacarbazine	US	Drugs@FDA,FDA Orange Book
duac	brand	benzoyl peroxide+clindamycin	US	Drugs@FDA,FDA Orange Book
duaklir genuair	brand	aclidinium bromide+formoterol	EU,CA	EMA,Health Canada DPD
duaklir pressair	brand	aclidinium bromide+formoterol	US	FDA Orange Book
duavive	brand	conjugated estrogens+bazedoxifene	CA	Health Canada DPD
dube	brand	lidocaine	SG	Singapore HSA
duetact	brand	glimepiride+pioglitazone	US	Drugs@FDA,FDA Orange Book
duexis	brand	famotidine+ibuprofen	US	Drugs@FDA,FDA Orange Book
duinum	brand	clomifene	SG	Singapore HSA
dulcolax	brand	bisacodyl	IN,AE,US,CA,SG	CDSCO,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
dulera	brand	formoterol+mometasone	US	Drugs@FDA,FDA Orange Book
duo-medihaler	brand	isoprenaline+phenylephrine	US	Drugs@FDA,FDA Orange Book
duocaine	brand	bupivacaine+lidocaine	US	Drugs@FDA,FDA Orange Book
duodart	brand	dutasteride+tamsulosin	SG	Singapore HSA
duodopa	brand	carbidopa+levodopa	CA	Health Canada DPD
duodote	brand	atropine+pralidoxime	US	Drugs@FDA,FDA Orange Book
duofilm	brand	salicylic acid	SG	Singapore HSA
duofilm collodion	brand	lactic acid+salicylic acid	SG	Singapore HSA
duokopt	brand	timolol+dorzolamide	CA	Health Canada DPD
duoneb	brand	salbutamol+ipratropium bromide	US	Drugs@FDA,FDA Orange Book
duopa	brand	carbidopa+levodopa	US	Drugs@FDA,FDA Orange Book
duoplavin	brand	clopidogrel+acetylsalicylic acid	EU	EMA
duoresp spiromax	brand	budesonide+formoterol	EU	EMA
duotrav pq	brand	timolol+travoprost	CA	Health Canada DPD
duovent udvs	brand	fenoterol+ipratropium bromide	SG	Singapore HSA
duphalac	brand	lactulose	IN,AE,US,SG	CDSCO,Drugs@FDA,FDA Orange Book,Singapore HSA,UAE MOHAP
duphaston	brand	dydrogesterone	SG	Singapore HSA
dupixent	brand	dupilumab	US,EU,CA	Drugs@FDA,EMA,Health Canada DPD
duracillin a.s	brand	procaine benzylpenicillin	US	Drugs@FDA,FDA Orange Book
duraclon	brand	clonidine	US	Drugs@FDA,FDA Orange Book
duradyne dhc	brand	paracetamol+hydrocodone	US	Drugs@FDA,FDA Orange Book
duramorph pf	brand	morphine	US	Drugs@FDA,FDA Orange Book
duraphat	brand	sodium fluoride	SG	Singapore HSA
duraphyl	brand	theophylline	US	Drugs@FDA,FDA Orange Book
duraquin	brand	quinidine	US	Drugs@FDA,FDA Orange Book
duratocin	brand	carbetocin	CA,SG	Health Canada DPD,Singapore HSA
durela	brand	tramadol	CA	Health Canada DPD
durezol	brand	difluprednate	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
duricef	brand	cefadroxil	US	Drugs@FDA,FDA Orange Book
durlaza	brand	acetylsalicylic acid	US	Drugs@FDA,FDA Orange Book
duro-tuss	brand	cetylpyridinium+pholcodine	SG	Singapore HSA
duro-tuss decongestant	brand	pholcodine+pseudoephedrine	SG	Singapore HSA
duro-tuss expectorant	brand	bromhexine+pholcodine	SG	Singapore HSA
duro-tuss forte	brand	pholcodine	SG	Singapore HSA
duro-tuss lemon	brand	cetylpyridinium+pholcodine	SG	Singapore HSA
duro-tuss regular	brand	pholcodine	SG	Singapore HSA
durogesic	brand	fentanyl	SG	Singapore HSA
duromine	brand	phentermine	SG	Singapore HSA
durotram xr	brand	tramadol	SG	Singapore HSA
durysta	brand	bimatoprost	US	FDA Orange Book
duspatalin	brand	mebeverine	SG	Singapore HSA
dutoprol	brand	hydrochlorothiazide+metoprolol	US	Drugs@FDA,FDA Orange Book
dutrebis	brand	lamivudine+raltegravir	US	Drugs@FDA,FDA Orange Book
duvoid	brand	bethanechol	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
duvyzat	brand	givinostat	US	FDA Orange Book
duzallo	brand	allopurinol+lesinurad	US,EU	Drugs@FDA,EMA,FDA Orange Book
duzen	brand	fusidic acid	SG	Singapore HSA
dyanavel xr	brand	amfetamine	US	Drugs@FDA
dyazide	brand	hydrochlorothiazide+triamterene	US	Drugs@FDA,FDA Orange Book
dycill	brand	dicloxacillin	US	Drugs@FDA,FDA Orange Book
dyclopro	brand	dyclonine	US	FDA Orange Book
dyfenamic	brand	mefenamic acid	SG	Singapore HSA
dyloject	brand	diclofenac	US	Drugs@FDA,FDA Orange Book
dymelor	brand	acetohexamide	US	Drugs@FDA,FDA Orange Book
dyna-hex	brand	chlorhexidine	US	Drugs@FDA
dynabac	brand	dirithromycin	US	Drugs@FDA,FDA Orange Book
dynacin	brand	minocycline	US	Drugs@FDA,FDA Orange Book
dynacirc	brand	isradipine	US	Drugs@FDA,FDA Orange Book
dynacirc cr	brand	isradipine	US	Drugs@FDA,FDA Orange Book
dynapen	brand	dicloxacillin	US	Drugs@FDA,FDA Orange Book
dynastat	brand	parecoxib	EU,SG	EMA,Singapore HSA
dyrenium	brand	triamterene	US	Drugs@FDA,FDA Orange Book
dyrupeg	brand	pegfilgrastim	CA	Health Canada DPD
dytor	brand	torasemide	IN	CDSCO
dzuveo	brand	sufentanil	EU	EMA
e-butol	brand	ethambutol	SG	Singapore HSA
e-mycin	brand	erythromycin	US	Drugs@FDA,FDA Orange Book
e-mycin e	brand	erythromycin	US	Drugs@FDA,FDA Orange Book
ebedoxo	brand	doxorubicin	SG	Singapore HSA
ebeposide	brand	etoposide	SG	Singapore HSA
eberubi	brand	epirubicin	SG	Singapore HSA
ebetaxel	brand	paclitaxel	SG	Singapore HSA
ebetrexat	brand	methotrexate	SG	Singapore HSA
ebglyss	brand	lebrikizumab	CA	Health Canada DPD
ebilfumin	brand	oseltamivir	EU	EMA
ebixa	brand	memantine	EU,CA,SG	EMA,Health Canada DPD,Singapore HSA
ebolin laxative pills	brand	bisacodyl	SG	Singapore HSA
ebymect	brand	dapagliflozin+metformin	EU	EMA
ec-naprosyn	brand	naproxen	US	Drugs@FDA,FDA Orange Book
ecalta	brand	anidulafungin	EU	EMA
ecansya	brand	capecitabine	EU	EMA
ecaril	brand	enalapril	SG	Singapore HSA
ecocort	brand	econazole+triamcinolone	SG	Singapore HSA
econochlor	brand	chloramphenicol	US	Drugs@FDA,FDA Orange Book
econopred	brand	prednisolone	US	Drugs@FDA,FDA Orange Book
econopred plus	brand	prednisolone	SG	Singapore HSA
ecosprin	brand	acetylsalicylic acid	IN	CDSCO
ecosprin av	brand	acetylsalicylic acid+atorvastatin	IN	CDSCO
ecosprin gold	brand	acetylsalicylic acid+clopidogrel+atorvastatin	IN	CDSCO
ecoza	brand	econazole	US	Drugs@FDA,FDA Orange Book
edarbi	brand	azilsartan medoxomil	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
edecrin	brand	etacrynic acid	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
edex	brand	alprostadil	US	Drugs@FDA,FDA Orange Book
edistride	brand	dapagliflozin	EU	EMA
edluar	brand	zolpidem	US	Drugs@FDA,FDA Orange Book
edurant	brand	rilpivirine	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
edurant ped	brand	rilpivirine	US	FDA Orange Book
efexor xr	brand	venlafaxine	SG	Singapore HSA
effentora	brand	fentanyl	EU	EMA
effexor	brand	venlafaxine	AE,US	Drugs@FDA,FDA Orange Book,RxNorm,UAE MOHAP
effexor xr	brand	venlafaxine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
efficib	brand	sitagliptin+metformin	EU	EMA
efficort	brand	hydrocortisone aceponate	SG	Singapore HSA
efficort lipocream	brand	hydrocortisone aceponate	SG	Singapore HSA
effient	brand	prasugrel	US,SG	Drugs@FDA,FDA Orange Book,RxNorm,Singapore HSA
efient	brand	prasugrel	EU	EMA
efudex	brand	fluorouracil	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
egaten	brand	triclabendazole	US	FDA Orange Book
egocort	brand	hydrocortisone	SG	Singapore HSA
egrifta	brand	tesamorelin	US	Drugs@FDA
eklira genuair	brand	aclidinium bromide	EU	EMA
elahere	brand	mirvetuximab soravtansine	CA	Health Canada DPD
elantan	brand	isosorbide mononitrate	SG	Singapore HSA
elantan long	brand	isosorbide mononitrate	SG	Singapore HSA
elaprase	brand	idursulfase	US,EU,CA,SG	Drugs@FDA,EMA,Health Canada DPD,Singapore HSA
elapril	brand	enalapril	SG	Singapore HSA
elase-chloromycetin	brand	chloramphenicol+desoxyribonuclease+fibrinolysin	US	Drugs@FDA
elavil	brand	amitriptyline	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm
eldecort	brand	hydrocortisone	US	Drugs@FDA,FDA Orange Book
eldepryl	brand	selegiline	US	Drugs@FDA,FDA Orange Book
eldopaque forte	brand	hydroquinone	SG	Singapore HSA
eldoper	brand	loperamide	SG	Singapore HSA
eldoquin forte	brand	hydroquinone	SG	Singapore HSA
electral	brand	oral rehydration salt formulations	IN	CDSCO
elelyso	brand	taliglucerase alfa	US	Drugs@FDA
elepsia xr	brand	levetiracetam	US	FDA Orange Book
elestat	brand	epinastine	US	Drugs@FDA,FDA Orange Book
elestrin	brand	estradiol	US	Drugs@FDA,FDA Orange Book
elfabrio	brand	pegunigalsidase alfa	CA	Health Canada DPD
elidel	brand	pimecrolimus	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA
elifemme	brand	ethinylestradiol+levonorgestrel	US	Drugs@FDA,FDA Orange Book
eligard	brand	leuprorelin	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
elimite	brand	permethrin	US	Drugs@FDA,FDA Orange Book
eliphos	brand	calcium acetate	US	Drugs@FDA,FDA Orange Book
eliquis	brand	apixaban	AE,US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
elitek	brand	rasburicase	US	Drugs@FDA
elixicon	brand	theophylline	US	Drugs@FDA,FDA Orange Book
elixomin	brand	theophylline	US	Drugs@FDA,FDA Orange Book
elixophyllin	brand	theophylline	US	Drugs@FDA,FDA Orange Book
elixophyllin sr	brand	theophylline	US	Drugs@FDA,FDA Orange Book
ellanco	brand	lovastatin	SG	Singapore HSA
ellaone	brand	ulipristal	EU	EMA
ellence	brand	epirubicin	US	Drugs@FDA,FDA Orange Book
elmiron	brand	pentosan polysulfate sodium	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
elocom	brand	mometasone	CA	Health Canada DPD
elocon	brand	mometasone	US	Drugs@FDA,FDA Orange Book
elomet	brand	mometasone	SG	Singapore HSA
elonox	brand	enoxaparin	CA	Health Canada DPD
elonox hp	brand	enoxaparin	CA	Health Canada DPD
elonva	brand	corifollitropin alfa	EU,SG	EMA,Singapore HSA
elosalic	brand	mometasone+salicylic acid	SG	Singapore HSA
elosone	brand	mometasone	SG	Singapore HSA
eloxatin	brand	oxaliplatin	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
elrexfio	brand	elranatamab	CA	Health Canada DPD
elspar	brand	asparaginase	US	Drugs@FDA
eltair aqueous	brand	budesonide	SG	Singapore HSA
eltroxin	brand	levothyroxine sodium	IN,AE,CA,SG	CDSCO,Health Canada DPD,Singapore HSA,UAE MOHAP
elucirem	brand	gadopiclenol	US	FDA Orange Book
eluryng	brand	ethinylestradiol+etonogestrel	US	FDA Orange Book
elyxyb	brand	celecoxib	US,CA	FDA Orange Book,Health Canada DPD
emadine	brand	emedastine	EU,SG	EMA,Singapore HSA
embeda	brand	morphine+naltrexone	US	Drugs@FDA,FDA Orange Book
embeline	brand	clobetasol	US	Drugs@FDA,FDA Orange Book
embeline e	brand	clobetasol	US	Drugs@FDA,FDA Orange Book
embolex	brand	dihydroergotamine+heparin+lidocaine	US	Drugs@FDA,FDA Orange Book
emcyt	brand	estramustine	US	Drugs@FDA,FDA Orange Book
emeliv	brand	metoclopramide	SG	Singapore HSA
emerade	brand	epinephrine	CA	Health Canada DPD
emerphed	brand	ephedrine	US	FDA Orange Book
emeset	brand	ondansetron	IN	CDSCO
emflaza	brand	deflazacort	US	Drugs@FDA,FDA Orange Book
emforal	brand	propranolol	SG	Singapore HSA
emgality	brand	galcanezumab	CA	Health Canada DPD
emgel	brand	erythromycin	US	Drugs@FDA,FDA Orange Book
emolax	brand	macrogol	CA	Health Canada DPD
emoquette	brand	desogestrel+ethinylestradiol	US	Drugs@FDA,FDA Orange Book
empaveli	brand	pegcetacoplan	US,CA	FDA Orange Book,Health Canada DPD
empliciti	brand	elotuzumab	US,EU	Drugs@FDA,EMA
emsam	brand	selegiline	US	Drugs@FDA,FDA Orange Book
emselex	brand	darifenacin	EU	EMA
emthexate	brand	methotrexate	SG	Singapore HSA
emtriva	brand	emtricitabine	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
emverm	brand	mebendazole	US	Drugs@FDA,FDA Orange Book
emzahh	brand	norethisterone	US	FDA Orange Book
enablex	brand	darifenacin	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
enap	brand	enalapril	SG	Singapore HSA
enap-hl	brand	enalapril+hydrochlorothiazide	SG	Singapore HSA
enapril	brand	enalapril	SG	Singapore HSA
enbrel	brand	etanercept	US,EU,CA,SG	Drugs@FDA,EMA,Health Canada DPD,RxNorm,Singapore HSA
encorate	brand	valproic acid	IN	CDSCO
endep	brand	amitriptyline	US	Drugs@FDA,FDA Orange Book
endometrin	brand	progesterone	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
endoxan	brand	cyclophosphamide	SG	Singapore HSA
enduron	brand	methyclothiazide	US	Drugs@FDA,FDA Orange Book
enduronyl	brand	deserpidine+methyclothiazide	US	Drugs@FDA,FDA Orange Book
enduronyl forte	brand	deserpidine+methyclothiazide	US	Drugs@FDA,FDA Orange Book
enemeez	brand	docusate sodium	CA	Health Canada DPD
enerzair breezhaler	brand	glycopyrronium+mometasone+indacaterol	CA	Health Canada DPD
enflonsia	brand	clesrovimab	CA	Health Canada DPD
enhancin	brand	amoxicillin+clavulanic acid	SG	Singapore HSA
enhertu	brand	trastuzumab deruxtecan	CA	Health Canada DPD
enilloring	brand	ethinylestradiol+etonogestrel	US	FDA Orange Book
enlon	brand	edrophonium	US	Drugs@FDA,FDA Orange Book
enlon-plus	brand	atropine+edrophonium	US	Drugs@FDA,FDA Orange Book
enoxin	brand	ciprofloxacin	SG	Singapore HSA
enskyce	brand	desogestrel+ethinylestradiol	US	Drugs@FDA,FDA Orange Book
enspryng	brand	satralizumab	CA	Health Canada DPD
entadfi	brand	finasteride+tadalafil	US	FDA Orange Book
entereg	brand	alvimopan	US	Drugs@FDA,FDA Orange Book
entocort	brand	budesonide	US,CA	Health Canada DPD,RxNorm
entocort ec	brand	budesonide	US	Drugs@FDA,FDA Orange Book
entocort enema	brand	budesonide	CA	Health Canada DPD
entresto	brand	sacubitril+valsartan	US,AE	RxNorm,UAE MOHAP
entresto sprinkle	brand	sacubitril+valsartan	US	FDA Orange Book
entrophen	brand	acetylsalicylic acid	CA	Health Canada DPD
entrophen ect	brand	acetylsalicylic acid	CA	Health Canada DPD
entyvio	brand	vedolizumab	US,EU,CA	Drugs@FDA,EMA,Health Canada DPD
enulose	brand	lactulose	US	Drugs@FDA,FDA Orange Book
enurev breezhaler	brand	glycopyrronium bromide	EU	EMA
envarsus	brand	tacrolimus	EU	EMA
envarsus pa	brand	tacrolimus	CA	Health Canada DPD
envarsus xr	brand	tacrolimus	US	Drugs@FDA,FDA Orange Book
envas	brand	enalapril	IN	CDSCO
enyglid	brand	repaglinide	EU	EMA
enzeevu	brand	aflibercept	CA	Health Canada DPD
eohilia	brand	budesonide	US	FDA Orange Book
epaned	brand	enalapril	US	Drugs@FDA,FDA Orange Book
eperon	brand	risperidone	SG	Singapore HSA
eperzan	brand	albiglutide	EU	EMA
epicort	brand	hydrocortisone	US	Drugs@FDA,FDA Orange Book
epiderm	brand	econazole+triamcinolone	SG	Singapore HSA
epidiolex	brand	cannabidiol	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
epiduo	brand	adapalene+benzoyl peroxide	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
epiduo forte	brand	adapalene+benzoyl peroxide	US	Drugs@FDA,FDA Orange Book
epifoam	brand	hydrocortisone+pramocaine	US	Drugs@FDA,FDA Orange Book
epila	brand	topiramate	SG	Singapore HSA
epilim	brand	valproic acid	SG	Singapore HSA
epilim chrono	brand	valproic acid	SG	Singapore HSA
epipen	brand	epinephrine	AE,US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,UAE MOHAP
epipen auto-injector	brand	epinephrine	SG	Singapore HSA
epipen e z	brand	epinephrine	US	Drugs@FDA,FDA Orange Book
epipen jr	brand	epinephrine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
episindan	brand	epirubicin	SG	Singapore HSA
epitol	brand	carbamazepine	US	Drugs@FDA,FDA Orange Book
epival	brand	valproic acid	CA	Health Canada DPD
epivir	brand	lamivudine	US,EU,SG	Drugs@FDA,EMA,FDA Orange Book,Singapore HSA
epivir-hbv	brand	lamivudine	US	Drugs@FDA,FDA Orange Book
epivon	brand	levetiracetam	SG	Singapore HSA
epkinly	brand	epcoritamab	CA	Health Canada DPD
epribin	brand	epirubicin	SG	Singapore HSA
eprontia	brand	topiramate	US	FDA Orange Book
epsitron	brand	captopril	SG	Singapore HSA
epsolay	brand	benzoyl peroxide	US,CA	FDA Orange Book,Health Canada DPD
eptoin	brand	phenytoin	IN	CDSCO
epuris	brand	isotretinoin	CA	Health Canada DPD
epzicom	brand	abacavir+lamivudine	US	Drugs@FDA,FDA Orange Book
equagesic	brand	acetylsalicylic acid+meprobamate	US	Drugs@FDA,FDA Orange Book
equanil	brand	meprobamate	US	Drugs@FDA,FDA Orange Book
equetro	brand	carbamazepine	US	Drugs@FDA,FDA Orange Book
equipin	brand	homatropine methylbromide	US	Drugs@FDA,FDA Orange Book
eraxis	brand	anidulafungin	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
erbitux	brand	cetuximab	US,EU,CA	Drugs@FDA,EMA,Health Canada DPD
erelzi	brand	etanercept	EU,CA	EMA,Health Canada DPD
ergamisol	brand	levamisole	US	Drugs@FDA,FDA Orange Book
ergomar	brand	ergotamine	US	Drugs@FDA,FDA Orange Book
ergonovine	alias	ergometrine	-	USAN
ergostat	brand	ergotamine	US	Drugs@FDA,FDA Orange Book
erivedge	brand	vismodegib	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
erleada	brand	apalutamide	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
ermeza	brand	levothyroxine sodium	US	FDA Orange Book
ermycin	brand	erythromycin	SG	Singapore HSA
ernafil	brand	sildenafil	SG	Singapore HSA
erogran	brand	erythromycin	SG	Singapore HSA
erotab	brand	erythromycin	SG	Singapore HSA
errin	brand	norethisterone	US	Drugs@FDA,FDA Orange Book
ertaczo	brand	sertaconazole	US	Drugs@FDA,FDA Orange Book
eryacne	brand	erythromycin	SG	Singapore HSA
eryc	brand	erythromycin	US	Drugs@FDA,FDA Orange Book
eryc sprinkles	brand	erythromycin	US	Drugs@FDA,FDA Orange Book
erycette	brand	erythromycin	US	Drugs@FDA,FDA Orange Book
eryderm	brand	erythromycin	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
erygel	brand	erythromycin	US	Drugs@FDA,FDA Orange Book
erymax	brand	erythromycin	US	Drugs@FDA,FDA Orange Book
erypar	brand	erythromycin	US	Drugs@FDA,FDA Orange Book
eryped	brand	erythromycin	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
erysol	brand	erythromycin	SG	Singapore HSA
eryson	brand	erythromycin	SG	Singapore HSA
erzofri	brand	paliperidone	US	FDA Orange Book
esamuze	brand	bendamustine	CA	Health Canada DPD
esbriet	brand	pirfenidone	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
esclim	brand	estradiol	US	Drugs@FDA,FDA Orange Book
esidrix	brand	hydrochlorothiazide	US	Drugs@FDA,FDA Orange Book
eskalith	brand	lithium	US	Drugs@FDA,FDA Orange Book
eskalith cr	brand	lithium	US	Drugs@FDA,FDA Orange Book
eskata	brand	hydrogen peroxide	US	Drugs@FDA,FDA Orange Book
esmeron	brand	rocuronium bromide	SG	Singapore HSA
esmya	brand	ulipristal	EU,SG	EMA,Singapore HSA
esonide	brand	budesonide	SG	Singapore HSA
esoz	brand	esomeprazole	SG	Singapore HSA
espin	brand	dosulepin	SG	Singapore HSA
estinor	brand	levonorgestrel	SG	Singapore HSA
estinyl	brand	ethinylestradiol	US	Drugs@FDA,FDA Orange Book
estrace	brand	estradiol	US	Drugs@FDA,FDA Orange Book
estracyt	brand	estramustine	SG	Singapore HSA
estradurin	brand	polyestradiol phosphate	US	Drugs@FDA,FDA Orange Book
estraguard	brand	dienestrol	US	Drugs@FDA,FDA Orange Book
estragyn	brand	estrone	CA	Health Canada DPD
estrasorb	brand	estradiol	US	Drugs@FDA,FDA Orange Book
estring	brand	estradiol	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
estrofem	brand	estradiol	SG	Singapore HSA
estrogel	brand	estradiol	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
estrogenic substance	brand	estrone	US	Drugs@FDA,FDA Orange Book
estrostep	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
estrostep fe	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
ethacrynic acid	alias	etacrynic acid	-	USAN
ethicholine	brand	suxamethonium	SG	Singapore HSA
ethinyl estradiol	alias	ethinylestradiol	-	USAN
ethrane	brand	enflurane	US	Drugs@FDA,FDA Orange Book
ethril	brand	erythromycin	US	Drugs@FDA,FDA Orange Book
ethyol	brand	amifostine	US	Drugs@FDA,FDA Orange Book
etibi	brand	ethambutol	CA	Health Canada DPD
etidronate	alias	etidronic acid	-	USAN
etopophos	brand	etoposide	US	Drugs@FDA,FDA Orange Book
etrafon	brand	amitriptyline+perphenazine	US	Drugs@FDA,FDA Orange Book
etrafon-a	brand	amitriptyline+perphenazine	US	Drugs@FDA,FDA Orange Book
etrafon-forte	brand	amitriptyline+perphenazine	US	Drugs@FDA,FDA Orange Book
eturion	brand	atorvastatin	SG	Singapore HSA
etyqa	brand	estradiol+norethisterone	US	FDA Orange Book
eucreas	brand	vildagliptin+metformin	EU	EMA
eucrisa	brand	crisaborole	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
eulexin	brand	flutamide	US	Drugs@FDA,FDA Orange Book
eumovate	brand	clobetasone	SG	Singapore HSA
euthyrox	brand	levothyroxine sodium	US,CA,SG	FDA Orange Book,Health Canada DPD,Singapore HSA
eutonyl	brand	pargyline	US	Drugs@FDA,FDA Orange Book
eutron	brand	methyclothiazide+pargyline	US	Drugs@FDA,FDA Orange Book
evalose	brand	lactulose	US	Drugs@FDA,FDA Orange Book
evamist	brand	estradiol	US	Drugs@FDA,FDA Orange Book
evekeo	brand	amfetamine	US	Drugs@FDA,FDA Orange Book
evekeo odt	brand	amfetamine	US	FDA Orange Book
evenity	brand	romosozumab	CA	Health Canada DPD
evion	brand	tocopherol	IN	CDSCO
eviplera	brand	emtricitabine+rilpivirine+tenofovir disoproxil	EU	EMA
evista	brand	raloxifene	US,EU,SG	Drugs@FDA,EMA,FDA Orange Book,RxNorm,Singapore HSA
evkeeza	brand	evinacumab	CA	Health Canada DPD
evoclin	brand	clindamycin	US	Drugs@FDA,FDA Orange Book
evoltra	brand	clofarabine	EU,SG	EMA,Singapore HSA
evomela	brand	melphalan	US	Drugs@FDA,FDA Orange Book
evotaz	brand	atazanavir+cobicistat	US,EU	Drugs@FDA,EMA,FDA Orange Book
evoxac	brand	cevimeline	US	Drugs@FDA,FDA Orange Book
evrysdi	brand	risdiplam	US,CA	FDA Orange Book,Health Canada DPD
evzio	brand	naloxone	US	Drugs@FDA,FDA Orange Book
exalgo	brand	hydromorphone	US	Drugs@FDA,FDA Orange Book
excaugh	brand	guaifenesin	CA	Health Canada DPD
exelderm	brand	sulconazole	US	Drugs@FDA,FDA Orange Book
exelon	brand	rivastigmine	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
exforge	brand	amlodipine+valsartan	US,EU,SG	Drugs@FDA,EMA,FDA Orange Book,Singapore HSA
exidine	brand	chlorhexidine	US	Drugs@FDA,FDA Orange Book
exjade	brand	deferasirox	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
exkivity	brand	mobocertinib	US	FDA Orange Book
exocin	brand	ofloxacin	SG	Singapore HSA
exodin	brand	fexofenadine	SG	Singapore HSA
exomax	brand	fluconazole	SG	Singapore HSA
exondys	brand	eteplirsen	US	Drugs@FDA,FDA Orange Book
exparel	brand	bupivacaine	US	Drugs@FDA,FDA Orange Book
exsel	brand	selenium sulfide	US	Drugs@FDA,FDA Orange Book
exservan	brand	riluzole	US	FDA Orange Book
extavia	brand	interferon beta-1b	US,EU	Drugs@FDA,EMA
extina	brand	ketoconazole	US	Drugs@FDA,FDA Orange Book
exviera	brand	dasabuvir	EU	EMA
exxua	brand	gepirone	US	FDA Orange Book
eydenzelt	brand	aflibercept	CA	Health Canada DPD
eyezirgan	brand	ganciclovir	CA	Health Canada DPD
eylea	brand	aflibercept	US,EU,CA,SG	Drugs@FDA,EMA,Health Canada DPD,Singapore HSA
eylea hd	brand	aflibercept	CA	Health Canada DPD
ezallor sprinkle	brand	rosuvastatin	US	FDA Orange Book
ezetrol	brand	ezetimibe	CA,SG	Health Canada DPD,Singapore HSA
fabhalta	brand	iptacopan	US,CA	FDA Orange Book,Health Canada DPD
fabior	brand	tazarotene	US	Drugs@FDA,FDA Orange Book
fabrazyme	brand	agalsidase beta	US,EU,CA,SG	Drugs@FDA,EMA,Health Canada DPD,Singapore HSA
factive	brand	gemifloxacin	US	Drugs@FDA,FDA Orange Book
factrel	brand	gonadorelin	US	Drugs@FDA,FDA Orange Book
faktu	brand	cinchocaine+policresulen	SG	Singapore HSA
fallback solo	brand	levonorgestrel	US	Drugs@FDA,FDA Orange Book
falmina	brand	ethinylestradiol+levonorgestrel	US	Drugs@FDA,FDA Orange Book
familin	brand	paracetamol	SG	Singapore HSA
famoc	brand	famotidine	SG	Singapore HSA
famodine	brand	famotidine	SG	Singapore HSA
famopsin	brand	famotidine	SG	Singapore HSA
fampyra	brand	fampridine	EU,CA	EMA,Health Canada DPD
fampyra prolonged-release	brand	fampridine	SG	Singapore HSA
famvir	brand	famciclovir	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
fanapt	brand	iloperidone	US	Drugs@FDA,FDA Orange Book
fantamax tts matrix	brand	fentanyl	SG	Singapore HSA
fareston	brand	toremifene	US,EU	Drugs@FDA,EMA,FDA Orange Book
farxiga	brand	dapagliflozin	US	Drugs@FDA,FDA Orange Book,RxNorm
farydak	brand	panobinostat	US,EU	Drugs@FDA,EMA,FDA Orange Book
fasenra	brand	benralizumab	US,EU,CA	Drugs@FDA,EMA,Health Canada DPD
fasigyn	brand	tinidazole	SG	Singapore HSA
faslodex	brand	fulvestrant	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
fastin	brand	phentermine	US	Drugs@FDA,FDA Orange Book
fastum	brand	ketoprofen	SG	Singapore HSA
fasturtec	brand	rasburicase	EU,CA,SG	EMA,Health Canada DPD,Singapore HSA
faverin	brand	fluvoxamine	SG	Singapore HSA
fayosim	brand	ethinylestradiol+levonorgestrel	US	Drugs@FDA,FDA Orange Book
fazaclo odt	brand	clozapine	US	Drugs@FDA,FDA Orange Book
febricol	brand	chlorphenamine+paracetamol+pseudoephedrine	SG	Singapore HSA
febuget	brand	febuxostat	IN	CDSCO
fedac	brand	pseudoephedrine+triprolidine	SG	Singapore HSA
fedac compound	brand	codeine+pseudoephedrine+triprolidine	SG	Singapore HSA
felbatol	brand	felbamate	US	Drugs@FDA,FDA Orange Book
feldene	brand	piroxicam	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
felexin	brand	cefalexin	SG	Singapore HSA
femara	brand	letrozole	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
femcon fe	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
femhrt	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
feminone	brand	ethinylestradiol	US	Drugs@FDA,FDA Orange Book
femizet	brand	anastrozole	SG	Singapore HSA
femlyv	brand	ethinylestradiol+norethisterone	US	FDA Orange Book
femoston	brand	dydrogesterone+estradiol	SG	Singapore HSA
femoston conti	brand	dydrogesterone+estradiol	SG	Singapore HSA
fempatch	brand	estradiol	US	Drugs@FDA,FDA Orange Book
femring	brand	estradiol	US	Drugs@FDA,FDA Orange Book
femstat	brand	butoconazole	US	Drugs@FDA,FDA Orange Book
femtrace	brand	estradiol	US	Drugs@FDA,FDA Orange Book
femyso	brand	mifepristone+misoprostol	CA	Health Canada DPD
fenadium	brand	diclofenac	SG	Singapore HSA
fenagesic	brand	mefenamic acid	SG	Singapore HSA
fenamon	brand	nifedipine	SG	Singapore HSA
fenfedrin	brand	chlorphenamine+pseudoephedrine	SG	Singapore HSA
fenogal lidose	brand	fenofibrate	SG	Singapore HSA
fenoglide	brand	fenofibrate	US	Drugs@FDA,FDA Orange Book
fenosup lidose	brand	fenofibrate	SG	Singapore HSA
fensolvi	brand	leuprorelin	US	FDA Orange Book
fentora	brand	fentanyl	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
fepril	brand	paracetamol	SG	Singapore HSA
feraccru	brand	ferric maltol	EU	EMA
ferinject	brand	ferrous sulfate	CA,SG	Health Canada DPD,Singapore HSA
ferndex	brand	dexamfetamine	US	Drugs@FDA,FDA Orange Book
fernisolone-p	brand	prednisolone	US	Drugs@FDA,FDA Orange Book
fernisone	brand	prednisone	US	Drugs@FDA,FDA Orange Book
ferriprox	brand	deferiprone	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
ferriprox mr	brand	deferiprone	CA	Health Canada DPD
ferriseltz	brand	ferric ammonium citrate	US	Drugs@FDA,FDA Orange Book
ferrlecit	brand	ferrous sulfate	CA	Health Canada DPD
ferrous	brand	ferrous sulfate	US	RxNorm
ferrous sulphate	alias	ferrous sulfate	-	BAN
fertavid	brand	follitropin beta	EU	EMA
fertinex	brand	urofollitropin	US	Drugs@FDA
fetroja	brand	cefiderocol	US	FDA Orange Book
fetzima	brand	levomilnacipran	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
fevadol	brand	paracetamol	AE	UAE MOHAP
fiasp	brand	insulin aspart	US,EU,CA	Drugs@FDA,EMA,Health Canada DPD
fiasp flextouch	brand	insulin aspart	US	Drugs@FDA
filra	brand	filgrastim	CA	Health Canada DPD
filspari	brand	sparsentan	US	FDA Orange Book
finacea	brand	azelaic acid	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
finagen	brand	finasteride	SG	Singapore HSA
finipil	brand	benzethonium chloride	CA	Health Canada DPD
finlius	brand	ustekinumab	CA	Health Canada DPD
finlius i.v	brand	ustekinumab	CA	Health Canada DPD
fintepla	brand	fenfluramine	US	FDA Orange Book
finzala	brand	ethinylestradiol+norethisterone	US	FDA Orange Book
firazyr	brand	icatibant	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
firdapse	brand	amifampridine	US,EU,CA	EMA,FDA Orange Book,Health Canada DPD
firmagon	brand	degarelix	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
firvanq	brand	vancomycin	US	Drugs@FDA,FDA Orange Book
flac	brand	fluocinolone acetonide	US	Drugs@FDA,FDA Orange Book
fladex	brand	metronidazole	SG	Singapore HSA
flagyl	brand	metronidazole	AE,US,SG	Drugs@FDA,FDA Orange Book,RxNorm,Singapore HSA,UAE MOHAP
flagyl er	brand	metronidazole	US	Drugs@FDA,FDA Orange Book
flagyl i.v	brand	metronidazole	US	Drugs@FDA,FDA Orange Book
flagyl i.v. rtu	brand	metronidazole	US	Drugs@FDA,FDA Orange Book
flagystatin	brand	metronidazole+nystatin	CA,SG	Health Canada DPD,Singapore HSA
flamazine	brand	silver sulfadiazine	SG	Singapore HSA
flarex	brand	fluorometholone	US	Drugs@FDA,FDA Orange Book
flector tissugel	brand	diclofenac	SG	Singapore HSA
fleqsuvy	brand	baclofen	US	FDA Orange Book
flexeril	brand	cyclobenzaprine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm
flexicort	brand	hydrocortisone	US	Drugs@FDA,FDA Orange Book
flixabi	brand	infliximab	EU	EMA
flixonase aqueous	brand	fluticasone	SG	Singapore HSA
flixotide	brand	fluticasone	SG	Singapore HSA
flixotide nebules	brand	fluticasone	SG	Singapore HSA
flo-pred	brand	prednisolone	US	Drugs@FDA,FDA Orange Book
flolan	brand	epoprostenol	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
flolipid	brand	simvastatin	US	Drugs@FDA,FDA Orange Book
flomax	brand	tamsulosin	US	Drugs@FDA,FDA Orange Book,RxNorm
flomist aqueous	brand	fluticasone	SG	Singapore HSA
flonase	brand	fluticasone	US	Drugs@FDA,FDA Orange Book,RxNorm
flonase allergy relief	brand	fluticasone	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
florinef	brand	fludrocortisone	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
florone	brand	diflorasone	US	Drugs@FDA,FDA Orange Book
florone e	brand	diflorasone	US	Drugs@FDA,FDA Orange Book
flovent	brand	fluticasone	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm
flovent hfa	brand	fluticasone	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
flovid	brand	ofloxacin	SG	Singapore HSA
flowtuss	brand	guaifenesin+hydrocodone	US	Drugs@FDA,FDA Orange Book
floxin	brand	ofloxacin	US	Drugs@FDA,FDA Orange Book
fluanxol	brand	flupentixol	CA	Health Canada DPD
fluanxol depot	brand	flupentixol	CA	Health Canada DPD
fluciderm	brand	fluocinolone acetonide	SG	Singapore HSA
flucur	brand	chlorphenamine+naphazoline	SG	Singapore HSA
fluidil	brand	cyclothiazide	US	Drugs@FDA,FDA Orange Book
fluimucil	brand	acetylcysteine	SG	Singapore HSA
fluimucil a	brand	acetylcysteine	SG	Singapore HSA
fluka	brand	fluconazole	IN	CDSCO
flumadine	brand	rimantadine	US	Drugs@FDA,FDA Orange Book
flunolone	brand	fluocinolone acetonide+neomycin	SG	Singapore HSA
flunolone-v	brand	fluocinolone acetonide	SG	Singapore HSA
fluocet	brand	fluocinolone acetonide	US	Drugs@FDA,FDA Orange Book
fluocinolone	alias	fluocinolone acetonide	-	USAN
fluonid	brand	fluocinolone acetonide	US	Drugs@FDA,FDA Orange Book
fluor-op	brand	fluorometholone	US	Drugs@FDA,FDA Orange Book
fluothane	brand	halothane	US	Drugs@FDA,FDA Orange Book
fluotrex	brand	fluocinolone acetonide	US	Drugs@FDA,FDA Orange Book
fluoxone divule	brand	fluoxetine	SG	Singapore HSA
flutan	brand	flutamide	SG	Singapore HSA
flutex	brand	triamcinolone	US	Drugs@FDA,FDA Orange Book
flutiform pressurised inhalation	brand	fluticasone+formoterol	SG	Singapore HSA
flutitrim	brand	fluticasone	SG	Singapore HSA
fluxid	brand	famotidine	US	Drugs@FDA,FDA Orange Book
fluxil	brand	fluoxetine	SG	Singapore HSA
fml liquifilm	brand	fluorometholone	SG	Singapore HSA
foban	brand	fusidic acid	SG	Singapore HSA
fobancort	brand	betamethasone+fusidic acid	SG	Singapore HSA
focalin	brand	dexmethylphenidate	US	Drugs@FDA,FDA Orange Book
focalin xr	brand	dexmethylphenidate	US	Drugs@FDA,FDA Orange Book
folex	brand	methotrexate	US	Drugs@FDA,FDA Orange Book
folicet	brand	folic acid	US	Drugs@FDA,FDA Orange Book
follistim	brand	follitropin alfa	US	Drugs@FDA
follistim aq	brand	follitropin alfa	US	Drugs@FDA
folotyn	brand	pralatrexate	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
folvite	brand	folic acid	IN,US,CA	CDSCO,Drugs@FDA,FDA Orange Book,Health Canada DPD
folvron	brand	ferrous sulfate+folic acid	US	Drugs@FDA,FDA Orange Book
footrenew	brand	tolnaftate	CA	Health Canada DPD
foquest	brand	methylphenidate	CA	Health Canada DPD
foradil	brand	formoterol	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
foradil certihaler	brand	formoterol	US	Drugs@FDA,FDA Orange Book
forane	brand	isoflurane	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
forbaxin	brand	methocarbamol	US	Drugs@FDA,FDA Orange Book
forcan	brand	fluconazole	IN	CDSCO
forfivo xl	brand	bupropion	US	Drugs@FDA,FDA Orange Book
forknow	brand	flunarizine	SG	Singapore HSA
forlax	brand	macrogol	SG	Singapore HSA
formet	brand	metformin	SG	Singapore HSA
formyco	brand	ketoconazole	SG	Singapore HSA
forsteo	brand	teriparatide	EU	EMA
forsuderm	brand	fusidic acid	SG	Singapore HSA
fortacin	brand	lidocaine+prilocaine	EU	EMA
fortamet	brand	metformin	US	Drugs@FDA,FDA Orange Book
fortaz	brand	ceftazidime	US	Drugs@FDA,FDA Orange Book
forteo	brand	teriparatide	US,SG	FDA Orange Book,Singapore HSA
fortesta	brand	testosterone	US	Drugs@FDA,FDA Orange Book
fortolin	brand	paracetamol	CA	Health Canada DPD
fortovase	brand	saquinavir	US	Drugs@FDA,FDA Orange Book
fortum	brand	ceftazidime	SG	Singapore HSA
forxiga	brand	dapagliflozin	IN,AE,EU,CA,SG	CDSCO,EMA,Health Canada DPD,Singapore HSA,UAE MOHAP
fosamax	brand	alendronic acid	AE,US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
fosamax plus	brand	alendronic acid+colecalciferol	SG	Singapore HSA
fosamax plus d	brand	alendronic acid+colecalciferol	US	Drugs@FDA,FDA Orange Book
foscan	brand	temoporfin	EU	EMA
foscavir	brand	foscarnet	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
fosrenol	brand	lanthanum carbonate	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
foster pressurised	brand	beclometasone+formoterol	SG	Singapore HSA
fotivda	brand	tivozanib	US,EU	EMA,FDA Orange Book
fragmin	brand	dalteparin	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
fraxiparine	brand	nadroparin	SG	Singapore HSA
fraxiparine forte	brand	nadroparin	SG	Singapore HSA
fraxiparine multidose	brand	nadroparin	SG	Singapore HSA
freez-eez	brand	benzocaine	SG	Singapore HSA
frenolyn	brand	budesonide	SG	Singapore HSA
frisium	brand	clobazam	SG	Singapore HSA
froben	brand	flurbiprofen	SG	Singapore HSA
frova	brand	frovatriptan	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
frumeron	brand	indapamide	SG	Singapore HSA
frusemide	alias	furosemide	-	BAN
fruzaqla	brand	fruquintinib	US,CA	FDA Orange Book,Health Canada DPD
fucibet	brand	fusidic acid+betamethasone	CA	Health Canada DPD
fucicort	brand	betamethasone+fusidic acid	SG	Singapore HSA
fucidin	brand	fusidic acid	AE,CA,SG	Health Canada DPD,Singapore HSA,UAE MOHAP
fucithalmic	brand	fusidic acid	CA,SG	Health Canada DPD,Singapore HSA
fudikin	brand	fusidic acid	SG	Singapore HSA
fudr	brand	floxuridine	US	Drugs@FDA,FDA Orange Book
fugacin	brand	ofloxacin	SG	Singapore HSA
fugentin	brand	amoxicillin+clavulanic acid	SG	Singapore HSA
fulphila	brand	pegfilgrastim	EU,CA	EMA,Health Canada DPD
fungitop	brand	miconazole	SG	Singapore HSA
fungizone	brand	amphotericin b	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
furadantin	brand	nitrofurantoin	US	Drugs@FDA,FDA Orange Book
furalan	brand	nitrofurantoin	US	Drugs@FDA,FDA Orange Book
furmide	brand	furosemide	SG	Singapore HSA
furoscix	brand	furosemide	US	FDA Orange Book
furoxone	brand	furazolidone	US	Drugs@FDA,FDA Orange Book
fusidin	brand	fusidic acid	AE	UAE MOHAP
fusilev	brand	calcium levofolinate	US	Drugs@FDA,FDA Orange Book
fusix	brand	furosemide	SG	Singapore HSA
fuzeon	brand	enfuvirtide	US,EU	Drugs@FDA,EMA,FDA Orange Book
fyarro	brand	sirolimus	US	FDA Orange Book
fyavolv	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
fycompa	brand	perampanel	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
fyremadel	brand	ganirelix	US	FDA Orange Book
fytosid	brand	etoposide	SG	Singapore HSA
gabapin	brand	gabapentin	IN	CDSCO
gabitril	brand	tiagabine	US	Drugs@FDA,FDA Orange Book
gablofen	brand	baclofen	US	Drugs@FDA,FDA Orange Book
gadavist	brand	gadobutrol	US	Drugs@FDA,FDA Orange Book
gadovist	brand	gadobutrol	CA,SG	Health Canada DPD,Singapore HSA
galafold	brand	migalastat	US,EU,CA	EMA,FDA Orange Book,Health Canada DPD
galvus	brand	vildagliptin	IN,AE,EU,SG	CDSCO,EMA,Singapore HSA,UAE MOHAP
galvus met	brand	vildagliptin+metformin	IN,AE,SG	CDSCO,Singapore HSA,UAE MOHAP
galzin	brand	zinc acetate	US	Drugs@FDA,FDA Orange Book
gamene	brand	lindane	US	Drugs@FDA,FDA Orange Book
gamophen	brand	hexachlorophene	US	Drugs@FDA,FDA Orange Book
ganfort	brand	bimatoprost+timolol	EU	EMA
gantanol	brand	sulfamethoxazole	US	Drugs@FDA,FDA Orange Book
gantanol-ds	brand	sulfamethoxazole	US	Drugs@FDA,FDA Orange Book
gantrisin	brand	sulfafurazole	US	Drugs@FDA,FDA Orange Book
ganzyk-rtu	brand	ganciclovir	US	FDA Orange Book
garamycin	brand	gentamicin	US	Drugs@FDA,FDA Orange Book
garasent	brand	gentamicin	SG	Singapore HSA
gastril	brand	ranitidine	SG	Singapore HSA
gastrium	brand	domperidone	SG	Singapore HSA
gastrocrom	brand	cromoglicic acid	US	Drugs@FDA,FDA Orange Book
gastromark	brand	ferumoxsil	US	Drugs@FDA,FDA Orange Book
gattex	brand	teduglutide	US	Drugs@FDA,FDA Orange Book
gaviscon nausea	brand	dimenhydrinate	CA	Health Canada DPD
gavreto	brand	pralsetinib	US	FDA Orange Book
gazyva	brand	obinutuzumab	US,CA,SG	Drugs@FDA,Health Canada DPD,Singapore HSA
gazyvaro	brand	obinutuzumab	EU	EMA
gelnique	brand	oxybutynin	US	Drugs@FDA,FDA Orange Book
gembine	brand	gemcitabine	SG	Singapore HSA
gemcal	brand	calcitriol	IN	CDSCO
gemmily	brand	ethinylestradiol+norethisterone	US	FDA Orange Book
gemonil	brand	metharbital	US	Drugs@FDA,FDA Orange Book
gemresec	brand	gemcitabine	SG	Singapore HSA
gemtero	brand	gemcitabine	SG	Singapore HSA
gemtesa	brand	vibegron	US	FDA Orange Book
gemzar	brand	gemcitabine	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
gen-xene	brand	potassium clorazepate	US	Drugs@FDA,FDA Orange Book
gencept	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
generlac	brand	lactulose	US	Drugs@FDA,FDA Orange Book
genesa	brand	arbutamine	US	Drugs@FDA,FDA Orange Book
genexol	brand	paclitaxel	SG	Singapore HSA
gengraf	brand	ciclosporin	US	Drugs@FDA,FDA Orange Book
genoptic	brand	gentamicin	US	Drugs@FDA,FDA Orange Book
genosyl	brand	nitric oxide	US	FDA Orange Book
genotropin	brand	somatropin	US,CA,SG	Drugs@FDA,Health Canada DPD,Singapore HSA
gentacidin	brand	gentamicin	US	Drugs@FDA,FDA Orange Book
gentafair	brand	gentamicin	US	Drugs@FDA,FDA Orange Book
gentak	brand	gentamicin	US	Drugs@FDA,FDA Orange Book
gentapro	brand	gentamicin	SG	Singapore HSA
genteal	brand	hypromellose	CA	Health Canada DPD
gentriderm	brand	betamethasone+clotrimazole+gentamicin	SG	Singapore HSA
gentrisone	brand	betamethasone+clotrimazole+gentamicin	SG	Singapore HSA
geodon	brand	ziprasidone	US	Drugs@FDA,FDA Orange Book,RxNorm
geopen	brand	carbenicillin	US	Drugs@FDA,FDA Orange Book
geref	brand	sermorelin	US	Drugs@FDA,FDA Orange Book
gerimal	brand	ergoloid mesylates	US	Drugs@FDA,FDA Orange Book
germa-medica	brand	hexachlorophene	US	Drugs@FDA,FDA Orange Book
germi stat	brand	chlorhexidine	CA	Health Canada DPD
gesicain	brand	lidocaine	SG	Singapore HSA
giapreza	brand	angiotensin ii	US	Drugs@FDA,FDA Orange Book
giazo	brand	balsalazide	US	Drugs@FDA,FDA Orange Book
gildagia	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
gildess	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
gildess fe	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
gilenya	brand	fingolimod	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
gimoti	brand	metoclopramide	US	FDA Orange Book
ginorectol	brand	ciprofloxacin	SG	Singapore HSA
giona easyhaler	brand	budesonide	SG	Singapore HSA
giotrif	brand	afatinib	EU,CA,SG	EMA,Health Canada DPD,Singapore HSA
gitrabin lyophilisate	brand	gemcitabine	SG	Singapore HSA
givlaari	brand	givosiran	US,CA	FDA Orange Book,Health Canada DPD
glatect	brand	glatiramer acetate	CA	Health Canada DPD
glatopa	brand	glatiramer acetate	US	Drugs@FDA,FDA Orange Book
gleevec	brand	imatinib	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
gleolan	brand	aminolevulinic acid	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
gleostine	brand	lomustine	US	Drugs@FDA,FDA Orange Book
gliadel	brand	carmustine	US	Drugs@FDA,FDA Orange Book
gliadel wafer	brand	carmustine	SG	Singapore HSA
glidipion	brand	pioglitazone	EU	EMA
glimicron	brand	gliclazide	SG	Singapore HSA
glimide	brand	glibenclamide	SG	Singapore HSA
glioten	brand	enalapril	SG	Singapore HSA
gliotenzide	brand	enalapril+hydrochlorothiazide	SG	Singapore HSA
glivec	brand	imatinib	EU,SG	EMA,Singapore HSA
gloperba	brand	colchicine	US	FDA Orange Book
glubrava	brand	pioglitazone+metformin	EU	EMA
glucamide	brand	chlorpropamide	US	Drugs@FDA,FDA Orange Book
glucobay	brand	acarbose	SG	Singapore HSA
glucomet	brand	metformin	SG	Singapore HSA
glucon	brand	metformin	SG	Singapore HSA
gluconorm	brand	metformin	IN	CDSCO
glucophage	brand	metformin	AE,US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
glucophage xr	brand	metformin	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
glucotrol	brand	glipizide	US	Drugs@FDA,FDA Orange Book,RxNorm
glucotrol xl	brand	glipizide	US,SG	Drugs@FDA,FDA Orange Book,RxNorm,Singapore HSA
glucovance	brand	glibenclamide+metformin	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
gluformin	brand	metformin	IN	CDSCO
glumetza	brand	metformin	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
glustin	brand	pioglitazone	EU	EMA
glyboral	brand	glibenclamide	SG	Singapore HSA
glyburide	alias	glibenclamide	-	USAN
glycomet	brand	metformin	IN,SG	CDSCO,Singapore HSA
glycomet gp	brand	metformin+glimepiride	IN	CDSCO
glycon	brand	metformin	CA	Health Canada DPD
glycophos	brand	sodium glycerophosphate	SG	Singapore HSA
glycopyrrolate	alias	glycopyrronium bromide	-	USAN
glycort	brand	hydrocortisone	US	Drugs@FDA,FDA Orange Book
glydo	brand	lidocaine	US	Drugs@FDA,FDA Orange Book
glyformin	brand	metformin	SG	Singapore HSA
glypressin	brand	terlipressin	SG	Singapore HSA
glyprin	brand	acetylsalicylic acid+glycine	SG	Singapore HSA
glyrx-pf	brand	glycopyrronium bromide	US	FDA Orange Book
glyset	brand	miglitol	US	Drugs@FDA,FDA Orange Book
glytrin	brand	glyceryl trinitrate	SG	Singapore HSA
glyxambi	brand	empagliflozin+linagliptin	US,EU	Drugs@FDA,EMA,FDA Orange Book
gocovri	brand	amantadine	US	Drugs@FDA,FDA Orange Book
gonal-f	brand	follitropin alfa	US,EU,CA,SG	Drugs@FDA,EMA,Health Canada DPD,Singapore HSA
gonal-f rff	brand	follitropin alfa	US	Drugs@FDA
gonitro	brand	glyceryl trinitrate	US	Drugs@FDA,FDA Orange Book
gracial	brand	desogestrel+ethinylestradiol	SG	Singapore HSA
gralise	brand	gabapentin	US	Drugs@FDA,FDA Orange Book
gran	brand	filgrastim	SG	Singapore HSA
granocyte	brand	lenograstim	SG	Singapore HSA
granpidam	brand	sildenafil	EU	EMA
grastofil	brand	filgrastim	EU,CA	EMA,Health Canada DPD
gravol	brand	dimenhydrinate	CA	Health Canada DPD
gravol chewables	brand	dimenhydrinate	CA	Health Canada DPD
gravol immediate	brand	dimenhydrinate	CA	Health Canada DPD
grepid	brand	clopidogrel	EU	EMA
gridokline	brand	clopidogrel	SG	Singapore HSA
grilinctus	brand	dextromethorphan+chlorphenamine	IN	CDSCO
gris-peg	brand	griseofulvin	US	Drugs@FDA,FDA Orange Book
grisuvin	brand	griseofulvin	SG	Singapore HSA
growell	brand	minoxidil	SG	Singapore HSA
guafensin	brand	guaifenesin	SG	Singapore HSA
guardian antifungal	brand	miconazole	SG	Singapore HSA
gum paroex	brand	chlorhexidine	CA	Health Canada DPD
gutron	brand	midodrine	SG	Singapore HSA
gvoke	brand	glucagon	US	FDA Orange Book
gvoke hypopen	brand	glucagon	US	FDA Orange Book
gyne-lotrimin	brand	clotrimazole	US	Drugs@FDA,FDA Orange Book
gynix	brand	clotrimazole	US	Drugs@FDA,FDA Orange Book
gyno-pevaryl depot	brand	econazole	SG	Singapore HSA
gyno-travogen ovule	brand	isoconazole	SG	Singapore HSA
gyno-trosyd	brand	tioconazole	SG	Singapore HSA
gynodiol	brand	estradiol	US	Drugs@FDA,FDA Orange Book
gynorest	brand	dydrogesterone	US	Drugs@FDA,FDA Orange Book
gyrablock	brand	norfloxacin	SG	Singapore HSA
h-cort	brand	hydrocortisone	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
h.e.l.p. naci	brand	sodium chloride	CA	Health Canada DPD
h.p. acthar	brand	corticotropin	US	Drugs@FDA
hadlima	brand	adalimumab	CA	Health Canada DPD
hadlima pushtouch	brand	adalimumab	CA	Health Canada DPD
hailey	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
hailey fe	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
hair regrowth formula	brand	minoxidil	CA	Health Canada DPD
hair regrowth treatment	brand	minoxidil	CA	Health Canada DPD
halaven	brand	eribulin	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
halcion	brand	triazolam	US	Drugs@FDA,FDA Orange Book
haldol	brand	haloperidol	US	Drugs@FDA,FDA Orange Book,RxNorm
haldol solutab	brand	haloperidol	US	Drugs@FDA,FDA Orange Book
haldrone	brand	paramethasone	US	Drugs@FDA,FDA Orange Book
halfan	brand	halofantrine	US	Drugs@FDA,FDA Orange Book
halflytely	brand	bisacodyl+macrogol+potassium chloride+sodium bicarbonate+sodium chloride	US	Drugs@FDA,FDA Orange Book
halimatoz	brand	adalimumab	EU	EMA
halobetasol	alias	ulobetasol	-	USAN
halodin	brand	loratadine	SG	Singapore HSA
haloette	brand	ethinylestradiol+etonogestrel	US,CA	FDA Orange Book,Health Canada DPD
halog	brand	halcinonide	US	Drugs@FDA,FDA Orange Book
halog-e	brand	halcinonide	US	Drugs@FDA,FDA Orange Book
halotestin	brand	fluoxymesterone	US	Drugs@FDA,FDA Orange Book
halotex	brand	haloprogin	US	Drugs@FDA,FDA Orange Book
haloxen	brand	haloperidol	SG	Singapore HSA
haloxin	brand	hydroxychloroquine	SG	Singapore HSA
halycil	brand	propylthiouracil	CA	Health Canada DPD
hanacef	brand	cefadroxil	SG	Singapore HSA
hanzema	brand	alitretinoin	CA	Health Canada DPD
harmonyl	brand	deserpidine	US	Drugs@FDA,FDA Orange Book
harnal ocas	brand	tamsulosin	SG	Singapore HSA
hcqs	brand	hydroxychloroquine	IN	CDSCO
hd-betasone	brand	betamethasone	SG	Singapore HSA
hd-methacin	brand	indometacin	SG	Singapore HSA
hectorol	brand	doxercalciferol	US	Drugs@FDA,FDA Orange Book
hedulin	brand	phenindione	US	Drugs@FDA,FDA Orange Book
hefiya	brand	adalimumab	EU	EMA
helicobacter test infai	brand	13c-urea	EU	EMA
hema	brand	sodium bicarbonate	CA	Health Canada DPD
hemabate	brand	carboprost	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
hemacart	brand	sodium bicarbonate	CA	Health Canada DPD
hemady	brand	dexamethasone	US	FDA Orange Book
hemangeol	brand	propranolol	US	Drugs@FDA,FDA Orange Book
hemangiol	brand	propranolol	EU,CA	EMA,Health Canada DPD
hemasol	brand	homatropine	SG	Singapore HSA
hemgenix	brand	etranacogene dezaparvovec	CA	Health Canada DPD
hemlibra	brand	emicizumab	US,EU,CA	Drugs@FDA,EMA,Health Canada DPD
hemorrhoidal	brand	pramocaine+zinc sulfate	CA	Health Canada DPD
hemsol-hc	brand	hydrocortisone	US	Drugs@FDA,FDA Orange Book
hepagam b	brand	hepatitis b immunoglobulin	CA	Health Canada DPD
hepcludex	brand	bulevirtide	CA	Health Canada DPD
hepsera	brand	adefovir dipivoxil	US,EU,SG	Drugs@FDA,EMA,FDA Orange Book,Singapore HSA
heptalac	brand	lactulose	US	Drugs@FDA,FDA Orange Book
hepzato	brand	melphalan	US	FDA Orange Book
herbesser	brand	diltiazem	SG	Singapore HSA
herceptin	brand	trastuzumab	US,EU,CA,SG	Drugs@FDA,EMA,Health Canada DPD,Singapore HSA
herperax	brand	aciclovir	SG	Singapore HSA
herplex	brand	idoxuridine	US	Drugs@FDA,FDA Orange Book
herzuma	brand	trastuzumab	EU,CA	EMA,Health Canada DPD
hetastarch	alias	hydroxyethylstarch	-	USAN
hetlioz	brand	tasimelteon	US,EU	Drugs@FDA,EMA,FDA Orange Book
hetlioz lq	brand	tasimelteon	US	FDA Orange Book
hetrazan	brand	diethylcarbamazine	US	Drugs@FDA,FDA Orange Book
hexa-betalin	brand	pyridoxine	US	Drugs@FDA,FDA Orange Book
hexa-germ	brand	hexachlorophene	US	Drugs@FDA,FDA Orange Book
hexabrix	brand	ioxaglic acid	SG	Singapore HSA
hexadrol	brand	dexamethasone	US	Drugs@FDA,FDA Orange Book
hexalen	brand	altretamine	US	Drugs@FDA,FDA Orange Book
hexascrub	brand	hexachlorophene	US	Drugs@FDA,FDA Orange Book
hexene	brand	griseofulvin	SG	Singapore HSA
hexene-forte	brand	griseofulvin	SG	Singapore HSA
hibiclens	brand	chlorhexidine	US	Drugs@FDA,FDA Orange Book
hibistat	brand	chlorhexidine	US	Drugs@FDA,FDA Orange Book
hidil	brand	gemfibrozil	SG	Singapore HSA
hidrasec children	brand	racecadotril	SG	Singapore HSA
hidrasec infants	brand	racecadotril	SG	Singapore HSA
himetin	brand	cimetidine	SG	Singapore HSA
hirobriz breezhaler	brand	indacaterol	EU	EMA
hiserpia	brand	reserpine	US	Drugs@FDA,FDA Orange Book
hispril	brand	diphenylpyraline	US	Drugs@FDA,FDA Orange Book
histac	brand	ranitidine	SG	Singapore HSA
histafed	brand	pseudoephedrine+triprolidine	US	Drugs@FDA,FDA Orange Book
histalog	brand	betazole	US	Drugs@FDA,FDA Orange Book
histantil	brand	promethazine	CA	Health Canada DPD
hiten	brand	perindopril	SG	Singapore HSA
hivid	brand	zalcitabine	US	Drugs@FDA,FDA Orange Book
hizin	brand	hydroxyzine	SG	Singapore HSA
holoxan	brand	ifosfamide	SG	Singapore HSA
horamine	brand	chlorphenamine	SG	Singapore HSA
horf lozenges	brand	benzocaine+chlorhexidine	SG	Singapore HSA
hosolvon	brand	bromhexine	SG	Singapore HSA
hova expectorant	brand	ammonium chloride+diphenhydramine+sodium citrate	SG	Singapore HSA
hulio	brand	adalimumab	EU,CA	EMA,Health Canada DPD
humalog	brand	insulin lispro	AE,US,EU,CA,SG	Drugs@FDA,EMA,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
humalog kwikpen	brand	insulin lispro	US,SG	Drugs@FDA,Singapore HSA
humalog mix	brand	insulin lispro	US	RxNorm
humatin	brand	paromomycin	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
humatrope	brand	somatropin	US	Drugs@FDA
humira	brand	adalimumab	AE,US,EU,CA,SG	Drugs@FDA,EMA,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
humorsol	brand	demecarium	US	Drugs@FDA,FDA Orange Book
humulin	brand	human insulin	US,SG	RxNorm,Singapore HSA
humulin n	brand	human insulin	SG	Singapore HSA
humulin r	brand	human insulin	SG	Singapore HSA
hurricaine	brand	benzocaine	SG	Singapore HSA
hyalase	brand	hyaluronidase	SG	Singapore HSA
hyalgan	brand	hyaluronic acid	SG	Singapore HSA
hycamtin	brand	topotecan	US,EU,SG	Drugs@FDA,EMA,FDA Orange Book,Singapore HSA
hycodan	brand	homatropine methylbromide+hydrocodone	US	Drugs@FDA,FDA Orange Book
hycofenix	brand	guaifenesin+hydrocodone+pseudoephedrine	US	Drugs@FDA,FDA Orange Book
hydase	brand	hyaluronidase	US	Drugs@FDA
hydeltrasol	brand	prednisolone	US	Drugs@FDA,FDA Orange Book
hydergine	brand	ergoloid mesylates	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
hydergine lc	brand	ergoloid mesylates	US	Drugs@FDA,FDA Orange Book
hydra-zide	brand	hydralazine+hydrochlorothiazide	US	Drugs@FDA,FDA Orange Book
hydralax	brand	macrogol	CA	Health Canada DPD
hydramine	brand	diphenhydramine	US	Drugs@FDA,FDA Orange Book
hydrap-es	brand	hydralazine+hydrochlorothiazide+reserpine	US	Drugs@FDA,FDA Orange Book
hydrea	brand	hydroxycarbamide	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
hydrine	brand	hydroxycarbamide	SG	Singapore HSA
hydro cobex	brand	hydroxocobalamin	CA	Health Canada DPD
hydro-d	brand	hydrochlorothiazide	US	Drugs@FDA,FDA Orange Book
hydro-ride	brand	amiloride+hydrochlorothiazide	US	Drugs@FDA,FDA Orange Book
hydro-rx	brand	hydrocortisone	US	Drugs@FDA,FDA Orange Book
hydro-serp	brand	hydrochlorothiazide+reserpine	US	Drugs@FDA
hydroderm	brand	hydrocortisone	SG	Singapore HSA
hydroderm-c	brand	clioquinol+hydrocortisone	SG	Singapore HSA
hydrodiuril	brand	hydrochlorothiazide	US	Drugs@FDA,FDA Orange Book
hydromox	brand	quinethazone	US	Drugs@FDA,FDA Orange Book
hydromox r	brand	quinethazone+reserpine	US	Drugs@FDA,FDA Orange Book
hydropane	brand	homatropine methylbromide+hydrocodone	US	Drugs@FDA,FDA Orange Book
hydropres	brand	hydrochlorothiazide+reserpine	US	Drugs@FDA,FDA Orange Book
hydroserpine plus	brand	hydralazine+hydrochlorothiazide+reserpine	US	Drugs@FDA,FDA Orange Book
hydrotride	brand	hydrochlorothiazide	SG	Singapore HSA
hydroval	brand	hydrocortisone	CA	Health Canada DPD
hydroxyurea	alias	hydroxycarbamide	-	USAN
hydrozide	brand	hydrochlorothiazide	SG	Singapore HSA
hyftor	brand	sirolimus	US	FDA Orange Book
hygenipak	brand	chlorhexidine	CA	Health Canada DPD
hygroton	brand	chlortalidone	US	Drugs@FDA,FDA Orange Book
hyomide	brand	butylscopolamine	SG	Singapore HSA
hyoscine	alias	scopolamine	-	USAN
hyoscine butylbromide	alias	butylscopolamine	-	BAN
hyperhep b	brand	hepatitis b immunoglobulin	CA	Health Canada DPD
hypernol	brand	atenolol	SG	Singapore HSA
hyperrab	brand	rabies immunoglobulin	CA	Health Canada DPD
hypersil	brand	lisinopril	SG	Singapore HSA
hyperstat	brand	diazoxide	US	Drugs@FDA,FDA Orange Book
hyperten	brand	losartan	SG	Singapore HSA
hypertet	brand	tetanus immunoglobulin	CA	Health Canada DPD
hyrimoz	brand	adalimumab	EU,CA	EMA,Health Canada DPD
hyrnuo	brand	sevabertinib	CA	Health Canada DPD
hysingla	brand	hydrocodone	US	Drugs@FDA
hysingla er	brand	hydrocodone	US	FDA Orange Book
hytone	brand	hydrocortisone	US	Drugs@FDA,FDA Orange Book
hytrin	brand	terazosin	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
hyzaar	brand	losartan+hydrochlorothiazide	US	RxNorm
hyzaar ds	brand	losartan+hydrochlorothiazide	CA	Health Canada DPD
hyzaar forte	brand	hydrochlorothiazide+losartan	SG	Singapore HSA
hyzaar plus	brand	hydrochlorothiazide+losartan	SG	Singapore HSA
hyzan	brand	ranitidine	SG	Singapore HSA
hyzyd	brand	isoniazid	US	Drugs@FDA,FDA Orange Book
iasibon	brand	ibandronic acid	EU	EMA
ibandronate	alias	ibandronic acid	-	USAN
ibavyr	brand	ribavirin	CA	Health Canada DPD
ibrance	brand	palbociclib	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
ibsrela	brand	tenapanor	US,CA	FDA Orange Book,Health Canada DPD
ibufen	brand	ibuprofen	SG	Singapore HSA
ibuleve	brand	ibuprofen	SG	Singapore HSA
ibuprin	brand	ibuprofen	US	Drugs@FDA,FDA Orange Book
icandra	brand	vildagliptin+metformin	EU	EMA
iclevia	brand	ethinylestradiol+levonorgestrel	US	FDA Orange Book
iclusig	brand	ponatinib	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
idacio	brand	adalimumab	CA	Health Canada DPD
idamycin	brand	idarubicin	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
idelvion	brand	coagulation factor ix	CA	Health Canada DPD
idenos	brand	denosumab	CA	Health Canada DPD
idhifa	brand	enasidenib	US	Drugs@FDA,FDA Orange Book
idose tr	brand	travoprost	US	FDA Orange Book
ifex	brand	ifosfamide	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
ifirmacombi	brand	irbesartan+hydrochlorothiazide	EU	EMA
ifirmasta	brand	irbesartan	EU	EMA
ifistatin	brand	simvastatin	SG	Singapore HSA
igalmi	brand	dexmedetomidine	US	FDA Orange Book
iheezo	brand	chloroprocaine	US	FDA Orange Book
ikervis	brand	ciclosporin	EU	EMA
ilaris	brand	canakinumab	US,EU,CA,SG	Drugs@FDA,EMA,Health Canada DPD,Singapore HSA
ilevro	brand	nepafenac	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
iliadin	brand	oxymetazoline	SG	Singapore HSA
ilosone	brand	erythromycin	US	Drugs@FDA,FDA Orange Book
ilotycin	brand	erythromycin	US	Drugs@FDA,FDA Orange Book
ilumetri	brand	tildrakizumab	EU	EMA
ilumya	brand	tildrakizumab	CA	Health Canada DPD
iluvien	brand	fluocinolone acetonide	US	Drugs@FDA,FDA Orange Book
imaavy	brand	nipocalimab	CA	Health Canada DPD
imagent	brand	perflubron	US	Drugs@FDA,FDA Orange Book
imbruvica	brand	ibrutinib	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
imcivree	brand	setmelanotide	US,CA	FDA Orange Book,Health Canada DPD
imdelltra	brand	tarlatamab	CA	Health Canada DPD
imdex cr	brand	isosorbide mononitrate	SG	Singapore HSA
imdur	brand	isosorbide mononitrate	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm
imdur durules	brand	isosorbide mononitrate	SG	Singapore HSA
imexa	brand	azithromycin	SG	Singapore HSA
imfinzi	brand	durvalumab	US,EU,CA	Drugs@FDA,EMA,Health Canada DPD
imigran	brand	sumatriptan	SG	Singapore HSA
imigran fdt	brand	sumatriptan	SG	Singapore HSA
imitrex	brand	sumatriptan	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm
imitrex df	brand	sumatriptan	CA	Health Canada DPD
imitrex statdose	brand	sumatriptan	US	Drugs@FDA,FDA Orange Book
imjudo	brand	tremelimumab	CA	Health Canada DPD
imlygic	brand	talimogene laherparepvec	EU	EMA
immphentiv	brand	phenylephrine	US	FDA Orange Book
immunine vh	brand	coagulation factor ix	CA	Health Canada DPD
imnovid	brand	pomalidomide	EU	EMA
imodium	brand	loperamide	AE,US,SG	Drugs@FDA,FDA Orange Book,RxNorm,Singapore HSA,UAE MOHAP
imodium a-d	brand	loperamide	US	Drugs@FDA,FDA Orange Book
imodium calming	brand	loperamide	CA	Health Canada DPD
imodium liqui-gels	brand	loperamide	CA	Health Canada DPD
imodium quick dissolve	brand	loperamide	CA	Health Canada DPD
imovane	brand	zopiclone	CA,SG	Health Canada DPD,Singapore HSA
impavido	brand	miltefosine	US	Drugs@FDA,FDA Orange Book
impeklo	brand	clobetasol	US	FDA Orange Book
implanon	brand	etonogestrel	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
implanon nxt	brand	etonogestrel	SG	Singapore HSA
impoyz	brand	clobetasol	US	Drugs@FDA,FDA Orange Book
imraldi	brand	adalimumab	EU	EMA
imuldosa	brand	ustekinumab	CA	Health Canada DPD
imunovir	brand	inosine pranobex	CA	Health Canada DPD
imuran	brand	azathioprine	AE,US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
imvexxy	brand	estradiol	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
inac-tr	brand	diclofenac	SG	Singapore HSA
inamrinone	alias	amrinone	-	USAN
inapsine	brand	droperidol	US	Drugs@FDA,FDA Orange Book
inbrija	brand	levodopa	US	FDA Orange Book
incassia	brand	norethisterone	US	Drugs@FDA,FDA Orange Book
incivek	brand	telaprevir	US	Drugs@FDA,FDA Orange Book
inclunox	brand	enoxaparin	CA	Health Canada DPD
inclunox hp	brand	enoxaparin	CA	Health Canada DPD
increlex	brand	mecasermin	US,EU,CA	Drugs@FDA,EMA,Health Canada DPD
incresync	brand	alogliptin+pioglitazone	EU	EMA
incruse ellipta	brand	umeclidinium bromide	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
indayo	brand	levonorgestrel+ethinylestradiol	CA	Health Canada DPD
inderal	brand	propranolol	IN,AE,US	CDSCO,Drugs@FDA,FDA Orange Book,RxNorm,UAE MOHAP
inderal la	brand	propranolol	US	Drugs@FDA,FDA Orange Book
inderide la	brand	hydrochlorothiazide+propranolol	US	Drugs@FDA,FDA Orange Book
indo	brand	indometacin	SG	Singapore HSA
indo-lemmon	brand	indometacin	US	Drugs@FDA,FDA Orange Book
indocap	brand	indometacin	SG	Singapore HSA
indocin	brand	indometacin	US	Drugs@FDA,FDA Orange Book
indocin sr	brand	indometacin	US	Drugs@FDA,FDA Orange Book
indocollyre	brand	indometacin	SG	Singapore HSA
indoflam-tr	brand	indometacin	SG	Singapore HSA
indomethacin	alias	indometacin	-	USAN
inductos	brand	dibotermin alfa	EU	EMA
infant's advil	brand	ibuprofen	US	FDA Orange Book
infants' feverall	brand	paracetamol	US	Drugs@FDA,FDA Orange Book
infants' motrin	brand	ibuprofen	CA	Health Canada DPD
inflamase forte	brand	prednisolone	US	Drugs@FDA,FDA Orange Book
inflamase mild	brand	prednisolone	US	Drugs@FDA,FDA Orange Book
inflectra	brand	infliximab	EU	EMA
infugem	brand	gemcitabine	US	FDA Orange Book
infumorph	brand	morphine	US	Drugs@FDA,FDA Orange Book
infusol ns	brand	sodium chloride	SG	Singapore HSA
ingrezza	brand	valbenazine	US	Drugs@FDA,FDA Orange Book
ingrezza sprinkle	brand	valbenazine	US	FDA Orange Book
inhibace	brand	cilazapril	CA	Health Canada DPD
inhibace plus	brand	hydrochlorothiazide+cilazapril	CA	Health Canada DPD
inhixa	brand	enoxaparin	EU	EMA
injectapap	brand	paracetamol	US	Drugs@FDA,FDA Orange Book
inlyta	brand	axitinib	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
innofem	brand	estradiol	US	Drugs@FDA,FDA Orange Book
innohep	brand	tinzaparin	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
innopran xl	brand	propranolol	US	Drugs@FDA,FDA Orange Book
innovar	brand	droperidol+fentanyl	US	Drugs@FDA,FDA Orange Book
inocor	brand	amrinone	US	Drugs@FDA,FDA Orange Book
inomax	brand	nitric oxide	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
inon	brand	aluminium hydroxide+magnesium carbonate+sodium bicarbonate	SG	Singapore HSA
inosert	brand	sertraline	SG	Singapore HSA
inovelon	brand	rufinamide	EU	EMA
inpanol	brand	propranolol	SG	Singapore HSA
inpefa	brand	sotagliflozin	US	FDA Orange Book
inrebic	brand	fedratinib	US,CA	FDA Orange Book,Health Canada DPD
inspiolto respimat	brand	olodaterol+tiotropium bromide	CA	Health Canada DPD
inspra	brand	eplerenone	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
instanyl	brand	fentanyl	EU	EMA
instillagel	brand	lidocaine+chlorhexidine	CA	Health Canada DPD
insulin	alias	human insulin	-	common name
intal	brand	cromoglicic acid	US	Drugs@FDA,FDA Orange Book
intaxel	brand	paclitaxel	SG	Singapore HSA
integrilin	brand	eptifibatide	US,EU,SG	Drugs@FDA,EMA,FDA Orange Book,Singapore HSA
intelence	brand	etravirine	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
intocan	brand	irinotecan	SG	Singapore HSA
intrarosa	brand	prasterone	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
intron a	brand	interferon alfa-2b	US	Drugs@FDA
intron a multidose	brand	interferon alfa-2b	SG	Singapore HSA
introna	brand	interferon alfa-2b	EU	EMA
intropin	brand	dopamine	US	Drugs@FDA,FDA Orange Book
introvale	brand	ethinylestradiol+levonorgestrel	US	Drugs@FDA,FDA Orange Book
intuniv	brand	guanfacine	US,EU	Drugs@FDA,EMA,FDA Orange Book
intuniv xr	brand	guanfacine	CA	Health Canada DPD
invanz	brand	ertapenem	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
invega	brand	paliperidone	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
invega extended-release	brand	paliperidone	SG	Singapore HSA
invega hafyera	brand	paliperidone	US	FDA Orange Book
invega sustenna	brand	paliperidone	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
invega trinza	brand	paliperidone	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
inversine	brand	mecamylamine	US	Drugs@FDA,FDA Orange Book
invirase	brand	saquinavir	US,EU	Drugs@FDA,EMA,FDA Orange Book
invokamet xr	brand	canagliflozin+metformin	US	Drugs@FDA,FDA Orange Book
invokana	brand	canagliflozin	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA
ionsys	brand	fentanyl	US	Drugs@FDA,FDA Orange Book
iontocaine	brand	epinephrine+lidocaine	US	Drugs@FDA,FDA Orange Book
iopidine	brand	apraclonidine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
iosat	brand	potassium iodide	US	Drugs@FDA,FDA Orange Book
iplex	brand	mecasermin rinfabate	US	Drugs@FDA
ipolipid	brand	gemfibrozil	SG	Singapore HSA
ipratropium	alias	ipratropium bromide	-	USAN
ipravent	brand	ipratropium bromide	CA	Health Canada DPD
iprivask	brand	desirudin	US	Drugs@FDA
iprovent	brand	ipratropium bromide	SG	Singapore HSA
iqirvo	brand	elafibranor	US,CA	FDA Orange Book,Health Canada DPD
iquix	brand	levofloxacin	US	Drugs@FDA,FDA Orange Book
iressa	brand	gefitinib	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
irino	brand	irinotecan	SG	Singapore HSA
iron	alias	ferrous sulfate	-	common name
irprestan	brand	irbesartan	SG	Singapore HSA
iscover	brand	clopidogrel	EU	EMA
isdn	brand	isosorbide dinitrate	CA	Health Canada DPD
isentress	brand	raltegravir	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
isentress hd	brand	raltegravir	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
isentress-g	brand	raltegravir	SG	Singapore HSA
isibloom	brand	desogestrel+ethinylestradiol	US	Drugs@FDA,FDA Orange Book
ismn	brand	isosorbide mononitrate	SG	Singapore HSA
ismo	brand	isosorbide mononitrate	US	Drugs@FDA,FDA Orange Book
isobin	brand	isosorbide dinitrate	SG	Singapore HSA
isocaine	brand	mepivacaine	SG	Singapore HSA
isocaine hcl	brand	mepivacaine	CA	Health Canada DPD
isoclor	brand	chlorphenamine+pseudoephedrine	US	Drugs@FDA,FDA Orange Book
isoket	brand	isosorbide dinitrate	SG	Singapore HSA
isolyte e	brand	calcium chloride+magnesium chloride+potassium chloride+sodium acetate+sodium chloride+sodium citrate	US	Drugs@FDA,FDA Orange Book
isoproterenol	alias	isoprenaline	-	USAN
isoptin	brand	verapamil	US	Drugs@FDA,FDA Orange Book
isoptin sr	brand	verapamil	CA,SG	Health Canada DPD,Singapore HSA
isopto carpine	brand	pilocarpine	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
isopto cetamide	brand	sulfacetamide	US	Drugs@FDA,FDA Orange Book
isopto cetapred	brand	prednisolone+sulfacetamide	US	Drugs@FDA,FDA Orange Book
isordil	brand	isosorbide dinitrate	IN,US	CDSCO,Drugs@FDA,FDA Orange Book,RxNorm
isotamine	brand	isoniazid	CA	Health Canada DPD
isotamine b	brand	pyridoxine+isoniazid	CA	Health Canada DPD
isovue	brand	iopamidol	CA	Health Canada DPD
isovue-m	brand	iopamidol	US	Drugs@FDA,FDA Orange Book
istalol	brand	timolol	US	Drugs@FDA,FDA Orange Book
istamet	brand	sitagliptin+metformin	IN	CDSCO
istodax	brand	romidepsin	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
isturisa	brand	osilodrostat	US,CA	FDA Orange Book,Health Canada DPD
isuprel	brand	isoprenaline	US	Drugs@FDA,FDA Orange Book
itovebi	brand	inavolisib	US,CA	FDA Orange Book,Health Canada DPD
itranzelle	brand	itraconazole	SG	Singapore HSA
ivadantin	brand	nitrofurantoin	US	Drugs@FDA,FDA Orange Book
ivozfo	brand	fosfomycin	CA	Health Canada DPD
ivra	brand	melphalan	US	FDA Orange Book
iwilfin	brand	eflornithine	US	FDA Orange Book
ixempra	brand	ixabepilone	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
ixifi	brand	infliximab	CA	Health Canada DPD
iyuzeh	brand	latanoprost	US	FDA Orange Book
izba	brand	travoprost	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
izervay	brand	avacincaptad pegol	US	FDA Orange Book
jaa pyral	brand	pyrantel	CA	Health Canada DPD
jaa pyral p	brand	pyrantel	CA	Health Canada DPD
jaa pyral s	brand	pyrantel	CA	Health Canada DPD
jadelle	brand	levonorgestrel	US	Drugs@FDA,FDA Orange Book
jadenu	brand	deferasirox	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
jadenu sprinkle	brand	deferasirox	US	Drugs@FDA,FDA Orange Book
jaimiess	brand	ethinylestradiol+levonorgestrel	US	Drugs@FDA,FDA Orange Book
jakafi	brand	ruxolitinib	US	Drugs@FDA,FDA Orange Book
jakavi	brand	ruxolitinib	EU,CA,SG	EMA,Health Canada DPD,Singapore HSA
jalra	brand	vildagliptin	EU	EMA
jamp-asa	brand	acetylsalicylic acid	CA	Health Canada DPD
jamp-asa chew	brand	acetylsalicylic acid	CA	Health Canada DPD
jamp-asa ec	brand	acetylsalicylic acid	CA	Health Canada DPD
jamp-electropeg	brand	sodium sulfate+sodium bicarbonate+macrogol+sodium chloride+potassium chloride	CA	Health Canada DPD
jampocaine	brand	lidocaine	CA	Health Canada DPD
jampolycin	brand	bacitracin+polymyxin b	CA	Health Canada DPD
jamteki	brand	ustekinumab	CA	Health Canada DPD
jamteki i.v	brand	ustekinumab	CA	Health Canada DPD
janimine	brand	imipramine	US	Drugs@FDA,FDA Orange Book
jantoven	brand	warfarin	US	Drugs@FDA,FDA Orange Book,RxNorm
janumet	brand	sitagliptin+metformin	IN,US,AE	CDSCO,RxNorm,UAE MOHAP
januvia	brand	sitagliptin	IN,AE,US,EU,CA,SG	CDSCO,Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
jardiance	brand	empagliflozin	IN,AE,US,EU,CA,SG	CDSCO,Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
jatenzo	brand	testosterone	US,CA	FDA Orange Book,Health Canada DPD
javlor	brand	vinflunine	EU,SG	EMA,Singapore HSA
jaypirca	brand	pirtobrutinib	US,CA	FDA Orange Book,Health Canada DPD
jelido	brand	lidocaine	CA	Health Canada DPD
jelmyto	brand	mitomycin	US	FDA Orange Book
jemperli	brand	dostarlimab	CA	Health Canada DPD
jen sheng tonbien	brand	sodium chloride	SG	Singapore HSA
jencycla	brand	norethisterone	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
jenloga	brand	clonidine	US	Drugs@FDA,FDA Orange Book
jentadueto xr	brand	linagliptin+metformin	US	Drugs@FDA,FDA Orange Book
jeraygo	brand	aprocitentan	CA	Health Canada DPD
jesduvroq	brand	daprodustat	US	FDA Orange Book
jetrea	brand	ocriplasmin	US,EU,SG	Drugs@FDA,EMA,Singapore HSA
jevtana	brand	cabazitaxel	US,EU,SG	Drugs@FDA,EMA,FDA Orange Book,Singapore HSA
jinarc	brand	tolvaptan	EU,CA	EMA,Health Canada DPD
joenja	brand	leniolisib	US	FDA Orange Book
jornay pm	brand	methylphenidate	US,CA	FDA Orange Book,Health Canada DPD
jorveza	brand	budesonide	EU,CA	EMA,Health Canada DPD
jubbonti	brand	denosumab	CA	Health Canada DPD
jublia	brand	efinaconazole	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
juluca	brand	dolutegravir+rilpivirine	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
jumex	brand	selegiline	SG	Singapore HSA
junel	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
junel fe	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
jurnista	brand	hydromorphone	SG	Singapore HSA
juvisync	brand	simvastatin+sitagliptin	US	Drugs@FDA,FDA Orange Book
juxtapid	brand	lomitapide	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
jylamvo	brand	methotrexate	US,EU	EMA,FDA Orange Book
jynarque	brand	tolvaptan	US	Drugs@FDA,FDA Orange Book
k-mycin f.c	brand	clarithromycin	SG	Singapore HSA
kadcyla	brand	trastuzumab emtansine	EU,CA,SG	EMA,Health Canada DPD,Singapore HSA
kadian	brand	morphine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
kaitlib fe	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
kalbitor	brand	ecallantide	US	Drugs@FDA
kalexate	brand	polystyrene sulfonate	US	Drugs@FDA,FDA Orange Book
kalliga	brand	desogestrel+ethinylestradiol	US	Drugs@FDA,FDA Orange Book
kalydeco	brand	ivacaftor	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
kame	brand	paracetamol	SG	Singapore HSA
kamrab	brand	rabies immunoglobulin	CA	Health Canada DPD
kancin-l	brand	kanamycin+lidocaine	SG	Singapore HSA
kanjinti	brand	trastuzumab	EU,CA	EMA,Health Canada DPD
kantrex	brand	kanamycin	US	Drugs@FDA,FDA Orange Book
kanuma	brand	sebelipase alfa	US,EU,CA	Drugs@FDA,EMA,Health Canada DPD
kaon	brand	potassium chloride	US	Drugs@FDA,FDA Orange Book
kaon cl	brand	potassium chloride	US	Drugs@FDA,FDA Orange Book
kapril	brand	captopril	SG	Singapore HSA
kapspargo sprinkle	brand	metoprolol	US	FDA Orange Book
kapvay	brand	clonidine	US	Drugs@FDA,FDA Orange Book
karbinal er	brand	carbinoxamine	US	Drugs@FDA,FDA Orange Book
kardak	brand	simvastatin	SG	Singapore HSA
kariva	brand	desogestrel+ethinylestradiol	US	Drugs@FDA,FDA Orange Book
karvea	brand	irbesartan	EU	EMA
karvezide	brand	irbesartan+hydrochlorothiazide	EU	EMA
katerzia	brand	amlodipine	US	FDA Orange Book
katonal	brand	ketoconazole	SG	Singapore HSA
kavigale	brand	sipavibart	CA	Health Canada DPD
kayexalate	brand	polystyrene sulfonate	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
kefentech plaster	brand	ketoprofen	SG	Singapore HSA
keflet	brand	cefalexin	US	Drugs@FDA,FDA Orange Book
keflex	brand	cefalexin	AE,US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,UAE MOHAP
keflin	brand	cefalotin	US	Drugs@FDA,FDA Orange Book
keftab	brand	cefalexin	US	Drugs@FDA,FDA Orange Book
kefurox	brand	cefuroxime	US	Drugs@FDA,FDA Orange Book
kefzol	brand	cefazolin	US	Drugs@FDA,FDA Orange Book
kelnor	brand	ethinylestradiol+etynodiol	US	Drugs@FDA,FDA Orange Book
kemadrin	brand	procyclidine	US	Drugs@FDA,FDA Orange Book
kemeya	brand	drospirenone+ethinylestradiol	US	FDA Orange Book
kemocarb	brand	carboplatin	SG	Singapore HSA
kemoplat	brand	cisplatin	SG	Singapore HSA
kemstro	brand	baclofen	US	Drugs@FDA,FDA Orange Book
kenacort	brand	triamcinolone	US	Drugs@FDA,FDA Orange Book
kenalog	brand	triamcinolone	US	Drugs@FDA,FDA Orange Book,RxNorm
kenalog in orabase	brand	triamcinolone	US	Drugs@FDA,FDA Orange Book
kenalog-h	brand	triamcinolone	US	Drugs@FDA,FDA Orange Book
kengreal	brand	cangrelor	US	Drugs@FDA,FDA Orange Book
kengrexal	brand	cangrelor	EU,CA	EMA,Health Canada DPD
kenhancer plaster	brand	ketoprofen	SG	Singapore HSA
keno	brand	triamcinolone	SG	Singapore HSA
kentera	brand	oxybutynin	EU	EMA
kepivance	brand	palifermin	US	Drugs@FDA
keppra	brand	levetiracetam	IN,AE,US,EU,CA,SG	CDSCO,Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
keppra xr	brand	levetiracetam	US	Drugs@FDA,FDA Orange Book
kerendia	brand	finerenone	US,CA	FDA Orange Book,Health Canada DPD
kerledex	brand	betaxolol+chlortalidone	US	Drugs@FDA,FDA Orange Book
kerlone	brand	betaxolol	US	Drugs@FDA,FDA Orange Book
kerydin	brand	tavaborole	US	Drugs@FDA,FDA Orange Book
kesimpta	brand	ofatumumab	CA	Health Canada DPD
kesso-gesic	brand	dextropropoxyphene	US	Drugs@FDA,FDA Orange Book
kestine	brand	ebastine	SG	Singapore HSA
ketalar	brand	ketamine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
ketanine	brand	captopril	SG	Singapore HSA
ketek	brand	telithromycin	US,EU,SG	Drugs@FDA,EMA,FDA Orange Book,Singapore HSA
keten	brand	ketotifen	SG	Singapore HSA
ketesse	brand	dexketoprofen	SG	Singapore HSA
ketipinor	brand	quetiapine	SG	Singapore HSA
ketoderm	brand	ketoconazole	CA	Health Canada DPD
ketotop plaster	brand	ketoprofen	SG	Singapore HSA
ketozole	brand	ketoconazole	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
kevzara	brand	sarilumab	US,EU,CA	Drugs@FDA,EMA,Health Canada DPD
keytruda	brand	pembrolizumab	US,EU,CA,SG	Drugs@FDA,EMA,Health Canada DPD,Singapore HSA
kezoral	brand	ketoconazole	SG	Singapore HSA
khapzory	brand	calcium levofolinate	US	FDA Orange Book
khedezla	brand	desvenlafaxine	US	Drugs@FDA,FDA Orange Book
kigabeq	brand	vigabatrin	EU	EMA
kimidess	brand	desogestrel+ethinylestradiol	US	Drugs@FDA,FDA Orange Book
kimmtrak	brand	tebentafusp	CA	Health Canada DPD
kimyrsa	brand	oritavancin	US	FDA Orange Book
kineret	brand	anakinra	US,EU,CA	Drugs@FDA,EMA,Health Canada DPD
kinevac	brand	sincalide	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
kinlytic	brand	urokinase	US	Drugs@FDA
kinox	brand	nitric oxide	CA	Health Canada DPD
kinzalkomb	brand	telmisartan+hydrochlorothiazide	EU	EMA
kinzalmono	brand	telmisartan	EU	EMA
kionex	brand	polystyrene sulfonate	US	Drugs@FDA,FDA Orange Book
kirsty	brand	insulin aspart	CA	Health Canada DPD
kisplyx	brand	lenvatinib	EU	EMA
kisqali	brand	ribociclib	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
kitabis pak	brand	tobramycin	US	Drugs@FDA,FDA Orange Book
kivexa	brand	abacavir+lamivudine	EU,SG	EMA,Singapore HSA
klacid	brand	clarithromycin	AE,SG	Singapore HSA,UAE MOHAP
klacid forte	brand	clarithromycin	SG	Singapore HSA
klacid mr	brand	clarithromycin	SG	Singapore HSA
klar	brand	clarithromycin	SG	Singapore HSA
klaron	brand	sulfacetamide	US	Drugs@FDA,FDA Orange Book
klebcil	brand	kanamycin	US	Drugs@FDA,FDA Orange Book
klerimed	brand	clarithromycin	SG	Singapore HSA
klisyri	brand	tirbanibulin	US	FDA Orange Book
klonopin	brand	clonazepam	US	Drugs@FDA,FDA Orange Book,RxNorm
klonopin rapidly disintegrating	brand	clonazepam	US	Drugs@FDA,FDA Orange Book
klor-con	brand	potassium chloride	US	Drugs@FDA,FDA Orange Book
kloromin	brand	chlorphenamine	US	Drugs@FDA,FDA Orange Book
klorpo	brand	chlordiazepoxide	SG	Singapore HSA
klotrix	brand	potassium chloride	US	Drugs@FDA,FDA Orange Book
kloxxado	brand	naloxone	US,CA	FDA Orange Book,Health Canada DPD
koact	brand	amoxicillin+clavulanic acid	SG	Singapore HSA
koffex dm	brand	dextromethorphan	CA	Health Canada DPD
kolbam	brand	cholic acid	EU	EMA
kombiglyze xr	brand	metformin+saxagliptin	US	Drugs@FDA,FDA Orange Book
konakion	brand	phytomenadione	US	Drugs@FDA,FDA Orange Book
konakion mm	brand	phytomenadione	SG	Singapore HSA
konvomep	brand	omeprazole+sodium bicarbonate	US	FDA Orange Book
kool peppermint relief	brand	guaifenesin	SG	Singapore HSA
korandil	brand	enalapril	SG	Singapore HSA
korlym	brand	mifepristone	US	Drugs@FDA,FDA Orange Book
korostatin	brand	nystatin	US	Drugs@FDA,FDA Orange Book
korsuva	brand	difelikefalin	US,CA	FDA Orange Book,Health Canada DPD
koselugo	brand	selumetinib	US,CA	FDA Orange Book,Health Canada DPD
kovanaze	brand	oxymetazoline+tetracaine	US	Drugs@FDA,FDA Orange Book
krazati	brand	adagrasib	US	FDA Orange Book
krintafel	brand	tafenoquine	US	FDA Orange Book
krisovin	brand	griseofulvin	SG	Singapore HSA
krystexxa	brand	pegloticase	US	Drugs@FDA
kurvelo	brand	ethinylestradiol+levonorgestrel	US	Drugs@FDA,FDA Orange Book
kuvan	brand	sapropterin	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
kwell	brand	lindane	US	Drugs@FDA,FDA Orange Book
kwellada-p	brand	permethrin	CA	Health Canada DPD
kybella	brand	deoxycholic acid	US	Drugs@FDA,FDA Orange Book
kyleena	brand	levonorgestrel	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
kymriah	brand	tisagenlecleucel	EU,CA	EMA,Health Canada DPD
kynamro	brand	mipomersen	US	Drugs@FDA,FDA Orange Book
kynmobi	brand	apomorphine	US	FDA Orange Book
kyntheum	brand	brodalumab	EU	EMA
kyprolis	brand	carfilzomib	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
kyra	brand	drospirenone+ethinylestradiol	US	FDA Orange Book
kytril	brand	granisetron	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
kyzatrex	brand	testosterone	US,CA	FDA Orange Book,Health Canada DPD
l.t.r. cough	brand	codeine	SG	Singapore HSA
labid	brand	theophylline	US	Drugs@FDA,FDA Orange Book
lacipil	brand	lacidipine	SG	Singapore HSA
lacticare-hc	brand	hydrocortisone	SG	Singapore HSA
lactus	brand	lactulose	SG	Singapore HSA
lakan	brand	lidocaine	SG	Singapore HSA
lamictal	brand	lamotrigine	AE,US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
lamictal cd	brand	lamotrigine	US	Drugs@FDA,FDA Orange Book
lamictal odt	brand	lamotrigine	US	Drugs@FDA,FDA Orange Book
lamictal xr	brand	lamotrigine	US	Drugs@FDA,FDA Orange Book
lamisil	brand	terbinafine	AE,US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
lamisil at	brand	terbinafine	US	Drugs@FDA,FDA Orange Book
lamisil dermgel	brand	terbinafine	CA,SG	Health Canada DPD,Singapore HSA
lamisopt	brand	dorzolamide	SG	Singapore HSA
lamitor	brand	lamotrigine	SG	Singapore HSA
lampit	brand	nifurtimox	US	FDA Orange Book
lamprene	brand	clofazimine	US	Drugs@FDA,FDA Orange Book
lamzede	brand	velmanase alfa	EU	EMA
lancora	brand	ivabradine	CA	Health Canada DPD
laniazid	brand	isoniazid	US	Drugs@FDA,FDA Orange Book
lanophyllin	brand	theophylline	US	Drugs@FDA,FDA Orange Book
lanotan	brand	latanoprost	SG	Singapore HSA
lanoxicaps	brand	digoxin	US	Drugs@FDA,FDA Orange Book
lanoxin	brand	digoxin	AE,US,SG	Drugs@FDA,FDA Orange Book,RxNorm,Singapore HSA,UAE MOHAP
lantus	brand	insulin glargine	IN,AE,US,EU,CA,SG	CDSCO,Drugs@FDA,EMA,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
lantus optiset	brand	insulin glargine	SG	Singapore HSA
lantus solostar	brand	insulin glargine	US,SG	Drugs@FDA,Singapore HSA
lanvis	brand	tioguanine	CA	Health Canada DPD
lapelga	brand	pegfilgrastim	CA	Health Canada DPD
largon	brand	propiomazine	US	Drugs@FDA,FDA Orange Book
lariam	brand	mefloquine	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
larin	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
larin fe	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
larmabak eyedrops	brand	sodium chloride	SG	Singapore HSA
larodopa	brand	levodopa	US	Drugs@FDA,FDA Orange Book
larotid	brand	amoxicillin	US	Drugs@FDA,FDA Orange Book
lartruvo	brand	olaratumab	US,EU	Drugs@FDA,EMA
laryng-o-jet	brand	lidocaine	US	Drugs@FDA,FDA Orange Book
laryngotracheal anesthesia	brand	lidocaine	US	Drugs@FDA,FDA Orange Book
lasilactone	brand	furosemide+spironolactone	IN	CDSCO
lasix	brand	furosemide	IN,AE,US,CA,SG	CDSCO,Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
lasix special	brand	furosemide	CA	Health Canada DPD
lasoprol	brand	lansoprazole	SG	Singapore HSA
lastacaft	brand	alcaftadine	US	Drugs@FDA,FDA Orange Book
lastet	brand	etoposide	SG	Singapore HSA
latacris	brand	latanoprost	SG	Singapore HSA
latandrops	brand	latanoprost	SG	Singapore HSA
lataneo pf	brand	latanoprost	CA	Health Canada DPD
latisse	brand	bimatoprost	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
latuda	brand	lurasidone	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,RxNorm
lavoxen	brand	flavoxate	SG	Singapore HSA
laxarol	brand	liquid paraffin	SG	Singapore HSA
laxilose	brand	lactulose	US	Drugs@FDA,FDA Orange Book
laxodyl	brand	bisacodyl	SG	Singapore HSA
laylaa	brand	ethinylestradiol+levonorgestrel	CA	Health Canada DPD
lazanda	brand	fentanyl	US	Drugs@FDA,FDA Orange Book
lazcluze	brand	lazertinib	US,CA	FDA Orange Book,Health Canada DPD
ledaga	brand	chlormethine	EU,CA	EMA,Health Canada DPD
ledercillin vk	brand	phenoxymethylpenicillin	US	Drugs@FDA,FDA Orange Book
leftose	brand	lysozyme	SG	Singapore HSA
leganto	brand	rotigotine	EU	EMA
legubeti	brand	acetylcysteine	US	FDA Orange Book
lemtrada	brand	alemtuzumab	US,EU,CA	Drugs@FDA,EMA,Health Canada DPD
lendomax	brand	alendronic acid	SG	Singapore HSA
lentronat	brand	letrozole	SG	Singapore HSA
lenvima	brand	lenvatinib	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
lepax	brand	escitalopram	SG	Singapore HSA
leqembi	brand	lecanemab	CA	Health Canada DPD
leqselvi	brand	deuruxolitinib	US	FDA Orange Book
leqvio	brand	inclisiran	US,CA	FDA Orange Book,Health Canada DPD
leribane	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
leritine	brand	anileridine	US	Drugs@FDA,FDA Orange Book
lescol	brand	fluvastatin	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
lescol xl	brand	fluvastatin	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
lesflam	brand	diclofenac	SG	Singapore HSA
letairis	brand	ambrisentan	US	Drugs@FDA,FDA Orange Book
letara	brand	letrozole	SG	Singapore HSA
letero	brand	letrozole	SG	Singapore HSA
leucovorin	alias	calcium folinate	-	USAN
leukeran	brand	chlorambucil	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
leukine	brand	sargramostim	US	Drugs@FDA
leuprolide	alias	leuprorelin	-	USAN
leustatin	brand	cladribine	US	Drugs@FDA,FDA Orange Book
levaquin	brand	levofloxacin	US	Drugs@FDA,FDA Orange Book,RxNorm
levate	brand	amitriptyline	CA	Health Canada DPD
levatol	brand	penbutolol	US	Drugs@FDA,FDA Orange Book
levemir	brand	insulin detemir	AE,US,EU	Drugs@FDA,EMA,RxNorm,UAE MOHAP
levemir flexpen	brand	insulin detemir	US,SG	Drugs@FDA,Singapore HSA
levemir flextouch	brand	insulin detemir	US	Drugs@FDA
levemir innolet	brand	insulin detemir	US	Drugs@FDA
levemir penfill	brand	insulin detemir	US,CA	Drugs@FDA,Health Canada DPD
levipil	brand	levetiracetam	IN	CDSCO
levitra	brand	vardenafil	US,EU,SG	Drugs@FDA,EMA,FDA Orange Book,RxNorm,Singapore HSA
levlite	brand	ethinylestradiol+levonorgestrel	US	Drugs@FDA,FDA Orange Book
levo-t	brand	levothyroxine sodium	US	Drugs@FDA,FDA Orange Book
levocet	brand	levocetirizine	IN	CDSCO
levodexa	brand	dexamethasone+levofloxacin	CA	Health Canada DPD
levoflox	brand	levofloxacin	IN	CDSCO
levolet	brand	levothyroxine sodium	US	Drugs@FDA,FDA Orange Book
levoleucovorin	alias	calcium levofolinate	-	USAN
levomet	brand	carbidopa+levodopa	SG	Singapore HSA
levonest	brand	ethinylestradiol+levonorgestrel	US	Drugs@FDA,FDA Orange Book
levophed	brand	norepinephrine	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
levoprome	brand	levomepromazine	US	Drugs@FDA,FDA Orange Book
levopront	brand	levodropropizine	SG	Singapore HSA
levora	brand	ethinylestradiol+levonorgestrel	US	Drugs@FDA,FDA Orange Book
levothyroxine	alias	levothyroxine sodium	-	USAN
levoxyl	brand	levothyroxine sodium	US	Drugs@FDA,FDA Orange Book,RxNorm
levozine f.c	brand	levocetirizine	SG	Singapore HSA
levulan	brand	aminolevulinic acid	US	Drugs@FDA,FDA Orange Book
levulan kerastick	brand	aminolevulinic acid	CA	Health Canada DPD
lexapro	brand	escitalopram	AE,US,SG	Drugs@FDA,FDA Orange Book,RxNorm,Singapore HSA,UAE MOHAP
lexemin	brand	fenofibrate	SG	Singapore HSA
lexette	brand	ulobetasol	US	FDA Orange Book
lexiscan	brand	regadenoson	US	Drugs@FDA,FDA Orange Book
lexiva	brand	fosamprenavir	US	Drugs@FDA,FDA Orange Book
lexotan	brand	bromazepam	SG	Singapore HSA
lexxel	brand	enalapril+felodipine	US	Drugs@FDA,FDA Orange Book
lezra	brand	letrozole	SG	Singapore HSA
lialda	brand	mesalazine	US	Drugs@FDA,FDA Orange Book,RxNorm
libervant	brand	diazepam	US	FDA Orange Book
librelease	brand	chlordiazepoxide	US	Drugs@FDA,FDA Orange Book
libritabs	brand	chlordiazepoxide	US	Drugs@FDA,FDA Orange Book
librium	brand	chlordiazepoxide	US	Drugs@FDA,FDA Orange Book
libtayo	brand	cemiplimab	CA	Health Canada DPD
lidemol	brand	fluocinonide	CA	Health Canada DPD
lidex	brand	fluocinonide	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
lidex-e	brand	fluocinonide	US	Drugs@FDA,FDA Orange Book
lidodan	brand	lidocaine	CA	Health Canada DPD
lidodan jelly	brand	lidocaine	CA	Health Canada DPD
lidodan viscous	brand	lidocaine	CA	Health Canada DPD
lidoderm	brand	lidocaine	US	Drugs@FDA,FDA Orange Book,RxNorm
lidopen	brand	lidocaine	US	Drugs@FDA,FDA Orange Book
lidosite	brand	epinephrine+lidocaine	US	Drugs@FDA,FDA Orange Book
lidoxin	brand	cloxacillin	SG	Singapore HSA
lifmior	brand	etanercept	EU	EMA
lignocaine	alias	lidocaine	-	BAN
lignopad medicated plaster	brand	lidocaine	SG	Singapore HSA
lignospan forte	brand	epinephrine+lidocaine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
likacin	brand	amikacin	SG	Singapore HSA
likmez	brand	metronidazole	US	FDA Orange Book
liletta	brand	levonorgestrel	US	Drugs@FDA,FDA Orange Book
limbitrol	brand	amitriptyline+chlordiazepoxide	US	Drugs@FDA,FDA Orange Book
limbitrol ds	brand	amitriptyline+chlordiazepoxide	US	Drugs@FDA,FDA Orange Book
limcee	brand	ascorbic acid	IN	CDSCO
lincocin	brand	lincomycin	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
linzess	brand	linaclotide	US	Drugs@FDA,FDA Orange Book,RxNorm
lioresal	brand	baclofen	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
liothyronine	alias	liothyronine sodium	-	USAN
lipanthyl penta	brand	fenofibrate	SG	Singapore HSA
lipanthyl supra	brand	fenofibrate	SG	Singapore HSA
lipidil	brand	fenofibrate	US	Drugs@FDA,FDA Orange Book
lipidil ez	brand	fenofibrate	CA	Health Canada DPD
lipidil supra	brand	fenofibrate	CA	Health Canada DPD
lipiodol ultra-fluide	brand	ethyl esters of iodised fatty acids	SG	Singapore HSA
lipistorol	brand	gemfibrozil	SG	Singapore HSA
lipitor	brand	atorvastatin	AE,US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
lipo-hepin	brand	heparin	US	Drugs@FDA,FDA Orange Book
lipofen	brand	fenofibrate	US	Drugs@FDA,FDA Orange Book
lipofor	brand	gemfibrozil	SG	Singapore HSA
liprolog	brand	insulin lispro	EU	EMA
liptruzet	brand	atorvastatin+ezetimibe	US	Drugs@FDA,FDA Orange Book
liqrev	brand	sildenafil	US	FDA Orange Book
liquaemin lock flush	brand	heparin	US	Drugs@FDA,FDA Orange Book
liquamar	brand	phenprocoumon	US	Drugs@FDA,FDA Orange Book
lisdene	brand	lisinopril	SG	Singapore HSA
lisim	brand	terbinafine	SG	Singapore HSA
lisoril	brand	lisinopril	SG	Singapore HSA
litak	brand	cladribine	EU	EMA
litfulo	brand	ritlecitinib	US,CA	FDA Orange Book,Health Canada DPD
lithane	brand	lithium	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
lithmax	brand	lithium	CA	Health Canada DPD
lithobid	brand	lithium	US	Drugs@FDA,FDA Orange Book,RxNorm
lithonate	brand	lithium	US	Drugs@FDA,FDA Orange Book
lithostat	brand	acetohydroxamic acid	US	Drugs@FDA,FDA Orange Book
lithotabs	brand	lithium	US	Drugs@FDA,FDA Orange Book
livalo	brand	pitavastatin	US	Drugs@FDA,FDA Orange Book,RxNorm
livdelzi	brand	seladelpar	US	FDA Orange Book
livial	brand	tibolone	SG	Singapore HSA
livmarli	brand	maralixibat chloride	US,CA	FDA Orange Book,Health Canada DPD
livmoty	brand	golimumab	CA	Health Canada DPD
livostin	brand	levocabastine	US	Drugs@FDA,FDA Orange Book
livtencity	brand	maribavir	US,CA	FDA Orange Book,Health Canada DPD
lixiana	brand	edoxaban	EU	EMA
lo larin fe	brand	ethinylestradiol+norethisterone	US	Drugs@FDA
lo minastrin fe	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
lo simpesse	brand	ethinylestradiol+levonorgestrel	US	Drugs@FDA,FDA Orange Book
lo-blisovi fe	brand	norethisterone+ethinylestradiol+ferrous fumarate	US	Drugs@FDA
lo-malmorede	brand	ethinylestradiol+etynodiol	US	FDA Orange Book
lo-trol	brand	atropine+diphenoxylate	US	Drugs@FDA,FDA Orange Book
lo-zumandimine	brand	drospirenone+ethinylestradiol	US	Drugs@FDA,FDA Orange Book
lobesol	brand	clobetasol	SG	Singapore HSA
loceryl nail lacquer	brand	amorolfine	SG	Singapore HSA
lochol	brand	lovastatin	SG	Singapore HSA
locholest	brand	colestyramine	US	Drugs@FDA,FDA Orange Book
locholest light	brand	colestyramine	US	Drugs@FDA,FDA Orange Book
locikline	brand	levofloxacin	SG	Singapore HSA
locoid	brand	hydrocortisone butyrate	US	Drugs@FDA,FDA Orange Book
locoid lipocream	brand	hydrocortisone butyrate	US	Drugs@FDA,FDA Orange Book
loctin	brand	lovastatin	SG	Singapore HSA
lodalis	brand	colesevelam	CA	Health Canada DPD
lodine	brand	etodolac	US	Drugs@FDA,FDA Orange Book
lodine xl	brand	etodolac	US	Drugs@FDA,FDA Orange Book
lodoco	brand	colchicine	US	FDA Orange Book
lodosyn	brand	carbidopa	US	Drugs@FDA,FDA Orange Book
lodotra modified-release	brand	prednisone	SG	Singapore HSA
lodoz	brand	bisoprolol+hydrochlorothiazide	SG	Singapore HSA
loestrin	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
loestrin fe	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
logen	brand	atropine+diphenoxylate	US	Drugs@FDA,FDA Orange Book
logilia	brand	ulipristal	US	Drugs@FDA,FDA Orange Book
lojuxta	brand	lomitapide	EU	EMA
lokelma	brand	sodium zirconium cyclosilicate	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
lolo	brand	ethinylestradiol+norethisterone	CA	Health Canada DPD
lomaira	brand	phentermine	US	Drugs@FDA,FDA Orange Book
lomanate	brand	atropine+diphenoxylate	US	Drugs@FDA,FDA Orange Book
lomflox	brand	lomefloxacin	SG	Singapore HSA
lomotil	brand	diphenoxylate+atropine	US	RxNorm
lonazep	brand	clonazepam	IN	CDSCO
long lasting dristan	brand	oxymetazoline	CA	Health Canada DPD
longavo	brand	risperidone	CA	Health Canada DPD
lonhala magnair	brand	glycopyrronium bromide	US	Drugs@FDA,FDA Orange Book
loniten	brand	minoxidil	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
lonox	brand	atropine+diphenoxylate	US	Drugs@FDA,FDA Orange Book
lonquex	brand	lipegfilgrastim	EU	EMA
lopermide	brand	loperamide	SG	Singapore HSA
lopid	brand	gemfibrozil	US	Drugs@FDA,FDA Orange Book,RxNorm
lopressidone	brand	chlortalidone+metoprolol	US	Drugs@FDA,FDA Orange Book
lopressor	brand	metoprolol	US	Drugs@FDA,FDA Orange Book,RxNorm
lopressor hct	brand	hydrochlorothiazide+metoprolol	US	Drugs@FDA,FDA Orange Book
loprox	brand	ciclopirox	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
lopurin	brand	allopurinol	US	Drugs@FDA,FDA Orange Book
loqtorzi	brand	toripalimab	CA	Health Canada DPD
lorabid	brand	loracarbef	US	Drugs@FDA,FDA Orange Book
loracin	brand	loratadine	SG	Singapore HSA
loradine	brand	loratadine	SG	Singapore HSA
lorahexal	brand	loratadine	SG	Singapore HSA
loramide	brand	loperamide	SG	Singapore HSA
lorans	brand	lorazepam	SG	Singapore HSA
loratyn	brand	loratadine	SG	Singapore HSA
loraz	brand	lorazepam	US	Drugs@FDA,FDA Orange Book
lorbrena	brand	lorlatinib	US,CA	FDA Orange Book,Health Canada DPD
lorcet-hd	brand	paracetamol+hydrocodone	US	Drugs@FDA,FDA Orange Book
loreev xr	brand	lorazepam	US	FDA Orange Book
lorelco	brand	probucol	US	Drugs@FDA,FDA Orange Book
lorfast	brand	loratadine	SG	Singapore HSA
loridin rapitab	brand	loratadine	SG	Singapore HSA
lorpa	brand	loperamide	SG	Singapore HSA
lortab	brand	paracetamol+hydrocodone	US	Drugs@FDA,FDA Orange Book
lortan	brand	losartan	SG	Singapore HSA
loryna	brand	drospirenone+ethinylestradiol	US	Drugs@FDA,FDA Orange Book
losagen	brand	losartan	SG	Singapore HSA
losanorm	brand	hydrochlorothiazide+losartan	SG	Singapore HSA
losar	brand	losartan	IN	CDSCO
losarb plus	brand	hydrochlorothiazide+losartan	SG	Singapore HSA
loseasonique	brand	ethinylestradiol+levonorgestrel	US	Drugs@FDA,FDA Orange Book
losec	brand	omeprazole	AE,CA,SG	Health Canada DPD,Singapore HSA,UAE MOHAP
losec mups	brand	omeprazole	CA,SG	Health Canada DPD,Singapore HSA
lotemax	brand	loteprednol	CA,SG	Health Canada DPD,Singapore HSA
lotenal	brand	atenolol	SG	Singapore HSA
lotensin	brand	benazepril	US	Drugs@FDA,FDA Orange Book
lotensin hct	brand	benazepril+hydrochlorothiazide	US	Drugs@FDA,FDA Orange Book
lotrel	brand	amlodipine+benazepril	US	Drugs@FDA,FDA Orange Book
lotriderm	brand	betamethasone+clotrimazole	CA	Health Canada DPD
lotrimin	brand	clotrimazole	US	Drugs@FDA,FDA Orange Book,RxNorm
lotrimin af	brand	clotrimazole	US	Drugs@FDA
lotrimin ultra	brand	butenafine	US	Drugs@FDA,FDA Orange Book
lotrisone	brand	betamethasone+clotrimazole	US	Drugs@FDA,FDA Orange Book
lotronex	brand	alosetron	US	Drugs@FDA,FDA Orange Book
lotusate	brand	talbutal	US	Drugs@FDA,FDA Orange Book
lovaza	brand	omega-3 fatty acids	US	RxNorm
lovenox	brand	enoxaparin	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm
lovenox hp	brand	enoxaparin	CA	Health Canada DPD
lovir	brand	aciclovir	SG	Singapore HSA
low-quel	brand	atropine+diphenoxylate	US	Drugs@FDA,FDA Orange Book
loxapac	brand	loxapine	CA	Health Canada DPD
loxitane	brand	loxapine	US	Drugs@FDA,FDA Orange Book
loxitane c	brand	loxapine	US	Drugs@FDA,FDA Orange Book
lozol	brand	indapamide	US	Drugs@FDA,FDA Orange Book
lucemyra	brand	lofexidine	US	Drugs@FDA,FDA Orange Book
lucentis	brand	ranibizumab	US,EU,CA,SG	Drugs@FDA,EMA,Health Canada DPD,Singapore HSA
lucrin	brand	leuprorelin	SG	Singapore HSA
lucrin depot	brand	leuprorelin	SG	Singapore HSA
ludiomil	brand	maprotiline	US	Drugs@FDA,FDA Orange Book
lukakline	brand	montelukast	SG	Singapore HSA
lumakras	brand	sotorasib	US,CA	FDA Orange Book,Health Canada DPD
lumaren	brand	ranitidine	SG	Singapore HSA
lumi-sporyn	brand	bacitracin+neomycin+polymyxin b	US	FDA Orange Book
lumify	brand	brimonidine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
lumigan	brand	bimatoprost	US,EU,SG	Drugs@FDA,EMA,FDA Orange Book,RxNorm,Singapore HSA
lumigan rc	brand	bimatoprost	CA	Health Canada DPD
lumisight	brand	pegulicianine	US	FDA Orange Book
lumizyme	brand	alglucosidase alfa	US	Drugs@FDA
lumryz	brand	sodium oxybate	US	FDA Orange Book
lunelle	brand	estradiol+medroxyprogesterone	US	Drugs@FDA,FDA Orange Book
lunesta	brand	eszopiclone	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm
lunsumio	brand	mosunetuzumab	CA	Health Canada DPD
lupaneta pack	brand	leuprorelin+norethisterone	US	Drugs@FDA,FDA Orange Book
lupkynis	brand	voclosporin	US	FDA Orange Book
lupron	brand	leuprorelin	US	Drugs@FDA,FDA Orange Book
lupron depot	brand	leuprorelin	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
lupron depot-ped	brand	leuprorelin	US	Drugs@FDA,FDA Orange Book
lusduna	brand	insulin glargine	US,EU	Drugs@FDA,EMA
lutrelef	brand	gonadorelin	SG	Singapore HSA
lutrepulse	brand	gonadorelin	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
luveris	brand	lutropin alfa	US,EU,CA,SG	Drugs@FDA,EMA,Health Canada DPD,Singapore HSA
luvox	brand	fluvoxamine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
luvox cr	brand	fluvoxamine	US	Drugs@FDA,FDA Orange Book
luxa-d	brand	colecalciferol	CA	Health Canada DPD
luxiq	brand	betamethasone	US	Drugs@FDA,FDA Orange Book
luxturna	brand	voretigene neparvovec	CA	Health Canada DPD
luxzyla	brand	penicillamine	US	FDA Orange Book
luzu	brand	luliconazole	US	Drugs@FDA,FDA Orange Book
lybrel	brand	ethinylestradiol+levonorgestrel	US	Drugs@FDA,FDA Orange Book
lyderm	brand	fluocinonide	CA	Health Canada DPD
lygen	brand	chlordiazepoxide	US	Drugs@FDA,FDA Orange Book
lymepak	brand	doxycycline	US	Drugs@FDA,FDA Orange Book
lynkuet	brand	elinzanetant	CA	Health Canada DPD
lynoral	brand	ethinylestradiol	US	Drugs@FDA,FDA Orange Book
lynparza	brand	olaparib	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
lypqozet	brand	atorvastatin+ezetimibe	US	FDA Orange Book
lyracaine	brand	lidocaine	CA	Health Canada DPD
lyrica	brand	pregabalin	AE,US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
lyrica cr	brand	pregabalin	US	Drugs@FDA,FDA Orange Book
lysodren	brand	mitotane	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
lysteda	brand	tranexamic acid	US	Drugs@FDA,FDA Orange Book
lytgobi	brand	futibatinib	US	FDA Orange Book
lyumjev	brand	insulin lispro	CA	Health Canada DPD
lyumjev junior kwikpen	brand	insulin lispro	CA	Health Canada DPD
lyumjev kwikpen	brand	insulin lispro	CA	Health Canada DPD
lyumjev tempo	brand	insulin lispro	CA	Health Canada DPD
lyvdelzi	brand	seladelpar	CA	Health Canada DPD
lyvispah	brand	baclofen	US	FDA Orange Book
lyxumia	brand	lixisenatide	EU,SG	EMA,Singapore HSA
lyzyme	brand	lysozyme	SG	Singapore HSA
m-ediat	brand	morphine	CA	Health Canada DPD
m-eslon	brand	morphine	CA	Health Canada DPD
m-predrol	brand	methylprednisolone	US	Drugs@FDA,FDA Orange Book
m-zole	brand	miconazole	US	Drugs@FDA,FDA Orange Book
mabcampath	brand	alemtuzumab	CA	Health Canada DPD
mabron	brand	tramadol	SG	Singapore HSA
mabthera	brand	rituximab	EU,SG	EMA,Singapore HSA
macrilen	brand	macimorelin	US	Drugs@FDA,FDA Orange Book
macrobid	brand	nitrofurantoin	US	Drugs@FDA,FDA Orange Book,RxNorm
macrodantin	brand	nitrofurantoin	US	Drugs@FDA,FDA Orange Book
macugen	brand	pegaptanib	US,EU,SG	Drugs@FDA,EMA,FDA Orange Book,Singapore HSA
maeve	brand	norethisterone	CA	Health Canada DPD
magnevist	brand	gadopentetic acid	CA,SG	Health Canada DPD,Singapore HSA
magrilan	brand	fluoxetine	SG	Singapore HSA
magsil	brand	magnesium silicate	SG	Singapore HSA
malmorede	brand	ethinylestradiol+etynodiol	US	FDA Orange Book
maltofer	brand	ferrous sulfate	SG	Singapore HSA
manace	brand	haloperidol	SG	Singapore HSA
manerix	brand	moclobemide	CA	Health Canada DPD
mapin	brand	naloxone	SG	Singapore HSA
marcain	brand	bupivacaine	SG	Singapore HSA
marcain spinal	brand	bupivacaine	SG	Singapore HSA
marcaine spinal	brand	bupivacaine	CA	Health Canada DPD
marevan	brand	warfarin	SG	Singapore HSA
marezine	brand	cyclizine	US	Drugs@FDA,FDA Orange Book
maril	brand	metoclopramide	SG	Singapore HSA
marinol	brand	dronabinol	US	Drugs@FDA,FDA Orange Book
marixino	brand	memantine	EU	EMA
marlissa	brand	ethinylestradiol+levonorgestrel	US	Drugs@FDA,FDA Orange Book
marplan	brand	isocarboxazid	US	Drugs@FDA,FDA Orange Book
marqibo	brand	vincristine	US	Drugs@FDA,FDA Orange Book
matcine	brand	chlorpromazine	SG	Singapore HSA
matever	brand	levetiracetam	EU	EMA
matulane	brand	procarbazine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
mavenclad	brand	cladribine	US,EU,CA	EMA,FDA Orange Book,Health Canada DPD
mavik	brand	trandolapril	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
maxair	brand	pirbuterol	US	Drugs@FDA,FDA Orange Book
maxalt	brand	rizatriptan	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm
maxalt rpd	brand	rizatriptan	CA	Health Canada DPD
maxalt-mlt	brand	rizatriptan	US	Drugs@FDA,FDA Orange Book
maxaquin	brand	lomefloxacin	US	Drugs@FDA,FDA Orange Book
maxibolin	brand	ethylestrenol	US	Drugs@FDA,FDA Orange Book
maxidex	brand	dexamethasone	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
maxidol	brand	naproxen	CA	Health Canada DPD
maxigesic	brand	ibuprofen+paracetamol	SG	Singapore HSA
maxilene	brand	lidocaine	CA	Health Canada DPD
maxipime	brand	cefepime	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
maxolon	brand	metoclopramide	US	Drugs@FDA,FDA Orange Book
maxzide	brand	hydrochlorothiazide+triamterene	US	Drugs@FDA,FDA Orange Book
mayzent	brand	siponimod	US,CA	FDA Orange Book,Health Canada DPD
mazanor	brand	mazindol	US	Drugs@FDA,FDA Orange Book
mazepine	brand	carbamazepine	CA	Health Canada DPD
measurin	brand	acetylsalicylic acid	US	Drugs@FDA,FDA Orange Book
mebetin	brand	mebeverine	SG	Singapore HSA
mechlorethamine	alias	chlormethine	-	USAN
meclizine	alias	meclozine	-	USAN
meclodium	brand	meclofenamic acid	US	Drugs@FDA,FDA Orange Book
meclofenamate	alias	meclofenamic acid	-	USAN
meclomen	brand	meclofenamic acid	US	Drugs@FDA,FDA Orange Book
medazole	brand	metronidazole	SG	Singapore HSA
medicap	brand	mefenamic acid	SG	Singapore HSA
medihaler-epi	brand	epinephrine	US	Drugs@FDA,FDA Orange Book
medihaler-iso	brand	isoprenaline	US	Drugs@FDA,FDA Orange Book
medikinet mr	brand	methylphenidate	SG	Singapore HSA
medipren	brand	ibuprofen	US	Drugs@FDA,FDA Orange Book
meditrol	brand	calcitriol	SG	Singapore HSA
medobeta	brand	betamethasone	SG	Singapore HSA
medoclazide	brand	gliclazide	SG	Singapore HSA
medodermone	brand	clobetasol	SG	Singapore HSA
medoflucon	brand	fluconazole	SG	Singapore HSA
medomycin	brand	doxycycline	SG	Singapore HSA
medostatin	brand	lovastatin	SG	Singapore HSA
medovir	brand	aciclovir	SG	Singapore HSA
medrinate	brand	dimenhydrinate	SG	Singapore HSA
medrol	brand	methylprednisolone	IN,AE,US,CA	CDSCO,Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,UAE MOHAP
meflotas	brand	mefloquine	SG	Singapore HSA
mefoxin	brand	cefoxitin	US	Drugs@FDA,FDA Orange Book
meftal	brand	mefenamic acid	IN	CDSCO
meftal spas	brand	mefenamic acid+dicycloverine	IN	CDSCO
megace	brand	megestrol	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
megace es	brand	megestrol	US	Drugs@FDA,FDA Orange Book
megion	brand	ceftriaxone	SG	Singapore HSA
mehisdin-p	brand	chlorphenamine+phenylephrine+sodium citrate	SG	Singapore HSA
mekinist	brand	trametinib	EU,CA	EMA,Health Canada DPD
mektovi	brand	binimetinib	US,EU,CA	EMA,FDA Orange Book,Health Canada DPD
melamisa	brand	drospirenone+ethinylestradiol	US	Drugs@FDA,FDA Orange Book
melgesic	brand	mefenamic acid	SG	Singapore HSA
melicron	brand	gliclazide	SG	Singapore HSA
mellaril	brand	thioridazine	US	Drugs@FDA,FDA Orange Book
mellaril-s	brand	thioridazine	US	Drugs@FDA,FDA Orange Book
melomet	brand	mometasone	SG	Singapore HSA
melox	brand	meloxicam	SG	Singapore HSA
melvizo	brand	ranibizumab	CA	Health Canada DPD
membraneblue	brand	trypan blue	US	Drugs@FDA,FDA Orange Book
men's rogaine	brand	minoxidil	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
menopur	brand	human menopausal gonadotrophin	CA	Health Canada DPD
menostar	brand	estradiol	US	Drugs@FDA,FDA Orange Book
menotropins	alias	human menopausal gonadotrophin	-	USAN
mentax	brand	butenafine	US	Drugs@FDA,FDA Orange Book
mentax-tc	brand	butenafine	US	Drugs@FDA,FDA Orange Book
mepact	brand	mifamurtide	EU	EMA
mepergan	brand	pethidine+promethazine	US	Drugs@FDA,FDA Orange Book
meperidine	alias	pethidine	-	USAN
mephaquin lactab	brand	mefloquine	SG	Singapore HSA
mephobarbital	alias	methylphenobarbital	-	USAN
mephyton	brand	phytomenadione	US	Drugs@FDA,FDA Orange Book
mepriam	brand	meprobamate	US	Drugs@FDA,FDA Orange Book
mepron	brand	atovaquone	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
meprospan	brand	meprobamate	US	Drugs@FDA,FDA Orange Book
mepsevii	brand	vestronidase alfa	EU	EMA
meptin	brand	procaterol	SG	Singapore HSA
mercilon	brand	desogestrel+ethinylestradiol	SG	Singapore HSA
meridia	brand	sibutramine	US	Drugs@FDA,FDA Orange Book
merislon	brand	betahistine	SG	Singapore HSA
meronem	brand	meropenem	SG	Singapore HSA
meropidel	brand	meropenem	SG	Singapore HSA
merrem	brand	meropenem	US	Drugs@FDA,FDA Orange Book
merzee	brand	ethinylestradiol+norethisterone	US	FDA Orange Book
mesalamine	alias	mesalazine	-	USAN
mesantoin	brand	mephenytoin	US	Drugs@FDA,FDA Orange Book
mesnex	brand	mesna	US	Drugs@FDA,FDA Orange Book
mestinon	brand	pyridostigmine	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
mestinon-sr	brand	pyridostigmine	CA	Health Canada DPD
metadate cd	brand	methylphenidate	US	Drugs@FDA,FDA Orange Book
metadate er	brand	methylphenidate	US	Drugs@FDA,FDA Orange Book
metadol	brand	methadone	CA	Health Canada DPD
metadol-d	brand	methadone	CA	Health Canada DPD
metagard	brand	trimetazidine	SG	Singapore HSA
metaglip	brand	glipizide+metformin	US	Drugs@FDA,FDA Orange Book
metahydrin	brand	trichlormethiazide	US	Drugs@FDA,FDA Orange Book
metalyse	brand	tenecteplase	EU,SG	EMA,Singapore HSA
metandren	brand	methyltestosterone	US	Drugs@FDA,FDA Orange Book
metaproterenol	alias	orciprenaline	-	USAN
metatensin	brand	reserpine+trichlormethiazide	US	Drugs@FDA,FDA Orange Book
metazin	brand	trimetazidine	SG	Singapore HSA
methacid	brand	indometacin	SG	Singapore HSA
methamphetamine	alias	metamfetamine	-	USAN
methergine	brand	methylergometrine	US	Drugs@FDA,FDA Orange Book
methimazole	alias	thiamazole	-	USAN
methorphan	brand	dextromethorphan	CA	Health Canada DPD
methsuximide	alias	mesuximide	-	USAN
methycobal	brand	mecobalamin	SG	Singapore HSA
methylcobalamin	alias	mecobalamin	-	common name
methylergonovine	alias	methylergometrine	-	USAN
meti-derm	brand	prednisolone	US	Drugs@FDA,FDA Orange Book
meticortelone	brand	prednisolone	US	Drugs@FDA,FDA Orange Book
meticorten	brand	prednisone	US	Drugs@FDA,FDA Orange Book
metimyd	brand	prednisolone+sulfacetamide	US	Drugs@FDA,FDA Orange Book
metoject	brand	methotrexate	CA	Health Canada DPD
metolar	brand	metoprolol	IN	CDSCO
metophan cough	brand	dextromethorphan	SG	Singapore HSA
metopirone	brand	metyrapone	US	Drugs@FDA,FDA Orange Book
metozolv odt	brand	metoclopramide	US	Drugs@FDA,FDA Orange Book
metpure	brand	metoprolol	IN	CDSCO
metran	brand	mecobalamin	SG	Singapore HSA
metreton	brand	prednisolone	US	Drugs@FDA,FDA Orange Book
metris	brand	metronidazole	SG	Singapore HSA
metrocream	brand	metronidazole	US	Drugs@FDA,FDA Orange Book
metrodin	brand	urofollitropin	US	Drugs@FDA
metrogel	brand	metronidazole	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
metrogyl	brand	metronidazole	IN	CDSCO
metrolotion	brand	metronidazole	US	Drugs@FDA,FDA Orange Book
metromidol	brand	metronidazole	US	Drugs@FDA,FDA Orange Book
metvix	brand	methyl aminolevulinate	CA,SG	Health Canada DPD,Singapore HSA
metvixia	brand	methyl aminolevulinate	US	Drugs@FDA,FDA Orange Book
metyrosine	alias	metirosine	-	USAN
mevacor	brand	lovastatin	US	Drugs@FDA,FDA Orange Book
mexan	brand	gliclazide	SG	Singapore HSA
mexate	brand	methotrexate	US	Drugs@FDA,FDA Orange Book
mexate-aq	brand	methotrexate	US	Drugs@FDA,FDA Orange Book
mexate-aq preserved	brand	methotrexate	US	Drugs@FDA,FDA Orange Book
mexitil	brand	mexiletine	US	Drugs@FDA,FDA Orange Book
mezavant	brand	mesalazine	CA	Health Canada DPD
mezera	brand	mesalazine	CA	Health Canada DPD
mezlin	brand	mezlocillin	US	Drugs@FDA,FDA Orange Book
mibelas	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
micardis	brand	telmisartan	AE,US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
micardis hct	brand	hydrochlorothiazide+telmisartan	US	Drugs@FDA,FDA Orange Book
micardisplus	brand	telmisartan+hydrochlorothiazide	EU	EMA
micatin	brand	miconazole	CA	Health Canada DPD
micazo	brand	miconazole	SG	Singapore HSA
micon	brand	miconazole	SG	Singapore HSA
micon-h	brand	hydrocortisone+miconazole	SG	Singapore HSA
micort-hc	brand	hydrocortisone	US	Drugs@FDA,FDA Orange Book
micrainin	brand	acetylsalicylic acid+meprobamate	US	Drugs@FDA,FDA Orange Book
micro zn	brand	zinc sulfate	CA	Health Canada DPD
micro-k	brand	potassium chloride	US	Drugs@FDA,FDA Orange Book
micro-k ls	brand	potassium chloride	US	Drugs@FDA,FDA Orange Book
microderm	brand	chlorhexidine	US	Drugs@FDA,FDA Orange Book
microdox	brand	doxycycline	SG	Singapore HSA
microgestin	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
microgestin fe	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
microgynon	brand	ethinylestradiol+levonorgestrel	SG	Singapore HSA
micronase	brand	glibenclamide	US	Drugs@FDA,FDA Orange Book,RxNorm
micronor	brand	norethisterone	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
microsul	brand	sulfamethizole	US	Drugs@FDA,FDA Orange Book
microzide	brand	hydrochlorothiazide	US	Drugs@FDA,FDA Orange Book,RxNorm
mictonorm	brand	propiverine	SG	Singapore HSA
mictoryl	brand	propiverine	CA	Health Canada DPD
midamor	brand	amiloride	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
midol	brand	ibuprofen	US	Drugs@FDA,FDA Orange Book
mifegymiso	brand	misoprostol+mifepristone	CA	Health Canada DPD
mifiso	brand	misoprostol+mifepristone	CA	Health Canada DPD
migranal	brand	dihydroergotamine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
milontin	brand	phensuximide	US	Drugs@FDA,FDA Orange Book
milophene	brand	clomifene	US	Drugs@FDA,FDA Orange Book
milprosa	brand	progesterone	US	FDA Orange Book
miltown	brand	meprobamate	US	Drugs@FDA,FDA Orange Book
mimpara	brand	cinacalcet	EU	EMA
minastrin	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
minazol	brand	miconazole	SG	Singapore HSA
minidiab	brand	glipizide	SG	Singapore HSA
minipress	brand	prazosin	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
minipress xl	brand	prazosin	US	Drugs@FDA,FDA Orange Book
minirin	brand	desmopressin	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
minirin nose	brand	desmopressin	SG	Singapore HSA
minitran	brand	glyceryl trinitrate	US	Drugs@FDA,FDA Orange Book
minivelle	brand	estradiol	US	Drugs@FDA,FDA Orange Book
minizide	brand	polythiazide+prazosin	US	Drugs@FDA,FDA Orange Book
minjuvi	brand	tafasitamab	CA	Health Canada DPD
minocin	brand	minocycline	US	Drugs@FDA,FDA Orange Book
minodyl	brand	minoxidil	US	Drugs@FDA,FDA Orange Book
minolira	brand	minocycline	US	Drugs@FDA,FDA Orange Book
minox	brand	minoxidil	CA	Health Canada DPD
mint-levocarb	brand	carbidopa+levodopa	CA	Health Canada DPD
mintezol	brand	tiabendazole	US	Drugs@FDA,FDA Orange Book
minzoya	brand	ethinylestradiol+levonorgestrel	US	FDA Orange Book
miochol	brand	acetylcholine	US	Drugs@FDA,FDA Orange Book
miochol-e	brand	acetylcholine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
miochol-e intraocular	brand	acetylcholine	SG	Singapore HSA
miostat	brand	carbachol	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
miostat intraocular	brand	carbachol	SG	Singapore HSA
miplyffa	brand	arimoclomol	US	FDA Orange Book
miralax	brand	macrogol	US	Drugs@FDA,FDA Orange Book,RxNorm
miramycin	brand	gentamicin	SG	Singapore HSA
mirapex	brand	pramipexole	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm
mirapex er	brand	pramipexole	US	Drugs@FDA,FDA Orange Book
mirapexin	brand	pramipexole	EU	EMA
mircera	brand	methoxy polyethylene glycol-epoetin beta	US,EU,SG	Drugs@FDA,EMA,Singapore HSA
mircette	brand	desogestrel+ethinylestradiol	US	Drugs@FDA,FDA Orange Book
mirena	brand	levonorgestrel	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
mirvaso	brand	brimonidine	US,EU,SG	Drugs@FDA,EMA,FDA Orange Book,Singapore HSA
misel	brand	misoprostol	SG	Singapore HSA
mithracin	brand	plicamycin	US	Drugs@FDA,FDA Orange Book
mitigare	brand	colchicine	US	Drugs@FDA,FDA Orange Book
mitigo	brand	morphine	US	FDA Orange Book
mitosol	brand	mitomycin	US	Drugs@FDA,FDA Orange Book
mitozytrex	brand	mitomycin	US	Drugs@FDA,FDA Orange Book
mivacron	brand	mivacurium chloride	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
mixtard	brand	human insulin	IN,AE	CDSCO,UAE MOHAP
mizosin	brand	prazosin	SG	Singapore HSA
mo-floren	brand	moxifloxacin	SG	Singapore HSA
moban	brand	molindone	US	Drugs@FDA,FDA Orange Book
mobic	brand	meloxicam	AE,US,SG	Drugs@FDA,FDA Orange Book,RxNorm,Singapore HSA,UAE MOHAP
modalim	brand	ciprofibrate	SG	Singapore HSA
moderil	brand	rescinnamine	US	Drugs@FDA,FDA Orange Book
modicon	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
modigraf	brand	tacrolimus	EU	EMA
modrastane	brand	trilostane	US	Drugs@FDA,FDA Orange Book
moduretic	brand	amiloride+hydrochlorothiazide	US	Drugs@FDA,FDA Orange Book
mogadon	brand	nitrazepam	CA	Health Canada DPD
monicure	brand	fluconazole	CA	Health Canada DPD
monicure combo	brand	miconazole+fluconazole	CA	Health Canada DPD
monistat	brand	miconazole	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm
monistat derm	brand	miconazole	CA	Health Canada DPD
monistat-derm	brand	miconazole	US	Drugs@FDA,FDA Orange Book
monocef	brand	ceftriaxone	IN	CDSCO
monocid	brand	cefonicid	US	Drugs@FDA,FDA Orange Book
monoclarium	brand	clarithromycin	SG	Singapore HSA
monodox	brand	doxycycline	US	Drugs@FDA,FDA Orange Book
monoferric	brand	ferrous sulfate	CA	Health Canada DPD
monoket	brand	isosorbide mononitrate	US	Drugs@FDA,FDA Orange Book
monopril	brand	fosinopril	US	Drugs@FDA,FDA Orange Book
monopril-hct	brand	fosinopril+hydrochlorothiazide	US	Drugs@FDA,FDA Orange Book
monoprost	brand	latanoprost	CA	Health Canada DPD
monsin	brand	mupirocin	SG	Singapore HSA
montair	brand	montelukast	IN	CDSCO
montek	brand	montelukast	IN	CDSCO
montek lc	brand	montelukast+levocetirizine	IN	CDSCO
monurol	brand	fosfomycin	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
moridone	brand	domperidone	SG	Singapore HSA
morphabond er	brand	morphine	US	Drugs@FDA,FDA Orange Book
mortin	brand	sulfamethoxazole+trimethoprim	SG	Singapore HSA
mortin-ds	brand	sulfamethoxazole+trimethoprim	SG	Singapore HSA
motegrity	brand	prucalopride	US	FDA Orange Book
motilium	brand	domperidone	AE,SG	Singapore HSA,UAE MOHAP
motivan	brand	haloperidol	SG	Singapore HSA
motofen	brand	atropine+difenoxin	US	Drugs@FDA,FDA Orange Book
motofen half-strength	brand	atropine+difenoxin	US	Drugs@FDA,FDA Orange Book
motpoly xr	brand	lacosamide	US	FDA Orange Book
motrin	brand	ibuprofen	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm
motrin gelcaps	brand	ibuprofen	CA	Health Canada DPD
motrin ib	brand	ibuprofen	US	Drugs@FDA,FDA Orange Book
motrin migraine pain	brand	ibuprofen	US	Drugs@FDA,FDA Orange Book
mounjaro	brand	tirzepatide	AE,US,CA	FDA Orange Book,Health Canada DPD,RxNorm,UAE MOHAP
mounjaro kwikpen	brand	tirzepatide	CA	Health Canada DPD
movantik	brand	naloxegol	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
moventig	brand	naloxegol	EU	EMA
movisse	brand	norethisterone	CA	Health Canada DPD
movymia	brand	teriparatide	EU	EMA
mox	brand	amoxicillin	IN	CDSCO
moxatag	brand	amoxicillin	US	Drugs@FDA,FDA Orange Book
moxeza	brand	moxifloxacin	US	Drugs@FDA,FDA Orange Book
moxicip	brand	moxifloxacin	IN	CDSCO
moxiclav	brand	amoxicillin+clavulanic acid	SG	Singapore HSA
moxiclav forte	brand	amoxicillin+clavulanic acid	SG	Singapore HSA
moxikind	brand	amoxicillin	IN	CDSCO
moxilen	brand	amoxicillin	SG	Singapore HSA
moxipen	brand	amoxicillin	SG	Singapore HSA
mozobil	brand	plerixafor	US,EU,SG	Drugs@FDA,EMA,FDA Orange Book,Singapore HSA
ms contin	brand	morphine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
ms.ir	brand	morphine	CA	Health Canada DPD
msh-hemorrhoidal	brand	phenylephrine	CA	Health Canada DPD
mst continus	brand	morphine	SG	Singapore HSA
mucinex	brand	guaifenesin	US,SG	Drugs@FDA,FDA Orange Book,RxNorm,Singapore HSA
mucinex chest congestion	brand	guaifenesin	CA	Health Canada DPD
mucinex d	brand	guaifenesin+pseudoephedrine	US	Drugs@FDA,FDA Orange Book
mucinex dm	brand	dextromethorphan+guaifenesin	US	Drugs@FDA,FDA Orange Book
mucoclear	brand	ambroxol	SG	Singapore HSA
mucodin	brand	carbocisteine	SG	Singapore HSA
mucolite	brand	ambroxol	IN	CDSCO
mucolix	brand	bromhexine	SG	Singapore HSA
mucomyst	brand	acetylcysteine	US	Drugs@FDA,FDA Orange Book
mucon mucolytic	brand	carbocisteine	SG	Singapore HSA
mucopront	brand	carbocisteine	SG	Singapore HSA
mucosol	brand	bromhexine	SG	Singapore HSA
mucosolvan	brand	ambroxol	AE,SG	Singapore HSA,UAE MOHAP
mulpleta	brand	lusutrombopag	US	FDA Orange Book
multaq	brand	dronedarone	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA
multifuge	brand	piperazine	US	Drugs@FDA,FDA Orange Book
multihance	brand	gadobenic acid	CA,SG	Health Canada DPD,Singapore HSA
mupider	brand	mupirocin	SG	Singapore HSA
mupirax	brand	mupirocin	SG	Singapore HSA
muprin	brand	mupirocin	SG	Singapore HSA
mustargen	brand	chlormethine	US	Drugs@FDA,FDA Orange Book
mutamycin	brand	mitomycin	US	Drugs@FDA,FDA Orange Book
mvasi	brand	bevacizumab	EU,CA	EMA,Health Canada DPD
myalept	brand	metreleptin	US	Drugs@FDA
myalepta	brand	metreleptin	EU,CA	EMA,Health Canada DPD
myambutol	brand	ethambutol	US	Drugs@FDA,FDA Orange Book
mycamine	brand	micafungin	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
mycapssa	brand	octreotide	US	FDA Orange Book
mycelex	brand	clotrimazole	US	Drugs@FDA,FDA Orange Book
mycelex-g	brand	clotrimazole	US	Drugs@FDA,FDA Orange Book
mychel	brand	chloramphenicol	US	Drugs@FDA
mychel-s	brand	chloramphenicol	US	Drugs@FDA,FDA Orange Book
mycifradin	brand	neomycin	US	Drugs@FDA,FDA Orange Book
mycitracin	brand	bacitracin+neomycin+polymyxin b	US	Drugs@FDA,FDA Orange Book
myclausen	brand	mycophenolic acid	EU	EMA
myco-triacet ii	brand	nystatin+triamcinolone	US	Drugs@FDA,FDA Orange Book
mycoban	brand	miconazole	SG	Singapore HSA
mycobutin	brand	rifabutin	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
mycolog-ii	brand	nystatin+triamcinolone	US	Drugs@FDA,FDA Orange Book
mycophenolate	alias	mycophenolic acid	-	USAN
mycoril	brand	clotrimazole	SG	Singapore HSA
mycostatin	brand	nystatin	US	Drugs@FDA,FDA Orange Book
mydcombi	brand	phenylephrine+tropicamide	US	FDA Orange Book
mydfrin	brand	phenylephrine	CA,SG	Health Canada DPD,Singapore HSA
mydriacyl	brand	tropicamide	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
mydriafair	brand	tropicamide	US	Drugs@FDA,FDA Orange Book
myfed	brand	pseudoephedrine+triprolidine	US	Drugs@FDA,FDA Orange Book
myfenax	brand	mycophenolic acid	EU,SG	EMA,Singapore HSA
myfortic	brand	mycophenolic acid	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
myfortic gastro-resistant	brand	mycophenolic acid	SG	Singapore HSA
myhibbin	brand	mycophenolic acid	US	FDA Orange Book
myidyl	brand	triprolidine	US	Drugs@FDA,FDA Orange Book
myinfla	brand	colchicine	CA	Health Canada DPD
mykacet	brand	nystatin+triamcinolone	US	Drugs@FDA,FDA Orange Book
mykinac	brand	nystatin	US	Drugs@FDA,FDA Orange Book
mykrox	brand	metolazone	US	Drugs@FDA,FDA Orange Book
mylan-beclo aq	brand	beclometasone	CA	Health Canada DPD
mylan-nitro	brand	glyceryl trinitrate	CA	Health Canada DPD
myleran	brand	busulfan	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
mylotarg	brand	gemtuzumab ozogamicin	US,EU,CA	Drugs@FDA,EMA,Health Canada DPD
mymethazine fortis	brand	promethazine	US	Drugs@FDA,FDA Orange Book
mynazole	brand	miconazole	SG	Singapore HSA
myocet	brand	doxorubicin	EU,CA	EMA,Health Canada DPD
myoflex extra strength	brand	trolamine	CA	Health Canada DPD
myoflex maximum strength	brand	trolamine	CA	Health Canada DPD
myoflex regular strength	brand	trolamine	CA	Health Canada DPD
myonal	brand	eperisone	SG	Singapore HSA
myorisan	brand	isotretinoin	US	Drugs@FDA,FDA Orange Book
myotan	brand	losartan	SG	Singapore HSA
myotonachol	brand	bethanechol	US	Drugs@FDA,FDA Orange Book
myozyme	brand	alglucosidase alfa	US,EU,CA,SG	Drugs@FDA,EMA,Health Canada DPD,Singapore HSA
myran	brand	busulfan	SG	Singapore HSA
myrbetriq	brand	mirabegron	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm
mysildecard	brand	sildenafil	EU	EMA
mysimba	brand	naltrexone+bupropion	EU	EMA
mysoline	brand	primidone	US	Drugs@FDA,FDA Orange Book
mystep	brand	levonorgestrel	CA	Health Canada DPD
mytelase	brand	ambenonium	US	Drugs@FDA,FDA Orange Book
mytesi	brand	crofelemer	US	Drugs@FDA,FDA Orange Book
mytolac	brand	lanreotide	CA	Health Canada DPD
mytrex a	brand	neomycin+triamcinolone	US	Drugs@FDA,FDA Orange Book
mytrex f	brand	nystatin+triamcinolone	US	Drugs@FDA,FDA Orange Book
myxredlin	brand	human insulin	CA	Health Canada DPD
myzilra	brand	ethinylestradiol+levonorgestrel	US	Drugs@FDA,FDA Orange Book
nadryl	brand	diphenhydramine	CA	Health Canada DPD
nafazair	brand	naphazoline	US	Drugs@FDA,FDA Orange Book
naftate	brand	tolnaftate	SG	Singapore HSA
naftin	brand	naftifine	US	Drugs@FDA,FDA Orange Book
naglazyme	brand	galsulfase	US,EU,CA	Drugs@FDA,EMA,Health Canada DPD
nalcrom	brand	cromoglicic acid	CA	Health Canada DPD
nalfon	brand	fenoprofen	US	Drugs@FDA,FDA Orange Book
nallpen	brand	nafcillin	US	Drugs@FDA,FDA Orange Book
nalol	brand	propranolol	SG	Singapore HSA
namenda	brand	memantine	US	Drugs@FDA,FDA Orange Book,RxNorm
namenda xr	brand	memantine	US	Drugs@FDA,FDA Orange Book
namzaric	brand	donepezil+memantine	US	Drugs@FDA,FDA Orange Book
nanonumb	brand	lidocaine	CA	Health Canada DPD
napamide	brand	indapamide	SG	Singapore HSA
napan	brand	mefenamic acid	SG	Singapore HSA
naphcon a	brand	naphazoline+pheniramine	CA	Health Canada DPD
naphcon forte	brand	naphazoline	US	Drugs@FDA,FDA Orange Book
naphcon-a	brand	naphazoline+pheniramine	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
naprelan	brand	naproxen	US	Drugs@FDA,FDA Orange Book
naprosyn	brand	naproxen	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm
naqua	brand	trichlormethiazide	US	Drugs@FDA,FDA Orange Book
naquival	brand	reserpine+trichlormethiazide	US	Drugs@FDA,FDA Orange Book
naramig	brand	naratriptan	SG	Singapore HSA
narcan	brand	naloxone	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
narcaricin mite	brand	benzbromarone	SG	Singapore HSA
nardil	brand	phenelzine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
naropin	brand	ropivacaine	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
narpan	brand	naltrexone	SG	Singapore HSA
nasacort	brand	triamcinolone	US	Drugs@FDA,FDA Orange Book
nasacort allergy	brand	triamcinolone	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
nasacort aq	brand	triamcinolone	CA,SG	Health Canada DPD,Singapore HSA
nasacort hfa	brand	triamcinolone	US	Drugs@FDA,FDA Orange Book
nasalcrom	brand	cromoglicic acid	US	Drugs@FDA,FDA Orange Book
nasalide	brand	flunisolide	US	Drugs@FDA,FDA Orange Book
nasarel	brand	flunisolide	US	Drugs@FDA,FDA Orange Book
nascobal	brand	cyanocobalamin	US	Drugs@FDA,FDA Orange Book
nasivion	brand	oxymetazoline	IN	CDSCO
nasofan aqueous	brand	fluticasone	SG	Singapore HSA
nasonex	brand	mometasone	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm
nasonex aqueous	brand	mometasone	SG	Singapore HSA
natacyn	brand	natamycin	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
natazia	brand	dienogest+estradiol	US	Drugs@FDA,FDA Orange Book
natesto	brand	testosterone	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
natpar	brand	parathyroid hormone	EU	EMA
natpara	brand	parathyroid hormone	US	Drugs@FDA
natrecor	brand	nesiritide	US	Drugs@FDA,FDA Orange Book
natrilix	brand	indapamide	AE	UAE MOHAP
natrilix sr	brand	indapamide	SG	Singapore HSA
natrixam	brand	amlodipine+indapamide	SG	Singapore HSA
navane	brand	tiotixene	US	Drugs@FDA,FDA Orange Book
navelbine	brand	vinorelbine	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
nayzilam	brand	midazolam	US	FDA Orange Book
nazal	brand	chlorphenamine+naphazoline	SG	Singapore HSA
nazin	brand	cinnarizine	SG	Singapore HSA
nazol	brand	danazol	SG	Singapore HSA
nazolin	brand	oxymetazoline	SG	Singapore HSA
nduvra	brand	tapinarof	CA	Health Canada DPD
nebcin	brand	tobramycin	US	Drugs@FDA,FDA Orange Book
nebicard	brand	nebivolol	IN	CDSCO
nebido	brand	testosterone	SG	Singapore HSA
nebilet	brand	nebivolol	SG	Singapore HSA
nebistar	brand	nebivolol	IN	CDSCO
nebupent	brand	pentamidine isethionate	US	Drugs@FDA,FDA Orange Book
neffy	brand	epinephrine	US	FDA Orange Book
neggram	brand	nalidixic acid	US	Drugs@FDA,FDA Orange Book
nembutal	brand	pentobarbital	US	Drugs@FDA,FDA Orange Book
nemdatine	brand	memantine	EU,SG	EMA,Singapore HSA
nemluvio	brand	nemolizumab	CA	Health Canada DPD
neo-betasone	brand	betamethasone+neomycin	SG	Singapore HSA
neo-cort-dome	brand	hydrocortisone+neomycin	US	Drugs@FDA,FDA Orange Book
neo-cortef	brand	hydrocortisone+neomycin	US	Drugs@FDA,FDA Orange Book
neo-fradin	brand	neomycin	US	Drugs@FDA,FDA Orange Book
neo-hydeltrasol	brand	neomycin+prednisolone	US	Drugs@FDA,FDA Orange Book
neo-hydro	brand	hydrocortisone+neomycin	SG	Singapore HSA
neo-medrol	brand	methylprednisolone+neomycin	US	Drugs@FDA,FDA Orange Book
neo-mercazole	brand	carbimazole	IN,AE	CDSCO,UAE MOHAP
neo-penotran	brand	metronidazole+miconazole	SG	Singapore HSA
neo-synalar	brand	fluocinolone acetonide+neomycin	US	Drugs@FDA,FDA Orange Book
neobiotic	brand	neomycin	US	Drugs@FDA,FDA Orange Book
neoceptin	brand	ranitidine	SG	Singapore HSA
neoclarityn	brand	desloratadine	EU	EMA
neodecadron	brand	dexamethasone+neomycin	US	Drugs@FDA,FDA Orange Book
neodol	brand	diclofenac	SG	Singapore HSA
neodol-k	brand	diclofenac	SG	Singapore HSA
neofloxin	brand	ciprofloxacin	SG	Singapore HSA
neofordex	brand	dexamethasone	EU	EMA
neopap	brand	paracetamol	US	Drugs@FDA,FDA Orange Book
neopril	brand	enalapril	SG	Singapore HSA
neoprofen	brand	ibuprofen	US	Drugs@FDA,FDA Orange Book
neoral	brand	ciclosporin	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm
neosar	brand	cyclophosphamide	US	Drugs@FDA,FDA Orange Book
neosporin	brand	neomycin+bacitracin+polymyxin b	US	RxNorm
neosporin g.u. irrigant	brand	neomycin+polymyxin b	US	Drugs@FDA,FDA Orange Book
neotigason	brand	acitretin	SG	Singapore HSA
neoxidil	brand	minoxidil	SG	Singapore HSA
neparvis	brand	sacubitril+valsartan	EU	EMA
neptazane	brand	methazolamide	US	Drugs@FDA,FDA Orange Book
nerlynx	brand	neratinib	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
nervigesic	brand	pregabalin	IN	CDSCO
nesacaine	brand	chloroprocaine	US	Drugs@FDA,FDA Orange Book
nesacaine-mpf	brand	chloroprocaine	US	Drugs@FDA,FDA Orange Book
nesina	brand	alogliptin	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
nesina met	brand	alogliptin+metformin	SG	Singapore HSA
nesp	brand	darbepoetin alfa	SG	Singapore HSA
netildex	brand	dexamethasone+netilmicin	CA	Health Canada DPD
netromycin	brand	netilmicin	US	Drugs@FDA,FDA Orange Book
neuflo	brand	lysozyme	SG	Singapore HSA
neulasta	brand	pegfilgrastim	US,EU,CA	Drugs@FDA,EMA,Health Canada DPD
neulastim	brand	pegfilgrastim	SG	Singapore HSA
neuleptil	brand	periciazine	CA	Health Canada DPD
neupogen	brand	filgrastim	US,CA,SG	Drugs@FDA,Health Canada DPD,Singapore HSA
neupro	brand	rotigotine	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
neuramate	brand	meprobamate	US	Drugs@FDA,FDA Orange Book
neurobion	brand	vitamin b-complex, plain	IN,AE	CDSCO,UAE MOHAP
neurobloc	brand	botulinum toxin	EU	EMA
neurocetam	brand	piracetam	SG	Singapore HSA
neuroforte	brand	cyanocobalamin+pyridoxine+thiamine	SG	Singapore HSA
neurontin	brand	gabapentin	AE,US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
neurorubine-forte lactab	brand	cyanocobalamin+pyridoxine+thiamine	SG	Singapore HSA
neurosanbe	brand	cyanocobalamin+pyridoxine+thiamine	SG	Singapore HSA
neuzym	brand	lysozyme	SG	Singapore HSA
nevanac	brand	nepafenac	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
newporine	brand	cefaclor	SG	Singapore HSA
nexavar	brand	sorafenib	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
nexcede	brand	ketoprofen	US	Drugs@FDA,FDA Orange Book
nexesta fe	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
nexiclon xr	brand	clonidine	US	FDA Orange Book
nexito	brand	escitalopram	IN	CDSCO
nexium	brand	esomeprazole	AE,US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
nexium control	brand	esomeprazole	EU	EMA
nexium mups	brand	esomeprazole	SG	Singapore HSA
nexletol	brand	bempedoic acid	US	FDA Orange Book
nexlizet	brand	bempedoic acid+ezetimibe	US	FDA Orange Book
nexplanon	brand	etonogestrel	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
nexpro	brand	esomeprazole	IN	CDSCO
nexterone	brand	amiodarone	US	Drugs@FDA,FDA Orange Book
nextstellis	brand	drospirenone+estetrol	US,CA	FDA Orange Book,Health Canada DPD
nexviazyme	brand	avalglucosidase alfa	CA	Health Canada DPD
ngenla	brand	somatrogon	CA	Health Canada DPD
niacin	alias	nicotinic acid	-	USAN
niacinamide	alias	nicotinamide	-	USAN
niacor	brand	nicotinic acid	US	Drugs@FDA,FDA Orange Book
niaspan	brand	nicotinic acid	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
niclocide	brand	niclosamide	US	Drugs@FDA,FDA Orange Book
nicolar	brand	nicotinic acid	US	Drugs@FDA,FDA Orange Book
nicold medicine	brand	pseudoephedrine+doxylamine+dextromethorphan+paracetamol	CA	Health Canada DPD
nicozone	brand	ketoconazole	SG	Singapore HSA
nidagel	brand	metronidazole	CA	Health Canada DPD
nifecard xl	brand	nifedipine	SG	Singapore HSA
nifelat	brand	nifedipine	SG	Singapore HSA
nifetex-tr	brand	atenolol+nifedipine	SG	Singapore HSA
niftas	brand	atenolol+nifedipine	SG	Singapore HSA
nilandron	brand	nilutamide	US	Drugs@FDA,FDA Orange Book
nilemdo	brand	bempedoic acid	CA	Health Canada DPD
nilstat	brand	nystatin	US	Drugs@FDA,FDA Orange Book
nimbex	brand	cisatracurium	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
nimbex forte	brand	cisatracurium	SG	Singapore HSA
nimegen	brand	isotretinoin	SG	Singapore HSA
nimotop	brand	nimodipine	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
nimvastid	brand	rivastigmine	EU	EMA
ninazol	brand	ketoconazole	SG	Singapore HSA
ninlaro	brand	ixazomib	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
niopeg	brand	pegfilgrastim	CA	Health Canada DPD
nipent	brand	pentostatin	US	Drugs@FDA,FDA Orange Book
nipin	brand	nifedipine	SG	Singapore HSA
nipride	brand	nitroprusside	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
nipride rtu	brand	nitroprusside	US	Drugs@FDA,FDA Orange Book
niraben	brand	nifuroxazide	SG	Singapore HSA
niravam	brand	alprazolam	US	Drugs@FDA,FDA Orange Book
nitetime cold medicine	brand	paracetamol+doxylamine+dextromethorphan+pseudoephedrine	CA	Health Canada DPD
nithiodote	brand	sodium nitrite+thiosulfate	US	Drugs@FDA,FDA Orange Book
nitoman	brand	tetrabenazine	CA	Health Canada DPD
nitozol	brand	ketoconazole	SG	Singapore HSA
nitrados	brand	nitrazepam	SG	Singapore HSA
nitro	brand	glyceryl trinitrate	US	Drugs@FDA,FDA Orange Book
nitro-bid	brand	glyceryl trinitrate	US	Drugs@FDA,FDA Orange Book
nitro-dur	brand	glyceryl trinitrate	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
nitrocine	brand	glyceryl trinitrate	SG	Singapore HSA
nitroglycerin	alias	glyceryl trinitrate	-	USAN
nitroject	brand	glyceryl trinitrate	CA	Health Canada DPD
nitrol	brand	glyceryl trinitrate	US	Drugs@FDA,FDA Orange Book
nitrolingual	brand	glyceryl trinitrate	US	Drugs@FDA,FDA Orange Book
nitrolingual pumpspray	brand	glyceryl trinitrate	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
nitromist	brand	glyceryl trinitrate	US	Drugs@FDA,FDA Orange Book
nitronal	brand	glyceryl trinitrate	US	Drugs@FDA,FDA Orange Book
nitrostat	brand	glyceryl trinitrate	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm
nityr	brand	nitisinone	US,EU	Drugs@FDA,EMA,FDA Orange Book
nivestim	brand	filgrastim	EU,SG	EMA,Singapore HSA
nivestym	brand	filgrastim	CA	Health Canada DPD
nix creme rinse	brand	permethrin	CA	Health Canada DPD
nix dermal	brand	permethrin	CA	Health Canada DPD
nizole	brand	metronidazole	SG	Singapore HSA
nizoral	brand	ketoconazole	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA
nizoral a-d	brand	ketoconazole	US	Drugs@FDA
nizoral anti-dandruff	brand	ketoconazole	US	FDA Orange Book
nocdurna	brand	desmopressin	US	Drugs@FDA,FDA Orange Book
noctiva	brand	desmopressin	US	Drugs@FDA,FDA Orange Book
nogenic hc	brand	hydrocortisone	US	Drugs@FDA,FDA Orange Book
noludar	brand	methyprylon	US	Drugs@FDA,FDA Orange Book
nolvadex	brand	tamoxifen	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
nolvadex-d	brand	tamoxifen	SG	Singapore HSA
nootropil	brand	piracetam	SG	Singapore HSA
nootropil drinkable	brand	piracetam	SG	Singapore HSA
noperten	brand	lisinopril	SG	Singapore HSA
noradrenaline	alias	norepinephrine	-	USAN
norcept-e	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
norcet	brand	paracetamol+hydrocodone	US	Drugs@FDA,FDA Orange Book
norco	brand	hydrocodone+paracetamol	US	Drugs@FDA,FDA Orange Book,RxNorm
norcolut	brand	norethisterone	SG	Singapore HSA
norcuron	brand	vecuronium	US	Drugs@FDA,FDA Orange Book
norcutin	brand	norethisterone	SG	Singapore HSA
nordimet	brand	methotrexate	EU	EMA
norditropin	brand	somatropin	US	Drugs@FDA
norditropin flexpro	brand	somatropin	US,CA	Drugs@FDA,Health Canada DPD
norditropin nordiflex	brand	somatropin	US	Drugs@FDA
norditropin nordilet	brand	somatropin	SG	Singapore HSA
norethindrone	alias	norethisterone	-	USAN
norflox	brand	norfloxacin	IN	CDSCO
norinyl	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
norisodrine	brand	isoprenaline	US	Drugs@FDA,FDA Orange Book
norisodrine aerotrol	brand	isoprenaline	US	Drugs@FDA,FDA Orange Book
noritate	brand	metronidazole	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
norlestrin	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
norlestrin fe	brand	ethinylestradiol+ferrous fumarate+norethisterone	US	Drugs@FDA,FDA Orange Book
norlevo	brand	levonorgestrel	CA,SG	Health Canada DPD,Singapore HSA
norliqva	brand	amlodipine	US	FDA Orange Book
norlutate	brand	norethisterone	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
norlutin	brand	norethisterone	US	Drugs@FDA,FDA Orange Book
normaten	brand	atenolol	SG	Singapore HSA
norminest fe	brand	ethinylestradiol+norethisterone+ferrous fumarate	US	Drugs@FDA
normocarb hf	brand	magnesium chloride+sodium bicarbonate+sodium chloride	US	Drugs@FDA,FDA Orange Book
normodin	brand	amlodipine	SG	Singapore HSA
normodyne	brand	labetalol	US	Drugs@FDA,FDA Orange Book
normozide	brand	hydrochlorothiazide+labetalol	US	Drugs@FDA,FDA Orange Book
noromby	brand	enoxaparin	CA	Health Canada DPD
noromby hp	brand	enoxaparin	CA	Health Canada DPD
noroxin	brand	norfloxacin	US	Drugs@FDA,FDA Orange Book
norpace	brand	disopyramide	US	Drugs@FDA,FDA Orange Book
norpace cr	brand	disopyramide	US	Drugs@FDA,FDA Orange Book
norplant	brand	levonorgestrel	US	Drugs@FDA,FDA Orange Book
norplant system	brand	levonorgestrel	US	Drugs@FDA,FDA Orange Book
norpramin	brand	desipramine	US	Drugs@FDA,FDA Orange Book
norquest fe	brand	ethinylestradiol+ferrous fumarate+norethisterone	US	Drugs@FDA,FDA Orange Book
northera	brand	droxidopa	US	Drugs@FDA,FDA Orange Book
nortrel	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
norvasc	brand	amlodipine	AE,US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
norvasc odt	brand	amlodipine	SG	Singapore HSA
norvir	brand	ritonavir	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
nospan	brand	dextromethorphan	SG	Singapore HSA
nourianz	brand	istradefylline	US	FDA Orange Book
novafed	brand	pseudoephedrine	US	Drugs@FDA,FDA Orange Book
novamox	brand	amoxicillin	IN	CDSCO
novamoxin	brand	amoxicillin	CA	Health Canada DPD
novantrone	brand	mitoxantrone	US	Drugs@FDA,FDA Orange Book
novexcold extra strength	brand	pheniramine+phenylephrine+paracetamol	CA	Health Canada DPD
novo-gesic	brand	paracetamol	CA	Health Canada DPD
novo-gesic forte	brand	paracetamol	CA	Health Canada DPD
novocain	brand	procaine	US	Drugs@FDA,FDA Orange Book
novofen	brand	tamoxifen	SG	Singapore HSA
novolin	brand	human insulin	US	RxNorm
novolog	brand	insulin aspart	US	Drugs@FDA,RxNorm
novolog flexpen	brand	insulin aspart	US	Drugs@FDA
novolog flextouch	brand	insulin aspart	US	Drugs@FDA
novolog innolet	brand	insulin aspart	US	Drugs@FDA
novolog mix	brand	insulin aspart	US	RxNorm
novolog penfill	brand	insulin aspart	US	Drugs@FDA
novomin	brand	dimenhydrinate	SG	Singapore HSA
novomix	brand	insulin aspart	EU	EMA
novonorm	brand	repaglinide	EU,SG	EMA,Singapore HSA
novorapid	brand	insulin aspart	IN,AE,EU,CA	CDSCO,EMA,Health Canada DPD,UAE MOHAP
novorapid flexpen	brand	insulin aspart	SG	Singapore HSA
novorapid penfill	brand	insulin aspart	SG	Singapore HSA
novothirteen	brand	catridecacog	EU	EMA
novothyrox	brand	levothyroxine sodium	US	Drugs@FDA
noxafil	brand	posaconazole	US,EU,SG	Drugs@FDA,EMA,FDA Orange Book,Singapore HSA
noxafil powdermix	brand	posaconazole	US	FDA Orange Book
noxivent	brand	nitric oxide	US	FDA Orange Book
noyada	brand	captopril	CA	Health Canada DPD
nplate	brand	romiplostim	US,EU,CA,SG	Drugs@FDA,EMA,Health Canada DPD,Singapore HSA
nubain	brand	nalbuphine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
nubeqa	brand	darolutamide	US,CA	FDA Orange Book,Health Canada DPD
nucala	brand	mepolizumab	US,EU,CA	Drugs@FDA,EMA,Health Canada DPD
nucynta	brand	tapentadol	US	Drugs@FDA,FDA Orange Book
nucynta er	brand	tapentadol	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
nucynta extended-release	brand	tapentadol	CA	Health Canada DPD
nucynta ir	brand	tapentadol	CA,SG	Health Canada DPD,Singapore HSA
nuedexta	brand	dextromethorphan+quinidine	US	Drugs@FDA,FDA Orange Book
nuelin	brand	theophylline	SG	Singapore HSA
nuelin-sr	brand	theophylline	SG	Singapore HSA
nulibry	brand	fosdenopterin	US	FDA Orange Book
nulojix	brand	belatacept	US,EU	Drugs@FDA,EMA
nulox	brand	meloxicam	SG	Singapore HSA
nulytely	brand	macrogol+potassium chloride+sodium bicarbonate+sodium chloride	US	Drugs@FDA,FDA Orange Book
nulytely-flavored	brand	macrogol+potassium chloride+sodium bicarbonate+sodium chloride	US	Drugs@FDA,FDA Orange Book
numbskin	brand	lidocaine	CA	Health Canada DPD
numient	brand	levodopa+carbidopa	EU	EMA
numorphan	brand	oxymorphone	US	Drugs@FDA,FDA Orange Book
nuplazid	brand	pimavanserin	US	Drugs@FDA,FDA Orange Book
nuprafen	brand	naproxen	SG	Singapore HSA
nuprin	brand	ibuprofen	US	Drugs@FDA,FDA Orange Book
nurofen	brand	ibuprofen	AE,SG	Singapore HSA,UAE MOHAP
nurofen express	brand	ibuprofen	SG	Singapore HSA
nuromax	brand	doxacurium chloride	US	Drugs@FDA,FDA Orange Book
nurtec	brand	rimegepant	US	RxNorm
nurtec odt	brand	rimegepant	US,CA	FDA Orange Book,Health Canada DPD
nutracort	brand	hydrocortisone	US	Drugs@FDA,FDA Orange Book
nutrihealth neurovit	brand	cyanocobalamin+pyridoxine+thiamine	SG	Singapore HSA
nutropin	brand	somatropin	US	Drugs@FDA
nutropin aq	brand	somatropin	US	Drugs@FDA
nutropin aq nuspin	brand	somatropin	US	Drugs@FDA
nutropin depot	brand	somatropin	US	Drugs@FDA
nutropinaq	brand	somatropin	EU	EMA
nuvaring	brand	ethinylestradiol+etonogestrel	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
nuvessa	brand	metronidazole	US	Drugs@FDA,FDA Orange Book
nuvigil	brand	armodafinil	US	Drugs@FDA,FDA Orange Book
nuzyra	brand	omadacycline	US	FDA Orange Book
nyaderm	brand	nystatin	CA	Health Canada DPD
nydrazid	brand	isoniazid	US	Drugs@FDA,FDA Orange Book
nylia	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
nymalize	brand	nimodipine	US	Drugs@FDA,FDA Orange Book
nyolol	brand	timolol	SG	Singapore HSA
nypozi	brand	filgrastim	CA	Health Canada DPD
nyquil complete	brand	doxylamine+dextromethorphan+paracetamol+phenylephrine	CA	Health Canada DPD
nyquil honey	brand	paracetamol+dextromethorphan+doxylamine	CA	Health Canada DPD
nyquil hot remedy	brand	paracetamol+diphenhydramine	CA	Health Canada DPD
nyquil kids	brand	dextromethorphan+phenylephrine+doxylamine	CA	Health Canada DPD
nyquil kids honey	brand	dextromethorphan+doxylamine	CA	Health Canada DPD
nyquil sinus liquicaps	brand	phenylephrine+doxylamine+paracetamol	CA	Health Canada DPD
nyrin	brand	calcium folinate	SG	Singapore HSA
nysert	brand	nystatin	US	Drugs@FDA,FDA Orange Book
nystaform	brand	clioquinol+nystatin	US	Drugs@FDA,FDA Orange Book
nystex	brand	nystatin	US	Drugs@FDA,FDA Orange Book
nystop	brand	nystatin	US	Drugs@FDA,FDA Orange Book
nytol	brand	diphenhydramine	CA	Health Canada DPD
nyvepria	brand	pegfilgrastim	CA	Health Canada DPD
nyxoid	brand	naloxone	EU	EMA
obizur	brand	susoctocog alfa	EU	EMA
obredon	brand	guaifenesin+hydrocodone	US	Drugs@FDA,FDA Orange Book
obutin	brand	oxybutynin	SG	Singapore HSA
ocaliva	brand	obeticholic acid	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
ocid	brand	omeprazole	SG	Singapore HSA
ocrevus	brand	ocrelizumab	US,EU,CA	Drugs@FDA,EMA,Health Canada DPD
octanate	brand	coagulation factor viii	SG	Singapore HSA
octasa	brand	mesalazine	CA	Health Canada DPD
octocaine	brand	epinephrine+lidocaine	US	Drugs@FDA,FDA Orange Book
octostim	brand	desmopressin	SG	Singapore HSA
ocuclear	brand	oxymetazoline	US	Drugs@FDA,FDA Orange Book
ocufen	brand	flurbiprofen	US	Drugs@FDA,FDA Orange Book
ocuflox	brand	ofloxacin	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
ocumycin	brand	bacitracin+polymyxin b	US	Drugs@FDA,FDA Orange Book
ocupress	brand	carteolol	US	Drugs@FDA,FDA Orange Book
ocusert	brand	pilocarpine	US	Drugs@FDA,FDA Orange Book
ocusyn	brand	tobramycin	SG	Singapore HSA
odan-cide	brand	sulfacetamide+prednisolone	CA	Health Canada DPD
odan-spor	brand	neomycin+gramicidin+polymyxin b	CA	Health Canada DPD
odan-spor-hc	brand	neomycin+hydrocortisone+polymyxin b	CA	Health Canada DPD
odan-trol	brand	dexamethasone+polymyxin b+neomycin	CA	Health Canada DPD
odan-vernacon	brand	phenylephrine+pheniramine	CA	Health Canada DPD
odnatron	brand	ondansetron	SG	Singapore HSA
odomzo	brand	sonidegib	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
ofcin	brand	ofloxacin	SG	Singapore HSA
ofev	brand	nintedanib	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
ofirmev	brand	paracetamol	US	Drugs@FDA,FDA Orange Book
oflox	brand	ofloxacin	IN,SG	CDSCO,Singapore HSA
oforta	brand	fludarabine	US	Drugs@FDA,FDA Orange Book
oframax	brand	ceftriaxone	SG	Singapore HSA
oftalmolosa cusi antiedema	brand	sodium chloride	SG	Singapore HSA
ogivri	brand	trastuzumab	CA	Health Canada DPD
ogsiveo	brand	nirogacestat	US	FDA Orange Book
ohta's isan antacid	brand	calcium carbonate+sodium bicarbonate	SG	Singapore HSA
ohtuvayre	brand	ensifentrine	US	FDA Orange Book
ojemda	brand	tovorafenib	US	FDA Orange Book
ojjaara	brand	momelotinib	US,CA	FDA Orange Book,Health Canada DPD
okacet	brand	cetirizine	IN	CDSCO
okedi	brand	risperidone	CA	Health Canada DPD
olankline	brand	olanzapine	SG	Singapore HSA
olazax	brand	olanzapine	EU	EMA
olazax disperzi	brand	olanzapine	EU	EMA
olbetam	brand	acipimox	SG	Singapore HSA
oleanz	brand	olanzapine	IN	CDSCO
oleptro	brand	trazodone	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
olfen	brand	diclofenac	SG	Singapore HSA
olinvyk	brand	oliceridine	US	FDA Orange Book
oliplat	brand	oxaliplatin	SG	Singapore HSA
olit	brand	omeprazole	SG	Singapore HSA
olmesar	brand	olmesartan medoxomil	IN	CDSCO
olmesartan	alias	olmesartan medoxomil	-	USAN
olmetec	brand	olmesartan medoxomil	CA,SG	Health Canada DPD,Singapore HSA
olpruva	brand	sodium phenylbutyrate	US	FDA Orange Book
olumiant	brand	baricitinib	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
olux	brand	clobetasol	US	Drugs@FDA,FDA Orange Book
olux e	brand	clobetasol	US	Drugs@FDA,FDA Orange Book
olvion	brand	sildenafil	SG	Singapore HSA
olysio	brand	simeprevir	US	Drugs@FDA,FDA Orange Book
olzanid	brand	olanzapine	SG	Singapore HSA
omacor	brand	omega-3 fatty acids	SG	Singapore HSA
omastin	brand	fluconazole	SG	Singapore HSA
omeclamox-pak	brand	amoxicillin+clarithromycin+omeprazole	US	FDA Orange Book
omenole	brand	omeprazole	SG	Singapore HSA
omesec	brand	omeprazole	SG	Singapore HSA
omez	brand	omeprazole	IN	CDSCO
omez d	brand	omeprazole+domperidone	IN	CDSCO
omezole	brand	omeprazole	SG	Singapore HSA
omicap	brand	omeprazole	SG	Singapore HSA
omlyclo	brand	omalizumab	CA	Health Canada DPD
omnacortil	brand	prednisolone	IN	CDSCO
omnaris	brand	ciclesonide	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
omnicef	brand	cefdinir	US	Drugs@FDA,FDA Orange Book
omnipaque	brand	iohexol	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
omnipen	brand	ampicillin	US	Drugs@FDA,FDA Orange Book
omnipen-n	brand	ampicillin	US	Drugs@FDA,FDA Orange Book
omnipred	brand	prednisolone	US	Drugs@FDA,FDA Orange Book
omniscan	brand	gadodiamide	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
omnitrope	brand	somatropin	US,EU,CA	Drugs@FDA,EMA,Health Canada DPD
omontys	brand	peginesatide	US	Drugs@FDA,FDA Orange Book
omvoh	brand	mirikizumab	CA	Health Canada DPD
omvyence	brand	infliximab	CA	Health Canada DPD
onakta	brand	tirbanibulin	CA	Health Canada DPD
onbrez breezhaler	brand	indacaterol	EU,SG	EMA,Singapore HSA
oncaspar	brand	pegaspargase	US,EU,CA	Drugs@FDA,EMA,Health Canada DPD
oncotaxel	brand	docetaxel	SG	Singapore HSA
oncovin	brand	vincristine	US	Drugs@FDA,FDA Orange Book
ondexxya	brand	andexanet alfa	CA	Health Canada DPD
ondissolve odf	brand	ondansetron	CA	Health Canada DPD
onexton	brand	benzoyl peroxide+clindamycin	US	Drugs@FDA,FDA Orange Book
onfi	brand	clobazam	US	Drugs@FDA,FDA Orange Book
ongentys	brand	opicapone	US,EU	EMA,FDA Orange Book
onglyza	brand	saxagliptin	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA
onivyde	brand	irinotecan	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
onmel	brand	itraconazole	US	Drugs@FDA,FDA Orange Book
onpattro	brand	patisiran	US,EU,CA	EMA,FDA Orange Book,Health Canada DPD
onreltea	brand	brimonidine	CA	Health Canada DPD
onsolis	brand	fentanyl	US	Drugs@FDA,FDA Orange Book
onstryv	brand	safinamide	CA	Health Canada DPD
ontak	brand	denileukin diftitox	US	Drugs@FDA
ontruzant	brand	trastuzumab	EU,CA	EMA,Health Canada DPD
onureg	brand	azacitidine	US,CA	FDA Orange Book,Health Canada DPD
onyda xr	brand	clonidine	US	FDA Orange Book
onzapin	brand	olanzapine	SG	Singapore HSA
onzapin odt	brand	olanzapine	SG	Singapore HSA
onzetra xsail	brand	sumatriptan	US	Drugs@FDA,FDA Orange Book
opana	brand	oxymorphone	US	Drugs@FDA,FDA Orange Book
opana er	brand	oxymorphone	US	Drugs@FDA,FDA Orange Book
opatanol	brand	olopatadine	EU	EMA
opcicon one-step	brand	levonorgestrel	US	Drugs@FDA,FDA Orange Book
opcon	brand	naphazoline	US	Drugs@FDA,FDA Orange Book
opcon-a	brand	naphazoline+pheniramine	US	Drugs@FDA,FDA Orange Book
opdivo	brand	nivolumab	US,EU,CA	Drugs@FDA,EMA,Health Canada DPD
opfolda	brand	miglustat	US,CA	FDA Orange Book,Health Canada DPD
ophthochlor	brand	chloramphenicol	US	Drugs@FDA,FDA Orange Book
ophthocort	brand	chloramphenicol+hydrocortisone+polymyxin b	US	Drugs@FDA,FDA Orange Book
opipza	brand	aripiprazole	US	FDA Orange Book
oprymea	brand	pramipexole	EU	EMA
opsumit	brand	macitentan	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
opticar	brand	pilocarpine	SG	Singapore HSA
optichlor	brand	chloramphenicol	SG	Singapore HSA
opticrom	brand	cromoglicic acid	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
optigen	brand	gentamicin	SG	Singapore HSA
optimark	brand	gadoversetamide	US	Drugs@FDA,FDA Orange Book
optimine	brand	azatadine	US	Drugs@FDA,FDA Orange Book
optipranolol	brand	metipranolol	US	Drugs@FDA,FDA Orange Book
optiray	brand	ioversol	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
optivar	brand	azelastine	US	Drugs@FDA,FDA Orange Book
optomycin	brand	chloramphenicol	US	Drugs@FDA,FDA Orange Book
optruma	brand	raloxifene	EU	EMA
opuviz	brand	aflibercept	CA	Health Canada DPD
opvee	brand	nalmefene	US	FDA Orange Book
opzelura	brand	ruxolitinib	US,CA	FDA Orange Book,Health Canada DPD
ora-testryl	brand	fluoxymesterone	US	Drugs@FDA,FDA Orange Book
orabase hca	brand	hydrocortisone	US	Drugs@FDA,FDA Orange Book
oracea	brand	doxycycline	US	Drugs@FDA,FDA Orange Book
oracort	brand	triamcinolone	CA	Health Canada DPD
oracort e dental	brand	lidocaine+triamcinolone	SG	Singapore HSA
oral rehydration salts	alias	oral rehydration salt formulations	-	WHO
oralmet	brand	metformin	SG	Singapore HSA
oralone	brand	triamcinolone	US	Drugs@FDA,FDA Orange Book
oraltag	brand	iohexol	US	Drugs@FDA,FDA Orange Book
oramedy	brand	triamcinolone	SG	Singapore HSA
oramorph sr	brand	morphine	US	Drugs@FDA,FDA Orange Book
orap	brand	pimozide	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
orapred	brand	prednisolone	US	Drugs@FDA,FDA Orange Book
orapred odt	brand	prednisolone	US	Drugs@FDA,FDA Orange Book
orasone	brand	prednisone	US	Drugs@FDA,FDA Orange Book
oratane	brand	isotretinoin	SG	Singapore HSA
oraverse	brand	phentolamine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
oravig	brand	miconazole	US	Drugs@FDA,FDA Orange Book
orbactiv	brand	oritavancin	US,EU	Drugs@FDA,EMA,FDA Orange Book
orencia	brand	abatacept	US,EU,CA,SG	Drugs@FDA,EMA,Health Canada DPD,Singapore HSA
oretic	brand	hydrochlorothiazide	US	Drugs@FDA,FDA Orange Book
oreticyl	brand	deserpidine+hydrochlorothiazide	US	Drugs@FDA,FDA Orange Book
oreticyl forte	brand	deserpidine+hydrochlorothiazide	US	Drugs@FDA,FDA Orange Book
oreton	brand	methyltestosterone	US	Drugs@FDA,FDA Orange Book
orfadin	brand	nitisinone	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
orfarin	brand	warfarin	SG	Singapore HSA
orgalutran	brand	ganirelix	EU,CA,SG	EMA,Health Canada DPD,Singapore HSA
orgaran	brand	danaparoid	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
orgatrax	brand	hydroxyzine	US	Drugs@FDA,FDA Orange Book
orgovyx	brand	relugolix	US,CA	FDA Orange Book,Health Canada DPD
orilissa	brand	elagolix	US,CA	FDA Orange Book,Health Canada DPD
orinase	brand	tolbutamide	US	Drugs@FDA,FDA Orange Book
orinase diagnostic	brand	tolbutamide	US	Drugs@FDA,FDA Orange Book
oritiniv	brand	oritavancin	CA	Health Canada DPD
orladeyo	brand	berotralstat	US,CA	FDA Orange Book,Health Canada DPD
ornidyl	brand	eflornithine	US	Drugs@FDA,FDA Orange Book
oro-clense	brand	chlorhexidine	CA	Health Canada DPD
orphacol	brand	cholic acid	EU	EMA
orrepaste	brand	triamcinolone	SG	Singapore HSA
ors	alias	oral rehydration salt formulations	-	WHO
orserdu	brand	elacestrant	US	FDA Orange Book
orsythia	brand	ethinylestradiol+levonorgestrel	US	Drugs@FDA,FDA Orange Book
ortho-cept	brand	desogestrel+ethinylestradiol	US	Drugs@FDA,FDA Orange Book
ortho-novum	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
ortikos	brand	budesonide	US	FDA Orange Book
orudis	brand	ketoprofen	US	Drugs@FDA,FDA Orange Book
orudis kt	brand	ketoprofen	US	Drugs@FDA,FDA Orange Book
oruvail	brand	ketoprofen	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
orvaten	brand	midodrine	US	Drugs@FDA,FDA Orange Book
oseni	brand	alogliptin+pioglitazone	US	Drugs@FDA,FDA Orange Book
osenvelt	brand	denosumab	CA	Health Canada DPD
oshih	brand	ethinylestradiol+norethisterone	US	FDA Orange Book
oslif breezhaler	brand	indacaterol	EU	EMA
osmitrol	brand	mannitol	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
osmofundin	brand	mannitol+sorbitol	SG	Singapore HSA
osmolex er	brand	amantadine	US	Drugs@FDA,FDA Orange Book
osmovist	brand	iotrolan	US	Drugs@FDA,FDA Orange Book
osnuvo	brand	teriparatide	CA	Health Canada DPD
ospamox	brand	amoxicillin	SG	Singapore HSA
ospexin	brand	cefalexin	SG	Singapore HSA
osphena	brand	ospemifene	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
osseor	brand	strontium ranelate	EU	EMA
otezla	brand	apremilast	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,RxNorm
oticair	brand	hydrocortisone+neomycin+polymyxin b	US	Drugs@FDA,FDA Orange Book
otiprio	brand	ciprofloxacin	US	Drugs@FDA,FDA Orange Book
otixal	brand	fluocinolone acetonide+ciprofloxacin	CA	Health Canada DPD
otobione	brand	hydrocortisone+neomycin+polymyxin b	US	Drugs@FDA,FDA Orange Book
otobiotic	brand	hydrocortisone+polymyxin b	US	Drugs@FDA,FDA Orange Book
otocort	brand	hydrocortisone+neomycin+polymyxin b	US	Drugs@FDA,FDA Orange Book
otovel	brand	ciprofloxacin+fluocinolone acetonide	US	Drugs@FDA,FDA Orange Book
otrexup	brand	methotrexate	US	Drugs@FDA,FDA Orange Book
otrivin	brand	xylometazoline	IN,AE,SG	CDSCO,Singapore HSA,UAE MOHAP
otrivin medicated complete	brand	xylometazoline	CA	Health Canada DPD
otulfi	brand	ustekinumab	CA	Health Canada DPD
otulfi i.v	brand	ustekinumab	CA	Health Canada DPD
ovaleap	brand	follitropin alfa	EU	EMA
ovide	brand	malathion	US	Drugs@FDA,FDA Orange Book
ovidrel	brand	choriogonadotropin alfa	US,CA,SG	Drugs@FDA,Health Canada DPD,Singapore HSA
ovima	brand	levonorgestrel+ethinylestradiol	CA	Health Canada DPD
ovinum	brand	clomifene	SG	Singapore HSA
ovitrelle	brand	choriogonadotropin alfa	EU	EMA
oxaydo	brand	oxycodone	US	Drugs@FDA,FDA Orange Book
oxbryta	brand	voxelotor	US	FDA Orange Book
oxervate	brand	cenegermin	EU	EMA
oxetol	brand	oxcarbazepine	IN	CDSCO
oxeze	brand	formoterol	CA	Health Canada DPD
oxistat	brand	oxiconazole	US	Drugs@FDA,FDA Orange Book
oxitan	brand	oxaliplatin	SG	Singapore HSA
oxlumo	brand	lumasiran	US,CA	FDA Orange Book,Health Canada DPD
oxpam	brand	oxazepam	CA	Health Canada DPD
oxra	brand	dapagliflozin	IN	CDSCO
oxsoralen	brand	methoxsalen	US	Drugs@FDA,FDA Orange Book
oxsoralen-ultra	brand	methoxsalen	US	Drugs@FDA,FDA Orange Book
oxtellar xr	brand	oxcarbazepine	US	Drugs@FDA,FDA Orange Book
oxy-kesso-tetra	brand	oxytetracycline	US	Drugs@FDA,FDA Orange Book
oxy-nase	brand	oxymetazoline	SG	Singapore HSA
oxy.ir	brand	oxycodone	CA	Health Canada DPD
oxycet	brand	paracetamol+oxycodone	US	Drugs@FDA,FDA Orange Book
oxycontin	brand	oxycodone	US,SG	Drugs@FDA,FDA Orange Book,RxNorm,Singapore HSA
oxylim	brand	lidocaine+oxytetracycline	SG	Singapore HSA
oxylone	brand	fluorometholone	US	Drugs@FDA,FDA Orange Book
oxyneo	brand	oxycodone	CA	Health Canada DPD
oxynorm	brand	oxycodone	SG	Singapore HSA
oxytrol	brand	oxybutynin	US	Drugs@FDA,FDA Orange Book
ozanex	brand	ozenoxacin	CA	Health Canada DPD
ozempic	brand	semaglutide	AE,US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,RxNorm,UAE MOHAP
ozobax	brand	baclofen	US	FDA Orange Book
ozobax ds	brand	baclofen	US	FDA Orange Book
ozonol antibiotics plus	brand	lidocaine+bacitracin+polymyxin b	CA	Health Canada DPD
ozurdex	brand	dexamethasone	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
ozurdex intravitreal	brand	dexamethasone	SG	Singapore HSA
p-500	brand	paracetamol	IN	CDSCO
pacerone	brand	amiodarone	US	Drugs@FDA,FDA Orange Book,RxNorm
pacimol	brand	paracetamol	IN	CDSCO
pacitaxel	brand	paclitaxel	US	Drugs@FDA
paclix	brand	paclitaxel	SG	Singapore HSA
padcev	brand	enfortumab vedotin	CA	Health Canada DPD
palladone	brand	hydromorphone	US	Drugs@FDA,FDA Orange Book
palynziq	brand	pegvaliase	CA	Health Canada DPD
pamelor	brand	nortriptyline	US	Drugs@FDA,FDA Orange Book,RxNorm
pamidronate	alias	pamidronic acid	-	USAN
pamisol concentrated	brand	pamidronic acid	SG	Singapore HSA
pamorelin	brand	triptorelin	SG	Singapore HSA
pan	brand	pantoprazole	IN	CDSCO
pan d	brand	pantoprazole+domperidone	IN	CDSCO
panaco	brand	codeine+paracetamol	SG	Singapore HSA
panadeine	brand	codeine+paracetamol	SG	Singapore HSA
panadol	brand	paracetamol	AE	UAE MOHAP
panadol actifast	brand	paracetamol	SG	Singapore HSA
panadol colourfree	brand	paracetamol	SG	Singapore HSA
panadol extend	brand	paracetamol	SG	Singapore HSA
panadol mini	brand	paracetamol	SG	Singapore HSA
panadol sinus max	brand	paracetamol+phenylephrine	SG	Singapore HSA
panadol soluble	brand	paracetamol	SG	Singapore HSA
panafen	brand	ibuprofen	SG	Singapore HSA
panamax	brand	diclofenac	SG	Singapore HSA
panamol	brand	paracetamol	SG	Singapore HSA
panamol forte	brand	paracetamol	SG	Singapore HSA
panamol paed	brand	paracetamol	SG	Singapore HSA
panau salap	brand	salicylic acid	SG	Singapore HSA
panbesy	brand	phentermine	SG	Singapore HSA
panderm	brand	clobetasol+miconazole+neomycin	IN	CDSCO
panhematin	brand	hemin	CA	Health Canada DPD
panheprin	brand	heparin	US	Drugs@FDA,FDA Orange Book
panixine disperdose	brand	cefalexin	US	Drugs@FDA,FDA Orange Book
panmycin	brand	tetracycline	US	Drugs@FDA,FDA Orange Book
panretin	brand	alitretinoin	US,EU	Drugs@FDA,EMA,FDA Orange Book
pantocid	brand	pantoprazole	IN	CDSCO
pantoloc	brand	pantoprazole	CA	Health Canada DPD
pantoloc control	brand	pantoprazole	EU	EMA
pantonex	brand	pantoprazole	SG	Singapore HSA
pantop	brand	pantoprazole	IN	CDSCO
pantopaque	brand	iofendylate	US	Drugs@FDA,FDA Orange Book
pantozol control	brand	pantoprazole	EU	EMA
panwarfin	brand	warfarin	US	Drugs@FDA,FDA Orange Book
panzole	brand	pantoprazole	SG	Singapore HSA
papa-deine	brand	paracetamol+codeine	US	Drugs@FDA,FDA Orange Book
paracil	brand	paracetamol	SG	Singapore HSA
paracort	brand	prednisone	US	Drugs@FDA,FDA Orange Book
paradione	brand	paramethadione	US	Drugs@FDA,FDA Orange Book
paradrine	brand	chlorphenamine+paracetamol+pseudoephedrine	SG	Singapore HSA
paraflex	brand	chlorzoxazone	US	Drugs@FDA,FDA Orange Book
parafon forte dsc	brand	chlorzoxazone	US	Drugs@FDA,FDA Orange Book
paralgin	brand	codeine+paracetamol	SG	Singapore HSA
paramol-f	brand	paracetamol	SG	Singapore HSA
paraplatin	brand	carboplatin	US	Drugs@FDA,FDA Orange Book
parasal	brand	4-aminosalicylic acid	US	Drugs@FDA,FDA Orange Book
paratab	brand	paracetamol	SG	Singapore HSA
parathar	brand	teriparatide	US	Drugs@FDA,FDA Orange Book
parcopa	brand	carbidopa+levodopa	US	Drugs@FDA,FDA Orange Book
pariet	brand	rabeprazole	SG	Singapore HSA
parlodel	brand	bromocriptine	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
parmol	brand	paracetamol	SG	Singapore HSA
parnate	brand	tranylcypromine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
paroex	brand	chlorhexidine	US	Drugs@FDA,FDA Orange Book
parsabiv	brand	etelcalcetide	US,EU	Drugs@FDA,EMA,FDA Orange Book
paser	brand	4-aminosalicylic acid	US	Drugs@FDA,FDA Orange Book
pataday	brand	olopatadine	US,CA,SG	Drugs@FDA,Health Canada DPD,Singapore HSA
patanase	brand	olopatadine	US	Drugs@FDA,FDA Orange Book
patanol	brand	olopatadine	US,CA,SG	Drugs@FDA,Health Canada DPD,Singapore HSA
pathilon	brand	tridihexethyl	US	Drugs@FDA,FDA Orange Book
pathocil	brand	dicloxacillin	US	Drugs@FDA,FDA Orange Book
pavblu	brand	aflibercept	CA	Health Canada DPD
pavulon	brand	pancuronium	US	Drugs@FDA,FDA Orange Book
paxel	brand	paclitaxel	SG	Singapore HSA
paxidorm	brand	diphenhydramine	SG	Singapore HSA
paxil	brand	paroxetine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm
paxil cr	brand	paroxetine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
paximol	brand	paracetamol	SG	Singapore HSA
paxipam	brand	halazepam	US	Drugs@FDA,FDA Orange Book
pazeo	brand	olopatadine	US,CA	Drugs@FDA,Health Canada DPD
peacef	brand	pseudoephedrine+triprolidine	SG	Singapore HSA
pecfent	brand	fentanyl	EU	EMA
pedea	brand	ibuprofen	EU	EMA
pedialyte	brand	oral rehydration salt formulations	US	RxNorm
pediamycin	brand	erythromycin	US	Drugs@FDA,FDA Orange Book
pediapred	brand	prednisolone	US	Drugs@FDA,FDA Orange Book
pediatrix	brand	paracetamol	CA	Health Canada DPD
pediotic	brand	hydrocortisone+neomycin+polymyxin b	US	Drugs@FDA,FDA Orange Book
pedmark	brand	thiosulfate	US	FDA Orange Book
peg-intron	brand	peginterferon alfa-2b	SG	Singapore HSA
peg-intron clearclick	brand	peginterferon alfa-2b	SG	Singapore HSA
peganone	brand	ethotoin	US	Drugs@FDA,FDA Orange Book
pegasys	brand	peginterferon alfa-2a	US,EU,CA,SG	Drugs@FDA,EMA,Health Canada DPD,Singapore HSA
peglasta	brand	pegfilgrastim	SG	Singapore HSA
peglyte	brand	sodium chloride+sodium bicarbonate+potassium chloride+sodium sulfate+macrogol	CA	Health Canada DPD
pelgraz	brand	pegfilgrastim	EU	EMA
pelmeg	brand	pegfilgrastim	EU	EMA
pemax	brand	pefloxacin	SG	Singapore HSA
pemazyre	brand	pemigatinib	US,CA	FDA Orange Book,Health Canada DPD
pemfexy	brand	pemetrexed	US	FDA Orange Book
penapar-vk	brand	phenoxymethylpenicillin	US	Drugs@FDA,FDA Orange Book
penbritin	brand	ampicillin	US	Drugs@FDA,FDA Orange Book
penbritin-s	brand	ampicillin	US	Drugs@FDA,FDA Orange Book
penecort	brand	hydrocortisone	US	Drugs@FDA,FDA Orange Book
penetrex	brand	enoxacin	US	Drugs@FDA,FDA Orange Book
pengesic	brand	tramadol	SG	Singapore HSA
penicillin	alias	benzylpenicillin	-	common name
penicillin g	alias	benzylpenicillin	-	USAN
penicillin v	alias	phenoxymethylpenicillin	-	USAN
penlac	brand	ciclopirox	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
pennsaid	brand	diclofenac	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
penopen	brand	phenoxymethylpenicillin	SG	Singapore HSA
penrazol	brand	omeprazole	SG	Singapore HSA
pentacarinat	brand	pentamidine isethionate	US	Drugs@FDA,FDA Orange Book
pentacef	brand	ceftazidime	US	Drugs@FDA,FDA Orange Book
pentasa	brand	mesalazine	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
penthrane	brand	methoxyflurane	US	Drugs@FDA
penthrox	brand	methoxyflurane	CA,SG	Health Canada DPD,Singapore HSA
pentids	brand	benzylpenicillin	US	Drugs@FDA,FDA Orange Book
pentolair	brand	cyclopentolate	US	Drugs@FDA,FDA Orange Book
pentothal	brand	thiopental	US	Drugs@FDA,FDA Orange Book
pepcid	brand	famotidine	US	Drugs@FDA,FDA Orange Book,RxNorm
pepcid ac	brand	famotidine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
pepcid rpd	brand	famotidine	US	Drugs@FDA,FDA Orange Book
peptavlon	brand	pentagastrin	US	Drugs@FDA,FDA Orange Book
peptazol	brand	pantoprazole	SG	Singapore HSA
peptomet	brand	domperidone	SG	Singapore HSA
perazodin	brand	dipyridamole	SG	Singapore HSA
percocet	brand	oxycodone+paracetamol	US	Drugs@FDA,FDA Orange Book,RxNorm
percodan	brand	acetylsalicylic acid+oxycodone	US	Drugs@FDA,FDA Orange Book
perforomist	brand	formoterol	US	Drugs@FDA,FDA Orange Book
periactin	brand	cyproheptadine	US	Drugs@FDA,FDA Orange Book
peridex	brand	chlorhexidine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
perinace	brand	perindopril	SG	Singapore HSA
perinorm	brand	metoclopramide	IN	CDSCO
periochip	brand	chlorhexidine	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
periogard	brand	chlorhexidine	US	Drugs@FDA,FDA Orange Book
periostat	brand	doxycycline	US	Drugs@FDA,FDA Orange Book
perjeta	brand	pertuzumab	US,EU,CA,SG	Drugs@FDA,EMA,Health Canada DPD,Singapore HSA
perjeta-herceptin	brand	trastuzumab+pertuzumab	CA	Health Canada DPD
permapen	brand	benzathine benzylpenicillin	US	Drugs@FDA,FDA Orange Book
permax	brand	pergolide	US	Drugs@FDA,FDA Orange Book
permitil	brand	fluphenazine	US	Drugs@FDA,FDA Orange Book
perofen	brand	ibuprofen	SG	Singapore HSA
persantin	brand	dipyridamole	SG	Singapore HSA
persantine	brand	dipyridamole	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
perseris	brand	risperidone	US	FDA Orange Book
pertacilon	brand	captopril	SG	Singapore HSA
pertofrane	brand	desipramine	US	Drugs@FDA,FDA Orange Book
pexegra	brand	pegfilgrastim	CA	Health Canada DPD
pexeva	brand	paroxetine	US	Drugs@FDA,FDA Orange Book
pfizer-e	brand	erythromycin	US	Drugs@FDA,FDA Orange Book
pfizerpen	brand	benzylpenicillin	US	Drugs@FDA,FDA Orange Book
pfizerpen g	brand	benzylpenicillin	US	Drugs@FDA,FDA Orange Book
pfizerpen vk	brand	phenoxymethylpenicillin	US	Drugs@FDA,FDA Orange Book
pfizerpen-a	brand	ampicillin	US	Drugs@FDA,FDA Orange Book
pfizerpen-as	brand	procaine benzylpenicillin	US	Drugs@FDA,FDA Orange Book
pharixia	brand	benzydamine	CA	Health Canada DPD
pharmacitron	brand	paracetamol+phenylephrine+pheniramine+ascorbic acid	CA	Health Canada DPD
pharmorubicin cs	brand	epirubicin	SG	Singapore HSA
pheburane	brand	sodium phenylbutyrate	US,EU,CA	EMA,FDA Orange Book,Health Canada DPD
phenergan	brand	promethazine	AE,US	Drugs@FDA,FDA Orange Book,RxNorm,UAE MOHAP
phenergan vc	brand	phenylephrine+promethazine	US	Drugs@FDA,FDA Orange Book
phenetron	brand	chlorphenamine	US	Drugs@FDA,FDA Orange Book
phenexpect	brand	ammonium chloride+diphenhydramine	SG	Singapore HSA
phenexpect cd	brand	ammonium chloride+codeine+diphenhydramine	SG	Singapore HSA
phenurone	brand	phenacemide	US	Drugs@FDA,FDA Orange Book
pherazine dm	brand	dextromethorphan+promethazine	US	Drugs@FDA,FDA Orange Book
pherazine vc	brand	phenylephrine+promethazine	US	Drugs@FDA,FDA Orange Book
phesgo	brand	pertuzumab+trastuzumab	CA	Health Canada DPD
philith	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
phillip's fibrecaps	brand	polycarbophil calcium	CA	Health Canada DPD
phisohex	brand	hexachlorophene	US	Drugs@FDA,FDA Orange Book
phoslo	brand	calcium acetate	US	Drugs@FDA,FDA Orange Book
phoslo gelcaps	brand	calcium acetate	US	Drugs@FDA,FDA Orange Book
phoslyra	brand	calcium acetate	US	Drugs@FDA,FDA Orange Book
photofrin	brand	porfimer sodium	US	Drugs@FDA,FDA Orange Book
phoxillum	brand	calcium chloride+magnesium chloride+potassium chloride+sodium bicarbonate+sodium chloride+sodium phosphate	US	Drugs@FDA,FDA Orange Book
phoxillum bk	brand	calcium chloride+magnesium chloride+potassium chloride+sodium bicarbonate+sodium chloride+sodium phosphate	US	Drugs@FDA,FDA Orange Book
phyllocontin	brand	aminophylline	US	Drugs@FDA,FDA Orange Book
phymorax	brand	hydroxyzine	SG	Singapore HSA
phyrago	brand	dasatinib	US	FDA Orange Book
phytonadione	alias	phytomenadione	-	USAN
phytoral	brand	ketoconazole	SG	Singapore HSA
piasky	brand	crovalimab	CA	Health Canada DPD
picato	brand	ingenol mebutate	US,EU	Drugs@FDA,EMA,FDA Orange Book
picetam f.c	brand	piracetam	SG	Singapore HSA
pico-salax	brand	sodium picosulfate+citric acid+magnesium oxide	CA	Health Canada DPD
pifeltro	brand	doravirine	US,CA	FDA Orange Book,Health Canada DPD
pilian	brand	cyproheptadine	SG	Singapore HSA
pilopine hs	brand	pilocarpine	US	Drugs@FDA,FDA Orange Book
pimtrea	brand	desogestrel+ethinylestradiol	US	Drugs@FDA,FDA Orange Book
pindac	brand	pinacidil	US	Drugs@FDA,FDA Orange Book
pipracil	brand	piperacillin	US	Drugs@FDA,FDA Orange Book
piqray	brand	alpelisib	US,CA	FDA Orange Book,Health Canada DPD
piratam	brand	piracetam	SG	Singapore HSA
pirimat	brand	chlorphenamine	SG	Singapore HSA
piriton	brand	chlorphenamine	SG	Singapore HSA
pirmella	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
pirsec	brand	omeprazole+sodium bicarbonate	SG	Singapore HSA
pitocin	brand	oxytocin	US	Drugs@FDA,FDA Orange Book
pivalone	brand	tixocortol	SG	Singapore HSA
pivya	brand	pivmecillinam	US	FDA Orange Book
pixuvri	brand	pixantrone	EU	EMA
pixxoscan	brand	gadobutrol	CA	Health Canada DPD
pizensy	brand	lactitol	US	FDA Orange Book
placidyl	brand	ethchlorvynol	US	Drugs@FDA,FDA Orange Book
placta	brand	clopidogrel	SG	Singapore HSA
plaquenil	brand	hydroxychloroquine	AE,US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
platinol	brand	cisplatin	US	Drugs@FDA,FDA Orange Book
platinol-aq	brand	cisplatin	US	Drugs@FDA,FDA Orange Book
platless	brand	clopidogrel	SG	Singapore HSA
plavix	brand	clopidogrel	AE,US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
plegisol	brand	calcium chloride+magnesium chloride+potassium chloride+sodium chloride	US	Drugs@FDA,FDA Orange Book
plegridy	brand	peginterferon beta-1a	US,EU,CA	Drugs@FDA,EMA,Health Canada DPD
plenadren	brand	hydrocortisone	EU	EMA
plenaxis	brand	abarelix	US	Drugs@FDA,FDA Orange Book
plendil	brand	felodipine	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
pletal	brand	cilostazol	US	Drugs@FDA,FDA Orange Book
plosbrio	brand	semaglutide	CA	Health Canada DPD
pms-fluox	brand	fluoxetine	CA	Health Canada DPD
pms-ismn	brand	isosorbide mononitrate	CA	Health Canada DPD
pms-peglyte	brand	macrogol+potassium chloride+sodium chloride+sodium sulfate+sodium bicarbonate	CA	Health Canada DPD
podevta	brand	insulin glargine	SG	Singapore HSA
pokonza	brand	potassium chloride	US	FDA Orange Book
polaramine	brand	dexchlorpheniramine	US	Drugs@FDA,FDA Orange Book
polaramine repetab	brand	dexchlorpheniramine	SG	Singapore HSA
polarax	brand	dexchlorpheniramine	SG	Singapore HSA
polarine	brand	dexchlorpheniramine+pseudoephedrine	SG	Singapore HSA
poli-cifloxin	brand	ciprofloxacin	SG	Singapore HSA
polibroxol	brand	ambroxol	SG	Singapore HSA
polins cough	brand	ammonium chloride+ephedrine+guaifenesin	SG	Singapore HSA
polivy	brand	polatuzumab vedotin	CA	Health Canada DPD
polmon	brand	dexchlorpheniramine	US	FDA Orange Book
polocaine	brand	mepivacaine	US	Drugs@FDA,FDA Orange Book
polocaine-mpf	brand	mepivacaine	US	Drugs@FDA,FDA Orange Book
polybamycin oint	brand	bacitracin+neomycin+polymyxin b	SG	Singapore HSA
polycillin	brand	ampicillin	US	Drugs@FDA,FDA Orange Book
polycillin-n	brand	ampicillin	US	Drugs@FDA,FDA Orange Book
polycillin-prb	brand	ampicillin+probenecid	US	Drugs@FDA,FDA Orange Book
polyderm	brand	bacitracin+polymyxin b	CA	Health Canada DPD
polyethylene glycol	alias	macrogol	-	USAN
polyethylene glycol 3350	alias	macrogol	-	USAN
polygynax	brand	neomycin+nystatin+polymyxin b	SG	Singapore HSA
polymox	brand	amoxicillin	US	Drugs@FDA,FDA Orange Book
polysporin complete	brand	polymyxin b+gramicidin+lidocaine+bacitracin	CA	Health Canada DPD
polysporin itch relief	brand	pramocaine+zinc acetate	CA	Health Canada DPD
polysporin triple antibiotic	brand	polymyxin b+gramicidin+bacitracin	CA	Health Canada DPD
polytrim	brand	polymyxin b+trimethoprim	US	Drugs@FDA,FDA Orange Book
pomalyst	brand	pomalidomide	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
pombiliti	brand	cipaglucosidase alfa	CA	Health Canada DPD
ponstan	brand	mefenamic acid	CA	Health Canada DPD
ponstel	brand	mefenamic acid	US	Drugs@FDA,FDA Orange Book
pontacid	brand	mefenamic acid	SG	Singapore HSA
pontacid forte	brand	mefenamic acid	SG	Singapore HSA
pontalon	brand	mefenamic acid	SG	Singapore HSA
ponvory	brand	ponesimod	US,CA	FDA Orange Book,Health Canada DPD
poro	brand	paracetamol	SG	Singapore HSA
portalac	brand	lactulose	US	Drugs@FDA,FDA Orange Book
portrazza	brand	necitumumab	US,EU	Drugs@FDA,EMA
posanol	brand	posaconazole	CA	Health Canada DPD
posfrea	brand	palonosetron	US	FDA Orange Book
posicaine n	brand	epinephrine+articaine	CA	Health Canada DPD
posicaine sp	brand	epinephrine+articaine	CA	Health Canada DPD
posimir	brand	bupivacaine	US	FDA Orange Book
postinor	brand	levonorgestrel	SG	Singapore HSA
potactasol	brand	topotecan	EU	EMA
poteligeo	brand	mogamulizumab	CA	Health Canada DPD
povan	brand	pyrvinium	US	Drugs@FDA,FDA Orange Book
poviztra	brand	semaglutide	CA	Health Canada DPD
powercort	brand	clobetasol	SG	Singapore HSA
pradaxa	brand	dabigatran etexilate	AE,US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
praluent	brand	alirocumab	US,EU,CA	Drugs@FDA,EMA,Health Canada DPD
pramine	brand	imipramine	US	Drugs@FDA,FDA Orange Book
pramosone	brand	hydrocortisone+pramocaine	US	Drugs@FDA,FDA Orange Book
pramoxine	alias	pramocaine	-	USAN
prandimet	brand	metformin+repaglinide	US	Drugs@FDA,FDA Orange Book
prandin	brand	repaglinide	US,EU	Drugs@FDA,EMA,FDA Orange Book
prantal	brand	diphemanil	US	Drugs@FDA,FDA Orange Book
pravachol	brand	pravastatin	US	Drugs@FDA,FDA Orange Book,RxNorm
pravafen	brand	fenofibrate+pravastatin	SG	Singapore HSA
pravafenix	brand	fenofibrate+pravastatin	EU	EMA
pravigard pac	brand	acetylsalicylic acid+pravastatin	US	Drugs@FDA,FDA Orange Book
praxbind	brand	idarucizumab	US,EU,CA	Drugs@FDA,EMA,Health Canada DPD
praxilene	brand	naftidrofuryl	SG	Singapore HSA
praxis asa ec	brand	acetylsalicylic acid	CA	Health Canada DPD
precedex	brand	dexmedetomidine	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
precef	brand	ceforanide	US	Drugs@FDA,FDA Orange Book
precose	brand	acarbose	US	Drugs@FDA,FDA Orange Book
pred forte	brand	prednisolone	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
pred mild	brand	prednisolone	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
pred-g	brand	gentamicin+prednisolone	US	Drugs@FDA,FDA Orange Book
predair	brand	prednisolone	US	Drugs@FDA,FDA Orange Book
predair forte	brand	prednisolone	US	Drugs@FDA,FDA Orange Book
predamide	brand	prednisolone+sulfacetamide	US	Drugs@FDA,FDA Orange Book
predsulfair	brand	prednisolone+sulfacetamide	US	Drugs@FDA,FDA Orange Book
predsulfair ii	brand	prednisolone+sulfacetamide	US	Drugs@FDA,FDA Orange Book
prefrin liquifilm	brand	phenylephrine	SG	Singapore HSA
prefrin-a	brand	phenylephrine+mepyramine	US	Drugs@FDA,FDA Orange Book
pregabid	brand	pregabalin	IN	CDSCO
pregnyl	brand	chorionic gonadotrophin	CA,SG	Health Canada DPD,Singapore HSA
prelay	brand	troglitazone	US	Drugs@FDA,FDA Orange Book
prelone	brand	prednisolone	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
premarin	brand	conjugated estrogens	US,CA,SG	Health Canada DPD,RxNorm,Singapore HSA
premjact	brand	lidocaine	CA	Health Canada DPD
prenolol	brand	atenolol	SG	Singapore HSA
prepidil	brand	dinoprostone	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
prepopik	brand	citric acid+magnesium oxide+sodium picosulfate	US	Drugs@FDA,FDA Orange Book
presamine	brand	imipramine	US	Drugs@FDA,FDA Orange Book
presinex	brand	desmopressin	SG	Singapore HSA
prestalia	brand	amlodipine+perindopril	US	Drugs@FDA,FDA Orange Book
pretenol	brand	atenolol	SG	Singapore HSA
pretenol c	brand	atenolol+chlortalidone	SG	Singapore HSA
prevacare r	brand	chlorhexidine	US	Drugs@FDA,FDA Orange Book
prevacid	brand	lansoprazole	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA
prevacid fastab	brand	lansoprazole	CA	Health Canada DPD
prevacid naprapac	brand	lansoprazole+naproxen	US	Drugs@FDA,FDA Orange Book
prevalite	brand	colestyramine	US	Drugs@FDA,FDA Orange Book
prevduo	brand	glycopyrronium bromide+neostigmine	US	FDA Orange Book
preven emergency contraceptive	brand	ethinylestradiol+levonorgestrel	US	Drugs@FDA,FDA Orange Book
prevora stage	brand	chlorhexidine	CA	Health Canada DPD
prevpac	brand	amoxicillin+clarithromycin+lansoprazole	US	Drugs@FDA,FDA Orange Book
prevymis	brand	letermovir	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
prexxartan	brand	valsartan	US	Drugs@FDA,FDA Orange Book
prezcobix	brand	cobicistat+darunavir	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
prezista	brand	darunavir	US,EU,SG	Drugs@FDA,EMA,FDA Orange Book,Singapore HSA
priacin	brand	simvastatin	SG	Singapore HSA
prialt	brand	ziconotide	US,EU	Drugs@FDA,EMA,FDA Orange Book
pricolax	brand	bisacodyl	SG	Singapore HSA
priftin	brand	rifapentine	US	Drugs@FDA,FDA Orange Book
priligy	brand	dapoxetine	SG	Singapore HSA
prilosec	brand	omeprazole	US	Drugs@FDA,FDA Orange Book,RxNorm
prilosec otc	brand	omeprazole	US	Drugs@FDA,FDA Orange Book
primacor	brand	milrinone	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
primatene mist	brand	epinephrine	US	Drugs@FDA,FDA Orange Book
primolut n	brand	norethisterone	SG	Singapore HSA
primovist	brand	gadoxetic acid	CA,SG	Health Canada DPD,Singapore HSA
primperan	brand	metoclopramide	SG	Singapore HSA
primsol	brand	trimethoprim	US	Drugs@FDA,FDA Orange Book
primzole	brand	sulfamethoxazole+trimethoprim	SG	Singapore HSA
principen	brand	ampicillin	US	Drugs@FDA,FDA Orange Book
prinivil	brand	lisinopril	US	Drugs@FDA,FDA Orange Book,RxNorm
prinzide	brand	hydrochlorothiazide+lisinopril	US	Drugs@FDA,FDA Orange Book
priscoline	brand	tolazoline	US	Drugs@FDA,FDA Orange Book
prismasol	brand	calcium chloride+sodium chloride+magnesium chloride+sodium bicarbonate+lactic acid	CA	Health Canada DPD
pristinex	brand	ketoconazole	SG	Singapore HSA
pristiq	brand	desvenlafaxine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
pristiq extended-release	brand	desvenlafaxine	SG	Singapore HSA
pritamol	brand	paracetamol	SG	Singapore HSA
pritaren	brand	diclofenac	SG	Singapore HSA
pritor	brand	telmisartan	EU	EMA
pritorplus	brand	telmisartan+hydrochlorothiazide	EU	EMA
pro-banthine	brand	propantheline	US	Drugs@FDA,FDA Orange Book
pro-ismn	brand	isosorbide mononitrate	CA	Health Canada DPD
proactiv	brand	benzoyl peroxide	CA	Health Canada DPD
proactiv treat	brand	benzoyl peroxide	CA	Health Canada DPD
proair	brand	salbutamol	US	RxNorm
proair digihaler	brand	salbutamol	US	FDA Orange Book
proair hfa	brand	salbutamol	US	Drugs@FDA,FDA Orange Book
proair respiclick	brand	salbutamol	US	Drugs@FDA,FDA Orange Book
proamatine	brand	midodrine	US	Drugs@FDA,FDA Orange Book
probalan	brand	probenecid	US	Drugs@FDA,FDA Orange Book
probampacin	brand	ampicillin+probenecid	US	Drugs@FDA,FDA Orange Book
probitor gastro resistant	brand	omeprazole	SG	Singapore HSA
probuphine	brand	buprenorphine	US	Drugs@FDA,FDA Orange Book
procan	brand	procainamide	US	Drugs@FDA,FDA Orange Book
procan sr	brand	procainamide	US	Drugs@FDA,FDA Orange Book
procanbid	brand	procainamide	US	Drugs@FDA,FDA Orange Book
procanol	brand	procaine	SG	Singapore HSA
procap-c	brand	cloxacillin	SG	Singapore HSA
procapan	brand	procainamide	US	Drugs@FDA,FDA Orange Book
procardia	brand	nifedipine	US	Drugs@FDA,FDA Orange Book,RxNorm
procardia xl	brand	nifedipine	US	Drugs@FDA,FDA Orange Book
procardin	brand	dipyridamole	SG	Singapore HSA
proceptin	brand	omeprazole	SG	Singapore HSA
proclearz antifungal	brand	tolnaftate	CA	Health Canada DPD
procodin	brand	codeine+promethazine	SG	Singapore HSA
procomp	brand	prochlorperazine	US	Drugs@FDA,FDA Orange Book
procoralan	brand	ivabradine	EU	EMA
proctin	brand	fluoxetine	SG	Singapore HSA
proctocort	brand	hydrocortisone	US	Drugs@FDA,FDA Orange Book
proctofoam hc	brand	hydrocortisone+pramocaine	US	Drugs@FDA,FDA Orange Book
proctofoam-hc	brand	pramocaine+hydrocortisone	CA	Health Canada DPD
procur	brand	cyproterone	SG	Singapore HSA
procysbi	brand	mercaptamine	EU	EMA
procytox	brand	cyclophosphamide	CA	Health Canada DPD
profen	brand	ibuprofen	US	Drugs@FDA
profenal	brand	suprofen	US	Drugs@FDA,FDA Orange Book
profinal	brand	ibuprofen	AE	UAE MOHAP
progesic	brand	paracetamol	SG	Singapore HSA
proglycem	brand	diazoxide	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
prograf	brand	tacrolimus	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA
progynova	brand	estradiol	SG	Singapore HSA
prohance	brand	gadoteridol	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
prohance multipack	brand	gadoteridol	US	Drugs@FDA,FDA Orange Book
proklar	brand	sulfamethizole	US	Drugs@FDA,FDA Orange Book
prolanza fc	brand	olanzapine	SG	Singapore HSA
prolensa	brand	bromfenac	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
proleukin	brand	aldesleukin	US,CA,SG	Drugs@FDA,Health Canada DPD,Singapore HSA
prolia	brand	denosumab	US,EU,CA,SG	Drugs@FDA,EMA,Health Canada DPD,RxNorm,Singapore HSA
prolixin	brand	fluphenazine	US	Drugs@FDA,FDA Orange Book
prolomet	brand	metoprolol	IN	CDSCO
proloprim	brand	trimethoprim	US	Drugs@FDA,FDA Orange Book
proluton depot	brand	hydroxyprogesterone	SG	Singapore HSA
promagen	brand	promethazine	SG	Singapore HSA
promapar	brand	chlorpromazine	US	Drugs@FDA,FDA Orange Book
promedyl-b	brand	codeine+ephedrine+promethazine	SG	Singapore HSA
promelix	brand	codeine+promethazine	SG	Singapore HSA
prometa	brand	orciprenaline	US	Drugs@FDA,FDA Orange Book
prometax	brand	rivastigmine	EU	EMA
prometrium	brand	progesterone	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
promox	brand	amoxicillin	SG	Singapore HSA
pronalges	brand	ketoprofen	SG	Singapore HSA
pronestyl	brand	procainamide	US	Drugs@FDA,FDA Orange Book
pronestyl-sr	brand	procainamide	US	Drugs@FDA,FDA Orange Book
propacet	brand	paracetamol+dextropropoxyphene	US	Drugs@FDA,FDA Orange Book
propaderm	brand	beclometasone	CA	Health Canada DPD
propamide	brand	chlorpropamide	SG	Singapore HSA
propecia	brand	finasteride	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA
properazine	brand	prochlorperazine	SG	Singapore HSA
prophene	brand	dextropropoxyphene	US	Drugs@FDA,FDA Orange Book
propoxyphene	alias	dextropropoxyphene	-	USAN
propulsid	brand	cisapride	US	Drugs@FDA,FDA Orange Book
propulsid quicksolv	brand	cisapride	US	Drugs@FDA,FDA Orange Book
proquin xr	brand	ciprofloxacin	US	Drugs@FDA,FDA Orange Book
proscar	brand	finasteride	AE,US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
prosom	brand	estazolam	US	Drugs@FDA,FDA Orange Book
prostaphlin	brand	oxacillin	US	Drugs@FDA,FDA Orange Book
prostigmin	brand	neostigmine	CA,SG	Health Canada DPD,Singapore HSA
prostin vr	brand	alprostadil	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
prosulf	brand	protamine	SG	Singapore HSA
protelos	brand	strontium ranelate	EU	EMA
protogyl	brand	metronidazole	SG	Singapore HSA
protonix	brand	pantoprazole	US	Drugs@FDA,FDA Orange Book,RxNorm
protopic	brand	tacrolimus	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA
protos	brand	strontium ranelate	SG	Singapore HSA
protostat	brand	metronidazole	US	Drugs@FDA,FDA Orange Book
protropin	brand	somatrem	US	Drugs@FDA
proval	brand	paracetamol+codeine	US	Drugs@FDA,FDA Orange Book
proventil	brand	salbutamol	US	Drugs@FDA,FDA Orange Book,RxNorm
proventil-hfa	brand	salbutamol	US	Drugs@FDA,FDA Orange Book
provera	brand	medroxyprogesterone	US,SG	Drugs@FDA,FDA Orange Book,RxNorm,Singapore HSA
provigil	brand	modafinil	US	Drugs@FDA,FDA Orange Book
provinace	brand	perindopril	SG	Singapore HSA
provironum	brand	mesterolone	SG	Singapore HSA
provive	brand	propofol	SG	Singapore HSA
provocholine	brand	methacholine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
prozac	brand	fluoxetine	AE,US,SG	Drugs@FDA,FDA Orange Book,RxNorm,Singapore HSA,UAE MOHAP
prozac weekly	brand	fluoxetine	US	Drugs@FDA,FDA Orange Book
prozine	brand	promethazine	SG	Singapore HSA
prz-ismn	brand	isosorbide mononitrate	CA	Health Canada DPD
psorcon	brand	diflorasone	US	Drugs@FDA,FDA Orange Book
psorcon e	brand	diflorasone	US	Drugs@FDA,FDA Orange Book
pulin	brand	metoclopramide	SG	Singapore HSA
pulmicort	brand	budesonide	AE,US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
pulmicort flexhaler	brand	budesonide	US	Drugs@FDA,FDA Orange Book
pulmicort nebuamp	brand	budesonide	CA	Health Canada DPD
pulmophylline elx	brand	theophylline	CA	Health Canada DPD
pulmorphan	brand	phenylephrine+guaifenesin+dextromethorphan+pheniramine	CA	Health Canada DPD
pulmorphan pediatrique	brand	pheniramine+phenylephrine+dextromethorphan	CA	Health Canada DPD
pulmoxyl	brand	amoxicillin	SG	Singapore HSA
pumpitor	brand	omeprazole	SG	Singapore HSA
puregon	brand	follitropin beta	EU,CA,SG	EMA,Health Canada DPD,Singapore HSA
purell antimicrobial	brand	chlorhexidine	CA	Health Canada DPD
purg-odan	brand	sodium picosulfate+citric acid+magnesium oxide	CA	Health Canada DPD
purinethol	brand	mercaptopurine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
purinetone	brand	mercaptopurine	SG	Singapore HSA
purixan	brand	mercaptopurine	US	Drugs@FDA,FDA Orange Book
pusiran	brand	dextromethorphan	SG	Singapore HSA
pylobactell	brand	13c-urea	EU	EMA
pyocidin	brand	hydrocortisone+polymyxin b	US	Drugs@FDA,FDA Orange Book
pyopen	brand	carbenicillin	US	Drugs@FDA,FDA Orange Book
pyridamal	brand	chlorphenamine	US	Drugs@FDA,FDA Orange Book
pyridium	brand	phenazopyridine	US,CA	Health Canada DPD,RxNorm
pyrilamine	alias	mepyramine	-	USAN
pyrisone	brand	dapsone+pyrimethamine	SG	Singapore HSA
pyrukynd	brand	mitapivat	US	FDA Orange Book
pyzchiva	brand	ustekinumab	CA	Health Canada DPD
pyzchiva i.v	brand	ustekinumab	CA	Health Canada DPD
pza-ciba	brand	pyrazinamide	SG	Singapore HSA
q-gesic	brand	acetylsalicylic acid+meprobamate	US	Drugs@FDA,FDA Orange Book
qalsody	brand	tofersen	US,CA	FDA Orange Book,Health Canada DPD
qarziba	brand	dinutuximab beta	EU	EMA
qbrelis	brand	lisinopril	US	Drugs@FDA,FDA Orange Book
qbrexza	brand	glycopyrronium	US	FDA Orange Book
qdolo	brand	tramadol	US	FDA Orange Book
qelbree	brand	viloxazine	US	FDA Orange Book
qinlock	brand	ripretinib	US,CA	FDA Orange Book,Health Canada DPD
qlosi	brand	pilocarpine	US	FDA Orange Book
qmiiz odt	brand	meloxicam	US	FDA Orange Book
qnasl	brand	beclometasone	US	Drugs@FDA,FDA Orange Book
qoliana	brand	brimonidine	US	Drugs@FDA,FDA Orange Book
qsymia	brand	phentermine+topiramate	US	Drugs@FDA,FDA Orange Book
qternmet xr	brand	dapagliflozin+metformin+saxagliptin	US	FDA Orange Book
qualaquin	brand	quinine	US	Drugs@FDA,FDA Orange Book
quasense	brand	ethinylestradiol+levonorgestrel	US	Drugs@FDA,FDA Orange Book
quaterna	brand	levonorgestrel+ethinylestradiol	CA	Health Canada DPD
qudexy xr	brand	topiramate	US	Drugs@FDA,FDA Orange Book
quelicin	brand	suxamethonium	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
questran	brand	colestyramine	US	Drugs@FDA,FDA Orange Book
questran light	brand	colestyramine	US	Drugs@FDA,FDA Orange Book
quibron-t	brand	theophylline	US	Drugs@FDA,FDA Orange Book
quillichew er	brand	methylphenidate	US	Drugs@FDA,FDA Orange Book
quillivant er	brand	methylphenidate	CA	Health Canada DPD
quillivant xr	brand	methylphenidate	US	Drugs@FDA,FDA Orange Book
quinact	brand	quinidine	US	Drugs@FDA,FDA Orange Book
quinaglute	brand	quinidine	US	Drugs@FDA,FDA Orange Book
quinalan	brand	quinidine	US	Drugs@FDA,FDA Orange Book
quinaretic	brand	hydrochlorothiazide+quinapril	US	Drugs@FDA
quinatime	brand	quinidine	US	Drugs@FDA,FDA Orange Book
quinora	brand	quinidine	US	Drugs@FDA,FDA Orange Book
quinsair	brand	levofloxacin	EU,CA	EMA,Health Canada DPD
quixin	brand	levofloxacin	US	Drugs@FDA,FDA Orange Book
qulipta	brand	atogepant	US,CA	FDA Orange Book,Health Canada DPD
qupron	brand	ciprofloxacin	SG	Singapore HSA
qutenza	brand	capsaicin	US,EU	Drugs@FDA,EMA,FDA Orange Book
qutipin	brand	quetiapine	IN	CDSCO
quviviq	brand	daridorexant	US,CA	FDA Orange Book,Health Canada DPD
quzyttir	brand	cetirizine	US	FDA Orange Book
qvar	brand	beclometasone	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm
qvar redihaler	brand	beclometasone	US	Drugs@FDA,FDA Orange Book
r-p mycin	brand	erythromycin	US	Drugs@FDA,FDA Orange Book
rablet	brand	rabeprazole	IN	CDSCO
racetam	brand	piracetam	SG	Singapore HSA
racser	brand	lidocaine+prilocaine	SG	Singapore HSA
radicava	brand	edaravone	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
radicava ors	brand	edaravone	US	FDA Orange Book
radine	brand	ranitidine	SG	Singapore HSA
ralivia	brand	tramadol	CA	Health Canada DPD
raloxon	brand	raloxifene	SG	Singapore HSA
ramezol	brand	omeprazole	SG	Singapore HSA
ranexa	brand	ranolazine	US,EU	Drugs@FDA,EMA,FDA Orange Book,RxNorm
ranexa prolonged-release	brand	ranolazine	SG	Singapore HSA
ranfuzosin	brand	alfuzosin	SG	Singapore HSA
raniclor	brand	cefaclor	US	Drugs@FDA,FDA Orange Book
ranmast	brand	letrozole	SG	Singapore HSA
ranopto	brand	ranibizumab	CA	Health Canada DPD
rantac	brand	ranitidine	IN	CDSCO
ranxor	brand	oxaliplatin	SG	Singapore HSA
rapaflo	brand	silodosin	US	Drugs@FDA,FDA Orange Book
rapamune	brand	sirolimus	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
rapifen	brand	alfentanil	SG	Singapore HSA
rapilysin	brand	reteplase	EU,SG	EMA,Singapore HSA
rapiscan	brand	regadenoson	EU	EMA
rapivab	brand	peramivir	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
rasilez	brand	aliskiren	EU,SG	EMA,Singapore HSA
rasilez hct	brand	aliskiren+hydrochlorothiazide	EU	EMA
rasitol	brand	furosemide	SG	Singapore HSA
rasuvo	brand	methotrexate	US	Drugs@FDA,FDA Orange Book
ratio-topisalic	brand	salicylic acid+betamethasone	CA	Health Canada DPD
ratiograstim	brand	filgrastim	EU	EMA
ravicti	brand	glycerol phenylbutyrate	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
raxar	brand	grepafloxacin	US	Drugs@FDA,FDA Orange Book
raxone	brand	idebenone	EU	EMA
rayaldee	brand	calcifediol	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
rayos	brand	prednisone	US	Drugs@FDA,FDA Orange Book
razadyne	brand	galantamine	US	Drugs@FDA,FDA Orange Book
razadyne er	brand	galantamine	US	Drugs@FDA,FDA Orange Book
razo	brand	rabeprazole	IN	CDSCO
razo d	brand	rabeprazole+domperidone	IN	CDSCO
reactine	brand	cetirizine	CA	Health Canada DPD
reactine allergy	brand	cetirizine	CA	Health Canada DPD
reactine complete	brand	pseudoephedrine+cetirizine	CA	Health Canada DPD
reactine rapid dissolve	brand	cetirizine	CA	Health Canada DPD
readyprep chg	brand	chlorhexidine	US	FDA Orange Book
reagila	brand	cariprazine	EU	EMA
rebetol	brand	ribavirin	US,EU,SG	Drugs@FDA,EMA,FDA Orange Book,Singapore HSA
rebif	brand	interferon beta-1a	US,EU,CA,SG	Drugs@FDA,EMA,Health Canada DPD,Singapore HSA
rebinyn	brand	coagulation factor ix	CA	Health Canada DPD
reblozyl	brand	luspatercept	CA	Health Canada DPD
reclast	brand	zoledronic acid	US	Drugs@FDA,FDA Orange Book
recofol n	brand	propofol	SG	Singapore HSA
recorlev	brand	levoketoconazole	US	FDA Orange Book
rectalin hemorrhoidal	brand	phenylephrine	CA	Health Canada DPD
rectiv	brand	glyceryl trinitrate	US	Drugs@FDA,FDA Orange Book
rectogel hc	brand	benzocaine+zinc sulfate+hydrocortisone	CA	Health Canada DPD
rectogesic	brand	glyceryl trinitrate	SG	Singapore HSA
redesca	brand	enoxaparin	CA	Health Canada DPD
redesca hp	brand	enoxaparin	CA	Health Canada DPD
redisol	brand	cyanocobalamin	US	Drugs@FDA,FDA Orange Book
reditrex	brand	methotrexate	US	FDA Orange Book
refludan	brand	lepirudin	US	Drugs@FDA
refrat	brand	mycophenolic acid	SG	Singapore HSA
refresh tears	brand	carmellose	IN	CDSCO
regaine extra strength	brand	minoxidil	SG	Singapore HSA
regaine regular strength	brand	minoxidil	SG	Singapore HSA
regiocit	brand	sodium citrate+sodium chloride	CA	Health Canada DPD
regitine	brand	phentolamine	US	Drugs@FDA,FDA Orange Book
reglan	brand	metoclopramide	US	Drugs@FDA,FDA Orange Book,RxNorm
reglan odt	brand	metoclopramide	US	Drugs@FDA,FDA Orange Book
regonol	brand	pyridostigmine	US	Drugs@FDA,FDA Orange Book
regpara	brand	cinacalcet	SG	Singapore HSA
regranex	brand	becaplermin	US	Drugs@FDA
regro	brand	minoxidil	SG	Singapore HSA
regroton	brand	chlortalidone+reserpine	US	Drugs@FDA,FDA Orange Book
rekovelle	brand	follitropin delta	EU,CA	EMA,Health Canada DPD
rela	brand	carisoprodol	US	Drugs@FDA,FDA Orange Book
relafen	brand	nabumetone	US	Drugs@FDA,FDA Orange Book
relaxa	brand	macrogol	CA	Health Canada DPD
relaxophen	brand	paracetamol+methocarbamol	CA	Health Canada DPD
relenza	brand	zanamivir	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
relenza rotadisk	brand	zanamivir	SG	Singapore HSA
relestal	brand	dicycloverine	SG	Singapore HSA
relestat	brand	epinastine	SG	Singapore HSA
relexxii	brand	methylphenidate	US	FDA Orange Book
relievol allergy sinus	brand	paracetamol+pseudoephedrine+chlorphenamine	CA	Health Canada DPD
relievol sinus	brand	paracetamol+pseudoephedrine	CA	Health Canada DPD
relistor	brand	methylnaltrexone bromide	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
relpax	brand	eletriptan	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA
remafen	brand	diclofenac	SG	Singapore HSA
remdantry	brand	infliximab	CA	Health Canada DPD
remedol	brand	paracetamol	SG	Singapore HSA
remenafil	brand	sildenafil	SG	Singapore HSA
remeron	brand	mirtazapine	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA
remeron rd	brand	mirtazapine	CA	Health Canada DPD
remeron soltab	brand	mirtazapine	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
remethan	brand	diclofenac	SG	Singapore HSA
remicade	brand	infliximab	US,EU,CA,SG	Drugs@FDA,EMA,Health Canada DPD,RxNorm,Singapore HSA
reminyl	brand	galantamine	SG	Singapore HSA
remodulin	brand	treprostinil	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
remsed	brand	promethazine	US	Drugs@FDA,FDA Orange Book
remsima	brand	infliximab	EU,CA	EMA,Health Canada DPD
renagel	brand	sevelamer	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
renaton	brand	enalapril	SG	Singapore HSA
renese	brand	polythiazide	US	Drugs@FDA,FDA Orange Book
renese-r	brand	polythiazide+reserpine	US	Drugs@FDA,FDA Orange Book
renflexis	brand	infliximab	CA	Health Canada DPD
renitec	brand	enalapril	SG	Singapore HSA
renormax	brand	spirapril	US	Drugs@FDA,FDA Orange Book
renova	brand	tretinoin	US	Drugs@FDA,FDA Orange Book
renovue-dip	brand	iodamide	US	Drugs@FDA,FDA Orange Book
renvela	brand	sevelamer	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
reopro	brand	abciximab	US,SG	Drugs@FDA,Singapore HSA
repace	brand	losartan	IN	CDSCO
repatha	brand	evolocumab	US,EU,CA	Drugs@FDA,EMA,Health Canada DPD
replagal	brand	agalsidase alfa	EU,CA	EMA,Health Canada DPD
replenine-vf	brand	coagulation factor ix	SG	Singapore HSA
replenix acne	brand	benzoyl peroxide	CA	Health Canada DPD
reprexain	brand	hydrocodone+ibuprofen	US	Drugs@FDA,FDA Orange Book
requip	brand	ropinirole	US,SG	Drugs@FDA,FDA Orange Book,RxNorm,Singapore HSA
requip pd	brand	ropinirole	SG	Singapore HSA
requip xl	brand	ropinirole	US	Drugs@FDA,FDA Orange Book
rescriptor	brand	delavirdine	US	Drugs@FDA,FDA Orange Book
resectisol	brand	mannitol	US	Drugs@FDA,FDA Orange Book
resinsodio	brand	polystyrene sulfonate	SG	Singapore HSA
resolor	brand	prucalopride	EU,SG	EMA,Singapore HSA
resolve tinea	brand	miconazole	SG	Singapore HSA
resotran	brand	prucalopride	CA	Health Canada DPD
resporal	brand	dexbrompheniramine+pseudoephedrine	US	Drugs@FDA,FDA Orange Book
restasis	brand	ciclosporin	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
restasis multidose	brand	ciclosporin	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
restorafibre	brand	methylcellulose	CA	Health Canada DPD
restoralax	brand	macrogol	CA	Health Canada DPD
restoril	brand	temazepam	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm
restyl	brand	alprazolam	IN	CDSCO
retacnyl	brand	tretinoin	SG	Singapore HSA
retavase	brand	reteplase	US	Drugs@FDA
retet	brand	tetracycline	US	Drugs@FDA,FDA Orange Book
retevmo	brand	selpercatinib	US,CA	FDA Orange Book,Health Canada DPD
retin-a	brand	tretinoin	US	RxNorm
retin-a micro	brand	tretinoin	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
retin-a-micro	brand	tretinoin	US	Drugs@FDA,FDA Orange Book
retisert	brand	fluocinolone acetonide	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
retorin	brand	erythromycin	SG	Singapore HSA
retrovir	brand	zidovudine	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
revatio	brand	sildenafil	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
reversol	brand	edrophonium	US	Drugs@FDA,FDA Orange Book
revestive	brand	teduglutide	EU,CA	EMA,Health Canada DPD
revex	brand	nalmefene	US	Drugs@FDA,FDA Orange Book
revia	brand	naltrexone	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
revlimid	brand	lenalidomide	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
revolade	brand	eltrombopag	EU,CA,SG	EMA,Health Canada DPD,Singapore HSA
revonto	brand	dantrolene	US	Drugs@FDA,FDA Orange Book
reximide	brand	loperamide	SG	Singapore HSA
rextovy	brand	naloxone	US	FDA Orange Book
rexulti	brand	brexpiprazole	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
reyataz	brand	atazanavir	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
reyvow	brand	lasmiditan	US	FDA Orange Book
rezdiffra	brand	resmetirom	US	FDA Orange Book
rezenopy	brand	naloxone	US	FDA Orange Book
rezipres	brand	ephedrine	US	FDA Orange Book
rezira	brand	hydrocodone+pseudoephedrine	US	Drugs@FDA,FDA Orange Book
rezlidhia	brand	olutasidenib	US	FDA Orange Book
rezolsta	brand	darunavir+cobicistat	EU	EMA
rezulin	brand	troglitazone	US	Drugs@FDA,FDA Orange Book
rezurock	brand	belumosudil	US,CA	FDA Orange Book,Health Canada DPD
rezzayo	brand	rezafungin acetate	US	FDA Orange Book
rhewlin	brand	diclofenac	SG	Singapore HSA
rhewlin forte	brand	diclofenac	SG	Singapore HSA
rhewlin sr	brand	diclofenac	SG	Singapore HSA
rhinaris relief	brand	cetirizine	CA	Health Canada DPD
rhinathiol	brand	carbocisteine	SG	Singapore HSA
rhiniramine	brand	dexchlorpheniramine	SG	Singapore HSA
rhiniramine sr	brand	dexchlorpheniramine	SG	Singapore HSA
rhinocort	brand	budesonide	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
rhinocort allergy	brand	budesonide	US	Drugs@FDA,FDA Orange Book
rhinocort aqua	brand	budesonide	CA,SG	Health Canada DPD,Singapore HSA
rho-nitro pumpspray	brand	glyceryl trinitrate	CA	Health Canada DPD
rhofade	brand	oxymetazoline	US	Drugs@FDA,FDA Orange Book
rhopressa	brand	netarsudil	US	Drugs@FDA,FDA Orange Book
rhumagel	brand	piroxicam	SG	Singapore HSA
rhuzdah	brand	ethinylestradiol+norethisterone	US	FDA Orange Book
riarify	brand	beclometasone+formoterol+glycopyrronium bromide	EU	EMA
ribasphere	brand	ribavirin	US	Drugs@FDA,FDA Orange Book
ribavarin	brand	ribavirin	US	Drugs@FDA
ridal	brand	risperidone	SG	Singapore HSA
ridaura	brand	auranofin	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
ridkline	brand	risperidone	SG	Singapore HSA
rifadin	brand	rifampicin	US	Drugs@FDA,FDA Orange Book
rifamate	brand	isoniazid+rifampicin	US	Drugs@FDA,FDA Orange Book
rifampin	alias	rifampicin	-	USAN
rifaren	brand	rifampicin	SG	Singapore HSA
rifater	brand	isoniazid+pyrazinamide+rifampicin	US	Drugs@FDA,FDA Orange Book
rilcapton	brand	captopril	SG	Singapore HSA
rilutek	brand	riluzole	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
rimactane	brand	rifampicin	US	Drugs@FDA,FDA Orange Book
rimifon	brand	isoniazid	US	Drugs@FDA,FDA Orange Book
rinalix	brand	indapamide	SG	Singapore HSA
rinityn	brand	loratadine	SG	Singapore HSA
rino clenil	brand	beclometasone	SG	Singapore HSA
rinvoq	brand	upadacitinib	US,CA	FDA Orange Book,Health Canada DPD
rinvoq lq	brand	upadacitinib	US	FDA Orange Book
rinz normal saline	brand	sodium chloride	SG	Singapore HSA
riomet	brand	metformin	US	Drugs@FDA,FDA Orange Book
riomet er	brand	metformin	US	FDA Orange Book
risedronate	alias	risedronic acid	-	USAN
risonel	brand	risedronic acid	SG	Singapore HSA
rispator	brand	risperidone	SG	Singapore HSA
rispefar	brand	risperidone	SG	Singapore HSA
risperdal	brand	risperidone	US,AE	RxNorm,UAE MOHAP
ristaben	brand	sitagliptin	EU	EMA
ristfor	brand	sitagliptin+metformin	EU	EMA
risvan	brand	risperidone	US	FDA Orange Book
ritalin	brand	methylphenidate	US,SG	Drugs@FDA,FDA Orange Book,RxNorm,Singapore HSA
ritalin la	brand	methylphenidate	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
ritalin sr	brand	methylphenidate	SG	Singapore HSA
ritalin-sr	brand	methylphenidate	US	Drugs@FDA,FDA Orange Book
ritemvia	brand	rituximab	EU	EMA
rituxan	brand	rituximab	US,CA	Drugs@FDA,Health Canada DPD
rituxan hycela	brand	hyaluronidase+rituximab	US	Drugs@FDA
rituzena	brand	rituximab	EU	EMA
riva-lax	brand	macrogol	CA	Health Canada DPD
riva-sol hc	brand	zinc sulfate+hydrocortisone	CA	Health Canada DPD
rivacocet	brand	paracetamol+oxycodone	CA	Health Canada DPD
rivanase aq.nasal	brand	beclometasone	CA	Health Canada DPD
rivasa	brand	acetylsalicylic acid	CA	Health Canada DPD
rivasa fc	brand	acetylsalicylic acid	CA	Health Canada DPD
rivasol-hc	brand	zinc sulfate+hydrocortisone	CA	Health Canada DPD
rivasone	brand	betamethasone	CA	Health Canada DPD
rivfloza	brand	nedosiran	US	FDA Orange Book
rivive	brand	naloxone	US	FDA Orange Book
rivotril	brand	clonazepam	IN,AE,CA	CDSCO,Health Canada DPD,UAE MOHAP
rixathon	brand	rituximab	EU	EMA
riximyo	brand	rituximab	EU,CA	EMA,Health Canada DPD
rizafilm	brand	rizatriptan	US	FDA Orange Book
roaccutane	brand	isotretinoin	SG	Singapore HSA
roactemra	brand	tocilizumab	EU	EMA
robax platinum	brand	methocarbamol+ibuprofen	CA	Health Canada DPD
robaxacet	brand	methocarbamol+paracetamol	CA	Health Canada DPD
robaxacet extra strength	brand	paracetamol+methocarbamol	CA	Health Canada DPD
robaxin	brand	methocarbamol	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm
robaxisal	brand	acetylsalicylic acid+methocarbamol	US	Drugs@FDA,FDA Orange Book
robaxisal extra strength	brand	acetylsalicylic acid+methocarbamol	CA	Health Canada DPD
robimycin	brand	erythromycin	US	Drugs@FDA,FDA Orange Book
robinul	brand	glycopyrronium bromide	US	Drugs@FDA,FDA Orange Book
robinul forte	brand	glycopyrronium bromide	US	Drugs@FDA,FDA Orange Book
robitet	brand	tetracycline	US	Drugs@FDA,FDA Orange Book
robitussin	brand	guaifenesin	US	RxNorm
robitussin cough control	brand	guaifenesin+dextromethorphan	CA	Health Canada DPD
robitussin ex	brand	guaifenesin	SG	Singapore HSA
robitussin extra strength	brand	guaifenesin+dextromethorphan	CA	Health Canada DPD
robitussin pe	brand	guaifenesin+phenylephrine	SG	Singapore HSA
robitussin ps	brand	guaifenesin+pseudoephedrine	SG	Singapore HSA
rocaltrol	brand	calcitriol	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
rocephin	brand	ceftriaxone	US,AE	RxNorm,UAE MOHAP
rocklatan	brand	latanoprost+netarsudil	US	FDA Orange Book
rocuronium	alias	rocuronium bromide	-	USAN
rofact	brand	rifampicin	CA	Health Canada DPD
roferon-a	brand	interferon alfa-2a	SG	Singapore HSA
rogaine	brand	minoxidil	US	Drugs@FDA,FDA Orange Book
rogaine extra strength	brand	minoxidil	US	Drugs@FDA,FDA Orange Book
rolene	brand	betamethasone	CA	Health Canada DPD
rolufta ellipta	brand	umeclidinium bromide	EU	EMA
romazicon	brand	flumazenil	US	Drugs@FDA,FDA Orange Book
romesec	brand	omeprazole	SG	Singapore HSA
rondomycin	brand	metacycline	US	Drugs@FDA,FDA Orange Book
ronil	brand	captopril	SG	Singapore HSA
rosart	brand	losartan	SG	Singapore HSA
rosiden	brand	piroxicam	SG	Singapore HSA
rosiver	brand	ivermectin	CA	Health Canada DPD
rosone	brand	betamethasone	CA	Health Canada DPD
rosucard sanofi	brand	rosuvastatin	SG	Singapore HSA
rosuday	brand	rosuvastatin	IN	CDSCO
rosuvas	brand	rosuvastatin	IN	CDSCO
roszet	brand	ezetimibe+rosuvastatin	US	FDA Orange Book
roteas	brand	edoxaban	EU	EMA
rovacor	brand	lovastatin	SG	Singapore HSA
rowasa	brand	mesalazine	US	Drugs@FDA,FDA Orange Book
roweepra	brand	levetiracetam	US	Drugs@FDA
roxicet	brand	paracetamol+oxycodone	US	Drugs@FDA,FDA Orange Book
roxicodone	brand	oxycodone	US	Drugs@FDA,FDA Orange Book
roxifen	brand	piroxicam	SG	Singapore HSA
roxilox	brand	paracetamol+oxycodone	US	Drugs@FDA,FDA Orange Book
roximeth	brand	dexamethasone	SG	Singapore HSA
roxybond	brand	oxycodone	US	Drugs@FDA,FDA Orange Book
rozerem	brand	ramelteon	US	Drugs@FDA,FDA Orange Book
rozex	brand	metronidazole	SG	Singapore HSA
rozlytrek	brand	entrectinib	US,CA	FDA Orange Book,Health Canada DPD
rubex	brand	doxorubicin	US	Drugs@FDA,FDA Orange Book
rubifen	brand	methylphenidate	SG	Singapore HSA
rubivite	brand	cyanocobalamin	US	Drugs@FDA,FDA Orange Book
rubraca	brand	rucaparib	US,EU	Drugs@FDA,EMA,FDA Orange Book
rubramin pc	brand	cyanocobalamin	US	Drugs@FDA,FDA Orange Book
ruconest	brand	conestat alfa	EU	EMA
rufen	brand	ibuprofen	US	Drugs@FDA,FDA Orange Book
rukobia	brand	fostemsavir	US,CA	FDA Orange Book,Health Canada DPD
rupafin	brand	rupatadine	SG	Singapore HSA
rupall	brand	rupatadine	CA	Health Canada DPD
ruvite	brand	cyanocobalamin	US	Drugs@FDA,FDA Orange Book
ruxience	brand	rituximab	CA	Health Canada DPD
ruzurgi	brand	amifampridine	CA	Health Canada DPD
rxulti	brand	brexpiprazole	EU	EMA
ryanodex	brand	dantrolene	US	Drugs@FDA,FDA Orange Book
rybelsus	brand	semaglutide	AE,US,CA	FDA Orange Book,Health Canada DPD,RxNorm,UAE MOHAP
rybix odt	brand	tramadol	US	Drugs@FDA,FDA Orange Book
rybrevant	brand	amivantamab	CA	Health Canada DPD
rydapt	brand	midostaurin	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
rykindo	brand	risperidone	US	FDA Orange Book
rymti	brand	etanercept	CA	Health Canada DPD
rystiggo	brand	rozanolixizumab	CA	Health Canada DPD
rytary	brand	carbidopa+levodopa	US	Drugs@FDA,FDA Orange Book
rytelo	brand	imetelstat	US	FDA Orange Book
rythmodan	brand	disopyramide	CA	Health Canada DPD
rythmol	brand	propafenone	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
rythmol sr	brand	propafenone	US	Drugs@FDA,FDA Orange Book
rytmonorm	brand	propafenone	SG	Singapore HSA
ryzolt	brand	tramadol	US	Drugs@FDA,FDA Orange Book
ryzumvi	brand	phentolamine	US	FDA Orange Book
s.l. laxative	brand	bisacodyl	SG	Singapore HSA
sabril	brand	vigabatrin	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
saerogenta-a	brand	betamethasone+clotrimazole+gentamicin	SG	Singapore HSA
saizen	brand	somatropin	US,CA,SG	Drugs@FDA,Health Canada DPD,Singapore HSA
saizen click easy	brand	somatropin	SG	Singapore HSA
salacyn	brand	sodium chloride	SG	Singapore HSA
salagen	brand	pilocarpine	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
salazopyrin	brand	sulfasalazine	CA	Health Canada DPD
salbuair	brand	salbutamol	SG	Singapore HSA
salbuair cfc-free	brand	salbutamol	SG	Singapore HSA
saliject	brand	sodium salicylate	CA	Health Canada DPD
salmeterol xinafoate	alias	salmeterol	-	USAN
salofalk	brand	mesalazine	CA,SG	Health Canada DPD,Singapore HSA
salofalk enemas	brand	mesalazine	SG	Singapore HSA
saloride	brand	sodium chloride	SG	Singapore HSA
saluron	brand	hydroflumethiazide	US	Drugs@FDA,FDA Orange Book
salutensin	brand	hydroflumethiazide+reserpine	US	Drugs@FDA,FDA Orange Book
salutensin-demi	brand	hydroflumethiazide+reserpine	US	Drugs@FDA,FDA Orange Book
samsca	brand	tolvaptan	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
sancotec	brand	cetirizine	SG	Singapore HSA
sanctura	brand	trospium	US	Drugs@FDA,FDA Orange Book
sanctura xr	brand	trospium	US	Drugs@FDA,FDA Orange Book
sancuso	brand	granisetron	US,EU,SG	Drugs@FDA,EMA,FDA Orange Book,Singapore HSA
sandimmun	brand	ciclosporin	SG	Singapore HSA
sandimmun neoral	brand	ciclosporin	SG	Singapore HSA
sandimmun neoral drink	brand	ciclosporin	SG	Singapore HSA
sandimmune	brand	ciclosporin	US	Drugs@FDA,FDA Orange Book
sandimmune i.v	brand	ciclosporin	CA	Health Canada DPD
sandomigran ds	brand	pizotifen	CA	Health Canada DPD
sandostatin	brand	octreotide	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
sandostatin lar	brand	octreotide	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
sandoz d	brand	colecalciferol	CA	Health Canada DPD
sandoz polytrimethoprim	brand	polymyxin b+trimethoprim	CA	Health Canada DPD
sandril	brand	reserpine	US	Drugs@FDA,FDA Orange Book
sanorex	brand	mazindol	US	Drugs@FDA,FDA Orange Book
sansac	brand	erythromycin	US	Drugs@FDA,FDA Orange Book
sansert	brand	methysergide	US	Drugs@FDA,FDA Orange Book
santyl	brand	collagenase	US	Drugs@FDA
saphnelo	brand	anifrolumab	CA	Health Canada DPD
saphris	brand	asenapine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
saphris sublingual	brand	asenapine	SG	Singapore HSA
sarafem	brand	fluoxetine	US	Drugs@FDA,FDA Orange Book
sarclisa	brand	isatuximab	CA	Health Canada DPD
sastid anti-fungal	brand	clotrimazole	SG	Singapore HSA
sato uonome	brand	lactic acid+salicylic acid	SG	Singapore HSA
satric	brand	metronidazole	US	Drugs@FDA,FDA Orange Book
savaysa	brand	edoxaban	US	Drugs@FDA,FDA Orange Book
savella	brand	milnacipran	US	Drugs@FDA,FDA Orange Book
savene	brand	dexrazoxane	EU	EMA
saxenda	brand	liraglutide	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
scabene	brand	lindane	US	Drugs@FDA,FDA Orange Book
scalpsync anti-dandruff	brand	pyrithione zinc	CA	Health Canada DPD
scemblix	brand	asciminib	US,CA	FDA Orange Book,Health Canada DPD
scenesse	brand	afamelanotide	US,EU	EMA,FDA Orange Book
scholl athlete's foot	brand	tolnaftate	SG	Singapore HSA
scitropin a	brand	somatropin	SG	Singapore HSA
scopoderm tts	brand	scopolamine	SG	Singapore HSA
scopolamine butylbromide	alias	butylscopolamine	-	USAN
scrubteam surgical spongebrush	brand	hexachlorophene	US	Drugs@FDA,FDA Orange Book
seacalphyx	brand	thiosulfate	CA	Health Canada DPD
seaqua x	brand	chlorhexidine	CA	Health Canada DPD
seasonale	brand	ethinylestradiol+levonorgestrel	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
seasonique	brand	ethinylestradiol+levonorgestrel	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
sebivo	brand	telbivudine	EU,SG	EMA,Singapore HSA
sebizole	brand	ketoconazole	SG	Singapore HSA
sectral	brand	acebutolol	US	Drugs@FDA,FDA Orange Book
secuado	brand	asenapine	US	FDA Orange Book
sedamo	brand	diphenhydramine	CA	Health Canada DPD
sedatuss dm sirop	brand	dextromethorphan	CA	Health Canada DPD
seebri	brand	glycopyrronium bromide	US	Drugs@FDA,FDA Orange Book
seffin	brand	cefalotin	US	Drugs@FDA,FDA Orange Book
sefmal	brand	tramadol	SG	Singapore HSA
seglentis	brand	celecoxib+tramadol	US	FDA Orange Book
segluromet	brand	ertugliflozin+metformin	US,EU	Drugs@FDA,EMA,FDA Orange Book
seizalam	brand	midazolam	US	FDA Orange Book
seladin	brand	naproxen	SG	Singapore HSA
selax	brand	docusate sodium	CA	Health Canada DPD
seldron cleaning	brand	selenium sulfide	SG	Singapore HSA
selegos	brand	selegiline	SG	Singapore HSA
selexid	brand	pivmecillinam	CA	Health Canada DPD
selfemra	brand	fluoxetine	US	Drugs@FDA,FDA Orange Book
selincro	brand	nalmefene	EU,SG	EMA,Singapore HSA
selsun	brand	selenium sulfide	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
selzentry	brand	maraviroc	US	Drugs@FDA,FDA Orange Book
semerin cough	brand	ammonium chloride+ephedrine+sodium citrate	SG	Singapore HSA
semglee	brand	insulin glargine	EU,CA	EMA,Health Canada DPD
semprex-d	brand	acrivastine+pseudoephedrine	US	Drugs@FDA,FDA Orange Book
senkon white spot	brand	salicylic acid	SG	Singapore HSA
sennosides	alias	senna glycosides	-	USAN
senokot	brand	senna glycosides	US,SG	RxNorm,Singapore HSA
senokot s	brand	senna glycosides+docusate sodium	CA	Health Canada DPD
senshio	brand	ospemifene	EU	EMA
sensipar	brand	cinacalcet	US	Drugs@FDA,FDA Orange Book
sephience	brand	sepiapterin	CA	Health Canada DPD
septanest n	brand	epinephrine+articaine	CA	Health Canada DPD
septanest sp	brand	epinephrine+articaine	CA	Health Canada DPD
septi-soft	brand	hexachlorophene	US	Drugs@FDA,FDA Orange Book
septisol	brand	hexachlorophene	US	Drugs@FDA,FDA Orange Book
septocaine	brand	articaine+epinephrine	US	Drugs@FDA,FDA Orange Book
septra	brand	sulfamethoxazole+trimethoprim	US	RxNorm
septra ds	brand	sulfamethoxazole+trimethoprim	US	Drugs@FDA,FDA Orange Book
septra grape	brand	sulfamethoxazole+trimethoprim	US	Drugs@FDA,FDA Orange Book
septrin	brand	sulfamethoxazole+trimethoprim	SG	Singapore HSA
seratine	brand	sertraline	SG	Singapore HSA
serax	brand	oxazepam	US	Drugs@FDA,FDA Orange Book
serc	brand	betahistine	CA	Health Canada DPD
serentil	brand	mesoridazine	US	Drugs@FDA,FDA Orange Book
seretide	brand	salmeterol+fluticasone	AE,SG	Singapore HSA,UAE MOHAP
serevent	brand	salmeterol	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
sernivo	brand	betamethasone	US	Drugs@FDA,FDA Orange Book
seromycin	brand	cycloserine	US	Drugs@FDA,FDA Orange Book
serophene	brand	clomifene	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
seroquel	brand	quetiapine	AE,US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
seroquel xr	brand	quetiapine	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
serostim	brand	somatropin	US	Drugs@FDA
serostim lq	brand	somatropin	US	Drugs@FDA
seroxat	brand	paroxetine	SG	Singapore HSA
seroxat cr	brand	paroxetine	SG	Singapore HSA
serpalan	brand	reserpine	US	Drugs@FDA,FDA Orange Book
serpanray	brand	reserpine	US	Drugs@FDA,FDA Orange Book
serpasil	brand	reserpine	US	Drugs@FDA,FDA Orange Book
serpasil-apresoline	brand	hydralazine+reserpine	US	Drugs@FDA,FDA Orange Book
serpasil-esidrix	brand	hydrochlorothiazide+reserpine	US	Drugs@FDA,FDA Orange Book
serpate	brand	reserpine	US	Drugs@FDA,FDA Orange Book
serpivite	brand	reserpine	US	Drugs@FDA,FDA Orange Book
servisone	brand	prednisone	US	Drugs@FDA,FDA Orange Book
serzone	brand	nefazodone	US	Drugs@FDA,FDA Orange Book
sesquient	brand	fosphenytoin	US	FDA Orange Book
setamol	brand	paracetamol	SG	Singapore HSA
setisin	brand	neostigmine	SG	Singapore HSA
setlakin	brand	ethinylestradiol+levonorgestrel	US	Drugs@FDA,FDA Orange Book
setrof	brand	sertraline	SG	Singapore HSA
setronax	brand	ondansetron	SG	Singapore HSA
sevorane	brand	sevoflurane	SG	Singapore HSA
sevorane af	brand	sevoflurane	CA	Health Canada DPD
seysara	brand	sarecycline	US	FDA Orange Book
sezaby	brand	phenobarbital	US	FDA Orange Book
sfrowasa	brand	mesalazine	US	Drugs@FDA,FDA Orange Book
shampooing anti-pelliculaire	brand	pyrithione zinc	CA	Health Canada DPD
sheamoisture since	brand	pyrithione zinc	CA	Health Canada DPD
shelcal	brand	calcium carbonate	IN	CDSCO
shincef	brand	cefuroxime	SG	Singapore HSA
shincort	brand	triamcinolone	SG	Singapore HSA
shincort i.m	brand	triamcinolone	SG	Singapore HSA
shinoxol	brand	ambroxol	SG	Singapore HSA
shintamet	brand	cimetidine	SG	Singapore HSA
sialanar	brand	glycopyrronium	EU	EMA
sialor	brand	anethole trithione	CA	Health Canada DPD
sibboran	brand	landiolol	CA	Health Canada DPD
sifrol	brand	pramipexole	EU,SG	EMA,Singapore HSA
signifor	brand	pasireotide	EU,CA,SG	EMA,Health Canada DPD,Singapore HSA
signifor lar	brand	pasireotide	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
siklos	brand	hydroxycarbamide	US,EU	Drugs@FDA,EMA,FDA Orange Book
silace syr	brand	docusate sodium	CA	Health Canada DPD
sildaflo	brand	silver sulfadiazine	US	Drugs@FDA,FDA Orange Book
sildegra	brand	sildenafil	SG	Singapore HSA
silenor	brand	doxepin	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
siliq	brand	brodalumab	US,CA	Drugs@FDA,Health Canada DPD
silkis	brand	calcitriol	CA,SG	Health Canada DPD,Singapore HSA
silodyx	brand	silodosin	EU	EMA
silphen	brand	diphenhydramine	US	Drugs@FDA,FDA Orange Book
silvadene	brand	silver sulfadiazine	US	Drugs@FDA,FDA Orange Book
simcard	brand	simvastatin	SG	Singapore HSA
simlandi	brand	adalimumab	CA	Health Canada DPD
simliya	brand	desogestrel+ethinylestradiol	US	FDA Orange Book
simpesse	brand	ethinylestradiol+levonorgestrel	US	Drugs@FDA,FDA Orange Book
simponi	brand	golimumab	US,EU,CA,SG	Drugs@FDA,EMA,Health Canada DPD,Singapore HSA
simponi aria	brand	golimumab	US	Drugs@FDA
simponi i.v	brand	golimumab	CA,SG	Health Canada DPD,Singapore HSA
simtec	brand	cetirizine	SG	Singapore HSA
simulect	brand	basiliximab	US,EU,CA,SG	Drugs@FDA,EMA,Health Canada DPD,Singapore HSA
simvacor	brand	simvastatin	SG	Singapore HSA
simvor	brand	simvastatin	SG	Singapore HSA
simzal	brand	simvastatin	SG	Singapore HSA
sinarest	brand	paracetamol+chlorphenamine+phenylephrine	IN	CDSCO
sindoxplatin lyophilisate	brand	oxaliplatin	SG	Singapore HSA
sinemet	brand	levodopa+carbidopa	US	Drugs@FDA,FDA Orange Book,RxNorm
sinemet cr	brand	carbidopa+levodopa	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
sinemet sr	brand	carbidopa+levodopa	SG	Singapore HSA
sinequan	brand	doxepin	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
singulair	brand	montelukast	AE,US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
sinufrin	brand	oxymetazoline	CA	Health Canada DPD
sinufrin plus	brand	oxymetazoline	CA	Health Canada DPD
sinuva	brand	mometasone	US	Drugs@FDA,FDA Orange Book
sirturo	brand	bedaquiline	US,EU	Drugs@FDA,EMA,FDA Orange Book
sitavig	brand	aciclovir	US	Drugs@FDA,FDA Orange Book
sivextro	brand	tedizolid	US,EU,SG	Drugs@FDA,EMA,FDA Orange Book,Singapore HSA
sizodon	brand	risperidone	IN	CDSCO
skelid	brand	tiludronic acid	US	Drugs@FDA,FDA Orange Book
skilarence	brand	dimethyl fumarate	EU	EMA
skinoren	brand	azelaic acid	SG	Singapore HSA
sklice	brand	ivermectin	US	Drugs@FDA,FDA Orange Book
skyclarys	brand	omaveloxolone	US,CA	FDA Orange Book,Health Canada DPD
skyla	brand	levonorgestrel	US	Drugs@FDA,FDA Orange Book
skyrizi	brand	risankizumab	CA	Health Canada DPD
sleepaid extra strength	brand	diphenhydramine	CA	Health Canada DPD
slenyto	brand	melatonin	EU,CA	EMA,Health Canada DPD
slo-phyllin	brand	theophylline	US	Drugs@FDA,FDA Orange Book
slynd	brand	drospirenone	US,CA	FDA Orange Book,Health Canada DPD
soaanz	brand	torasemide	US	FDA Orange Book
soden	brand	naproxen	SG	Singapore HSA
sodium valproate	alias	valproic acid	-	BAN
sofdra	brand	sofpironium bromide	US	FDA Orange Book
soficlor	brand	cefaclor	SG	Singapore HSA
sofidrox	brand	cefadroxil	SG	Singapore HSA
sofilex	brand	cefalexin	SG	Singapore HSA
soflax	brand	docusate sodium	CA	Health Canada DPD
sofracort	brand	framycetin+dexamethasone+gramicidin	CA	Health Canada DPD
sogroya	brand	somapacitan	CA	Health Canada DPD
sohonos	brand	palovarotene	US,CA	FDA Orange Book,Health Canada DPD
solage	brand	mequinol+tretinoin	US	Drugs@FDA,FDA Orange Book
solaraze	brand	diclofenac	US	Drugs@FDA,FDA Orange Book
solcer	brand	omeprazole	SG	Singapore HSA
solfen	brand	docusate sodium	SG	Singapore HSA
solian	brand	amisulpride	SG	Singapore HSA
soliris	brand	eculizumab	US,EU,CA,SG	Drugs@FDA,EMA,Health Canada DPD,Singapore HSA
solmucol	brand	acetylcysteine	SG	Singapore HSA
solmux	brand	carbocisteine	SG	Singapore HSA
solodyn	brand	minocycline	US	Drugs@FDA,FDA Orange Book
solosec	brand	secnidazole	US	Drugs@FDA,FDA Orange Book
soltamox	brand	tamoxifen	US	Drugs@FDA,FDA Orange Book
solu-cortef	brand	hydrocortisone	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
solu-medrol	brand	methylprednisolone	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
solufy	brand	aripiprazole	CA	Health Canada DPD
soluprep aq swab	brand	chlorhexidine	CA	Health Canada DPD
solvin cold	brand	paracetamol+chlorphenamine+phenylephrine	IN	CDSCO
solymbic	brand	adalimumab	EU	EMA
solystat	brand	polystyrene sulfonate	CA	Health Canada DPD
soma	brand	carisoprodol	US	Drugs@FDA,FDA Orange Book
soma compound	brand	acetylsalicylic acid+carisoprodol	US	Drugs@FDA,FDA Orange Book
somac control	brand	pantoprazole	EU	EMA
somatuline autogel	brand	lanreotide	CA,SG	Health Canada DPD,Singapore HSA
somatuline depot	brand	lanreotide	US	Drugs@FDA,FDA Orange Book
somavert	brand	pegvisomant	US,EU,CA,SG	Drugs@FDA,EMA,Health Canada DPD,Singapore HSA
somin	brand	dexchlorpheniramine	SG	Singapore HSA
somophyllin	brand	aminophylline	US	Drugs@FDA,FDA Orange Book
somophyllin-crt	brand	theophylline	US	Drugs@FDA,FDA Orange Book
somophyllin-df	brand	aminophylline	US	Drugs@FDA,FDA Orange Book
somophyllin-t	brand	theophylline	US	Drugs@FDA,FDA Orange Book
sonazine	brand	chlorpromazine	US	Drugs@FDA,FDA Orange Book
soolantra	brand	ivermectin	US	Drugs@FDA,FDA Orange Book
soov bite	brand	cetrimide+lidocaine	SG	Singapore HSA
soproxen	brand	naproxen	SG	Singapore HSA
sorbitrate	brand	isosorbide dinitrate	IN,US	CDSCO,Drugs@FDA,FDA Orange Book
soren	brand	naproxen	SG	Singapore HSA
soriatane	brand	acitretin	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
sorilux	brand	calcipotriol	US	Drugs@FDA,FDA Orange Book
sorine	brand	sotalol	US	Drugs@FDA,FDA Orange Book
sosol	brand	sulfafurazole	US	Drugs@FDA,FDA Orange Book
sotahexal	brand	sotalol	SG	Singapore HSA
sotradecol	brand	sodium tetradecyl sulfate	US	Drugs@FDA,FDA Orange Book
sotret	brand	isotretinoin	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
sotyktu	brand	deucravacitinib	US,CA	FDA Orange Book,Health Canada DPD
sotylize	brand	sotalol	US	Drugs@FDA,FDA Orange Book
sovaldi	brand	sofosbuvir	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
sovenor	brand	buprenorphine	SG	Singapore HSA
sovuna	brand	hydroxychloroquine	US	FDA Orange Book
soxazole	brand	sulfafurazole	US	Drugs@FDA,FDA Orange Book
sp-anflam	brand	naproxen	SG	Singapore HSA
sp-anspaz	brand	butylscopolamine	SG	Singapore HSA
sp-arnox	brand	atropine+diphenoxylate	SG	Singapore HSA
sp-betasone	brand	betamethasone	SG	Singapore HSA
sp-brom	brand	bromhexine+ephedrine	SG	Singapore HSA
sp-broncovent	brand	salbutamol	SG	Singapore HSA
sp-clobesol	brand	clobetasol	SG	Singapore HSA
sp-codin	brand	codeine	SG	Singapore HSA
sp-codrine	brand	codeine+promethazine	SG	Singapore HSA
sp-cordexa	brand	dexamethasone	SG	Singapore HSA
sp-cortil	brand	prednisolone	SG	Singapore HSA
sp-cosedyl	brand	codeine+ephedrine+promethazine	SG	Singapore HSA
sp-diafen expectorant	brand	ammonium chloride+diphenhydramine+sodium citrate	SG	Singapore HSA
sp-diatab	brand	glibenclamide	SG	Singapore HSA
sp-famic	brand	mefenamic acid	SG	Singapore HSA
sp-febril	brand	paracetamol	SG	Singapore HSA
sp-glimed	brand	gliclazide	SG	Singapore HSA
sp-glucomet	brand	metformin	SG	Singapore HSA
sp-grevin	brand	griseofulvin	SG	Singapore HSA
sp-micozol	brand	miconazole	SG	Singapore HSA
sp-mucoplex	brand	carbocisteine	SG	Singapore HSA
sp-mucosov	brand	bromhexine	SG	Singapore HSA
sp-nadofen	brand	diclofenac	SG	Singapore HSA
sp-norvulin	brand	norethisterone	SG	Singapore HSA
sp-rhinodyl	brand	pseudoephedrine+triprolidine	SG	Singapore HSA
sp-sinudyl	brand	dexchlorpheniramine+pseudoephedrine	SG	Singapore HSA
sp-totifen	brand	ketotifen	SG	Singapore HSA
sp-virac	brand	aciclovir	SG	Singapore HSA
sparine	brand	promazine	US	Drugs@FDA,FDA Orange Book
spasmoliv	brand	butylscopolamine	SG	Singapore HSA
spasmolyt	brand	trospium	SG	Singapore HSA
spasmopriv	brand	fenoverine	SG	Singapore HSA
spatam	brand	acetylcysteine	SG	Singapore HSA
spectazole	brand	econazole	US	Drugs@FDA,FDA Orange Book
spectracef	brand	cefditoren	US	Drugs@FDA,FDA Orange Book
spectrila	brand	asparaginase	EU	EMA
spectro eczemacare medicated	brand	clobetasone	CA	Health Canada DPD
spectrobid	brand	bacampicillin	US	Drugs@FDA,FDA Orange Book
spedifen	brand	ibuprofen	SG	Singapore HSA
spedra	brand	avanafil	EU	EMA
spevigo	brand	spesolimab	CA	Health Canada DPD
spinraza	brand	nusinersen	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
spiriva	brand	tiotropium bromide	AE,US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
spiriva respimat	brand	tiotropium bromide	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
spirolon	brand	spironolactone	SG	Singapore HSA
sporanox	brand	itraconazole	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA
spravato	brand	esketamine	US,CA	FDA Orange Book,Health Canada DPD
spritam	brand	levetiracetam	US	Drugs@FDA,FDA Orange Book
sprix	brand	ketorolac	US	Drugs@FDA,FDA Orange Book
sprycel	brand	dasatinib	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
stablon	brand	tianeptine	SG	Singapore HSA
stada uno	brand	nifedipine	SG	Singapore HSA
stadol	brand	butorphanol	US	Drugs@FDA,FDA Orange Book
stamlo	brand	amlodipine	IN	CDSCO
standacillin	brand	ampicillin	SG	Singapore HSA
stanozide	brand	isoniazid	US	Drugs@FDA,FDA Orange Book
staphcillin	brand	meticillin	US	Drugs@FDA,FDA Orange Book
starlix	brand	nateglinide	US,EU,SG	Drugs@FDA,EMA,FDA Orange Book,Singapore HSA
starval	brand	valsartan	SG	Singapore HSA
statex	brand	morphine	CA,SG	Health Canada DPD,Singapore HSA
staticin	brand	erythromycin	US	Drugs@FDA,FDA Orange Book
statrol	brand	neomycin+polymyxin b	US	Drugs@FDA,FDA Orange Book
stavzor	brand	valproic acid	US	Drugs@FDA,FDA Orange Book
staxyn	brand	vardenafil	US	Drugs@FDA,FDA Orange Book
stayveer	brand	bosentan	EU	EMA
steglatro	brand	ertugliflozin	US,EU	Drugs@FDA,EMA,FDA Orange Book,RxNorm
steglujan	brand	ertugliflozin+sitagliptin	US,EU	Drugs@FDA,EMA,FDA Orange Book
stelara	brand	ustekinumab	US,EU,CA,SG	Drugs@FDA,EMA,Health Canada DPD,Singapore HSA
stelara i.v	brand	ustekinumab	CA	Health Canada DPD
stelazine	brand	trifluoperazine	US	Drugs@FDA,FDA Orange Book
stemetil	brand	prochlorperazine	SG	Singapore HSA
stendra	brand	avanafil	US	Drugs@FDA,FDA Orange Book
steqeyma	brand	ustekinumab	CA	Health Canada DPD
sterane	brand	prednisolone	US	Drugs@FDA,FDA Orange Book
stercia	brand	finasteride	SG	Singapore HSA
steri-stat	brand	chlorhexidine	US	Drugs@FDA,FDA Orange Book
steriderm-s	brand	clobetasol	SG	Singapore HSA
sterisporin	brand	polymyxin b+bacitracin	CA	Health Canada DPD
sterixin	brand	chlorhexidine	CA	Health Canada DPD
stesolid enema	brand	diazepam	SG	Singapore HSA
stie-cort	brand	hydrocortisone	US	Drugs@FDA,FDA Orange Book
stiemycin	brand	erythromycin	SG	Singapore HSA
stieprox	brand	ciclopirox	SG	Singapore HSA
stieva-a	brand	tretinoin	SG	Singapore HSA
stieva-a forte	brand	tretinoin	SG	Singapore HSA
stilamin	brand	somatostatin	SG	Singapore HSA
stilbestrol	brand	diethylstilbestrol	US	Drugs@FDA,FDA Orange Book
stilbetin	brand	diethylstilbestrol	US	Drugs@FDA,FDA Orange Book
stilnox	brand	zolpidem	SG	Singapore HSA
stilnox cr	brand	zolpidem	SG	Singapore HSA
stilphostrol	brand	diethylstilbestrol	US	Drugs@FDA,FDA Orange Book
stimate	brand	desmopressin	US	Drugs@FDA,FDA Orange Book
stiolto respimat	brand	olodaterol+tiotropium bromide	US	Drugs@FDA,FDA Orange Book
stivarga	brand	regorafenib	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
stoboclo	brand	denosumab	CA	Health Canada DPD
stocrin	brand	efavirenz	EU,SG	EMA,Singapore HSA
stomaax plus	brand	dimeticone+magnesium hydroxide+aluminium hydroxide	CA	Health Canada DPD
storilat	brand	carbamazepine	SG	Singapore HSA
storvas	brand	atorvastatin	IN	CDSCO
stoxil	brand	idoxuridine	US	Drugs@FDA,FDA Orange Book
stramucin	brand	mupirocin	CA	Health Canada DPD
strattera	brand	atomoxetine	US,SG	Drugs@FDA,FDA Orange Book,RxNorm,Singapore HSA
strensiq	brand	asfotase alfa	US,EU,CA	Drugs@FDA,EMA,Health Canada DPD
strepfen lozenges	brand	flurbiprofen	SG	Singapore HSA
strepsils anaesthetic formula	brand	hexylresorcinol	CA	Health Canada DPD
strepsils chesty cough	brand	ambroxol	SG	Singapore HSA
striant	brand	testosterone	US	Drugs@FDA,FDA Orange Book
strifon forte dsc	brand	chlorzoxazone	US	Drugs@FDA,FDA Orange Book
strimol	brand	paracetamol	SG	Singapore HSA
striverdi respimat	brand	olodaterol	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
stromectol	brand	ivermectin	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA
stugeron	brand	cinnarizine	IN,AE,SG	CDSCO,Singapore HSA,UAE MOHAP
sublimaze	brand	fentanyl	US	Drugs@FDA,FDA Orange Book
sublinox	brand	zolpidem	CA	Health Canada DPD
sublocade	brand	buprenorphine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
subsys	brand	fentanyl	US	Drugs@FDA,FDA Orange Book
subutex	brand	buprenorphine	US	Drugs@FDA,FDA Orange Book
subutex sublingual	brand	buprenorphine	SG	Singapore HSA
succinylcholine	alias	suxamethonium	-	USAN
sucostrin	brand	suxamethonium	US	Drugs@FDA,FDA Orange Book
sucraid	brand	sacrosidase	US	Drugs@FDA
sucrate	brand	sucralfate	SG	Singapore HSA
sucrets	brand	dyclonine	CA	Health Canada DPD
sudafed	brand	pseudoephedrine	AE,US	Drugs@FDA,FDA Orange Book,RxNorm,UAE MOHAP
sudafed sinus advance	brand	ibuprofen+pseudoephedrine	CA	Health Canada DPD
suflave	brand	magnesium sulfate+macrogol+potassium chloride+sodium chloride+sodium sulfate	US	FDA Orange Book
sular	brand	nisoldipine	US	Drugs@FDA,FDA Orange Book
sulcrate	brand	sucralfate	CA	Health Canada DPD
sulfabid	brand	sulfaphenazole	US	Drugs@FDA,FDA Orange Book
sulfair	brand	sulfacetamide	US	Drugs@FDA,FDA Orange Book
sulfair forte	brand	sulfacetamide	US	Drugs@FDA,FDA Orange Book
sulfalar	brand	sulfafurazole	US	Drugs@FDA,FDA Orange Book
sulfamylon	brand	mafenide	US	Drugs@FDA,FDA Orange Book
sulfatrim ds	brand	sulfamethoxazole+trimethoprim	CA	Health Canada DPD
sulfatrim-ds	brand	sulfamethoxazole+trimethoprim	US	Drugs@FDA,FDA Orange Book
sulfatrim-ss	brand	sulfamethoxazole+trimethoprim	US	Drugs@FDA,FDA Orange Book
sulfisoxazole	alias	sulfafurazole	-	USAN
sulfonamides duplex	brand	sulfadiazine+sulfamerazine	US	Drugs@FDA,FDA Orange Book
suliqua	brand	insulin glargine+lixisenatide	EU	EMA
sulmeprim	brand	sulfamethoxazole+trimethoprim	US	Drugs@FDA,FDA Orange Book
sulphasalazine	alias	sulfasalazine	-	BAN
sulphrin	brand	prednisolone+sulfacetamide	US	Drugs@FDA,FDA Orange Book
sulpidin	brand	sulpiride	SG	Singapore HSA
sulsoxin	brand	sulfafurazole	US	Drugs@FDA,FDA Orange Book
sulster	brand	prednisolone+sulfacetamide	US	Drugs@FDA,FDA Orange Book
sumavel dosepro	brand	sumatriptan	US	Drugs@FDA,FDA Orange Book
sumycin	brand	tetracycline	US	Drugs@FDA,FDA Orange Book
sun-dianox	brand	atropine+diphenoxylate	SG	Singapore HSA
sun-glizide	brand	gliclazide	SG	Singapore HSA
sunadine	brand	loratadine	SG	Singapore HSA
sunazol	brand	ketoconazole	SG	Singapore HSA
sunglucon	brand	glipizide	SG	Singapore HSA
sunizine	brand	cetirizine	SG	Singapore HSA
sunlenca	brand	lenacapavir	US,CA	FDA Orange Book,Health Canada DPD
sunmide	brand	furosemide	SG	Singapore HSA
sunolut	brand	norethisterone	SG	Singapore HSA
sunophene	brand	clomifene	SG	Singapore HSA
sunosi	brand	solriamfetol	US,CA	FDA Orange Book,Health Canada DPD
sunpepcin	brand	famotidine	SG	Singapore HSA
sunprox	brand	naproxen	SG	Singapore HSA
sunsedyl cough	brand	codeine+ephedrine+promethazine	SG	Singapore HSA
sunsedyl forte cough	brand	codeine+ephedrine+promethazine	SG	Singapore HSA
sunthorphan	brand	dextromethorphan	SG	Singapore HSA
suntotifen	brand	ketotifen	SG	Singapore HSA
sunvasc	brand	amlodipine	SG	Singapore HSA
sunvepra	brand	asunaprevir	SG	Singapore HSA
supeudol	brand	oxycodone	CA	Health Canada DPD
supirocin	brand	mupirocin	SG	Singapore HSA
supprelin	brand	histrelin	US	Drugs@FDA,FDA Orange Book
supprelin la	brand	histrelin	US	Drugs@FDA,FDA Orange Book
suprane	brand	desflurane	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
suprax	brand	cefixime	AE,US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,UAE MOHAP
suprefact	brand	buserelin	CA,SG	Health Canada DPD,Singapore HSA
suprefact depot	brand	buserelin	CA	Health Canada DPD
suprenza	brand	phentermine	US	Drugs@FDA,FDA Orange Book
supricort	brand	fluocinolone acetonide	SG	Singapore HSA
suprim	brand	sulfamethoxazole+trimethoprim	SG	Singapore HSA
suprim b.p	brand	sulfamethoxazole+trimethoprim	SG	Singapore HSA
surgicaine	brand	bupivacaine+epinephrine	SG	Singapore HSA
surmontil	brand	trimipramine	US	Drugs@FDA,FDA Orange Book
survanta beractant intratracheal	brand	phospholipids	SG	Singapore HSA
sustaire	brand	theophylline	US	Drugs@FDA,FDA Orange Book
sustiva	brand	efavirenz	US,EU	Drugs@FDA,EMA,FDA Orange Book
sustol	brand	granisetron	US	Drugs@FDA,FDA Orange Book
susvimo	brand	ranibizumab	CA	Health Canada DPD
sutab	brand	magnesium sulfate+potassium chloride+sodium sulfate	US	FDA Orange Book
sutent	brand	sunitinib	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
suvexx	brand	naproxen+sumatriptan	CA	Health Canada DPD
sw bena-expectorant	brand	ammonium chloride+diphenhydramine+sodium citrate	SG	Singapore HSA
sw-bena	brand	ammonium chloride+diphenhydramine+sodium citrate	SG	Singapore HSA
sw-dexasone	brand	dexamethasone	SG	Singapore HSA
swamlo	brand	amlodipine	SG	Singapore HSA
sycrest	brand	asenapine	EU	EMA
syeda	brand	drospirenone+ethinylestradiol	US	Drugs@FDA,FDA Orange Book
syfovre	brand	pegcetacoplan	US	FDA Orange Book
sylatron	brand	peginterferon alfa-2b	US	Drugs@FDA
sylevia	brand	ethinylestradiol+levonorgestrel	US	FDA Orange Book
sylvant	brand	siltuximab	US,EU,CA,SG	Drugs@FDA,EMA,Health Canada DPD,Singapore HSA
symadine	brand	amantadine	US	Drugs@FDA,FDA Orange Book
symbenda	brand	bendamustine	SG	Singapore HSA
symbicort	brand	formoterol+budesonide	US,AE	RxNorm,UAE MOHAP
symbicort aerosphere	brand	budesonide+formoterol	US	FDA Orange Book
symbicort forte	brand	formoterol+budesonide	CA	Health Canada DPD
symbyax	brand	fluoxetine+olanzapine	US	Drugs@FDA,FDA Orange Book
symfi	brand	efavirenz+lamivudine+tenofovir disoproxil	US	Drugs@FDA,FDA Orange Book
symfi lo	brand	efavirenz+lamivudine+tenofovir disoproxil	US	Drugs@FDA,FDA Orange Book
symjepi	brand	epinephrine	US	Drugs@FDA,FDA Orange Book
symlin	brand	pramlintide	US	Drugs@FDA,FDA Orange Book
symmetrel	brand	amantadine	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
symoxyl	brand	amoxicillin	SG	Singapore HSA
sympazan	brand	clobazam	US	FDA Orange Book
symproic	brand	naldemedine	US	Drugs@FDA,FDA Orange Book
synacort	brand	hydrocortisone	US	Drugs@FDA,FDA Orange Book
synacthen depot	brand	tetracosactide	CA	Health Canada DPD
synagis	brand	palivizumab	US,EU,CA,SG	Drugs@FDA,EMA,Health Canada DPD,Singapore HSA
synalar	brand	fluocinolone acetonide	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
synalar-hp	brand	fluocinolone acetonide	US	Drugs@FDA,FDA Orange Book
synarel	brand	nafarelin	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
synchloramin	brand	dexchlorpheniramine	SG	Singapore HSA
syndros	brand	dronabinol	US	Drugs@FDA,FDA Orange Book
synera	brand	lidocaine+tetracaine	US	Drugs@FDA,FDA Orange Book
synflex	brand	naproxen	SG	Singapore HSA
synjardy xr	brand	empagliflozin+metformin	US	Drugs@FDA,FDA Orange Book
synmethasone	brand	betamethasone	SG	Singapore HSA
synmethasone forte	brand	betamethasone	SG	Singapore HSA
synphasic	brand	ethinylestradiol+norethisterone	CA	Health Canada DPD
synribo	brand	omacetaxine mepesuccinate	US	Drugs@FDA,FDA Orange Book
synthroid	brand	levothyroxine sodium	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm
syntocinon	brand	oxytocin	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
syntometrine	brand	ergometrine+oxytocin	SG	Singapore HSA
syntomide	brand	metoclopramide	SG	Singapore HSA
syprine	brand	trientine	US	Drugs@FDA,FDA Orange Book
t-bact	brand	mupirocin	IN	CDSCO
t-phyl	brand	theophylline	US	Drugs@FDA,FDA Orange Book
t.o.nil	brand	glibenclamide	SG	Singapore HSA
tabrecta	brand	capmatinib	US,CA	FDA Orange Book,Health Canada DPD
tacaryl	brand	methdilazine	US	Drugs@FDA,FDA Orange Book
tace	brand	chlorotrianisene	US	Drugs@FDA,FDA Orange Book
tacforius	brand	tacrolimus	EU	EMA
taclonex	brand	betamethasone+calcipotriol	US	Drugs@FDA,FDA Orange Book
tacron	brand	ticlopidine	SG	Singapore HSA
tactupump	brand	adapalene+benzoyl peroxide	CA	Health Canada DPD
tactupump forte	brand	benzoyl peroxide+adapalene	CA	Health Canada DPD
tadliq	brand	tadalafil	US	FDA Orange Book
tafinlar	brand	dabrafenib	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
taflotan	brand	tafluprost	SG	Singapore HSA
taflotan-s	brand	tafluprost	SG	Singapore HSA
tagamet	brand	cimetidine	US	Drugs@FDA,FDA Orange Book
tagamet hb	brand	cimetidine	US	Drugs@FDA,FDA Orange Book
tagamet prevent	brand	cimetidine	CA	Health Canada DPD
tagrisso	brand	osimertinib	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
takhzyro	brand	lanadelumab	EU,CA	EMA,Health Canada DPD
talacen	brand	paracetamol+pentazocine	US	Drugs@FDA,FDA Orange Book
talicia	brand	amoxicillin+omeprazole+rifabutin	US	FDA Orange Book
talmanco	brand	tadalafil	EU	EMA
taltz	brand	ixekizumab	US,EU,CA	Drugs@FDA,EMA,Health Canada DPD
talum	brand	bicalutamide	SG	Singapore HSA
talvey	brand	talquetamab	CA	Health Canada DPD
talwin	brand	pentazocine	US	Drugs@FDA,FDA Orange Book
talwin compound	brand	acetylsalicylic acid+pentazocine	US	Drugs@FDA,FDA Orange Book
talwin nx	brand	naloxone+pentazocine	US	Drugs@FDA,FDA Orange Book
talzenna	brand	talazoparib	US,CA	FDA Orange Book,Health Canada DPD
tambocor	brand	flecainide	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
tamiflu	brand	oseltamivir	AE,US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
taminol	brand	paracetamol	CA	Health Canada DPD
tamipool	brand	ascorbic acid+biotin+cyanocobalamin+dexpanthenol+ergocalciferol+folic acid+nicotinamide+pyridoxine+riboflavin+thiamine+tocopherol+retinol	SG	Singapore HSA
tanatril	brand	imidapril	SG	Singapore HSA
tancofeto	brand	vancomycin	SG	Singapore HSA
tandearil	brand	oxyphenbutazone	US	Drugs@FDA,FDA Orange Book
tandemact	brand	pioglitazone+glimepiride	EU	EMA
tantum	brand	benzydamine	CA	Health Canada DPD
tanzeum	brand	albiglutide	US	Drugs@FDA
tapazole	brand	thiamazole	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm
taractan	brand	chlorprothixene	US	Drugs@FDA,FDA Orange Book
tarceva	brand	erlotinib	US,EU,SG	Drugs@FDA,EMA,FDA Orange Book,Singapore HSA
targiniq	brand	naloxone+oxycodone	US	Drugs@FDA,FDA Orange Book
targocid	brand	teicoplanin	SG	Singapore HSA
targretin	brand	bexarotene	US,EU	Drugs@FDA,EMA,FDA Orange Book
tarivid	brand	ofloxacin	SG	Singapore HSA
tarka	brand	trandolapril+verapamil	US	Drugs@FDA,FDA Orange Book
taro-sone	brand	betamethasone	CA	Health Canada DPD
tarpeyo	brand	budesonide	US	FDA Orange Book
tasigna	brand	nilotinib	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
tasmar	brand	tolcapone	US,EU	Drugs@FDA,EMA,FDA Orange Book
tavalisse	brand	fostamatinib	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
tavanic	brand	levofloxacin	AE	UAE MOHAP
tavist	brand	clemastine	US	Drugs@FDA,FDA Orange Book
tavneos	brand	avacopan	US,CA	FDA Orange Book,Health Canada DPD
taxim-o	brand	cefixime	IN	CDSCO
taxol	brand	paclitaxel	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
taxotere	brand	docetaxel	US,EU,SG	Drugs@FDA,EMA,FDA Orange Book,Singapore HSA
taytulla	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
tazicef	brand	ceftazidime	US	Drugs@FDA,FDA Orange Book
tazidime	brand	ceftazidime	US	Drugs@FDA,FDA Orange Book
tazime	brand	ceftazidime	SG	Singapore HSA
tazocin	brand	piperacillin+tazobactam	SG	Singapore HSA
tazorac	brand	tazarotene	US	Drugs@FDA,FDA Orange Book
tazpen	brand	piperacillin+tazobactam	SG	Singapore HSA
taztia xt	brand	diltiazem	US	Drugs@FDA,FDA Orange Book
tazverik	brand	tazemetostat	US	FDA Orange Book
tears naturale free	brand	hypromellose+dextran	CA	Health Canada DPD
tears naturale ii	brand	dextran+hypromellose	CA	Health Canada DPD
tebrazid	brand	pyrazinamide	CA	Health Canada DPD
tecartus	brand	brexucabtagene autoleucel	CA	Health Canada DPD
tecentriq	brand	atezolizumab	US,EU,CA	Drugs@FDA,EMA,Health Canada DPD
tecfidera	brand	dimethyl fumarate	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
tecta	brand	pantoprazole	CA	Health Canada DPD
tecvayli	brand	teclistamab	CA	Health Canada DPD
teczem	brand	diltiazem+enalapril	US	Drugs@FDA,FDA Orange Book
teflaro	brand	ceftaroline fosamil	US	Drugs@FDA,FDA Orange Book
tegison	brand	etretinate	US	Drugs@FDA,FDA Orange Book
tegopen	brand	cloxacillin	US	Drugs@FDA,FDA Orange Book
tegretol	brand	carbamazepine	IN,AE,US,CA,SG	CDSCO,Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
tegretol cr	brand	carbamazepine	CA,SG	Health Canada DPD,Singapore HSA
tegretol-xr	brand	carbamazepine	US	Drugs@FDA,FDA Orange Book
tegsedi	brand	inotersen	US,EU	EMA,FDA Orange Book
tekamlo	brand	aliskiren+amlodipine	US	Drugs@FDA,FDA Orange Book
tekturna	brand	aliskiren	US	Drugs@FDA,FDA Orange Book
tekturna hct	brand	aliskiren+hydrochlorothiazide	US	Drugs@FDA,FDA Orange Book
teldrin	brand	chlorphenamine	US	Drugs@FDA,FDA Orange Book
telebrix	brand	ioxitalamic acid	SG	Singapore HSA
telepaque	brand	iopanoic acid	US	Drugs@FDA,FDA Orange Book
telfast	brand	fexofenadine	AE,SG	Singapore HSA,UAE MOHAP
telfast d	brand	fexofenadine+pseudoephedrine	SG	Singapore HSA
telma	brand	telmisartan	IN	CDSCO
telma am	brand	telmisartan+amlodipine	IN	CDSCO
telma h	brand	telmisartan+hydrochlorothiazide	IN	CDSCO
telmotens	brand	telmisartan	SG	Singapore HSA
telmotens plus	brand	hydrochlorothiazide+telmisartan	SG	Singapore HSA
telstan	brand	telmisartan	SG	Singapore HSA
telstan-h	brand	hydrochlorothiazide+telmisartan	SG	Singapore HSA
telzir	brand	fosamprenavir	EU	EMA
temaz	brand	temazepam	US	Drugs@FDA,FDA Orange Book
tembexa	brand	brincidofovir	US,CA	FDA Orange Book,Health Canada DPD
temgesic	brand	buprenorphine	SG	Singapore HSA
temgesic sublingual	brand	buprenorphine	SG	Singapore HSA
temixys	brand	lamivudine+tenofovir disoproxil	US	FDA Orange Book
temodal	brand	temozolomide	EU,CA,SG	EMA,Health Canada DPD,Singapore HSA
temodar	brand	temozolomide	US	Drugs@FDA,FDA Orange Book
temomedac	brand	temozolomide	EU	EMA
temovate	brand	clobetasol	US	Drugs@FDA,FDA Orange Book
temovate e	brand	clobetasol	US	Drugs@FDA,FDA Orange Book
tempovate	brand	clobetasol	SG	Singapore HSA
tempra	brand	paracetamol	CA	Health Canada DPD
tempra children's	brand	paracetamol	CA	Health Canada DPD
temprosone	brand	betamethasone	SG	Singapore HSA
tenathan	brand	betanidine	US	Drugs@FDA,FDA Orange Book
tenepride	brand	teneligliptin	IN	CDSCO
tenex	brand	guanfacine	US	Drugs@FDA,FDA Orange Book
tenofovir disoproxil fumarate	alias	tenofovir disoproxil	-	USAN
tenol	brand	atenolol	SG	Singapore HSA
tenolol	brand	atenolol	SG	Singapore HSA
tenoret	brand	atenolol+chlortalidone	SG	Singapore HSA
tenoretic	brand	atenolol+chlortalidone	US	Drugs@FDA,FDA Orange Book
tenormin	brand	atenolol	AE,US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
tenox	brand	amlodipine	SG	Singapore HSA
tensiber	brand	irbesartan	SG	Singapore HSA
tensig	brand	atenolol	SG	Singapore HSA
tensilon	brand	edrophonium	US	Drugs@FDA,FDA Orange Book
tenuate	brand	amfepramone	US	Drugs@FDA,FDA Orange Book
tenuate dospan	brand	amfepramone	US	Drugs@FDA,FDA Orange Book
tepadina	brand	thiotepa	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
tepanil	brand	amfepramone	US	Drugs@FDA,FDA Orange Book
tepezza	brand	teprotumumab	CA	Health Canada DPD
tepmetko	brand	tepotinib	US,CA	FDA Orange Book,Health Canada DPD
tepylute	brand	thiotepa	US	FDA Orange Book
terasin	brand	terazosin	SG	Singapore HSA
terazol	brand	terconazole	US	Drugs@FDA,FDA Orange Book
teril	brand	carbamazepine	US	Drugs@FDA,FDA Orange Book
terizin	brand	cetirizine	SG	Singapore HSA
terlivaz	brand	terlipressin	US	FDA Orange Book
terra-cortril	brand	hydrocortisone+oxytetracycline	US	Drugs@FDA,FDA Orange Book
terrosa	brand	teriparatide	EU	EMA
tesavel	brand	sitagliptin	EU	EMA
teslascan	brand	mangafodipir	US	Drugs@FDA,FDA Orange Book
tessalon	brand	benzonatate	US	Drugs@FDA,FDA Orange Book
testim	brand	testosterone	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
testoderm	brand	testosterone	US	Drugs@FDA,FDA Orange Book
testoderm tts	brand	testosterone	US	Drugs@FDA,FDA Orange Book
testopel	brand	testosterone	US	Drugs@FDA,FDA Orange Book
testred	brand	methyltestosterone	US	Drugs@FDA,FDA Orange Book
tetradox	brand	doxycycline	SG	Singapore HSA
tetramed	brand	tetracycline	US	Drugs@FDA,FDA Orange Book
teva-combo sterinebs	brand	salbutamol+ipratropium bromide	CA	Health Canada DPD
teva-cotridin	brand	pseudoephedrine+triprolidine+codeine	CA	Health Canada DPD
teva-cotridin expectorant	brand	guaifenesin+triprolidine+pseudoephedrine+codeine	CA	Health Canada DPD
teva-ectosone	brand	betamethasone	CA	Health Canada DPD
teva-lenoltec no	brand	codeine+paracetamol	CA	Health Canada DPD
teva-oxycocet	brand	oxycodone+paracetamol	CA	Health Canada DPD
teva-pheniram	brand	chlorphenamine	CA	Health Canada DPD
teva-topilene	brand	betamethasone	CA	Health Canada DPD
teva-topisone	brand	betamethasone	CA	Health Canada DPD
teva-triacomb	brand	nystatin+triamcinolone+neomycin+gramicidin	CA	Health Canada DPD
teva-trimel ds	brand	sulfamethoxazole+trimethoprim	CA	Health Canada DPD
tevagrastim	brand	filgrastim	EU	EMA
teveten	brand	eprosartan	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
teveten hct	brand	eprosartan+hydrochlorothiazide	US	Drugs@FDA,FDA Orange Book
tevimbra	brand	tislelizumab	CA	Health Canada DPD
texacort	brand	hydrocortisone	US	Drugs@FDA,FDA Orange Book
tezruly	brand	terazosin	US	FDA Orange Book
tezspire	brand	tezepelumab	CA	Health Canada DPD
thalitone	brand	chlortalidone	US	Drugs@FDA,FDA Orange Book
thalomid	brand	thalidomide	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
theelin	brand	estrone	US	Drugs@FDA,FDA Orange Book
theo er	brand	theophylline	CA	Health Canada DPD
theo-dur	brand	theophylline	US	Drugs@FDA,FDA Orange Book
theobid	brand	theophylline	US	Drugs@FDA,FDA Orange Book
theobid jr	brand	theophylline	US	Drugs@FDA,FDA Orange Book
theochron	brand	theophylline	US	Drugs@FDA,FDA Orange Book
theoclear	brand	theophylline	US	Drugs@FDA,FDA Orange Book
theolair	brand	theophylline	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
theolair-sr	brand	theophylline	US	Drugs@FDA,FDA Orange Book
theolin sr	brand	theophylline	SG	Singapore HSA
theolixir	brand	theophylline	US	Drugs@FDA,FDA Orange Book
theovent	brand	theophylline	US	Drugs@FDA,FDA Orange Book
theraderm	brand	neomycin+triamcinolone+nystatin+gramicidin	CA	Health Canada DPD
thermazene	brand	silver sulfadiazine	US	Drugs@FDA,FDA Orange Book
theroxidil	brand	minoxidil	US	Drugs@FDA,FDA Orange Book
thiabendazole	alias	tiabendazole	-	USAN
thinoclo	brand	clopidogrel	SG	Singapore HSA
thioguanine	alias	tioguanine	-	USAN
thiola	brand	tiopronin	US	Drugs@FDA,FDA Orange Book
thiola ec	brand	tiopronin	US	FDA Orange Book
thioplex	brand	thiotepa	US	Drugs@FDA,FDA Orange Book
thiosulfil	brand	sulfamethizole	US	Drugs@FDA,FDA Orange Book
thiothixene	alias	tiotixene	-	USAN
thorazine	brand	chlorpromazine	US	Drugs@FDA,FDA Orange Book
thorinane	brand	enoxaparin	EU	EMA
thrombate iii	brand	antithrombin iii	CA	Health Canada DPD
thymanax	brand	agomelatine	EU	EMA
thypinone	brand	protirelin	US	Drugs@FDA,FDA Orange Book
thyquidity	brand	levothyroxine sodium	US	FDA Orange Book
thyrel trh	brand	protirelin	US	Drugs@FDA,FDA Orange Book
thyro-block	brand	potassium iodide	US	Drugs@FDA,FDA Orange Book
thyrogen	brand	thyrotropin alfa	US,EU,CA,SG	Drugs@FDA,EMA,Health Canada DPD,Singapore HSA
thyronorm	brand	levothyroxine sodium	IN	CDSCO
thyrosafe	brand	potassium iodide	US	Drugs@FDA,FDA Orange Book
thyroshield	brand	potassium iodide	US	Drugs@FDA,FDA Orange Book
thyrosit	brand	levothyroxine sodium	SG	Singapore HSA
thyrox	brand	levothyroxine sodium	IN	CDSCO
thyroxine	alias	levothyroxine sodium	-	BAN
thyrozol	brand	thiamazole	SG	Singapore HSA
thytropar	brand	thyrotropin	US	Drugs@FDA
tiamate	brand	diltiazem	US	Drugs@FDA,FDA Orange Book
tiazac	brand	diltiazem	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
tiazac xc	brand	diltiazem	CA	Health Canada DPD
tibella	brand	tibolone	CA	Health Canada DPD
tibsovo	brand	ivosidenib	US,CA	FDA Orange Book,Health Canada DPD
ticar	brand	ticarcillin	US	Drugs@FDA,FDA Orange Book
tickly throat cough	brand	dextromethorphan	CA	Health Canada DPD
ticlid	brand	ticlopidine	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
tidact	brand	clindamycin	SG	Singapore HSA
tidomet forte	brand	carbidopa+levodopa	SG	Singapore HSA
tigan	brand	trimethobenzamide	US	Drugs@FDA,FDA Orange Book
tiglutik	brand	riluzole	US	FDA Orange Book
tikosyn	brand	dofetilide	US	Drugs@FDA,FDA Orange Book
tilade	brand	nedocromil	US	Drugs@FDA,FDA Orange Book
tiludronate	alias	tiludronic acid	-	USAN
timabak eyedrops	brand	timolol	SG	Singapore HSA
timentin	brand	clavulanic acid+ticarcillin	US	Drugs@FDA,FDA Orange Book
timo-comod	brand	timolol	SG	Singapore HSA
timolide	brand	hydrochlorothiazide+timolol	US	Drugs@FDA,FDA Orange Book
timoptic	brand	timolol	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm
timoptic in ocudose	brand	timolol	US	Drugs@FDA,FDA Orange Book
timoptic-xe	brand	timolol	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
timoptol	brand	timolol	SG	Singapore HSA
timoptol-xe	brand	timolol	SG	Singapore HSA
tinactin	brand	tolnaftate	CA	Health Canada DPD
tinactin chill	brand	tolnaftate	CA	Health Canada DPD
tinalite	brand	tolnaftate	SG	Singapore HSA
tinazol	brand	miconazole	SG	Singapore HSA
tindal	brand	acetophenazine	US	Drugs@FDA,FDA Orange Book
tindamax	brand	tinidazole	US	Drugs@FDA,FDA Orange Book
tiodin	brand	ticlopidine	SG	Singapore HSA
tiotropium	alias	tiotropium bromide	-	USAN
tipidin	brand	ticlopidine	SG	Singapore HSA
tirosint	brand	levothyroxine sodium	US	Drugs@FDA,FDA Orange Book
tirosint-sol	brand	levothyroxine sodium	US	Drugs@FDA,FDA Orange Book
tivicay	brand	dolutegravir	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
tivicay pd	brand	dolutegravir	US	FDA Orange Book
tivorbex	brand	indometacin	US	Drugs@FDA,FDA Orange Book
tlando	brand	testosterone	US	FDA Orange Book
tnkase	brand	tenecteplase	US,CA	Drugs@FDA,Health Canada DPD
tobi	brand	tobramycin	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
tobi podhaler	brand	tobramycin	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
tobra	brand	tobramycin	SG	Singapore HSA
tobradex	brand	dexamethasone+tobramycin	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
tobradex st	brand	dexamethasone+tobramycin	US	Drugs@FDA,FDA Orange Book
tobrasone	brand	fluorometholone+tobramycin	US	Drugs@FDA,FDA Orange Book
tobrex	brand	tobramycin	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA
tobumide	brand	tolbutamide	SG	Singapore HSA
tocantin	brand	topotecan	SG	Singapore HSA
tofen	brand	ketotifen	SG	Singapore HSA
tofranil	brand	imipramine	US	Drugs@FDA,FDA Orange Book
tofranil-pm	brand	imipramine	US	Drugs@FDA,FDA Orange Book
tolak	brand	fluorouracil	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
tolectin	brand	tolmetin	US	Drugs@FDA,FDA Orange Book
tolectin ds	brand	tolmetin	US	Drugs@FDA,FDA Orange Book
tolinase	brand	tolazamide	US	Drugs@FDA,FDA Orange Book
tolmide	brand	tolbutamide	SG	Singapore HSA
tolnaderm	brand	tolnaftate	SG	Singapore HSA
tolsura	brand	itraconazole	US	FDA Orange Book
tolucombi	brand	telmisartan+hydrochlorothiazide	EU	EMA
tolura	brand	telmisartan	EU	EMA
tomudex	brand	raltitrexed	CA,SG	Health Canada DPD,Singapore HSA
tomvi	brand	etomidate	CA	Health Canada DPD
tonact	brand	atorvastatin	IN	CDSCO
tonin cough	brand	guaifenesin+noscapine	SG	Singapore HSA
tonocard	brand	tocainide	US	Drugs@FDA,FDA Orange Book
tookad	brand	padeliporfin	EU	EMA
topamax	brand	topiramate	AE,US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
topamax sprinkle	brand	topiramate	US	Drugs@FDA,FDA Orange Book
topicale	brand	benzocaine	SG	Singapore HSA
topicil	brand	clindamycin	SG	Singapore HSA
topicort	brand	desoximetasone	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
topicort lp	brand	desoximetasone	US	Drugs@FDA,FDA Orange Book
topicycline	brand	tetracycline	US	Drugs@FDA,FDA Orange Book
topiron	brand	topiramate	SG	Singapore HSA
topistin	brand	ciprofloxacin	SG	Singapore HSA
toposar	brand	etoposide	US	Drugs@FDA,FDA Orange Book
toprol	brand	metoprolol	US	RxNorm
toprol-xl	brand	metoprolol	US	Drugs@FDA,FDA Orange Book
tora	brand	phentermine	US	Drugs@FDA,FDA Orange Book
toradol	brand	ketorolac	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm
torecan	brand	thiethylperazine	US	Drugs@FDA,FDA Orange Book
torisel	brand	temsirolimus	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
tornalate	brand	bitolterol	US	Drugs@FDA,FDA Orange Book
torsemide	alias	torasemide	-	USAN
torvalipin	brand	atorvastatin	SG	Singapore HSA
torvatec	brand	atorvastatin	SG	Singapore HSA
tosymra	brand	sumatriptan	US	FDA Orange Book
totacillin	brand	ampicillin	US	Drugs@FDA,FDA Orange Book
totacillin-n	brand	ampicillin	US	Drugs@FDA,FDA Orange Book
totect	brand	dexrazoxane	US	Drugs@FDA,FDA Orange Book
toujeo	brand	insulin glargine	AE,US,EU	EMA,RxNorm,UAE MOHAP
toujeo doublestar	brand	insulin glargine	CA	Health Canada DPD
toujeo max solostar	brand	insulin glargine	US	Drugs@FDA
toujeo solostar	brand	insulin glargine	US,CA	Drugs@FDA,Health Canada DPD
tovalt odt	brand	zolpidem	US	Drugs@FDA,FDA Orange Book
tovanor breezhaler	brand	glycopyrronium bromide	EU	EMA
toviaz	brand	fesoterodine	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
tpoxx	brand	tecovirimat	US	FDA Orange Book
trachisan	brand	chlorhexidine+lidocaine+tyrothricin	SG	Singapore HSA
trachisan forte	brand	lidocaine	SG	Singapore HSA
tracidol	brand	tramadol	SG	Singapore HSA
tracleer	brand	bosentan	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
tracrium	brand	atracurium	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
tractocile	brand	atosiban	EU	EMA
tradjenta	brand	linagliptin	US	Drugs@FDA,FDA Orange Book,RxNorm
tradol	brand	tramadol	SG	Singapore HSA
tradonal	brand	tramadol	SG	Singapore HSA
tradonal sr	brand	tramadol	SG	Singapore HSA
trajenta	brand	linagliptin	IN,AE,EU,CA,SG	CDSCO,EMA,Health Canada DPD,Singapore HSA,UAE MOHAP
trajenta duo	brand	linagliptin+metformin	SG	Singapore HSA
tral	brand	hexocyclium	US	Drugs@FDA,FDA Orange Book
tramazac	brand	tramadol	IN	CDSCO
tramsone	brand	triamcinolone	SG	Singapore HSA
trancopal	brand	chlormezanone	US	Drugs@FDA,FDA Orange Book
trandate	brand	labetalol	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
trandate hct	brand	hydrochlorothiazide+labetalol	US	Drugs@FDA,FDA Orange Book
tranmep	brand	meprobamate	US	Drugs@FDA,FDA Orange Book
transderm scop	brand	scopolamine	US	Drugs@FDA,FDA Orange Book
transderm-nitro	brand	glyceryl trinitrate	US	Drugs@FDA,FDA Orange Book
translarna	brand	ataluren	EU	EMA
trantalol	brand	labetalol	SG	Singapore HSA
tranxene	brand	potassium clorazepate	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
tranxene sd	brand	potassium clorazepate	US	Drugs@FDA,FDA Orange Book
trasicor	brand	oxprenolol	US	Drugs@FDA,FDA Orange Book
trasylol	brand	aprotinin	US,CA,SG	Drugs@FDA,Health Canada DPD,Singapore HSA
travatan	brand	travoprost	US,EU,SG	Drugs@FDA,EMA,FDA Orange Book,Singapore HSA
travatan z	brand	travoprost	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
travocort	brand	diflucortolone+isoconazole	SG	Singapore HSA
travogen	brand	isoconazole	SG	Singapore HSA
trazimera	brand	trastuzumab	EU,CA	EMA,Health Canada DPD
treanda	brand	bendamustine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
trebon-n	brand	acetylcysteine	SG	Singapore HSA
trecator	brand	ethionamide	US	Drugs@FDA,FDA Orange Book
trecondyv	brand	treosulfan	CA	Health Canada DPD
trelstar	brand	triptorelin	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
tremfya	brand	guselkumab	US,EU,CA	Drugs@FDA,EMA,Health Canada DPD
tremfya i.v	brand	guselkumab	CA	Health Canada DPD
tremfya one-press	brand	guselkumab	CA	Health Canada DPD
tremin	brand	trihexyphenidyl	US	Drugs@FDA,FDA Orange Book
trenlin	brand	pentoxifylline	SG	Singapore HSA
trental	brand	pentoxifylline	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
tresiba	brand	insulin degludec	AE,US,EU,CA	Drugs@FDA,EMA,Health Canada DPD,RxNorm,UAE MOHAP
trest	brand	metixene	US	Drugs@FDA,FDA Orange Book
tretten	brand	catridecacog	CA	Health Canada DPD
trevicta	brand	paliperidone	EU	EMA
trexall	brand	methotrexate	US	Drugs@FDA,FDA Orange Book,RxNorm
trexan	brand	methotrexate	SG	Singapore HSA
treximet	brand	naproxen+sumatriptan	US	Drugs@FDA,FDA Orange Book
trexofin	brand	ceftriaxone	SG	Singapore HSA
trh ferring	brand	protirelin	SG	Singapore HSA
tri-legest	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
tri-legest fe	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
tri-luma	brand	fluocinolone acetonide+hydroquinone+tretinoin	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
tri-norinyl	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
triacet	brand	triamcinolone	US	Drugs@FDA,FDA Orange Book
triacin-c	brand	codeine+pseudoephedrine+triprolidine	US	Drugs@FDA,FDA Orange Book
triacort	brand	triamcinolone	US	Drugs@FDA,FDA Orange Book
triacyl	brand	tropicamide	SG	Singapore HSA
triaderm crm	brand	triamcinolone	CA	Health Canada DPD
trialodine	brand	trazodone	US	Drugs@FDA,FDA Orange Book
trialyn	brand	dextromethorphan+ammonium chloride+diphenhydramine	CA	Health Canada DPD
triamnone	brand	triamcinolone	SG	Singapore HSA
trianex	brand	triamcinolone	US	FDA Orange Book
triatex	brand	triamcinolone	US	Drugs@FDA,FDA Orange Book
triavil	brand	amitriptyline+perphenazine	US	Drugs@FDA,FDA Orange Book
triaxone	brand	ceftriaxone	SG	Singapore HSA
tribenzor	brand	amlodipine+hydrochlorothiazide+olmesartan medoxomil	US	Drugs@FDA,FDA Orange Book
tricefin	brand	ceftriaxone	SG	Singapore HSA
tricor	brand	fenofibrate	US	Drugs@FDA,FDA Orange Book,RxNorm
triderm	brand	triamcinolone	US	Drugs@FDA,FDA Orange Book
tridil	brand	glyceryl trinitrate	US	Drugs@FDA,FDA Orange Book
tridione	brand	trimethadione	US	Drugs@FDA,FDA Orange Book
tridural	brand	tramadol	CA	Health Canada DPD
triesence	brand	triamcinolone	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
triglide	brand	fenofibrate	US	Drugs@FDA,FDA Orange Book
trijardy xr	brand	empagliflozin+linagliptin+metformin	US	FDA Orange Book
trilafon	brand	perphenazine	US	Drugs@FDA,FDA Orange Book
trileptal	brand	oxcarbazepine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm
trilipix	brand	choline fenofibrate	US	Drugs@FDA,FDA Orange Book
trilitron	brand	pseudoephedrine+triprolidine	US	Drugs@FDA,FDA Orange Book
trilyte	brand	macrogol+potassium chloride+sodium bicarbonate+sodium chloride	US	Drugs@FDA,FDA Orange Book
trimaxazole	brand	sulfamethoxazole+trimethoprim	SG	Singapore HSA
trimox	brand	amoxicillin	US	Drugs@FDA,FDA Orange Book
trimpex	brand	trimethoprim	US	Drugs@FDA,FDA Orange Book
trinalin	brand	azatadine+pseudoephedrine	US	Drugs@FDA,FDA Orange Book
trinazole	brand	metronidazole	SG	Singapore HSA
trinipatch	brand	glyceryl trinitrate	CA	Health Canada DPD
trintellix	brand	vortioxetine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
triostat	brand	liothyronine sodium	US	Drugs@FDA,FDA Orange Book
triphed	brand	pseudoephedrine+triprolidine	US	Drugs@FDA,FDA Orange Book
tripta	brand	amitriptyline	SG	Singapore HSA
trisenox	brand	arsenic trioxide	US,EU	Drugs@FDA,EMA,FDA Orange Book
tritace	brand	ramipril	AE,SG	Singapore HSA,UAE MOHAP
tritec	brand	ranitidine bismuth citrate	US	Drugs@FDA,FDA Orange Book
trittico	brand	trazodone	SG	Singapore HSA
triumeq pd	brand	abacavir+dolutegravir+lamivudine	US	FDA Orange Book
trivagizole	brand	clotrimazole	US	Drugs@FDA,FDA Orange Book
trivaris	brand	triamcinolone	US	Drugs@FDA,FDA Orange Book
trivastal	brand	piribedil	SG	Singapore HSA
trizine	brand	sulfadiazine+trimethoprim	SG	Singapore HSA
trizivir	brand	abacavir+lamivudine+zidovudine	US,EU,SG	Drugs@FDA,EMA,FDA Orange Book,Singapore HSA
trizon	brand	ceftriaxone	SG	Singapore HSA
trobalt	brand	retigabine	SG	Singapore HSA
trobicin	brand	spectinomycin	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
trodelvy	brand	sacituzumab govitecan	CA	Health Canada DPD
trokendi xr	brand	topiramate	US	Drugs@FDA,FDA Orange Book
trolip	brand	fenofibrate	SG	Singapore HSA
tromboject	brand	sodium tetradecyl sulfate	CA	Health Canada DPD
tropex	brand	phenazone	SG	Singapore HSA
tropin	brand	dopamine	SG	Singapore HSA
trosan	brand	losartan	SG	Singapore HSA
trosyd dermal	brand	tioconazole	SG	Singapore HSA
trovan	brand	trovafloxacin	US	Drugs@FDA,FDA Orange Book
troxyca er	brand	naltrexone+oxycodone	US	Drugs@FDA,FDA Orange Book
trozet	brand	letrozole	SG	Singapore HSA
truberzi	brand	eluxadoline	EU	EMA
trudhesa	brand	dihydroergotamine	US	FDA Orange Book
true match lumi	brand	octinoxate	CA	Health Canada DPD
trulance	brand	plecanatide	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
trulicity	brand	dulaglutide	AE,US,EU,CA	Drugs@FDA,EMA,Health Canada DPD,RxNorm,UAE MOHAP
truphylline	brand	aminophylline	US	Drugs@FDA,FDA Orange Book
truqap	brand	capivasertib	US,CA	FDA Orange Book,Health Canada DPD
trurapi	brand	insulin aspart	CA	Health Canada DPD
truseltiq	brand	infigratinib	US	FDA Orange Book
trusopt	brand	dorzolamide	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
truxima	brand	rituximab	EU,CA	EMA,Health Canada DPD
trydonis	brand	beclometasone+formoterol+glycopyrronium bromide	EU	EMA
trymex	brand	triamcinolone	US	Drugs@FDA,FDA Orange Book
tryptan	brand	tryptophan	CA	Health Canada DPD
tryptomer	brand	amitriptyline	IN	CDSCO
tryvio	brand	aprocitentan	US	FDA Orange Book
tuberculin purified protein derivative	alias	tuberculin	-	USAN
tudorza genuair	brand	aclidinium bromide	CA	Health Canada DPD
tudorza pressair	brand	aclidinium bromide	US	Drugs@FDA,FDA Orange Book
tukysa	brand	tucatinib	US,CA	FDA Orange Book,Health Canada DPD
tupast	brand	ranitidine	SG	Singapore HSA
turalio	brand	pexidartinib	US	FDA Orange Book
turgex	brand	hexachlorophene	US	Drugs@FDA,FDA Orange Book
tussidex forte	brand	dextromethorphan	SG	Singapore HSA
tussigon	brand	homatropine methylbromide+hydrocodone	US	Drugs@FDA,FDA Orange Book
tussils	brand	dextromethorphan	SG	Singapore HSA
tuxarin er	brand	chlorphenamine+codeine	US	FDA Orange Book
twinject	brand	epinephrine	US	Drugs@FDA,FDA Orange Book
twirla	brand	ethinylestradiol+levonorgestrel	US	FDA Orange Book
twyneo	brand	benzoyl peroxide+tretinoin	US,CA	FDA Orange Book,Health Canada DPD
tyblume	brand	ethinylestradiol+levonorgestrel	US	FDA Orange Book
tybost	brand	cobicistat	US,EU	Drugs@FDA,EMA,FDA Orange Book
tycolet	brand	paracetamol+hydrocodone	US	Drugs@FDA,FDA Orange Book
tyenne	brand	tocilizumab	CA	Health Canada DPD
tygacil	brand	tigecycline	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
tykerb	brand	lapatinib	CA	Health Canada DPD
tylenol	alias	paracetamol	-	RxNorm
tylox	brand	paracetamol+oxycodone	US	Drugs@FDA,FDA Orange Book
tymlos	brand	abaloparatide	US	Drugs@FDA,FDA Orange Book
tyruko	brand	natalizumab	CA	Health Canada DPD
tyrvaya	brand	varenicline	US	FDA Orange Book
tysabri	brand	natalizumab	US,EU,CA,SG	Drugs@FDA,EMA,Health Canada DPD,Singapore HSA
tyvaso	brand	treprostinil	US	Drugs@FDA,FDA Orange Book
tyvaso dpi	brand	treprostinil	US	FDA Orange Book
tyverb	brand	lapatinib	EU	EMA
tyzeka	brand	telbivudine	US	Drugs@FDA,FDA Orange Book
tzield	brand	teplizumab	CA	Health Canada DPD
u-cort	brand	hydrocortisone	US	FDA Orange Book
u-gencin	brand	gentamicin	US	Drugs@FDA,FDA Orange Book
ubistesin	brand	articaine+epinephrine	SG	Singapore HSA
ubistesin forte	brand	articaine+epinephrine	SG	Singapore HSA
ubrelvy	brand	ubrogepant	US,CA	FDA Orange Book,Health Canada DPD
ubretid	brand	distigmine	SG	Singapore HSA
ucedane	brand	carglumic acid	EU	EMA
uceris	brand	budesonide	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
udenyca	brand	pegfilgrastim	EU	EMA
ukoniq	brand	umbralisib	US	FDA Orange Book
ulceran	brand	famotidine	SG	Singapore HSA
ulesfia	brand	benzyl alcohol	US	Drugs@FDA,FDA Orange Book
ulone	brand	clofedanol	CA	Health Canada DPD
uloric	brand	febuxostat	US	Drugs@FDA,FDA Orange Book,RxNorm
ulspira	brand	nitric oxide	US	FDA Orange Book
ultacan	brand	articaine+epinephrine	US	Drugs@FDA,FDA Orange Book
ultacan forte	brand	articaine+epinephrine	US	Drugs@FDA,FDA Orange Book
ultane	brand	sevoflurane	US	Drugs@FDA,FDA Orange Book
ultiva	brand	remifentanil	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
ultomiris	brand	ravulizumab	CA	Health Canada DPD
ultracaine d-s	brand	articaine+epinephrine	CA	Health Canada DPD
ultracarbon	brand	medicinal charcoal	SG	Singapore HSA
ultracef	brand	cefadroxil	US	Drugs@FDA,FDA Orange Book
ultracet	brand	tramadol+paracetamol	US,SG	Drugs@FDA,FDA Orange Book,RxNorm,Singapore HSA
ultrafen	brand	diclofenac	SG	Singapore HSA
ultram	brand	tramadol	US	Drugs@FDA,FDA Orange Book,RxNorm
ultram er	brand	tramadol	US	Drugs@FDA,FDA Orange Book
ultravate	brand	ulobetasol	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
ultravist	brand	iopromide	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
ulunar breezhaler	brand	indacaterol+glycopyrronium bromide	EU	EMA
umeclidinium	alias	umeclidinium bromide	-	USAN
uniderm	brand	clobetasol	SG	Singapore HSA
unidryl cd expectorant	brand	ammonium chloride+codeine+diphenhydramine	SG	Singapore HSA
uniflex	brand	betamethasone	SG	Singapore HSA
uniflex-n	brand	betamethasone+neomycin	SG	Singapore HSA
unilax	brand	bisacodyl	SG	Singapore HSA
unipen	brand	nafcillin	US	Drugs@FDA,FDA Orange Book
unipres	brand	hydralazine+hydrochlorothiazide+reserpine	US	Drugs@FDA,FDA Orange Book
uniren	brand	diclofenac	SG	Singapore HSA
uniretic	brand	hydrochlorothiazide+moexipril	US	Drugs@FDA,FDA Orange Book
unisedyl forte	brand	codeine+ephedrine+promethazine	SG	Singapore HSA
unithroid	brand	levothyroxine sodium	US	Drugs@FDA,FDA Orange Book
unitrac	brand	itraconazole	SG	Singapore HSA
univasc	brand	moexipril	US	Drugs@FDA,FDA Orange Book
univate	brand	clobetasol	SG	Singapore HSA
uphalexin	brand	cefalexin	SG	Singapore HSA
uphamol	brand	paracetamol	SG	Singapore HSA
uplizna	brand	inebilizumab	CA	Health Canada DPD
uplores	brand	roxithromycin	SG	Singapore HSA
upneeq	brand	oxymetazoline	US	FDA Orange Book
uprise	brand	colecalciferol	IN	CDSCO
uptravi	brand	selexipag	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
uractonum	brand	spironolactone	SG	Singapore HSA
urecholine	brand	bethanechol	US	Drugs@FDA,FDA Orange Book
urimax	brand	tamsulosin	IN	CDSCO
urispas	brand	flavoxate	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
urobak	brand	sulfamethoxazole	US	Drugs@FDA,FDA Orange Book
urocit-k	brand	potassium citrate	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
urogesic	brand	phenazopyridine	SG	Singapore HSA
uromitexan	brand	mesna	CA,SG	Health Canada DPD,Singapore HSA
uromitexan multidose	brand	mesna	SG	Singapore HSA
uroplus ds	brand	sulfamethoxazole+trimethoprim	US	Drugs@FDA,FDA Orange Book
uroplus ss	brand	sulfamethoxazole+trimethoprim	US	Drugs@FDA,FDA Orange Book
urorec	brand	silodosin	EU	EMA
urosin	brand	atenolol	SG	Singapore HSA
urotractin	brand	pipemidic acid	SG	Singapore HSA
uroxatral	brand	alfuzosin	US	Drugs@FDA,FDA Orange Book
uroxin	brand	ciprofloxacin	SG	Singapore HSA
urozide	brand	hydrochlorothiazide	CA	Health Canada DPD
urso	brand	ursodeoxycholic acid	US	Drugs@FDA,FDA Orange Book
urso forte	brand	ursodeoxycholic acid	US	Drugs@FDA,FDA Orange Book
ursodesoxycholic acid	alias	ursodeoxycholic acid	-	USAN
ursodiol	brand	ursodeoxycholic acid	US	RxNorm
ursofalk	brand	ursodeoxycholic acid	SG	Singapore HSA
utibron	brand	glycopyrronium bromide+indacaterol	US	Drugs@FDA,FDA Orange Book
uticillin vk	brand	phenoxymethylpenicillin	US	Drugs@FDA,FDA Orange Book
uticort	brand	betamethasone	US	Drugs@FDA,FDA Orange Book
utimox	brand	amoxicillin	US	Drugs@FDA,FDA Orange Book
utrogestan	brand	progesterone	CA,SG	Health Canada DPD,Singapore HSA
uvadex	brand	methoxsalen	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
uzedy	brand	risperidone	US	FDA Orange Book
v-cillin	brand	phenoxymethylpenicillin	US	Drugs@FDA,FDA Orange Book
v-cillin k	brand	phenoxymethylpenicillin	US	Drugs@FDA,FDA Orange Book
vablys	brand	dequalinium	CA	Health Canada DPD
vabysmo	brand	faricimab	CA	Health Canada DPD
vaciclor	brand	valaciclovir	SG	Singapore HSA
vacodil	brand	carvedilol	SG	Singapore HSA
vacontil	brand	loperamide	SG	Singapore HSA
vacrax i.v	brand	aciclovir	SG	Singapore HSA
vafseo	brand	vadadustat	US	FDA Orange Book
vagifem	brand	estradiol	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
vagisil medicated creme	brand	lidocaine	SG	Singapore HSA
valacyclovir	alias	valaciclovir	-	USAN
valchlor	brand	chlormethine	US	Drugs@FDA,FDA Orange Book
valcyte	brand	valganciclovir	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
valdoxan	brand	agomelatine	EU,SG	EMA,Singapore HSA
valisone	brand	betamethasone	US	Drugs@FDA,FDA Orange Book
valium	brand	diazepam	AE,US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,UAE MOHAP
valnac	brand	betamethasone	US	Drugs@FDA,FDA Orange Book
valparin	brand	valproic acid	IN	CDSCO
valparin xr	brand	valproic acid	SG	Singapore HSA
valproate	alias	valproic acid	-	USAN
valrelease	brand	diazepam	US	Drugs@FDA,FDA Orange Book
valstar	brand	valrubicin	US	Drugs@FDA,FDA Orange Book
valtoco	brand	diazepam	US	FDA Orange Book
valtrex	brand	valaciclovir	AE,US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
valtropin	brand	somatropin	US	Drugs@FDA
valturna	brand	aliskiren+valsartan	US	Drugs@FDA,FDA Orange Book
valvir	brand	valaciclovir	SG	Singapore HSA
vancenase	brand	beclometasone	US	Drugs@FDA,FDA Orange Book
vancenase aq	brand	beclometasone	US	Drugs@FDA,FDA Orange Book
vanceril	brand	beclometasone	US	Drugs@FDA,FDA Orange Book
vanceril double strength	brand	beclometasone	US	Drugs@FDA,FDA Orange Book
vancocin	brand	vancomycin	CA	Health Canada DPD
vancoled	brand	vancomycin	US	Drugs@FDA,FDA Orange Book
vancor	brand	vancomycin	US	Drugs@FDA,FDA Orange Book
vandazole	brand	metronidazole	US	Drugs@FDA,FDA Orange Book
vanflyta	brand	quizartinib	US,CA	FDA Orange Book,Health Canada DPD
vaniqa	brand	eflornithine	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
vanobid	brand	candicidin	US	Drugs@FDA,FDA Orange Book
vanos	brand	fluocinonide	US	Drugs@FDA,FDA Orange Book
vansil	brand	oxamniquine	US	Drugs@FDA,FDA Orange Book
vantas	brand	histrelin	US	Drugs@FDA,FDA Orange Book
vantavo	brand	alendronic acid+colecalciferol	EU	EMA
vantin	brand	cefpodoxime	US	Drugs@FDA,FDA Orange Book
vantobra	brand	tobramycin	EU	EMA
vantrela er	brand	hydrocodone	US	Drugs@FDA,FDA Orange Book
vapo-iso	brand	isoprenaline	US	Drugs@FDA,FDA Orange Book
vaprisol	brand	conivaptan	US	Drugs@FDA,FDA Orange Book
vaprisol in	brand	conivaptan	US	Drugs@FDA,FDA Orange Book
vargatef	brand	nintedanib	EU	EMA
varithena	brand	polidocanol	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
varodipine	brand	amlodipine	SG	Singapore HSA
varubi	brand	rolapitant	US	Drugs@FDA,FDA Orange Book
varuby	brand	rolapitant	EU	EMA
vascoten	brand	atenolol	SG	Singapore HSA
vaseretic	brand	enalapril+hydrochlorothiazide	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
vasican	brand	bromhexine	SG	Singapore HSA
vasilip	brand	simvastatin	SG	Singapore HSA
vasocidin	brand	prednisolone+sulfacetamide	US	Drugs@FDA,FDA Orange Book
vasocon	brand	naphazoline	US	Drugs@FDA,FDA Orange Book
vasocon-a	brand	antazoline+naphazoline	US	Drugs@FDA,FDA Orange Book
vasotec	brand	enalapril	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm
vasotrate	brand	isosorbide mononitrate	SG	Singapore HSA
vasoxyl	brand	methoxamine	US	Drugs@FDA,FDA Orange Book
vastarel	brand	trimetazidine	SG	Singapore HSA
vastarel mr	brand	trimetazidine	SG	Singapore HSA
vazalore	brand	acetylsalicylic acid	US	FDA Orange Book
vazculep	brand	phenylephrine	US	Drugs@FDA,FDA Orange Book
vectibix	brand	panitumumab	US,EU,CA,SG	Drugs@FDA,EMA,Health Canada DPD,Singapore HSA
vectical	brand	calcitriol	US	Drugs@FDA,FDA Orange Book
vedrop	brand	tocofersolan	EU	EMA
veetids	brand	phenoxymethylpenicillin	US	Drugs@FDA,FDA Orange Book
vegzelma	brand	bevacizumab	CA	Health Canada DPD
veklury	brand	remdesivir	US,CA	FDA Orange Book,Health Canada DPD
velban	brand	vinblastine	US	Drugs@FDA,FDA Orange Book
velbastine	brand	vinblastine	SG	Singapore HSA
velcade	brand	bortezomib	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
veletri	brand	epoprostenol	US	Drugs@FDA,FDA Orange Book
velivet	brand	desogestrel+ethinylestradiol	US	Drugs@FDA,FDA Orange Book
velmetia	brand	sitagliptin+metformin	EU	EMA
velorin	brand	atenolol	SG	Singapore HSA
velosef	brand	cefradine	US	Drugs@FDA,FDA Orange Book
velsipity	brand	etrasimod	US,CA	FDA Orange Book,Health Canada DPD
veltane	brand	brompheniramine	US	Drugs@FDA
veltassa	brand	patiromer calcium	EU,CA	EMA,Health Canada DPD
veltin	brand	clindamycin+tretinoin	US	Drugs@FDA,FDA Orange Book
vemlidy	brand	tenofovir alafenamide	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
venclexta	brand	venetoclax	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
venclyxto	brand	venetoclax	EU	EMA
venderol	brand	salbutamol	SG	Singapore HSA
venofer	brand	ferrous sulfate	CA	Health Canada DPD
ventamol	brand	salbutamol	SG	Singapore HSA
ventavis	brand	iloprost	US,EU,SG	Drugs@FDA,EMA,FDA Orange Book,Singapore HSA
ventolin	brand	salbutamol	IN,AE,US,CA,SG	CDSCO,Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
ventolin hfa	brand	salbutamol	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
ventolin i.v	brand	salbutamol	CA	Health Canada DPD
ventolin nebules	brand	salbutamol	SG	Singapore HSA
ventolin respirator	brand	salbutamol	CA,SG	Health Canada DPD,Singapore HSA
ventolin rotacaps	brand	salbutamol	US	Drugs@FDA,FDA Orange Book
veozah	brand	fezolinetant	US,CA	FDA Orange Book,Health Canada DPD
vepesid	brand	etoposide	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
veraring	brand	ethinylestradiol+etonogestrel	US	FDA Orange Book
vercef	brand	cefaclor	SG	Singapore HSA
vercef mr	brand	cefaclor	SG	Singapore HSA
vercyte	brand	pipobroman	US	Drugs@FDA,FDA Orange Book
verdeso	brand	desonide	US	Drugs@FDA,FDA Orange Book
veregen	brand	sinecatechins	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
verelan	brand	verapamil	US	Drugs@FDA,FDA Orange Book
verelan pm	brand	verapamil	US	Drugs@FDA,FDA Orange Book
verkazia	brand	ciclosporin	US,EU,CA	EMA,FDA Orange Book,Health Canada DPD
vermidol	brand	piperazine	US	Drugs@FDA,FDA Orange Book
vermox	brand	mebendazole	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm
verpamil	brand	verapamil	SG	Singapore HSA
verquvo	brand	vericiguat	US,CA	FDA Orange Book,Health Canada DPD
verrumal	brand	dimethyl sulfoxide+fluorouracil+salicylic acid	SG	Singapore HSA
versacloz	brand	clozapine	US	Drugs@FDA,FDA Orange Book
versapen	brand	hetacillin	US	Drugs@FDA,FDA Orange Book
versapen-k	brand	hetacillin	US	Drugs@FDA,FDA Orange Book
vertin	brand	betahistine	IN	CDSCO
verzenio	brand	abemaciclib	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
verzenios	brand	abemaciclib	EU	EMA
vesanoid	brand	tretinoin	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
vesicare	brand	solifenacin	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA
vesicare ls	brand	solifenacin	US	FDA Orange Book
vesprin	brand	triflupromazine	US	Drugs@FDA,FDA Orange Book
vesyca	brand	ranitidine	SG	Singapore HSA
vevye	brand	ciclosporin	US	FDA Orange Book
vexol	brand	rimexolone	US	Drugs@FDA,FDA Orange Book
vfend	brand	voriconazole	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
vi-twel	brand	cyanocobalamin	US	Drugs@FDA,FDA Orange Book
viaderm kc crm	brand	neomycin+nystatin+gramicidin+triamcinolone	CA	Health Canada DPD
viaderm kc ont	brand	triamcinolone+neomycin+gramicidin+nystatin	CA	Health Canada DPD
viadur	brand	leuprorelin	US	Drugs@FDA,FDA Orange Book
viagra	brand	sildenafil	AE,US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
viagra odt	brand	sildenafil	SG	Singapore HSA
vibativ	brand	telavancin	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
viberzi	brand	eluxadoline	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
vibisone	brand	cyanocobalamin	US	Drugs@FDA,FDA Orange Book
vibramycin	brand	doxycycline	AE,US	Drugs@FDA,FDA Orange Book,RxNorm,UAE MOHAP
vicks formula	brand	diphenhydramine	US	Drugs@FDA,FDA Orange Book
vicodin	brand	hydrocodone+paracetamol	US	Drugs@FDA,FDA Orange Book,RxNorm
vicodin es	brand	paracetamol+hydrocodone	US	Drugs@FDA,FDA Orange Book
vicodin hp	brand	paracetamol+hydrocodone	US	Drugs@FDA,FDA Orange Book
vicoprin	brand	acetylsalicylic acid+hydrocodone	US	Drugs@FDA,FDA Orange Book
vicoprofen	brand	hydrocodone+ibuprofen	US	Drugs@FDA,FDA Orange Book
victoza	brand	liraglutide	AE,US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
victrelis	brand	boceprevir	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
vidaza	brand	azacitidine	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
videx	brand	didanosine	US	Drugs@FDA,FDA Orange Book
videx ec	brand	didanosine	US	Drugs@FDA,FDA Orange Book
vidextra	brand	colecalciferol	CA	Health Canada DPD
vienva	brand	ethinylestradiol+levonorgestrel	US	Drugs@FDA,FDA Orange Book
viepax xr	brand	venlafaxine	SG	Singapore HSA
vigadrone	brand	vigabatrin	US	Drugs@FDA,FDA Orange Book
vigafyde	brand	vigabatrin	US	FDA Orange Book
vigamox	brand	moxifloxacin	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA
vigpoder	brand	vigabatrin	US	FDA Orange Book
viibryd	brand	vilazodone	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
vijoice	brand	alpelisib	US	FDA Orange Book
vilerm	brand	aciclovir	SG	Singapore HSA
viltepso	brand	viltolarsen	US	FDA Orange Book
vimizim	brand	elosulfase alfa	US,EU,CA	Drugs@FDA,EMA,Health Canada DPD
vimovo	brand	esomeprazole+naproxen	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
vimpat	brand	lacosamide	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA
vincasar	brand	vincristine	US	Drugs@FDA,FDA Orange Book
vincrex	brand	vincristine	US	Drugs@FDA,FDA Orange Book
vinelbine	brand	vinorelbine	SG	Singapore HSA
viorele	brand	desogestrel+ethinylestradiol	US	Drugs@FDA,FDA Orange Book
vioxx	brand	rofecoxib	US	Drugs@FDA,FDA Orange Book
vipdomet	brand	alogliptin+metformin	EU	EMA
vipidia	brand	alogliptin	EU	EMA
viprolox	brand	ciprofloxacin	SG	Singapore HSA
vira-a	brand	vidarabine	US	Drugs@FDA,FDA Orange Book
viracept	brand	nelfinavir	US	Drugs@FDA,FDA Orange Book
viraferonpeg	brand	peginterferon alfa-2b	EU	EMA
viramune	brand	nevirapine	US,EU,SG	Drugs@FDA,EMA,FDA Orange Book,Singapore HSA
viramune xr	brand	nevirapine	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
virax	brand	aciclovir	SG	Singapore HSA
virazole	brand	ribavirin	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
viread	brand	tenofovir disoproxil	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
virest	brand	aciclovir	SG	Singapore HSA
virgan	brand	ganciclovir	SG	Singapore HSA
virilon	brand	methyltestosterone	US	Drugs@FDA,FDA Orange Book
virless	brand	aciclovir	SG	Singapore HSA
viroptic	brand	trifluridine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
virox	brand	aciclovir	SG	Singapore HSA
visanne	brand	dienogest	CA,SG	Health Canada DPD,Singapore HSA
visine	brand	naphazoline+pheniramine	US,CA	FDA Orange Book,Health Canada DPD
visine l.r	brand	oxymetazoline	US	Drugs@FDA,FDA Orange Book
visine-a	brand	naphazoline+pheniramine	US	Drugs@FDA
visionblue	brand	trypan blue	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
visipaque	brand	iodixanol	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
viskazide	brand	hydrochlorothiazide+pindolol	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
visken	brand	pindolol	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
vistaril	brand	hydroxyzine	US	Drugs@FDA,FDA Orange Book,RxNorm
vistide	brand	cidofovir	US	Drugs@FDA,FDA Orange Book
vistitan	brand	bimatoprost	CA	Health Canada DPD
vistogard	brand	uridine triacetate	US	Drugs@FDA,FDA Orange Book
visudyne	brand	verteporfin	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
vitalic	brand	cyanocobalamin+pyridoxine+thiamine	SG	Singapore HSA
vitamin a	alias	retinol	-	USAN
vitamin b12	alias	cyanocobalamin	-	common name
vitamin d	alias	colecalciferol	-	common name
vitamin d3	alias	colecalciferol	-	common name
vitaros	brand	alprostadil	CA	Health Canada DPD
vitekta	brand	elvitegravir	US	Drugs@FDA,FDA Orange Book
vitrakvi	brand	larotrectinib	US,CA	FDA Orange Book,Health Canada DPD
vitrase	brand	hyaluronidase	US	Drugs@FDA
vitrasert	brand	ganciclovir	US	Drugs@FDA,FDA Orange Book
vitravene	brand	fomivirsen	US	Drugs@FDA,FDA Orange Book
vituz	brand	chlorphenamine+hydrocodone	US	Drugs@FDA,FDA Orange Book
vivacor	brand	rosuvastatin	SG	Singapore HSA
vivactil	brand	protriptyline	US	Drugs@FDA,FDA Orange Book
vivanza	brand	vardenafil	EU	EMA
vivelle	brand	estradiol	US	Drugs@FDA,FDA Orange Book
vivelle-dot	brand	estradiol	US	Drugs@FDA,FDA Orange Book
vividrin	brand	cromoglicic acid	SG	Singapore HSA
vivimusta	brand	bendamustine	US	FDA Orange Book
vivitrol	brand	naltrexone	US	Drugs@FDA,FDA Orange Book
vivjoa	brand	oteseconazole	US	FDA Orange Book
vivlodex	brand	meloxicam	US	Drugs@FDA,FDA Orange Book
vizarsin	brand	sildenafil	EU	EMA
vizimpro	brand	dacomitinib	US	FDA Orange Book
vizomet	brand	mometasone	SG	Singapore HSA
vloop	brand	etonogestrel+ethinylestradiol	CA	Health Canada DPD
vocabria	brand	cabotegravir	US,CA	FDA Orange Book,Health Canada DPD
vocarvi	brand	foscarnet	CA	Health Canada DPD
vogelxo	brand	testosterone	US	Drugs@FDA,FDA Orange Book
vokanamet	brand	canagliflozin+metformin	EU	EMA
volibris	brand	ambrisentan	EU,CA	EMA,Health Canada DPD
volmax	brand	salbutamol	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
volnea	brand	desogestrel+ethinylestradiol	US	Drugs@FDA,FDA Orange Book
voltaren	brand	diclofenac	AE,US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
voltaren arthritis pain	brand	diclofenac	US	FDA Orange Book
voltaren emulgel	brand	diclofenac	AE,CA,SG	Health Canada DPD,Singapore HSA,UAE MOHAP
voltaren emulgel active	brand	diclofenac	CA	Health Canada DPD
voltaren ophtha	brand	diclofenac	CA,SG	Health Canada DPD,Singapore HSA
voltaren rapid	brand	diclofenac	SG	Singapore HSA
voltaren rapide	brand	diclofenac	CA	Health Canada DPD
voltaren sr	brand	diclofenac	SG	Singapore HSA
voltaren-xr	brand	diclofenac	US	Drugs@FDA,FDA Orange Book
voltfast	brand	diclofenac	SG	Singapore HSA
volulyte	brand	hydroxyethylstarch	CA	Health Canada DPD
voluven	brand	hydroxyethylstarch	CA	Health Canada DPD
vonjo	brand	pacritinib	US	FDA Orange Book
vonvendi	brand	von willebrand factor	CA	Health Canada DPD
voquezna	brand	vonoprazan	US	FDA Orange Book
voquezna dual pak	brand	amoxicillin+vonoprazan	US	FDA Orange Book
voquezna triple pak	brand	amoxicillin+clarithromycin+vonoprazan	US	FDA Orange Book
voranigo	brand	vorasidenib	US,CA	FDA Orange Book,Health Canada DPD
voraxaze	brand	glucarpidase	US	Drugs@FDA
voren	brand	diclofenac	SG	Singapore HSA
voren plus	brand	diclofenac	SG	Singapore HSA
vospire er	brand	salbutamol	US	Drugs@FDA,FDA Orange Book
votazine	brand	promethazine	SG	Singapore HSA
votmine	brand	dimenhydrinate	SG	Singapore HSA
votrient	brand	pazopanib	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
votubia	brand	everolimus	EU	EMA
voveran	brand	diclofenac	IN	CDSCO
voxzogo	brand	vosoritide	US,CA	FDA Orange Book,Health Canada DPD
voydeya	brand	danicopan	US,CA	FDA Orange Book,Health Canada DPD
vpriv	brand	velaglucerase alfa	US,EU,CA	Drugs@FDA,EMA,Health Canada DPD
vraylar	brand	cariprazine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
vtama	brand	tapinarof	US	FDA Orange Book
vuity	brand	pilocarpine	US	FDA Orange Book
vumerity	brand	diroximel fumarate	US	FDA Orange Book
vumon	brand	teniposide	US	Drugs@FDA,FDA Orange Book
vyduo	brand	nebivolol+valsartan	US	FDA Orange Book
vyepti	brand	eptinezumab	CA	Health Canada DPD
vyfemla	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
vyleesi	brand	bremelanotide	US	FDA Orange Book
vyloma	brand	imiquimod	CA	Health Canada DPD
vyloy	brand	zolbetuximab	CA	Health Canada DPD
vyndamax	brand	tafamidis	US,CA	FDA Orange Book,Health Canada DPD
vyndaqel	brand	tafamidis	US,EU,CA	EMA,FDA Orange Book,Health Canada DPD
vyondys	brand	golodirsen	US	FDA Orange Book
vytorin	brand	ezetimibe+simvastatin	US,SG	Drugs@FDA,FDA Orange Book,RxNorm,Singapore HSA
vyvanse	brand	lisdexamfetamine	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm
vyvgart	brand	efgartigimod alfa	CA	Health Canada DPD
vyzulta	brand	latanoprostene bunod	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
wainua	brand	eplontersen	US,CA	FDA Orange Book,Health Canada DPD
wakix	brand	pitolisant	US,EU,CA	EMA,FDA Orange Book,Health Canada DPD
walesolone	brand	prednisolone	SG	Singapore HSA
wampocap	brand	nicotinic acid	US	Drugs@FDA,FDA Orange Book
wanmycin	brand	doxycycline	SG	Singapore HSA
warf	brand	warfarin	IN	CDSCO
wartec	brand	podophyllotoxin	SG	Singapore HSA
wegovy	brand	semaglutide	US,CA	FDA Orange Book,Health Canada DPD,RxNorm
weidar dicloren	brand	diclofenac	SG	Singapore HSA
welchol	brand	colesevelam	US	Drugs@FDA,FDA Orange Book
welireg	brand	belzutifan	US,CA	FDA Orange Book,Health Canada DPD
wellbutrin	brand	bupropion	US	Drugs@FDA,FDA Orange Book,RxNorm
wellbutrin sr	brand	bupropion	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
wellbutrin xl	brand	bupropion	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
wellcovorin	brand	calcium folinate	US	Drugs@FDA,FDA Orange Book
wera	brand	ethinylestradiol+norethisterone	US	Drugs@FDA,FDA Orange Book
westadone	brand	methadone	US	Drugs@FDA,FDA Orange Book
westcort	brand	hydrocortisone	US	Drugs@FDA,FDA Orange Book
wezlana	brand	ustekinumab	CA	Health Canada DPD
wezlana i.v	brand	ustekinumab	CA	Health Canada DPD
wigrettes	brand	ergotamine	US	Drugs@FDA,FDA Orange Book
wikoryl	brand	paracetamol+chlorphenamine+phenylephrine	IN	CDSCO
wilisan ringworm compound	brand	resorcinol+salicylic acid	SG	Singapore HSA
wilpo	brand	phentermine	US	Drugs@FDA,FDA Orange Book
winlevi	brand	clascoterone	US,CA	FDA Orange Book,Health Canada DPD
winpred	brand	prednisone	CA	Health Canada DPD
winrevair	brand	sotatercept	CA	Health Canada DPD
winstrol	brand	stanozolol	US	Drugs@FDA,FDA Orange Book
women's rogaine	brand	minoxidil	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
woods' peppermint cough	brand	guaifenesin	SG	Singapore HSA
wyamycin e	brand	erythromycin	US	Drugs@FDA,FDA Orange Book
wyamycin s	brand	erythromycin	US	Drugs@FDA,FDA Orange Book
wydase	brand	hyaluronidase	US	Drugs@FDA
wygesic	brand	paracetamol+dextropropoxyphene	US	Drugs@FDA,FDA Orange Book
wymox	brand	amoxicillin	US	Drugs@FDA,FDA Orange Book
wyost	brand	denosumab	CA	Health Canada DPD
wysolone	brand	prednisolone	IN	CDSCO
xaciato	brand	clindamycin	US	FDA Orange Book
xadago	brand	safinamide	US,EU	Drugs@FDA,EMA,FDA Orange Book
xagrid	brand	anagrelide	EU	EMA
xalatan	brand	latanoprost	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA
xalkori	brand	crizotinib	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
xaluprine	brand	mercaptopurine	EU	EMA
xamiol	brand	betamethasone+calcipotriol	SG	Singapore HSA
xanax	brand	alprazolam	AE,US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
xanax ts	brand	alprazolam	CA	Health Canada DPD
xanax xr	brand	alprazolam	US	Drugs@FDA,FDA Orange Book
xanidine	brand	ranitidine	SG	Singapore HSA
xaracoll	brand	bupivacaine	US	FDA Orange Book
xarelto	brand	rivaroxaban	AE,US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
xartemis xr	brand	paracetamol+oxycodone	US	Drugs@FDA,FDA Orange Book
xatmep	brand	methotrexate	US	Drugs@FDA,FDA Orange Book
xatral	brand	alfuzosin	CA	Health Canada DPD
xatral sr	brand	alfuzosin	SG	Singapore HSA
xatral xl	brand	alfuzosin	SG	Singapore HSA
xcopri	brand	cenobamate	US,CA	FDA Orange Book,Health Canada DPD
xdemvy	brand	lotilaner	US	FDA Orange Book
xeglyze	brand	abametapir	US	FDA Orange Book
xelevia	brand	sitagliptin	EU	EMA
xeljanz	brand	tofacitinib	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA
xeljanz xr	brand	tofacitinib	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
xeloda	brand	capecitabine	US,EU,SG	Drugs@FDA,EMA,FDA Orange Book,Singapore HSA
xelpros	brand	latanoprost	US	FDA Orange Book
xelstrym	brand	dexamfetamine	US	FDA Orange Book
xenazine	brand	tetrabenazine	US	Drugs@FDA,FDA Orange Book
xenetix	brand	iobitridol	SG	Singapore HSA
xenical	brand	orlistat	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
xenleta	brand	lefamulin	US	FDA Orange Book
xenpozyme	brand	olipudase alfa	CA	Health Canada DPD
xepagan	brand	promethazine	SG	Singapore HSA
xepamet	brand	cimetidine	SG	Singapore HSA
xepanicol	brand	chloramphenicol	SG	Singapore HSA
xepasone	brand	prednisolone	SG	Singapore HSA
xepi	brand	ozenoxacin	US	Drugs@FDA,FDA Orange Book
xeplion	brand	paliperidone	EU	EMA
xerava	brand	eravacycline	US,EU	EMA,FDA Orange Book
xerese	brand	aciclovir+hydrocortisone	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
xeristar	brand	duloxetine	EU	EMA
xermelo	brand	telotristat	CA	Health Canada DPD
xfusor	brand	ropivacaine	CA	Health Canada DPD
xgeva	brand	denosumab	US,EU,CA,SG	Drugs@FDA,EMA,Health Canada DPD,Singapore HSA
xhance	brand	fluticasone	US	Drugs@FDA,FDA Orange Book
xiaflex	brand	collagenase clostridium histolyticum	US	Drugs@FDA
xiapex	brand	collagenase clostridium histolyticum	EU	EMA
xibrom	brand	bromfenac	US	Drugs@FDA,FDA Orange Book
xifaxan	brand	rifaximin	US,SG	Drugs@FDA,FDA Orange Book,RxNorm,Singapore HSA
xigduo xr	brand	dapagliflozin+metformin	US	Drugs@FDA,FDA Orange Book
xiidra	brand	lifitegrast	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
xiliarx	brand	vildagliptin	EU	EMA
xilonibsa	brand	epinephrine+lidocaine	SG	Singapore HSA
ximino	brand	minocycline	US	Drugs@FDA,FDA Orange Book
xipere	brand	triamcinolone	US,CA	FDA Orange Book,Health Canada DPD
xofluza	brand	baloxavir marboxil	US,CA	FDA Orange Book,Health Canada DPD
xolair	brand	omalizumab	US,EU,CA,SG	Drugs@FDA,EMA,Health Canada DPD,Singapore HSA
xolegel	brand	ketoconazole	US	Drugs@FDA,FDA Orange Book
xolremdi	brand	mavorixafor	US	FDA Orange Book
xorimax	brand	cefuroxime	SG	Singapore HSA
xospata	brand	gilteritinib	US,CA	FDA Orange Book,Health Canada DPD
xoterna breezhaler	brand	indacaterol+glycopyrronium bromide	EU	EMA
xphozah	brand	tenapanor	US	FDA Orange Book
xpovio	brand	selinexor	US,CA	FDA Orange Book,Health Canada DPD
xromi	brand	hydroxycarbamide	US	FDA Orange Book
xsp-bena expectorant	brand	ammonium chloride+diphenhydramine+sodium citrate	SG	Singapore HSA
xtampza er	brand	oxycodone	US	Drugs@FDA,FDA Orange Book
xtandi	brand	enzalutamide	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
xtrelus	brand	guaifenesin+hydrocodone	US	FDA Orange Book
xultophy	brand	insulin degludec+liraglutide	US,EU	Drugs@FDA,EMA
xuriden	brand	uridine triacetate	US	Drugs@FDA,FDA Orange Book
xydalba	brand	dalbavancin	EU,CA	EMA,Health Canada DPD
xylac	brand	loxapine	CA	Health Canada DPD
xylestesin-a	brand	epinephrine+lidocaine	SG	Singapore HSA
xylocaine	brand	lidocaine	US,AE	RxNorm,UAE MOHAP
xylocaine dental	brand	lidocaine	US	Drugs@FDA,FDA Orange Book
xylocaine jelly	brand	lidocaine	CA,SG	Health Canada DPD,Singapore HSA
xylocaine pump	brand	lidocaine	SG	Singapore HSA
xylocaine viscous	brand	lidocaine	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
xylocard	brand	lidocaine	CA	Health Canada DPD
xyosted	brand	testosterone	US	FDA Orange Book
xyrem	brand	sodium oxybate	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
xyrosa	brand	doxycycline	US	Drugs@FDA
xyzal	brand	levocetirizine	AE,US,SG	Drugs@FDA,FDA Orange Book,RxNorm,Singapore HSA,UAE MOHAP
xyzal allergy	brand	levocetirizine	US	Drugs@FDA,FDA Orange Book
yaela	brand	drospirenone+ethinylestradiol	US	Drugs@FDA,FDA Orange Book
yargesa	brand	miglustat	US,EU	EMA,FDA Orange Book
yasmin	brand	drospirenone+ethinylestradiol	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
yellox	brand	bromfenac	EU	EMA
yentreve	brand	duloxetine	EU	EMA
yervoy	brand	ipilimumab	US,EU,CA,SG	Drugs@FDA,EMA,Health Canada DPD,Singapore HSA
yesafili	brand	aflibercept	CA	Health Canada DPD
yescarta	brand	axicabtagene ciloleucel	EU,CA	EMA,Health Canada DPD
yesintek	brand	ustekinumab	CA	Health Canada DPD
yesintek i.v	brand	ustekinumab	CA	Health Canada DPD
yondelis	brand	trabectedin	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
yonsa	brand	abiraterone	US	Drugs@FDA,FDA Orange Book
yorvipath	brand	palopegteriparatide	US,CA	FDA Orange Book,Health Canada DPD
yosprala	brand	acetylsalicylic acid+omeprazole	US	Drugs@FDA,FDA Orange Book
yucomy	brand	ketoconazole	SG	Singapore HSA
yuflyma	brand	adalimumab	CA	Health Canada DPD
yukare laxative	brand	bisacodyl	SG	Singapore HSA
yupelri	brand	revefenacin	US	FDA Orange Book
yutiq	brand	fluocinolone acetonide	US	FDA Orange Book
yutopar	brand	ritodrine	US	Drugs@FDA,FDA Orange Book
z-pak	brand	azithromycin	US	RxNorm
zacetin	brand	alprazolam	SG	Singapore HSA
zaditen	brand	ketotifen	CA,SG	Health Canada DPD,Singapore HSA
zaditen sro	brand	ketotifen	SG	Singapore HSA
zaditor	brand	ketotifen	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
zafibral	brand	bezafibrate	SG	Singapore HSA
zagam	brand	sparfloxacin	US	Drugs@FDA,FDA Orange Book
zalain	brand	sertaconazole	SG	Singapore HSA
zalasta	brand	olanzapine	EU	EMA
zaltrap	brand	aflibercept	EU,SG	EMA,Singapore HSA
zalviso	brand	sufentanil	EU	EMA
zanaflex	brand	tizanidine	US	Drugs@FDA,FDA Orange Book,RxNorm
zanocin	brand	ofloxacin	IN	CDSCO
zanosar	brand	streptozocin	US	Drugs@FDA,FDA Orange Book
zantac	brand	ranitidine	AE,US,SG	Drugs@FDA,FDA Orange Book,RxNorm,Singapore HSA,UAE MOHAP
zapiz	brand	clonazepam	IN	CDSCO
zaricort	brand	hydrocortisone+miconazole	SG	Singapore HSA
zarin	brand	miconazole	SG	Singapore HSA
zarontin	brand	ethosuximide	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
zaroxolyn	brand	metolazone	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm
zarzio	brand	filgrastim	EU,SG	EMA,Singapore HSA
zavedos	brand	idarubicin	SG	Singapore HSA
zavedos cs	brand	idarubicin	SG	Singapore HSA
zavesca	brand	miglustat	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
zavzpret	brand	zavegepant	US	FDA Orange Book
zaxine	brand	rifaximin	CA	Health Canada DPD
zaxopam	brand	oxazepam	US	Drugs@FDA,FDA Orange Book
zebeta	brand	bisoprolol	US	Drugs@FDA,FDA Orange Book
zebinix	brand	eslicarbazepine	EU	EMA
zecuity	brand	sumatriptan	US	Drugs@FDA,FDA Orange Book
zefazone	brand	cefmetazole	US	Drugs@FDA,FDA Orange Book
zeffix	brand	lamivudine	EU,SG	EMA,Singapore HSA
zegalogue	brand	dasiglucagon	US	FDA Orange Book
zegerid otc	brand	omeprazole+sodium bicarbonate	US	Drugs@FDA,FDA Orange Book
zejula	brand	niraparib	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
zelapar	brand	selegiline	US	Drugs@FDA,FDA Orange Book
zelboraf	brand	vemurafenib	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
zeldox	brand	ziprasidone	CA,SG	Health Canada DPD,Singapore HSA
zelmac	brand	tegaserod	SG	Singapore HSA
zelnorm	brand	tegaserod	US	Drugs@FDA,FDA Orange Book
zelsuvmi	brand	berdazimer sodium	US	FDA Orange Book
zembrace symtouch	brand	sumatriptan	US	Drugs@FDA,FDA Orange Book
zemdri	brand	plazomicin	US	Drugs@FDA,FDA Orange Book
zemplar	brand	paricalcitol	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
zemuron	brand	rocuronium bromide	US	Drugs@FDA,FDA Orange Book
zenatane	brand	isotretinoin	US	Drugs@FDA,FDA Orange Book
zenavod	brand	doxycycline	US	Drugs@FDA
zendhin	brand	ranitidine	SG	Singapore HSA
zenhale pressurized	brand	formoterol+mometasone	SG	Singapore HSA
zenmolin	brand	salbutamol	SG	Singapore HSA
zenpro	brand	omeprazole	SG	Singapore HSA
zensa	brand	lidocaine	CA	Health Canada DPD
zensa anorectal	brand	lidocaine+phenylephrine	CA	Health Canada DPD
zentel	brand	albendazole	IN,AE,SG	CDSCO,Singapore HSA,UAE MOHAP
zepatier	brand	elbasvir+grazoprevir	US,EU	Drugs@FDA,EMA,FDA Orange Book
zepbound	brand	tirzepatide	US,CA	FDA Orange Book,Health Canada DPD
zepilen	brand	cefazolin	SG	Singapore HSA
zeposia	brand	ozanimod	US,CA	FDA Orange Book,Health Canada DPD
zepzelca	brand	lurbinectedin	US,CA	FDA Orange Book,Health Canada DPD
zerit	brand	stavudine	US,EU	Drugs@FDA,EMA,FDA Orange Book
zerit xr	brand	stavudine	US	Drugs@FDA,FDA Orange Book
zerodol	brand	aceclofenac	IN	CDSCO
zerviate	brand	cetirizine	US	Drugs@FDA,FDA Orange Book
zessly	brand	infliximab	EU	EMA
zestril	brand	lisinopril	AE,US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
zetia	brand	ezetimibe	US	Drugs@FDA,FDA Orange Book,RxNorm
zetonna	brand	ciclesonide	US	Drugs@FDA,FDA Orange Book
zeulide depot	brand	leuprorelin	CA	Health Canada DPD
zevtera	brand	ceftobiprole medocaril	US,CA	FDA Orange Book,Health Canada DPD
ziac	brand	bisoprolol+hydrochlorothiazide	US	Drugs@FDA,FDA Orange Book
ziagen	brand	abacavir	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
ziana	brand	clindamycin+tretinoin	US	Drugs@FDA,FDA Orange Book
ziba-rx	brand	bacitracin	US	Drugs@FDA,FDA Orange Book
zide	brand	hydrochlorothiazide	US	Drugs@FDA,FDA Orange Book
zient	brand	ezetimibe	SG	Singapore HSA
ziextenzo	brand	pegfilgrastim	CA	Health Canada DPD
zifi	brand	cefixime	IN	CDSCO
ziihera	brand	zanidatamab	CA	Health Canada DPD
zilbrysq	brand	zilucoplan	US,CA	FDA Orange Book,Health Canada DPD
zilretta	brand	triamcinolone	US	Drugs@FDA,FDA Orange Book
zilxi	brand	minocycline	US	FDA Orange Book
zimed pf	brand	bimatoprost	CA	Health Canada DPD
zimhi	brand	naloxone	US	FDA Orange Book
zimor	brand	omeprazole	SG	Singapore HSA
zinacef	brand	cefuroxime	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
zinbryta	brand	daclizumab	US	Drugs@FDA
zindaclin	brand	clindamycin	SG	Singapore HSA
zinecard	brand	dexrazoxane	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
zinetac	brand	ranitidine	IN	CDSCO
zinforo	brand	ceftaroline fosamil	EU,SG	EMA,Singapore HSA
zingo	brand	lidocaine	US	Drugs@FDA,FDA Orange Book
zinnat	brand	cefuroxime	AE,SG	Singapore HSA,UAE MOHAP
zinnat granule	brand	cefuroxime	SG	Singapore HSA
zinplava	brand	bezlotoxumab	US,EU	Drugs@FDA,EMA
zioptan	brand	tafluprost	US	Drugs@FDA,FDA Orange Book
zipsor	brand	diclofenac	US	Drugs@FDA,FDA Orange Book
zirabev	brand	bevacizumab	CA	Health Canada DPD
zirgan	brand	ganciclovir	US	Drugs@FDA,FDA Orange Book
ziten	brand	teneligliptin	IN	CDSCO
zithromax	brand	azithromycin	AE,US,SG	Drugs@FDA,FDA Orange Book,RxNorm,Singapore HSA,UAE MOHAP
zithromax z-pak	brand	azithromycin	US	RxNorm
zituvimet	brand	metformin+sitagliptin	US	FDA Orange Book
zituvimet xr	brand	metformin+sitagliptin	US	FDA Orange Book
zituvio	brand	sitagliptin	US	FDA Orange Book
zmax	brand	azithromycin	US,SG	Drugs@FDA,FDA Orange Book,Singapore HSA
zocor	brand	simvastatin	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA
zofen	brand	ibuprofen	SG	Singapore HSA
zofran	brand	ondansetron	AE,US,SG	Drugs@FDA,FDA Orange Book,RxNorm,Singapore HSA,UAE MOHAP
zofran odt	brand	ondansetron	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
zohydro er	brand	hydrocodone	US	Drugs@FDA,FDA Orange Book
zokinvy	brand	lonafarnib	US	FDA Orange Book
zoladex	brand	goserelin	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
zoladex la	brand	goserelin	CA	Health Canada DPD
zoladex la depot	brand	goserelin	SG	Singapore HSA
zolendran	brand	zoledronic acid	SG	Singapore HSA
zolgensma	brand	onasemnogene abeparvovec	CA	Health Canada DPD
zolinza	brand	vorinostat	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
zoloft	brand	sertraline	AE,US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
zolpimist	brand	zolpidem	US	Drugs@FDA,FDA Orange Book
zolterol sr	brand	diclofenac	SG	Singapore HSA
zolyse	brand	chymotrypsin	US	Drugs@FDA
zomacton	brand	somatropin	US,SG	Drugs@FDA,Singapore HSA
zomarist	brand	vildagliptin+metformin	EU	EMA
zometa	brand	zoledronic acid	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
zomig	brand	zolmitriptan	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
zomig rapimelt	brand	zolmitriptan	CA,SG	Health Canada DPD,Singapore HSA
zomig-zmt	brand	zolmitriptan	US	Drugs@FDA,FDA Orange Book
zomorph	brand	morphine	CA	Health Canada DPD
zonalon	brand	doxepin	US	Drugs@FDA,FDA Orange Book
zonegran	brand	zonisamide	US,EU	Drugs@FDA,EMA,FDA Orange Book
zontivity	brand	vorapaxar	US	Drugs@FDA,FDA Orange Book
zoral	brand	aciclovir	SG	Singapore HSA
zorax	brand	aciclovir	SG	Singapore HSA
zoraxin	brand	aciclovir	SG	Singapore HSA
zorbtive	brand	somatropin	US	Drugs@FDA
zorcaine	brand	articaine+epinephrine	CA	Health Canada DPD
zortress	brand	everolimus	US	Drugs@FDA,FDA Orange Book
zorvolex	brand	diclofenac	US	Drugs@FDA,FDA Orange Book
zoryl	brand	glimepiride	IN	CDSCO
zoryve	brand	roflumilast	US,CA	FDA Orange Book,Health Canada DPD
zosyn	brand	piperacillin+tazobactam	US	Drugs@FDA,FDA Orange Book
zova	brand	zoledronic acid	SG	Singapore HSA
zovia	brand	ethinylestradiol+etynodiol	US	Drugs@FDA,FDA Orange Book
zovirax	brand	aciclovir	AE,US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
ztalmy	brand	ganaxolone	US	FDA Orange Book
ztlido	brand	lidocaine	US	Drugs@FDA,FDA Orange Book
zubsolv	brand	buprenorphine+naloxone	US,EU	Drugs@FDA,EMA,FDA Orange Book
zulresso	brand	brexanolone	US	FDA Orange Book
zumandimine	brand	drospirenone+ethinylestradiol	US	Drugs@FDA,FDA Orange Book
zunveyl	brand	benzgalantamine	US	FDA Orange Book
zuplenz	brand	ondansetron	US	Drugs@FDA,FDA Orange Book
zurampic	brand	lesinurad	US,EU	Drugs@FDA,EMA,FDA Orange Book
zurnai	brand	nalmefene	US	FDA Orange Book
zurzuvae	brand	zuranolone	US,CA	FDA Orange Book,Health Canada DPD
zutripro	brand	chlorphenamine+hydrocodone+pseudoephedrine	US	Drugs@FDA,FDA Orange Book
zyban	brand	bupropion	US,CA	Drugs@FDA,FDA Orange Book,Health Canada DPD
zyban sustained-release	brand	bupropion	SG	Singapore HSA
zyclara	brand	imiquimod	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
zydelig	brand	idelalisib	US,EU,CA	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD
zydone	brand	paracetamol+hydrocodone	US	Drugs@FDA,FDA Orange Book
zyfrel	brand	paracetamol+hydrocodone	US	Drugs@FDA,FDA Orange Book
zykadia	brand	ceritinib	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
zyllt	brand	clopidogrel	EU	EMA
zyloprim	brand	allopurinol	US	Drugs@FDA,FDA Orange Book,RxNorm
zyloric	brand	allopurinol	IN,AE,SG	CDSCO,Singapore HSA,UAE MOHAP
zymar	brand	gatifloxacin	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
zymaxid	brand	gatifloxacin	US	Drugs@FDA,FDA Orange Book
zynal	brand	naproxen	SG	Singapore HSA
zynlonta	brand	loncastuximab tesirine	CA	Health Canada DPD
zynor	brand	amlodipine	SG	Singapore HSA
zynrelef	brand	bupivacaine+meloxicam	US	FDA Orange Book
zynyz	brand	retifanlimab	CA	Health Canada DPD
zypadhera	brand	olanzapine	EU	EMA
zypitamag	brand	pitavastatin	US	Drugs@FDA,FDA Orange Book
zyprexa	brand	olanzapine	AE,US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,RxNorm,Singapore HSA,UAE MOHAP
zyprexa relprevv	brand	olanzapine	US	Drugs@FDA,FDA Orange Book
zyprexa velotab	brand	olanzapine	EU	EMA
zyprexa zydis	brand	olanzapine	US,CA,SG	Drugs@FDA,FDA Orange Book,Health Canada DPD,Singapore HSA
zyrtec	brand	cetirizine	AE,US,SG	Drugs@FDA,FDA Orange Book,RxNorm,Singapore HSA,UAE MOHAP
zyrtec allergy	brand	cetirizine	US	Drugs@FDA,FDA Orange Book
zyrtec hives relief	brand	cetirizine	US	Drugs@FDA,FDA Orange Book
zyrtec-d	brand	cetirizine+pseudoephedrine	US,SG	Drugs@FDA,FDA Orange Book,RxNorm,Singapore HSA
zyrtec-r	brand	cetirizine	SG	Singapore HSA
zytiga	brand	abiraterone	US,EU,CA,SG	Drugs@FDA,EMA,FDA Orange Book,Health Canada DPD,Singapore HSA
zytram xl	brand	tramadol	CA	Health Canada DPD
zyvox	brand	linezolid	US,SG	Drugs@FDA,FDA Orange Book,RxNorm,Singapore HSA
zyvoxam	brand	linezolid	CA	Health Canada DPD
zzzquil	brand	diphenhydramine	CA	Health Canada DPD
zzzquil sleep aid	brand	diphenhydramine	CA	Health Canada DPD
`;
