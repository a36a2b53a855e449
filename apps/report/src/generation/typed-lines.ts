import { SPELLED_NUMBER_SOURCE, extractClinicalFacts, labTestsMentioned } from '@medi/clinical';
import { TYPED_ORDERS_HEADING, type AiReportResponse, type Medication } from '@medi/contracts';

/**
 * The lines the doctor typed in Add Prescription and Add Notes are the doctor's own prescription and notes: every
 * one reaches the report as written, whether or not the lexicon knows the medicine or the language, and none is
 * checked against the transcript. A prescription line is split into name, dose, frequency and duration where its
 * dose can be found, and kept whole as the name otherwise.
 */

/** Digits of the scripts the doctors write in: ASCII, Arabic-Indic, Eastern Arabic-Indic, Devanagari, Malayalam. */
const DIGIT = '[0-9\\u0660-\\u0669\\u06F0-\\u06F9\\u0966-\\u096F\\u0D66-\\u0D6F]';
const NUMBER = `${DIGIT}+(?:[.,\\u066B]${DIGIT}+)?`;

/** Dose units as written in English, Arabic, Hindi and Malayalam prescriptions. */
const DOSE_UNITS = [
  'mg',
  'mcg',
  'µg',
  'gm',
  'g',
  'ml',
  'iu',
  'units?',
  'tabs?',
  'caps?',
  'puffs?',
  'drops?',
  '%',
  'ملغم?',
  'مغ',
  'مجم',
  'ملجم',
  'مل',
  'وحدة',
  'मिलीग्राम',
  'मि\\.?ग्रा\\.?',
  'एमजी',
  'मिली',
  'मि\\.?ली\\.?',
  'മില്ലിഗ്രാം',
  'മി\\.?ഗ്രാ\\.?',
  'മില്ലി',
  'മി\\.?ലി\\.?',
].join('|');

/** Not inside a word: the characters either side are no letter, mark or digit of any script. */
const DOSE = new RegExp(
  `(?<![\\p{L}\\p{M}\\p{N}])(${NUMBER}\\s*(?:${DOSE_UNITS}))(?![\\p{L}\\p{M}\\p{N}])`,
  'iu',
);

const DURATION_UNITS = [
  'days?',
  'weeks?',
  'months?',
  'd',
  'wks?',
  'أيام',
  'يوما',
  'يومًا',
  'يوم',
  'أسابيع',
  'أسبوعين',
  'أسبوع',
  'أشهر',
  'شهر',
  'दिनों',
  'दिन',
  'सप्ताह',
  'हफ़्ते',
  'हफ्ते',
  'महीने',
  'ദിവസത്തേക്ക്',
  'ദിവസം',
  'ആഴ്ച',
  'മാസം',
].join('|');

/** A number in digits, or in English words not inside a word ("five", "twenty one"). */
const AMOUNT = `(?:${NUMBER}|(?<![\\p{L}\\p{M}])${SPELLED_NUMBER_SOURCE})`;

/** A duration's count: an amount or a range of two ("2-3", "two to three"), or "a" after "for". */
const COUNT = `${AMOUNT}(?:\\s*(?:-|–|to|or)\\s*${AMOUNT})?\\s*|(?<=\\bfor\\s+)an?\\s+`;

/**
 * "for 7 days", "for five days", "for 2-3 days", "for a week", "x 5 days", "لمدة 7 أيام", "5 दिन तक", "5 ദിവസം": the connector, then
 * the duration itself.
 */
const DURATION = new RegExp(
  `(?:(?:for|x|×|لمدة)\\s*)?((?:${COUNT})(?:${DURATION_UNITS}))(?:\\s*(?:तक|के लिए))?(?![\\p{L}\\p{M}\\p{N}])`,
  'iu',
);

/** Separators left at the ends of a part once the others are taken out. */
const LOOSE_ENDS = /^[\s,;:\-–—]+|[\s,;:\-–—]+$/gu;

function tidy(text: string): string {
  return text.replace(LOOSE_ENDS, '').replace(/\s+/g, ' ');
}

