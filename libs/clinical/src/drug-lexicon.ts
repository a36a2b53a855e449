/**
 * Medicines the extractor recognises: generic names with common Indian and UAE brands. Our own list (no GPL
 * word list is used), lower case; a brand maps to its generic. Extend it here: the offline recognizer's
 * dictionary (apps/session/native/medical-words.dict) gives pronunciations for the same names.
 */
export interface DrugEntry {
  generic: string;
  brands: readonly string[];
}

export const DRUG_LEXICON: readonly DrugEntry[] = [
  {
    generic: 'paracetamol',
    brands: ['dolo', 'crocin', 'calpol', 'panadol', 'adol', 'fevadol', 'acetaminophen'],
  },
  { generic: 'ibuprofen', brands: ['brufen', 'combiflam', 'profinal', 'advil'] },
  { generic: 'diclofenac', brands: ['voveran', 'voltaren'] },
  { generic: 'aspirin', brands: ['ecosprin', 'disprin'] },
  { generic: 'amoxicillin', brands: ['mox', 'novamox', 'augmentin', 'amoxyclav'] },
  { generic: 'azithromycin', brands: ['azee', 'azithral', 'zithromax'] },
  { generic: 'ciprofloxacin', brands: ['cifran', 'ciplox', 'cipro'] },
  { generic: 'levofloxacin', brands: ['levoflox', 'tavanic'] },
  { generic: 'doxycycline', brands: ['doxy'] },
  { generic: 'cefixime', brands: ['taxim-o', 'zifi', 'suprax'] },
  { generic: 'ceftriaxone', brands: ['monocef', 'rocephin'] },
  { generic: 'metronidazole', brands: ['metrogyl', 'flagyl'] },
  { generic: 'fluconazole', brands: ['forcan', 'diflucan'] },
  { generic: 'albendazole', brands: ['zentel'] },
  { generic: 'ivermectin', brands: [] },
  { generic: 'metformin', brands: ['glycomet', 'glucophage'] },
  { generic: 'glimepiride', brands: ['amaryl'] },
  { generic: 'gliclazide', brands: ['diamicron'] },
  { generic: 'sitagliptin', brands: ['januvia', 'janumet'] },
  { generic: 'vildagliptin', brands: ['galvus'] },
  { generic: 'pioglitazone', brands: [] },
  { generic: 'dapagliflozin', brands: ['forxiga'] },
  { generic: 'empagliflozin', brands: ['jardiance'] },
  { generic: 'insulin', brands: ['lantus', 'mixtard', 'novorapid'] },
  { generic: 'atorvastatin', brands: ['lipitor', 'atorva'] },
  { generic: 'rosuvastatin', brands: ['crestor', 'rosuvas'] },
  { generic: 'amlodipine', brands: ['amlong', 'norvasc'] },
  { generic: 'nifedipine', brands: [] },
  { generic: 'losartan', brands: ['losar', 'cozaar'] },
  { generic: 'telmisartan', brands: ['telma', 'micardis'] },
  { generic: 'enalapril', brands: [] },
  { generic: 'ramipril', brands: ['cardace'] },
  { generic: 'atenolol', brands: ['tenormin'] },
  { generic: 'metoprolol', brands: ['betaloc', 'metolar'] },
  { generic: 'bisoprolol', brands: ['concor'] },
  { generic: 'propranolol', brands: ['inderal'] },
  { generic: 'carvedilol', brands: [] },
  { generic: 'furosemide', brands: ['lasix'] },
  { generic: 'spironolactone', brands: ['aldactone'] },
  { generic: 'hydrochlorothiazide', brands: [] },
  { generic: 'clopidogrel', brands: ['clopilet', 'plavix'] },
  { generic: 'warfarin', brands: [] },
  { generic: 'heparin', brands: [] },
  { generic: 'digoxin', brands: [] },
  { generic: 'levothyroxine', brands: ['thyronorm', 'eltroxin', 'thyroxine'] },
  { generic: 'omeprazole', brands: ['omez'] },
  { generic: 'esomeprazole', brands: ['nexium'] },
  { generic: 'pantoprazole', brands: ['pan', 'pantocid', 'pantop'] },
  { generic: 'rabeprazole', brands: ['razo'] },
  { generic: 'lansoprazole', brands: [] },
  { generic: 'ranitidine', brands: ['rantac', 'zinetac'] },
  { generic: 'famotidine', brands: [] },
  { generic: 'ondansetron', brands: ['emeset', 'zofran'] },
  { generic: 'domperidone', brands: ['domstal'] },
  { generic: 'cetirizine', brands: ['cetzine', 'okacet', 'zyrtec'] },
  { generic: 'levocetirizine', brands: ['levocet', 'xyzal'] },
  { generic: 'loratadine', brands: ['claritin'] },
  { generic: 'fexofenadine', brands: ['allegra', 'telfast'] },
  { generic: 'montelukast', brands: ['montair', 'singulair'] },
  { generic: 'salbutamol', brands: ['asthalin', 'ventolin', 'albuterol'] },
  { generic: 'ambroxol', brands: ['mucolite'] },
  { generic: 'prednisolone', brands: ['wysolone'] },
  { generic: 'methylprednisolone', brands: ['medrol'] },
  { generic: 'dexamethasone', brands: ['decadron'] },
  { generic: 'hydrocortisone', brands: [] },
  { generic: 'hydroxychloroquine', brands: ['hcqs', 'plaquenil'] },
  { generic: 'calcium', brands: ['shelcal'] },
  { generic: 'vitamin d3', brands: ['calcirol', 'uprise'] },
  { generic: 'vitamin b complex', brands: ['becosules', 'neurobion'] },
  { generic: 'oral rehydration salts', brands: ['ors', 'electral'] },
];

/** Every name (generic or brand, lower case) to its generic. */
export const DRUG_NAMES: ReadonlyMap<string, string> = new Map(
  DRUG_LEXICON.flatMap((entry) => [
    [entry.generic, entry.generic] as const,
    ...entry.brands.map((brand) => [brand, entry.generic] as const),
  ]),
);
