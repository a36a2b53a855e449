import {
  allergyConflict,
  doseOutsideUsualRange,
  extractClinicalFacts,
  labTestsMentioned,
  MEDICINE_LEXICON,
  prescribedMedications,
  type AllergyMention,
  type ClinicalFacts,
  type Evidence,
  type MedicationMention,
  type TextSource,
} from '@medi/clinical';
import {
  medicationLabel,
  type EvidenceLink,
  type Medication,
  type ReportEdit,
  type ReportFlag,
  type ReportItemCheck,
} from '@medi/contracts';
import { evidenceLinkOf, type ConsultationText } from './consultation-text';
import { isTypedLabOrder, typedMedicationOf } from './typed-lines';

/** An item of the report being checked: what the preview shows, and what the rules read. */
export interface CheckedItem {
  check: ReportItemCheck;
  /** The words of the consultation that support it, as the extractor found them. */
  evidence: Evidence[];
  /** A medication item's medicines as the lexicon reads its name and dosage (empty for other items). */
  medicines: MedicationMention[];
  /** A symptom's mentions in the consultation, in order (empty for other items). */
  symptomStatus?: 'present' | 'denied' | 'unsupported';
  /** A line the doctor typed, as written: only TYPED_ITEM_RULES apply to it. */
  typed?: boolean;
}

/** What every rule may read: the consultation, what was said in it, and the allergies on record. */
export interface CheckContext {
  consultation: ConsultationText;
  said: ClinicalFacts;
  prescribed: ReadonlySet<string>;
  allergies: readonly AllergyMention[];
}

export interface RuleFinding {
  flag: ReportFlag;
  detail?: string;
}

/**
 * One check of the report: it flags an item it finds wrong, with the doctor's words for why. The rules run in
 * order and the first that flags an item decides its flag: the costliest error first.
 */
export type ReportRule = (item: CheckedItem, context: CheckContext) => RuleFinding | undefined;

/** A prescribed medicine the patient said they are allergic to, or one of its class. */
export const allergyRule: ReportRule = (item, context) => {
  for (const medicine of item.medicines) {
    const conflict = allergyConflict(medicine.generic, context.allergies);
    if (!conflict) continue;
    const said =
      conflict.allergy.evidence.sourceId === 'record' ? '' : ` ("${conflict.allergy.evidence.text}")`;
    const why =
      conflict.reason === conflict.allergy.generic || conflict.reason === conflict.allergy.allergen
        ? ''
        : `, and ${medicine.generic} is one of the ${conflict.reason}`;
    return { flag: 'allergy', detail: `Allergy on record: ${conflict.allergy.allergen}${said}${why}.` };
  }
  return undefined;
};

/** An item nothing in the consultation says, or that the consultation negates. */
export const supportRule: ReportRule = (item, context) => {
  if (item.check.kind === 'diagnosis') {
    if (item.symptomStatus === 'denied') return { flag: 'negated', detail: 'The patient denied it.' };
    return item.symptomStatus === 'present' ? undefined : { flag: 'not_found' };
  }
  if (item.evidence.length === 0) return { flag: 'not_found' };
  if (item.check.kind !== 'medication') return undefined;
  for (const medicine of item.medicines) {
    const mentions = context.said.medications.filter((mention) => mention.generic === medicine.generic);
    const latest = mentions[mentions.length - 1];
    if (!context.prescribed.has(medicine.generic) && mentions.length && latest.negation) {
      return {
        flag: 'negated',
        detail: `Said: "${latest.negation.evidence.text} … ${latest.evidence.text}".`,
      };
    }
  }
  return undefined;
};

/**
 * A prescription item (medicine or test) whose every supporting word is one the recognizer was unsure of: the
 * consultation may never have said it ("Lantus" heard in "swelling of your lips").
 */
export const heardUnclearlyRule: ReportRule = (item, context) => {
  if (item.check.kind === 'diagnosis' || item.evidence.length === 0) return undefined;
  const unsure = (evidence: Evidence) =>
    (context.consultation.unsure.get(evidence.sourceId) ?? []).some(
      ([start, end]) => evidence.start < end && start < evidence.end,
    );
  if (!item.evidence.every(unsure)) return undefined;
  const heard = [...new Set(item.evidence.map((evidence) => `"${evidence.text}"`))].slice(0, 3).join(', ');
  return { flag: 'heard_unclearly', detail: `Only heard as ${heard}, words the recognizer was unsure of.` };
};

const STATUS_WORDS: Record<MedicationMention['status'], string> = {
  prescribed: 'prescribed',
  current: 'taken by the patient already',
  stopped: 'tried or stopped',
  asked: 'only asked about',
  denied: 'denied by the patient',
  allergy: 'an allergy',
  mentioned: 'mentioned',
};