/** A typed prescription line as a medication: structured where the dose is found, else the whole line as its name. */
export function typedMedicationOf(line: string): Medication {
  const text = line.trim();
  const verbatim: Medication = { Name: text, Dosage: '', Frequency: '', Duration: '' };
  const dose = DOSE.exec(text);
  if (!dose) return verbatim;
  const name = tidy(text.slice(0, dose.index));
  if (!name) return verbatim;
  let rest = text.slice(dose.index + dose[0].length);
  const duration = DURATION.exec(rest);
  if (duration) rest = rest.slice(0, duration.index) + ' ' + rest.slice(duration.index + duration[0].length);
  return {
    Name: name,
    Dosage: tidy(dose[1]),
    Frequency: tidy(rest),
    Duration: duration ? tidy(duration[1]) : '',
  };
}

/** A typed line that orders a test ("HbA1c", "CBC and ESR") rather than a medicine: it goes to the lab tests. */
export function isTypedLabOrder(line: string): boolean {
  const source = { id: 'typed', text: line, kind: 'prescription' as const };
  return (
    !DOSE.test(line) &&
    labTestsMentioned([source]).length > 0 &&
    extractClinicalFacts([source]).medications.length === 0
  );
}

/** The medicines (generic names) the lexicon reads in a line, to tell which drafted items a typed line replaces. */
function genericsIn(text: string): string[] {
  return extractClinicalFacts([{ id: 'typed', text, kind: 'prescription' }]).medications.map(
    (mention) => mention.generic,
  );
}

function mentions(text: string, words: string): boolean {
  return words.trim().length > 1 && text.toLowerCase().includes(words.trim().toLowerCase());
}

/** What the extractive draft writes when it found nothing: replaced by the doctor's own lines when there are some. */
export const NOTHING_FOUND = {
  observations: 'No examination findings were recorded.',
  treatmentPlan: 'No treatment was stated in the consultation.',
} as const;

/**
 * A drafted report (AI or extractive) with every typed line in it: the typed prescriptions first, as written, then
 * the drafted medications and tests no typed line already gives; the notes under the observations, as written; and
 * every typed line, as written, at the end of the treatment plan.
 */
export function withTypedLines(
  response: AiReportResponse,
  typed: { notes: readonly string[]; prescriptions: readonly string[] },
): AiReportResponse {
  const lines = typed.prescriptions.map((line) => line.trim()).filter(Boolean);
  const labLines = lines.filter(isTypedLabOrder);
  const medicineLines = lines.filter((line) => !labLines.includes(line));
  const typedGenerics = new Set(medicineLines.flatMap(genericsIn));
  const drafted = response.Treatment_Plan.Medications.filter(
    (medication) =>
      !genericsIn(`${medication.Name} ${medication.Dosage}`).some((generic) => typedGenerics.has(generic)) &&
      !medicineLines.some((line) => mentions(line, medication.Name)),
  );
  const draftedTests = response.Treatment_Plan.Laboratory_Tests.filter(
    (test) => !labLines.some((line) => mentions(line, test)),
  );

  const summary = response.Summary_Report;
  const notes = typed.notes.map((note) => note.trim()).filter(Boolean);
  const observed = summary.Observations === NOTHING_FOUND.observations ? '' : summary.Observations;
  const plan = summary.Treatment_Plan === NOTHING_FOUND.treatmentPlan ? '' : summary.Treatment_Plan;
  const orders = [...medicineLines, ...labLines];

  return {
    Summary_Report: {
      ...summary,
      Observations: [observed, ...notes].filter(Boolean).join('\n') || summary.Observations,
      Treatment_Plan:
        [plan, ...(orders.length ? [`${TYPED_ORDERS_HEADING}\n${orders.join('\n')}`] : [])]
          .filter(Boolean)
          .join('\n') || summary.Treatment_Plan,
    },
    Treatment_Plan: {
      Laboratory_Tests: [...labLines, ...draftedTests],
      Medications: [...medicineLines.map(typedMedicationOf), ...drafted],
    },
  };
}
