/**
 * Aliases and brands of the generics: one a line, tab-separated. name (lower case); kind (alias or
 * brand); generic (the generic it names, "+" between the ingredients of a combination); markets (IN India, AE
 * United Arab Emirates, US, "-" for an alias); source (the public register or naming authority that lists the fact:
 * RxNorm, CDSCO, UAE MOHAP, USAN, BAN, WHO). Facts written in our own format; see libs/clinical/README.md.
 */
export const MEDICINE_NAMES_TSV = `
abilify	brand	aripiprazole	US,AE	RxNorm,UAE MOHAP
acetaminophen	alias	paracetamol	-	USAN
aciphex	brand	rabeprazole	US	RxNorm
actos	brand	pioglitazone	US	RxNorm
acyclovir	alias	aciclovir	-	USAN
adalat	brand	nifedipine	AE	UAE MOHAP
adol	brand	paracetamol	AE	UAE MOHAP
advil	brand	ibuprofen	US,AE	RxNorm,UAE MOHAP
aerius	brand	desloratadine	AE	UAE MOHAP
albuterol	alias	salbutamol	-	USAN
aldactone	brand	spironolactone	IN,US,AE	CDSCO,RxNorm,UAE MOHAP
aleve	brand	naproxen	US	RxNorm
allegra	brand	fexofenadine	IN,US,AE	CDSCO,RxNorm,UAE MOHAP
alprax	brand	alprazolam	IN	CDSCO
altace	brand	ramipril	US	RxNorm
amaryl	brand	glimepiride	IN,US,AE	CDSCO,RxNorm,UAE MOHAP
ambien	brand	zolpidem	US	RxNorm
amlodac	brand	amlodipine	IN	CDSCO
amlong	brand	amlodipine	IN	CDSCO
amoxil	brand	amoxicillin	US,AE	RxNorm,UAE MOHAP
amoxyclav	brand	amoxicillin+clavulanic acid	IN	CDSCO
antivert	brand	meclozine	US	RxNorm
arava	brand	leflunomide	US	RxNorm
arcoxia	brand	etoricoxib	AE	UAE MOHAP
aspirin	alias	acetylsalicylic acid	-	USAN
aspocid	brand	acetylsalicylic acid	AE	UAE MOHAP
asthalin	brand	salbutamol	IN	CDSCO
atacand	brand	candesartan	US,AE	RxNorm,UAE MOHAP
atarax	brand	hydroxyzine	IN,AE	CDSCO,UAE MOHAP
aten	brand	atenolol	IN	CDSCO
ativan	brand	lorazepam	US,AE	RxNorm,UAE MOHAP
atorva	brand	atorvastatin	IN	CDSCO
augmentin	brand	amoxicillin+clavulanic acid	IN,US,AE	CDSCO,RxNorm,UAE MOHAP
avapro	brand	irbesartan	US	RxNorm
azee	brand	azithromycin	IN	CDSCO
azithral	brand	azithromycin	IN	CDSCO
azomax	brand	azithromycin	AE	UAE MOHAP
azulfidine	brand	sulfasalazine	US	RxNorm
bactrim	brand	sulfamethoxazole+trimethoprim	US	RxNorm
basaglar	brand	insulin glargine	US	RxNorm
bayer aspirin	brand	acetylsalicylic acid	US	RxNorm
becosules	brand	vitamin b-complex, plain	IN	CDSCO
benadryl	brand	diphenhydramine	US	RxNorm
benicar	brand	olmesartan medoxomil	US	RxNorm
bentyl	brand	dicycloverine	US	RxNorm
betaloc	brand	metoprolol	IN,AE	CDSCO,UAE MOHAP
biaxin	brand	clarithromycin	US	RxNorm
brilinta	brand	ticagrelor	US,AE	RxNorm,UAE MOHAP
brufen	brand	ibuprofen	IN,AE	CDSCO,UAE MOHAP
buscopan	brand	butylscopolamine	IN,AE	CDSCO,UAE MOHAP
bystolic	brand	nebivolol	US	RxNorm
calcirol	brand	colecalciferol	IN	CDSCO
calpol	brand	paracetamol	IN,AE	CDSCO,UAE MOHAP
cardace	brand	ramipril	IN	CDSCO
cardizem	brand	diltiazem	US	RxNorm
cataflam	brand	diclofenac	AE	UAE MOHAP
catapres	brand	clonidine	US	RxNorm
ceftin	brand	cefuroxime	US	RxNorm
celebrex	brand	celecoxib	US,AE	RxNorm,UAE MOHAP
celexa	brand	citalopram	US	RxNorm
cephalexin	alias	cefalexin	-	USAN
cetzine	brand	cetirizine	IN	CDSCO
chlorpheniramine	alias	chlorphenamine	-	USAN
chlorthalidone	alias	chlortalidone	-	USAN
cholecalciferol	alias	colecalciferol	-	USAN
cialis	brand	tadalafil	US,AE	RxNorm,UAE MOHAP
cifran	brand	ciprofloxacin	IN	CDSCO
ciplox	brand	ciprofloxacin	IN	CDSCO
cipralex	brand	escitalopram	AE	UAE MOHAP
cipro	brand	ciprofloxacin	US	RxNorm
ciprobay	brand	ciprofloxacin	AE	UAE MOHAP
claritin	brand	loratadine	US,AE	RxNorm,UAE MOHAP
clarityn	brand	loratadine	AE	UAE MOHAP
clavam	brand	amoxicillin+clavulanic acid	IN	CDSCO
cleocin	brand	clindamycin	US	RxNorm
clexane	brand	enoxaparin	AE	UAE MOHAP
clopilet	brand	clopidogrel	IN	CDSCO
colcrys	brand	colchicine	US	RxNorm
combiflam	brand	ibuprofen+paracetamol	IN	CDSCO
concor	brand	bisoprolol	IN,AE	CDSCO,UAE MOHAP
controloc	brand	pantoprazole	AE	UAE MOHAP
coreg	brand	carvedilol	US	RxNorm
coumadin	brand	warfarin	US	RxNorm
coversyl	brand	perindopril	AE	UAE MOHAP
cozaar	brand	losartan	US,AE	RxNorm,UAE MOHAP
crestor	brand	rosuvastatin	US,AE	RxNorm,UAE MOHAP
crocin	brand	paracetamol	IN	CDSCO
cyclopam	brand	dicycloverine	IN	CDSCO
cyclosporine	alias	ciclosporin	-	USAN
cymbalta	brand	duloxetine	US,AE	RxNorm,UAE MOHAP
dabigatran	alias	dabigatran etexilate	-	USAN
dalacin	brand	clindamycin	AE	UAE MOHAP
decadron	brand	dexamethasone	IN,US	CDSCO,RxNorm
deltasone	brand	prednisone	US	RxNorm
demadex	brand	torasemide	US	RxNorm
depakine	brand	valproic acid	AE	UAE MOHAP
depakote	brand	valproic acid	US	RxNorm
deplatt	brand	clopidogrel	IN	CDSCO
desyrel	brand	trazodone	US	RxNorm
dexona	brand	dexamethasone	IN	CDSCO
diamicron	brand	gliclazide	IN,AE	CDSCO,UAE MOHAP
dicyclomine	alias	dicycloverine	-	USAN
diflucan	brand	fluconazole	US,AE	RxNorm,UAE MOHAP
dilantin	brand	phenytoin	US	RxNorm
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
ecosprin	brand	acetylsalicylic acid	IN	CDSCO
effexor	brand	venlafaxine	US,AE	RxNorm,UAE MOHAP
effient	brand	prasugrel	US	RxNorm
elavil	brand	amitriptyline	US	RxNorm
electral	brand	oral rehydration salt formulations	IN	CDSCO
eliquis	brand	apixaban	US,AE	RxNorm,UAE MOHAP
eltroxin	brand	levothyroxine sodium	IN,AE	CDSCO,UAE MOHAP
emeset	brand	ondansetron	IN	CDSCO
envas	brand	enalapril	IN	CDSCO
eptoin	brand	phenytoin	IN	CDSCO
farxiga	brand	dapagliflozin	US	RxNorm
febuget	brand	febuxostat	IN	CDSCO
ferrous	brand	ferrous sulfate	US	RxNorm
ferrous sulphate	alias	ferrous sulfate	-	BAN
fevadol	brand	paracetamol	AE	UAE MOHAP
flagyl	brand	metronidazole	US,AE	RxNorm,UAE MOHAP
flexeril	brand	cyclobenzaprine	US	RxNorm
flomax	brand	tamsulosin	US	RxNorm
folvite	brand	folic acid	IN	CDSCO
forcan	brand	fluconazole	IN	CDSCO
forxiga	brand	dapagliflozin	IN,AE	CDSCO,UAE MOHAP
frusemide	alias	furosemide	-	BAN
galvus	brand	vildagliptin	IN,AE	CDSCO,UAE MOHAP
galvus met	brand	vildagliptin+metformin	IN,AE	CDSCO,UAE MOHAP
glucophage	brand	metformin	US,AE	RxNorm,UAE MOHAP
glucotrol	brand	glipizide	US	RxNorm
gluformin	brand	metformin	IN	CDSCO
glyburide	alias	glibenclamide	-	USAN
glycomet	brand	metformin	IN	CDSCO
hcqs	brand	hydroxychloroquine	IN	CDSCO
humalog	brand	insulin lispro	US,AE	RxNorm,UAE MOHAP
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
janumet	brand	sitagliptin+metformin	IN,US,AE	CDSCO,RxNorm,UAE MOHAP
januvia	brand	sitagliptin	IN,US,AE	CDSCO,RxNorm,UAE MOHAP
jardiance	brand	empagliflozin	IN,US,AE	CDSCO,RxNorm,UAE MOHAP
keflex	brand	cefalexin	US,AE	RxNorm,UAE MOHAP
keppra	brand	levetiracetam	IN,US,AE	CDSCO,RxNorm,UAE MOHAP
klacid	brand	clarithromycin	AE	UAE MOHAP
klonopin	brand	clonazepam	US	RxNorm
lamictal	brand	lamotrigine	US,AE	RxNorm,UAE MOHAP
lamisil	brand	terbinafine	US,AE	RxNorm,UAE MOHAP
lanoxin	brand	digoxin	US,AE	RxNorm,UAE MOHAP
lantus	brand	insulin glargine	IN,US,AE	CDSCO,RxNorm,UAE MOHAP
lasix	brand	furosemide	IN,US,AE	CDSCO,RxNorm,UAE MOHAP
levaquin	brand	levofloxacin	US	RxNorm
levemir	brand	insulin detemir	US,AE	RxNorm,UAE MOHAP
levipil	brand	levetiracetam	IN	CDSCO
levocet	brand	levocetirizine	IN	CDSCO
levoflox	brand	levofloxacin	IN	CDSCO
levothyroxine	alias	levothyroxine sodium	-	USAN
levoxyl	brand	levothyroxine sodium	US	RxNorm
lexapro	brand	escitalopram	US,AE	RxNorm,UAE MOHAP
lignocaine	alias	lidocaine	-	BAN
lipitor	brand	atorvastatin	US,AE	RxNorm,UAE MOHAP
lopressor	brand	metoprolol	US	RxNorm
losar	brand	losartan	IN	CDSCO
losec	brand	omeprazole	AE	UAE MOHAP
lovenox	brand	enoxaparin	US	RxNorm
lyrica	brand	pregabalin	US,AE	RxNorm,UAE MOHAP
macrobid	brand	nitrofurantoin	US	RxNorm
meclizine	alias	meclozine	-	USAN
medrol	brand	methylprednisolone	IN,US,AE	CDSCO,RxNorm,UAE MOHAP
mesalamine	alias	mesalazine	-	USAN
methimazole	alias	thiamazole	-	USAN
methylcobalamin	alias	mecobalamin	-	common name
metolar	brand	metoprolol	IN	CDSCO
metrogyl	brand	metronidazole	IN	CDSCO
micardis	brand	telmisartan	US,AE	RxNorm,UAE MOHAP
microzide	brand	hydrochlorothiazide	US	RxNorm
mixtard	brand	human insulin	IN,AE	CDSCO,UAE MOHAP
mobic	brand	meloxicam	US,AE	RxNorm,UAE MOHAP
monocef	brand	ceftriaxone	IN	CDSCO
montair	brand	montelukast	IN	CDSCO
montek lc	brand	montelukast+levocetirizine	IN	CDSCO
motilium	brand	domperidone	AE	UAE MOHAP
motrin	brand	ibuprofen	US	RxNorm
mox	brand	amoxicillin	IN	CDSCO
moxikind	brand	amoxicillin	IN	CDSCO
mucinex	brand	guaifenesin	US	RxNorm
mucolite	brand	ambroxol	IN	CDSCO
mucosolvan	brand	ambroxol	AE	UAE MOHAP
naprosyn	brand	naproxen	US	RxNorm
natrilix	brand	indapamide	AE	UAE MOHAP
nebicard	brand	nebivolol	IN	CDSCO
neo-mercazole	brand	carbimazole	IN,AE	CDSCO,UAE MOHAP
neurobion	brand	vitamin b-complex, plain	IN,AE	CDSCO,UAE MOHAP
neurontin	brand	gabapentin	US,AE	RxNorm,UAE MOHAP
nexito	brand	escitalopram	IN	CDSCO
nexium	brand	esomeprazole	US,AE	RxNorm,UAE MOHAP
niacin	alias	nicotinic acid	-	USAN
nitroglycerin	alias	glyceryl trinitrate	-	USAN
nitrostat	brand	glyceryl trinitrate	US	RxNorm
norvasc	brand	amlodipine	US,AE	RxNorm,UAE MOHAP
novamox	brand	amoxicillin	IN	CDSCO
novolin	brand	human insulin	US	RxNorm
novolog	brand	insulin aspart	US	RxNorm
novorapid	brand	insulin aspart	IN,AE	CDSCO,UAE MOHAP
nurofen	brand	ibuprofen	AE	UAE MOHAP
okacet	brand	cetirizine	IN	CDSCO
olmesartan	alias	olmesartan medoxomil	-	USAN
omez	brand	omeprazole	IN	CDSCO
omnacortil	brand	prednisolone	IN	CDSCO
oral rehydration salts	alias	oral rehydration salt formulations	-	WHO
ors	alias	oral rehydration salt formulations	-	WHO
ozempic	brand	semaglutide	US,AE	RxNorm,UAE MOHAP
p-500	brand	paracetamol	IN	CDSCO
pacimol	brand	paracetamol	IN	CDSCO
pamelor	brand	nortriptyline	US	RxNorm
pan	brand	pantoprazole	IN	CDSCO
panadol	brand	paracetamol	AE	UAE MOHAP
pantocid	brand	pantoprazole	IN	CDSCO
pantop	brand	pantoprazole	IN	CDSCO
paxil	brand	paroxetine	US	RxNorm
pedialyte	brand	oral rehydration salt formulations	US	RxNorm
penicillin	alias	benzylpenicillin	-	common name
penicillin g	alias	benzylpenicillin	-	USAN
penicillin v	alias	phenoxymethylpenicillin	-	USAN
pepcid	brand	famotidine	US	RxNorm
perinorm	brand	metoclopramide	IN	CDSCO
phenergan	brand	promethazine	US,AE	RxNorm,UAE MOHAP
plaquenil	brand	hydroxychloroquine	US,AE	RxNorm,UAE MOHAP
plavix	brand	clopidogrel	US,AE	RxNorm,UAE MOHAP
pradaxa	brand	dabigatran etexilate	US,AE	RxNorm,UAE MOHAP
pravachol	brand	pravastatin	US	RxNorm
pregabid	brand	pregabalin	IN	CDSCO
prevacid	brand	lansoprazole	US	RxNorm
prilosec	brand	omeprazole	US	RxNorm
prinivil	brand	lisinopril	US	RxNorm
proair	brand	salbutamol	US	RxNorm
procardia	brand	nifedipine	US	RxNorm
profinal	brand	ibuprofen	AE	UAE MOHAP
propecia	brand	finasteride	US	RxNorm
proscar	brand	finasteride	US,AE	RxNorm,UAE MOHAP
protonix	brand	pantoprazole	US	RxNorm
proventil	brand	salbutamol	US	RxNorm
prozac	brand	fluoxetine	US,AE	RxNorm,UAE MOHAP
rablet	brand	rabeprazole	IN	CDSCO
ranexa	brand	ranolazine	US	RxNorm
rantac	brand	ranitidine	IN	CDSCO
razo	brand	rabeprazole	IN	CDSCO
reglan	brand	metoclopramide	US	RxNorm
remeron	brand	mirtazapine	US	RxNorm
rifampin	alias	rifampicin	-	USAN
risperdal	brand	risperidone	US,AE	RxNorm,UAE MOHAP
rivotril	brand	clonazepam	IN,AE	CDSCO,UAE MOHAP
robitussin	brand	guaifenesin	US	RxNorm
rocephin	brand	ceftriaxone	US,AE	RxNorm,UAE MOHAP
rosuvas	brand	rosuvastatin	IN	CDSCO
rybelsus	brand	semaglutide	US,AE	RxNorm,UAE MOHAP
salmeterol xinafoate	alias	salmeterol	-	USAN
scopolamine butylbromide	alias	butylscopolamine	-	USAN
septra	brand	sulfamethoxazole+trimethoprim	US	RxNorm
seroquel	brand	quetiapine	US,AE	RxNorm,UAE MOHAP
shelcal	brand	calcium carbonate	IN	CDSCO
singulair	brand	montelukast	US,AE	RxNorm,UAE MOHAP
sodium valproate	alias	valproic acid	-	BAN
sporanox	brand	itraconazole	US	RxNorm
stamlo	brand	amlodipine	IN	CDSCO
storvas	brand	atorvastatin	IN	CDSCO
stromectol	brand	ivermectin	US	RxNorm
stugeron	brand	cinnarizine	IN,AE	CDSCO,UAE MOHAP
sudafed	brand	pseudoephedrine	US,AE	RxNorm,UAE MOHAP
sulphasalazine	alias	sulfasalazine	-	BAN
suprax	brand	cefixime	US,AE	RxNorm,UAE MOHAP
synthroid	brand	levothyroxine sodium	US	RxNorm
tamiflu	brand	oseltamivir	US,AE	RxNorm,UAE MOHAP
tapazole	brand	thiamazole	US	RxNorm
tavanic	brand	levofloxacin	AE	UAE MOHAP
taxim-o	brand	cefixime	IN	CDSCO
tegretol	brand	carbamazepine	IN,US,AE	CDSCO,RxNorm,UAE MOHAP
telfast	brand	fexofenadine	AE	UAE MOHAP
telma	brand	telmisartan	IN	CDSCO
telma h	brand	telmisartan+hydrochlorothiazide	IN	CDSCO
tenormin	brand	atenolol	US,AE	RxNorm,UAE MOHAP
thyronorm	brand	levothyroxine sodium	IN	CDSCO
thyroxine	alias	levothyroxine sodium	-	BAN
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
tritace	brand	ramipril	AE	UAE MOHAP
trulicity	brand	dulaglutide	US,AE	RxNorm,UAE MOHAP
tryptomer	brand	amitriptyline	IN	CDSCO
tylenol	alias	paracetamol	-	RxNorm
uloric	brand	febuxostat	US	RxNorm
ultracet	brand	tramadol+paracetamol	US	RxNorm
ultram	brand	tramadol	US	RxNorm
uprise	brand	colecalciferol	IN	CDSCO
urimax	brand	tamsulosin	IN	CDSCO
valacyclovir	alias	valaciclovir	-	USAN
valium	brand	diazepam	US,AE	RxNorm,UAE MOHAP
valparin	brand	valproic acid	IN	CDSCO
valproate	alias	valproic acid	-	USAN
valtrex	brand	valaciclovir	US,AE	RxNorm,UAE MOHAP
vasotec	brand	enalapril	US	RxNorm
ventolin	brand	salbutamol	IN,US,AE	CDSCO,RxNorm,UAE MOHAP
vermox	brand	mebendazole	US	RxNorm
vertin	brand	betahistine	IN	CDSCO
viagra	brand	sildenafil	US,AE	RxNorm,UAE MOHAP
vibramycin	brand	doxycycline	US,AE	RxNorm,UAE MOHAP
victoza	brand	liraglutide	US,AE	RxNorm,UAE MOHAP
vitamin b12	alias	cyanocobalamin	-	common name
vitamin d	alias	colecalciferol	-	common name
vitamin d3	alias	colecalciferol	-	common name
voltaren	brand	diclofenac	US,AE	RxNorm,UAE MOHAP
voveran	brand	diclofenac	IN	CDSCO
wegovy	brand	semaglutide	US	RxNorm
wellbutrin	brand	bupropion	US	RxNorm
wysolone	brand	prednisolone	IN	CDSCO
xanax	brand	alprazolam	US,AE	RxNorm,UAE MOHAP
xarelto	brand	rivaroxaban	US,AE	RxNorm,UAE MOHAP
xifaxan	brand	rifaximin	US	RxNorm
xyzal	brand	levocetirizine	US,AE	RxNorm,UAE MOHAP
zantac	brand	ranitidine	US,AE	RxNorm,UAE MOHAP
zentel	brand	albendazole	IN,AE	CDSCO,UAE MOHAP
zerodol	brand	aceclofenac	IN	CDSCO
zestril	brand	lisinopril	US,AE	RxNorm,UAE MOHAP
zetia	brand	ezetimibe	US	RxNorm
zifi	brand	cefixime	IN	CDSCO
zinetac	brand	ranitidine	IN	CDSCO
zinnat	brand	cefuroxime	AE	UAE MOHAP
zithromax	brand	azithromycin	US,AE	RxNorm,UAE MOHAP
zocor	brand	simvastatin	US	RxNorm
zofran	brand	ondansetron	US,AE	RxNorm,UAE MOHAP
zoloft	brand	sertraline	US,AE	RxNorm,UAE MOHAP
zovirax	brand	aciclovir	US,AE	RxNorm,UAE MOHAP
zyloprim	brand	allopurinol	US	RxNorm
zyloric	brand	allopurinol	IN,AE	CDSCO,UAE MOHAP
zyprexa	brand	olanzapine	US,AE	RxNorm,UAE MOHAP
zyrtec	brand	cetirizine	US,AE	RxNorm,UAE MOHAP
zyvox	brand	linezolid	US	RxNorm
`;
