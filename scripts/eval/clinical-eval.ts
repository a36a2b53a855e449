import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  allergyConflict,
  extractClinicalFacts,
  ingredientsOf,
  labTestsMentioned,
  MEDICINE_LEXICON,
  type AllergyMention,
  type MedicineNameKind,
  type TextSource,
} from '@medi/clinical';
import { PhraseMatcher, tokenize } from '../../libs/clinical/src/tokens';
import type { AiReportResponse } from '@medi/contracts';

/**
 * The clinical evaluation (npm run eval:clinical): drafts written from consultations nobody here wrote (ACI-Bench),
 * scored against each consultation's reference note. A source of consultations gives their words (the text as
 * written, or a recognizer's transcript of them spoken, with its word error rate); the scorer does not care which.
 */
export interface EvalConsultation {
  id: string;
  /** The consultation as the product reads it: one source per turn, no speaker roles. */
  sources: TextSource[];
  /** The conversation as written, "[doctor] ..." per line: the scorer's own reference. */
  conversation: string;
  note: string;
  /** Word error rate of the transcript, when the words came through a recognizer. */
  wer?: number;
}

/** Where consultations come from: the text itself, or (another module) the same spoken through the live path. */
export interface ConsultationSource {
  name: string;
  consultations(): Promise<EvalConsultation[]>;
}

/** ACI-Bench splits: tune on train and valid, measure on the three test files only (the data set's README). */
export const ACI_BENCH_TEST_FILES = [
  'clinicalnlp_taskB_test1.json',
  'clinicalnlp_taskC_test2.json',
  'clef_taskC_test3.json',
] as const;

/**
 * The data set's folder: ACI_BENCH_DIR, else ../shared/datasets/aci-bench beside the repository (where the
 * workplace and CI's fresh clone keep it). Absent: an error, never a silent skip.
 */
export function aciBenchDir(repositoryRoot: string, env: NodeJS.ProcessEnv = process.env): string {
  const dir = env.ACI_BENCH_DIR ?? resolve(repositoryRoot, '..', 'shared', 'datasets', 'aci-bench');
  if (!existsSync(join(dir, ACI_BENCH_TEST_FILES[0]))) {
    throw new Error(
      `ACI-Bench is not at ${dir}: set ACI_BENCH_DIR to the folder holding ${ACI_BENCH_TEST_FILES.join(', ')}.`,
    );
  }
  return dir;
}

/** A conversation's turns as sources: "[doctor] hi" becomes a segment "hi" (roles dropped, as a recognizer has none). */
export function sourcesOfConversation(conversation: string): TextSource[] {
  return conversation
    .split('\n')
    .map((line) => line.replace(/^\s*\[[a-z_]+\]\s*/i, '').trim())
    .filter(Boolean)
    .map((text, index) => ({ id: `turn:${index + 1}`, text, kind: 'speech' as const }));
}

/** The consultations of ACI-Bench files, as written. */
export function textConsultations(dir: string, files: readonly string[]): ConsultationSource {
  return {
    name: 'text',
    consultations: () =>
      Promise.resolve(
        files.flatMap((file) => {
          const data = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
            data: Array<{ src: string; tgt: string; file: string }>;
          };
          return data.data.map((entry) => ({
            id: `${file.replace(/\.json$/, '')}/${entry.file}`,
            sources: sourcesOfConversation(entry.src),
            conversation: entry.src,
            note: entry.tgt,
          }));
        }),
      ),
  };
}

/** A note's sections by heading (lines in capitals: CHIEF COMPLAINT, ALLERGIES, ASSESSMENT AND PLAN ...). */
function sectionsOf(note: string): Map<string, string> {
  const sections = new Map<string, string>();
  let heading = 'PREAMBLE';
  for (const line of note.split('\n')) {
    const trimmed = line.trim();
    if (/^[A-Z][A-Z &/-]{2,}$/.test(trimmed)) heading = trimmed;
    else sections.set(heading, `${sections.get(heading) ?? ''}${line}\n`);
  }
  return sections;
}

const textOf = (sections: Map<string, string>, pattern: RegExp) =>
  [...sections]
    .filter(([heading]) => pattern.test(heading))
    .map(([, text]) => text)
    .join('\n');

const genericsIn = (text: string): Set<string> =>
  new Set(
    extractClinicalFacts([{ id: 'note', text }])
      .medications.filter((mention) => mention.status !== 'denied' && mention.status !== 'allergy')
      .flatMap((mention) => ingredientsOf(mention.generic)),
  );

/** What the reference note says, read with the same lexicon. */
export interface NoteReference {
  /** Medicines of the assessment and plan (started, changed, continued or refilled). */
  planMedicines: Set<string>;
  /** Every medicine the note names anywhere. */
  noteMedicines: Set<string>;
  tests: Set<string>;
  complaints: Set<string>;
  allergies: AllergyMention[];
}

