import type { Medication, ReportData } from '../report-data';

/**
 * The take-home summary for the patient: the saved report in plain words, one page (the history the patient
 * told is left out: it is theirs already). It is written from the report
 * the doctor saved and resolved, nothing else: every medicine and test in it is one the report holds, as written,
 * with the schedule said in everyday words beside the doctor's own. What it cannot say plainly it leaves as the
 * doctor wrote it; it never adds a medicine, a dose or a test.
 */
export interface PatientSummary {
  /** The language of its words (a LANGUAGES code): English unless translated and checked. */
  language: string;
  /** The page's own words: headings, the label saying where the words come from, empty-list sentences. */
  texts: PatientSummaryTexts;
  /** What the patient came with and what the doctor found, in the doctor's words. */
  found: { heading: string; text: string }[];
  medicines: PatientMedicine[];
  tests: string[];
  /** The doctor's advice (the treatment plan), as written; '' when it is all said under `comeBack`. */
  advice: string;
  /** When to come back: the follow-up the plan names, or the general rule. */
  comeBack: string;
  /** General safety advice, the same for every patient: not drawn from this consultation. */
  warningSigns: readonly string[];
}

export interface PatientMedicine {
  name: string;
  /** The dose, how often and how long, in everyday words where the doctor's abbreviation is a known one. */
  howToTake: string;
  /** The doctor's words for the same, printed beside the plain ones so nothing is lost in the rewording. */
  asWritten: string;
}

export type PatientSummaryTexts = { -readonly [Key in keyof typeof PATIENT_SUMMARY_TEXTS]: string };

export const PATIENT_SUMMARY_TEXTS = {
  title: 'Your Visit Summary',
  /** Says what the page is and where its words come from. */
  label:
    "Written in plain English from your doctor's saved report. If anything here differs from what your doctor told you, follow your doctor.",
  cameWith: 'You came in with',
  doctorFound: 'Your doctor found',
  medicinesTitle: 'Your medicines',
  noMedicines: 'No medicines were prescribed at this visit.',
  testsTitle: 'Tests to do',
  noTests: 'No tests were ordered at this visit.',
  adviceTitle: "Your doctor's advice",
  comeBackTitle: 'When to come back',
  comeBackDefault: 'Come back if you are not getting better, or on the day your doctor gave you.',
  warningTitle: 'Get help sooner if',
  asWritten: 'As written',
  /** Replaces `label` on a translated summary (translated with the rest). */
  translatedLabel:
    "Translated by computer from your doctor's saved report, and checked against it for medicines, doses and tests. If anything here differs from what your doctor told you, follow your doctor.",
  /** Replaces `label` when a translation was asked for and could not be checked against the report. */
  untranslatedLabel:
    "Written in plain English from your doctor's saved report: a translation could not be checked against the report, so none is shown. If anything here differs from what your doctor told you, follow your doctor.",
} as const;

/** General warning signs every take-home leaflet gives: none is about this patient's condition. */
export const GENERAL_WARNING_SIGNS = [
  'you feel worse, or new symptoms start',
  'you have trouble breathing, chest pain, fainting or a fit',
  'a medicine gives you a rash, swelling of the face or lips, or trouble swallowing',
  'a high fever does not come down',
] as const;

/** Prescription abbreviations and the everyday words for them (whole words, any case). */
const FREQUENCY_WORDS: [RegExp, string][] = [
  [/^(od|qd|once (a )?daily|once a day|1-0-0)$/i, 'once a day'],
  [/^(0-0-1)$/i, 'once a day, at night'],
  [/^(bd|bid|b\.d\.|twice (a )?daily|twice a day|1-0-1)$/i, 'twice a day, morning and night'],
  [/^(tds|tid|t\.d\.s\.|thrice (a )?daily|three times (a )?day|1-1-1)$/i, 'three times a day'],
  [/^(qid|q\.i\.d\.|four times (a )?day|1-1-1-1)$/i, 'four times a day'],
  [/^(hs|at bedtime|h\.s\.)$/i, 'at bedtime'],
  [/^(sos|prn|as needed|when required|if needed)$/i, 'only when needed'],
  [/^(stat)$/i, 'once, straight away'],
  [/^(weekly|once (a )?week(ly)?)$/i, 'once a week'],
];

