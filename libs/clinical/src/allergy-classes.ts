import { atcCodesOf, ingredientsOf } from './drug-lexicon';
import type { AllergyMention } from './extractor';

/**
 * Classes whose members cross-react, so an allergy to one is a warning for all: each a set of WHO ATC groups and
 * the words a patient uses for the class ("allergic to penicillin", "sulfa drugs"). Our own grouping of ATC codes;
 * a medicine outside every class conflicts only with itself.
 */
export const ALLERGY_CLASSES: ReadonlyArray<{
  name: string;
  words: readonly string[];
  atc: readonly string[];
}> = [
  { name: 'penicillins', words: ['penicillin', 'penicillins'], atc: ['J01C'] },
  {
    name: 'cephalosporins',
    words: ['cephalosporin', 'cephalosporins'],
    atc: ['J01DB', 'J01DC', 'J01DD', 'J01DE', 'J01DI'],
  },
  { name: 'carbapenems', words: ['carbapenem', 'carbapenems'], atc: ['J01DH'] },
  {
    name: 'sulfonamides',
    words: ['sulfa', 'sulpha', 'sulfa drugs', 'sulpha drugs', 'sulfonamides', 'sulphonamides'],
    atc: ['J01E'],
  },
  {
    name: 'NSAIDs',
    words: ['nsaid', 'nsaids', 'anti-inflammatories', 'anti-inflammatory', 'painkillers like ibuprofen'],
    atc: ['M01A', 'N02BA', 'M02AA'],
  },
  { name: 'macrolides', words: ['macrolide', 'macrolides'], atc: ['J01FA'] },
  { name: 'fluoroquinolones', words: ['quinolones', 'fluoroquinolones'], atc: ['J01MA'] },
  { name: 'tetracyclines', words: ['tetracyclines'], atc: ['J01AA'] },
  { name: 'aminoglycosides', words: ['aminoglycosides'], atc: ['J01G'] },
  { name: 'statins', words: ['statin', 'statins'], atc: ['C10AA'] },
  { name: 'ACE inhibitors', words: ['ace inhibitor', 'ace inhibitors'], atc: ['C09A', 'C09B'] },
  { name: 'opioids', words: ['opioid', 'opioids', 'opiates', 'narcotics'], atc: ['N02A'] },
  { name: 'benzodiazepines', words: ['benzodiazepines', 'benzos'], atc: ['N05BA', 'N05CD'] },
  { name: 'sulfonylureas', words: ['sulfonylureas'], atc: ['A10BB'] },
  { name: 'iodinated contrast', words: ['contrast', 'iodine contrast', 'contrast dye'], atc: ['V08A'] },
  { name: 'amide local anaesthetics', words: ['local anesthetic', 'local anaesthetic'], atc: ['N01BB'] },
];

function classesOfCodes(codes: readonly string[]): string[] {
  return ALLERGY_CLASSES.filter((group) =>
    codes.some((code) => group.atc.some((prefix) => code.startsWith(prefix))),
  ).map((group) => group.name);
}

/** The allergy classes an allergen names: its own class words ("penicillin") or its generic's classes. */
function allergenClasses(allergy: AllergyMention): string[] {
  const named = ALLERGY_CLASSES.filter((group) => group.words.includes(allergy.allergen)).map((g) => g.name);
  return [...named, ...(allergy.generic ? classesOfCodes(atcCodesOf(allergy.generic)) : [])];
}

export interface AllergyConflict {
  allergy: AllergyMention;
  /** Why: the same medicine, or the class the two share. */
  reason: string;
}

/**
 * The allergy a medicine conflicts with, if any: the patient is allergic to it (or to an ingredient of it), or to a
 * medicine or class it shares a cross-reacting class with.
 */
export function allergyConflict(
  generic: string,
  allergies: readonly AllergyMention[],
): AllergyConflict | undefined {
  const ingredients = ingredientsOf(generic);
  const classes = classesOfCodes(atcCodesOf(generic));
  for (const allergy of allergies) {
    const allergens = allergy.generic ? ingredientsOf(allergy.generic) : [allergy.allergen];
    const same = ingredients.find((ingredient) => allergens.includes(ingredient));
    if (same) return { allergy, reason: same };
    const shared = allergenClasses(allergy).find((name) => classes.includes(name));
    if (shared) return { allergy, reason: shared };
  }
  return undefined;
}
