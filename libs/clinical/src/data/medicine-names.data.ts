/**
 * Aliases and brands of the generics: one a line, tab-separated. name (lower case); kind (alias or
 * brand); generic (the generic it names, "+" between the ingredients of a combination); markets (IN India, AE
 * United Arab Emirates, US, "-" for an alias); source (the public register or naming authority that lists the fact:
 * RxNorm, CDSCO, UAE MOHAP, USAN, BAN, WHO). Facts written in our own format; see libs/clinical/README.md.
 */
export const MEDICINE_NAMES_TSV = `
abilify	brand	aripiprazole	US,AE	RxNorm,UAE MOHAP
accutane	brand	isotretinoin	US	RxNorm
acetaminophen	alias	paracetamol	-	USAN
aciphex	brand	rabeprazole	US	RxNorm
acitrom	brand	acenocoumarol	IN	CDSCO
actigall	brand	ursodeoxycholic acid	US	RxNorm
actonel	brand	risedronic acid	US	RxNorm
actos	brand	pioglitazone	US	RxNorm
acyclovir	alias	aciclovir	-	USAN
adalat	brand	nifedipine	AE	UAE MOHAP
adderall	brand	amfetamine	US	RxNorm
adol	brand	paracetamol	AE	UAE MOHAP
advair	brand	salmeterol+fluticasone	US	RxNorm
advil	brand	ibuprofen	US,AE	RxNorm,UAE MOHAP
aerius	brand	desloratadine	AE	UAE MOHAP
aimovig	brand	erenumab	US	RxNorm
albuterol	alias	salbutamol	-	USAN
aldactone	brand	spironolactone	IN,US,AE	CDSCO,RxNorm,UAE MOHAP
aleve	brand	naproxen	US	RxNorm
alex	brand	dextromethorphan+chlorphenamine	IN	CDSCO
allegra	brand	fexofenadine	IN,US,AE	CDSCO,RxNorm,UAE MOHAP
alprax	brand	alprazolam	IN	CDSCO
altace	brand	ramipril	US	RxNorm
amaryl	brand	glimepiride	IN,US,AE	CDSCO,RxNorm,UAE MOHAP
ambien	brand	zolpidem	US	RxNorm
amitiza	brand	lubiprostone	US	RxNorm
amlodac	brand	amlodipine	IN	CDSCO
amlokind	brand	amlodipine	IN	CDSCO
amlong	brand	amlodipine	IN	CDSCO
amlopress	brand	amlodipine	IN	CDSCO
amoxil	brand	amoxicillin	US,AE	RxNorm,UAE MOHAP
amoxyclav	brand	amoxicillin+clavulanic acid	IN	CDSCO
androgel	brand	testosterone	US	RxNorm
antivert	brand	meclozine	US	RxNorm
apidra	brand	insulin glulisine	US	RxNorm
arava	brand	leflunomide	US	RxNorm
arcoxia	brand	etoricoxib	AE	UAE MOHAP
aricept	brand	donepezil	US	RxNorm
arkamin	brand	clonidine	IN	CDSCO
asacol	brand	mesalazine	US	RxNorm
ascoril	brand	salbutamol+bromhexine+guaifenesin	IN	CDSCO
aspirin	alias	acetylsalicylic acid	-	USAN
aspocid	brand	acetylsalicylic acid	AE	UAE MOHAP
asthalin	brand	salbutamol	IN	CDSCO
atacand	brand	candesartan	US,AE	RxNorm,UAE MOHAP
atarax	brand	hydroxyzine	IN,AE	CDSCO,UAE MOHAP
aten	brand	atenolol	IN	CDSCO
ativan	brand	lorazepam	US,AE	RxNorm,UAE MOHAP
atorva	brand	atorvastatin	IN	CDSCO
atrovent	brand	ipratropium bromide	US,AE	RxNorm,UAE MOHAP
augmentin	brand	amoxicillin+clavulanic acid	IN,US,AE	CDSCO,RxNorm,UAE MOHAP
augmentin duo	brand	amoxicillin+clavulanic acid	IN	CDSCO
avapro	brand	irbesartan	US	RxNorm
avodart	brand	dutasteride	US,AE	RxNorm,UAE MOHAP
azee	brand	azithromycin	IN	CDSCO
azithral	brand	azithromycin	IN	CDSCO
azomax	brand	azithromycin	AE	UAE MOHAP
azulfidine	brand	sulfasalazine	US	RxNorm
azulix	brand	glimepiride	IN	CDSCO
bactrim	brand	sulfamethoxazole+trimethoprim	US	RxNorm
bactrim ds	brand	sulfamethoxazole+trimethoprim	US	RxNorm
bactroban	brand	mupirocin	US	RxNorm
basaglar	brand	insulin glargine	US	RxNorm
bayer aspirin	brand	acetylsalicylic acid	US	RxNorm
becosules	brand	vitamin b-complex, plain	IN	CDSCO
benadryl	brand	diphenhydramine	US	RxNorm
benadryl cough	brand	diphenhydramine	IN	CDSCO
benicar	brand	olmesartan medoxomil	US	RxNorm
bentyl	brand	dicycloverine	US	RxNorm
betaloc	brand	metoprolol	IN,AE	CDSCO,UAE MOHAP
betapace	brand	sotalol	US	RxNorm
betnovate	brand	betamethasone	IN,AE	CDSCO,UAE MOHAP
biaxin	brand	clarithromycin	US	RxNorm
boniva	brand	ibandronic acid	US	RxNorm
brilinta	brand	ticagrelor	US,AE	RxNorm,UAE MOHAP
brufen	brand	ibuprofen	IN,AE	CDSCO,UAE MOHAP
bumex	brand	bumetanide	US	RxNorm
buscopan	brand	butylscopolamine	IN,AE	CDSCO,UAE MOHAP
buspar	brand	buspirone	US	RxNorm
byetta	brand	exenatide	US	RxNorm
bystolic	brand	nebivolol	US	RxNorm
calcimax	brand	calcium carbonate	IN	CDSCO
calcirol	brand	colecalciferol	IN	CDSCO
calpol	brand	paracetamol	IN,AE	CDSCO,UAE MOHAP
candid	brand	clotrimazole	IN	CDSCO
carafate	brand	sucralfate	US	RxNorm
cardace	brand	ramipril	IN	CDSCO
cardizem	brand	diltiazem	US	RxNorm
cataflam	brand	diclofenac	AE	UAE MOHAP
catapres	brand	clonidine	US	RxNorm
ceftin	brand	cefuroxime	US	RxNorm
ceftum	brand	cefuroxime	IN	CDSCO
celebrex	brand	celecoxib	US,AE	RxNorm,UAE MOHAP
celexa	brand	citalopram	US	RxNorm
cellcept	brand	mycophenolic acid	US	RxNorm
cephalexin	alias	cefalexin	-	USAN
cetzine	brand	cetirizine	IN	CDSCO
cheston cold	brand	cetirizine+paracetamol+phenylephrine	IN	CDSCO
chlorpheniramine	alias	chlorphenamine	-	USAN
chlorthalidone	alias	chlortalidone	-	USAN
cholecalciferol	alias	colecalciferol	-	USAN
cialis	brand	tadalafil	US,AE	RxNorm,UAE MOHAP
cifran	brand	ciprofloxacin	IN	CDSCO
cilacar	brand	cilnidipine	IN	CDSCO
ciplox	brand	ciprofloxacin	IN	CDSCO
ciplox d	brand	ciprofloxacin+dexamethasone	IN	CDSCO
cipralex	brand	escitalopram	AE	UAE MOHAP
cipro	brand	ciprofloxacin	US	RxNorm
ciprobay	brand	ciprofloxacin	AE	UAE MOHAP
claritin	brand	loratadine	US,AE	RxNorm,UAE MOHAP
claritin-d	brand	loratadine+pseudoephedrine	US	RxNorm
clarityn	brand	loratadine	AE	UAE MOHAP
clavam	brand	amoxicillin+clavulanic acid	IN	CDSCO
cleocin	brand	clindamycin	US	RxNorm
clexane	brand	enoxaparin	AE	UAE MOHAP
clomid	brand	clomifene	US	RxNorm
clonotril	brand	clonazepam	IN	CDSCO
clopilet	brand	clopidogrel	IN	CDSCO
clopitab	brand	clopidogrel	IN	CDSCO
colace	brand	docusate sodium	US	RxNorm
colcrys	brand	colchicine	US	RxNorm
combiflam	brand	ibuprofen+paracetamol	IN	CDSCO
combivent	brand	ipratropium bromide+salbutamol	US	RxNorm
concerta	brand	methylphenidate	US	RxNorm
concor	brand	bisoprolol	IN,AE	CDSCO,UAE MOHAP
controloc	brand	pantoprazole	AE	UAE MOHAP
cordarone	brand	amiodarone	US,AE	RxNorm,UAE MOHAP
coreg	brand	carvedilol	US	RxNorm
coumadin	brand	warfarin	US	RxNorm
coversyl	brand	perindopril	AE	UAE MOHAP
cozaar	brand	losartan	US,AE	RxNorm,UAE MOHAP
creon	brand	pancrelipase	US	RxNorm
crestor	brand	rosuvastatin	US,AE	RxNorm,UAE MOHAP
crocin	brand	paracetamol	IN	CDSCO
cyclopam	brand	dicycloverine	IN	CDSCO
cyclosporine	alias	ciclosporin	-	USAN
cymbalta	brand	duloxetine	US,AE	RxNorm,UAE MOHAP
cytotec	brand	misoprostol	US	RxNorm
dabigatran	alias	dabigatran etexilate	-	USAN
dalacin	brand	clindamycin	AE	UAE MOHAP
dapanorm	brand	dapagliflozin	IN	CDSCO
decadron	brand	dexamethasone	IN,US	CDSCO,RxNorm
deltasone	brand	prednisone	US	RxNorm
demadex	brand	torasemide	US	RxNorm
depakine	brand	valproic acid	AE	UAE MOHAP
depakote	brand	valproic acid	US	RxNorm
deplatt	brand	clopidogrel	IN	CDSCO
depo-provera	brand	medroxyprogesterone	US	RxNorm
dermovate	brand	clobetasol	IN,AE	CDSCO,UAE MOHAP
desyrel	brand	trazodone	US	RxNorm
detrol	brand	tolterodine	US	RxNorm
dexona	brand	dexamethasone	IN	CDSCO
diamicron	brand	gliclazide	IN,AE	CDSCO,UAE MOHAP
dicyclomine	alias	dicycloverine	-	USAN
differin	brand	adapalene	US	RxNorm
diflucan	brand	fluconazole	US,AE	RxNorm,UAE MOHAP
dilantin	brand	phenytoin	US	RxNorm
dilaudid	brand	hydromorphone	US	RxNorm
dilzem	brand	diltiazem	IN	CDSCO
diovan	brand	valsartan	US,AE	RxNorm,UAE MOHAP
disprin	brand	acetylsalicylic acid	IN	CDSCO
ditropan	brand	oxybutynin	US	RxNorm
divalproex	alias	valproic acid	-	USAN
dolo	brand	paracetamol	IN	CDSCO
domstal	brand	domperidone	IN	CDSCO
doxy	brand	doxycycline	IN	CDSCO
drotin	brand	drotaverine	IN	CDSCO
dulcolax	brand	bisacodyl	IN,US,AE	CDSCO,RxNorm,UAE MOHAP
duphalac	brand	lactulose	IN,AE	CDSCO,UAE MOHAP
dytor	brand	torasemide	IN	CDSCO
ecosprin	brand	acetylsalicylic acid	IN	CDSCO
ecosprin av	brand	acetylsalicylic acid+atorvastatin	IN	CDSCO
ecosprin gold	brand	acetylsalicylic acid+clopidogrel+atorvastatin	IN	CDSCO
effexor	brand	venlafaxine	US,AE	RxNorm,UAE MOHAP
effient	brand	prasugrel	US	RxNorm
elavil	brand	amitriptyline	US	RxNorm
electral	brand	oral rehydration salt formulations	IN	CDSCO
elidel	brand	pimecrolimus	US	RxNorm
eliquis	brand	apixaban	US,AE	RxNorm,UAE MOHAP
eltroxin	brand	levothyroxine sodium	IN,AE	CDSCO,UAE MOHAP
emeset	brand	ondansetron	IN	CDSCO
enbrel	brand	etanercept	US	RxNorm
encorate	brand	valproic acid	IN	CDSCO
entocort	brand	budesonide	US	RxNorm
entresto	brand	sacubitril+valsartan	US,AE	RxNorm,UAE MOHAP
envas	brand	enalapril	IN	CDSCO
epipen	brand	epinephrine	US,AE	RxNorm,UAE MOHAP
eptoin	brand	phenytoin	IN	CDSCO
evion	brand	tocopherol	IN	CDSCO
evista	brand	raloxifene	US	RxNorm
farxiga	brand	dapagliflozin	US	RxNorm
febuget	brand	febuxostat	IN	CDSCO
ferrous	brand	ferrous sulfate	US	RxNorm
ferrous sulphate	alias	ferrous sulfate	-	BAN
fevadol	brand	paracetamol	AE	UAE MOHAP
flagyl	brand	metronidazole	US,AE	RxNorm,UAE MOHAP
flexeril	brand	cyclobenzaprine	US	RxNorm
flomax	brand	tamsulosin	US	RxNorm
flonase	brand	fluticasone	US	RxNorm
flovent	brand	fluticasone	US	RxNorm
fluka	brand	fluconazole	IN	CDSCO
folvite	brand	folic acid	IN	CDSCO
forcan	brand	fluconazole	IN	CDSCO
forxiga	brand	dapagliflozin	IN,AE	CDSCO,UAE MOHAP
fosamax	brand	alendronic acid	US,AE	RxNorm,UAE MOHAP
frusemide	alias	furosemide	-	BAN
fucidin	brand	fusidic acid	AE	UAE MOHAP
fusidin	brand	fusidic acid	AE	UAE MOHAP
gabapin	brand	gabapentin	IN	CDSCO
galvus	brand	vildagliptin	IN,AE	CDSCO,UAE MOHAP
galvus met	brand	vildagliptin+metformin	IN,AE	CDSCO,UAE MOHAP
gemcal	brand	calcitriol	IN	CDSCO
geodon	brand	ziprasidone	US	RxNorm
gluconorm	brand	metformin	IN	CDSCO
glucophage	brand	metformin	US,AE	RxNorm,UAE MOHAP
glucotrol	brand	glipizide	US	RxNorm
glucotrol xl	brand	glipizide	US	RxNorm
gluformin	brand	metformin	IN	CDSCO
glyburide	alias	glibenclamide	-	USAN
glycomet	brand	metformin	IN	CDSCO
glycomet gp	brand	metformin+glimepiride	IN	CDSCO
grilinctus	brand	dextromethorphan+chlorphenamine	IN	CDSCO
haldol	brand	haloperidol	US	RxNorm
hcqs	brand	hydroxychloroquine	IN	CDSCO
humalog	brand	insulin lispro	US,AE	RxNorm,UAE MOHAP
humalog mix	brand	insulin lispro	US	RxNorm
humira	brand	adalimumab	US,AE	RxNorm,UAE MOHAP
humulin	brand	human insulin	US	RxNorm
hyoscine butylbromide	alias	butylscopolamine	-	BAN
hyzaar	brand	losartan+hydrochlorothiazide	US	RxNorm
imdur	brand	isosorbide mononitrate	US	RxNorm
imitrex	brand	sumatriptan	US	RxNorm
imodium	brand	loperamide	US,AE	RxNorm,UAE MOHAP
imuran	brand	azathioprine	US,AE	RxNorm,UAE MOHAP
inderal	brand	propranolol	IN,US,AE	CDSCO,RxNorm,UAE MOHAP
indomethacin	alias	indometacin	-	USAN
insulin	alias	human insulin	-	common name
invokana	brand	canagliflozin	US	RxNorm
iron	alias	ferrous sulfate	-	common name
isordil	brand	isosorbide dinitrate	IN,US	CDSCO,RxNorm
istamet	brand	sitagliptin+metformin	IN	CDSCO
jantoven	brand	warfarin	US	RxNorm
janumet	brand	sitagliptin+metformin	IN,US,AE	CDSCO,RxNorm,UAE MOHAP
januvia	brand	sitagliptin	IN,US,AE	CDSCO,RxNorm,UAE MOHAP
jardiance	brand	empagliflozin	IN,US,AE	CDSCO,RxNorm,UAE MOHAP
keflex	brand	cefalexin	US,AE	RxNorm,UAE MOHAP
kenalog	brand	triamcinolone	US	RxNorm
keppra	brand	levetiracetam	IN,US,AE	CDSCO,RxNorm,UAE MOHAP
klacid	brand	clarithromycin	AE	UAE MOHAP
klonopin	brand	clonazepam	US	RxNorm
lamictal	brand	lamotrigine	US,AE	RxNorm,UAE MOHAP
lamisil	brand	terbinafine	US,AE	RxNorm,UAE MOHAP
lanoxin	brand	digoxin	US,AE	RxNorm,UAE MOHAP
lantus	brand	insulin glargine	IN,US,AE	CDSCO,RxNorm,UAE MOHAP
lasilactone	brand	furosemide+spironolactone	IN	CDSCO
lasix	brand	furosemide	IN,US,AE	CDSCO,RxNorm,UAE MOHAP
latuda	brand	lurasidone	US	RxNorm
levaquin	brand	levofloxacin	US	RxNorm
levemir	brand	insulin detemir	US,AE	RxNorm,UAE MOHAP
levipil	brand	levetiracetam	IN	CDSCO
levitra	brand	vardenafil	US	RxNorm
levocet	brand	levocetirizine	IN	CDSCO
levoflox	brand	levofloxacin	IN	CDSCO
levothyroxine	alias	levothyroxine sodium	-	USAN
levoxyl	brand	levothyroxine sodium	US	RxNorm
lexapro	brand	escitalopram	US,AE	RxNorm,UAE MOHAP
lialda	brand	mesalazine	US	RxNorm
lidoderm	brand	lidocaine	US	RxNorm
lignocaine	alias	lidocaine	-	BAN
limcee	brand	ascorbic acid	IN	CDSCO
linzess	brand	linaclotide	US	RxNorm
lipitor	brand	atorvastatin	US,AE	RxNorm,UAE MOHAP
lithobid	brand	lithium	US	RxNorm
livalo	brand	pitavastatin	US	RxNorm
lomotil	brand	diphenoxylate+atropine	US	RxNorm
lonazep	brand	clonazepam	IN	CDSCO
lopid	brand	gemfibrozil	US	RxNorm
lopressor	brand	metoprolol	US	RxNorm
losar	brand	losartan	IN	CDSCO
losec	brand	omeprazole	AE	UAE MOHAP
lotrimin	brand	clotrimazole	US	RxNorm
lovaza	brand	omega-3 fatty acids	US	RxNorm
lovenox	brand	enoxaparin	US	RxNorm
lumigan	brand	bimatoprost	US	RxNorm
lunesta	brand	eszopiclone	US	RxNorm
lyrica	brand	pregabalin	US,AE	RxNorm,UAE MOHAP
macrobid	brand	nitrofurantoin	US	RxNorm
maxalt	brand	rizatriptan	US	RxNorm
meclizine	alias	meclozine	-	USAN
medrol	brand	methylprednisolone	IN,US,AE	CDSCO,RxNorm,UAE MOHAP
meftal	brand	mefenamic acid	IN	CDSCO
meftal spas	brand	mefenamic acid+dicycloverine	IN	CDSCO
mesalamine	alias	mesalazine	-	USAN
methimazole	alias	thiamazole	-	USAN
methylcobalamin	alias	mecobalamin	-	common name
metolar	brand	metoprolol	IN	CDSCO
metpure	brand	metoprolol	IN	CDSCO
metrogyl	brand	metronidazole	IN	CDSCO
micardis	brand	telmisartan	US,AE	RxNorm,UAE MOHAP
micronase	brand	glibenclamide	US	RxNorm
microzide	brand	hydrochlorothiazide	US	RxNorm
miralax	brand	macrogol	US	RxNorm
mirapex	brand	pramipexole	US	RxNorm
mixtard	brand	human insulin	IN,AE	CDSCO,UAE MOHAP
mobic	brand	meloxicam	US,AE	RxNorm,UAE MOHAP
monistat	brand	miconazole	US	RxNorm
monocef	brand	ceftriaxone	IN	CDSCO
montair	brand	montelukast	IN	CDSCO
montek	brand	montelukast	IN	CDSCO
montek lc	brand	montelukast+levocetirizine	IN	CDSCO
motilium	brand	domperidone	AE	UAE MOHAP
motrin	brand	ibuprofen	US	RxNorm
mounjaro	brand	tirzepatide	US,AE	RxNorm,UAE MOHAP
mox	brand	amoxicillin	IN	CDSCO
moxicip	brand	moxifloxacin	IN	CDSCO
moxikind	brand	amoxicillin	IN	CDSCO
mucinex	brand	guaifenesin	US	RxNorm
mucolite	brand	ambroxol	IN	CDSCO
mucosolvan	brand	ambroxol	AE	UAE MOHAP
multaq	brand	dronedarone	US	RxNorm
myrbetriq	brand	mirabegron	US	RxNorm
namenda	brand	memantine	US	RxNorm
naprosyn	brand	naproxen	US	RxNorm
nasivion	brand	oxymetazoline	IN	CDSCO
nasonex	brand	mometasone	US	RxNorm
natrilix	brand	indapamide	AE	UAE MOHAP
nebicard	brand	nebivolol	IN	CDSCO
nebistar	brand	nebivolol	IN	CDSCO
neo-mercazole	brand	carbimazole	IN,AE	CDSCO,UAE MOHAP
neoral	brand	ciclosporin	US	RxNorm
neosporin	brand	neomycin+bacitracin+polymyxin b	US	RxNorm
nervigesic	brand	pregabalin	IN	CDSCO
neurobion	brand	vitamin b-complex, plain	IN,AE	CDSCO,UAE MOHAP
neurontin	brand	gabapentin	US,AE	RxNorm,UAE MOHAP
nexito	brand	escitalopram	IN	CDSCO
nexium	brand	esomeprazole	US,AE	RxNorm,UAE MOHAP
nexpro	brand	esomeprazole	IN	CDSCO
niacin	alias	nicotinic acid	-	USAN
nitroglycerin	alias	glyceryl trinitrate	-	USAN
nitrostat	brand	glyceryl trinitrate	US	RxNorm
nizoral	brand	ketoconazole	US	RxNorm
norco	brand	hydrocodone+paracetamol	US	RxNorm
norflox	brand	norfloxacin	IN	CDSCO
norvasc	brand	amlodipine	US,AE	RxNorm,UAE MOHAP
novamox	brand	amoxicillin	IN	CDSCO
novolin	brand	human insulin	US	RxNorm
novolog	brand	insulin aspart	US	RxNorm
novolog mix	brand	insulin aspart	US	RxNorm
novorapid	brand	insulin aspart	IN,AE	CDSCO,UAE MOHAP
nurofen	brand	ibuprofen	AE	UAE MOHAP
nurtec	brand	rimegepant	US	RxNorm
oflox	brand	ofloxacin	IN	CDSCO
okacet	brand	cetirizine	IN	CDSCO
oleanz	brand	olanzapine	IN	CDSCO
olmesar	brand	olmesartan medoxomil	IN	CDSCO
olmesartan	alias	olmesartan medoxomil	-	USAN
omez	brand	omeprazole	IN	CDSCO
omez d	brand	omeprazole+domperidone	IN	CDSCO
omnacortil	brand	prednisolone	IN	CDSCO
onglyza	brand	saxagliptin	US	RxNorm
oral rehydration salts	alias	oral rehydration salt formulations	-	WHO
ors	alias	oral rehydration salt formulations	-	WHO
otezla	brand	apremilast	US	RxNorm
otrivin	brand	xylometazoline	IN,AE	CDSCO,UAE MOHAP
oxetol	brand	oxcarbazepine	IN	CDSCO
oxra	brand	dapagliflozin	IN	CDSCO
oxycontin	brand	oxycodone	US	RxNorm
ozempic	brand	semaglutide	US,AE	RxNorm,UAE MOHAP
p-500	brand	paracetamol	IN	CDSCO
pacerone	brand	amiodarone	US	RxNorm
pacimol	brand	paracetamol	IN	CDSCO
pamelor	brand	nortriptyline	US	RxNorm
pan	brand	pantoprazole	IN	CDSCO
pan d	brand	pantoprazole+domperidone	IN	CDSCO
panadol	brand	paracetamol	AE	UAE MOHAP
panderm	brand	clobetasol+miconazole+neomycin	IN	CDSCO
pantocid	brand	pantoprazole	IN	CDSCO
pantop	brand	pantoprazole	IN	CDSCO
paxil	brand	paroxetine	US	RxNorm
pedialyte	brand	oral rehydration salt formulations	US	RxNorm
penicillin	alias	benzylpenicillin	-	common name
penicillin g	alias	benzylpenicillin	-	USAN
penicillin v	alias	phenoxymethylpenicillin	-	USAN
pepcid	brand	famotidine	US	RxNorm
percocet	brand	oxycodone+paracetamol	US	RxNorm
perinorm	brand	metoclopramide	IN	CDSCO
phenergan	brand	promethazine	US,AE	RxNorm,UAE MOHAP
plaquenil	brand	hydroxychloroquine	US,AE	RxNorm,UAE MOHAP
plavix	brand	clopidogrel	US,AE	RxNorm,UAE MOHAP
pradaxa	brand	dabigatran etexilate	US,AE	RxNorm,UAE MOHAP
pravachol	brand	pravastatin	US	RxNorm
pregabid	brand	pregabalin	IN	CDSCO
premarin	brand	conjugated estrogens	US	RxNorm
prevacid	brand	lansoprazole	US	RxNorm
prilosec	brand	omeprazole	US	RxNorm
prinivil	brand	lisinopril	US	RxNorm
proair	brand	salbutamol	US	RxNorm
procardia	brand	nifedipine	US	RxNorm
profinal	brand	ibuprofen	AE	UAE MOHAP
prograf	brand	tacrolimus	US	RxNorm
prolia	brand	denosumab	US	RxNorm
prolomet	brand	metoprolol	IN	CDSCO
propecia	brand	finasteride	US	RxNorm
proscar	brand	finasteride	US,AE	RxNorm,UAE MOHAP
protonix	brand	pantoprazole	US	RxNorm
protopic	brand	tacrolimus	US	RxNorm
proventil	brand	salbutamol	US	RxNorm
provera	brand	medroxyprogesterone	US	RxNorm
prozac	brand	fluoxetine	US,AE	RxNorm,UAE MOHAP
pulmicort	brand	budesonide	US,AE	RxNorm,UAE MOHAP
pyridium	brand	phenazopyridine	US	RxNorm
qutipin	brand	quetiapine	IN	CDSCO
qvar	brand	beclometasone	US	RxNorm
rablet	brand	rabeprazole	IN	CDSCO
ranexa	brand	ranolazine	US	RxNorm
rantac	brand	ranitidine	IN	CDSCO
razo	brand	rabeprazole	IN	CDSCO
razo d	brand	rabeprazole+domperidone	IN	CDSCO
refresh tears	brand	carmellose	IN	CDSCO
reglan	brand	metoclopramide	US	RxNorm
relpax	brand	eletriptan	US	RxNorm
remeron	brand	mirtazapine	US	RxNorm
remicade	brand	infliximab	US	RxNorm
repace	brand	losartan	IN	CDSCO
requip	brand	ropinirole	US	RxNorm
restoril	brand	temazepam	US	RxNorm
restyl	brand	alprazolam	IN	CDSCO
retin-a	brand	tretinoin	US	RxNorm
rifampin	alias	rifampicin	-	USAN
risperdal	brand	risperidone	US,AE	RxNorm,UAE MOHAP
ritalin	brand	methylphenidate	US	RxNorm
rivotril	brand	clonazepam	IN,AE	CDSCO,UAE MOHAP
robaxin	brand	methocarbamol	US	RxNorm
robitussin	brand	guaifenesin	US	RxNorm
rocephin	brand	ceftriaxone	US,AE	RxNorm,UAE MOHAP
rosuday	brand	rosuvastatin	IN	CDSCO
rosuvas	brand	rosuvastatin	IN	CDSCO
rybelsus	brand	semaglutide	US,AE	RxNorm,UAE MOHAP
salmeterol xinafoate	alias	salmeterol	-	USAN
scopolamine butylbromide	alias	butylscopolamine	-	USAN
senokot	brand	senna glycosides	US	RxNorm
septra	brand	sulfamethoxazole+trimethoprim	US	RxNorm
seretide	brand	salmeterol+fluticasone	AE	UAE MOHAP
seroquel	brand	quetiapine	US,AE	RxNorm,UAE MOHAP
shelcal	brand	calcium carbonate	IN	CDSCO
sinarest	brand	paracetamol+chlorphenamine+phenylephrine	IN	CDSCO
sinemet	brand	levodopa+carbidopa	US	RxNorm
singulair	brand	montelukast	US,AE	RxNorm,UAE MOHAP
sizodon	brand	risperidone	IN	CDSCO
sodium valproate	alias	valproic acid	-	BAN
solvin cold	brand	paracetamol+chlorphenamine+phenylephrine	IN	CDSCO
sorbitrate	brand	isosorbide dinitrate	IN	CDSCO
spiriva	brand	tiotropium bromide	US,AE	RxNorm,UAE MOHAP
sporanox	brand	itraconazole	US	RxNorm
stamlo	brand	amlodipine	IN	CDSCO
steglatro	brand	ertugliflozin	US	RxNorm
storvas	brand	atorvastatin	IN	CDSCO
strattera	brand	atomoxetine	US	RxNorm
stromectol	brand	ivermectin	US	RxNorm
stugeron	brand	cinnarizine	IN,AE	CDSCO,UAE MOHAP
sudafed	brand	pseudoephedrine	US,AE	RxNorm,UAE MOHAP
sulphasalazine	alias	sulfasalazine	-	BAN
suprax	brand	cefixime	US,AE	RxNorm,UAE MOHAP
symbicort	brand	formoterol+budesonide	US,AE	RxNorm,UAE MOHAP
synthroid	brand	levothyroxine sodium	US	RxNorm
t-bact	brand	mupirocin	IN	CDSCO
tamiflu	brand	oseltamivir	US,AE	RxNorm,UAE MOHAP
tapazole	brand	thiamazole	US	RxNorm
tavanic	brand	levofloxacin	AE	UAE MOHAP
taxim-o	brand	cefixime	IN	CDSCO
tegretol	brand	carbamazepine	IN,US,AE	CDSCO,RxNorm,UAE MOHAP
telfast	brand	fexofenadine	AE	UAE MOHAP
telma	brand	telmisartan	IN	CDSCO
telma am	brand	telmisartan+amlodipine	IN	CDSCO
telma h	brand	telmisartan+hydrochlorothiazide	IN	CDSCO
tenepride	brand	teneligliptin	IN	CDSCO
tenormin	brand	atenolol	US,AE	RxNorm,UAE MOHAP
thyronorm	brand	levothyroxine sodium	IN	CDSCO
thyrox	brand	levothyroxine sodium	IN	CDSCO
thyroxine	alias	levothyroxine sodium	-	BAN
timoptic	brand	timolol	US	RxNorm
tobrex	brand	tobramycin	US	RxNorm
tonact	brand	atorvastatin	IN	CDSCO
topamax	brand	topiramate	US,AE	RxNorm,UAE MOHAP
toprol	brand	metoprolol	US	RxNorm
toradol	brand	ketorolac	US	RxNorm
torsemide	alias	torasemide	-	USAN
toujeo	brand	insulin glargine	US,AE	RxNorm,UAE MOHAP
tradjenta	brand	linagliptin	US	RxNorm
trajenta	brand	linagliptin	IN,AE	CDSCO,UAE MOHAP
tramazac	brand	tramadol	IN	CDSCO
tresiba	brand	insulin degludec	US,AE	RxNorm,UAE MOHAP
trexall	brand	methotrexate	US	RxNorm
tricor	brand	fenofibrate	US	RxNorm
trileptal	brand	oxcarbazepine	US	RxNorm
tritace	brand	ramipril	AE	UAE MOHAP
trulicity	brand	dulaglutide	US,AE	RxNorm,UAE MOHAP
tryptomer	brand	amitriptyline	IN	CDSCO
tylenol	alias	paracetamol	-	RxNorm
uloric	brand	febuxostat	US	RxNorm
ultracet	brand	tramadol+paracetamol	US	RxNorm
ultram	brand	tramadol	US	RxNorm
uprise	brand	colecalciferol	IN	CDSCO
urimax	brand	tamsulosin	IN	CDSCO
ursodiol	brand	ursodeoxycholic acid	US	RxNorm
valacyclovir	alias	valaciclovir	-	USAN
valium	brand	diazepam	US,AE	RxNorm,UAE MOHAP
valparin	brand	valproic acid	IN	CDSCO
valproate	alias	valproic acid	-	USAN
valtrex	brand	valaciclovir	US,AE	RxNorm,UAE MOHAP
vasotec	brand	enalapril	US	RxNorm
ventolin	brand	salbutamol	IN,US,AE	CDSCO,RxNorm,UAE MOHAP
vermox	brand	mebendazole	US	RxNorm
vertin	brand	betahistine	IN	CDSCO
vesicare	brand	solifenacin	US	RxNorm
viagra	brand	sildenafil	US,AE	RxNorm,UAE MOHAP
vibramycin	brand	doxycycline	US,AE	RxNorm,UAE MOHAP
vicodin	brand	hydrocodone+paracetamol	US	RxNorm
victoza	brand	liraglutide	US,AE	RxNorm,UAE MOHAP
vigamox	brand	moxifloxacin	US	RxNorm
vimpat	brand	lacosamide	US	RxNorm
vistaril	brand	hydroxyzine	US	RxNorm
vitamin b12	alias	cyanocobalamin	-	common name
vitamin d	alias	colecalciferol	-	common name
vitamin d3	alias	colecalciferol	-	common name
voltaren	brand	diclofenac	US,AE	RxNorm,UAE MOHAP
voltaren emulgel	brand	diclofenac	AE	UAE MOHAP
voveran	brand	diclofenac	IN	CDSCO
vytorin	brand	ezetimibe+simvastatin	US	RxNorm
vyvanse	brand	lisdexamfetamine	US	RxNorm
warf	brand	warfarin	IN	CDSCO
wegovy	brand	semaglutide	US	RxNorm
wellbutrin	brand	bupropion	US	RxNorm
wikoryl	brand	paracetamol+chlorphenamine+phenylephrine	IN	CDSCO
wysolone	brand	prednisolone	IN	CDSCO
xalatan	brand	latanoprost	US	RxNorm
xanax	brand	alprazolam	US,AE	RxNorm,UAE MOHAP
xarelto	brand	rivaroxaban	US,AE	RxNorm,UAE MOHAP
xeljanz	brand	tofacitinib	US	RxNorm
xifaxan	brand	rifaximin	US	RxNorm
xylocaine	brand	lidocaine	US,AE	RxNorm,UAE MOHAP
xyzal	brand	levocetirizine	US,AE	RxNorm,UAE MOHAP
z-pak	brand	azithromycin	US	RxNorm
zanaflex	brand	tizanidine	US	RxNorm
zanocin	brand	ofloxacin	IN	CDSCO
zantac	brand	ranitidine	US,AE	RxNorm,UAE MOHAP
zapiz	brand	clonazepam	IN	CDSCO
zaroxolyn	brand	metolazone	US	RxNorm
zentel	brand	albendazole	IN,AE	CDSCO,UAE MOHAP
zerodol	brand	aceclofenac	IN	CDSCO
zestril	brand	lisinopril	US,AE	RxNorm,UAE MOHAP
zetia	brand	ezetimibe	US	RxNorm
zifi	brand	cefixime	IN	CDSCO
zinetac	brand	ranitidine	IN	CDSCO
zinnat	brand	cefuroxime	AE	UAE MOHAP
ziten	brand	teneligliptin	IN	CDSCO
zithromax	brand	azithromycin	US,AE	RxNorm,UAE MOHAP
zithromax z-pak	brand	azithromycin	US	RxNorm
zocor	brand	simvastatin	US	RxNorm
zofran	brand	ondansetron	US,AE	RxNorm,UAE MOHAP
zoloft	brand	sertraline	US,AE	RxNorm,UAE MOHAP
zoryl	brand	glimepiride	IN	CDSCO
zovirax	brand	aciclovir	US,AE	RxNorm,UAE MOHAP
zyloprim	brand	allopurinol	US	RxNorm
zyloric	brand	allopurinol	IN,AE	CDSCO,UAE MOHAP
zyprexa	brand	olanzapine	US,AE	RxNorm,UAE MOHAP
zyrtec	brand	cetirizine	US,AE	RxNorm,UAE MOHAP
zyrtec-d	brand	cetirizine+pseudoephedrine	US	RxNorm
zyvox	brand	linezolid	US	RxNorm
`;