const DOSE_FORM_WORDS: [RegExp, string][] = [
  [/^tab\.?\s+/i, 'tablet '],
  [/^cap\.?\s+/i, 'capsule '],
  [/^syp\.?\s+/i, 'syrup '],
];

function plainFrequency(frequency: string): string {
  const trimmed = frequency.trim();
  return FREQUENCY_WORDS.find(([pattern]) => pattern.test(trimmed))?.[1] ?? trimmed;
}

/** "x 5 days", "5d", "5 days" → "for 5 days"; anything else as written. */
function plainDuration(duration: string): string {
  const trimmed = duration.trim();
  const match = /^(?:x\s*|for\s+)?(\d+)\s*(d|days?|w|wks?|weeks?|m|months?)$/i.exec(trimmed);
  if (!match) return trimmed;
  const unit = match[2].toLowerCase().startsWith('d')
    ? 'day'
    : match[2].toLowerCase().startsWith('w')
      ? 'week'
      : 'month';
  return `for ${match[1]} ${unit}${match[1] === '1' ? '' : 's'}`;
}

function plainName(name: string): string {
  return DOSE_FORM_WORDS.reduce((text, [pattern, words]) => text.replace(pattern, words), name.trim());
}

function medicineOf(medication: Medication): PatientMedicine {
  const parts = [medication.Dosage, medication.Frequency, medication.Duration].map((part) => part.trim());
  const plain = [parts[0], plainFrequency(parts[1]), plainDuration(parts[2])].filter(Boolean);
  return {
    name: plainName(medication.Name),
    howToTake: plain.join(', '),
    asWritten: parts.filter(Boolean).join(', '),
  };
}

/** The sentence of the plan that names a follow-up ("Review after 5 days."), if one does. */
function followUpOf(plan: string): string | undefined {
  return plan
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .find((sentence) => /\b(review|follow[- ]?up|come back|revisit|return)\b/i.test(sentence));
}

export function patientSummaryOf(report: ReportData): PatientSummary {
  const { summary, prescriptions } = report.reports;
  const advice = summary.treatmentPlan.trim();
  const followUp = followUpOf(advice);
  const found = [
    { heading: PATIENT_SUMMARY_TEXTS.cameWith, text: summary.cheifComplaint },
    { heading: PATIENT_SUMMARY_TEXTS.doctorFound, text: summary.observation },
  ].filter(({ text }) => text.trim() !== '');
  return {
    language: 'en-US',
    texts: { ...PATIENT_SUMMARY_TEXTS },
    found,
    medicines: prescriptions.Medications.filter((medication) => medication.Name.trim() !== '').map(
      medicineOf,
    ),
    tests: prescriptions.Laboratory_Tests.map((test) => test.test.trim()).filter(Boolean),
    advice: followUp === advice ? '' : advice,
    comeBack: followUp ?? PATIENT_SUMMARY_TEXTS.comeBackDefault,
    warningSigns: GENERAL_WARNING_SIGNS,
  };
}

/**
 * The words of a summary a translation may change: never a medicine's name, the doctor's own words or a test, which
 * stay as the report has them. Each string is translated on its own, so a check can compare it with its source.
 */
export interface TranslatableSummary {
  texts: PatientSummaryTexts;
  found: { heading: string; text: string }[];
  howToTake: string[];
  advice: string;
  comeBack: string;
  warningSigns: string[];
}

export function translatableOf(summary: PatientSummary): TranslatableSummary {
  return {
    texts: summary.texts,
    found: summary.found,
    howToTake: summary.medicines.map((medicine) => medicine.howToTake),
    advice: summary.advice,
    comeBack: summary.comeBack,
    warningSigns: [...summary.warningSigns],
  };
}

/** The summary in `language`: the translated words where the translation has them, the rest as it was. */
export function translatedSummary(
  summary: PatientSummary,
  language: string,
  translated: TranslatableSummary,
): PatientSummary {
  return {
    ...summary,
    language,
    texts: translated.texts,
    found: translated.found,
    medicines: summary.medicines.map((medicine, index) => ({
      ...medicine,
      howToTake: translated.howToTake[index],
    })),
    advice: translated.advice,
    comeBack: translated.comeBack,
    warningSigns: translated.warningSigns,
  };
}
