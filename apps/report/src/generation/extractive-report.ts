import {
  currentMedications,
  extractClinicalFacts,
  labTestsMentioned,
  type MedicationMention,
  type SymptomMention,
  type TextSource,
} from '@medi/clinical';
import type { AiReportResponse } from '@medi/contracts';

const HISTORY_CUE =
  /\b(history|known case|diabetic|diabetes|hypertensive|hypertension|asthma|allerg\w*|surgery|operated|since \d+|years? ago|smok\w*|alcohol)\b/i;
const OBSERVATION_CUE =
  /\b(temperature|bp|blood pressure|pulse|spo2|saturation|examination|examined|chest (is )?clear|weight|heart rate|respiratory rate|tender\w*|swelling|rash|crepitations|wheeze)\b/i;
const ADVICE_CUE = /\b(advis\w*|rest|fluids|follow[- ]?up|review|avoid|diet|exercise|come back|revisit)\b/i;

/**
 * The report without an AI endpoint: every section assembled from the consultation's own sentences and the
 * clinical extractor's findings, never a word the consultation did not say.
 */
export function extractiveReport(sources: readonly TextSource[]): AiReportResponse {
  const facts = extractClinicalFacts(sources);
  const complaints = affirmedSymptoms(facts.symptoms);
  const denied = deniedSymptoms(facts.symptoms, complaints);
  const medications = currentMedications(facts);
  const tests = unique(labTestsMentioned(sources).map((test) => test.name));
  const sentences = sources.flatMap((source) => sentencesOf(source.text));

  const history = sentences.filter((sentence) => HISTORY_CUE.test(sentence));
  if (denied.length) history.push(`Denies ${denied.join(', ')}.`);
  const observations = sentences.filter((sentence) => OBSERVATION_CUE.test(sentence));
  const advice = sentences.filter((sentence) => ADVICE_CUE.test(sentence));

  return {
    Summary_Report: {
      Chief_Complaint: complaints.length
        ? `${capitalise(complaints.map(describeSymptom).join(', '))}.`
        : 'No complaint was recognised in the consultation.',
      Medical_History: unique(history).join(' ') || 'Not discussed in the consultation.',
      Observations: unique(observations).join(' ') || 'No examination findings were recorded.',
      Treatment_Plan:
        [
          ...medications.map((mention) => `${medicationLine(mention)}.`),
          tests.length ? `Investigations: ${tests.join(', ')}.` : '',
          ...unique(advice),
        ]
          .filter(Boolean)
          .join(' ') || 'No treatment was stated in the consultation.',
    },
    Treatment_Plan: {
      Laboratory_Tests: tests,
      Medications: medications.map((mention) => ({
        Name: capitalise(mention.name),
        Dosage: mention.dose ? `${formatNumber(mention.dose.value)} ${mention.dose.unit}` : '',
        Frequency: mention.frequency?.label ?? '',
        Duration: mention.duration ? daysText(mention.duration.days) : '',
      })),
    },
  };
}

/** The complaints the patient has: one per symptom, its latest mention not negated. */
function affirmedSymptoms(mentions: readonly SymptomMention[]): SymptomMention[] {
  const latest = new Map<string, SymptomMention>();
  for (const mention of mentions) {
    const earlier = latest.get(mention.name);
    latest.set(mention.name, { ...mention, duration: mention.duration ?? earlier?.duration });
  }
  return [...latest.values()].filter((mention) => !mention.negation);
}

function deniedSymptoms(mentions: readonly SymptomMention[], affirmed: readonly SymptomMention[]): string[] {
  const present = new Set(affirmed.map((mention) => mention.name));
  return unique(
    mentions.filter((mention) => mention.negation && !present.has(mention.name)).map((m) => m.name),
  );
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

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0)
    .map((sentence) => (/[.!?]$/.test(sentence) ? sentence : `${sentence}.`))
    .map(capitalise);
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
