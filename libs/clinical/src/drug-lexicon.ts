import { GENERICS_TSV } from './data/generics.data';
import { MEDICINE_NAMES_TSV } from './data/medicine-names.data';
import { WEAK_NAMES_TSV } from './data/weak-names.data';

/**
 * The medicines the extractor knows, read once from our own tables of facts in ./data (their comments give the
 * columns; libs/clinical/README.md the public source of each fact and its terms). A name is a generic (WHO INN, as the ATC index spells it), an
 * alias of one (USAN, BAN, a common name) or a brand; a brand of a combination maps to every ingredient.
 */
export interface UsualDose {
  min: number;
  max: number;
  unit: string;
}

export interface DefinedDailyDose {
  value: number;
  unit: string;
  /** WHO's route code: O oral, P parenteral, R rectal, N nasal, SL sublingual, TD transdermal, Inhal... */
  route: string;
}

export interface GenericMedicine {
  name: string;
  /** WHO ATC codes (a substance may have several, one per use). */
  atc: readonly string[];
  ddd: readonly DefinedDailyDose[];
  /** One adult dose, per unit it is given in; empty when we hold no reference range. */
  usualDose: readonly UsualDose[];
  doseSource?: string;
}

export type MedicineNameKind = 'generic' | 'alias' | 'brand';

export interface MedicineName {
  /** Lower case, words separated by one space. */
  name: string;
  kind: MedicineNameKind;
  /** The generic(s) it names: one, or each ingredient of a combination brand. */
  generics: readonly string[];
  /** Where it is sold: IN, AE, US, INTL (international); generics and aliases have none. */
  markets: readonly string[];
  source: string;
  /**
   * A name an ordinary word can be misheard as (a brand of five letters or fewer, or one edit from a common English
   * word): evidence only with a prescribing context beside it.
   */
  weak: boolean;
}

export interface MedicineLexicon {
  generics: ReadonlyMap<string, GenericMedicine>;
  names: ReadonlyMap<string, MedicineName>;
}

/** The longest brand that is weak for its length alone. */
export const SHORT_BRAND_LENGTH = 5;

function rows(table: string): string[][] {
  return table
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split('\t'));
}

function parseDose(text: string): UsualDose[] {
  if (!text || text === '-') return [];
  return text.split('|').map((part) => {
    const [range, unit] = part.trim().split(' ');
    const [min, max = min] = range.split('-').map(Number);
    return { min, max, unit };
  });
}

function parseDdd(text: string): DefinedDailyDose[] {
  if (!text || text === '-') return [];
  return text.split('|').map((part) => {
    const [value, unit, route] = part.trim().split(' ');
    return { value: Number(value), unit, route };
  });
}

function loadLexicon(): MedicineLexicon {
  const generics = new Map<string, GenericMedicine>();
  for (const [name, atc, ddd, dose, doseSource] of rows(GENERICS_TSV)) {
    generics.set(name, {
      name,
      atc: atc && atc !== '-' ? atc.split(',') : [],
      ddd: parseDdd(ddd),
      usualDose: parseDose(dose),
      ...(doseSource && doseSource !== '-' ? { doseSource } : {}),
    });
  }
  const names = new Map<string, MedicineName>();
  for (const generic of generics.values()) {
    names.set(generic.name, {
      name: generic.name,
      kind: 'generic',
      generics: [generic.name],
      markets: [],
      source: 'WHO ATC/DDD Index',
      weak: false,
    });
  }
  // Ten thousand brands share a few hundred ingredient lists and market lists: one array each, not one per brand.
  const lists = new Map<string, readonly string[]>();
  const listOf = (text: string, separator: string) => {
    let list = lists.get(text);
    if (!list) lists.set(text, (list = text && text !== '-' ? text.split(separator) : []));
    return list;
  };
  for (const [name, kind, generic, markets, source] of rows(MEDICINE_NAMES_TSV)) {
    if (names.has(name)) continue;
    names.set(name, {
      name,
      kind: kind as MedicineNameKind,
      generics: listOf(generic, '+'),
      markets: listOf(markets, ','),
      source,
      weak: false,
    });
  }
  // Near a common word: listed by scripts/clinical-lexicon-weak-names.mjs from Debian's word list.
  const nearCommon = new Set(rows(WEAK_NAMES_TSV).map(([name]) => name));
  for (const entry of names.values()) {
    const short = entry.kind === 'brand' && entry.name.replace(/[^a-z]/g, '').length <= SHORT_BRAND_LENGTH;
    entry.weak = short || nearCommon.has(entry.name);
  }
  return { generics, names };
}

let loaded: MedicineLexicon | undefined;

/**
 * The lexicon, read from its tables the first time it is used rather than when the package loads: a service that
 * imports @medi/clinical starts without paying for the ten thousand names until it first reads a consultation.
 */
export const MEDICINE_LEXICON: MedicineLexicon = {
  get generics() {
    return (loaded ??= loadLexicon()).generics;
  },
  get names() {
    return (loaded ??= loadLexicon()).names;
  },
};

/**
 * Every name the lexicon knows, for whatever must know the same names (the offline recognizer's pronunciations):
 * the one place to read them from.
 */
export function lexiconNames(): MedicineName[] {
  return [...MEDICINE_LEXICON.names.values()];
}

/** The generics a name (or a combination's joined name) stands for. */
export function ingredientsOf(generic: string): string[] {
  return generic.split(' + ');
}

/** The ATC codes of a generic or of each ingredient of a combination. */
export function atcCodesOf(generic: string): string[] {
  return ingredientsOf(generic).flatMap((name) => MEDICINE_LEXICON.generics.get(name)?.atc ?? []);
}
