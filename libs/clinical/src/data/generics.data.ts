/**
 * Generic medicines: one a line, tab-separated. name (WHO INN as the ATC index spells it, lower case);
 * atc (WHO ATC codes, comma-separated); ddd (WHO defined daily doses: "value unit route", "|"-separated);
 * usual_dose (one adult dose, "min-max unit", "|"-separated per unit given); dose_source (where the usual dose
 * comes from). Source of names, codes and DDDs: WHO Collaborating Centre for Drug Statistics Methodology,
 * ATC/DDD Index (as published 2026-04). Facts written in our own format; see libs/clinical/README.md.
 */
export const GENERICS_TSV = `
13c-urea	V04CX05	-	-	-
4-aminosalicylic acid	J04AA01	12 g O	-	-
4-dimethylaminophenol	V03AB27	-	-	-
abacavir	J05AF06	0.6 g O	-	-
abaloparatide	H05AA04	-	-	-
abametapir	P03AX07	-	-	-
abarelix	L02BX01	3.6 mg P	-	-
abatacept	L04AA24	27 mg P	-	-
abciximab	B01AC13	25 mg P	-	-
abemaciclib	L01EF03	0.3 g O	-	-
abetimus	L04AA22	-	-	-
abicipar pegol	S01LA07	-	-	-
abiraterone	L02BX03	1 g O	-	-
abrocitinib	D11AH08	0.15 g O	-	-
absorbable gelatin sponge	B02BC01	-	-	-
acadesine	C01EB13	-	-	-
acalabrutinib	L01EL02	0.2 g O	-	-
acamprosate	N07BB03	2 g O	-	-
acarbose	A10BF01	0.3 g O	25-100 mg	FDA label
acebutolol	C07AB04	0.4 g O|0.4 g P	-	-
aceclidine	S01EB08	-	-	-
aceclofenac	M01AB16,M02AA25	0.2 g O	100-200 mg	FDA label
acefylline piperazine	R03DA09	-	-	-
acemetacin	M01AB11	0.12 g O	-	-
aceneuramic acid	M09AX05	-	-	-
acenocoumarol	B01AA07	5 mg O	-	-
acepromazine	N05AA04	0.1 g O|50 mg P	-	-
acetarsol	A07AX02,G01AB01,P01CD02	0.5 g V	-	-
acetazolamide	S01EC01	0.75 g O|0.75 g P	-	-
acetic acid	G01AD02,S02AA10	-	-	-
acetohexamide	A10BB31	0.5 g O	-	-
acetohydroxamic acid	G04BX03	0.75 g O	-	-
acetophenazine	N05AB07	50 mg O	-	-
acetoxolone	A02BX09	-	-	-
acetrizoic acid	V08AA07	-	-	-
acetylcarnitine	N06BX12	-	-	-
acetylcholine	S01EB09	-	-	-
acetylcysteine	R05CB01,S01XA08,V03AB23	1.6 g Inhal.solution|0.5 g O	-	-
acetyldigitoxin	C01AA01	0.2 mg O	-	-
acetyldigoxin	C01AA02	0.5 mg O	-	-
acetyldihydrocodeine	R05DA12	30 mg O	-	-
acetylglycinamide chloral hydrate	N05CC03	1.7 g O	-	-
acetylleucine	N07CA04	-	-	-
acetylsalicylic acid	A01AD05,B01AC06,N02BA01	1 tablet O|3 g O|1 g P|3 g R	75-1000 mg	FDA label
aciclovir	D06BB03,J05AB01,S01AD03	4 g O|4 g P	200-800 mg	FDA label
acipimox	C10AD06	0.5 g O	-	-
acitretin	D05BB02	35 mg O	-	-
aclarubicin	L01DB04	-	-	-
aclidinium bromide	R03BB05	0.644 mg Inhal.powder	-	-
acoramidis	C01EB25	-	-	-
acotiamide	A03FA10	-	-	-
acriflavinium chloride	R02AA13	-	-	-
acrivastine	R06AX18	24 mg O	-	-
adagrasib	L01XX77	-	-	-
adalimumab	L04AB04	2.9 mg P	-	-
adapalene	D10AD03	-	-	-
adefovir dipivoxil	J05AF08	10 mg O	-	-
ademetionine	A16AA02	-	-	-
adenosine	C01EB10	15 mg P	-	-
adinazolam	N05BA07	-	-	-
adipiodone	V08AC04	-	-	-
adrafinil	N06BX17	-	-	-
adrenalone	A01AD06,B02BC05	-	-	-
aducanumab	N06DX03	-	-	-
afamelanotide	D02BB02	-	-	-
afatinib	L01EB03	40 mg O	-	-
afelimomab	L04AB03	-	-	-
aflibercept	L01XX44,S01LA05	20 mg P	-	-
agalsidase alfa	A16AB03	1 mg P	-	-
agalsidase beta	A16AB04	5 mg P	-	-
agni casti fructus	G02CX03	-	-	-
agomelatine	N06AX22	25 mg O	-	-
ajmaline	C01BA05	0.3 g O	-	-
alanyl glutamine	B05XB02	-	-	-
alaproclate	N06AB07	-	-	-
albendazole	P02CA03	0.4 g O	400-800 mg	FDA label
albiglutide	A10BJ04	5.7 mg P	-	-
albinterferon alfa-2b	L03AB12	-	-	-
albumin tannate	A07XA01	3 g O	-	-
alcaftadine	S01GX11	-	-	-
alclofenac	M01AB06	1.25 g O|1.25 g R	-	-
alclometasone	D07AB10,S01BA10	-	-	-
alcuronium	M03AA01	-	-	-
aldesleukin	L03AC01	0.2 mg P	-	-
aldesulfone sodium	J04BA03	0.33 g O	-	-
aldosterone	H02AA01	-	-	-
alectinib	L01ED03	1.2 g O	-	-
alefacept	L04AA15	-	-	-
alemtuzumab	L04AG06	0.13 mg P	-	-
alendronic acid	M05BA04	10 mg O	-	-
alfa1 antitrypsin	B02AB02	0.6 g P	-	-
alfacalcidol	A11CC03	1 mcg O|1 mcg P	-	-
alfaxalone	N01AX05	-	-	-
alfentanil	N01AH02	-	-	-
alfuzosin	G04CA01	7.5 mg O	-	-
algeldrate	A02AB02	5 g O	-	-
alginic acid	A02BX13	-	-	-
alglucerase	A16AB01	-	-	-
alglucosidase alfa	A16AB07	0.1 g P	-	-
alimemazine	R06AD01	30 mg O|30 mg P	-	-
alipogene tiparvovec	C10AX10	-	-	-
alirocumab	C10AX14	5.4 mg P	-	-
aliskiren	C09XA02	0.15 g O	-	-
alitretinoin	D11AH04,L01XF02	20 mg O	-	-
alizapride	A03FA05	0.15 g O|0.15 g P	-	-
allobarbital	N05CA21	-	-	-
allopurinol	M04AA01	0.4 g O|0.4 g P	50-300 mg	FDA label
allylestrenol	G03DC01	10 mg O	-	-
almagate	A02AD03	-	-	-
almasilate	A02AD05	-	-	-
alminoprofen	M01AE16	-	-	-
almitrine	R07AB07	0.1 g O	-	-
almotriptan	N02CC05	12.5 mg O	-	-
alogliptin	A10BH04	25 mg O	-	-
aloglutamol	A02AB06	-	-	-
alosetron	A03AE01	1 mg O	-	-
aloxiprin	B01AC15,N02BA02	3 g O	-	-
alpelisib	L01EM03	0.3 g O	-	-
alprazolam	N05BA12	1 mg O	0.25-2 mg	FDA label
alprenolol	C07AA01	0.4 g O|0.4 g P	-	-
alprostadil	C01EA01,G04BE01	0.5 mg P|20 mcg P|0.25 mg urethral	-	-
alsactide	V04CH04	-	-	-
alteplase	B01AD02,S01XA13	0.1 g P	-	-
altheae radix	R05CA05	1.6 g O	-	-
altretamine	L01XX03	-	-	-
aluminium acetoacetate	A02AB05	-	-	-
aluminium acetotartrate	S02AA04	-	-	-
aluminium chloride	D10AX01	-	-	-
aluminium chlorohydrate	D09AA08,M05BX02	-	-	-
aluminium clofibrate	C10AB03	-	-	-
aluminium glycinate	A02AB07	-	-	-
aluminium hydroxide	A02AB01	-	-	-
aluminium nicotinate	C10AD04	-	-	-
aluminium oxide	D10AX04	-	-	-
aluminium phosphate	A02AB03	-	-	-
alverine	A03AX08	-	-	-
alvimopan	A06AH02	-	-	-
amantadine	N04BB01	0.2 g O	-	-
ambazone	R02AA01	40 mg O	-	-
ambenonium	N07AA30	60 mg O	-	-
ambrisentan	C02KX02	7.5 mg O	-	-
ambroxol	R02AD05,R05CB06	0.12 g O	30-75 mg	FDA label
amcinonide	D07AC11	-	-	-
amenamevir	J05AX26	0.4 g O	-	-
amezinium metilsulfate	C01CA25	30 mg O	-	-
amfepramone	A08AA03	75 mg O	-	-
amfetamine	N06BA01	15 mg O|15 mg P	-	-
amifampridine	N07XX05	40 mg O	-	-
amifostine	V03AF05	1.7 g P	-	-
amikacin	D06AX12,J01GB06,S01AA21	0.59 g Inhal.solution|1 g P	-	-
amiloride	C03DB01	10 mg O	-	-
amineptine	N06AA19	-	-	-
aminoacridine	D08AA02	-	-	-
aminobenzoate potassium	D11AX23	-	-	-
aminobenzoic acid	D02BA01	-	-	-
aminobutyric acid	N03AG03	1 g O|1 g P	-	-
aminocaproic acid	B02AA01	16 g O|16 g P	-	-
aminoglutethimide	L02BG01	1 g O	-	-
aminohippuric acid	V04CH30	-	-	-
aminolevulinic acid	L01XD04	-	-	-
aminomethylbenzoic acid	B02AA03	0.25 g O	-	-
aminophenazone	N02BB03	0.5 g R	-	-
aminophylline	R03DA05	0.6 g O|0.6 g P|0.6 g R	-	-
amiodarone	C01BD01	0.2 g O|0.2 g P	-	-
amisulpride	N05AL05	0.4 g O|7.5 mg P	-	-
amitriptyline	N06AA09	75 mg O|75 mg P	10-150 mg	FDA label
amivantamab	L01FX18	-	-	-
amlexanox	A01AD07,R03DX01	-	-	-
amlodipine	C08CA01	5 mg O	2.5-10 mg	FDA label
ammonium chloride	B05XA04,G04BA01	8.5 g O	-	-
amobarbital	N05CA02	0.1 g O|0.1 g P	-	-
amodiaquine	P01BA06	0.5 g O	-	-
amorolfine	D01AE16	-	-	-
amoxapine	N06AA17	0.15 g O	-	-
amoxicillin	J01CA04	1.5 g O|3 g P	250-1000 mg	FDA label
amphotericin b	A01AB04,A07AA07,G01AA03,J02AA01	40 mg O|0.4 g O|0.2 g V|35 mg P|210 mg P	-	-
ampicillin	J01CA01,S01AA19	2 g O|6 g P|2 g R	-	-
amprenavir	J05AE05	1.2 g O	-	-
amrinone	C01CE01	0.5 g P	-	-
amrubicin	L01DB10	-	-	-
amsacrine	L01XX01	-	-	-
amyl nitrite	V03AB22	-	-	-
anagrelide	L01XX35	-	-	-
anakinra	L04AC03	0.1 g P	-	-
anastrozole	L02BG03	1 mg O	-	-
ancestim	L03AA12	1.4 mg P	-	-
ancrod	B01AD09	-	-	-
andexanet alfa	V03AB38	-	-	-
androstanolone	A14AA01,G03BB02	-	-	-
anecortave	S01LA02	-	-	-
anethole trithione	A16AX02	-	-	-
angiotensin ii	C01CX09	-	-	-
angiotensinamide	C01CX06	5 mg P	-	-
anidulafungin	J02AX06	0.1 g P	-	-
anifrolumab	L04AG11	10.7 mg P	-	-
anileridine	N01AH05	-	-	-
aniracetam	N06BX11	-	-	-
anistreplase	B01AD03	30 U P	-	-
ansuvimab	J06BD04	-	-	-
antazoline	R01AC04,R06AX05	0.3 g O|0.3 g P	-	-
anthrax antigen	J07AC01	-	-	-
anthrax immunoglobulin	J06BB19	-	-	-
antimony pentasulfide	R05CA07	0.2 g O	-	-
antithrombin iii	B01AB02	2.1 TU P	-	-
apalutamide	L02BB05	0.24 g O	-	-
apitegromab	M09AX16	-	-	-
apixaban	B01AF02	10 mg O	2.5-10 mg	FDA label
apomorphine	G04BE07,N04BC07	2 mg SL|20 mg P	-	-
apraclonidine	S01EA03	-	-	-
apraglutide	A16AX27	-	-	-
apremilast	L04AA32	60 mg O	-	-
aprepitant	A04AD12	165 mg O|150 mg P	-	-
aprindine	C01BB04	0.1 g O|0.1 g P	-	-
aprobarbital	N05CA05	0.1 g O|0.1 g P	-	-
aprocitentan	C02KN01	-	-	-
apronal	N05CM12	0.25 g O	-	-
aprotinin	B02AB01	500 TU P	-	-
arbekacin	J01GB12	0.2 g P	-	-
arbutamine	C01CA22	-	-	-
argatroban	B01AE03	0.2 g P	-	-
arginine glutamate	A05BA01	-	-	-
arginine hydrochloride	B05XB01	-	-	-
arimoclomol	N07XX17	-	-	-
aripiprazole	N05AX12	15 mg O|15 mg P|13.3 mg P	2-30 mg	FDA label
armodafinil	N06BA13	0.15 g O	-	-
arpraziquantel	P02BA03	-	-	-
arsenic trioxide	L01XX27	7.5 mg P	-	-
arsthinol	P01AR01	-	-	-
artemether	P01BE02	0.28 g O|0.12 g P|0.28 g R	-	-
artemisinin	P01BE01	1 g O	-	-
artemotil	P01BE04	-	-	-
artenimol	P01BE05	0.28 g O	-	-
artesunate	P01BE03	0.28 g O|0.28 g P|0.28 g R	-	-
articaine	N01BB08	-	-	-
arvenacogene sanparvovec	B02BD18	-	-	-
asciminib	L01EA06	80 mg O	-	-
ascorbic acid	A11GA01,G01AD03,S01XA15	0.2 g O|0.2 g P|0.25 g V	-	-
asenapine	N05AH05	20 mg SL	-	-
asfotase alfa	A16AB13	-	-	-
asparaginase	L01XX02	-	-	-
aspoxicillin	J01CA19	4 g P	-	-
astemizole	R06AX11	10 mg O	-	-
asunaprevir	J05AP06	0.2 g O	-	-
ataluren	M09AX03	2.8 g O	-	-
atazanavir	J05AE08	0.3 g O	-	-
atenolol	C07AB03	75 mg O|75 mg P	25-100 mg	FDA label
atezolizumab	L01FF05	57.1 mg P	-	-
atidarsagene autotemcel	A16AB21	-	-	-
atogepant	N02CD07	60 mg O	-	-
atomoxetine	N06BA09	80 mg O	-	-
atorvastatin	C10AA05	20 mg O	10-80 mg	FDA label
atosiban	G02CX01	165 mg P	-	-
atovaquone	P01AX06	2.25 g O	-	-
atracurium	M03AC04	-	-	-
atropine	A03BA01,S01FA01	1.5 mg O|1.5 mg P	-	-
attapulgite	A07BC04	-	-	-
aumolertinib	L01EB11	-	-	-
auranofin	M01CB03	6 mg O	-	-
aurothioglucose	M01CB04	2.4 mg P	-	-
aurotioprol	M01CB05	-	-	-
avacincaptad pegol	S01XA32	-	-	-
avacopan	L04AJ05	60 mg O	-	-
avalglucosidase alfa	A16AB22	-	-	-
avanafil	G04BE10	0.1 g O	-	-
avapritinib	L01EX18	0.3 g O	-	-
avatrombopag	B02BX08	20 mg O	-	-
avelumab	L01FF04	57.1 mg P	-	-
axatilimab	L04AG19	-	-	-
axicabtagene ciloleucel	L01XL03	-	-	-
axitinib	L01EK01	10 mg O	-	-
azacitidine	L01BC07	-	-	-
azanidazole	G01AF13,P01AB04	-	-	-
azapetine	C04AX30	0.15 g O	-	-
azapropazone	M01AX04	0.75 g O	-	-
azatadine	R06AX09	2 mg O	-	-
azathioprine	L04AX01	0.15 g O|0.15 g P	25-200 mg	FDA label
azelaic acid	D10AX03	-	-	-
azelastine	R01AC03,R06AX19,S01GX07	0.56 mg N|4 mg O	-	-
azidamfenicol	S01AA25	-	-	-
azidocillin	J01CE04	1.5 g O	-	-
azilsartan medoxomil	C09CA09	40 mg O	-	-
azithromycin	J01FA10,S01AA26	0.3 g O|0.5 g P	250-1000 mg	FDA label
azlocillin	J01CA09	12 g P	-	-
aztreonam	J01DF01	0.225 g Inhal.solution|4 g P	-	-
bacampicillin	J01CA06	1.2 g O	-	-
bacitracin	D06AX05,J01XX10,R02AB04,S01AA32	-	-	-
baclofen	M03BX01	50 mg O|0.55 mg P	-	-
baloxavir marboxil	J05AX25	40 mg O	-	-
balsalazide	A07EC04	6.75 g O	-	-
balugrastim	L03AA15	-	-	-
bambuterol	R03CC12	20 mg O	-	-
bamethan	C04AA31	75 mg O	-	-
bamifylline	R03DA08	-	-	-
bamipine	D04AA15,R06AX01	0.1 g O	-	-
barbexaclone	N03AA04	-	-	-
barbital	N05CA04	0.5 g O	-	-
baricitinib	L04AF02	3 mg O	-	-
barnidipine	C08CA12	10 mg O	-	-
basiliximab	L04AC02	40 mg P	-	-
batroxobin	B02BX03	-	-	-
baxdrostat	C02KN02	-	-	-
bazedoxifene	G03XC02	20 mg O	-	-
bcg vaccine	L03AX03	1.8 mg intravesical	-	-
becaplermin	A01AD08,D03AX06	-	-	-
beclamide	N03AX30	-	-	-
beclometasone	A07EA07,D07AC15,R01AD01,R03BA01	0.4 mg N|0.8 mg Inhal.aerosol|0.8 mg Inhal.powder|1.5 mg Inhal.solution	-	-
bedaquiline	J04AK05	86 mg O	-	-
befunolol	S01ED06	-	-	-
begelomab	L04AG07	-	-	-
beinaglutide	A10BJ07	-	-	-
bekanamycin	J01GB13	0.6 g P	-	-
belantamab mafodotin	L01FX15	-	-	-
belatacept	L04AA28	12.5 mg P	-	-
belimumab	L04AG04	25 mg P	-	-
belinostat	L01XH04	-	-	-
belladonna total alkaloids	A03BA04	1 mg O	-	-
belotecan	L01CE04	-	-	-
belumosudil	L04AA48	-	-	-
belzutifan	L01XX74	-	-	-
bemarituzumab	L01FX39	-	-	-
bemegride	R07AB05	-	-	-
bemiparin	B01AB12	2.5 TU P	-	-
bempedoic acid	C10AX15	0.18 g O	-	-
benazepril	C09AA07	7.5 mg O	-	-
bencyclane	C04AX11	-	-	-
bendamustine	L01AA09	-	-	-
bendazac	M02AA11,S01BC07	-	-	-
bendroflumethiazide	C03AA01	2.5 mg O	-	-
benfluorex	A10BX06	0.45 g O	-	-
benfotiamine	A11DA03	-	-	-
benidipine	C08CA15	-	-	-
benorilate	N02BA10	3 g O	-	-
benoxaprofen	M01AE06	-	-	-
benperidol	N05AD07	1.5 mg O	-	-
benproperine	R05DB02	75 mg O	-	-
benralizumab	R03DX10	0.54 mg P	-	-
bentazepam	N05BA24	75 mg O	-	-
bentiromide	V04CK03	-	-	-
benzalkonium	D08AJ01,D09AA11,R02AA16	-	-	-
benzathine benzylpenicillin	J01CE08	3.6 g P	-	-
benzathine phenoxymethylpenicillin	J01CE10	2 g O	-	-
benzatropine	N04AC01	2 mg O|2 mg P	-	-
benzbromarone	M04AB03	0.1 g O	-	-
benzethonium	R02AA09	-	-	-
benzethonium chloride	D08AJ08	-	-	-
benzgalantamine	N06DA06	-	-	-
benzilone	A03AB01	70 mg O	-	-
benziodarone	C01DX04	0.25 g O	-	-
benznidazole	P01CA02	0.4 g O	-	-
benzocaine	C05AD03,D04AB04,N01BA05,R02AD01	-	-	-
benzoctamine	N05BD01	30 mg O|30 mg P	-	-
benzododecinium	D09AA05	-	-	-
benzonatate	R05DB01	0.6 g O	-	-
benzoxonium chloride	A01AB14,D08AJ05	-	-	-
benzoyl peroxide	D10AE01	-	-	-
benzydamine	A01AD02,G02CC03,M01AX07,M02AA05,R02AX03	0.15 g O|0.15 g R|9 mg O	-	-
benzyl alcohol	P03AX06	-	-	-
benzyl benzoate	P03AX01	-	-	-
benzylpenicillin	J01CE01,S01AA14	3.6 g P	-	-
benzylthiouracil	H03BA03	-	-	-
beperminogene perplasmid	C05XX01	-	-	-
bephenium	P02CX02	-	-	-
bepridil	C08EA02	0.3 g O	-	-
beraprost	B01AC19	-	-	-
berdazimer sodium	D06BB13	-	-	-
beremagene geperpavec	D03AX16	-	-	-
bergapten	D05BA03	-	-	-
bermekimab	L01FX11	-	-	-
berotralstat	B06AC06	0.15 g O	-	-
besifloxacin	S01AE08	-	-	-
betacarotene	A11CA02,D02BB01	0.1 g O	-	-
betahistine	N07CA01	24 mg O	8-24 mg	FDA label
betaine	A16AA06	6 g O	-	-
betaine hydrochloride	A09AB02	1 g O	-	-
betamethasone	A07EA04,C05AA05,D07AC01,D07XC01,H02AB01,R01AD06,R03BA04,S01BA06,S01CB04,S02BA07,S03BA03	1.5 mg O|1.5 mg P|0.4 mg P|0.4 mg N	-	-
betanidine	C02CC01	0.1 g O	-	-
betaxolol	C07AB05,S01ED02	20 mg O	-	-
betazole	V04CG02	-	-	-
bethanechol	N07AB02	45 mg O	-	-
betibeglogene autotemcel	B06AX02	-	-	-
betrixaban	B01AF04	-	-	-
betulae cortex	D03AX13	-	-	-
bevacizumab	L01FG01,S01LA08	-	-	-
bevantolol	C07AB06	0.3 g O	-	-
bevonium	A03AB13	0.2 g O	-	-
bexagliflozin	A10BK08	-	-	-
bexarotene	L01XF03	-	-	-
bezafibrate	C10AB02	0.6 g O	-	-
bezitramide	N02AC05	15 mg O	-	-
bezlotoxumab	J06BC03	-	-	-
biapenem	J01DH05	1.2 g P	-	-
bibenzonium bromide	R05DB12	90 mg O	-	-
bibrocathol	S01AX05	-	-	-
bicalutamide	L02BB03	50 mg O	-	-
bietaserpine	C02AA07	15 mg O	-	-
bifemelane	N06AX08	-	-	-
bifonazole	D01AC10	-	-	-
bilastine	R06AX29,S01GX13	20 mg O	-	-
bimatoprost	S01EE03	-	-	-
bimekizumab	L04AC21	5.7 mg P	-	-
binimetinib	L01EE03	90 mg O	-	-
bioallethrin	P03AC02	-	-	-
biotin	A11HA05	-	-	-
biperiden	N04AA02	10 mg O|10 mg P	-	-
biphenylol	D08AE06	-	-	-
bisacodyl	A06AB02,A06AG02	10 mg O|10 mg R	5-15 mg	FDA label
bismuth subcitrate	A02BX05	0.48 g O	-	-
bismuth subnitrate	A02BX12	-	-	-
bisoprolol	C07AB07	10 mg O	1.25-20 mg	FDA label
bisoxatin	A06AB09	0.12 g O	-	-
bithionol	D10AB01,P02BX01	-	-	-
bitolterol	R03AC17	-	-	-
bivalirudin	B01AE06	0.25 g P	-	-
blarcamesine	N06DX06	-	-	-
bleomycin	L01DC01	-	-	-
blinatumomab	L01FX07	18.7 mcg P	-	-
boceprevir	J05AP03	2.4 g O	-	-
bopindolol	C07AA17	-	-	-
boric acid	S02AA03	-	-	-
bornaprine	N04AA11	-	-	-
bortezomib	L01XG01	-	-	-
bosentan	C02KX01	0.25 g O	-	-
bosutinib	L01EA04	0.4 g O	-	-
botulinum antitoxin	J06AA04	-	-	-
botulinum toxin	M03AX01	-	-	-
bremelanotide	G02CX05	-	-	-
brentuximab vedotin	L01FX05	6 mg P	-	-
bretylium tosilate	C01BD02	-	-	-
brexanolone	N06AX29	-	-	-
brexpiprazole	N05AX16	3 mg O	-	-
brexucabtagene autoleucel	L01XL06	-	-	-
briakinumab	L04AC09	-	-	-
brigatinib	L01ED04	0.18 g O	-	-
brimonidine	D11AX21,S01EA05,S01GA07	-	-	-
brinase	B01AD06	-	-	-
brincidofovir	J05AB17	-	-	-
brinzolamide	S01EC04	-	-	-
brivaracetam	N03AX23	0.1 g O|0.1 g P	-	-
brivudine	J05AB15	0.125 g O	-	-
brodalumab	L04AC12	15 mg P	-	-
brodimoprim	J01EA02	0.2 g O	-	-
brolucizumab	S01LA06	-	-	-
bromazepam	N05BA08	10 mg O	-	-
bromazine	R06AA01	-	-	-
bromelains	D03BA03,M09AB03	-	-	-
bromfenac	S01BC11	-	-	-
bromhexine	R05CB02	24 mg O|24 mg P	-	-
bromisoval	N05CM03	0.6 g O	-	-
bromochlorosalicylanilide	D01AE01	-	-	-
bromocriptine	G02CB01,N04BC01	5 mg O|5 mg P|40 mg O	-	-
bromopride	A03FA04	20 mg O|20 mg P	-	-
bromperidol	N05AD06	10 mg O|10 mg P|3.3 mg P	-	-
brompheniramine	R06AB01	24 mg O	-	-
brotizolam	N05CD09	0.25 mg O	-	-
broxyquinoline	A07AX01,G01AC06,P01AA01	0.1 g V	-	-
brucella antigen	J07AD01	-	-	-
bucetin	N02BE04	-	-	-
bucillamine	M01CC02	-	-	-
bucladesine	C01CE04	-	-	-
buclizine	R06AE01	50 mg O	-	-
budesonide	A07EA06,D07AC09,R01AD05,R03BA02	9 mg O|1.5 mg SL|0.2 mg N|0.8 mg Inhal.aerosol|0.8 mg Inhal.powder|1.5 mg Inhal.solution	-	-
budipine	N04BX03	-	-	-
bufexamac	M01AB17,M02AA09	-	-	-
buflomedil	C04AX20	0.6 g O	-	-
buformin	A10BA03	0.2 g O	-	-
bufylline	R03DA10	-	-	-
bulevirtide	J05AX28	2 mg P	-	-
bumadizone	M01AB07	0.4 g O	-	-
bumetanide	C03CA02	1 mg O|1 mg P	-	-
bunaftine	C01BD03	-	-	-
buphenine	C04AA02,G02CA02	30 mg O|30 mg P	-	-
bupivacaine	N01BB01	-	-	-
bupranolol	C07AA19	-	-	-
buprenorphine	N02AE01,N07BC01	1.2 mg P|1.2 mg SL|1.2 mg TD|1.6 mg implant|2.1 mg P|8 mg SL	-	-
bupropion	N06AX12	0.3 g O	75-450 mg	FDA label
burosumab	M05BX05	2.5 mg P	-	-
buserelin	L02AE01	0.11 mg implant|1.2 mg N|1.5 mg P	-	-
buspirone	N05BE01	30 mg O	-	-
busulfan	L01AB01	-	-	-
butalamine	C04AX23	-	-	-
butamirate	R05DB13	25 mg O	-	-
butanilicaine	N01BB05	-	-	-
butaperazine	N05AB09	10 mg O	-	-
butenafine	D01AE23	-	-	-
butobarbital	N05CA03	0.15 g O	-	-
butoconazole	G01AF15	0.1 g V	-	-
butorphanol	N02AF01	12 mg P	-	-
butriptyline	N06AA15	75 mg O	-	-
butylscopolamine	A03BB01	60 mg O|60 mg P|60 mg R	10-20 mg	FDA label
cabazitaxel	L01CD04	-	-	-
cabergoline	G02CB03,N04BC06	0.5 mg O|3 mg O	-	-
cabotegravir	J05AJ04	30 mg O|10 mg P	-	-
cabozantinib	L01EX07	60 mg O	-	-
cadexomer iodine	D03AX01	-	-	-
cadralazine	C02DB04	15 mg O	-	-
cafedrine	C01CA21	-	-	-
calaspargase pegol	L01XX86	-	-	-
calcifediol	A11CC06,H05BX05	30 mcg O	-	-
calcipotriol	D05AX02	-	-	-
calcitriol	A11CC04,D05AX03	1 mcg O|1 mcg P	-	-
calcium acetate	V03AE07	6 g O	-	-
calcium alginate	B02BC08	-	-	-
calcium aminosalicylate	J04AA03	15 g O	-	-
calcium carbimide	N07BB02	-	-	-
calcium carbonate	A02AC01,A12AA04	3 g O	250-1500 mg	FDA label
calcium chloride	A12AA07,B05XA07,G04BA03	-	-	-
calcium citrate	A12AA13	-	-	-
calcium citrate lysine complex	A12AA09	0.5 g O	-	-
calcium dobesilate	C05BX01	-	-	-
calcium folinate	V03AF03	60 mg O|60 mg P	-	-
calcium glubionate	A12AA02	-	-	-
calcium glucoheptonate	A12AA10	3 g O	-	-
calcium gluconate	A12AA03,B05XA19,D11AX03	3 g O	-	-
calcium glycerylphosphate	A12AA08	-	-	-
calcium hexamine thiocyanate	R01AX01	-	-	-
calcium iopodate	V08AC10	-	-	-
calcium lactate	A12AA05	2 g O	-	-
calcium lactate gluconate	A12AA06	3 g O	-	-
calcium laevulate	A12AA30	-	-	-
calcium levofolinate	V03AF04	30 mg O|30 mg P	-	-
calcium pangamate	A12AA11	-	-	-
calcium pantothenate	A11HA31,D03AX04	-	-	-
calcium phosphate	A12AA01	2 g O	-	-
calcium silicate	A02AC02	6 g O	-	-
camazepam	N05BA15	30 mg O	-	-
camizestrant	L02BA05	-	-	-
camostat	B02AB04	-	-	-
camphora	C01EB02	0.15 g O	-	-
camrelizumab	L01FF14	-	-	-
camylofin	A03AA03	0.2 g O|0.2 g R	-	-
canagliflozin	A10BK02	0.2 g O	100-300 mg	FDA label
canakinumab	L04AC08	2.7 mg P	-	-
candesartan	C09CA06	8 mg O	4-32 mg	FDA label
candicidin	G01AA04	6 mg V	-	-
cangrelor	B01AC25	50 mg P	-	-
cannabidiol	N03AX24	0.7 g O	-	-
cannabinoids	N02BG10	-	-	-
canrenone	C03DA03	-	-	-
capecitabine	L01BC06	-	-	-
capivasertib	L01EX27	0.46 g O	-	-
caplacizumab	B01AX07	10 mg P	-	-
capmatinib	L01EP01	0.8 g O	-	-
capreomycin	J04AB30	1 g P	-	-
capsaicin	M02AB01,N01BX04	-	-	-
captodiame	N05BB02	0.2 g O	-	-
captopril	C09AA01	50 mg O	-	-
carbachol	N07AB01,S01EB02	6 mg O|0.5 mg P	-	-
carbamazepine	N03AF01	1 g O|1 g R	100-800 mg	FDA label
carbamide	B05BC02,D02AE01	-	-	-
carbasalate calcium	B01AC08,N02BA15	1 tablet O|3.6 g O	-	-
carbazochrome	B02BX02	-	-	-
carbenicillin	J01CA03	12 g P	-	-
carbenoxolone	A02BX01	0.15 g O	-	-
carbetocin	H01BB03	0.1 mg P	-	-
carbidopa	N04BA02	-	-	-
carbimazole	H03BB01	15 mg O	5-60 mg	FDA label
carbinoxamine	R06AA08	16 mg O	-	-
carbocisteine	R05CB03	1.5 g O	-	-
carbocromen	C01DX05	-	-	-
carboplatin	L01XA02	-	-	-
carboprost	G02AD04	2.5 mg P	-	-
carboquone	L01AC03	-	-	-
carbromal	N05CM04	1 g O	-	-
carbutamide	A10BB06	0.75 g O	-	-
carbuterol	R03AC10,R03CC10	6 mg O	-	-
cardioplegia solutions	B05XA16	-	-	-
carfecillin	G01AA08	-	-	-
carfilzomib	L01XG02	-	-	-
carfloglitazar	A10BX17	-	-	-
carglumic acid	A16AA05	0.2 g O	-	-
carindacillin	J01CA05	4 g O	-	-
cariprazine	N05AX15	3 mg O	-	-
carisbamate	N03AX19	-	-	-
carisoprodol	M03BA02	1.4 g O	-	-
carmellose	S01XA20	-	-	-
carmofur	L01BC04	-	-	-
carmustine	L01AD01	-	-	-
caroverine	A03AX11	-	-	-
carteolol	C07AA15,S01ED05	10 mg O	-	-
carumonam	J01DF02	2 g P	-	-
carvedilol	C07AG02	37.5 mg O	3.125-50 mg	FDA label
cascara	A06AB07	-	-	-
casimersen	M09AX13	-	-	-
casopitant	A04AD13	-	-	-
caspofungin	J02AX04	50 mg P	-	-
castor oil	A06AB05	20 g O	-	-
cathine	A08AA07	-	-	-
cation exchange resins	V04CG01	-	-	-
catridecacog	B02BD11	-	-	-
catumaxomab	L01FX03	-	-	-
cediranib	L01EK02	-	-	-
cefacetrile	J01DB10	-	-	-
cefaclor	J01DC04	1 g O	-	-
cefadroxil	J01DB05	2 g O	500-1000 mg	FDA label
cefalexin	J01DB01	2 g O	250-1000 mg	FDA label
cefaloridine	J01DB02	3 g P	-	-
cefalotin	J01DB03	4 g P	-	-
cefamandole	J01DC03	6 g P	-	-
cefapirin	J01DB08	4 g P	-	-
cefatrizine	J01DB07	1 g O	-	-
cefazedone	J01DB06	3 g P	-	-
cefazolin	J01DB04	3 g P	-	-
cefbuperazone	J01DC13	2 g P	-	-
cefcapene	J01DD17	0.45 g O	-	-
cefdinir	J01DD15	0.6 g O	-	-
cefditoren	J01DD16	0.4 g O	-	-
cefepime	J01DE01	4 g P	-	-
cefetamet	J01DD10	1 g O	-	-
cefiderocol	J01DI04	6 g P	-	-
cefixime	J01DD08	0.4 g O	200-400 mg	FDA label
cefmenoxime	J01DD05,S01AA31,S02AA18	2 g P	-	-
cefmetazole	J01DC09	4 g P	-	-
cefminox	J01DC12	4 g P	-	-
cefodizime	J01DD09	2 g P	-	-
cefonicid	J01DC06	1 g P	-	-
cefoperazone	J01DD12	4 g P	-	-
ceforanide	J01DC11	4 g P	-	-
cefotaxime	J01DD01	4 g P	-	-
cefotetan	J01DC05	4 g P	-	-
cefotiam	J01DC07	1.2 g O|4 g P	-	-
cefoxitin	J01DC01	6 g P	-	-
cefozopran	J01DE03	4 g P	-	-
cefpiramide	J01DD11	2 g P	-	-
cefpirome	J01DE02	4 g P	-	-
cefpodoxime	J01DD13	0.4 g O	100-400 mg	FDA label
cefprozil	J01DC10	1 g O	-	-
cefradine	J01DB09	2 g O|2 g P	-	-
cefroxadine	J01DB11	2.1 g O	-	-
cefsulodin	J01DD03	4 g P	-	-
ceftaroline fosamil	J01DI02	1.2 g P	-	-
ceftazidime	J01DD02	4 g P	-	-
cefteram	J01DD18	0.4 g O	-	-
ceftezole	J01DB12	3 g P	-	-
ceftibuten	J01DD14	0.4 g O	-	-
ceftizoxime	J01DD07	4 g P	-	-
ceftobiprole medocaril	J01DI01	1.5 g P	-	-
ceftriaxone	J01DD04	2 g P	250-2000 mg	FDA label
cefuroxime	J01DC02,S01AA27	0.5 g O|3 g P	125-1500 mg	FDA label
celecoxib	L01XX33,M01AH01	0.2 g O	100-400 mg	FDA label
celiprolol	C07AB08	0.2 g O	-	-
cemiplimab	L01FF06	16.7 mg P	-	-
cendakimab	L04AC27	-	-	-
cenegermin	S01XA24	-	-	-
cenobamate	N03AX25	0.2 g O	-	-
centhaquine	C01CA28	-	-	-
cepeginterferon alfa-2b	L03AB14	17 mcg P	-	-
ceratonia	A07XA02	-	-	-
ceritinib	L01ED02	0.45 g O	-	-
cerium oxalate	A04AD02	-	-	-
cerivastatin	C10AA06	0.2 mg O	-	-
cerliponase alfa	A16AB17	21 mg P	-	-
certolizumab pegol	L04AB05	14 mg P	-	-
ceruletide	V04CC04	-	-	-
cethexonium	S01AX26	-	-	-
cetiedil	C04AX26	-	-	-
cetirizine	R06AE07,S01GX12	10 mg O	5-10 mg	FDA label
cetrimide	D08AJ04,D11AC01	-	-	-
cetrimonium	D08AJ02,R02AA17	-	-	-
cetrorelix	H01CC02	0.25 mg P	-	-
cetuximab	L01FE01	-	-	-
cetylpyridinium	B05CA01,D08AJ03,D09AA07,R02AA06	-	-	-
cevimeline	N07AX03	90 mg O	-	-
chenodeoxycholic acid	A05AA01	1 g O	-	-
chiniofon	P01AX01	-	-	-
chloral hydrate	N05CC01	1 g O|1 g R	-	-
chloralodol	N05CC02	1.6 g O	-	-
chlorambucil	L01AA02	-	-	-
chloramphenicol	D06AX02,D10AF03,G01AA05,J01BA01,S01AA01,S02AA01,S03AA08	3 g O|3 g P	-	-
chlorbenzoxamine	A03AX03	0.15 g O	-	-
chlorcyclizine	R06AE04	0.1 g O	-	-
chlordiazepoxide	N05BA02	30 mg O|50 mg P	-	-
chlorhexidine	A01AB03,B05CA02,D08AC02,D09AA12,R02AA05,S01AX09,S02AA09,S03AA04	30 mg O	-	-
chlormadinone	G03DB06	-	-	-
chlormethine	L01AA05	-	-	-
chlormezanone	M03BB02	0.6 g O	-	-
chlormidazole	D01AC04	-	-	-
chlorobutanol	A04AD04	-	-	-
chloroprocaine	N01BA04,S01HA08	-	-	-
chloropyramine	D04AA09,R06AC03	0.15 g O|20 mg P	-	-
chloroquine	P01BA01	0.5 g O|0.5 g P	-	-
chlorothiazide	C03AA04	0.5 g O	-	-
chlorotrianisene	G03CA06	24 mg O	-	-
chloroxylenol	D08AE05	-	-	-
chlorphenamine	R06AB04	12 mg O|12 mg P	2-12 mg	FDA label
chlorphenesin	D01AE07	-	-	-
chlorphenoxamine	D04AA34,R06AA06	80 mg O|80 mg P	-	-
chlorproethazine	N05AA07	-	-	-
chlorpromazine	N05AA01	0.3 g O|0.1 g P|0.3 g R	-	-
chlorpropamide	A10BB02	0.375 g O	-	-
chlorprothixene	N05AF03	0.3 g O|50 mg P	-	-
chlorquinaldol	D08AH02,G01AC03,P01AA04,R02AA11	0.2 g V	-	-
chlortalidone	C03BA04	25 mg O	12.5-100 mg	FDA label
chlortetracycline	A01AB21,D06AA02,J01AA03,S01AA02	1 g O	-	-
chlorzoxazone	M03BB03	1.5 g O	-	-
cholic acid	A05AA03	-	-	-
choline alfoscerate	N07AX02	-	-	-
choline fenofibrate	C10AB11	0.135 g O	-	-
choline salicylate	N02BA03	3 g O	-	-
choline theophyllinate	R03DA02	0.6 g O|0.6 g R	-	-
cholinesterase	V03AB29	-	-	-
chondroitin sulfate	M01AX25	-	-	-
chondroitin sulfate-iron complex	B03AB07	-	-	-
choriogonadotropin alfa	G03GA08	0.25 mg P	-	-
chorionic gonadotrophin	G03GA01	250 U P	-	-
chymopapain	M09AB01	-	-	-
chymotrypsin	B06AA04,S01KX01	-	-	-
cibenzoline	C01BG07	-	-	-
ciclesonide	R01AD13,R03BA08	0.2 mg N|0.16 mg Inhal.aerosol	-	-
cicletanine	C03BX03	-	-	-
ciclobendazole	P02CA04	-	-	-
ciclonicate	C04AC07	-	-	-
ciclopirox	D01AE14,G01AX12	-	-	-
ciclosporin	L04AD01,S01XA18	0.25 g O|0.25 g P	-	-
cidofovir	J05AB12	25 mg P	-	-
cilansetron	A03AE03	-	-	-
cilazapril	C09AA08	2.5 mg O	-	-
cilnidipine	C08CA14	10 mg O	5-20 mg	FDA label
cilostazol	B01AC23	0.2 g O	-	-
ciltacabtagene autoleucel	L01XL05	-	-	-
cimetidine	A02BA01	0.8 g O|0.8 g P	-	-
cimetropium bromide	A03BB05	-	-	-
cimicifugae rhizoma	G02CX04	-	-	-
cinacalcet	H05BX01	60 mg O	-	-
cinchocaine	C05AD04,D04AB02,N01BB06,S01HA06,S02DA04	-	-	-
cinchophen	M04AC02	1 g O	-	-
cineole	R05CA13	-	-	-
cinepazet	C01DX14	0.9 g O	-	-
cinepazide	C04AX27	-	-	-
cinitapride	A03FA08	-	-	-
cinnarizine	N07CA02	90 mg O	15-75 mg	FDA label
cinolazepam	N05CD13	-	-	-
cinoxacin	J01MB06	1 g O	-	-
cipaglucosidase alfa	A16AB23	-	-	-
ciprofibrate	C10AB08	0.1 g O	-	-
ciprofloxacin	J01MA02,S01AE03,S02AA15,S03AA07	1 g O|0.8 g P	250-750 mg	FDA label
cisapride	A03FA02	30 mg O|30 mg R	-	-
cisatracurium	M03AC11	-	-	-
cisplatin	L01XA01	-	-	-
citalopram	N06AB04	20 mg O|20 mg P	10-40 mg	FDA label
citicoline	N06BX06	-	-	-
citiolone	A05BA04	-	-	-
citric acid	A09AB04	2 g O	-	-
cladribine	L01BB04,L04AA40	6.3 mg P|0.34 mg O	-	-
clarithromycin	J01FA09	0.5 g O|1 g P	250-1000 mg	FDA label
clascoterone	D10AX06	-	-	-
clavulanic acid	J01CG	-	-	-
clazosentan	C04AX33	-	-	-
clebopride	A03FA06	-	-	-
clefamide	P01AC02	-	-	-
clemastine	D04AA14,R06AA04	2 mg O|2 mg P	-	-
clenbuterol	R03AC14,R03CC13	40 mcg O	-	-
clesrovimab	J06BD10	-	-	-
clevidipine	C08CA16	-	-	-
clevudine	J05AF12	30 mg O	-	-
clindamycin	D10AF01,G01AA10,J01FF01	0.1 g V|1.2 g O|1.8 g P	150-900 mg	FDA label
clioquinol	D08AH30,D09AA10,G01AC02,P01AA02,S02AA05	-	-	-
clobazam	N05BA09	20 mg O	-	-
clobenzorex	A08AA08	-	-	-
clobetasol	D07AD01,S01BA17	-	-	-
clobetasone	D07AB01,S01BA09	-	-	-
clobutinol	R05DB03	0.12 g O|0.12 g P	-	-
clocortolone	D07AB21	-	-	-
clodantoin	G01AX01	0.1 g V	-	-
clodronic acid	M05BA02	1.6 g O|1.5 g P	-	-
clofarabine	L01BB06	-	-	-
clofazimine	J04BA01	0.1 g O	-	-
clofedanol	R05DB10	60 mg O	-	-
clofenamide	C03BA07	-	-	-
clofenotane	P03AB01	-	-	-
clofezone	M01AA05,M02AA03	0.6 g O|0.6 g R	-	-
clofibrate	C10AB01	2 g O	-	-
clofibride	C10AB10	-	-	-
clofoctol	J01XX03	1.5 g R	-	-
clomethiazole	N05CM02	1.5 g O|1.5 g P	-	-
clometocillin	J01CE07	1 g O	-	-
clomifene	G03GB02	9 mg O	-	-
clomipramine	N06AA04	0.1 g O|0.1 g P	-	-
clomocycline	J01AA11	1 g O	-	-
clonazepam	N03AE01	8 mg O|8 mg P	0.25-4 mg	FDA label
clonidine	C02AC01,N02CX02,S01EA04	0.45 mg O|0.45 mg P|0.1 mg O	0.05-0.6 mg	FDA label
clopamide	C03BA03	10 mg O	-	-
clopenthixol	N05AF02	0.1 g O|0.1 g P	-	-
cloperastine	R05DB21	60 mg O	-	-
clopidogrel	B01AC04	75 mg O	75-600 mg	FDA label
cloprednol	H02AB14	-	-	-
cloranolol	C07AA27	-	-	-
clorexolone	C03BA12	-	-	-
cloricromen	B01AC02	-	-	-
cloridarol	C01DX15	-	-	-
clorindione	B01AA09	-	-	-
clotiapine	N05AH06	80 mg O|80 mg P	-	-
clotiazepam	N05BA21	-	-	-
clotrimazole	A01AB18,D01AC01,G01AF02	0.1 g V	-	-
cloxacillin	J01CF02	2 g O|2 g P	-	-
cloxazolam	N05BA22	-	-	-
clozapine	N05AH02	0.3 g O|0.3 g P	-	-
coagulation factor ix	B02BD04	-	-	-
coagulation factor vii	B02BD05	-	-	-
coagulation factor viia	B02BD08	-	-	-
coagulation factor viii	B02BD02	-	-	-
coagulation factor x	B02BD13	-	-	-
coagulation factor xiii	B02BD07	-	-	-
cobamamide	B03BA04	-	-	-
cobicistat	V03AX03	0.15 g O	-	-
cobimetinib	L01EE02	45 mg O	-	-
coblopasvir	J05AP12	-	-	-
codeine	R05DA04	0.1 g O	15-60 mg	FDA label
colchicine	M04AC01	1 mg O|1 mg P	0.3-1.2 mg	FDA label
colecalciferol	A11CC05	20 mcg O	400-60000 units	FDA label
colesevelam	C10AC04	3.75 g O	-	-
colestilan	V03AE06	-	-	-
colestipol	C10AC02	20 g O	-	-
colestyramine	C10AC01	14 g O	-	-
colextran	C10AC03	-	-	-
colfosceril palmitate	R07AA01	0.108 g Inhal.powder	-	-
colistin	A07AA10,J01XB01	9 MU O|3 MU Inhal.powder|3 MU Inhal.solution|9 MU P	-	-
collagen	B02BC07,G04BX11	-	-	-
collagenase	D03BA02	-	-	-
collagenase clostridium histolyticum	M09AB02	0.9 mg P	-	-
concizumab	B02BX10	-	-	-
conestat alfa	B06AC04	3.5 TU P	-	-
conivaptan	C03XA02	-	-	-
conjugated estrogens	G03CA57	0.625 mg O|0.625 mg V	-	-
copanlisib	L01EM02	6.43 mg P	-	-
copper oleinate	P03AX02	-	-	-
copper sulfate	V03AB20	-	-	-
copper usnate	G01AX15	-	-	-
corifollitropin alfa	G03GA09	0.15 mg P	-	-
corticorelin	V04CD04	-	-	-
corticotropin	H01AA01	25 U P	-	-
cortisone	H02AB10,S01BA03	37.5 mg O|37.5 mg P	-	-
cortivazol	H02AB17	-	-	-
crataegus glycosides	C01EB04	-	-	-
creatinolfosfate	C01EB05	-	-	-
cridanimod	L03AX18	-	-	-
crilanomer	D03AX09	-	-	-
crisaborole	D11AH06	-	-	-
crizanlizumab	B06AX01	12.5 mg P	-	-
crizotinib	L01ED01	0.5 g O	-	-
crofelemer	A07XA06	-	-	-
cromoglicic acid	A07EB01,D11AH03,R01AC01,R03BC01,S01GX01	0.8 g O|40 mg N|40 mg Inhal.aerosol|80 mg Inhal.powder|80 mg Inhal.solution	-	-
crospovidone	A07BC03	-	-	-
crovalimab	L04AJ07	24.3 mg P	-	-
cyamemazine	N05AA06	-	-	-
cyanocobalamin	B03BA01	70 mcg N|1 mg O|20 mcg P	50-1500 mcg	FDA label
cyanocobalamin tannin complex	B03BA02	20 mcg P	-	-
cyclandelate	C04AX01	0.6 g O	-	-
cyclizine	R06AE03	0.1 g O|0.1 g P|0.3 g R	-	-
cyclobarbital	N05CA10	0.2 g O	-	-
cyclobenzaprine	M03BX08	-	-	-
cyclobutyrol	A05AX03	-	-	-
cyclofenil	G03GB01	0.14 g O	-	-
cycloguanil embonate	P01BB02	-	-	-
cyclopentamine	R01AA02	-	-	-
cyclopenthiazide	C03AA07	0.5 mg O	-	-
cyclopentolate	S01FA04	-	-	-
cyclophosphamide	L01AA01	-	-	-
cycloserine	J04AB01	0.75 g O	-	-
cyclothiazide	C03AA09	5 mg O	-	-
cyfluthrin	P03BA01	-	-	-
cymarin	C01AC03	2.5 mg O	-	-
cypermethrin	P03BA02	-	-	-
cyproheptadine	R06AX02	12 mg O	-	-
cyproterone	G03HA01	0.1 g O|0.1 g P	-	-
cytarabine	L01BC01	-	-	-
cytisinicline	N07BA04	-	-	-
cytomegalovirus immunoglobulin	J06BB09	-	-	-
dabigatran etexilate	B01AE07	0.3 g O	75-150 mg	FDA label
dabrafenib	L01EC02	0.3 g O	-	-
dacarbazine	L01AX04	43.3 mg P	-	-
daclatasvir	J05AP07	60 mg O	-	-
daclizumab	L04AC01	5 mg P	-	-
dacomitinib	L01EB07	45 mg O	-	-
dactinomycin	L01DA01	-	-	-
dalbavancin	J01XA04	1.5 g P	-	-
dalteparin	B01AB04	2.5 TU P	-	-
danaparoid	B01AB09	1.5 TU P	-	-
danazol	G03XA01	0.6 g O	-	-
danicopan	L04AJ09	-	-	-
dantrolene	M03CA01	0.1 g O	-	-
dantron	A06AB03	50 mg O	-	-
dapagliflozin	A10BK01	10 mg O	5-10 mg	FDA label
dapiprazole	S01EX02	-	-	-
dapivirine	G01AX17	-	-	-
dapoxetine	G04BX14	30 mg O	-	-
daprodustat	B03XA07	-	-	-
dapsone	D10AX05,J04BA02	50 mg O	-	-
daptomycin	J01XX09	0.28 g P	-	-
daratumumab	L01FC01	64.3 mg P	-	-
darbepoetin alfa	B03XA02	4.5 mcg P	-	-
daridorexant	N05CJ03	-	-	-
darifenacin	G04BD10	7.5 mg O	-	-
darinaparsin	L01XX82	-	-	-
darolutamide	L02BB06	1.2 g O	-	-
darunavir	J05AE10	1.2 g O	-	-
darvadstrocel	L04AX08	-	-	-
dasabuvir	J05AP09	0.5 g O	-	-
dasatinib	L01EA02	0.1 g O	-	-
dasiglucagon	H04AA02	-	-	-
dasiprotimut-t	L03AX19	-	-	-
datopotamab deruxtecan	L01FX35	-	-	-
daunorubicin	L01DB02	-	-	-
deanol	N06BX04	-	-	-
debrisoquine	C02CC04	20 mg O	-	-
decamethoxine	D08AJ10	-	-	-
decamethrin	P03BA03	-	-	-
decitabine	L01BC08	-	-	-
deferasirox	V03AC03	-	-	-
deferiprone	V03AC02	-	-	-
deferoxamine	V03AC01	-	-	-
defibrotide	B01AX01	1.75 g P	-	-
deflazacort	H02AB13	15 mg O	-	-
degarelix	L02BX02	2.7 mg P	-	-
dehydroemetine	P01AX09	60 mg P	-	-
delafloxacin	J01MA23	0.9 g O|0.6 g P	-	-
delamanid	J04AK06	0.2 g O	-	-
delandistrogene moxeparvovec	M09AX15	-	-	-
delapril	C09AA12	30 mg O	-	-
delavirdine	J05AG02	1.2 g O	-	-
delgocitinib	D11AH11	-	-	-
demecarium	S01EB04	-	-	-
demeclocycline	D06AA01,J01AA01	0.6 g O	-	-
demecolcine	L01CC01	-	-	-
demegestone	G03DB05	-	-	-
demoxytocin	H01BB01	100 U O	-	-
dengue virus vaccines	J07BX04	-	-	-
denileukin diftitox	L01XX29	-	-	-
denosumab	M05BX04	0.33 mg P	-	-
deoxycholic acid	D11AX24	-	-	-
depemokimab	R03DX12	-	-	-
deptropine	R06AX16	2 mg O	-	-
dequalinium	D08AH01,G01AC05,R02AA02	20 mg V|1.5 mg O	-	-
dermatan sulfate	B01AX04	-	-	-
desaspidin	P02DX01	-	-	-
deserpidine	C02AA05	-	-	-
desfesoterodine	G04BD13	3.5 mg O	-	-
desflurane	N01AB07	-	-	-
desipramine	N06AA01	0.1 g O	-	-
desirudin	B01AE01	30 mg P	-	-
deslanoside	C01AA07	1 mg P	-	-
desloratadine	R06AX27	5 mg O	5 mg	FDA label
desmopressin	H01BA02	25 mcg N|0.4 mg O|4 mcg P|0.24 mg SL	-	-
desogestrel	G03AC09	-	-	-
desonide	D07AB08,S01BA11	-	-	-
desoximetasone	D07AC03,D07XC02	-	-	-
desoxycortone	H02AA03	5 mg O|5 mg P	-	-
desoxyribonuclease	B06AA10	-	-	-
desvenlafaxine	N06AX23	50 mg O	-	-
deucravacitinib	L04AF07	6 mg O	-	-
deuruxolitinib	L04AF09	-	-	-
deutetrabenazine	N07XX16	-	-	-
dexamethasone	A01AC02,C05AA09,D07AB19,D07XB05,D10AA03,H02AB02,R01AD03,S01BA01,S01CB01,S02BA06,S03BA01	1.5 mg O|1.5 mg P	0.5-40 mg	FDA label
dexamfetamine	N06BA02	15 mg O	-	-
dexbrompheniramine	R06AB06	-	-	-
dexchlorpheniramine	R06AB02	6 mg O|6 mg P	-	-
dexetimide	N04AA08	0.5 mg O|0.125 mg P	-	-
dexfenfluramine	A08AA04	30 mg O	-	-
dexibuprofen	M01AE14	0.8 g O	-	-
dexketoprofen	M01AE17,M02AA27	75 mg O|75 mg P	-	-
dexlansoprazole	A02BC06	30 mg O	-	-
dexmedetomidine	N05CM18	1 mg P	-	-
dexmethylphenidate	N06BA11	15 mg O	-	-
dexpanthenol	A11HA30,D03AX03,S01XA12	-	-	-
dexrabeprazole	A02BC07	-	-	-
dexrazoxane	V03AF02	1.5 g P	-	-
dextran	B05AA05	-	-	-
dextranomer	D03AX02	-	-	-
dextromethorphan	R05DA09	90 mg O	10-60 mg	FDA label
dextromoramide	N02AC01	20 mg O|20 mg P|40 mg R	-	-
dextropropoxyphene	N02AC04	0.2 g O|0.3 g O	-	-
dextrothyroxine	C10AX01	4 mg O	-	-
dezocine	N02AX03	-	-	-
diacerein	M01AX21	-	-	-
diamorphine	N07BC06	-	-	-
diastase	A09AA01	-	-	-
diatrizoic acid	V08AA01	-	-	-
diazepam	N05BA01	10 mg O|10 mg P|10 mg R	2-10 mg	FDA label
diazoxide	C02DA01,V03AH01	0.3 g P	-	-
dibekacin	J01GB09,S01AA29	0.14 g P	-	-
dibenzepin	N06AA08	0.3 g O	-	-
dibotermin alfa	M05BC01	-	-	-
dibromotyrosine	H03BX02	-	-	-
dibrompropamidine	D08AC01,S01AX14	-	-	-
dibunate	R05DB16	-	-	-
dibutylphthalate	P03BX03	-	-	-
dibutylsuccinate	P03BX04	-	-	-
dichloralphenazone	N05CC04	1.3 g O	-	-
dichlorobenzyl alcohol	R02AA03	-	-	-
dichlorophen	P02DX02	-	-	-
diclofenac	D11AX18,M01AB05,M02AA15,S01BC03	0.1 g O|0.1 g P|0.1 g R	25-75 mg	FDA label
diclofenamide	S01EC02	0.1 g O	-	-
dicloxacillin	J01CF01	2 g O|2 g P	-	-
dicoumarol	B01AA01	0.1 g O	-	-
dicycloverine	A03AA07	80 mg O|80 mg P	10-40 mg	FDA label
didanosine	J05AF02	0.4 g O	-	-
didecyldimethylammonium chloride	D08AJ06	-	-	-
dienestrol	G03CB01,G03CC02	2.5 mg O|0.2 mg V	-	-
dienogest	G03DB08	2 mg O	-	-
diethyl ether	N01AA01	-	-	-
diethylcarbamazine	P02CB02	0.4 g O	-	-
diethylstilbestrol	G03CB02,G03CC05,L02AA01	0.2 mg O|1 mg V|3 mg O	-	-
diethyltoluamide	P03BX01	-	-	-
difelikefalin	V03AX04	15 mcg P	-	-
difemerine	A03AA09	-	-	-
difenoxin	A07DA04	-	-	-
difenpiramide	M01AB12	-	-	-
difetarsone	P01AR02	-	-	-
diflorasone	D07AC10	-	-	-
diflucortolone	D07AC06,D07XC04	-	-	-
diflunisal	N02BA11	0.75 g O	-	-
difluprednate	D07AC19,S01BA16	-	-	-
digitalis antitoxin	V03AB24	-	-	-
digitalis leaves	C01AA03	0.1 g O	-	-
digitoxin	C01AA04	0.1 mg O|0.1 mg P	-	-
digoxin	C01AA05	0.25 mg O|0.25 mg P	0.0625-0.5 mg	FDA label
dihexyverine	A03AA08	-	-	-
dihydralazine	C02DB01	75 mg O|25 mg P	-	-
dihydrocodeine	N02AA08	0.15 g O	-	-
dihydroergocristine	C04AE04	-	-	-
dihydroergocryptine mesylate	N04BC03	-	-	-
dihydroergotamine	N02CA01	1 mg N|4 mg O|4 mg P	-	-
dihydrostreptomycin	S01AA15	-	-	-
dihydrotachysterol	A11CC02	1 mg O	-	-
dihydroxialumini sodium carbonate	A02AB04	4 g O	-	-
diiodohydroxypropane	D08AG04	-	-	-
diiodohydroxyquinoline	G01AC01	0.2 g V	-	-
diiodotyrosine	H03BX01	-	-	-
diisopromine	A03AX02	-	-	-
dilazep	C01DX10	0.1 g O	-	-
diloxanide	P01AC01	1.5 g O	-	-
diltiazem	C05AE03,C08DB01	0.24 g O	30-360 mg	FDA label
dimazole	D01AE17	-	-	-
dimdazenil	N05CD16	-	-	-
dimefline	R07AB08	-	-	-
dimemorfan	R05DA11	-	-	-
dimenhydrinate	R06AA11	0.3 g O|0.3 g R	-	-
dimercaprol	V03AB09	-	-	-
dimetacrine	N06AA18	0.15 g O	-	-
dimethoxanate	R05DB28	-	-	-
dimethyl fumarate	L04AX07	0.48 g O	-	-
dimethyl sulfoxide	G04BX13,M02AX03	-	-	-
dimethylaminopropionylphenothiazine	A03AC02	-	-	-
dimethylcarbate	P03BX05	-	-	-
dimethylphthalate	P03BX02	-	-	-
dimethyltubocurarine	M03AA04	-	-	-
dimeticone	P03AX05	-	-	-
dimetindene	D04AA13,R06AB03	4 mg O	-	-
dimetofrine	C01CA12	-	-	-
dimetotiazine	N02CX05	-	-	-
dinoprost	G02AD01	25 mg P	-	-
dinoprostone	G02AD02	0.5 mg O|0.5 mg V	-	-
dinutuximab beta	L01FX06	-	-	-
diodone	V08AA10	-	-	-
diosmectite	A07BC05	9 g O	-	-
diosmin	C05CA03	-	-	-
diperoxochloric acid	D03AX17	-	-	-
diphemanil	A03AB15	-	-	-
diphenadione	B01AA10	-	-	-
diphenhydramine	D04AA32,R06AA02	0.2 g O|0.2 g P|0.2 g R	25-50 mg	FDA label
diphenhydramine methylbromide	D04AA33	-	-	-
diphenoxylate	A07DA01	15 mg O	-	-
diphenylpyraline	R06AA07	10 mg O	-	-
diphtheria antitoxin	J06AA01	-	-	-
diphtheria immunoglobulin	J06BB10	-	-	-
diphtheria toxoid	J07AF01	-	-	-
diphtheria-haemophilus influenzae b-pertussis-poliomyelitis-tetanus	J07CA06	-	-	-
diphtheria-haemophilus influenzae b-pertussis-poliomyelitis-tetanus-hepatitis b	J07CA09	-	-	-
diphtheria-haemophilus influenzae b-pertussis-tetanus-hepatitis b	J07CA11	-	-	-
diphtheria-haemophilus influenzae b-pertussis-tetanus-hepatitis b-meningococcus a + c	J07CA13	-	-	-
diphtheria-hepatitis b-pertussis-tetanus	J07CA05	-	-	-
diphtheria-hepatitis b-tetanus	J07CA07	-	-	-
diphtheria-pertussis-poliomyelitis-tetanus	J07CA02	-	-	-
diphtheria-pertussis-poliomyelitis-tetanus-hepatitis b	J07CA12	-	-	-
diphtheria-poliomyelitis-tetanus	J07CA01	-	-	-
diphtheria-rubella-tetanus	J07CA03	-	-	-
dipivefrine	S01EA02	-	-	-
diprophylline	R03DA01	1 g O|1 g P|1 g R	-	-
dipyridamole	B01AC07	0.4 g O|0.2 g P	-	-
dipyrocetyl	N02BA09	3 g O	-	-
diquafosol	S01XA33	-	-	-
dirithromycin	J01FA13	0.5 g O	-	-
diroximel fumarate	L04AX09	0.924 g O	-	-
disopyramide	C01BA03	0.4 g O|0.4 g P	-	-
distigmine	N07AA03	5 mg O|0.25 mg P	-	-
disulfiram	N07BB01,P03AA04	0.2 g O	-	-
ditazole	B01AC01	-	-	-
dithranol	D05AC01	-	-	-
divozilimab	L04AG15	-	-	-
dixanthogen	P03AA01	-	-	-
dixyrazine	N05AB01	50 mg O|30 mg P	-	-
dobutamine	C01CA07	0.5 g P	-	-
docetaxel	L01CD02	-	-	-
docosanol	D06BB11	-	-	-
docusate sodium	A06AA02	0.15 g O	-	-
dofetilide	C01BD04	-	-	-
dolasetron	A04AA04	0.2 g O|0.1 g P	-	-
dolutegravir	J05AJ03	50 mg O	-	-
domiodol	R05CB08	-	-	-
domiphen	A01AB06	3 mg O	-	-
domperidone	A03FA03	30 mg O|30 mg P|0.12 g R	10-20 mg	FDA label
donanemab	N06DX05	-	-	-
donepezil	N06DA02	7.5 mg O	-	-
donidalorsen	B06AC09	-	-	-
donislecel	A10XX02	-	-	-
dopamine	C01CA04	0.5 g P	-	-
dopexamine	C01CA14	0.5 g P	-	-
doravirine	J05AG06	0.1 g O	-	-
doripenem	J01DH04	1.5 g P	-	-
dorzagliatin	A10BX18	-	-	-
dorzolamide	S01EC03	-	-	-
dostarlimab	L01FF07	-	-	-
dosulepin	N06AA16	0.15 g O	-	-
dotinurad	M04AB06	-	-	-
doxacurium chloride	M03AC07	-	-	-
doxapram	R07AB01	0.4 g P	-	-
doxazosin	C02CA04	4 mg O	-	-
doxefazepam	N05CD12	-	-	-
doxepin	D04AX01,N06AA12	0.1 g O|0.1 g P	-	-
doxercalciferol	H05BX03	-	-	-
doxofylline	R03DA11	0.8 g O|0.8 g P	-	-
doxorubicin	L01DB01	-	-	-
doxycycline	A01AB22,J01AA02	0.1 g O|0.1 g P	100-200 mg	FDA label
doxylamine	R06AA09	25 mg O	-	-
drisapersen	M09AX04	-	-	-
dronabinol	A04AD10	-	-	-
dronedarone	C01BD07	0.8 g O	-	-
droperidol	N05AD08	2.5 mg P	-	-
dropropizine	R05DB19	-	-	-
drospirenone	G03AC10	-	-	-
drotaverine	A03AD02	0.1 g O|0.1 g P	40-80 mg	FDA label
droxicam	M01AC04	-	-	-
droxidopa	C01CA27	1 g O	-	-
droxypropine	R05DB17	-	-	-
dulaglutide	A10BJ05	0.16 mg P	0.75-4.5 mg	FDA label
duloxetine	N06AX21	60 mg O	20-120 mg	FDA label
dupilumab	D11AH05	21.4 mg P	-	-
durvalumab	L01FF03	53.6 mg P	-	-
dutasteride	G04CB02	0.5 mg O	-	-
duvelisib	L01EM04	50 mg O	-	-
dyclonine	N01BX02,R02AD04	-	-	-
dydrogesterone	G03DB01	10 mg O	-	-
ebastine	R06AX22	10 mg O	-	-
eberconazole	D01AC17	-	-	-
ebola vaccines	J07BX02	-	-	-
ecallantide	B06AC03	-	-	-
econazole	D01AC03,G01AF05	0.1 g V	-	-
ecothiopate	S01EB03	-	-	-
eculizumab	L04AJ01	64 mg P	-	-
edaravone	N07XX14	-	-	-
edetates	V03AB03	-	-	-
edoxaban	B01AF03	-	-	-
edoxudine	D06BB09	-	-	-
edrecolomab	L01FX01	-	-	-
edrophonium	V04CX07	-	-	-
efalizumab	L04AG02	10 mg P	-	-
efaproxiral	L01XD06	-	-	-
efavirenz	J05AG03	0.6 g O	-	-
efbemalenograstim alfa	L03AA18	-	-	-
efepoetin alfa	B03XA10	20 mcg P	-	-
efgartigimod alfa	L04AL01	-	-	-
efinaconazole	D01AC19	-	-	-
eflapegrastim	L03AA19	-	-	-
eflornithine	D11AX16,L01XX79,P01CX03	-	-	-
efloxate	C01DX13	0.2 g O	-	-
elacestrant	L02BA04	-	-	-
eladocagene exuparvovec	A16AB26	-	-	-
elafibranor	A05AX06	-	-	-
elagolix	H01CC03	-	-	-
elapegademase	L03AX21	-	-	-
elbasvir	J05AP10	50 mg O	-	-
elcatonin	H05BA04	-	-	-
eletriptan	N02CC06	40 mg O	-	-
eliglustat	A16AX10	0.168 g O	-	-
elinzanetant	G02CX07	-	-	-
elivaldogene autotemcel	A16AX21	-	-	-
elobixibat	A06AX09	-	-	-
elosulfase alfa	A16AB12	20 mg P	-	-
elotuzumab	L01FX08	50 mg P	-	-
elranatamab	L01FX32	-	-	-
elsulfavirine	J05AG07	-	-	-
eltrombopag	B02BX05	50 mg O	-	-
eluxadoline	A07DA06	0.2 g O	-	-
elvitegravir	J05AJ02	-	-	-
emapalumab	L04AG09	-	-	-
emedastine	S01GX06	-	-	-
emepronium	G04BD01	0.5 g O|75 mg P	-	-
emetine	P01AX02	60 mg P	-	-
emicizumab	B02BX06	15 mg P	-	-
empagliflozin	A10BK03	17.5 mg O	10-25 mg	FDA label
empegfilgrastim	L03AA16	-	-	-
emtricitabine	J05AF09	0.2 g O	-	-
emylcamate	N05BC03	0.9 g O	-	-
enalapril	C09AA02	10 mg O|10 mg P	2.5-40 mg	FDA label
enasidenib	L01XM01	-	-	-
enavogliflozin	A10BK09	-	-	-
encainide	C01BC08	0.1 g O	-	-
encorafenib	L01EC03	0.45 g O	-	-
endralazine	C02DB03	10 mg O	-	-
enflurane	N01AB04	-	-	-
enfortumab vedotin	L01FX13	-	-	-
enfuvirtide	J05AX07	0.18 g P	-	-
enisamium iodide	J05AX17	1.5 g O	-	-
enoxacin	J01MA04	0.8 g O	-	-
enoxaparin	B01AB05	2 TU P	20-150 mg	FDA label
enoximone	C01CE03	1 g P	-	-
enoxolone	D03AX10	-	-	-
enprostil	A02BB02	70 mcg O	-	-
ensifentrine	R03BX02	-	-	-
ensitrelvir	J05AE16	0.175 g O	-	-
entacapone	N04BX02	1 g O	-	-
entecavir	J05AF10	0.5 mg O	-	-
enterovirus 71 vaccines	J07BX06	-	-	-
entinostat	L01XH05	-	-	-
entrectinib	L01EX14	0.6 g O	-	-
envafolimab	L01FF15	-	-	-
enviomycin	J04AB06	1 g P	-	-
enzalutamide	L02BB04	0.16 g O	-	-
eosin	D08AX02	-	-	-
epacadostat	L01XX58	-	-	-
epanolol	C07AB10	0.2 g O	-	-
epcoritamab	L01FX27	-	-	-
eperisone	M03BX09	0.15 g O	-	-
ephedrine	C01CA26,R01AA03,R01AB05,R03CA02,S01FB02	50 mg P|8 mg N|50 mg O	-	-
epicillin	J01CA07	2 g O|2 g P	-	-
epimestrol	G03GB03	10 mg O	-	-
epinastine	R06AX24,S01GX10	-	-	-
epinephrine	A01AD01,B02BC09,C01CA24,R01AA14,R03AA01,S01EA01	0.5 mg P|2.24 mg Inhal.aerosol|20 mg Inhal.solution	-	-
epirubicin	L01DB03	-	-	-
eplerenone	C03DA04	50 mg O	-	-
eplontersen	N07XX21	-	-	-
epomediol	A05BA05	-	-	-
epoprostenol	B01AC09	-	-	-
eprazinone	R05CB04	0.2 g O	-	-
eprosartan	C09CA02	0.6 g O	-	-
eprozinol	R03DX02	-	-	-
eptifibatide	B01AC16	0.2 g P	-	-
eptinezumab	N02CD05	1.1 mg P	-	-
eptotermin alfa	M05BC02	-	-	-
eravacycline	J01AA13	0.14 g P	-	-
erdafitinib	L01EN01	9 mg O	-	-
erdosteine	R05CB15	0.6 g O	-	-
erenumab	N02CD01	2.5 mg P	-	-
ergocalciferol	A11CC01	-	-	-
ergoloid mesylates	C04AE01	3 mg O|3 mg P	-	-
ergometrine	G02AB03	0.2 mg O|0.2 mg P	-	-
ergot alkaloids	G02AB02	-	-	-
ergotamine	N02CA02	4 mg Inhal.aerosol|4 mg O|4 mg P|4 mg R|4 mg SL	-	-
eribulin	L01XX41	-	-	-
eritrityl tetranitrate	C01DA13	90 mg O	-	-
erlotinib	L01EB02	0.15 g O	-	-
ertapenem	J01DH03	1 g P	-	-
ertugliflozin	A10BK04	10 mg O	-	-
erythromycin	D10AF02,J01FA01,S01AA17	1 g O|2 g O|1 g P	250-1000 mg	FDA label
erythropoietin	B03XA01	1 TU P	-	-
escherichia coli	A07FA03	-	-	-
escitalopram	N06AB10	10 mg O	5-20 mg	FDA label
esflurbiprofen	M02AA29	-	-	-
esketamine	N01AX14,N06AX27	8 mg N	-	-
eslicarbazepine	N03AF04	0.8 g O	-	-
esmolol	C07AB09	2.5 g P	-	-
esomeprazole	A02BC05	30 mg O|30 mg P	20-40 mg	FDA label
estazolam	N05CD04	3 mg O	-	-
estetrol	G03CA10	-	-	-
estradiol	G03CA03	0.3 mg N|2 mg O|1 mg P|0.3 mg P|5 mg R|50 mcg TD|1 mg TD|1.53 mg TD|25 mcg V|7.5 mcg V	-	-
estramustine	L01XX11	-	-	-
estriol	G03CA04,G03CC06	2 mg O|2 mg P|0.2 mg V	-	-
estrone	G03CA07,G03CC04	1 mg O	-	-
eszopiclone	N05CF04	2 mg O	-	-
etacrynic acid	C03CC01	50 mg O|50 mg P	-	-
etafenone	C01DX07	0.225 g O	-	-
etallobarbital	N05CA20	-	-	-
etamiphylline	R03DA06	-	-	-
etamivan	R07AB04	-	-	-
etamsylate	B02BX01	-	-	-
etanautine	N04AB01	-	-	-
etanercept	L04AB01	7 mg P	-	-
etelcalcetide	H05BX04	2.1 mg P	-	-
eteplirsen	M09AX06	-	-	-
ethacizine	C01BC09	-	-	-
ethacridine lactate	B05CA08,D08AA01	-	-	-
ethadione	N03AC03	-	-	-
ethambutol	J04AK02	1.2 g O|1.2 g P	400-1600 mg	FDA label
ethchlorvynol	N05CM08	0.5 g O	-	-
ethenzamide	N02BA07	3 g O	-	-
ethinylestradiol	G03CA01,L02AA03	25 mcg O|1.5 mg O	-	-
ethionamide	J04AD03	0.75 g O	-	-
ethisterone	G03DC04	5 mg O	-	-
ethosuximide	N03AD01	1.25 g O	-	-
ethotoin	N03AB01	2.5 g O	-	-
ethulose	A06AC02	3 g O	-	-
ethyl biscoumacetate	B01AA08	0.6 g O	-	-
ethyl chloride	N01BX01	-	-	-
ethyl esters of iodised fatty acids	V08AD01	-	-	-
ethyl hydroxybenzoate	D01AE10	-	-	-
ethyl loflazepate	N05BA18	2 mg O	-	-
ethylestrenol	A14AB02	2 mg O	-	-
ethylmorphine	R05DA01,S01XA06	50 mg O	-	-
etidocaine	N01BB07	-	-	-
etidronic acid	M05BA01	0.4 g O|1.5 g P	-	-
etifoxine	N05BX03	-	-	-
etilamfetamine	A08AA06	-	-	-
etilefrine	C01CA01	50 mg O|50 mg P	-	-
etirinotecan pegol	L01CE03	-	-	-
etizolam	N05BA19	-	-	-
etodolac	M01AB08	0.4 g O	-	-
etofamide	P01AC03	-	-	-
etofenamate	M02AA06	-	-	-
etofibrate	C10AB09	-	-	-
etofylline nicotinate	C04AD04	0.3 g O	-	-
etoglucid	L01AG01	-	-	-
etohexadiol	P03BX06	-	-	-
etomidate	N01AX07	-	-	-
etonogestrel	G03AC08	68 mcg s.c.implant	-	-
etoperidone	N06AB09	-	-	-
etoposide	L01CB01	-	-	-
etoricoxib	M01AH05	60 mg O	30-120 mg	FDA label
etozolin	C03CX01	-	-	-
etranacogene dezaparvovec	B02BD16	-	-	-
etrasimod	L04AE05	2 mg O	-	-
etravirine	J05AG04	0.4 g O	-	-
etretinate	D05BB01	35 mg O	-	-
etripamil	C08DA03	-	-	-
etybenzatropine	N04AC30	9 mg O	-	-
etynodiol	G03DC06	-	-	-
euflavine	D08AA03	-	-	-
everolimus	L01EG02,L04AH02	10 mg O|1.5 mg O	-	-
evinacumab	C10AX17	-	-	-
evocalcet	H05BX06	2.5 mg O	-	-
evogliptin	A10BH07	5 mg O	-	-
evolocumab	C10AX13	10 mg P	-	-
exagamglogene autotemcel	B06AX05	-	-	-
exemestane	L02BG06	25 mg O	-	-
exenatide	A10BJ01	0.286 mg P|15 mcg P	-	-
ezetimibe	C10AX09	10 mg O	10 mg	FDA label
fabomotizole	N05BX04	30 mg O	-	-
factor viii inhibitor bypassing activity	B02BD03	-	-	-
faldaprevir	J05AP04	-	-	-
famciclovir	J05AB09,S01AD07	0.75 g O	-	-
famotidine	A02BA03	40 mg O|40 mg P	10-40 mg	FDA label
fampridine	N07XX07	20 mg O	-	-
faricimab	S01LA09	-	-	-
faropenem	J01DI03	0.75 g O	-	-
fasudil	C04AX32	-	-	-
favipiravir	J05AX27	1.6 g O	-	-
fazadinium bromide	M03AC08	-	-	-
febarbamate	M03BA05	0.3 g O	-	-
febuxostat	M04AA03	80 mg O	40-120 mg	FDA label
fedratinib	L01EJ02	0.4 g O	-	-
fedrilate	R05DB14	0.2 g O	-	-
felbamate	N03AX10	2.4 g O	-	-
felbinac	M02AA08	-	-	-
felodipine	C08CA02	5 mg O	-	-
fenbendazole	P02CA06	-	-	-
fenbufen	M01AE05	0.6 g O	-	-
fencamfamin	N06BA06	-	-	-
fendiline	C08EA01	-	-	-
fenetylline	N06BA10	-	-	-
fenfluramine	A08AA02,N03AX26	0.12 g O|14 mg O	-	-
fenofibrate	C10AB05	0.2 g O	40-200 mg	FDA label
fenoldopam	C01CA19	-	-	-
fenoprofen	M01AE04	1.2 g O	-	-
fenoterol	G02CA03,R03AC04,R03CC04	0.6 mg Inhal.aerosol|0.6 mg Inhal.powder|4 mg Inhal.solution|10 mg O|10 mg R	-	-
fenoverine	A03AX05	-	-	-
fenoxazoline	R01AA12	-	-	-
fenozolone	N06BA08	-	-	-
fenpiprane	A03AX01	-	-	-
fenpiverinium	A03AB21	-	-	-
fenquizone	C03BA13	-	-	-
fenspiride	R03BX01,R03DX03	-	-	-
fentanyl	N01AH01,N02AB03	0.6 mg N|0.6 mg SL|1.2 mg TD	-	-
fentiazac	M01AB10,M02AA14	-	-	-
fenticonazole	D01AC12,G01AF12	0.1 g V	-	-
fentonium	A03BB04	60 mg O	-	-
fenyramidol	M03BX30	2 g O	-	-
feprazone	M01AX18,M02AA16	-	-	-
ferric acetyl transferrin	B03AB08	-	-	-
ferric ammonium citrate	V08CA07	-	-	-
ferric citrate	V03AE08	6 g O	-	-
ferric hydroxide	B03AB04	-	-	-
ferric maltol	B03AB10	60 mg O	-	-
ferric oxide polymaltose complexes	B03AB05	90 mg O	-	-
ferric proteinsuccinylate	B03AB09	80 mg O	-	-
ferric sodium citrate	B03AB01	0.75 g O	-	-
ferristene	V08CB02	-	-	-
ferrous ascorbate	B03AA10	0.2 g O	-	-
ferrous aspartate	B03AA09	0.2 g O	-	-
ferrous carbonate	B03AA04	0.2 g O	-	-
ferrous chloride	B03AA05	0.2 g O	-	-
ferrous fumarate	B03AA02	0.2 g O	-	-
ferrous gluconate	B03AA03	0.2 g O	-	-
ferrous glycine sulfate	B03AA01	0.2 g O	-	-
ferrous iodine	B03AA11	0.2 g O	-	-
ferrous sodium citrate	B03AA12	-	-	-
ferrous succinate	B03AA06	0.2 g O	-	-
ferrous sulfate	B03AA07	0.2 g O	200-325 mg	FDA label
ferrous tartrate	B03AA08	0.2 g O	-	-
ferumoxsil	V08CB01	-	-	-
fesoterodine	G04BD11	4 mg O	-	-
fexapotide	G04CX04	-	-	-
fexinidazole	P01CA03	1.44 g O	-	-
fexofenadine	R06AX26	0.12 g O	60-180 mg	FDA label
fexuprazan	A02BC10	-	-	-
fezolinetant	G02CX06	45 mg O	-	-
fibrinolysin	B01AD05	-	-	-
fidanacogene elaparvovec	B02BD17	-	-	-
fidaxomicin	A07AA12	0.4 g O	-	-
filgotinib	L04AF04	0.2 g O	-	-
filgrastim	L03AA02	0.35 mg P	-	-
fimasartan	C09CA10	60 mg O	-	-
finasteride	D11AX10,G04CB01	1 mg O|5 mg O	1-5 mg	FDA label
finerenone	C03DA05	20 mg O	-	-
fingolimod	L04AE01	0.5 mg O	-	-
fipexide	N06BX05	-	-	-
firmonertinib	L01EB12	80 mg O	-	-
fitusiran	B02BX12	-	-	-
flavoxate	G04BD02	0.8 g O	-	-
flecainide	C01BC04	0.2 g O|0.2 g P	-	-
fleroxacin	J01MA08	0.4 g O|0.4 g P	-	-
flibanserin	G02CX02	-	-	-
floctafenine	N02BG04	1 g O	-	-
flomoxef	J01DC14	2 g P	-	-
flosequinan	C01DB01	-	-	-
floxuridine	L01BC09	-	-	-
fluanisone	N05AD09	-	-	-
flubendazole	P02CA05	0.2 g O	-	-
fluclorolone	D07AC02	-	-	-
flucloxacillin	J01CF05	2 g O|2 g P	-	-
fluconazole	D01AC15,J02AC01	0.2 g O|0.2 g P	50-400 mg	FDA label
flucytosine	D01AE21,J02AX01	10 g O|10 g P	-	-
fludarabine	L01BB05	-	-	-
fludiazepam	N05BA17	0.75 mg O	-	-
fludrocortisone	H02AA02	0.1 mg O	-	-
fludroxycortide	D07AC07	-	-	-
flufenamic acid	M01AG03	0.5 g O	-	-
fluindione	B01AA12	-	-	-
flumazenil	V03AB25	-	-	-
flumedroxone	N02CB01	20 mg O	-	-
flumequine	J01MB07	1.2 g O	-	-
flumetasone	D07AB03,D07XB01	-	-	-
flunarizine	N07CA03	10 mg O	-	-
flunisolide	R01AD04,R03BA03	0.15 mg N|1 mg Inhal.aerosol	-	-
flunitrazepam	N05CD03	1 mg O|1 mg P	-	-
flunoxaprofen	G02CC04,M01AE15	-	-	-
fluocinolone acetonide	C05AA10,D07AC04,S01BA15,S02BA08	-	-	-
fluocinonide	C05AA11,D07AC08	-	-	-
fluocortin	D07AB04	-	-	-
fluocortolone	C05AA08,D07AC05,D07XC05,H02AB03	10 mg O	-	-
fluorescein	S01JA01	-	-	-
fluorocarbon blood substitutes	B05AA03	-	-	-
fluorometholone	C05AA06,D07AB06,D07XB04,D10AA01,S01BA07,S01CB05	-	-	-
fluorouracil	L01BC02	-	-	-
fluostigmine	S01EB07	-	-	-
fluoxetine	N06AB03	20 mg O	10-80 mg	FDA label
fluoxymesterone	G03BA01	5 mg O	-	-
flupentixol	N05AF01	6 mg O|4 mg P	-	-
fluperolone	D07AB05	-	-	-
fluphenazine	N05AB02	10 mg O|1 mg P	-	-
flupirtine	N02BG07	0.4 g O	-	-
fluprednidene	D07AB07,D07XB03	-	-	-
flurazepam	N05CD01	30 mg O	-	-
flurbiprofen	M01AE09,M02AA19,R02AX01,S01BC04	0.2 g O|0.2 g R|44 mg O	-	-
flurithromycin	J01FA14	0.75 g O	-	-
fluspirilene	N05AG01	0.7 mg P	-	-
flutamide	L02BB01	0.75 g O	-	-
fluticasone	D07AC17,R01AD08,R03BA05	0.2 mg N|0.6 mg Inhal.aerosol|0.6 mg Inhal.powder|1.5 mg Inhal.solution	-	-
fluticasone furoate	R01AD12,R03BA09	0.11 mg N	-	-
flutrimazole	D01AC16,G01AF18	-	-	-
fluvastatin	C10AA04	60 mg O	-	-
fluvoxamine	N06AB08	0.1 g O	-	-
folic acid	B03BB01,V04CX02	0.4 mg O|10 mg P	0.4-5 mg	FDA label
follitropin alfa	G03GA05	75 U P	-	-
follitropin beta	G03GA06	75 U P	-	-
follitropin delta	G03GA10	12 mcg P	-	-
fomepizole	V03AB34	-	-	-
fomivirsen	S01AD08	-	-	-
fondaparinux	B01AX05	2.5 mg P	-	-
formestane	L02BG02	18 mg P	-	-
formocortal	S01BA12	-	-	-
formoterol	R03AC13,R03CC15	24 mcg Inhal.aerosol|24 mcg Inhal.powder|0.16 mg O	-	-
fosamprenavir	J05AE07	1.4 g O	-	-
foscarnet	J05AD01	6.5 g P	-	-
fosdenopterin	A16AX19	63 mg P	-	-
fosfestrol	L02AA04	0.25 g O|0.25 g P	-	-
fosfocreatine	C01EB06	-	-	-
fosfomycin	J01XX01,S02AA17	3 g O|8 g P	-	-
fosfonet	J05AD02	-	-	-
fosinopril	C09AA09	15 mg O	-	-
fosphenytoin	N03AB05	0.45 g P	-	-
fosravuconazole	D01BA03	0.1 g O	-	-
fostamatinib	B02BX09	0.2 g O	-	-
fostemsavir	J05AX29	1.2 g O	-	-
fotemustine	L01AD05	-	-	-
framycetin	D09AA01,R01AX08,S01AA07	-	-	-
fremanezumab	N02CD03	7.5 mg P	-	-
frovatriptan	N02CC07	2.5 mg O	-	-
fruquintinib	L01EK04	3.75 mg O	-	-
ftivazide	J04AC02	-	-	-
fulvestrant	L02BA03	16.7 mg P	-	-
fumagillin	P01AX10	-	-	-
fumaric acid	D05AX01	-	-	-
furazidin	J01XE03	0.3 g O	-	-
furazolidone	G01AX06	-	-	-
furosemide	C03CA01	40 mg O|40 mg P	20-160 mg	FDA label
fusafungine	R02AB03	-	-	-
fusidic acid	D06AX01,D09AA02,J01XC01,S01AA13	1.5 g O|1.5 g P	-	-
futibatinib	L01EN04	-	-	-
g-strophanthin	C01AC01	0.25 mg P	-	-
gabapentin	N02BF01	1.8 g O	100-1200 mg	FDA label
gadobenic acid	V08CA08	-	-	-
gadobutrol	V08CA09	-	-	-
gadodiamide	V08CA03	-	-	-
gadofosveset	V08CA11	-	-	-
gadopentetic acid	V08CA01	-	-	-
gadopiclenol	V08CA12	-	-	-
gadoquatrane	V08CA13	-	-	-
gadoteric acid	V08CA02	-	-	-
gadoteridol	V08CA04	-	-	-
gadoversetamide	V08CA06	-	-	-
gadoxetic acid	V08CA10	-	-	-
galactose	V04CE01	-	-	-
galantamine	N06DA04	16 mg O	-	-
galcanezumab	N02CD02	4 mg P	-	-
gallamine	M03AC02	-	-	-
gallopamil	C08DA02	-	-	-
galsulfase	A16AB08	-	-	-
gamolenic acid	D11AX02	0.4 g O	-	-
ganaxolone	N03AX27	-	-	-
ganciclovir	J05AB06,S01AD09	3 g O|0.5 g P	-	-
ganirelix	H01CC01	0.25 mg P	-	-
garadacimab	B06AC07	-	-	-
garenoxacin	J01MA19	0.4 g O	-	-
gas-gangrene sera	J06AA05	-	-	-
gatifloxacin	J01MA16,S01AE06	0.4 g O|0.4 g P	-	-
gedocarnil	N05BX02	-	-	-
gefapixant	R05DB29	90 mg O	-	-
gefarnate	A02BX07	-	-	-
gefitinib	L01EB01	0.25 g O	-	-
gemcitabine	L01BC05	-	-	-
gemeprost	G02AD03	1 mg V	-	-
gemfibrozil	C10AB04	1.2 g O	-	-
gemifloxacin	J01MA15	0.32 g O|0.2 g P	-	-
gemigliptin	A10BH06	50 mg O	-	-
gemtuzumab ozogamicin	L01FX02	-	-	-
gentamicin	D06AX07,J01GB03,S01AA11,S02AA14,S03AA06	0.24 g P	-	-
gepefrine	C01CA15	30 mg O	-	-
gepirone	N06AX19	-	-	-
gepotidacin	J01XX13	-	-	-
gestonorone	G03DA01,L02AB03	30 mg P|40 mg P	-	-
gestrinone	G03XA02	0.7 mg O	-	-
gilteritinib	L01EX13	0.12 g O	-	-
ginkgo folium	N06DX02	0.12 g O	-	-
gitoformate	C01AA09	-	-	-
givinostat	M09AX14	-	-	-
givosiran	A16AX16	-	-	-
glafenine	N02BG03	0.8 g O	-	-
glasdegib	L01XJ03	-	-	-
glatiramer acetate	L03AX13	20 mg P	-	-
glepaglutide	A16AX26	-	-	-
glibenclamide	A10BB01	7 mg O|10 mg O	1.25-20 mg	FDA label
glibornuride	A10BB04	38 mg O	-	-
gliclazide	A10BB09	60 mg O	30-320 mg	FDA label
glimepiride	A10BB12	2 mg O	1-8 mg	FDA label
glipizide	A10BB07	10 mg O	2.5-20 mg	FDA label
gliquidone	A10BB08	60 mg O	-	-
glisoxepide	A10BB11	-	-	-
glofitamab	L01FX28	-	-	-
glucagon	H04AA01	3 mg N|1 mg P	-	-
glucarpidase	V03AF09	-	-	-
glucosamine	M01AX05	1.5 g O	-	-
glucosaminoglycan polysulfate	M01AX12	50 mg P	-	-
glutamic acid hydrochloride	A09AB01	1.5 g O	-	-
glutamine	A16AA03	-	-	-
glutathione	V03AB32	-	-	-
glutethimide	N05CE01	0.25 g O	-	-
glycerol	A06AG04,A06AX01	-	-	-
glycerol phenylbutyrate	A16AX09	15 g O	-	-
glyceryl trinitrate	C01DA02,C05AE01	5 mg O|2.5 mg oralaerosol|2.5 mg SL|5 mg TD	0.3-0.6 mg	FDA label
glycine	B05CX03	-	-	-
glycobiarsol	P01AR03	-	-	-
glycopyrronium	D11AA01	-	-	-
glycopyrronium bromide	A03AB02,R03BB06	3 mg O|0.3 mg P|3 mg R|44 mcg Inhal.powder	-	-
glycyrrhizic acid	A05BA08	-	-	-
glymidine	A10BC01	1 g O	-	-
goflikicept	L04AC26	-	-	-
golimumab	L04AB06	1.66 mg P	-	-
golodirsen	M09AX08	-	-	-
gonadorelin	H01CA01,V04CM01	-	-	-
goserelin	L02AE03	0.129 mg implant	-	-
govorestat	A16AX24	-	-	-
gramicidin	R02AB30	-	-	-
granisetron	A04AA02	2 mg O|3 mg P|3.1 mg TD	-	-
grazoprevir	J05AP11	0.1 g O	-	-
grepafloxacin	J01MA11	0.4 g O	-	-
griseofulvin	D01AA08,D01BA01	0.5 g O	-	-
guacetisal	N02BA14	-	-	-
guaiacolsulfonate	R05CA09	-	-	-
guaiazulen	S01XA01	-	-	-
guaifenesin	R05CA03	0.9 g O|0.9 g P	100-1200 mg	FDA label
guanazodine	C02CC06	-	-	-
guanethidine	C02CC02,S01EX01	30 mg O	-	-
guanfacine	C02AC02	3 mg O	-	-
guanoclor	C02CC05	-	-	-
guanoxabenz	C02CC07	25 mg O	-	-
guanoxan	C02CC03	20 mg O	-	-
guar gum	A10BX01	-	-	-
guselkumab	L04AC16	1.79 mg P	-	-
gusperimus	L04AA19	-	-	-
hachimycin	D01AA03,G01AA06,J02AA02	-	-	-
halazepam	N05BA13	0.1 g O	-	-
halcinonide	D07AD02	-	-	-
halofantrine	P01BX01	1.5 g O	-	-
halometasone	D07AC12	-	-	-
haloperidol	N05AD01	8 mg O|8 mg P|3.3 mg P	-	-
haloprogin	D01AE11	-	-	-
halothane	N01AB01	-	-	-
hederae helicis folium	R05CA12	-	-	-
hemin	B06AB01	-	-	-
hemoglobin crosfumaril	B05AA08	-	-	-
hemoglobin raffimer	B05AA09	-	-	-
heparin	B01AB01,C05BA03,S01XA14	10 TU P	-	-
hepatitis a immunoglobulin	J06BB11	-	-	-
hepatitis b immunoglobulin	J06BB04	-	-	-
heptabarbital	N05CA11	0.2 g O	-	-
heptaminol	C01DX08	0.45 g O|0.45 g P	-	-
hetacillin	J01CA18	2 g O	-	-
hexachlorophene	D08AE01	-	-	-
hexafluronium	M03AC05	-	-	-
hexamidine	D08AC04,R01AX07,R02AA18,S01AX08,S03AA05	-	-	-
hexaminolevulinate	V04CX06	-	-	-
hexapropymate	N05CM10	0.4 g O	-	-
hexetidine	A01AB12,G01AX16	-	-	-
hexobarbital	N01AF02,N05CA16	0.25 g O	-	-
hexobendine	C01DX06	-	-	-
hexocyclium	A03AB10	0.15 g O	-	-
hexoprenaline	R03AC06,R03CC05	1.5 mg Inhal.aerosol|1.5 mg O|1.5 mg P	-	-
hexylresorcinol	R02AA12	-	-	-
hidrosmin	C05CA05	-	-	-
hippocastani semen	C05CX03	-	-	-
histamine dihydrochloride	L03AX14	0.5 mg P	-	-
histapyrrodine	R06AC02	80 mg O	-	-
histrelin	L02AE05	0.137 mg implant	-	-
homatropine	S01FA05	-	-	-
homatropine methylbromide	A03BB06	-	-	-
human insulin	A10AB01,A10AC01,A10AD01,A10AE01,A10AF01	40 U P	-	-
human menopausal gonadotrophin	G03GA02	75 U P	-	-
hyaluronic acid	D03AX05,M09AX01,R01AX09,S01KA01	3.6 mg P	-	-
hyaluronidase	B06AA03	-	-	-
hydralazine	C02DB02	0.1 g O	10-100 mg	FDA label
hydrochloric acid	A09AB03,B05XA13	-	-	-
hydrochlorothiazide	C03AA03	25 mg O	12.5-50 mg	FDA label
hydrocodone	R05DA03	15 mg O	-	-
hydrocortisone	A01AC03,A07EA02,C05AA01,D07AA02,D07XA01,H02AB09,S01BA02,S01CB03,S02BA01	30 mg O|30 mg P	5-200 mg	FDA label
hydrocortisone aceponate	D07AC16	-	-	-
hydrocortisone buteprate	D07AB11	-	-	-
hydrocortisone butyrate	D07AB02	-	-	-
hydroflumethiazide	C03AA02	25 mg O	-	-
hydrogen peroxide	A01AB02,D08AX01,D11AX25,S02AA06	60 mg O	-	-
hydromethylthionine	N06DX07	-	-	-
hydromorphone	N02AA03	20 mg O|4 mg P|4 mg R	-	-
hydroquinidine	C01BA13	-	-	-
hydroquinine	M09AA01	0.2 g O	-	-
hydroquinone	D11AX11	-	-	-
hydrotalcite	A02AD04	-	-	-
hydroxocobalamin	B03BA03,V03AB33	20 mcg P	-	-
hydroxycarbamide	L01XX05	1.4 g O	-	-
hydroxychloroquine	P01BA02	0.516 g O	200-800 mg	FDA label
hydroxyethylpromethazine	R06AD05	75 mg O	-	-
hydroxyethylstarch	B05AA07	-	-	-
hydroxyprogesterone	G03DA03	10 mg P	-	-
hydroxyzine	N05BB01	75 mg O|75 mg P	10-100 mg	FDA label
hymecromone	A05AX02	-	-	-
hyoscyamine	A03BA03	1.2 mg O	-	-
hyperici herba	N06AX25	-	-	-
hypromellose	S01KA02	-	-	-
ibacitabine	D06BB08	-	-	-
ibalizumab	J05AX23	-	-	-
ibandronic acid	M05BA06	5 mg O|6 mg P	-	-
ibopamine	C01CA16,S01FB03	0.3 g O	-	-
ibrexafungerp	J02AX07	-	-	-
ibrutinib	L01EL01	0.42 g O	-	-
ibudilast	R03DC04	-	-	-
ibuprofen	C01EB16,G02CC01,M01AE01,M02AA13,R02AX02	30 mg P|1.2 g O|1.2 g P|1.2 g R	200-800 mg	FDA label
ibuproxam	M01AE13	-	-	-
ibutilide	C01BD05	1 mg P	-	-
icatibant	B06AC02	30 mg P	-	-
ichtasol	D10BX01	-	-	-
iclaprim	J01EA03	-	-	-
icotinib	L01EB08	-	-	-
idanpramine	A03AX06	-	-	-
idarubicin	L01DB06	-	-	-
idarucizumab	V03AB37	-	-	-
idebenone	N06BX13	0.9 g O	-	-
idecabtagene vicleucel	L01XL07	-	-	-
idelalisib	L01EM01	0.3 g O	-	-
idoxuridine	D06BB01,J05AB02,S01AD01	-	-	-
idrocilamide	M02AX05	-	-	-
idroxioleic acid	L01XX85	-	-	-
idursulfase	A16AB09	-	-	-
idursulfase beta	A16AB16	-	-	-
ifenprodil	C04AX28	-	-	-
ifinatamab deruxtecan	L01FX38	-	-	-
ifosfamide	L01AA06	-	-	-
ilaprazole	A02BC11	-	-	-
iloperidone	N05AX14	18 mg O	-	-
iloprost	B01AC11	0.15 mg Inhal.solution|50 mcg P	-	-
imatinib	L01EA01	0.4 g O	-	-
imeglimin	A10BX15	-	-	-
imetelstat	L01XX80	-	-	-
imidafenacin	G04BD14	-	-	-
imidapril	C09AA16	10 mg O	-	-
imidazole salicylate	N02BA16	-	-	-
imiglucerase	A16AB02	300 U P	-	-
imipramine	N06AA02	0.1 g O|0.1 g P	-	-
imipramine oxide	N06AA03	0.1 g O	-	-
imiquimod	D06BB10	-	-	-
imlifidase	L04AA41	17.5 mg P	-	-
immunocyanin	L03AX10	3 mg intravesical	-	-
imolamine	C01DX09	90 mg O	-	-
inavolisib	L01EM06	9 mg O	-	-
inclisiran	C10AX16	1.6 mg P	-	-
indacaterol	R03AC18	0.15 mg Inhal.powder	-	-
indanazoline	R01AA15	-	-	-
indapamide	C03BA11	2.5 mg O	1.25-2.5 mg	FDA label
indinavir	J05AE02	2.4 g O	-	-
indobufen	B01AC10	-	-	-
indocyanine green	V04CX01	-	-	-
indometacin	C01EB03,M01AB01,M02AA23,S01BC01	0.1 g O|0.1 g P|0.1 g R	25-75 mg	FDA label
indoprofen	M01AE10	-	-	-
indoramin	C02CA02	-	-	-
inebilizumab	L04AG10	-	-	-
infigratinib	L01EN03	-	-	-
infliximab	L04AB02	3.75 mg P	-	-
ingenol mebutate	D06BX02	-	-	-
inosine	D06BB05,G01AX02,S01XA10	-	-	-
inosine pranobex	J05AX05	3 g O	-	-
inositol	A11HA07	-	-	-
inositol nicotinate	C04AC03	1.2 g O	-	-
inotersen	N07XX15	41 mg P	-	-
inotuzumab ozogamicin	L01FB01	-	-	-
insulin aspart	A10AB05,A10AD05	40 U P	-	-
insulin degludec	A10AE06	40 U P	-	-
insulin detemir	A10AE05	40 U P	-	-
insulin glargine	A10AE04	40 U P	-	-
insulin glulisine	A10AB06	40 U P	-	-
insulin icodec	A10AE07	-	-	-
insulin lispro	A10AB04,A10AC04,A10AD04	40 U P	-	-
interferon alfa natural	L03AB01	2 MU P	-	-
interferon alfa-2a	L03AB04	2 MU P	-	-
interferon alfa-2b	L03AB05	2 MU P	-	-
interferon alfa-n1	L03AB06	5 MU P	-	-
interferon alfacon-1	L03AB09	4 mcg P	-	-
interferon beta natural	L03AB02	33.33 TU P	-	-
interferon beta-1a	L03AB07	4.3 mcg P	-	-
interferon beta-1b	L03AB08	4 MU P	-	-
interferon gamma	L03AB03	40 mcg P	-	-
iobenzamic acid	V08AC05	-	-	-
iobitridol	V08AB11	-	-	-
iocarmic acid	V08AA08	-	-	-
iocetamic acid	V08AC07	-	-	-
iodamide	V08AA03	-	-	-
iodixanol	V08AB09	-	-	-
iodoform	D09AA13	-	-	-
iodoheparinate	S01XA09	-	-	-
iodoxamic acid	V08AC01	-	-	-
iofendylate	V08AD04	-	-	-
ioglicic acid	V08AA06	-	-	-
ioglycamic acid	V08AC03	-	-	-
iohexol	V08AB02	-	-	-
iomeprol	V08AB10	-	-	-
iopamidol	V08AB04	-	-	-
iopanoic acid	V08AC06	-	-	-
iopentol	V08AB08	-	-	-
iopromide	V08AB05	-	-	-
iopydol	V08AD02	-	-	-
iotalamic acid	V08AA04	-	-	-
iotrolan	V08AB06	-	-	-
iotroxic acid	V08AC02	-	-	-
ioversol	V08AB07	-	-	-
ioxaglic acid	V08AB03	-	-	-
ioxilan	V08AB12	-	-	-
ioxitalamic acid	V08AA05	-	-	-
ipecacuanha	R05CA04,V03AB01	4 mg O	-	-
ipidacrine	N06DA05	-	-	-
ipilimumab	L01FX04	10 mg P	-	-
ipragliflozin	A10BK05	-	-	-
ipratropium bromide	R01AX03,R03BB01	0.24 mg N|0.12 mg Inhal.aerosol|0.12 mg Inhal.powder|0.3 mg Inhal.solution	-	-
iprazochrome	N02CX03	24 mg O	-	-
ipriflavone	M05BX01	-	-	-
iprindole	N06AA13	90 mg O	-	-
iproclozide	N06AF06	-	-	-
iproniazide	N06AF05	-	-	-
iptacopan	L04AJ08	-	-	-
irbesartan	C09CA04	0.15 g O	75-300 mg	FDA label
irinotecan	L01CE02	-	-	-
irsogladine	A02BX16	-	-	-
isatuximab	L01FC02	-	-	-
isavuconazole	J02AC05	0.2 g O|0.2 g P	-	-
isepamicin	J01GB11	0.4 g P	-	-
isoaminile	R05DB04	0.11 g O	-	-
isobromindione	M04AB04	-	-	-
isocarboxazid	N06AF01	15 mg O	-	-
isoconazole	D01AC05,G01AF07	0.6 g V	-	-
isoetarine	R03AC07,R03CC06	40 mg O	-	-
isoflurane	N01AB06	-	-	-
isometheptene	A03AX10	-	-	-
isoniazid	J04AC01	0.3 g O|0.3 g P	100-900 mg	FDA label
isoprenaline	C01CA02,R03AB02,R03CB01	90 mg O|90 mg P|0.64 mg Inhal.aerosol|10 mg Inhal.solution|40 mg O	-	-
isopropamide	A03AB09	10 mg O	-	-
isopropanol	D08AX05	-	-	-
isosorbide dinitrate	C01DA08,C05AE02	60 mg O|20 mg oralaerosol|20 mg SL|0.1 g TD	-	-
isosorbide mononitrate	C01DA14	40 mg O	10-120 mg	FDA label
isothipendyl	D04AA22,R06AD09	-	-	-
isotretinoin	D10AD04,D10BA01	30 mg O	-	-
isoxsuprine	C04AA01	60 mg O|60 mg P	-	-
isradipine	C08CA03	5 mg O|5 mg P	-	-
istradefylline	N04CX01	-	-	-
itacitinib	L04AF05	-	-	-
itopride	A03FA07	0.15 g O	50 mg	FDA label
itraconazole	J02AC02	0.2 g O|0.2 g P	100-400 mg	FDA label
itramin tosilate	C01DX01	-	-	-
ivabradine	C01EB17	10 mg O	2.5-7.5 mg	FDA label
ivacaftor	R07AX02	0.3 g O	-	-
ivermectin	D11AX22,P02CF01	12 mg O	-	-
ivosidenib	L01XM02	-	-	-
ixabepilone	L01DC04	-	-	-
ixazomib	L01XG03	0.43 mg O	-	-
ixekizumab	L04AC13	2.9 mg P	-	-
josamycin	J01FA07	2 g O	-	-
kallidinogenase	C04AF01	30 U O|30 U P	-	-
kanamycin	A07AA08,J01GB04,S01AA24	3 g O|1 g P	-	-
kaolin	A07BC02	-	-	-
kebuzone	M01AA06	-	-	-
ketamine	N01AX03	-	-	-
ketanserin	C02KD01	40 mg O|40 mg P	-	-
ketazolam	N05BA10	-	-	-
ketobemidone	N02AB01	50 mg O|50 mg P	-	-
ketoconazole	D01AC08,G01AF11,H02CA03,J02AB02	0.4 g V|0.6 g O|0.2 g O	-	-
ketoprofen	M01AE03,M02AA10	0.15 g O|0.15 g P|0.15 g R	-	-
ketorolac	M01AB15,S01BC05	30 mg O|30 mg P	10-30 mg	FDA label
ketotifen	R06AX17,S01GX08	2 mg O	-	-
labetalol	C07AG01	0.6 g O|0.6 g P	-	-
labuvirtide	J05AX33	45.7 mg P	-	-
lacidipine	C08CA09	4 mg O	-	-
lacosamide	N03AX18	0.3 g O|0.3 g P	-	-
lactic acid	G01AD01	-	-	-
lactitol	A06AD12	10 g O	-	-
lactobacillus	G01AX14	-	-	-
lactulose	A06AD11	6.7 g O	10-45 ml	FDA label
lafutidine	A02BA08	20 mg O	-	-
lamivudine	J05AF05	0.3 g O	-	-
lamotrigine	N03AX09	0.3 g O	12.5-250 mg	FDA label
lanadelumab	B06AC05	21.4 mg P	-	-
lanatoside c	C01AA06	1 mg O|1 mg R	-	-
landiolol	C07AB14	-	-	-
laninamivir	J05AH04	40 mg Inhal.powder|0.16 g Inhal.solution	-	-
lanoconazole	D01AC22	-	-	-
lanreotide	H01CB03	3 mg P	-	-
lansoprazole	A02BC03	30 mg O	15-60 mg	FDA label
lanthanum carbonate	V03AE03	2.25 g O	-	-
lapatinib	L01EH01	1.25 g O	-	-
laquinimod	N07XX10	-	-	-
laronidase	A16AB05	1 TU P	-	-
larotrectinib	L01EX12	0.2 g O	-	-
lascufloxacin	J01MA25	75 mg O	-	-
lasmiditan	N02CC08	0.1 g O	-	-
lasofoxifene	G03XC03	0.5 mg O	-	-
latamoxef	J01DD06	4 g P	-	-
latanoprost	S01EE01	-	-	-
latanoprostene bunod	S01EE06	-	-	-
lavandulae aetheroleum	N05BX05	-	-	-
lazertinib	L01EB09	-	-	-
lebrikizumab	D11AH10	8.9 mg P	-	-
lecanemab	N06DX04	-	-	-
lefamulin	J01XX12	-	-	-
leflunomide	L04AK01	20 mg O	10-100 mg	FDA label
lemborexant	N05CJ02	-	-	-
lenacapavir	J05AX31	0.19 g O|5.1 mg P	-	-
lenalidomide	L04AX04	10 mg O	-	-
leniolisib	L03AX22	-	-	-
lenograstim	L03AA10	0.35 mg P	-	-
lentinan	L03AX01	0.3 mg O|0.3 mg P	-	-
lenvatinib	L01EX08	20 mg O	-	-
lepirudin	B01AE02	0.25 g P	-	-
leptospira vaccines	J07AX01	-	-	-
lercanidipine	C08CA13	10 mg O	-	-
leriglitazone	A16AX23	-	-	-
lerodalcibep	C10AX19	-	-	-
lesinurad	M04AB05	0.2 g O	-	-
letermovir	J05AX18	0.48 g O|0.48 g P	-	-
letosteine	R05CB09	-	-	-
letrozole	L02BG04	2.5 mg O	-	-
leuprorelin	L02AE02	60 mcg implant|1 mg P|0.134 mg P	-	-
levacetylleucine	N07XX27	-	-	-
levacetylmethadol	N07BC03	-	-	-
levamisole	P02CE01	0.15 g O	-	-
levamlodipine	C08CA17	-	-	-
levetiracetam	N03AX14	1.5 g O|1.5 g P	250-1500 mg	FDA label
levilimab	L04AC25	-	-	-
levobunolol	S01ED03	-	-	-
levobupivacaine	N01BB10	-	-	-
levocabastine	R01AC02,S01GX02	0.6 mg N	-	-
levocarnitine	A16AA01	2 g O|2 g P	-	-
levocetirizine	R06AE09	5 mg O	2.5-5 mg	FDA label
levodopa	N04BA01	3.5 g O	-	-
levodropropizine	R05DB27	0.12 g O	-	-
levofloxacin	J01MA12,S01AE05	0.24 g Inhal.solution|0.5 g O|0.5 g P	250-750 mg	FDA label
levoketoconazole	H02CA04	-	-	-
levomepromazine	N05AA02	0.3 g O|0.1 g P	-	-
levomethadone	N07BC05	15 mg O	-	-
levomilnacipran	N06AX28	40 mg O	-	-
levonadifloxacin	J01MA24	-	-	-
levonorgestrel	G03AC03,G03AD01	1.5 mg O	-	-
levosimendan	C01CX08	11 mg P	-	-
levosulpiride	N05AL07	0.4 g O	-	-
levothyroxine sodium	H03AA01	0.15 mg O|0.15 mg P	12.5-300 mcg	FDA label
levoverbenone	R05CA11	-	-	-
libevitug	J06BD11	-	-	-
lidocaine	C01BB01,C05AD01,D04AB01,N01BB02,R02AD02,S01HA07,S02DA01	3 g P	-	-
lidoflazine	C08EX01	0.18 g O	-	-
lifileucel	L01XL11	-	-	-
lifitegrast	S01XA25	-	-	-
limaprost	B01AC28	-	-	-
linaclotide	A06AX04	0.29 mg O	-	-
linagliptin	A10BH05	5 mg O	5 mg	FDA label
lincomycin	J01FF02	1.8 g O|1.8 g P	-	-
lindane	P03AB02	-	-	-
linerixibat	A05AX08	-	-	-
linezolid	J01XX08	1.2 g O|1.2 g P	600 mg	FDA label
linopirdine	N06BX09	-	-	-
linsidomine	C01DX18	-	-	-
linvoseltamab	L01FX37	-	-	-
linzagolix	H01CC04	-	-	-
liothyronine sodium	H03AA02	60 mcg O|60 mcg P	-	-
lipegfilgrastim	L03AA14	0.3 mg P	-	-
liquid paraffin	A06AA01	15 g O	-	-
liraglutide	A10BJ02	1.5 mg P	0.6-3 mg	FDA label
liranaftate	D01AE25	-	-	-
lisdexamfetamine	N06BA12	30 mg O	-	-
lisinopril	C09AA03	10 mg O	2.5-80 mg	FDA label
lisocabtagene maraleucel	L01XL08	-	-	-
lisuride	G02CB02,N02CA07	0.6 mg O	-	-
lithium	N05AN01	24 mmol O	-	-
lithium chloride	V04CX11	-	-	-
lithium succinate	D11AX04	-	-	-
lixisenatide	A10BJ03	20 mcg P	-	-
lobeglitazone	A10BG04	0.5 mg O	-	-
lodoxamide	S01GX05	-	-	-
lofepramine	N06AA07	0.105 g O	-	-
lofexidine	N07BC04	1.4 mg O	-	-
lomefloxacin	J01MA07,S01AE04	0.4 g O	-	-
lomitapide	C10AX12	40 mg O	-	-
lomustine	L01AD02	-	-	-
lonafarnib	A16AX20	-	-	-
lonapegsomatropin	H01AC09	-	-	-
lonazolac	M01AB09	0.6 g O	-	-
loncastuximab tesirine	L01FX22	-	-	-
lonidamine	L01XX07	-	-	-
loperamide	A07DA03	10 mg O	2-4 mg	FDA label
loperamide oxide	A07DA05	5 mg O	-	-
loprazolam	N05CD11	1 mg O	-	-
loracarbef	J01DC08	0.6 g O	-	-
lorajmine	C01BA12	0.3 g O	-	-
loratadine	R06AX13	10 mg O	10 mg	FDA label
lorazepam	N05BA06	2.5 mg O|2.5 mg P|2.5 mg SL	0.5-4 mg	FDA label
lorcainide	C01BC07	0.2 g P	-	-
lorcaserin	A08AA11	-	-	-
lorlatinib	L01ED05	0.1 g O	-	-
lormetazepam	N05CD06	1 mg O	-	-
lornoxicam	M01AC05	12 mg O|12 mg P|12 mg R	-	-
losartan	C09CA01	50 mg O	25-100 mg	FDA label
loteprednol	S01BA14	-	-	-
lotilaner	S01AX25	-	-	-
lovastatin	C10AA02	45 mg O	-	-
lovotibeglogene autotemcel	B06AX06	-	-	-
loxapine	N05AH01	9.1 mg Inhal.powder|0.1 g O	-	-
loxoprofen	M01AE19,M02AA31	-	-	-
lubiprostone	A06AX03	-	-	-
luliconazole	D01AC18	-	-	-
lumasiran	A16AX18	-	-	-
lumateperone	N05AD10	-	-	-
lumiracoxib	M01AH06	0.1 g O	-	-
lurasidone	N05AE05	60 mg O	-	-
lurbinectedin	L01XX69	-	-	-
luseogliflozin	A10BK07	-	-	-
luspatercept	B03XA06	3.33 mg P	-	-
lusutrombopag	B02BX07	-	-	-
lutropin alfa	G03GA07	75 U P	-	-
lymecycline	J01AA04	0.6 g O|0.6 g P	-	-
lynestrenol	G03AC02,G03DC03	5 mg O	-	-
lypressin	H01BA03	20 U N|20 U P	-	-
lysine	B05XB03	-	-	-
lysozyme	D06BB07,J05AX02	-	-	-
macimorelin	V04CD06	-	-	-
macitentan	C02KX04	10 mg O	-	-
macrogol	A06AD15	10 g O	-	-
mafenide	D06BA03	-	-	-
magaldrate	A02AD02	-	-	-
magnesium aspartate	A12CC05	-	-	-
magnesium carbonate	A02AA01,A06AD01	7 g O	-	-
magnesium chloride	A12CC01,B05XA11	2.5 g O	-	-
magnesium citrate	A06AD19,A12CC04,B05CB03	2 g O	-	-
magnesium gluconate	A12CC03	5 g O	-	-
magnesium hydroxide	A02AA04,G04BX01	3 g O|0.5 g O	-	-
magnesium lactate	A12CC06	-	-	-
magnesium levulinate	A12CC07	-	-	-
magnesium orotate	A12CC09	-	-	-
magnesium oxide	A02AA02,A06AD02,A12CC10	7 g O	-	-
magnesium peroxide	A02AA03,A06AD03	-	-	-
magnesium phosphate	B05XA10	-	-	-
magnesium pidolate	A12CC08	-	-	-
magnesium pyridoxal 5-phosphate glutamate	C10AX07	-	-	-
magnesium silicate	A02AA05	-	-	-
magnesium sulfate	A06AD04,A12CC02,B05XA05,D11AX05,V04CC02	7 g O|3 g O	-	-
malaria vaccines	J07XA01	-	-	-
malathion	P03AX03	-	-	-
mandelic acid	B05CA06,J01XX06	12 g O	-	-
mangafodipir	V08CA05	-	-	-
manidipine	C08CA11	10 mg O	-	-
mannitol	A06AD16,B05BC01,B05CX04,R05CB16,V04CX04	0.8 g Inhal.powder	-	-
mannosulfan	L01AB03	-	-	-
maprotiline	N06AA21	0.1 g O|0.1 g P	-	-
maralixibat chloride	A05AX04	-	-	-
maraviroc	J05AX09	0.6 g O	-	-
margetuximab	L01FD06	-	-	-
maribavir	J05AX10	0.8 g O	-	-
marstacimab	B02BX11	-	-	-
masitinib	L01EX06	-	-	-
masoprocol	L01XX10	-	-	-
mavacamten	C01EB24	5 mg O	-	-
mavorixafor	L03AX24	-	-	-
mazaticol	N04AA10	-	-	-
mazindol	A08AA05	1 mg O	-	-
measles immunoglobulin	J06BB14	-	-	-
mebendazole	P02CA01	0.2 g O	100-500 mg	FDA label
mebeverine	A03AA04	0.3 g O	-	-
mebhydrolin	R06AX15	0.2 g O	-	-
mebutamate	N05BC04	-	-	-
mebutizide	C03AA13	-	-	-
mecamylamine	C02BB01	-	-	-
mecasermin	H01AC03	2 mg P	-	-
mecasermin rinfabate	H01AC05	-	-	-
mecillinam	J01CA11	1.2 g P	-	-
meclocycline	D10AF04	-	-	-
meclofenamic acid	M01AG04,M02AA18	-	-	-
meclofenoxate	N06BX01	-	-	-
meclozine	R06AE05	50 mg O|50 mg R	12.5-50 mg	FDA label
mecobalamin	B03BA05	1.5 mg O|0.2 mg P	500-1500 mcg	FDA label
medazepam	N05BA03	20 mg O	-	-
medicinal charcoal	A07BA01	5 g O	-	-
medifoxamine	N06AX13	-	-	-
medrogestone	G03DB03	-	-	-
medroxyprogesterone	G03AC06,G03DA02,L02AB02	1.67 mg P|5 mg O|7 mg P|1 g O|1 g P	-	-
medrysone	S01BA08	-	-	-
mefenamic acid	M01AG01	1 g O	-	-
mefenorex	A08AA09	-	-	-
mefloquine	P01BC02	1 g O	-	-
mefruside	C03BA05	25 mg O	-	-
megestrol	G03AC05,G03DB02,L02AB01	5 mg O|0.16 g O	-	-
meglumine antimonate	P01CB01	0.85 g P	-	-
meglutol	C10AX05	-	-	-
meladrazine	G04BD03	0.45 g O	-	-
melagatran	B01AE04	6 mg P	-	-
melanoma vaccine	L03AX12	-	-	-
melarsoprol	P01CD01	60 mg P	-	-
melatonin	N05CH01	2 mg O	-	-
meldonium	C01EB22	0.75 g O	-	-
melevodopa	N04BA04	-	-	-
melitracen	N06AA14	75 mg O|75 mg P	-	-
meloxicam	M01AC06	15 mg O|15 mg P|15 mg R	7.5-15 mg	FDA label
melperone	N05AD03	0.3 g O|0.3 g P	-	-
melphalan	L01AA03	-	-	-
melphalan flufenamide	L01AA10	-	-	-
memantine	N06DX01	20 mg O	-	-
menadione	B02BA02	10 mg O|2 mg P	-	-
menatetrenone	M05BX08	-	-	-
menthae piperitae aetheroleum	A03AX15	-	-	-
mepacrine	P01AX05	0.3 g O	-	-
mepartricin	A01AB16,D01AA06,G01AA09,G04CX03	-	-	-
mepenzolate	A03AB12	0.1 g O	-	-
mephenesin	M03BX06	-	-	-
mephenoxalone	N05BX01	1.2 g O	-	-
mephentermine	C01CA11	30 mg P	-	-
mephenytoin	N03AB04	0.4 g O	-	-
mepindolol	C07AA14	5 mg O	-	-
mepivacaine	N01BB03	-	-	-
mepixanox	R07AB09	-	-	-
mepolizumab	R03DX09	3.6 mg P	-	-
meprednisone	H02AB15	-	-	-
meprobamate	N05BC01	1.2 g O	-	-
meprotixol	R05DB22	-	-	-
meptazinol	N02AX05	1.2 g O|1.2 g P	-	-
mepyramine	D04AA02,R06AC01	0.2 g O|0.2 g P	-	-
mepyramine theophyllinacetate	R03DA12	0.6 g O	-	-
mequinol	D11AX06	-	-	-
mequitazine	R06AD07	10 mg O	-	-
merbromin	D08AK04	-	-	-
mercaptamine	A16AA04,S01XA21	2 g O	-	-
mercaptopurine	L01BB02	-	-	-
mercuric amidochloride	D08AK01	-	-	-
mercuric chloride	D08AK03	-	-	-
mercuric iodide	D08AK30	-	-	-
meropenem	J01DH02	3 g P	-	-
mersalyl	C03BC01	-	-	-
mesalazine	A07EC02	1.5 g O|1.5 g R	-	-
mesna	R05CB05,V03AF01	1.2 g Inhal.solution	-	-
mesoridazine	N05AC03	0.2 g O|0.2 g P	-	-
mesterolone	G03BB01	50 mg O	-	-
mesulfen	D10AB05,P03AA03	-	-	-
mesuximide	N03AD03	0.9 g O	-	-
metabutethamine	N01BA01	-	-	-
metacycline	J01AA05	0.6 g O	-	-
metadoxine	A05BA09	-	-	-
metahexamide	A10BB10	-	-	-
metamfetamine	N06BA03	15 mg O	-	-
metamizole sodium	N02BB02	3 g O|3 g P|3 g R	-	-
metampicillin	J01CA14	1.5 g O|1.5 g P	-	-
metandienone	A14AA03,D11AE01	5 mg O	-	-
metaraminol	C01CA09	50 mg P	-	-
metenolone	A14AA04	10 mg O|7 mg P	-	-
metergoline	G02CB05	-	-	-
metformin	A10BA02	2 g O	500-2000 mg	FDA label
methacholine	V04CX03	-	-	-
methadone	N07BC02	25 mg O|25 mg P	-	-
methallenestril	G03CB03,G03CC03	9 mg O	-	-
methantheline	A03AB07	0.15 g O	-	-
methapyrilene	R06AC05	-	-	-
methaqualone	N05CM01	0.2 g O	-	-
metharbital	N03AA30	0.2 g O	-	-
methazolamide	S01EC05	0.2 g O	-	-
methdilazine	R06AD04	16 mg O	-	-
methenamine	J01XX05	2 g O|3 g O	-	-
methiodal	V08AA09	-	-	-
methionine	V03AB26	-	-	-
methiosulfonium chloride	A02BX04	-	-	-
methocarbamol	M03BA03	3 g O|3 g P	-	-
methohexital	N01AF01,N05CA15	-	-	-
methoserpidine	C02AA06	-	-	-
methotrexate	L01BA01,L04AX03	2.5 mg O|2.5 mg P	2.5-25 mg	FDA label
methoxamine	C01CA10	30 mg P	-	-
methoxsalen	D05AD02,D05BA02	10 mg O	-	-
methoxy polyethylene glycol-epoetin beta	B03XA03	4 mcg P	-	-
methoxyflurane	N02BG09	-	-	-
methoxyphenamine	R03CB02	0.4 g O	-	-
methyclothiazide	C03AA08	5 mg O	-	-
methyl aminolevulinate	L01XD03	-	-	-
methylatropine	A03BB02	3 mg O	-	-
methylcellulose	A06AC06	2 g O	-	-
methylergometrine	G02AB01	0.2 mg O|0.2 mg P	-	-
methylestrenolone	G03DC31	5 mg O	-	-
methylnaltrexone bromide	A06AH01	6 mg P	-	-
methylpentynol	N05CM15	-	-	-
methylphenidate	N06BA04	30 mg O	-	-
methylphenobarbital	N03AA01	0.5 g O	-	-
methylprednisolone	D07AA01,D10AA02,H02AB04	7.5 mg O|20 mg P	4-64 mg	FDA label
methylprednisolone aceponate	D07AC14	-	-	-
methylpropylpropanediol dinitrate	C01DA04	-	-	-
methylrosaniline	D01AE02,G01AX09	-	-	-
methylscopolamine	A03BB03,S01FA03	12 mg O|12 mg P	-	-
methyltestosterone	G03BA02,G03EK01	25 mg O	-	-
methylthioninium chloride	V03AB17,V04CG05	-	-	-
methylthiouracil	H03BA01	0.1 g O	-	-
methyprylon	N05CE02	0.2 g O	-	-
methysergide	N02CA04	4 mg O	-	-
meticillin	J01CF03	4 g P	-	-
meticrane	C03BA09	-	-	-
metildigoxin	C01AA08	0.2 mg O|0.2 mg P	-	-
metipranolol	S01ED04	-	-	-
metirosine	C02KB01	-	-	-
metisazone	J05AA01	-	-	-
metixene	N04AA03	40 mg O	-	-
metizoline	R01AA10	-	-	-
metoclopramide	A03FA01	30 mg O|30 mg P|30 mg R	5-10 mg	FDA label
metolazone	C03BA08	5 mg O	-	-
metopimazine	A04AD05	15 mg O|15 mg P	-	-
metoprolol	C07AB02	0.15 g O|0.15 g P	12.5-400 mg	FDA label
metreleptin	A16AA07	-	-	-
metrifonate	P02BB01	40 mg O	-	-
metrizamide	V08AB01	-	-	-
metrizoic acid	V08AA02	-	-	-
metronidazole	A01AB17,D06BX01,G01AF01,J01XD01,P01AB01	0.5 g V|1.5 g P|2 g O|2 g R	250-2000 mg	FDA label
metyrapone	V04CD01	-	-	-
mexazolam	N05BA25	-	-	-
mexiletine	C01BB02	0.8 g O|0.8 g P	-	-
mezlocillin	J01CA10	6 g P	-	-
mianserin	N06AX03	60 mg O	-	-
mibefradil	C08CX01	75 mg O	-	-
micafungin	J02AX05	0.1 g P	-	-
miconazole	A01AB09,A07AC01,D01AC02,G01AF04,J02AB01,S02AA13	0.2 g O|1 g O|0.1 g V|1 g P	-	-
micronomicin	S01AA22	-	-	-
microparticles of galactose	V08DA02	-	-	-
midazolam	N05CD08	5 mg N|15 mg O|15 mg P|10 mg SL	-	-
midecamycin	J01FA03	1.2 g O|1 g P	-	-
midodrine	C01CA17	30 mg O	-	-
midostaurin	L01EX10	0.1 g O	-	-
mifamurtide	L03AX15	0.7 mg P	-	-
mifanertinib	L01EH05	-	-	-
mifepristone	G03XB01	0.2 g O	-	-
migalastat	A16AX14	61.5 mg O	-	-
miglitol	A10BF02	0.3 g O	-	-
miglustat	A16AX06	0.3 g O	-	-
milnacipran	N06AX17	0.1 g O	-	-
milrinone	C01CE02	50 mg P	-	-
miltefosine	P01CX04	0.15 g O	-	-
minaprine	N06AX07	0.1 g O	-	-
minocycline	A01AB23,D10AF07,J01AA08	1 mg O|0.2 g O|0.2 g P	-	-
minoxidil	C02DC01,D11AX01	20 mg O	-	-
miocamycin	J01FA11	1.2 g O	-	-
mipomersen	C10AX11	-	-	-
mirabegron	G04BD12	50 mg O	-	-
mirdametinib	L01EE05	-	-	-
mirikizumab	L04AC24	7.1 mg P	-	-
mirogabalin	N02BF03	25 mg O	-	-
mirtazapine	N06AX11	30 mg O	7.5-45 mg	FDA label
mirvetuximab soravtansine	L01FX26	-	-	-
misoprostol	A02BB01,G02AD06	0.8 mg O|0.2 mg O|0.2 mg V	100-200 mcg	FDA label
mitapivat	B06AX04	0.1 g O	-	-
mitiglinide	A10BX08	30 mg O	-	-
mitobronitol	L01AX01	-	-	-
mitoguazone	L01XX16	-	-	-
mitomycin	L01DC03	-	-	-
mitotane	L01XX23	-	-	-
mitoxantrone	L01DB07	-	-	-
mivacurium chloride	M03AC10	-	-	-
mizolastine	R06AX25	10 mg O	-	-
mobocertinib	L01EB10	-	-	-
moclobemide	N06AG02	0.3 g O	-	-
modafinil	N06BA07	0.3 g O	-	-
moexipril	C09AA13	15 mg O	-	-
mofebutazone	M01AA02,M02AA02	0.75 g O|0.75 g P	-	-
mogamulizumab	L01FX09	-	-	-
molgramostim	L03AA03	0.35 mg P	-	-
molidustat	B03XA09	-	-	-
molindone	N05AE02	50 mg O	-	-
molnupiravir	J05AB18	1.6 g O	-	-
molsidomine	C01DX12	-	-	-
momelotinib	L01EJ04	0.2 g O	-	-
mometasone	D07AC13,D07XC03,R01AD09,R03BA07	0.2 mg N|0.4 mg Inhal.powder	-	-
monobenzone	D11AX13	-	-	-
monoethanolamine oleate	C05BB01	-	-	-
monomethyl fumarate	L04AX11	-	-	-
monoxerutin	C05CA02	-	-	-
montelukast	R03DC03	10 mg O	4-10 mg	FDA label
moperone	N05AD04	20 mg O|20 mg P	-	-
moracizine	C01BG01	0.75 g O	-	-
morclofone	R05DB25	-	-	-
morinamide	J04AK04	-	-	-
morniflumate	M01AX22	-	-	-
moroxydine	J05AX01	0.3 g O	-	-
morphine	N02AA01	0.1 g O|30 mg P|30 mg R	-	-
morpholine salicylate	N02BA08	-	-	-
mosapramine	N05AX10	-	-	-
mosapride	A03FA09	-	-	-
mosunetuzumab	L01FX25	-	-	-
motavizumab	J06BD02	-	-	-
motixafortide	L03AX23	-	-	-
motretinide	D10AD05	-	-	-
moxaverine	A03AD30	50 mg O	-	-
moxestrol	G03CB04	-	-	-
moxetumomab pasudotox	L01FB02	-	-	-
moxidectin	P02CX03	-	-	-
moxifloxacin	J01MA14,S01AE07	0.4 g O|0.4 g P	400 mg	FDA label
moxisylyte	C04AX10,G04BE06	-	-	-
moxonidine	C02AC05	0.3 mg O	-	-
mozafancogene autotemcel	B06AX07	-	-	-
mumps immunoglobulin	J06BB15	-	-	-
mupirocin	D06AX09,R01AX06	-	-	-
muromonab-cd3	L04AG01	5 mg P	-	-
muzolimine	C03CD01	20 mg O	-	-
mycophenolic acid	L04AA06	2 g O|2 g P	-	-
myristyl-benzalkonium	R02AA10	-	-	-
nabilone	A04AD11	3 mg O	-	-
nabumetone	M01AX01	1 g O	-	-
nadifloxacin	D10AF05	-	-	-
nadofaragene firadenovec	L01XL10	-	-	-
nadolol	C07AA12	0.16 g O	-	-
nadroparin	B01AB06	2.85 TU P	-	-
nafarelin	H01CA02	0.4 mg N	-	-
nafcillin	J01CF06	3 g P	-	-
nafithromycin	J01FA17	-	-	-
naftazone	C05CX02	-	-	-
naftidrofuryl	C04AX21	0.6 g O	-	-
naftifine	D01AE22	-	-	-
nalbuphine	N02AF02	80 mg P	-	-
naldemedine	A06AH05	0.2 mg O	-	-
nalfurafine	V03AX02	-	-	-
nalidixic acid	J01MB02	4 g O	-	-
nalmefene	N07BB05	18 mg O	-	-
nalorphine	V03AB02	-	-	-
naloxegol	A06AH03	25 mg O	-	-
naloxone	A06AH04,V03AB15	-	-	-
naltrexone	N07BB04	50 mg O	-	-
nandrolone	A14AB01,S01XA11	2 mg P	-	-
naphazoline	R01AA08,R01AB02,S01GA01	0.4 mg N	-	-
naproxcinod	M01AE18	-	-	-
naproxen	G02CC02,M01AE02,M02AA12	0.5 g O|0.5 g R	220-550 mg	FDA label
naratriptan	N02CC02	2.5 mg O	-	-
narcobarbital	N01AG01	-	-	-
narlaprevir	J05AP14	-	-	-
natalizumab	L04AG03	10 mg P	-	-
natamycin	A01AB10,A07AA03,D01AA02,G01AA02,S01AA10	20 mg O|0.3 g O|25 mg V	-	-
nateglinide	A10BX03	0.36 g O	-	-
natural phospholipids	R07AA02	0.16 g Instill.solution	-	-
navitoclax	L01XX78	-	-	-
naxitamab	L01FX21	-	-	-
nebacumab	J06BC01	0.1 g P	-	-
nebivolol	C07AB12	5 mg O	2.5-40 mg	FDA label
necitumumab	L01FE03	-	-	-
nedocromil	R01AC07,R03BC03,S01GX04	10.4 mg N|8 mg Inhal.aerosol	-	-
nedosiran	A16AX25	-	-	-
nefazodone	N06AX06	0.4 g O	-	-
nefopam	N02BG06	-	-	-
nelarabine	L01BB07	-	-	-
nelfinavir	J05AE04	2.25 g O	-	-
neltenexine	R05CB14	-	-	-
nemolizumab	D11AH12	-	-	-
nemonoxacin	J01MB08	-	-	-
neomycin	A01AB08,A07AA01,B05CA09,D06AX04,J01GB05,R02AB01,S01AA03,S02AA07,S03AA01	5 g O|1 g P	-	-
neostigmine	N07AA01,S01EB06	60 mg O|2 mg P|40 mg ointment	-	-
nepafenac	S01BC10	-	-	-
nepinalone	R05DB26	-	-	-
nerandomilast	L04AA61	-	-	-
neratinib	L01EH02	0.24 g O	-	-
nesiritide	C01DX19	1.5 mg P	-	-
netakimab	L04AC20	-	-	-
netarsudil	S01EX05	-	-	-
neticonazole	D01AC21	-	-	-
netilmicin	J01GB07,S01AA23	0.35 g O|0.35 g P	-	-
nevirapine	J05AG01	0.4 g O	-	-
nialamide	N06AF02	0.1 g O	-	-
niaprazine	N05CM16	-	-	-
nicardipine	C08CA04	90 mg O|90 mg P	-	-
nicergoline	C04AE02	-	-	-
niceritrol	C10AD01	1.5 g O	-	-
niclosamide	P02DA01	2 g O	-	-
nicofetamide	A03AC04	-	-	-
nicofuranose	C10AD03	-	-	-
nicomorphine	N02AA04	30 mg O|30 mg P|30 mg R	-	-
nicorandil	C01DX16	40 mg O	-	-
nicotinamide	A11HA01	0.15 g O	-	-
nicotinic acid	C04AC01,C10AD02	0.2 g O|0.2 g P|2 g O	-	-
nicotinyl methylamide	A05AB01	-	-	-
nifedipine	C08CA05	30 mg O|30 mg P	10-120 mg	FDA label
nifenazone	M02AA24,N02BB05	-	-	-
niflumic acid	M01AX02,M02AA17	0.75 g O	-	-
nifuratel	G01AX05	0.6 g O|0.6 g V	-	-
nifuroxazide	A07AX03	0.6 g O	-	-
nifurtimox	P01CC01	0.7 g O	-	-
nifurtoinol	J01XE02	0.16 g O	-	-
nifurzide	A07AX04	-	-	-
nikethamide	R07AB02	0.5 g O|0.5 g P	-	-
nilotinib	L01EA03	0.6 g O	-	-
nilutamide	L02BB02	0.3 g O	-	-
nilvadipine	C08CA10	8 mg O	-	-
nimesulide	M01AX17,M02AA26	0.2 g O	-	-
nimetazepam	N05CD15	-	-	-
nimodipine	C08CA06	0.3 g O|50 mg P	-	-
nimorazole	P01AB06	2 g O	-	-
nimustine	L01AD06	-	-	-
nintedanib	L01EX09	0.38 g O	-	-
niperotidine	A02BA05	-	-	-
nipocalimab	L04AL03	-	-	-
niraparib	L01XK02	0.3 g O	-	-
niridazole	P02BX02	-	-	-
nirogacestat	L01XX81	-	-	-
nirsevimab	J06BD08	-	-	-
nisoldipine	C08CA07	20 mg O	-	-
nitazoxanide	P01AX11	1 g O	-	-
nitisinone	A16AX04	20 mg O	-	-
nitrazepam	N05CD02	5 mg O	-	-
nitrendipine	C08CA08	20 mg O	-	-
nitric oxide	R07AX01	-	-	-
nitrofural	B05CA03,D08AF01,D09AA03,P01CC02,S01AX04,S02AA02	-	-	-
nitrofurantoin	J01XE01	0.2 g O	50-100 mg	FDA label
nitroprusside	C02DD01	50 mg P	-	-
nitrous oxide	N01AX13	-	-	-
nitroxoline	J01XX07	1 g O	-	-
nivolumab	L01FF01	17.1 mg P	-	-
nizatidine	A02BA04	0.3 g O|0.3 g P	-	-
nizofenone	N06BX10	-	-	-
nomegestrol	G03DB04	-	-	-
nomifensine	N06AX04	0.15 g O	-	-
nordazepam	N05BA16	15 mg O	-	-
norepinephrine	C01CA03	6 mg P	-	-
norethandrolone	A14AA09	-	-	-
norethisterone	G03AC01,G03DC02	2.5 mg P|5 mg O	-	-
norfenefrine	C01CA05	25 mg O	-	-
norfloxacin	J01MA06,S01AE02	0.8 g O	-	-
norgestrienone	G03AC07	-	-	-
normethadone	R05DA06	-	-	-
nortriptyline	N06AA10	75 mg O|30 mg P	10-150 mg	FDA label
norucholic acid	A05AA06	-	-	-
noscapine	R05DA07	0.125 g O	-	-
noxytiolin	B05CA07	-	-	-
nusinersen	M09AX07	0.1 mg P	-	-
nystatin	A07AA02,D01AA01,G01AA01	1.5 MU O|0.1 MU V	-	-
obecabtagene autoleucel	L01XL12	-	-	-
obeticholic acid	A05AA04	10 mg O	-	-
obidoxime	V03AB13	-	-	-
obiltoxaximab	J06BC04	-	-	-
obinutuzumab	L01FA03	35.7 mg P	-	-
oblimersen	L01XX36	-	-	-
ocrelizumab	L04AG08	3.29 mg P	-	-
ocriplasmin	S01XA22	-	-	-
octenidine	A01AB24,R02AA21	-	-	-
octinoxate	D02BA02	-	-	-
octopamine	C01CA18	-	-	-
octreotide	H01CB02	0.7 mg P	-	-
odevixibat	A05AX05	-	-	-
odronextamab	L01FX34	-	-	-
ofatumumab	L01FA02,L04AG12	0.67 mg P	-	-
ofloxacin	J01MA01,S01AE01,S02AA16	0.4 g O|0.4 g P	200-400 mg	FDA label
olaflur	A01AA03	1.1 mg O	-	-
olanzapine	N05AH03	10 mg O|10 mg P	2.5-20 mg	FDA label
olaparib	L01XK01	0.6 g O	-	-
olaratumab	L01FX10	-	-	-
oleandomycin	J01FA05	1 g O	-	-
oliceridine	N02AX07	-	-	-
olipudase alfa	A16AB25	15 mg P	-	-
olmesartan medoxomil	C09CA08	20 mg O	10-40 mg	FDA label
olmutinib	L01EB06	-	-	-
olodaterol	R03AC19	5 mcg Inhal.solution	-	-
olokizumab	L04AC23	-	-	-
olopatadine	R01AC08,S01GX09	-	-	-
olsalazine	A07EC03	1 g O	-	-
olutasidenib	L01XM03	-	-	-
omacetaxine mepesuccinate	L01XX40	-	-	-
omadacycline	J01AA15	0.3 g O|0.1 g P	-	-
omalizumab	R03DX05	16 mg P	-	-
omaveloxolone	N07XX25	-	-	-
omecamtiv mecarbil	C01CX10	-	-	-
omega-3 fatty acids	C10AX06	-	-	-
omeprazole	A02BC01	20 mg O|20 mg P	10-40 mg	FDA label
omidenepag	S01EX06	-	-	-
omoconazole	D01AC13,G01AF16	-	-	-
onasemnogene abeparvovec	M09AX09	-	-	-
ondansetron	A04AA01	16 mg O|16 mg P|16 mg R	4-24 mg	FDA label
ondelopran	N07BB06	-	-	-
opicapone	N04BX04	50 mg O	-	-
opinercept	L04AB07	7 mg P	-	-
opipramol	N06AA05	0.15 g O	-	-
oportuzumab monatox	L01FX16	-	-	-
oprelvekin	L03AC02	3.5 mg P	-	-
oral rehydration salt formulations	A07CA	-	-	-
orciprenaline	R03AB03,R03CB03	6 mg Inhal.aerosol|60 mg O|60 mg P	-	-
orelabrutinib	L01EL04	0.15 g O	-	-
organo-heparinoid	C05BA01	-	-	-
orgotein	M01AX14	-	-	-
oritavancin	J01XA05	-	-	-
orlistat	A08AB01	0.36 g O	-	-
ormeloxifene	G03XC04	-	-	-
ornidazole	G01AF06,J01XD03,P01AB03	1 g P|1.5 g O	-	-
ornipressin	H01BA05	5 U P	-	-
ornithine oxoglurate	A05BA06	-	-	-
oseltamivir	J05AH02	0.15 g O	30-75 mg	FDA label
osilodrostat	H02CA02	10 mg O	-	-
osimertinib	L01EB04	80 mg O	-	-
ospemifene	G03XC05	-	-	-
oteseconazole	J02AC06	21 mg O	-	-
otilonium bromide	A03AB06	-	-	-
oxabolone cipionate	A14AB03	-	-	-
oxaceprol	D11AX09,M01AX24	-	-	-
oxacillin	J01CF04	2 g O|2 g P	-	-
oxaflozane	N06AX10	-	-	-
oxaliplatin	L01XA03	-	-	-
oxametacin	M01AB13	-	-	-
oxamniquine	P02BA02	1 g O	-	-
oxandrolone	A14AA08	-	-	-
oxantel	P02CC02	-	-	-
oxaprozin	M01AE12	0.9 g O	-	-
oxatomide	R06AE06	60 mg O	-	-
oxazepam	N05BA04	50 mg O	-	-
oxcarbazepine	N03AF02	1 g O	-	-
oxedrine	C01CA08,S01GA06	0.2 g O|0.2 g P	-	-
oxeladin	R05DB09	80 mg O	-	-
oxetacaine	C05AD06	-	-	-
oxetorone	N02CX06	-	-	-
oxiconazole	D01AC11,G01AF17	-	-	-
oxidized cellulose	B02BC02	-	-	-
oxiracetam	N06BX07	-	-	-
oxitriptan	N06AX01	-	-	-
oxitropium bromide	R03BB02	0.6 mg Inhal.aerosol|4 mg Inhal.solution	-	-
oxolamine	R05DB07	0.6 g O	-	-
oxolinic acid	J01MB05	1 g O	-	-
oxomemazine	R06AD08	30 mg O	-	-
oxprenolol	C07AA02	0.16 g O|0.16 g P	-	-
oxybuprocaine	D04AB03,S01HA02	-	-	-
oxybutynin	G04BD04	15 mg O|3.9 mg TD	2.5-30 mg	FDA label
oxycinchophen	M01CA03	1.5 g O	-	-
oxycodone	N02AA05	75 mg O|30 mg P	-	-
oxyfedrine	C01DX03	40 mg O|40 mg P	-	-
oxymetazoline	D11AX27,R01AA05,R01AB07,S01GA04	0.4 mg N	-	-
oxymetholone	A14AA05	0.25 g O	-	-
oxymorphone	N02AA11	-	-	-
oxypertine	N05AE01	0.12 g O	-	-
oxyphenbutazone	M01AA03,M02AA04,S01BC02	0.3 g O|0.3 g R	-	-
oxyphencyclimine	A03AA01	20 mg O	-	-
oxyphenisatine	A06AB01	10 mg O	-	-
oxyphenonium	A03AB03	25 mg O	-	-
oxyquinoline	A01AB07,D08AH03,G01AC30,R02AA14	80 mg O	-	-
oxytetracycline	A01AB25,D06AA03,G01AA07,J01AA06,S01AA04	1 g O|1 g P	-	-
oxytocin	H01BB02	15 U N|200 U O|15 U P	-	-
ozanimod	L04AE02	0.92 mg O	-	-
ozenoxacin	D06AX14	-	-	-
pabinafusp alfa	A16AB27	-	-	-
paclitaxel	L01CD01	-	-	-
paclitaxel poliglumex	L01CD03	-	-	-
pacritinib	L01EJ03	-	-	-
padeliporfin	L01XD07	-	-	-
pafolacianine	V04CX10	-	-	-
palbociclib	L01EF01	94 mg O	-	-
palifermin	V03AF08	4.2 mg P	-	-
paliperidone	N05AX13	6 mg O|2.5 mg P	-	-
palivizumab	J06BD01	-	-	-
palonosetron	A04AA05	0.5 mg O|0.25 mg P	-	-
palopegteriparatide	H05AA05	-	-	-
palovarotene	M09AX11	-	-	-
paltusotine	H01CB06	-	-	-
pamidronic acid	M05BA03	60 mg P	-	-
pamiparib	L01XK06	-	-	-
pancrelipase	A09AA02	-	-	-
pancuronium	M03AC01	-	-	-
panitumumab	L01FE02	-	-	-
panobinostat	L01XH03	-	-	-
pantethine	A11HA32	-	-	-
pantoprazole	A02BC02	40 mg O|40 mg P	20-80 mg	FDA label
papaveretum	N02AA10	-	-	-
papaverine	A03AD01,G04BE02	0.1 g O|0.1 g P	-	-
para-toluenesulfonamide	L01XX83	-	-	-
paracetamol	N02BE01	3 g O|3 g P|3 g R	325-1000 mg	FDA label
paraldehyde	N05CC05	5 g O|5 g P|5 g R	-	-
paramethadione	N03AC01	0.9 g O	-	-
paramethasone	H02AB05	4 mg O|4 mg P	-	-
paraoxon	S01EB10	-	-	-
parathyroid gland extract	H05AA01	-	-	-
parathyroid hormone	H05AA03	0.1 mg P	-	-
parecoxib	M01AH04	40 mg P	-	-
pargyline	C02KC01	-	-	-
paricalcitol	H05BX02	2 mcg O|2 mcg P	-	-
parnaparin	B01AB07	3.2 TU P	-	-
paromomycin	A07AA06	3 g O	-	-
paroxetine	N06AB05	20 mg O	10-60 mg	FDA label
parsaclisib	L01EM05	-	-	-
pasireotide	H01CB05	1.2 mg P	-	-
patiromer calcium	V03AE09	8.4 g O	-	-
patisiran	N07XX12	-	-	-
patritumab deruxtecan	L01FX36	-	-	-
pazopanib	L01EX03	0.8 g O	-	-
pazufloxacin	J01MA18	1 g P	-	-
pecilocin	D01AA04	-	-	-
peficitinib	L04AF06	-	-	-
pefloxacin	J01MA03	0.8 g O|0.8 g P	-	-
pegademase	L03AX04	-	-	-
pegaptanib	S01LA03	-	-	-
pegaspargase	L01XX24	-	-	-
pegcetacoplan	L04AJ03,S01XA31	0.3 g P	-	-
pegfilgrastim	L03AA13	0.3 mg P	-	-
peginesatide	B03XA04	-	-	-
peginterferon alfa-2a	L03AB11	26 mcg P	-	-
peginterferon alfa-2b	L03AB10	7.5 mcg P	-	-
peginterferon alfacon-2	L03AB16	-	-	-
peginterferon beta-1a	L03AB13	8.9 mcg P	-	-
pegloticase	M04AX02	0.57 mg P	-	-
pegteograstim	L03AA17	0.3 mg P	-	-
pegulicianine	V04CX13	-	-	-
pegunigalsidase alfa	A16AB20	-	-	-
pegvaliase	A16AB19	-	-	-
pegvisomant	H01AX01	10 mg P	-	-
pegzilarginase	A16AB24	-	-	-
pelabresib	L01XX84	-	-	-
pelubiprofen	M01AE20	90 mg O	-	-
pemafibrate	C10AB12	-	-	-
pembrolizumab	L01FF02	9.5 mg P	-	-
pemetrexed	L01BA04	-	-	-
pemigatinib	L01EN02	9 mg O	-	-
pemoline	N06BA05	40 mg O	-	-
penamecillin	J01CE06	1.05 g O	-	-
penbutolol	C07AA23	40 mg O	-	-
penciclovir	D06BB06,J05AB13	-	-	-
penfluridol	N05AG03	6 mg O	-	-
penicillamine	M01CC01	0.5 g O	-	-
penimepicycline	J01AA10	-	-	-
pentaerithrityl	A06AD14	-	-	-
pentaerithrityl tetranitrate	C01DA05	0.12 g O	-	-
pentagastrin	V04CG04	-	-	-
pentamidine isethionate	P01CX01	0.28 g P	-	-
pentamycin	G01AA11	-	-	-
pentanedioic acid imidazolyl ethanamide	J05AX21	90 mg O	-	-
pentazocine	N02AD01	0.2 g O|0.2 g P	-	-
pentetrazol	R07AB03	0.1 g O	-	-
penthienate	A03AB04	15 mg O	-	-
pentifylline	C04AD01	-	-	-
pentobarbital	N05CA01	0.1 g O|0.1 g P|0.1 g R	-	-
pentosan polysulfate sodium	C05BA04,G04BX15	0.3 g O	-	-
pentostatin	L01XX08	-	-	-
pentoxifylline	C04AD03	1 g O|0.3 g P	-	-
pentoxyverine	R05DB05	0.1 g O|0.1 g R	-	-
peramivir	J05AH03	0.6 g P	-	-
perampanel	N03AX22	8 mg O	-	-
perazine	N05AB10	0.1 g O|0.1 g P	-	-
perflenapent	V08DA03	-	-	-
perflubron	V08CX01	-	-	-
pergolide	N04BC02	3 mg O	-	-
perhexiline	C08EX02	0.2 g O	-	-
periciazine	N05AC01	50 mg O|20 mg P	-	-
perindopril	C09AA04	4 mg O	2-16 mg	FDA label
permethrin	P03AC04	-	-	-
perphenazine	N05AB03	30 mg O|7 mg P|10 mg P|16 mg R	-	-
pertussis immunoglobulin	J06BB13	-	-	-
pertuzumab	L01FD02	20 mg P	-	-
peruvoside	C01AX02	-	-	-
pethidine	N02AB02	0.4 g O|0.4 g P|0.4 g R	-	-
pexidartinib	L01EX15	0.5 g O	-	-
phanquinone	P01AX04	-	-	-
phenacemide	N03AX07	1.5 g O	-	-
phenacetin	N02BE03	1.8 g O	-	-
phenazocine	N02AD02	3 mg P	-	-
phenazone	N02BB01,S02DA03	3 g O	-	-
phenazopyridine	G04BX06	0.6 g O	-	-
phenelzine	N06AF03	60 mg O	-	-
pheneticillin	J01CE05	1 g O	-	-
pheneturide	N03AX13	-	-	-
phenformin	A10BA01	0.1 g O	-	-
phenglutarimide	N04AA09	-	-	-
phenibut	N06BX22	-	-	-
phenindamine	R06AX04	-	-	-
phenindione	B01AA02	0.1 g O	-	-
pheniramine	D04AA16,R06AB05	75 mg O	-	-
phenobarbital	N03AA02	0.1 g O|0.1 g P	-	-
phenol	C05BB05,D08AE03,N01BX03,R02AA19	-	-	-
phenolphthalein	A06AB04	0.2 g O	-	-
phenolsulfonphthalein	V04CH03	-	-	-
phenoperidine	N01AH04	-	-	-
phenothrin	P03AC03	-	-	-
phenoxybenzamine	C04AX02	30 mg O	-	-
phenoxymethylpenicillin	J01CE02	2 g O	250-500 mg	FDA label
phenprobamate	M03BA01	1.6 g O	-	-
phenprocoumon	B01AA04	3 mg O	-	-
phensuximide	N03AD02	2 g O	-	-
phentermine	A08AA01	15 mg O	-	-
phentolamine	C04AB01,V03AB36	10 mg O|10 mg P	-	-
phenyl salicylate	G04BX12	2 g O	-	-
phenylbutazone	M01AA01,M02AA01	0.3 g O|0.3 g P|0.3 g R	-	-
phenylephrine	C01CA06,C05AX06,R01AA04,R01AB01,R01BA03,S01FB01,S01GA05	4 mg P|4 mg N|40 mg O	-	-
phenylmercuric borate	D08AK02	-	-	-
phenylmercuric nitrate	D09AA04	-	-	-
phenylpropanolamine	R01BA01	0.1 g O	-	-
phenytoin	N03AB02	0.3 g O|0.3 g P	100-300 mg	FDA label
phloroglucinol	A03AX12	-	-	-
pholcodine	R05DA08	50 mg O	-	-
phospholipids	A05BA10	-	-	-
phthalylsulfathiazole	A07AB02	9 g O	-	-
physostigmine	S01EB05,V03AB19	-	-	-
phytomenadione	B02BA01	20 mg O|20 mg P	-	-
picloxydine	S01AX16	-	-	-
picotamide	B01AC03	-	-	-
pidotimod	L03AX05	1.6 g O	-	-
piketoprofen	M02AA28	-	-	-
pilocarpine	N07AX01,S01EB01	15 mg O|10 mg P|40 mg ointment	-	-
pimavanserin	N05AX17	-	-	-
pimecrolimus	D11AH02	-	-	-
pimethixene	R06AX23	-	-	-
pimozide	N05AG02	4 mg O	-	-
pinacidil	C02DG01	50 mg O	-	-
pinaverium	A03AX04	0.15 g O	-	-
pinazepam	N05BA14	-	-	-
pindolol	C07AA03	15 mg O|15 mg P	-	-
pioglitazone	A10BG03	30 mg O	15-45 mg	FDA label
pipamperone	N05AD05	0.2 g O	-	-
pipazetate	R05DB11	80 mg O	-	-
pipecuronium bromide	M03AC06	-	-	-
pipemidic acid	J01MB04	0.8 g O	-	-
pipenzolate	A03AB14	20 mg O	-	-
piperacillin	J01CA12	14 g P	-	-
piperazine	P02CB01	3.5 g O	-	-
piperidione	R05DB23	-	-	-
piperidolate	A03AA30	-	-	-
pipobroman	L01AX02	-	-	-
pipotiazine	N05AC04	10 mg O|5 mg P	-	-
pipradrol	N06BX15	30 mg O	-	-
piprozolin	A05AX01	-	-	-
piracetam	N06BX03	2.4 g O|6 g P	-	-
pirarubicin	L01DB08	-	-	-
pirbuterol	R03AC08,R03CC07	1.2 mg Inhal.aerosol|30 mg O	-	-
pirenzepine	A02BX03	0.1 g O|20 mg P	-	-
piretanide	C03CA03	-	-	-
pirfenidone	L04AX05	2.4 g O	-	-
piribedil	N04BC08	0.2 g O	-	-
pirisudanol	N06BX08	-	-	-
piritramide	N02AC03	45 mg P	-	-
piromidic acid	J01MB03	2 g O	-	-
piroxicam	M01AC01,M02AA07,S01BC06	20 mg O|20 mg P|20 mg R	-	-
pirprofen	M01AE08	0.8 g O	-	-
pirtobrutinib	L01EL05	0.2 g O	-	-
pitavastatin	C10AA08	2 mg O	-	-
pitolisant	N07XX11	18 mg O	-	-
pivagabine	N06AX15	-	-	-
pivampicillin	J01CA02	1.05 g O	-	-
pivmecillinam	J01CA08	0.6 g O	-	-
pixantrone	L01DB11	-	-	-
pizotifen	N02CX01	1.5 mg O	-	-
plastic iud	G02BA01	-	-	-
plazomicin	J01GB14	-	-	-
plecanatide	A06AX07	3 mg O	-	-
pleconaril	J05AX06	-	-	-
plerixafor	L03AX16	16.8 mg P	-	-
plicamycin	L01DC02	-	-	-
plitidepsin	L01XX57	-	-	-
podophyllotoxin	D06BB04	-	-	-
polatuzumab vedotin	L01FX14	-	-	-
poldine	A03AB11	12 mg O	-	-
policosanol	C10AX08	-	-	-
policresulen	D08AE02,G01AX03	90 mg V	-	-
polidocanol	C05BB02	-	-	-
polihexanide	D08AC05,S01AX24	-	-	-
polmacoxib	M01AH07	-	-	-
poly i:c	L03AX07	-	-	-
poly iclc	L03AX08	-	-	-
polycarbophil calcium	A06AC08	2.5 g O	-	-
polyestradiol phosphate	L02AA02	6 mg P	-	-
polymyxin b	A07AA05,J01XB02,S01AA18,S02AA11,S03AA03	3 MU O|0.15 g P	-	-
polynoxylin	A01AB05,D01AE05	0.18 g O	-	-
polyplatillen	L01XA05	-	-	-
polystyrene sulfonate	V03AE01	45 g O	-	-
polythiazide	C03AA05	1 mg O	-	-
pomalidomide	L04AX06	3 mg O	-	-
ponatinib	L01EA05	45 mg O	-	-
ponesimod	L04AE04	20 mg O	-	-
porfimer sodium	L01XD01	-	-	-
posaconazole	J02AC04	0.3 g O|0.3 g P	-	-
potassium acetate	B05XA17	-	-	-
potassium canrenoate	C03DA02	0.4 g P	-	-
potassium chloride	A12BA01,B05XA01	3 g O	-	-
potassium citrate	A12BA02	4 g O	-	-
potassium clorazepate	N05BA05	20 mg O	-	-
potassium gluconate	A12BA05	-	-	-
potassium hydrogencarbonate	A12BA04	4 g O	-	-
potassium hydrogentartrate	A12BA03	7.5 g O	-	-
potassium iodide	R05CA02,S01XA04,V03AB21	1.2 g O	-	-
potassium lactate	B05XA15	-	-	-
potassium perchlorate	H03BC01	-	-	-
potassium permanganate	D08AX06,V03AB18	-	-	-
potassium polysulfide	P03AA02	-	-	-
potassium salicylate	N02BA12	7 g O	-	-
povidone-iodine	D08AG02,D09AA09,D11AC06,G01AX11,R02AA15,S01AX18	0.2 g V	-	-
pozelimab	L04AJ11	-	-	-
practolol	C07AB01	0.3 g O|20 mg P	-	-
prajmaline	C01BA08	30 mg O	-	-
pralatrexate	L01BA05	-	-	-
pralidoxime	V03AB04	-	-	-
pralsetinib	L01EX23	0.4 g O	-	-
pramipexole	N04BC05	2.5 mg O	-	-
pramiracetam	N06BX16	-	-	-
pramlintide	A10BX05	-	-	-
pramocaine	C05AD07,D04AB07	-	-	-
pranlukast	R03DC02	-	-	-
pranoprofen	S01BC09	-	-	-
prasterone	A14AA07,G03XX01	6.5 mg V	-	-
prasugrel	B01AC22	10 mg O	5-60 mg	FDA label
pravastatin	C10AA03	30 mg O	10-80 mg	FDA label
prazepam	N05BA11	30 mg O	-	-
praziquantel	P02BA01	3 g O	-	-
prazosin	C02CA01	5 mg O	-	-
prednicarbate	D07AC18	-	-	-
prednimustine	L01AA08	-	-	-
prednisolone	A01AC04,A07EA01,C05AA04,D07AA03,D07XA02,H02AB06,R01AD02,S01BA04,S01CB02,S02BA03,S03BA02	10 mg O|10 mg P	1-80 mg	FDA label
prednisone	A07EA03,H02AB07	10 mg O	1-80 mg	FDA label
prednylidene	H02AB11	12 mg O	-	-
pregabalin	N02BF02	0.3 g O	25-300 mg	FDA label
prenalterol	C01CA13	10 mg P	-	-
prenoxdiazine	R05DB18	-	-	-
prenylamine	C01DX02	0.12 g O	-	-
prethcamide	R07AB06	0.4 g O|0.4 g P	-	-
pretomanid	J04AK08	0.2 g O	-	-
pridinol	M03BX03	6 mg O	-	-
pridopidine	N07XX26	-	-	-
prifinium bromide	A03AB18	-	-	-
prilocaine	N01BB04	-	-	-
primaquine	P01BA03	15 mg O	-	-
primidone	N03AA03	1.25 g O	-	-
pristinamycin	J01FG01	2 g O	-	-
probenecid	M04AB01	1 g O	-	-
probucol	C10AX02	-	-	-
procainamide	C01BA02	3 g O|3 g P	-	-
procaine	C05AD05,N01BA02,S01HA05	-	-	-
procaine benzylpenicillin	J01CE09	0.6 g P	-	-
procarbazine	L01XB01	0.1 g O	-	-
procaterol	R03AC16,R03CC08	60 mcg Inhal.aerosol|0.1 mg O	-	-
prochlorperazine	N05AB04	0.1 g O|50 mg P|0.1 g R	-	-
procyclidine	N04AA04	25 mg O|25 mg P	-	-
profenamine	N04AA05	-	-	-
progabide	N03AG05	-	-	-
progesterone	G03DA04	0.3 g O|5 mg P|0.2 g R|90 mg V	-	-
proglumetacin	M01AB14	-	-	-
proglumide	A02BX06	1.2 g O	-	-
proguanil	P01BB01	0.2 g O	-	-
prolgolimab	L01FF08	-	-	-
prolintane	N06BX14	-	-	-
promazine	N05AA03	0.3 g O|0.1 g P	-	-
promegestone	G03DB07	-	-	-
promestriene	G03CA09	-	-	-
promethazine	D04AA10,R06AD02	25 mg O|25 mg P|25 mg R	12.5-50 mg	FDA label
propacetamol	N02BE05	6 g P	-	-
propafenone	C01BC03	0.3 g O|0.3 g P	-	-
propamidine	D08AC03,S01AX15	-	-	-
propanidid	N01AX04	-	-	-
propanol	D08AX03	-	-	-
propantheline	A03AB05	60 mg O|60 mg P	-	-
propatylnitrate	C01DA07	30 mg O	-	-
propenidazole	G01AF14,P01AB05	-	-	-
propentofylline	N06BC02	-	-	-
propicillin	J01CE03	0.9 g O	-	-
propiomazine	N05CM06	25 mg O	-	-
propiverine	G04BD06	30 mg O	-	-
propofol	N01AX10	-	-	-
propranolol	C07AA05	0.16 g O|0.16 g P	10-320 mg	FDA label
propyliodone	V08AD03	-	-	-
propylthiouracil	H03BA02	0.1 g O	50-300 mg	FDA label
propyphenazone	N02BB04	3 g R	-	-
proquazone	M01AX13	0.9 g O|0.9 g R	-	-
proscillaridin	C01AB01	0.75 mg O	-	-
protamine	V03AB14	-	-	-
protein hydrolysates	B05BA04	-	-	-
prothipendyl	N05AX07	0.24 g O|0.24 g P	-	-
protiofate	G01AX13	-	-	-
protionamide	J04AD01	0.75 g O	-	-
protirelin	V04CJ02	-	-	-
protriptyline	N06AA11	30 mg O	-	-
proxazole	A03AX07	-	-	-
proxibarbal	N05CA22	-	-	-
proxymetacaine	S01HA04	-	-	-
proxyphylline	R03DA03	1.2 g O|1.2 g P|1.2 g R	-	-
prucalopride	A06AX05	2 mg O	-	-
prulifloxacin	J01MA17	0.6 g O	-	-
prunus africanae cortex	G04CX01	-	-	-
prussian blue	V03AB31	-	-	-
pseudoephedrine	R01BA02	0.24 g O	30-240 mg	FDA label
pyrantel	P02CC01	0.75 g O	-	-
pyrazinamide	J04AK01	1.5 g O	500-2000 mg	FDA label
pyrethrum	P03AC01	-	-	-
pyridostigmine	N07AA02	0.18 g O|10 mg P	-	-
pyridoxal phosphate	A11HA06	-	-	-
pyridoxine	A11HA02	0.16 g O|0.16 g P	-	-
pyrimethamine	P01BD01	75 mg O	-	-
pyrithione zinc	D11AX12	-	-	-
pyrithyldione	N05CE03	0.2 g O	-	-
pyritinol	N06BX02	0.6 g O	-	-
pyrrobutamine	R06AX08	-	-	-
pyrrolnitrin	D01AA07	-	-	-
pyrvinium	P02CX01	0.35 g O	-	-
quassia	P03AX04	-	-	-
quazepam	N05CD10	15 mg O	-	-
quetiapine	N05AH04	0.4 g O	12.5-800 mg	FDA label
quifenadine	R06AX31	-	-	-
quinagolide	G02CB04	75 mcg O	-	-
quinapril	C09AA06	15 mg O|15 mg P	-	-
quinbolone	A14AA06	-	-	-
quinethazone	C03BA02	50 mg O	-	-
quingestanol	G03AC04	-	-	-
quinidine	C01BA01	1.2 g O	-	-
quinine	P01BC01	1.5 g O|1.5 g P	-	-
quinisocaine	D04AB05	-	-	-
quinupramine	N06AA23	-	-	-
quizartinib	L01EX11	-	-	-
rabeprazole	A02BC04	20 mg O	10-40 mg	FDA label
rabies immunoglobulin	J06BB05	-	-	-
rabies serum	J06AA06	-	-	-
racecadotril	A07XA04	-	-	-
raloxifene	G03XC01	60 mg O	-	-
raltegravir	J05AJ01	0.8 g O	-	-
raltitrexed	L01BA03	-	-	-
ramelteon	N05CH02	-	-	-
ramipril	C09AA05	2.5 mg O	1.25-10 mg	FDA label
ramucirumab	L01FG02	40 mg P	-	-
ranibizumab	S01LA04	-	-	-
ranimustine	L01AD07	-	-	-
ranitidine	A02BA02	0.3 g O|0.3 g P	75-300 mg	FDA label
ranitidine bismuth citrate	A02BA07	0.8 g O	-	-
ranolazine	C01EB18	1.5 g O	500-1000 mg	FDA label
rasagiline	N04BD02	1 mg O	-	-
rasburicase	V03AF07	14 mg P	-	-
ravidasvir	J05AP13	0.2 g O	-	-
ravulizumab	L04AJ02	70 mg P	-	-
raxibacumab	J06BC02	-	-	-
rebamipide	A02BX14	0.3 g O	-	-
rebisufligene etisparvovec	A16AB29	-	-	-
reboxetine	N06AX18	8 mg O	-	-
regadenoson	C01EB21	0.4 mg P	-	-
regdanvimab	J06BD06	-	-	-
regorafenib	L01EX05	0.12 g O	-	-
relmapirazin	V04CH05	-	-	-
relugolix	L02BX04	0.12 g O	-	-
remdesivir	J05AB16	0.12 g P	-	-
remibrutinib	L04AA60	-	-	-
remifentanil	N01AH06	-	-	-
remikiren	C09XA01	-	-	-
remimazolam	N05CD14	-	-	-
remoxipride	N05AL04	0.3 g O|0.3 g P	-	-
repaglinide	A10BX02	4 mg O	-	-
reposal	N05CA12	0.2 g O	-	-
repotrectinib	L01EX28	-	-	-
reproterol	R03AC15,R03CC14	-	-	-
rescinnamine	C02AA01	-	-	-
reserpine	C02AA02	0.5 mg O|0.5 mg P	-	-
reslizumab	R03DX08	7.1 mg P	-	-
resmetirom	A05BA11	-	-	-
resminostat	L01XH07	-	-	-
resorcinol	D10AX02,S01AX06	-	-	-
respiratory syncytial virus vaccines	J07BX05	-	-	-
retapamulin	D06AX13	-	-	-
reteplase	B01AD07	20 U P	-	-
retifanlimab	L01FF10	-	-	-
retigabine	N03AX21	0.9 g O	-	-
retinol	A11CA01,D10AD02,R01AX02,S01XA02	50 TU O|50 TU P|800 U N	-	-
revefenacin	R03BB08	-	-	-
reviparin	B01AB08	1.43 TU P	-	-
revumenib	L01XX87	-	-	-
rezafungin acetate	J02AX08	-	-	-
riamilovir	J05AX32	-	-	-
ribavirin	J05AP01	6 g Inhal.solution|1 g O	-	-
ribociclib	L01EF02	0.45 g O	-	-
riboflavin	A11HA04,S01XA26	-	-	-
ribostamycin	J01GB10	1 g P	-	-
ridaforolimus	L01EG03	-	-	-
rifabutin	J04AB04	0.15 g O	-	-
rifampicin	J04AB02	0.6 g O|0.6 g P	150-600 mg	FDA label
rifamycin	A07AA13,D06AX15,J04AB03,S01AA16,S02AA12	0.8 g O|0.6 g P	-	-
rifapentine	J04AB05	0.11 g O	-	-
rifaximin	A07AA11,D06AX11	0.6 g O	200-550 mg	FDA label
rilmenidine	C02AC06	-	-	-
rilonacept	L04AC04	23 mg P	-	-
rilpivirine	J05AG05	25 mg O|15 mg P	-	-
riluzole	N07XX02	0.1 g O	-	-
rimantadine	J05AC02	0.2 g O	-	-
rimazolium	N02BG02	0.9 g O	-	-
rimegepant	N02CD06	37.5 mg O	-	-
rimexolone	H02AB12,S01BA13	20 mg P	-	-
rimiterol	R03AC05	1.6 mg Inhal.aerosol	-	-
rimonabant	A08AX01	20 mg O	-	-
riociguat	C02KX05	4.5 mg O	-	-
ripasudil	S01EX07	-	-	-
ripretinib	L01EX19	0.15 g O	-	-
risankizumab	L04AC18	1.67 mg P	-	-
risdiplam	M09AX10	5 mg O	-	-
risedronic acid	M05BA07	5 mg O	-	-
risperidone	N05AX08	5 mg O|2.7 mg P	0.5-8 mg	FDA label
ritiometan	R01AX05	-	-	-
ritlecitinib	L04AF08	50 mg O	-	-
ritodrine	G02CA01	40 mg O|40 mg P	-	-
ritonavir	J05AE03	1.2 g O	-	-
rituximab	L01FA01	-	-	-
rivaroxaban	B01AF01	20 mg O	2.5-20 mg	FDA label
rivastigmine	N06DA03	9 mg O|9.5 mg TD	-	-
rivoceranib	L01EK05	-	-	-
rizatriptan	N02CC04	10 mg O	-	-
rociletinib	L01EB05	-	-	-
rociverine	A03AA06	-	-	-
rocuronium bromide	M03AC09	-	-	-
rofecoxib	M01AH02	25 mg O	-	-
roflumilast	D05AX06,R03DX07	0.5 mg O	-	-
rokitamycin	J01FA12	0.8 g O	-	-
rolapitant	A04AD14	0.18 g O	-	-
rolitetracycline	J01AA09	0.35 g P	-	-
romidepsin	L01XH02	-	-	-
romiplostim	B02BX04	30 mcg P	-	-
romosozumab	M05BX06	7 mg P	-	-
ronifibrate	C10AB07	-	-	-
ropeginterferon alfa-2b	L03AB15	-	-	-
ropinirole	N04BC04	6 mg O	-	-
ropivacaine	N01BB09	-	-	-
roquinimex	L03AX02	-	-	-
rose bengal sodium	S01JA02	-	-	-
rosiglitazone	A10BG02	6 mg O	-	-
rosoxacin	J01MB01	0.3 g O	-	-
rosuvastatin	C10AA07	10 mg O	5-40 mg	FDA label
rotigotine	N04BC09	6 mg TD	-	-
roxadustat	B03XA05	43 mg O	-	-
roxatidine	A02BA06	0.15 g O	-	-
roxithromycin	J01FA06	0.3 g O	-	-
rozanolixizumab	L04AL02	-	-	-
rubella immunoglobulin	J06BB06	-	-	-
rucaparib	L01XK03	1.2 g O	-	-
rufinamide	N03AF03	1.4 g O	-	-
rufloxacin	J01MA10	0.2 g O	-	-
rupatadine	R06AX28	10 mg O	-	-
rutoside	C05CA01	-	-	-
ruxolitinib	D11AH09,L01EJ01	30 mg O	-	-
s-atenolol	C07AB11	50 mg O	-	-
sabalis serrulatae fructus	G04CX02	-	-	-
sabatolimab	L01FX19	-	-	-
saccharated iron oxide	B03AB02	0.11 g O	-	-
saccharomyces boulardii	A07FA02	1 g O	-	-
sacituzumab govitecan	L01FX17	-	-	-
sacrosidase	A16AB06	68 TU O	-	-
sacubitril	C09DX04	-	-	-
safinamide	N04BD03	75 mg O	-	-
salbutamol	R03AC02,R03CC02	0.8 mg Inhal.aerosol|0.8 mg Inhal.powder|10 mg Inhal.solution|12 mg O|12 mg P	2-8 mg|90-400 mcg|1-2 puffs	FDA label
salicylamide	N02BA05	3 g O	-	-
salicylic acid	D01AE12,S01BC08	-	-	-
salmeterol	R03AC12	0.1 mg Inhal.aerosol|0.1 mg Inhal.powder	-	-
salsalate	N02BA06	3 g O	-	-
sampeginterferon beta-1a	L03AB17	-	-	-
sapropterin	A16AX07	-	-	-
saquinavir	J05AE01	1.8 g O	-	-
sarecycline	J01AA14	0.1 g O	-	-
sargramostim	L03AA09	0.45 mg P	-	-
sarilumab	L04AC14	14.3 mg P	-	-
saruplase	B01AD08	-	-	-
sasanlimab	L01FF16	-	-	-
satralizumab	L04AC19	4.3 mg P	-	-
satranidazole	P01AB08	-	-	-
satraplatin	L01XA04	-	-	-
savolitinib	L01EP03	-	-	-
saxagliptin	A10BH03	5 mg O	2.5-5 mg	FDA label
scopolamine	A04AD01,N05CM05,S01FA02	0.9 mg O|0.9 mg P	-	-
sebelipase alfa	A16AB14	5 mg P	-	-
sebetralstat	B06AC08	-	-	-
secnidazole	P01AB07	2 g O	-	-
secobarbital	N05CA06	0.1 g O	-	-
secretin	V04CK01	-	-	-
secukinumab	L04AC10	10 mg P	-	-
seladelpar	A05AX07	-	-	-
selegiline	N04BD01	5 mg O	-	-
selenium sulfide	D01AE13	-	-	-
selexipag	B01AC27	1.8 mg O	-	-
selinexor	L01XX66	-	-	-
selpercatinib	L01EX22	0.32 g O	-	-
selumetinib	L01EE04	-	-	-
semaglutide	A10BJ06	10.5 mg O|0.11 mg P	0.25-14 mg	FDA label
semustine	L01AD03	-	-	-
senaparib	L01XK07	-	-	-
senega	R05CA06	3 g O	-	-
seniprutug	L04AG17	-	-	-
senna glycosides	A06AB06	-	-	-
sepiapterin	A16AX28	-	-	-
sepofarsen	S01XA29	-	-	-
sequifenadine	R06AX32	-	-	-
seratrodast	R03DX06	-	-	-
serelaxin	C01DX21	-	-	-
sermorelin	H01AC04,V04CD03	-	-	-
serplulimab	L01FF12	-	-	-
sertaconazole	D01AC14,G01AF19	-	-	-
sertindole	N05AE03	16 mg O	-	-
sertraline	N06AB06	50 mg O	25-200 mg	FDA label
serum gonadotrophin	G03GA03	750 U P	-	-
setmelanotide	A08AA12	-	-	-
sevabertinib	L01EH06	-	-	-
sevelamer	V03AE02	6.4 g O	-	-
sevoflurane	N01AB08	-	-	-
sibeprenlimab	L04AG18	-	-	-
sibutramine	A08AA10	10 mg O	-	-
sildenafil	G04BE03	50 mg O	20-100 mg	FDA label
silicones	A03AX13	0.5 g O	-	-
silodosin	G04CA04	8 mg O	-	-
siltuximab	L04AC11	37 mg P	-	-
silver nitrate	D08AL01	-	-	-
silver sulfadiazine	D06BA01	-	-	-
silymarin	A05BA03	-	-	-
simeprevir	J05AP05	0.15 g O	-	-
simfibrate	C10AB06	-	-	-
simvastatin	C10AA01	30 mg O	5-80 mg	FDA label
sincalide	V04CC03	-	-	-
sinecatechins	D06BB12	-	-	-
sipavibart	J06BD09	-	-	-
siponimod	L04AE03	2 mg O	-	-
sipuleucel-t	L03AX17	-	-	-
sirolimus	L01EG04,L04AH01,S01XA23	3 mg O	-	-
sirukumab	L04AC15	-	-	-
sisomicin	J01GB08	0.24 g P	-	-
sitafloxacin	J01MA21	0.1 g O	-	-
sitagliptin	A10BH01	0.1 g O	25-100 mg	FDA label
sitaxentan	C02KX03	0.1 g O	-	-
sitimagene ceradenovec	L01XL01	-	-	-
sitravatinib	L01EX26	-	-	-
snake venom antiserum	J06AA03	-	-	-
sobrerol	R05CB07	-	-	-
sodium acetate	B05XA08	-	-	-
sodium aminosalicylate	J04AA02	14 g O|14 g P	-	-
sodium apolate	C05BA02	-	-	-
sodium aurothiomalate	M01CB01	2.4 mg P	-	-
sodium aurotiosulfate	M01CB02	14 mg P	-	-
sodium benzoate	A16AX11	-	-	-
sodium bicarbonate	B05CB04,B05XA02	-	-	-
sodium borate	S01AX07	-	-	-
sodium cellulose phosphate	V03AG01	-	-	-
sodium chloride	A12CA01,B05CB01,B05XA03	1 g O	-	-
sodium chlorite	D03AX11	-	-	-
sodium citrate	B05CB02	-	-	-
sodium edetate	S01XA05	-	-	-
sodium feredetate	B03AB03	0.17 g O	-	-
sodium fluoride	A01AA01,A12CD01	1.1 mg O|88 mg O	-	-
sodium folinate	V03AF06	60 mg P	-	-
sodium glycerophosphate	B05XA14	-	-	-
sodium hypochlorite	D08AX07	-	-	-
sodium iopodate	V08AC08	-	-	-
sodium levofolinate	V03AF10	30 mg P	-	-
sodium monofluorophosphate	A01AA02,A12CD02	0.152 g O	-	-
sodium nitrite	V03AB08	-	-	-
sodium oxybate	N01AX11,N07XX04	7.5 g O	-	-
sodium perborate	A01AB19	-	-	-
sodium phenylbutyrate	A16AX03	20 g O	-	-
sodium phosphate	A06AD17,A06AG01,B05XA09,V03AG05	50 g O|8 g O	-	-
sodium picosulfate	A06AB08	5 mg O	-	-
sodium propionate	S01AX10	-	-	-
sodium salicylate	N02BA04	3 g O	-	-
sodium selenate	A12CE01	0.2 mg O	-	-
sodium selenite	A12CE02,B05XA20	0.2 mg O	-	-
sodium stibogluconate	P01CB02	0.85 g P	-	-
sodium sulfate	A06AD13,A12CA02	-	-	-
sodium tartrate	A06AD21	-	-	-
sodium tetradecyl sulfate	C05BB04	-	-	-
sodium zirconium cyclosilicate	V03AE10	7.5 g O	-	-
sofosbuvir	J05AP08	0.4 g O	-	-
sofpironium bromide	D11AA02	-	-	-
solifenacin	G04BD08	5 mg O	-	-
solithromycin	J01FA16	-	-	-
solriamfetol	N06BA14	0.1 g O	-	-
somapacitan	H01AC07	-	-	-
somatorelin	V04CD05	-	-	-
somatostatin	H01CB01	6 mg P	-	-
somatrem	H01AC02	-	-	-
somatrogon	H01AC08	-	-	-
somatropin	H01AC01	2 U P	-	-
sonidegib	L01XJ02	0.2 g O	-	-
sorafenib	L01EX02	0.8 g O	-	-
sorbitol	A06AD18,A06AG07,B05CX02,V04CC01	10 g O	-	-
sotagliflozin	A10BK06	-	-	-
sotalol	C07AA07	0.16 g O|0.16 g P	-	-
sotatercept	C02KX06	-	-	-
sotorasib	L01XX73	-	-	-
sotrovimab	J06BD05	0.5 g P	-	-
spaglumic acid	R01AC05,S01GX03	-	-	-
sparfloxacin	J01MA09	0.2 g O	-	-
sparsentan	C09XX01	0.4 g O	-	-
sparteine	C01BA04	0.2 g P	-	-
spectinomycin	J01XX04	3 g P	-	-
spesolimab	L04AC22	0.9 g P	-	-
spiramycin	J01FA02	3 g O	-	-
spirapril	C09AA11	6 mg O	-	-
spironolactone	C03DA01	37.5 mg O	12.5-200 mg	FDA label
stannous fluoride	A01AA04	-	-	-
stanozolol	A14AA02	5 mg O|3.5 mg P	-	-
staphylococcus immunoglobulin	J06BB08	-	-	-
stavudine	J05AF04	80 mg O	-	-
stepronin	R05CB11	-	-	-
sterculia	A06AC03	8 g O	-	-
stibophen	P02BX03	-	-	-
stiripentol	N03AX17	1 g O	-	-
streptoduocin	J01GA02	1 g P	-	-
streptokinase	B01AD01	1.5 MU P	-	-
streptomycin	A07AA04,J01GA01	1 g P	-	-
streptozocin	L01AD04	-	-	-
strontium ranelate	M05BX03	2 g O	-	-
styramate	M03BA04	0.5 g O	-	-
succinimide	G04BX10	-	-	-
succinylsulfathiazole	A07AB04	-	-	-
sucralfate	A02BX02	4 g O	1000 mg	FDA label
sucroferric oxyhydroxide	V03AE05	1.5 g O	-	-
sufentanil	N01AH03	-	-	-
sugammadex	V03AB35	-	-	-
sugemalimab	L01FF11	-	-	-
sulbactam	J01CG01	1 g P	-	-
sulbenicillin	J01CA16	15 g P	-	-
sulbentine	D01AE09	-	-	-
sulbutiamine	A11DA02	-	-	-
sulconazole	D01AC09	-	-	-
sulfacetamide	D10AF06,S01AB04	-	-	-
sulfadiazine	J01EC02	0.6 g O	-	-
sulfadicramide	S01AB03	-	-	-
sulfadimethoxine	J01ED01	0.5 g O	-	-
sulfadimidine	J01EB03	4 g O	-	-
sulfafenazol	S01AB05	-	-	-
sulfafurazole	J01EB05,S01AB02	4 g O|4 g P	-	-
sulfaguanidine	A07AB03	4 g O	-	-
sulfaisodimidine	J01EB01	4 g O|4 g P	-	-
sulfalene	J01ED02	0.1 g O	-	-
sulfamazone	J01ED09	1.5 g O|1.5 g R	-	-
sulfamerazine	D06BA06,J01ED07	3 g O	-	-
sulfamethizole	B05CA04,D06BA04,J01EB02,S01AB01	4 g O	-	-
sulfamethoxazole	J01EC01	2 g O	-	-
sulfamethoxypyridazine	J01ED05	0.5 g O	-	-
sulfametomidine	J01ED03	-	-	-
sulfametoxydiazine	J01ED04	0.5 g O	-	-
sulfamoxole	J01EC03	1 g O|1 g P	-	-
sulfanilamide	D06BA05,J01EB06	-	-	-
sulfaperin	J01ED06	0.5 g O	-	-
sulfaphenazole	J01ED08	1 g O	-	-
sulfapyridine	J01EB04	1 g O	-	-
sulfasalazine	A07EC01	2 g O|2 g R	500-1000 mg	FDA label
sulfathiazole	D06BA02,J01EB07	-	-	-
sulfathiourea	J01EB08	6 g O	-	-
sulfatolamide	G01AE01	-	-	-
sulfinpyrazone	M04AB02	0.3 g O	-	-
sulfobromophthalein	V04CE02	-	-	-
sulglicotide	A02BX08	-	-	-
sulindac	M01AB02	0.4 g O|0.4 g P|0.4 g R	-	-
suloctidil	C04AX19	-	-	-
sulodexide	B01AB11	500 LSU O|500 LSU P	-	-
sulpiride	N05AL01	0.8 g O|0.8 g P	-	-
sulprostone	G02AD05	0.5 mg P	-	-
sultamicillin	J01CR04	1.5 g O	-	-
sultiame	N03AX03	0.4 g O	-	-
sultopride	N05AL02	1.2 g O	-	-
sumatriptan	N02CC01	20 mg N|50 mg O|6 mg P|25 mg R	5-100 mg	FDA label
sunitinib	L01EX01	33 mg O	-	-
suprofen	M01AE07	0.4 g O	-	-
suramin sodium	P01CX02	0.27 g P	-	-
surufatinib	L01EX24	-	-	-
susoctocog alfa	B02BD14	-	-	-
sutimlimab	L04AJ04	0.46 g P	-	-
suvorexant	N05CJ01	-	-	-
suxamethonium	M03AB01	-	-	-
suxibuzone	M02AA22	-	-	-
tabelecleucel	L01XL09	-	-	-
tacalcitol	D05AX04	-	-	-
tacrine	N06DA01	0.12 g O	-	-
tacrolimus	D11AH01,L04AD02	5 mg O|5 mg P	-	-
tadalafil	G04BE08	10 mg O	2.5-20 mg	FDA label
tafamidis	N07XX08	20 mg O	-	-
tafasitamab	L01FX12	-	-	-
tafenoquine	P01BA07	-	-	-
tafluprost	S01EE05	-	-	-
tagraxofusp	L01XX67	-	-	-
talampicillin	J01CA15	2 g O	-	-
talastine	R06AB07	-	-	-
talazoparib	L01XK04	-	-	-
talbutal	N05CA07	0.1 g O	-	-
taliglucerase alfa	A16AB11	-	-	-
talimogene laherparepvec	L01XL02	-	-	-
talinolol	C07AB13	0.1 g O	-	-
talquetamab	L01FX29	-	-	-
tamoxifen	L02BA01	20 mg O	-	-
tamsulosin	G04CA02	0.4 mg O	0.4-0.8 mg	FDA label
tanezumab	N02BG12	-	-	-
tapentadol	N02AX06	0.4 g O	-	-
tapinarof	D05AX07	-	-	-
tarlatamab	L01FX33	-	-	-
tasimelteon	N05CH03	-	-	-
tasonermin	L03AX11	3.5 mg P	-	-
tasosartan	C09CA05	-	-	-
taurolidine	B05CA05	-	-	-
tavaborole	D01AE24	-	-	-
tazarotene	D05AX05	-	-	-
tazemetostat	L01XX72	-	-	-
tazobactam	J01CG02	-	-	-
tebentafusp	L01XX75	-	-	-
tebipenem pivoxil	J01DH06	0.56 g O	-	-
teclistamab	L01FX24	-	-	-
teclozan	P01AC04	-	-	-
tecovirimat	J05AX24	1.2 g O|0.4 g P	-	-
tedisamil	C01BD06	-	-	-
tedizolid	J01XX11	0.2 g O|0.2 g P	-	-
teduglutide	A16AX08	5 mg P	-	-
tegafur	L01BC03	-	-	-
tegaserod	A06AX06	12 mg O	-	-
tegomil fumarate	L04AX10	-	-	-
tegoprazan	A02BC09	-	-	-
teicoplanin	J01XA02	0.4 g P	-	-
telaprevir	J05AP02	2.25 g O	-	-
telavancin	J01XA03	-	-	-
telbivudine	J05AF11	0.6 g O	-	-
telithromycin	J01FA15	0.8 g O	-	-
telmisartan	C09CA07	40 mg O	20-80 mg	FDA label
telotristat	A16AX15	0.75 g O	-	-
temafloxacin	J01MA05	0.8 g O	-	-
temazepam	N05CD07	20 mg O	-	-
temgicoluril	N06BX21	-	-	-
temocapril	C09AA14	10 mg O	-	-
temocillin	J01CA17	4 g P	-	-
temoporfin	L01XD05	-	-	-
temozolomide	L01AX03	-	-	-
temsirolimus	L01EG01	3.57 mg P	-	-
tenapanor	A06AX08	-	-	-
tenecteplase	B01AD11	40 mg P	-	-
teneligliptin	A10BH08	20 mg O	20-40 mg	FDA label
tenidap	M01AX23	-	-	-
teniposide	L01CB02	-	-	-
tenitramine	C01DA38	-	-	-
tenofovir alafenamide	J05AF13	25 mg O	-	-
tenofovir disoproxil	J05AF07	0.245 g O	-	-
tenonitrozole	P01AX08	-	-	-
tenoxicam	M01AC02	20 mg O|20 mg P|20 mg R	-	-
teplizumab	A10XX01	-	-	-
tepotinib	L01EP02	0.45 g O	-	-
teprenone	A02BX15	-	-	-
teprotumumab	L04AG13	-	-	-
terazosin	G04CA03	5 mg O	-	-
terbinafine	D01AE15,D01BA02	0.25 g O	250 mg	FDA label
terbutaline	R03AC03,R03CC03	2 mg Inhal.aerosol|2 mg Inhal.powder|20 mg Inhal.solution|15 mg O|15 mg P	-	-
terconazole	G01AG02	80 mg V	-	-
terfenadine	R06AX12	0.12 g O	-	-
terguride	G02CB06	-	-	-
teriflunomide	L04AK02	14 mg O	-	-
teriparatide	H05AA02	20 mcg P	-	-
terizidone	J04AK03	-	-	-
terlipressin	H01BA04	12 mg P	-	-
terodiline	G04BD05	50 mg O	-	-
tertatolol	C07AA16	5 mg O	-	-
tesamorelin	H01AC06	-	-	-
testosterone	G03BA03	0.12 g O|18 mg P|0.12 g R|60 mg SL|50 mg TD|3 mg TD	-	-
tetanus antitoxin	J06AA02	-	-	-
tetanus immunoglobulin	J06BB02	-	-	-
tetanus toxoid	J07AM01	-	-	-
tetrabenazine	N07XX06	0.1 g O	-	-
tetracaine	C05AD02,D04AB06,N01BA03,S01HA03	-	-	-
tetracosactide	H01AA02	0.25 mg P	-	-
tetracycline	A01AB13,D06AA04,J01AA07,S01AA09,S02AA08,S03AA02	1 g O|1 g P	-	-
tetragalacturonic acid hydroxymethylester	B02BC03	-	-	-
tetramethrin	P03BA04	-	-	-
tetrazepam	M03BX07	-	-	-
tetryzoline	R01AA06,R01AB03,S01GA02	0.8 mg N	-	-
tezepelumab	R03DX11	7.5 mg P	-	-
thalidomide	L04AX02	0.1 g O	-	-
thebacon	R05DA10	15 mg O	-	-
thenalidine	D04AA03,R06AX03	-	-	-
theobromine	C03BD01,R03DA07	4 g O	-	-
theodrenaline	C01CA23	-	-	-
theophylline	R03DA04	0.4 g O|0.4 g P|0.4 g R	-	-
thiamazole	H03BB02	10 mg O	5-60 mg	FDA label
thiamine	A11DA01	50 mg O|50 mg P	-	-
thiamphenicol	J01BA02	1.5 g O|1.5 g P	-	-
thiazinam	R06AD06	0.9 g O|0.3 g R	-	-
thiethylperazine	R06AD03	13 mg O|13 mg P|13 mg R	-	-
thioacetazone	J04AK07	-	-	-
thiocolchicoside	M03BX05	-	-	-
thioctic acid	A16AX01	0.6 g O|0.6 g P	-	-
thiomersal	D08AK06	-	-	-
thiopental	N01AF03,N05CA19	-	-	-
thiopropazate	N05AB05	60 mg O	-	-
thioproperazine	N05AB08	75 mg O|20 mg P	-	-
thioridazine	N05AC02	0.3 g O	-	-
thiosulfate	V03AB06	-	-	-
thiotepa	L01AC01	-	-	-
thiram	P03AA05	-	-	-
thonzylamine	D04AA01,R01AC06,R06AC06	-	-	-
thrombin	B02BC06,B02BD30	-	-	-
thrombocytes	B05AX02	-	-	-
thymalfasin	L03AX25	-	-	-
thymopentin	L03AX09	-	-	-
thyrotropin	V04CJ01	-	-	-
thyrotropin alfa	H01AB01	0.9 mg P	-	-
tiabendazole	D01AC06,P02CA02	3 g O	-	-
tiadenol	C10AX03	-	-	-
tiagabine	N03AG06	30 mg O	-	-
tianeptine	N06AX14	37.5 mg O	-	-
tiapride	N05AL03	0.4 g O|0.4 g P	-	-
tiaprofenic acid	M01AE11	0.6 g O|0.6 g R	-	-
tiazofurine	L01XX18	-	-	-
tiazotic acid	C01EB23	-	-	-
tibezonium iodide	A01AB15	-	-	-
tibolone	G03CX01	2.5 mg O	-	-
ticagrelor	B01AC24	0.18 g O	60-180 mg	FDA label
ticarcillin	J01CA13	15 g P	-	-
ticlatone	D01AE08	-	-	-
ticlopidine	B01AC05	0.5 g O	-	-
tidiacic arginine	A05BA07	-	-	-
tiemonium iodide	A03AB17	-	-	-
tienilic acid	C03CC02	-	-	-
tigecycline	J01AA12	0.1 g P	-	-
tilactase	A09AA04	-	-	-
tilbroquinol	P01AA05	-	-	-
tildrakizumab	L04AC17	1.11 mg P	-	-
tilidine	N02AX01	0.2 g O|0.2 g P	-	-
tilorone	J05AX19	0.125 g O	-	-
tiludronic acid	M05BA05	0.4 g O	-	-
timepidium bromide	A03AB19	-	-	-
timolol	C07AA06,S01ED01	20 mg O|20 mg P	-	-
tinidazole	G01AF21,J01XD02,P01AB02	0.2 g V|1.5 g P|2 g O|2 g R	500-2000 mg	FDA label
tinzaparin	B01AB10	3.5 TU P	-	-
tiocarlide	J04AD02	7 g O	-	-
tioclomarol	B01AA11	-	-	-
tioconazole	D01AC07,G01AF08	0.3 g V	-	-
tioguanine	L01BB03	-	-	-
tiomolibdic acid	A16AX22	-	-	-
tiopronin	G04BX16	0.8 g O	-	-
tiotixene	N05AF04	30 mg O	-	-
tiotropium bromide	R03BB04	10 mcg Inhal.powder|5 mcg Inhal.solution	-	-
tioxolone	D10AB03	-	-	-
tipepidine	R05DB24	-	-	-
tipranavir	J05AE09	1 g O	-	-
tirabrutinib	L01EL06	-	-	-
tiracizine	C01EB11	-	-	-
tiratricol	D11AX08,H03AA04	-	-	-
tirbanibulin	D06BX03	-	-	-
tirilazad	N07XX01	0.42 g P	-	-
tirofiban	B01AC17	10 mg P	-	-
tiropramide	A03AC05	-	-	-
tirzepatide	A10BX16	1.4 mg P	-	-
tisagenlecleucel	L01XL04	-	-	-
tislelizumab	L01FF09	-	-	-
tisopurine	M04AA02	-	-	-
tisotumab vedotin	L01FX23	-	-	-
tivozanib	L01EK03	1 mg O	-	-
tixocortol	A07EA05,R01AD07	8 mg N	-	-
tizanidine	M03BX02	12 mg O	-	-
tobramycin	J01GB01,S01AA12	0.112 g Inhal.powder|0.3 g Inhal.solution|0.24 g P	-	-
tocainide	C01BB03	1.2 g O|1.2 g P	-	-
tocilizumab	L04AC07	20 mg P	-	-
tocofersolan	A11HA08	0.2 g O	-	-
tocopherol	A11HA03	0.2 g O|0.2 g P	-	-
tofacitinib	L04AF01	10 mg O	-	-
tofersen	N07XX22	-	-	-
tofisopam	N05BA23	-	-	-
tolazamide	A10BB05	0.5 g O	-	-
tolazoline	C04AB02,M02AX02	75 mg O	-	-
tolbutamide	A10BB03,V04CA01	1.5 g O	-	-
tolcapone	N04BX01	0.45 g O	-	-
tolciclate	D01AE19	-	-	-
tolebrutinib	L04AA62	-	-	-
tolfenamic acid	M01AG02	0.3 g O|0.3 g R	-	-
tolmetin	M01AB03,M02AA21	0.7 g O|0.7 g R	-	-
tolnaftate	D01AE18	-	-	-
tolonidine	C02AC04	0.75 mg O	-	-
toloxatone	N06AG03	-	-	-
tolperisone	M02AX06,M03BX04	0.2 g O	-	-
tolpropamine	D04AA12	-	-	-
tolrestat	A10XA01	-	-	-
tolterodine	G04BD07	4 mg O	-	-
tolvaptan	C03XA01	30 mg O	-	-
topiramate	N03AX11	0.3 g O	25-200 mg	FDA label
topotecan	L01CE01	-	-	-
torasemide	C03CA04	15 mg O|15 mg P	5-200 mg	FDA label
toremifene	L02BA02	60 mg O	-	-
toripalimab	L01FF13	-	-	-
tosufloxacin	J01MA22,S01AE09	0.45 g O	-	-
tosylchloramide sodium	D08AX04	-	-	-
tovorafenib	L01EC04	-	-	-
trabectedin	L01CX01	-	-	-
trafermin	D03AX15	-	-	-
tralokinumab	D11AH07	16.1 mg P	-	-
tramadol	N02AX02	0.3 g O|0.3 g P|0.3 g R	50-100 mg	FDA label
tramazoline	R01AA09	-	-	-
trametinib	L01EE01	2 mg O	-	-
trandolapril	C09AA10	2 mg O	-	-
tranexamic acid	B02AA02	2 g O|2 g P	-	-
tranylcypromine	N06AF04	10 mg O	-	-
trapidil	C01DX11	-	-	-
trastuzumab	L01FD01	28.6 mg P	-	-
trastuzumab deruxtecan	L01FD04	18 mg P	-	-
trastuzumab duocarmazine	L01FD05	-	-	-
trastuzumab emtansine	L01FD03	12 mg P	-	-
travoprost	S01EE04	-	-	-
trazodone	N06AX05	0.3 g O	25-300 mg	FDA label
tremelimumab	L01FX20	-	-	-
treosulfan	L01AB02	-	-	-
trepibutone	A03AX09	-	-	-
treprostinil	B01AC21	4.3 mg P	-	-
tretinoin	D10AD01,L01XF01	-	-	-
tretoquinol	R03AC09,R03CC09	9 mg O|0.2 mg P	-	-
triamcinolone	A01AC01,C05AA12,D07AB09,D07XB02,H02AB08,R01AD11,R03BA06,S01BA05	7.5 mg O|7.5 mg P|0.22 mg N	-	-
triamterene	C03DB02	0.1 g O	-	-
triaziquone	L01AC02	-	-	-
triazolam	N05CD05	0.25 mg O|0.2 mg SL	-	-
tribenoside	C05AX05,C05CX01	-	-	-
tribromometacresol	D01AE03	-	-	-
trichlormethiazide	C03AA06	4 mg O	-	-
trichloroethylene	N01AB05	-	-	-
triclabendazole	P02BX04	-	-	-
triclofos	N05CM07	1 g O	-	-
triclosan	D08AE04,D09AA06	-	-	-
tridihexethyl	A03AB08	0.125 g O	-	-
trientine	A16AX12	0.45 g O	-	-
trifarotene	D10AD06	-	-	-
trifluoperazine	N05AB06	20 mg O|8 mg P|20 mg R	-	-
trifluperidol	N05AD02	2 mg O	-	-
triflupromazine	N05AA05	0.1 g O|0.1 g P	-	-
trifluridine	S01AD02	-	-	-
triflusal	B01AC18	0.6 g O	-	-
triheptanoin	A16AX17	-	-	-
trihexyphenidyl	N04AA01	10 mg O	-	-
trilaciclib	V03AF12	-	-	-
trilostane	H02CA01	0.36 g O	-	-
trimazosin	C02CA03	0.3 g O	-	-
trimebutine	A03AA05	0.6 g O	-	-
trimetaphan	C02BA01	0.25 g P	-	-
trimetazidine	C01EB15	40 mg O	-	-
trimethadione	N03AC02	1.5 g O	-	-
trimethobenzamide	R06AA10	-	-	-
trimethoprim	J01EA01	0.4 g O|0.4 g P	-	-
trimethyldiphenylpropylamine	A03AX30	50 mg O|50 mg P	-	-
trimetrexate	P01AX07	85 mg P	-	-
trimipramine	N06AA06	0.15 g O|0.15 g P	-	-
trioxysalen	D05AD01,D05BA01	10 mg O	-	-
tripelennamine	D04AA04,R06AC04	0.15 g O	-	-
triprolidine	R06AX07	7.5 mg O	-	-
triptorelin	L02AE04	0.134 mg P|0.1 mg P	-	-
tritoqualine	R06AX21	-	-	-
trofinetide	N07XX24	-	-	-
trofosfamide	L01AA07	-	-	-
troglitazone	A10BG01	0.4 g O	-	-
trolamine	D03AX12	-	-	-
troleandomycin	J01FA08	1 g O	-	-
trolnitrate	C01DA09	20 mg O	-	-
tromantadine	D06BB02,J05AC03	-	-	-
trometamol	B05BB03,B05XX02	-	-	-
tropatepine	N04AA12	-	-	-
tropicamide	S01FA06	-	-	-
tropisetron	A04AA03	5 mg O|5 mg P	-	-
troriluzole	N07XX23	-	-	-
trospium	G04BD09	40 mg O	-	-
trovafloxacin	J01MA13	0.2 g O|0.2 g P	-	-
troxerutin	C05CA04	-	-	-
troxipide	A02BX11	-	-	-
trypan blue	S01KX02	-	-	-
trypsin	B06AA07,D03BA01	-	-	-
tryptophan	N06AX02	-	-	-
tuaminoheptane	R01AA11,R01AB08	-	-	-
tuberculin	V04CF01	-	-	-
tubocurarine	M03AA02	-	-	-
tucatinib	L01EH03	0.6 g O	-	-
tucidinostat	L01XH06	-	-	-
tulobuterol	R03AC11,R03CC11	1.6 mg Inhal.aerosol|4 mg O	-	-
tunlametinib	L01EE06	-	-	-
tyloxapol	R05CA01	5 mg Inhal.solution	-	-
tymazoline	R01AA13	-	-	-
typhoid-hepatitis a	J07CA10	-	-	-
tyropanoic acid	V08AC09	-	-	-
tyrothricin	D06AX08,R02AB02,S01AA05	-	-	-
ubidecarenone	C01EB09	-	-	-
ublituximab	L04AG14	-	-	-
ubrogepant	N02CD04	-	-	-
udenafil	G04BE11	-	-	-
ulinastatin	B02AB05	-	-	-
ulipristal	G03AD02,G03XB02	30 mg O|5 mg O	-	-
ulobetasol	D07AC21	-	-	-
umbralisib	L01EX25	-	-	-
umeclidinium bromide	R03BB07	55 mcg Inhal.powder	-	-
umifenovir	J05AX13	0.8 g O	-	-
undecylenic acid	D01AE04	-	-	-
unoprostone	S01EE02	-	-	-
upadacitinib	L04AF03	15 mg O	-	-
uramustine	L01AD08	-	-	-
urapidil	C02CA06	0.12 g O|50 mg P	-	-
urate oxidase	M04AX01	-	-	-
uridine triacetate	A16AX13	-	-	-
urofollitropin	G03GA04	75 U P	-	-
urokinase	B01AD04	3 MU P	-	-
ursodeoxycholic acid	A05AA02	0.75 g O	-	-
ursodoxicoltaurine	A05AA05	-	-	-
ustekinumab	L04AC05	0.54 mg P	-	-
utidelone	L01DC05	-	-	-
vaccinia immunoglobulin	J06BB07	-	-	-
vadadustat	B03XA08	0.3 g O	-	-
valaciclovir	J05AB11	3 g O	500-2000 mg	FDA label
valbenazine	N07XX13	-	-	-
valdecoxib	M01AH03	10 mg O	-	-
valerianae radix	N05CM09	-	-	-
valethamate	A03AX14	-	-	-
valganciclovir	J05AB14	0.9 g O	-	-
valnoctamide	N05CM13	0.6 g O	-	-
valoctocogene roxaparvovec	B02BD15	-	-	-
valproic acid	N03AG01	1.5 g O|1.5 g P|1.5 g R	250-1000 mg	FDA label
valpromide	N03AG02	1.5 g O	-	-
valrubicin	L01DB09	-	-	-
valsartan	C09CA03	80 mg O	40-320 mg	FDA label
vamorolone	H02AB18	-	-	-
vancomycin	A07AA09,J01XA01,S01AA28	2 g O|2 g P	-	-
vandetanib	L01EX04	0.3 g O	-	-
vapreotide	H01CB04	-	-	-
vardenafil	G04BE09	10 mg O	-	-
varenicline	N07BA03,S01XA28	2 mg O	-	-
vecuronium	M03AC03	-	-	-
vedolizumab	L04AG05	5.4 mg P	-	-
velaglucerase alfa	A16AB10	300 U P	-	-
veliparib	L01XK05	-	-	-
velmanase alfa	A16AB15	10 mg P	-	-
vemurafenib	L01EC01	1.92 g O	-	-
venetoclax	L01XX52	0.4 g O	-	-
venlafaxine	N06AX16	0.1 g O	37.5-225 mg	FDA label
veralipride	N05AL06	-	-	-
verapamil	C08DA01	0.24 g O|0.24 g P	40-480 mg	FDA label
veratrum	C02KA01	-	-	-
verenafusp alfa	A16AB28	-	-	-
vericiguat	C01DX22	10 mg O	-	-
vernakalant	C01BG11	0.2 g P	-	-
verteporfin	S01LA01	-	-	-
vestronidase alfa	A16AB18	-	-	-
vibegron	G04BD15	75 mg O	-	-
vidarabine	J05AB03,S01AD06	0.7 g P	-	-
vigabatrin	N03AG04	2 g O	-	-
vilazodone	N06AX24	-	-	-
vildagliptin	A10BH02	0.1 g O	50-100 mg	FDA label
vilobelimab	L04AJ10	-	-	-
viloxazine	N06AX09	0.2 g O	-	-
viltolarsen	M09AX12	-	-	-
viminol	N02BG05	-	-	-
vimseltinib	L01EX29	-	-	-
vinbarbital	N05CA09	0.1 g O	-	-
vinblastine	L01CA01	-	-	-
vinburnine	C04AX17	-	-	-
vincamine	C04AX07	-	-	-
vincristine	L01CA02	-	-	-
vindesine	L01CA03	-	-	-
vinflunine	L01CA05	-	-	-
vinorelbine	L01CA04	-	-	-
vinpocetine	N06BX18	15 mg O	-	-
vintafolide	L01CA06	-	-	-
vinylbital	N05CA08	0.15 g O	-	-
virginiamycin	D06AX10	-	-	-
vismodegib	L01XJ01	0.15 g O	-	-
visnadine	C04AX24	0.6 g O	-	-
vitamin a concentrates	V04CB01	-	-	-
vitamin b-complex, plain	A11EA	-	-	-
voclosporin	L04AD03	47.4 mg O	-	-
voglibose	A10BF03	0.6 mg O	0.2-0.3 mg	FDA label
volanesorsen	C10AX18	20 mg P	-	-
von willebrand factor	B02BD10	-	-	-
vonoprazan	A02BC08	-	-	-
vorapaxar	B01AC26	2.08 mg O	-	-
vorasidenib	L01XM04	-	-	-
voretigene neparvovec	S01XA27	-	-	-
voriconazole	J02AC03	0.4 g O|0.4 g P	-	-
vorinostat	L01XH01	-	-	-
vorozole	L02BG05	-	-	-
vortioxetine	N06AX26	10 mg O	-	-
vosaroxin	L01XX53	-	-	-
vosoritide	M05BX07	-	-	-
voxelotor	B06AX03	-	-	-
vutrisiran	N07XX18	-	-	-
warfarin	B01AA03	7.5 mg O|7.5 mg P	1-10 mg	FDA label
xaliproden	N07XX03	-	-	-
xamoterol	C01CX07	0.4 g O	-	-
xantinol nicotinate	C04AD02	0.9 g O|0.9 g P	-	-
xenysalate	D11AC09	-	-	-
xibornol	J01XX02	-	-	-
ximelagatran	B01AE05	48 mg O	-	-
xipamide	C03BA10	20 mg O	-	-
xylometazoline	R01AA07,R01AB06,S01GA03	0.8 mg N	-	-
yohimbine	G04BE04	15 mg O	-	-
zafirlukast	R03DC01	40 mg O	-	-
zalcitabine	J05AF03	2.25 mg O	-	-
zaleplon	N05CF03	10 mg O	-	-
zanamivir	J05AH01	20 mg Inhal.powder|1.2 g P	-	-
zanidatamab	L01FD07	-	-	-
zanubrutinib	L01EL03	0.32 g O	-	-
zastaprazan	A02BC12	-	-	-
zavegepant	N02CD08	-	-	-
ziconotide	N02BG08	12 mcg P	-	-
zidovudine	J05AF01	0.6 g O|0.6 g P	-	-
zilucoplan	L04AJ06	-	-	-
zimeldine	N06AB02	0.2 g O	-	-
zinc acetate	A16AX05	0.15 g O	-	-
zinc chloride	B05XA12	-	-	-
zinc gluconate	A12CB02	-	-	-
zinc orotate	A12CB04	-	-	-
zinc protein complex	A12CB03	-	-	-
zinc sulfate	A12CB01,B05XA18	0.6 g O	10-50 mg	FDA label
zipeprol	R05DB15	-	-	-
ziprasidone	N05AE04	80 mg O|40 mg P	-	-
zofenopril	C09AA15	30 mg O	-	-
zolbetuximab	L01FX31	-	-	-
zoledronic acid	M05BA08	4 mg P	-	-
zolimidine	A02BX10	-	-	-
zolmitriptan	N02CC03	2.5 mg N|2.5 mg O	-	-
zolpidem	N05CF02	10 mg O	5-10 mg	FDA label
zomepirac	M01AB04	0.3 g O	-	-
zongertinib	L01EH04	-	-	-
zonisamide	N03AX15	0.2 g O	-	-
zopiclone	N05CF01	7.5 mg O	-	-
zorubicin	L01DB05	-	-	-
zotepine	N05AX11	0.2 g O	-	-
zucapsaicin	M02AB02	-	-	-
zuclopenthixol	N05AF05	30 mg O|15 mg P|30 mg P	-	-
zuranolone	N06AX31	-	-	-
`;