/** A medicine the consultation mentions (taken already, asked about, tried) but nobody prescribes. */
export const prescribingActRule: ReportRule = (item, context) => {
  for (const medicine of item.medicines) {
    if (context.prescribed.has(medicine.generic)) continue;
    const mentions = context.said.medications.filter((mention) => mention.generic === medicine.generic);
    if (mentions.length === 0) continue;
    const how = [...new Set(mentions.map((mention) => STATUS_WORDS[mention.status]))].join(', ');
    return {
      flag: 'not_prescribed',
      detail: `The consultation names ${medicine.name} (${how}) but no one prescribes it.`,
    };
  }
  return undefined;
};

/** A dose that is not the one the consultation prescribed (said with a dose, in the same unit). */
export const doseSaidRule: ReportRule = (item, context) => {
  for (const medicine of item.medicines) {
    const dose = medicine.dose;
    if (!dose) continue;
    const said = context.said.medications.filter(
      (mention) =>
        mention.generic === medicine.generic &&
        (mention.status === 'prescribed' || mention.status === 'current') &&
        mention.dose,
    );
    const sameUnit = said.filter((mention) => mention.dose?.unit === dose.unit);
    if (sameUnit.length && !sameUnit.some((mention) => mention.dose?.value === dose.value)) {
      const doses = [...new Set(sameUnit.map((mention) => `${mention.dose?.value} ${mention.dose?.unit}`))];
      return { flag: 'dose_differs', detail: `The consultation says ${doses.join(' or ')}.` };
    }
  }
  return undefined;
};

/** A dose outside the lexicon's usual adult range for the medicine. */
export const doseRangeRule: ReportRule = (item) => {
  for (const medicine of item.medicines) {
    if (!medicine.dose) continue;
    const outside = doseOutsideUsualRange(medicine.generic, medicine.dose);
    if (outside) {
      return {
        flag: 'dose_range',
        detail: `${medicine.dose.value} ${medicine.dose.unit} of ${medicine.generic}: ${outside.range} (${outside.source}).`,
      };
    }
  }
  return undefined;
};

/**
 * The checks of an item the doctor typed (a prescription line, as the report holds it): the doctor's own
 * prescription is never second-guessed against the transcript, only checked against the allergies on record and
 * the usual dose range, which a doctor wants to hear about whoever wrote the line.
 */
export const TYPED_ITEM_RULES: readonly ReportRule[] = [allergyRule, doseRangeRule];

/** The checks every report goes through, AI-written or extractive, in order. */
export const REPORT_RULES: readonly ReportRule[] = [
  allergyRule,
  supportRule,
  heardUnclearlyRule,
  prescribingActRule,
  doseRangeRule,
  doseSaidRule,
];

/**
 * Checks every medication, test and diagnosis of a report against the consultation: each gets the words that
 * support it, and the flag of the first rule that finds it wrong.
 */
