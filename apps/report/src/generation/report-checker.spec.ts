import { reportDetailsFixture } from '@medi/testing';
import type { ReportData, ReportFlag } from '@medi/contracts';
import { consultationTextOf } from './consultation-text';
import { extractiveReport } from './extractive-report';
import { checkReport, REPORT_RULES, type ReportRule } from './report-checker';
import { reportDataOf } from './report-draft';

const DETAILS = reportDetailsFixture();

const consultation = (...turns: string[]) =>
  consultationTextOf({
    segments: turns.map((text, index) => ({ seq: index + 1, speakerId: `Speaker ${(index % 2) + 1}`, text })),
    notes: [],
    prescriptions: [],
    patient: null,
  });

/** A report whose prescription holds one medication, checked against the turns. */
function check(turns: string[], medication: { Name: string; Dosage?: string }, allergies: string[] = []) {
  const text = consultation(...turns);
  const draft = extractiveReport(text.sources);
  draft.Treatment_Plan.Medications = [
    { Name: medication.Name, Dosage: medication.Dosage ?? '', Frequency: '', Duration: '' },
  ];
  const data: ReportData = reportDataOf(draft, DETAILS, null, new Date('2026-11-22T10:00:00Z'), allergies);
  return checkReport(data, text).find((item) => item.kind === 'medication');
}

describe('checking a prescription item against the consultation', () => {
  it.each<[string, string[], { Name: string; Dosage?: string }, ReportFlag | undefined]>([
    [
      'aspirin after "I\'m allergic to aspirin"',
      ["I'm allergic to aspirin.", 'Take aspirin 75 mg daily.'],
      { Name: 'Aspirin', Dosage: '75 mg' },
      'allergy',
    ],
    [
      'amoxicillin after a penicillin allergy (its class)',
      ['I am allergic to penicillin.', 'Start amoxicillin 500 mg three times a day.'],
      { Name: 'Amoxicillin', Dosage: '500 mg' },
      'allergy',
    ],
    [
      'ibuprofen after "no" to "any ibuprofen?"',
      ['Any ibuprofen?', 'No.', 'Take paracetamol 500 mg twice a day.'],
      { Name: 'Ibuprofen' },
      'negated',
    ],
    [
      'aspirin only asked about',
      ['Any aspirin?', 'Take paracetamol 500 mg twice a day.'],
      { Name: 'Aspirin' },
      'not_prescribed',
    ],
    [
      'metformin the patient takes already',
      ['I take metformin 500 mg twice a day.'],
      { Name: 'Metformin', Dosage: '500 mg' },
      'not_prescribed',
    ],
    [
      'metformin the doctor continues',
      ['I take metformin 500 mg twice a day.', 'Continue the metformin.'],
      { Name: 'Metformin', Dosage: '500 mg' },
      undefined,
    ],
    [
      'a medicine never said',
      ['Take paracetamol 500 mg twice a day.'],
      { Name: 'Warfarin', Dosage: '5 mg' },
      'not_found',
    ],
    [
      'a tenfold dose',
      ['Take paracetamol 650 mg three times a day.'],
      { Name: 'Paracetamol', Dosage: '6500 mg' },
      'dose_range',
    ],
    [
      'a dose that is not the one said',
      ['Take methotrexate 2.5 mg once a week.'],
      { Name: 'Methotrexate', Dosage: '25 mg' },
      'dose_differs',
    ],
    [
      'the dose said',
      ['Take paracetamol 650 mg three times a day.'],
      { Name: 'Paracetamol', Dosage: '650 mg' },
      undefined,
    ],
  ])('%s', (_case, turns, medication, flag) => {
    expect(check(turns, medication)?.flag).toBe(flag);
  });

  it('reads the report’s own allergy list too, and says which allergy and why', () => {
    const item = check(
      ['Start amoxicillin 500 mg three times a day.'],
      { Name: 'Amoxicillin', Dosage: '500 mg' },
      ['penicillin'],
    );
    expect(item).toMatchObject({ flag: 'allergy' });
    expect(item?.flagDetail).toBe(
      'Allergy on record: penicillin, and amoxicillin is one of the penicillins.',
    );
  });

  describe('words the recognizer was unsure of', () => {
    /** Turns as the recognizer gave them, with the characters it was unsure of per turn. */
    function checkHeard(
      turns: Array<[string, Array<[number, number]>]>,
      medication: { Name: string; Dosage?: string },
    ) {
      const text = consultationTextOf({
        segments: turns.map(([words, unsure], index) => ({
          seq: index + 1,
          speakerId: 'Guest-1',
          text: words,
          ...(unsure.length ? { unsure } : {}),
        })),
        notes: [],
        prescriptions: [],
        patient: null,
      });
      const draft = extractiveReport(text.sources);
      draft.Treatment_Plan.Medications = [
        { Name: medication.Name, Dosage: medication.Dosage ?? '', Frequency: '', Duration: '' },
      ];
      const data = reportDataOf(draft, DETAILS, null, new Date('2026-11-22T10:00:00Z'));
      return checkReport(data, text).find((item) => item.kind === 'medication');
    }

    it('flags a medicine whose only mention is a word the recognizer was unsure of', () => {
      const item = checkHeard([['start amaryl two milligrams once daily', [[6, 12]]]], {
        Name: 'Amaryl',
        Dosage: '2 mg',
      });
      expect(item).toMatchObject({ flag: 'heard_unclearly' });
      expect(item?.flagDetail).toBe('Only heard as "amaryl", words the recognizer was unsure of.');
    });

    it('passes it when another mention was heard clearly', () => {
      const item = checkHeard(
        [
          ['start amaryl two milligrams once daily', [[6, 12]]],
          ['so amaryl two milligrams once daily', []],
        ],
        { Name: 'Amaryl', Dosage: '2 mg' },
      );
      expect(item?.flag).toBeUndefined();
    });

    it('passes it when the unsure words are others in the sentence', () => {
      const item = checkHeard([['start amaryl two milligrams once daily', [[0, 5]]]], {
        Name: 'Amaryl',
        Dosage: '2 mg',
      });
      expect(item?.flag).toBeUndefined();
    });
  });

  it('runs the rules in order, the first that flags deciding, and takes more rules', () => {
    const text = consultation('Take paracetamol 650 mg three times a day.');
    const data = reportDataOf(extractiveReport(text.sources), DETAILS, null, new Date());
    const everything: ReportRule = () => ({ flag: 'not_found', detail: 'rule under test' });
    expect(checkReport(data, text, [...REPORT_RULES, everything]).map((item) => item.flagDetail)).toEqual(
      checkReport(data, text).map(() => 'rule under test'),
    );
  });
});