export function noteReference(note: string): NoteReference {
  const sections = sectionsOf(note);
  const plan = textOf(sections, /PLAN|INSTRUCTIONS/);
  const allergyText = textOf(sections, /ALLERG/);
  const allergies = /no known|none|nkda/i.test(allergyText)
    ? []
    : extractClinicalFacts([{ id: 'allergies', text: allergyText }]).medications.map(
        (mention): AllergyMention => ({
          allergen: mention.name,
          generic: mention.generic,
          evidence: mention.evidence,
        }),
      );
  const complaint = textOf(sections, /CHIEF COMPLAINT/);
  return {
    planMedicines: genericsIn(plan),
    noteMedicines: genericsIn(note),
    tests: new Set(labTestsMentioned([{ id: 'plan', text: plan }]).map((test) => test.name)),
    complaints: new Set(
      extractClinicalFacts([{ id: 'complaint', text: complaint }])
        .symptoms.filter((mention) => mention.status === 'present')
        .map((mention) => mention.name),
    ),
    allergies: [...allergies, ...extractClinicalFacts([{ id: 'note', text: note }]).allergies],
  };
}

/** Words of a doctor's turn that prescribe: the scorer's own, independent of the extractor's rules. */
const PRESCRIBING_WORDS =
  /\b(prescrib\w*|start\w*|continu\w*|increas\w*|decreas\w*|refill\w*|order\w*|take|put you on|give you|send\w*|switch\w*|recommend\w*|try)\b/i;

/** Whether a doctor's turn both prescribes and names the medicine (any of its lexicon names). */
function doctorPrescribes(conversation: string, generic: string): boolean {
  const names = [...MEDICINE_LEXICON.names.values()]
    .filter((entry) => entry.generics.some((g) => ingredientsOf(generic).includes(g)))
    .map((entry) => entry.name);
  return conversation
    .split('\n')
    .filter((line) => line.startsWith('[doctor]'))
    .some((line) => {
      const lower = line.toLowerCase();
      return (
        PRESCRIBING_WORDS.test(lower) && names.some((name) => new RegExp(`\\b${escape(name)}\\b`).test(lower))
      );
    });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export interface ConsultationScore {
  id: string;
  drafted: number;
  /** Drafted medicines the note's plan names. */
  correct: number;
  reference: number;
  /** Drafted medicines neither in the note nor prescribed by the doctor in the conversation. */
  invented: string[];
  /** Drafted medicines the patient is allergic to (note or conversation), or of an allergen's class. */
  allergenConflicts: string[];
  testsDrafted: number;
  testsCorrect: number;
  testsReference: number;
  complaintsDrafted: number;
  complaintsCorrect: number;
  complaintsReference: number;
  /** Drafted complaints the conversation denies. */
  deniedAsComplaint: string[];
  wer?: number;
}

const SYMPTOM_WORDS = (text: string) =>
  extractClinicalFacts([{ id: 'draft', text }]).symptoms.filter((mention) => mention.status === 'present');

/** Scores one draft against its consultation's note. */
export function scoreDraft(consultation: EvalConsultation, draft: AiReportResponse): ConsultationScore {
  const reference = noteReference(consultation.note);
  const said = extractClinicalFacts(consultation.sources);
  const drafted = [
    ...new Set(
      draft.Treatment_Plan.Medications.flatMap((medication) =>
        extractClinicalFacts([{ id: 'item', text: medication.Name, kind: 'prescription' }]).medications.map(
          (mention) => mention.generic,
        ),
      ),
    ),
  ];
  const inNote = (generic: string, set: Set<string>) => ingredientsOf(generic).some((g) => set.has(g));
  const complaints = [...new Set(SYMPTOM_WORDS(draft.Summary_Report.Chief_Complaint).map((m) => m.name))];
  const denied = new Set(said.symptoms.filter((m) => m.status === 'denied').map((m) => m.name));
  const present = new Set(said.symptoms.filter((m) => m.status === 'present').map((m) => m.name));
  const tests = new Set(draft.Treatment_Plan.Laboratory_Tests);
  return {
    id: consultation.id,
    drafted: drafted.length,
    correct: drafted.filter((generic) => inNote(generic, reference.planMedicines)).length,
    reference: reference.planMedicines.size,
    invented: drafted.filter(
      (generic) =>
        !inNote(generic, reference.noteMedicines) && !doctorPrescribes(consultation.conversation, generic),
    ),
    allergenConflicts: drafted.filter(
      (generic) => allergyConflict(generic, [...reference.allergies, ...said.allergies]) !== undefined,
    ),
    testsDrafted: tests.size,
    testsCorrect: [...tests].filter((test) => reference.tests.has(test)).length,
    testsReference: reference.tests.size,
    complaintsDrafted: complaints.length,
    complaintsCorrect: complaints.filter((name) => reference.complaints.has(name)).length,
    complaintsReference: reference.complaints.size,
    deniedAsComplaint: complaints.filter((name) => denied.has(name) && !present.has(name)),
    ...(consultation.wer === undefined ? {} : { wer: consultation.wer }),
  };
}

export interface EvalSummary {
  consultations: number;
  medicinePrecision: number;
  medicineRecall: number;
  invented: number;
  allergenConflicts: number;
  testPrecision: number;
  testRecall: number;
  complaintPrecision: number;
  complaintRecall: number;
  deniedAsComplaint: number;
  wer?: number;
}

const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);
const sum = (scores: readonly ConsultationScore[], pick: (score: ConsultationScore) => number) =>
  scores.reduce((total, score) => total + pick(score), 0);