export function checkReport(
  data: ReportEdit,
  consultation: ConsultationText,
  rules: readonly ReportRule[] = REPORT_RULES,
): ReportItemCheck[] {
  const said = extractClinicalFacts(consultation.sources);
  const context: CheckContext = {
    consultation,
    said,
    prescribed: new Set(prescribedMedicationsIgnoringAllergies(said)),
    allergies: [...said.allergies, ...recordedAllergies(data.reports.allergies ?? [])],
  };
  const link = (evidence: readonly Evidence[]): EvidenceLink[] =>
    evidence
      .map((item) => evidenceLinkOf(consultation, item))
      .filter((item): item is EvidenceLink => item !== undefined)
      .slice(0, 50);
  const item = (
    check: Omit<ReportItemCheck, 'evidence'>,
    evidence: Evidence[],
    extra: Partial<CheckedItem> = {},
  ): CheckedItem => ({ check: { ...check, evidence: link(evidence) }, evidence, medicines: [], ...extra });

  // The lines the doctor typed, as the report holds them: the whole line is the evidence of its item.
  const typedLines = consultation.sources.filter((source) => source.kind === 'prescription');
  const typedEvidence = (source: TextSource): Evidence[] => [
    { sourceId: source.id, start: 0, end: source.text.length, text: source.text },
  ];
  const typedMedication = (medication: Medication) =>
    typedLines.find((source) => {
      const typed = typedMedicationOf(source.text);
      return (['Name', 'Dosage', 'Frequency', 'Duration'] as const).every(
        (field) => typed[field] === medication[field].trim(),
      );
    });
  const typedTest = (test: string) =>
    typedLines.find((source) => isTypedLabOrder(source.text) && source.text.trim() === test.trim());

  const medications = data.reports.prescriptions.Medications.map((medication, index): CheckedItem => {
    const label = medicationLabel(medication);
    const medicines = extractClinicalFacts([
      { id: 'item', text: `${medication.Name} ${medication.Dosage}`, kind: 'prescription' },
    ]).medications;
    const id = `medication:${index}`;
    const typed = typedMedication(medication);
    if (typed)
      return item({ id, kind: 'medication', label }, typedEvidence(typed), { medicines, typed: true });
    if (medicines.length === 0) {
      return item({ id, kind: 'medication', label }, literalMentions(consultation.sources, medication.Name));
    }
    const evidence = said.medications
      .filter((mention) => medicines.some((m) => m.generic === mention.generic))
      .map((mention) => mention.evidence);
    return item({ id, kind: 'medication', label }, evidence, { medicines });
  });

  const saidTests = labTestsMentioned(consultation.sources);
  const tests = data.reports.prescriptions.Laboratory_Tests.map((test, index): CheckedItem => {
    const typed = typedTest(test.test);
    if (typed) {
      return item({ id: `test:${index}`, kind: 'test', label: test.test }, typedEvidence(typed), {
        typed: true,
      });
    }
    const names = labTestsMentioned([{ id: 'item', text: test.test }]).map((mention) => mention.name);
    const evidence = names.length
      ? saidTests.filter((mention) => names.includes(mention.name)).map((m) => m.evidence)
      : literalMentions(consultation.sources, test.test);
    return item({ id: `test:${index}`, kind: 'test', label: test.test }, evidence);
  });

  // A complaint or diagnosis the summary states as present (a "no cough" in the history states nothing).
  const summary = data.reports.summary;
  const stated = extractClinicalFacts([
    { id: 'complaint', text: summary.cheifComplaint },
    { id: 'observation', text: summary.observation },
  ]).symptoms.filter((mention) => mention.status === 'present');
  const diagnoses = [...new Set(stated.map((mention) => mention.name))].map((name): CheckedItem => {
    const mentions = said.symptoms.filter((mention) => mention.name === name);
    // The latest answered mention decides: "Any chest pain? No." is a denial; a question alone says nothing.
    const decided = mentions.filter((mention) => mention.status !== 'asked');
    const latest = decided[decided.length - 1];
    const symptomStatus = !latest ? 'unsupported' : latest.status === 'denied' ? 'denied' : 'present';
    return item(
      { id: `diagnosis:${name}`, kind: 'diagnosis', label: name },
      mentions.map((m) => m.evidence),
      { symptomStatus },
    );
  });

  return [...diagnoses, ...medications, ...tests].map((checked) => {
    for (const rule of checked.typed ? rules.filter((rule) => TYPED_ITEM_RULES.includes(rule)) : rules) {
      const finding = rule(checked, context);
      if (finding) {
        return {
          ...checked.check,
          flag: finding.flag,
          ...(finding.detail ? { flagDetail: finding.detail.slice(0, 500) } : {}),
        };
      }
    }
    return checked.check;
  });
}

/** Generics with a prescribing act, whatever the allergies (the allergy rule speaks for those). */
function prescribedMedicationsIgnoringAllergies(said: ClinicalFacts): string[] {
  return prescribedMedications({ ...said, allergies: [] }).map((mention) => mention.generic);
}

/** The report's own allergy list, read as allergies with the lexicon's generic where it knows the name. */
function recordedAllergies(allergies: readonly string[]): AllergyMention[] {
  return allergies.map((allergen) => {
    const words = allergen.trim().toLowerCase();
    const known = MEDICINE_LEXICON.names.get(words);
    return {
      allergen: words,
      ...(known ? { generic: known.generics.join(' + ') } : {}),
      evidence: { sourceId: 'record', start: 0, end: words.length, text: words },
    };
  });
}

function literalMentions(sources: readonly TextSource[], words: string): Evidence[] {
  const needle = words.trim().toLowerCase();
  if (needle.length < 2) return [];
  const pattern = new RegExp(`\\b${needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i');
  return sources.flatMap((source) => {
    const match = pattern.exec(source.text);
    return match
      ? [{ sourceId: source.id, start: match.index, end: match.index + match[0].length, text: match[0] }]
      : [];
  });
}

/**
 * The review of an edited report: checked again, and a flagged item keeps the doctor's decision about the item of
 * the same kind and words (the web names an edited item by its new words; a removed item is no longer there).
 */
export function mergeResolutions(
  checked: readonly ReportItemCheck[],
  decided: readonly ReportItemCheck[],
): ReportItemCheck[] {
  return checked.map((item) => {
    if (!item.flag) return item;
    const decision = decided.find(
      (candidate) => candidate.kind === item.kind && candidate.label === item.label && candidate.resolution,
    );
    return decision?.resolution ? { ...item, resolution: decision.resolution } : item;
  });
}
