import {
  describeMedication,
  extractClinicalFacts,
  labTestsMentioned,
  medicationsStopped,
  medicationsTaken,
  prescribedMedications,
  vitalSignsStated,
  type ClinicalFacts,
  type MedicationMention,
  type SymptomMention,
  type TextSource,
} from '@medi/clinical';
import type { AiReportResponse } from '@medi/contracts';
import { NOTHING_FOUND } from './typed-lines';

/** Advice a doctor gives, as the consultation may say it, to the words the plan uses. */
const ADVICE: ReadonlyArray<{ pattern: RegExp; words: string }> = [
  { pattern: /\brest\b/i, words: 'rest' },
  { pattern: /\b(plenty of )?(fluids|water)\b/i, words: 'plenty of fluids' },
  { pattern: /\bphysical therapy|physiotherapy\b/i, words: 'physiotherapy referral' },
  { pattern: /\b(diet|salt|sugar intake)\b/i, words: 'diet advice' },
  { pattern: /\bexercise\b/i, words: 'exercise advice' },
  { pattern: /\bice\b/i, words: 'ice' },
];
const FOLLOW_UP =
  /\b(?:follow[- ]?up|come back|see you(?: again| back)?|review)\b(?:[^.?!]{0,20}?)\b(in|after) (\w+(?: \w+)?) (days?|weeks?|months?)\b/i;

/**
 * The report without an AI endpoint: each section says what the clinical extractor found, in clinical words
 * (complaints with their duration, relevant negatives, history, current medication, allergies, vital signs, the
 * prescription and investigations), never a sentence of the recognizer copied in. A prescription line is only a
 * medicine the doctor prescribed in this consultation.
 */
export function extractiveReport(sources: readonly TextSource[]): AiReportResponse {
  const facts = extractClinicalFacts(sources);
  const complaints = presentFindings(facts.symptoms);
  const prescribed = prescribedMedications(facts);
  // The doctor's typed lines are written into the plan as typed (withTypedLines); said once.
  const prescribedInSpeech = prescribed.filter(
    (mention) => !mention.evidence.sourceId.startsWith('prescription:'),
  );
  const tests = unique(labTestsMentioned(sources).map((test) => test.name));
  const advice = adviceGiven(sources);
  const vitals = vitalSignsStated(sources);

  return {
    Summary_Report: {
      Chief_Complaint: complaints.length
        ? `${capitalise(complaints.map(describeSymptom).join(', '))}.`
        : 'No complaint was recognised in the consultation.',
      Medical_History: historyOf(facts, complaints) || 'Not discussed in the consultation.',
      Observations: vitals.length ? `${vitals.join('. ')}.` : NOTHING_FOUND.observations,
      Treatment_Plan:
        [
          prescribedInSpeech.length
            ? `Prescribed: ${prescribedInSpeech.map(medicationLine).join('; ')}.`
            : '',
          tests.length ? `Investigations: ${tests.join(', ')}.` : '',
          advice.length ? `Advice: ${advice.join(', ')}.` : '',
        ]
          .filter(Boolean)
          .join(' ') || NOTHING_FOUND.treatmentPlan,
    },
    Treatment_Plan: {
      Laboratory_Tests: tests,
      Medications: prescribed.map((mention) => ({
        Name: capitalise(mention.name),
        Dosage: mention.dose ? `${formatNumber(mention.dose.value)} ${mention.dose.unit}` : '',
        Frequency: mention.frequency?.label ?? '',
        Duration: mention.duration ? daysText(mention.duration.days) : '',
      })),
    },
  };
}

/** What the patient has: one per name, its latest answered mention present (a denied complaint is never one). */
function presentFindings(mentions: readonly SymptomMention[]): SymptomMention[] {
  const latest = new Map<string, SymptomMention>();
  for (const mention of mentions) {
    if (mention.status === 'asked') continue;
    const earlier = latest.get(mention.name);
    latest.set(mention.name, { ...mention, duration: mention.duration ?? earlier?.duration });
  }
  return [...latest.values()].filter((mention) => mention.status === 'present');
}

function historyOf(facts: ClinicalFacts, complaints: readonly SymptomMention[]): string {
  const conditions = presentFindings(facts.conditions).map((mention) => mention.name);
  const taken = medicationsTaken(facts);
  const stopped = medicationsStopped(facts);
  const allergies = allergiesOf(facts);
  const present = new Set(complaints.map((mention) => mention.name));
  const denied = unique(
    facts.symptoms
      .filter((mention) => mention.status === 'denied' && !present.has(mention.name))
      .map((mention) => mention.name),
  );
  return [
    conditions.length ? `Known ${conditions.join(', ')}.` : '',
    taken.length ? `Current medication: ${taken.map(medicationLine).join('; ')}.` : '',
    stopped.length ? `Tried or stopped: ${stopped.map(nameOf).join(', ')}.` : '',
    // The allergies themselves are the report's own list, printed under the history: said once.
    allergies.length === 0 && facts.noKnownAllergies ? 'No known drug allergies.' : '',
    denied.length ? `Denies ${denied.join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The allergies said, once each, as the report's allergy list holds them. */
export function allergiesOf(facts: ClinicalFacts): string[] {
  return unique(facts.allergies.map((allergy) => allergy.allergen));
}

/** Sentences that give advice rather than ask about habits: "you should rest", "I recommend ice". */
const ADVISING =
  /\b(should|recommend|advise|want you to|make sure|try to|need to|like you to|please|drink|avoid|follow[- ]?up|come back|review)\b/i;

function adviceGiven(sources: readonly TextSource[]): string[] {
  const text = sources
    .flatMap((source) => source.text.split(/(?<=[.!?])\s+|\n+/))
    .filter((sentence) => ADVISING.test(sentence))
    .join('\n');
  const advice = ADVICE.filter(({ pattern }) => pattern.test(text)).map(({ words }) => words);
  const followUp = FOLLOW_UP.exec(text);
  if (followUp) advice.push(`follow-up ${followUp[1].toLowerCase()} ${followUp[2]} ${followUp[3]}`);
  return advice;
}

/** "Tylenol (paracetamol)": a medicine's name without its details. */
function nameOf(mention: MedicationMention): string {
  return describeMedication({ ...mention, dose: undefined, frequency: undefined, duration: undefined });
}

function describeSymptom(mention: SymptomMention): string {
  return mention.duration ? `${mention.name} for ${daysText(mention.duration.days)}` : mention.name;
}

function medicationLine(mention: MedicationMention): string {
  return [
    capitalise(mention.name) +
      (mention.dose ? ` ${formatNumber(mention.dose.value)} ${mention.dose.unit}` : ''),
    mention.frequency?.label,
    mention.duration ? `for ${daysText(mention.duration.days)}` : undefined,
  ]
    .filter(Boolean)
    .join(', ');
}

function daysText(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(2)));
}
