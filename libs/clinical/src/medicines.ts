import { DRUG_NAMES } from './drug-lexicon';
import {
  extractClinicalFacts,
  type ClinicalFacts,
  type MedicationMention,
  type TextSource,
} from './extractor';

/**
 * The medicines a consultation settled on: one per generic, in order of first mention, its latest mention
 * deciding (so "start metformin … stop metformin" leaves it out), dose/frequency/duration from the latest
 * mentions that state them.
 */
export function currentMedications(facts: ClinicalFacts): MedicationMention[] {
  const byGeneric = new Map<string, MedicationMention[]>();
  for (const mention of facts.medications) {
    byGeneric.set(mention.generic, [...(byGeneric.get(mention.generic) ?? []), mention]);
  }
  const current: MedicationMention[] = [];
  for (const mentions of byGeneric.values()) {
    const latest = mentions[mentions.length - 1];
    if (latest.negation) continue;
    const affirmed = mentions.filter((mention) => !mention.negation).reverse();
    current.push({
      ...latest,
      dose: affirmed.find((mention) => mention.dose)?.dose,
      frequency: affirmed.find((mention) => mention.frequency)?.frequency,
      duration: affirmed.find((mention) => mention.duration)?.duration,
    });
  }
  return current;
}

/** "Dolo (paracetamol) 650 mg, twice daily, for 5 days" */
export function describeMedication(mention: MedicationMention): string {
  const name = capitalise(mention.name) + (mention.name === mention.generic ? '' : ` (${mention.generic})`);
  const parts = [
    mention.dose ? `${name} ${formatNumber(mention.dose.value)} ${mention.dose.unit}` : name,
    mention.frequency?.label,
    mention.duration
      ? `for ${mention.duration.days} ${mention.duration.days === 1 ? 'day' : 'days'}`
      : undefined,
  ];
  return parts.filter(Boolean).join(', ');
}

/** The live Medicines hint without an AI endpoint: what was actually prescribed or taken, not negated. */
export function medicinesMentioned(sources: readonly TextSource[]): string[] {
  return currentMedications(extractClinicalFacts(sources)).map(describeMedication);
}

export interface ItemCheck {
  /** Every medicine the item names was said (and not negated) in the sources, with matching doses. */
  supported: boolean;
  findings: Array<{
    generic: string;
    /** Where the sources say it; empty when they never do. */
    evidence: MedicationMention['evidence'][];
    problem?: 'not mentioned' | 'negated' | 'dose differs';
  }>;
}

/**
 * Checks a generated item (a prescription line, a sentence of a report) against the transcript and notes: the
 * reports use it to refuse medicines the consultation never mentioned.
 */
export function checkItemAgainstSources(item: string, sources: readonly TextSource[]): ItemCheck {
  const named = extractClinicalFacts([{ id: 'item', text: item }]).medications;
  const said = extractClinicalFacts(sources);
  const current = new Map(currentMedications(said).map((mention) => [mention.generic, mention]));
  const findings = named.map((mention): ItemCheck['findings'][number] => {
    const evidence = said.medications.filter((m) => m.generic === mention.generic).map((m) => m.evidence);
    const match = current.get(mention.generic);
    if (!match)
      return { generic: mention.generic, evidence, problem: evidence.length ? 'negated' : 'not mentioned' };
    const doseDiffers =
      mention.dose &&
      match.dose &&
      (mention.dose.value !== match.dose.value || mention.dose.unit !== match.dose.unit);
    return doseDiffers
      ? { generic: mention.generic, evidence, problem: 'dose differs' }
      : { generic: mention.generic, evidence };
  });
  return { supported: findings.every((finding) => !finding.problem), findings };
}

/** Whether a word is a medicine name the lexicon knows (generic or brand). */
export function isKnownMedicine(word: string): boolean {
  return DRUG_NAMES.has(word.toLowerCase());
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/0+$/, '');
}
