import { extractClinicalFacts, type TextSource } from '@medi/clinical';
import type { TranslatableSummary } from '@medi/contracts';

/**
 * Whether a translation of the take-home summary may print: the same strings as its source, each with no number
 * and no word in Latin letters that its source lacks (a dose, a medicine or a test named in the original spelling),
 * and, read back in English, no medicine the report does not hold and no number it does not. Returns what is wrong
 * ([] when nothing is).
 */
export function translationProblems(
  source: TranslatableSummary,
  translated: TranslatableSummary,
  backTranslated: TranslatableSummary,
  reportMedicines: readonly string[],
): string[] {
  const keys = Object.keys(source.texts);
  const sourceStrings = stringsOf(source, keys);
  const translatedStrings = stringsOf(translated, keys);
  const backStrings = stringsOf(backTranslated, keys);
  if (translatedStrings.length !== sourceStrings.length || backStrings.length !== sourceStrings.length)
    return ['the translation does not have the strings of the summary'];
  const problems: string[] = [];
  sourceStrings.forEach(([path, text], index) => {
    const [translatedPath, translatedText] = translatedStrings[index];
    const [backPath, backText] = backStrings[index];
    if (translatedPath !== path || backPath !== path) {
      problems.push(`${path}: not where the summary has it`);
      return;
    }
    for (const [what, found] of [
      ['translation', translatedText],
      ['translation read back', backText],
    ] as const) {
      const newNumbers = [...numbersOf(found)].filter((number) => !numbersOf(text).has(number));
      if (newNumbers.length > 0) problems.push(`${path}: the ${what} has numbers the report lacks`);
    }
    const newLatin = [...latinWordsOf(translatedText)].filter((word) => !latinWordsOf(text).has(word));
    if (newLatin.length > 0) problems.push(`${path}: the translation has words the report lacks`);
  });
  const known = new Set([
    ...medicinesIn(sourceStrings.map(([, text]) => text)),
    ...medicinesIn([...reportMedicines]),
  ]);
  const added = medicinesIn(backStrings.map(([, text]) => text)).filter((medicine) => !known.has(medicine));
  if (added.length > 0) problems.push('the translation read back names a medicine the report lacks');
  return problems;
}

/** Every string of a summary with its path, in one order, so two summaries compare string by string. */
function stringsOf(summary: TranslatableSummary, textKeys: string[]): [string, string][] {
  const texts = summary.texts as Record<string, string | undefined>;
  const strings: [string, string][] = textKeys.map((key) => [`texts.${key}`, texts[key] ?? '']);
  summary.found.forEach(({ heading, text }, index) =>
    strings.push([`found.${index}.heading`, heading], [`found.${index}.text`, text]),
  );
  summary.howToTake.forEach((text, index) => strings.push([`howToTake.${index}`, text]));
  strings.push(['advice', summary.advice], ['comeBack', summary.comeBack]);
  summary.warningSigns.forEach((text, index) => strings.push([`warningSigns.${index}`, text]));
  return strings;
}

function numbersOf(text: string): Set<string> {
  return new Set(text.match(/\d+(?:[.,]\d+)?/g) ?? []);
}

function latinWordsOf(text: string): Set<string> {
  return new Set((text.match(/[A-Za-z]{2,}/g) ?? []).map((word) => word.toLowerCase()));
}

function medicinesIn(texts: string[]): string[] {
  const sources: TextSource[] = texts.map((text, index) => ({ id: String(index), text }));
  return extractClinicalFacts(sources).medications.map((mention) => mention.generic);
}