export function summarise(scores: readonly ConsultationScore[]): EvalSummary {
  const spoken = scores.filter((score) => score.wer !== undefined);
  return {
    consultations: scores.length,
    medicinePrecision: ratio(
      sum(scores, (s) => s.correct),
      sum(scores, (s) => s.drafted),
    ),
    medicineRecall: ratio(
      sum(scores, (s) => s.correct),
      sum(scores, (s) => s.reference),
    ),
    invented: sum(scores, (s) => s.invented.length),
    allergenConflicts: sum(scores, (s) => s.allergenConflicts.length),
    testPrecision: ratio(
      sum(scores, (s) => s.testsCorrect),
      sum(scores, (s) => s.testsDrafted),
    ),
    testRecall: ratio(
      sum(scores, (s) => s.testsCorrect),
      sum(scores, (s) => s.testsReference),
    ),
    complaintPrecision: ratio(
      sum(scores, (s) => s.complaintsCorrect),
      sum(scores, (s) => s.complaintsDrafted),
    ),
    complaintRecall: ratio(
      sum(scores, (s) => s.complaintsCorrect),
      sum(scores, (s) => s.complaintsReference),
    ),
    deniedAsComplaint: sum(scores, (s) => s.deniedAsComplaint.length),
    ...(spoken.length ? { wer: sum(spoken, (s) => s.wer ?? 0) / spoken.length } : {}),
  };
}

/** The summary as a Markdown table row set, as the README keeps it. */
export function summaryTable(rows: ReadonlyArray<{ label: string; summary: EvalSummary }>): string {
  const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
  const header =
    '| source | consultations | medicines precision | medicines recall | invented | allergen conflicts | tests precision | tests recall | complaints precision | complaints recall | denied as complaint | WER |';
  const rule = `|${' --- |'.repeat(12)}`;
  const lines = rows.map(({ label, summary: s }) =>
    [
      label,
      s.consultations,
      percent(s.medicinePrecision),
      percent(s.medicineRecall),
      s.invented,
      s.allergenConflicts,
      percent(s.testPrecision),
      percent(s.testRecall),
      percent(s.complaintPrecision),
      percent(s.complaintRecall),
      s.deniedAsComplaint,
      s.wer === undefined ? '—' : percent(s.wer),
    ].join(' | '),
  );
  return [header, rule, ...lines.map((line) => `| ${line} |`)].join('\n');
}

/** How often a lexicon name matches in a consultation, and how often the note never names what it matched. */
export interface MatchCount {
  matches: number;
  /** Matches whose generic the reference note never names: the likely false matches. */
  notInNote: number;
  byKind: Record<MedicineNameKind, { matches: number; notInNote: number }>;
  /** Matches of weak brands (short, or near a common word): evidence only with a prescribing context. */
  weak: { matches: number; notInNote: number };
  /** The names matched most often without the note naming them, with counts. */
  worst: Array<[string, number]>;
}

const lexiconMatcher = new PhraseMatcher(
  [...MEDICINE_LEXICON.names.values()].map((entry) => [entry.name, entry] as const),
);

/** Every match of a lexicon name in the consultations' words, judged against each note. */
export function countLexiconMatches(consultations: readonly EvalConsultation[]): MatchCount {
  const count: MatchCount = {
    matches: 0,
    notInNote: 0,
    byKind: {
      generic: { matches: 0, notInNote: 0 },
      alias: { matches: 0, notInNote: 0 },
      brand: { matches: 0, notInNote: 0 },
    },
    weak: { matches: 0, notInNote: 0 },
    worst: [],
  };
  const worst = new Map<string, number>();
  for (const consultation of consultations) {
    const inNote = noteReference(consultation.note).noteMedicines;
    for (const source of consultation.sources) {
      const tokens = tokenize(source.text);
      for (let i = 0; i < tokens.length; i++) {
        const found = lexiconMatcher.match(tokens, i);
        if (!found) continue;
        const entry = found.value;
        const missing = !entry.generics.some((generic) => inNote.has(generic));
        count.matches++;
        count.byKind[entry.kind].matches++;
        if (entry.weak) count.weak.matches++;
        if (missing) {
          count.notInNote++;
          count.byKind[entry.kind].notInNote++;
          if (entry.weak) count.weak.notInNote++;
          worst.set(entry.name, (worst.get(entry.name) ?? 0) + 1);
        }
        i += found.length - 1;
      }
    }
  }
  count.worst = [...worst].sort((a, b) => b[1] - a[1]).slice(0, 12);
  return count;
}
