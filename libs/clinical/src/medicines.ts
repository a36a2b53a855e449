import { allergyConflict } from './allergy-classes';
import { MEDICINE_LEXICON, type UsualDose } from './drug-lexicon';
import {
  extractClinicalFacts,
  type ClinicalFacts,
  type Dose,
  type MedicationMention,
  type TextSource,
} from './extractor';

/** Mentions that end a medicine: it was stopped, denied or is to be avoided after it was prescribed. */
const ENDING = new Set<MedicationMention['status']>(['stopped', 'denied']);

function byGeneric(mentions: readonly MedicationMention[]): Map<string, MedicationMention[]> {
  const grouped = new Map<string, MedicationMention[]>();
  for (const mention of mentions)
    grouped.set(mention.generic, [...(grouped.get(mention.generic) ?? []), mention]);
  return grouped;
}

/** One line per generic: the deciding mention, with each detail from the latest of `details` that states it. */
function merged(deciding: MedicationMention, details: readonly MedicationMention[]): MedicationMention {
  const latestFirst = [...details].reverse();
  return {
    ...deciding,
    dose: latestFirst.find((mention) => mention.dose)?.dose,
    frequency: latestFirst.find((mention) => mention.frequency)?.frequency,
    duration: latestFirst.find((mention) => mention.duration)?.duration,
  };
}

/**
 * What a prescription drafted from the consultation may hold: each medicine the doctor prescribed, started,
 * changed, continued or told the patient to take, once per generic in order of its first prescribing act, unless
 * a later mention stops or refuses it, or the patient is allergic to it or to its class. Details come from the
 * prescribing mentions first, then from what the patient said they take.
 */
export function prescribedMedications(facts: ClinicalFacts): MedicationMention[] {
  const prescribed: Array<{ mention: MedicationMention; order: number }> = [];
  for (const mentions of byGeneric(facts.medications).values()) {
    const acts = mentions.filter((mention) => mention.status === 'prescribed');
    if (acts.length === 0) continue;
    const lastAct = mentions.lastIndexOf(acts[acts.length - 1]);
    if (mentions.slice(lastAct + 1).some((mention) => ENDING.has(mention.status) && mention.negation))
      continue;
    if (allergyConflict(acts[0].generic, facts.allergies)) continue;
    const taken = mentions.filter((mention) => mention.status === 'current');
    prescribed.push({
      mention: merged(acts[acts.length - 1], [...taken, ...acts]),
      order: facts.medications.indexOf(acts[0]),
    });
  }
  return prescribed.sort((a, b) => a.order - b.order).map(({ mention }) => mention);
}

/** What the patient takes already and the doctor did not prescribe again: the history's current medication. */
export function medicationsTaken(facts: ClinicalFacts): MedicationMention[] {
  const prescribed = new Set(prescribedMedications(facts).map((mention) => mention.generic));
  const taken: MedicationMention[] = [];
  for (const [generic, mentions] of byGeneric(facts.medications)) {
    if (prescribed.has(generic)) continue;
    const current = mentions.filter((mention) => mention.status === 'current');
    const last = mentions[mentions.length - 1];
    if (current.length === 0 || ENDING.has(last.status)) continue;
    taken.push(merged(current[current.length - 1], current));
  }
  return taken;
}

