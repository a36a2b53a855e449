import {
  currentMedications,
  extractClinicalFacts,
  labTestsMentioned,
  type Evidence,
  type TextSource,
} from '@medi/clinical';
import {
  medicationLabel,
  type EvidenceLink,
  type ReportData,
  type ReportFlag,
  type ReportItemCheck,
} from '@medi/contracts';
import { evidenceLinkOf, type ConsultationText } from './consultation-text';

/**
 * Checks every medication, test and diagnosis of a report against the consultation: each gets the words that
 * support it, and a flag when nothing does ("not_found") or the consultation negates it ("negated").
 */
export function checkReport(data: ReportData, consultation: ConsultationText): ReportItemCheck[] {
  const said = extractClinicalFacts(consultation.sources);
  const current = new Set(currentMedications(said).map((mention) => mention.generic));
  const link = (evidence: readonly Evidence[]): EvidenceLink[] =>
    evidence
      .map((item) => evidenceLinkOf(consultation, item))
      .filter((item): item is EvidenceLink => item !== undefined)
      .slice(0, 50);

  const medications = data.reports.prescriptions.Medications.map((medication, index): ReportItemCheck => {
    const label = medicationLabel(medication);
    const named = extractClinicalFacts([
      { id: 'item', text: `${medication.Name} ${medication.Dosage}` },
    ]).medications;
    if (named.length === 0) return literalCheck(`medication:${index}`, 'medication', label, medication.Name);
    const evidence = said.medications.filter((mention) => named.some((n) => n.generic === mention.generic));
    const flag: ReportFlag | undefined = named.every((n) => current.has(n.generic))
      ? undefined
      : evidence.length
        ? 'negated'
        : 'not_found';
    return withFlag(
      {
        id: `medication:${index}`,
        kind: 'medication',
        label,
        evidence: link(evidence.map((m) => m.evidence)),
      },
      flag,
    );
  });

  const saidTests = labTestsMentioned(consultation.sources);
  const tests = data.reports.prescriptions.Laboratory_Tests.map((test, index): ReportItemCheck => {
    const names = labTestsMentioned([{ id: 'item', text: test.test }]).map((mention) => mention.name);
    if (names.length === 0) return literalCheck(`test:${index}`, 'test', test.test, test.test);
    const evidence = saidTests.filter((mention) => names.includes(mention.name)).map((m) => m.evidence);
    return withFlag(
      { id: `test:${index}`, kind: 'test', label: test.test, evidence: link(evidence) },
      evidence.length ? undefined : 'not_found',
    );
  });

  // A complaint or diagnosis the summary states as present (a "no cough" in the history states nothing).
  const summary = data.reports.summary;
  const stated = extractClinicalFacts([
    { id: 'complaint', text: summary.cheifComplaint },
    { id: 'observation', text: summary.observation },
  ]).symptoms.filter((mention) => !mention.negation);
  const diagnoses = [...new Set(stated.map((mention) => mention.name))].map((name): ReportItemCheck => {
    const mentions = said.symptoms.filter((mention) => mention.name === name);
    // The latest mention decides, as for medicines: "Any chest pain? No chest pain." is a denial.
    const latest = mentions[mentions.length - 1];
    const flag: ReportFlag | undefined = !latest ? 'not_found' : latest.negation ? 'negated' : undefined;
    return withFlag(
      {
        id: `diagnosis:${name}`,
        kind: 'diagnosis',
        label: name,
        evidence: link(mentions.map((m) => m.evidence)),
      },
      flag,
    );
  });

  return [...diagnoses, ...medications, ...tests];

  /** An item the lexicons do not know: supported when its words appear in the consultation. */
  function literalCheck(
    id: string,
    kind: ReportItemCheck['kind'],
    label: string,
    words: string,
  ): ReportItemCheck {
    const evidence = literalMentions(consultation.sources, words);
    return withFlag({ id, kind, label, evidence: link(evidence) }, evidence.length ? undefined : 'not_found');
  }
}

function withFlag(item: ReportItemCheck, flag: ReportFlag | undefined): ReportItemCheck {
  return flag ? { ...item, flag } : item;
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
