import { PATIENT_SUMMARY_TEXTS, type TranslatableSummary } from '@medi/contracts';
import { translationProblems } from './translation-check';

const SOURCE: TranslatableSummary = {
  texts: { ...PATIENT_SUMMARY_TEXTS },
  found: [{ heading: 'You came in with', text: 'Fever for 3 days.' }],
  howToTake: ['1 tablet, three times a day, for 3 days'],
  advice: 'Rest and fluids.',
  comeBack: 'Review in 3 days.',
  warningSigns: ['you feel worse'],
};

/** Every string of the summary through `rewrite`. */
function rewritten(summary: TranslatableSummary, rewrite: (text: string) => string): TranslatableSummary {
  return {
    texts: Object.fromEntries(
      Object.entries(summary.texts).map(([key, text]) => [key, rewrite(text)]),
    ) as TranslatableSummary['texts'],
    found: summary.found.map(({ heading, text }) => ({ heading: rewrite(heading), text: rewrite(text) })),
    howToTake: summary.howToTake.map(rewrite),
    advice: rewrite(summary.advice),
    comeBack: rewrite(summary.comeBack),
    warningSigns: summary.warningSigns.map(rewrite),
  };
}

const MEDICINES = ['Paracetamol 650 mg'];
// Devanagari stands in for a translation: no Latin word of its own, the numbers kept.
const devanagari = (text: string) => text.replace(/[A-Za-z]+/g, 'शब्द');

describe('the check of a translated visit summary', () => {
  it('passes a translation that keeps the numbers and adds no word or medicine', () => {
    expect(translationProblems(SOURCE, rewritten(SOURCE, devanagari), SOURCE, MEDICINES)).toEqual([]);
  });

  it.each([
    ['adds a number', (summary: TranslatableSummary) => ({ ...summary, comeBack: `${summary.comeBack} 7` })],
    [
      'a Latin word',
      (summary: TranslatableSummary) => ({ ...summary, advice: `${summary.advice} Ibuprofen` }),
    ],
    ['drops a string', (summary: TranslatableSummary) => ({ ...summary, warningSigns: [] })],
  ])('refuses a translation that %s', (_, change) => {
    const translated = change(rewritten(SOURCE, devanagari));
    expect(translationProblems(SOURCE, translated, SOURCE, MEDICINES)).not.toEqual([]);
  });

  it('refuses a translation whose English reading names a medicine the report lacks', () => {
    const translated = rewritten(SOURCE, devanagari);
    const readBack = { ...SOURCE, advice: 'Rest and fluids. Take ibuprofen.' };
    expect(translationProblems(SOURCE, translated, readBack, MEDICINES)).toContain(
      'the translation read back names a medicine the report lacks',
    );
    // The report's own medicine, read back, is no problem.
    const ownMedicine = { ...SOURCE, advice: 'Rest and fluids. Take paracetamol.' };
    expect(translationProblems(SOURCE, translated, ownMedicine, MEDICINES)).toEqual([]);
  });
});
