import { resolve } from 'node:path';
import { extractClinicalFacts, MEDICINE_LEXICON, type TextSource } from '@medi/clinical';
import type { AiReportResponse, ReportFlag } from '@medi/contracts';
import {
  reportDetailsFixture,
  startOpenAiCompatibleServer,
  type OpenAiCompatibleServer,
} from '@medi/testing';
import { AiReportWriter } from '../../apps/report/src/generation/ai-report.writer';
import { extractiveReport } from '../../apps/report/src/generation/extractive-report';
import { checkReport } from '../../apps/report/src/generation/report-checker';
import { reportDataOf } from '../../apps/report/src/generation/report-draft';
import { ACI_BENCH_TEST_FILES, aciBenchDir, textConsultations, type EvalConsultation } from './clinical-eval';

/**
 * The AI path's eval: a local OpenAI-compatible server answers each ACI-Bench consultation with the right report
 * plus planted errors (a medicine never said, a medicine the patient is allergic to, a dose ten times over, a symptom
 * the patient denied); the report checker must flag every one of them, through the real writer.
 */
const CONSULTATIONS = 12;
const KEY = 'sk-planted-errors';
const DETAILS = reportDetailsFixture();
/** Medicines to plant, the first one the consultation never names being used. */
const NEVER_SAID = ['warfarin', 'lithium', 'digoxin', 'methotrexate', 'amiodarone'];

interface Planted {
  kind: 'wrong drug' | 'allergen' | 'dose x10' | 'denied symptom';
  label: string;
  expected: readonly ReportFlag[];
}

/** The consultation with the turns a planted error needs (an allergy said, a symptom denied), and the answer. */
function plant(consultation: EvalConsultation): {
  sources: TextSource[];
  answer: AiReportResponse;
  planted: Planted[];
} {
  const sources: TextSource[] = [
    ...consultation.sources,
    { id: 'turn:allergy', text: 'I am allergic to penicillin.', kind: 'speech' },
    { id: 'turn:question', text: 'Any fever?', kind: 'speech' },
    { id: 'turn:answer', text: 'No.', kind: 'speech' },
  ];
  const answer = extractiveReport(sources);
  const said = new Set(extractClinicalFacts(sources).medications.map((mention) => mention.generic));
  const wrong = NEVER_SAID.find((generic) => !said.has(generic) && MEDICINE_LEXICON.generics.has(generic));
  if (!wrong) throw new Error(`${consultation.id} names every medicine there is to plant`);
  const planted: Planted[] = [
    { kind: 'wrong drug', label: `${capitalise(wrong)}, 5 mg`, expected: ['not_found'] },
    { kind: 'allergen', label: 'Amoxicillin, 500 mg, three times daily', expected: ['allergy'] },
    { kind: 'denied symptom', label: 'fever', expected: ['negated'] },
  ];
  const dosed = answer.Treatment_Plan.Medications.find((medication) =>
    /^\d+(\.\d+)? mg$/.test(medication.Dosage),
  );
  if (dosed) {
    dosed.Dosage = `${Number.parseFloat(dosed.Dosage) * 10} mg`;
    planted.push({
      kind: 'dose x10',
      label: [dosed.Name, dosed.Dosage, dosed.Frequency, dosed.Duration].filter(Boolean).join(', '),
      // Outside the usual range, or (a tenfold dose inside a wide range) not the dose said.
      expected: ['dose_range', 'dose_differs'],
    });
  }
  answer.Treatment_Plan.Medications.push(
    { Name: capitalise(wrong), Dosage: '5 mg', Frequency: '', Duration: '' },
    { Name: 'Amoxicillin', Dosage: '500 mg', Frequency: 'three times daily', Duration: '' },
  );
  answer.Summary_Report.Chief_Complaint = `Fever. ${answer.Summary_Report.Chief_Complaint}`;
  return { sources, answer, planted };
}

describe('the AI path against planted errors (ACI-Bench consultations)', () => {
  let server: OpenAiCompatibleServer;
  let answers: string[] = [];
  beforeAll(async () => {
    server = await startOpenAiCompatibleServer({ apiKey: KEY, chat: () => answers.shift() ?? '' });
  });
  afterAll(() => server.close());

  it('flags every wrong drug, allergen, tenfold dose and denied symptom the model writes', async () => {
    const all = await textConsultations(
      aciBenchDir(resolve(__dirname, '..', '..')),
      ACI_BENCH_TEST_FILES,
    ).consultations();
    const writer = new AiReportWriter({
      baseURL: server.baseURL,
      apiKey: KEY,
      model: 'gpt-4o-mini',
      priorityModel: 'gpt-4o-mini',
      inputCostPerMillion: 0,
      outputCostPerMillion: 0,
      timeoutMs: 10_000,
      attempts: 1,
    });
    const missed: string[] = [];
    let plantedCount = 0;
    for (const consultation of all.slice(0, CONSULTATIONS)) {
      const { sources, answer, planted } = plant(consultation);
      answers = [JSON.stringify(answer)];
      const written = await writer.write('consultation', false);
      const allergies = extractClinicalFacts(sources).allergies.map((allergy) => allergy.allergen);
      const data = reportDataOf(written.response, DETAILS, null, new Date(), allergies);
      const origin = new Map(sources.map((source, index) => [source.id, { type: 'note' as const, index }]));
      const items = checkReport(data, { sources, origin, unsure: new Map() });
      for (const error of planted) {
        plantedCount++;
        const item = items.find((candidate) => candidate.label.toLowerCase() === error.label.toLowerCase());
        if (!item?.flag || !error.expected.includes(item.flag))
          missed.push(`${consultation.id} ${error.kind} "${error.label}": ${item?.flag ?? 'no item'}`);
      }
    }
    expect(plantedCount).toBeGreaterThanOrEqual(CONSULTATIONS * 3);
    expect(missed).toEqual([]);
  });
});

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
