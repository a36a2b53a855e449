import { resolve } from 'node:path';
import { extractiveReport } from '../../apps/report/src/generation/extractive-report';
import { ACI_BENCH_TEST_FILES, aciBenchDir, scoreDraft, summarise, textConsultations } from './clinical-eval';

/**
 * The regression subset of npm run eval:clinical: the first ten consultations of each ACI-Bench test file. The
 * thresholds are the first full run's figures on this subset, less a margin; a change that invents a medicine or
 * prescribes an allergen fails. The data set must be there (ACI_BENCH_DIR or ../shared beside the repository).
 */
const SUBSET_PER_FILE = 10;

describe('the offline draft on ACI-Bench consultations (regression subset)', () => {
  it('invents no medicine, prescribes no allergen, calls no denied symptom a complaint, and keeps its recall', async () => {
    const dir = aciBenchDir(resolve(__dirname, '..', '..'));
    const all = await textConsultations(dir, ACI_BENCH_TEST_FILES).consultations();
    const byFile = new Map<string, typeof all>();
    for (const consultation of all) {
      const file = consultation.id.split('/')[0];
      byFile.set(file, [...(byFile.get(file) ?? []), consultation]);
    }
    const subset = [...byFile.values()].flatMap((consultations) => consultations.slice(0, SUBSET_PER_FILE));
    expect(subset).toHaveLength(30);
    const scores = subset.map((consultation) =>
      scoreDraft(consultation, extractiveReport(consultation.sources)),
    );
    const summary = summarise(scores);
    expect(scores.flatMap((score) => score.invented.map((generic) => `${score.id}: ${generic}`))).toEqual([]);
    expect(scores.flatMap((score) => score.allergenConflicts)).toEqual([]);
    expect(summary.deniedAsComplaint).toBe(0);
    expect(summary.medicinePrecision).toBeGreaterThanOrEqual(MIN.medicinePrecision);
    expect(summary.medicineRecall).toBeGreaterThanOrEqual(MIN.medicineRecall);
    expect(summary.testRecall).toBeGreaterThanOrEqual(MIN.testRecall);
    expect(summary.complaintRecall).toBeGreaterThanOrEqual(MIN.complaintRecall);
  });
});

/** Full run (2026-11-26) on this subset: precision 94.6 %, recall 57.4 %, tests 92.1 %, complaints 85.7 %. */
const MIN = { medicinePrecision: 0.9, medicineRecall: 0.53, testRecall: 0.88, complaintRecall: 0.8 };
