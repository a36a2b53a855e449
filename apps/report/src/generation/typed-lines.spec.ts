import { reportDetailsFixture } from '@medi/testing';
import { consultationTextOf } from './consultation-text';
import { extractiveReport } from './extractive-report';
import { checkReport } from './report-checker';
import { reportDataOf } from './report-draft';
import { NOTHING_FOUND, typedMedicationOf, withTypedLines } from './typed-lines';

describe('a prescription line the doctor typed', () => {
  it.each([
    [
      'Tab. Bilastine 20 mg once daily for 7 days',
      { Name: 'Tab. Bilastine', Dosage: '20 mg', Frequency: 'once daily', Duration: '7 days' },
    ],
    [
      'Paracetamol 500 mg twice daily for five days',
      { Name: 'Paracetamol', Dosage: '500 mg', Frequency: 'twice daily', Duration: 'five days' },
    ],
    [
      'Amoxicillin 500 mg thrice daily for a week',
      { Name: 'Amoxicillin', Dosage: '500 mg', Frequency: 'thrice daily', Duration: 'a week' },
    ],
    [
      'Tab. Azithromycin 500 mg once daily x fourteen days',
      { Name: 'Tab. Azithromycin', Dosage: '500 mg', Frequency: 'once daily', Duration: 'fourteen days' },
    ],
    [
      'Metformin 500 mg twice daily after food for twenty-one days',
      {
        Name: 'Metformin',
        Dosage: '500 mg',
        Frequency: 'twice daily after food',
        Duration: 'twenty-one days',
      },
    ],
    [
      'ORS 200 ml after every loose stool for 2-3 days',
      { Name: 'ORS', Dosage: '200 ml', Frequency: 'after every loose stool', Duration: '2-3 days' },
    ],
    [
      'Ondansetron 4 mg when vomiting, for two to three days',
      { Name: 'Ondansetron', Dosage: '4 mg', Frequency: 'when vomiting', Duration: 'two to three days' },
    ],
    [
      'Cetirizine 10 mg one tab at night',
      { Name: 'Cetirizine', Dosage: '10 mg', Frequency: 'one tab at night', Duration: '' },
    ],
    [
      'Syp. Ascoril LS 5 ml thrice daily',
      { Name: 'Syp. Ascoril LS', Dosage: '5 ml', Frequency: 'thrice daily', Duration: '' },
    ],
    [
      'باراسيتامول 500 ملغ مرتين يومياً لمدة 5 أيام',
      { Name: 'باراسيتامول', Dosage: '500 ملغ', Frequency: 'مرتين يومياً', Duration: '5 أيام' },
    ],
    [
      'पैरासिटामोल 500 मि.ग्रा. दिन में दो बार 5 दिन तक',
      { Name: 'पैरासिटामोल', Dosage: '500 मि.ग्रा.', Frequency: 'दिन में दो बार', Duration: '5 दिन' },
    ],
    [
      'പാരസെറ്റമോൾ 650 മി.ഗ്രാ ദിവസം രണ്ടു തവണ',
      { Name: 'പാരസെറ്റമോൾ', Dosage: '650 മി.ഗ്രാ', Frequency: 'ദിവസം രണ്ടു തവണ', Duration: '' },
    ],
  ])('%s is split into name, dose, frequency and duration', (line, medication) => {
    expect(typedMedicationOf(line)).toEqual(medication);
  });

  it('is kept whole as the name when no dose can be found', () => {
    expect(typedMedicationOf('Steam inhalation twice a day')).toEqual({
      Name: 'Steam inhalation twice a day',
      Dosage: '',
      Frequency: '',
      Duration: '',
    });
  });
});

const DETAILS = reportDetailsFixture();