/** What the patient tried or stopped (history, never the prescription). */
export function medicationsStopped(facts: ClinicalFacts): MedicationMention[] {
  const stopped = new Map<string, MedicationMention>();
  for (const mention of facts.medications)
    if (mention.status === 'stopped') stopped.set(mention.generic, mention);
  const stillTaken = new Set(
    [...prescribedMedications(facts), ...medicationsTaken(facts)].map((m) => m.generic),
  );
  return [...stopped.values()].filter((mention) => !stillTaken.has(mention.generic));
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

/** The live Medicines hint without an AI endpoint: what the doctor prescribed, never a mere mention. */
export function medicinesMentioned(sources: readonly TextSource[]): string[] {
  return prescribedMedications(extractClinicalFacts(sources)).map(describeMedication);
}

export interface ItemCheck {
  /** Every medicine the item names was prescribed or is taken (not negated, no allergy), with matching doses. */
  supported: boolean;
  findings: Array<{
    generic: string;
    /** Where the sources say it; empty when they never do. */
    evidence: MedicationMention['evidence'][];
    problem?: 'not mentioned' | 'negated' | 'not prescribed' | 'allergy' | 'dose differs';
  }>;
}

/**
 * Checks a generated item (a prescription line, a hint) against the transcript and notes: the live hints use it to
 * refuse medicines the consultation never prescribed, negated, or that the patient is allergic to.
 */
export function checkItemAgainstSources(item: string, sources: readonly TextSource[]): ItemCheck {
  const named = extractClinicalFacts([{ id: 'item', text: item, kind: 'prescription' }]).medications;
  const said = extractClinicalFacts(sources);
  const accepted = new Map(
    [...prescribedMedications(said), ...medicationsTaken(said)].map((mention) => [mention.generic, mention]),
  );
  const findings = named.map((mention): ItemCheck['findings'][number] => {
    const evidence = said.medications.filter((m) => m.generic === mention.generic).map((m) => m.evidence);
    if (allergyConflict(mention.generic, said.allergies))
      return { generic: mention.generic, evidence, problem: 'allergy' };
    const match = accepted.get(mention.generic);
    if (!match) {
      const negated = said.medications.some((m) => m.generic === mention.generic && m.negation);
      const problem = evidence.length === 0 ? 'not mentioned' : negated ? 'negated' : 'not prescribed';
      return { generic: mention.generic, evidence, problem };
    }
    return dosesDiffer(mention.dose, match.dose)
      ? { generic: mention.generic, evidence, problem: 'dose differs' }
      : { generic: mention.generic, evidence };
  });
  return { supported: findings.every((finding) => !finding.problem), findings };
}

function dosesDiffer(a: Dose | undefined, b: Dose | undefined): boolean {
  return a !== undefined && b !== undefined && (a.value !== b.value || a.unit !== b.unit);
}

/** Whether a word is a medicine name the lexicon knows (generic, alias or brand). */
export function isKnownMedicine(word: string): boolean {
  return MEDICINE_LEXICON.names.has(word.toLowerCase());
}

const TO_MG: Record<string, number> = { mg: 1, g: 1000, mcg: 0.001 };

/**
 * Whether one dose lies outside the usual adult range the lexicon holds for the medicine (each ingredient of a
 * combination is left alone: its strengths are per ingredient). Without a range, a dose more than four times the
 * WHO defined daily dose, or below a twentieth of it, is outside. Undefined when nothing can be said.
 */
export function doseOutsideUsualRange(
  generic: string,
  dose: { value: number; unit: string },
): { range: string; source: string } | undefined {
  const medicine = MEDICINE_LEXICON.generics.get(generic);
  if (!medicine) return undefined;
  const inMg = (value: number, unit: string) => (unit in TO_MG ? value * TO_MG[unit] : undefined);
  const doseMg = inMg(dose.value, dose.unit);
  const comparable = (range: UsualDose) =>
    range.unit === dose.unit || (doseMg !== undefined && inMg(1, range.unit) !== undefined);
  const ranges = medicine.usualDose.filter(comparable);
  if (ranges.length) {
    const inside = ranges.some((range) => {
      if (range.unit === dose.unit) return dose.value >= range.min && dose.value <= range.max;
      const min = inMg(range.min, range.unit) ?? 0;
      const max = inMg(range.max, range.unit) ?? 0;
      return doseMg !== undefined && doseMg >= min && doseMg <= max;
    });
    const range = ranges.map((r) => `${formatNumber(r.min)}-${formatNumber(r.max)} ${r.unit}`).join(' or ');
    return inside ? undefined : { range: `usual dose ${range}`, source: medicine.doseSource ?? 'lexicon' };
  }
  for (const ddd of medicine.ddd) {
    const dddMg = inMg(ddd.value, ddd.unit);
    if (doseMg === undefined || dddMg === undefined) continue;
    if (doseMg > dddMg * 4 || doseMg < dddMg / 20) {
      return {
        range: `defined daily dose ${formatNumber(ddd.value)} ${ddd.unit}`,
        source: 'WHO ATC/DDD Index',
      };
    }
    return undefined;
  }
  return undefined;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(4)));
}