/** A consultation whose transcript never names what the doctor typed. */
function generated(typed: { notes: string[]; prescriptions: string[] }) {
  const sources = {
    segments: [
      { seq: 1, speakerId: 'Speaker 1', text: 'What brings you in today?' },
      { seq: 2, speakerId: 'Speaker 2', text: 'I have had a runny nose and sneezing for a week.' },
    ],
    ...typed,
    patient: null,
  };
  const consultation = consultationTextOf(sources);
  const response = withTypedLines(extractiveReport(consultation.sources), sources);
  const data = reportDataOf(response, DETAILS, null, new Date('2026-11-22T10:00:00Z'));
  return { response, checks: checkReport(data, consultation) };
}

describe('the typed lines in a generated report', () => {
  it('puts every typed prescription in the report as written, outside the lexicon and in any script', () => {
    const prescriptions = [
      'Tab. Bilastine 20 mg once daily for 7 days',
      'Syp. Ascoril LS 5 ml thrice daily',
      'باراسيتامول 500 ملغ مرتين يومياً',
      'पैरासिटामोल 500 मि.ग्रा. दिन में दो बार',
      'ഗുളിക സെട്രിസിൻ 10 മി.ഗ്രാ രാത്രി',
    ];
    const { response } = generated({ notes: [], prescriptions });

    expect(response.Treatment_Plan.Medications.map((medication) => medication.Name)).toEqual([
      'Tab. Bilastine',
      'Syp. Ascoril LS',
      'باراسيتامول',
      'पैरासिटामोल',
      'ഗുളിക സെട്രിസിൻ',
    ]);
    for (const line of prescriptions) expect(response.Summary_Report.Treatment_Plan).toContain(line);
  });

  it('puts the typed notes under the observations as written', () => {
    const notes = ['Throat congested, tonsils not enlarged', 'الحلق محتقن', 'गला लाल है'];
    const { response } = generated({ notes, prescriptions: [] });

    expect(response.Summary_Report.Observations).toBe(notes.join('\n'));
    expect(response.Summary_Report.Observations).not.toContain(NOTHING_FOUND.observations);
  });

  it('never holds a typed line as not found in the transcript', () => {
    const { checks } = generated({
      notes: [],
      prescriptions: [
        'Tab. Bilastine 20 mg once daily for 7 days',
        'باراسيتامول 500 ملغ مرتين يومياً',
        'HbA1c',
      ],
    });

    const typed = checks.filter((item) => item.kind !== 'diagnosis');
    expect(typed.map((item) => [item.label, item.flag])).toEqual([
      [expect.stringContaining('Tab. Bilastine'), undefined],
      [expect.stringContaining('باراسيتامول'), undefined],
      ['HbA1c', undefined],
    ]);
    expect(typed[0].evidence[0].source).toEqual({ type: 'prescription', index: 0 });
  });

  it('still warns about a typed medicine the patient is allergic to', () => {
    const sources = {
      segments: [{ seq: 1, speakerId: 'Speaker 2', text: 'I am allergic to paracetamol.' }],
      notes: [],
      prescriptions: ['Tab. Paracetamol 500 mg twice daily'],
      patient: null,
    };
    const consultation = consultationTextOf(sources);
    const response = withTypedLines(extractiveReport(consultation.sources), sources);
    const data = reportDataOf(response, DETAILS, null, new Date('2026-11-22T10:00:00Z'), ['paracetamol']);

    const medication = checkReport(data, consultation).find((item) => item.kind === 'medication');
    expect(medication?.flag).toBe('allergy');
  });

  it('replaces a drafted medication the typed line also gives, instead of listing it twice', () => {
    const sources = {
      segments: [
        { seq: 1, speakerId: 'Speaker 1', text: 'I will start you on paracetamol 500 mg twice a day.' },
      ],
      notes: [],
      prescriptions: ['Tab. Paracetamol 650 mg SOS'],
      patient: null,
    };
    const consultation = consultationTextOf(sources);
    const response = withTypedLines(extractiveReport(consultation.sources), sources);

    expect(response.Treatment_Plan.Medications).toEqual([
      { Name: 'Tab. Paracetamol', Dosage: '650 mg', Frequency: 'SOS', Duration: '' },
    ]);
  });
});
