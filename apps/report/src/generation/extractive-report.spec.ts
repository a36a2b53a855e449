import { reportDetailsFixture } from '@medi/testing';
import { extractiveReport } from './extractive-report';
import { checkReport } from './report-checker';
import { consultationTextOf } from './consultation-text';
import { reportDataOf } from './report-draft';

const consultation = {
  segments: [
    { seq: 1, speakerId: 'Guest-1', text: 'I have had fever for 3 days and a dry cough.' },
    { seq: 2, speakerId: 'Guest-2', text: 'Any chest pain? No chest pain.' },
    { seq: 3, speakerId: 'Guest-1', text: 'I am a known case of diabetes, I stopped metformin last month.' },
    { seq: 4, speakerId: 'Guest-2', text: 'Temperature is 101. Chest is clear on examination.' },
    {
      seq: 5,
      speakerId: 'Guest-2',
      text: 'Take paracetamol 650 mg three times a day for 5 days. Get a CBC done. Drink plenty of fluids and rest.',
    },
  ],
  notes: ['Review after 5 days.'],
  prescriptions: ['Azithromycin 500 mg once daily for 3 days'],
  patient: { name: 'Ravi Kumar', gender: 'Male', dob: '1990-04-01', mrn: 'MRN1', patientCode: 'P-001' },
};

const details = reportDetailsFixture();

describe('the extractive draft (no AI endpoint)', () => {
  const text = consultationTextOf(consultation);
  const draft = extractiveReport(text.sources);

  it('states the complaints said, with their duration, and leaves out the denied ones', () => {
    expect(draft.Summary_Report.Chief_Complaint).toBe('Fever for 3 days, cough.');
    expect(draft.Summary_Report.Chief_Complaint).not.toMatch(/chest pain/i);
    expect(draft.Summary_Report.Medical_History).toBe(
      'Known diabetes. Tried or stopped: Metformin. Denies chest pain.',
    );
    expect(draft.Summary_Report.Observations).toBe('Temperature 101°.');
    expect(draft.Summary_Report.Treatment_Plan).toContain(
      'Advice: rest, plenty of fluids, follow-up after 5 days.',
    );
  });

  it('prescribes what was prescribed, with dose, frequency and duration, and never a stopped medicine', () => {
    expect(draft.Treatment_Plan.Medications).toEqual([
      {
        Name: 'Paracetamol',
        Dosage: '650 mg',
        Frequency: 'three times daily',
        Duration: '5 days',
      },
      {
        Name: 'Azithromycin',
        Dosage: '500 mg',
        Frequency: 'once daily',
        Duration: '3 days',
      },
    ]);
    expect(JSON.stringify(draft.Treatment_Plan)).not.toMatch(/metformin/i);
    expect(draft.Summary_Report.Treatment_Plan).not.toMatch(/metformin/i);
    // The history says it was stopped: that is history, not treatment.
    expect(draft.Summary_Report.Medical_History).toContain('Tried or stopped: Metformin.');
    expect(draft.Treatment_Plan.Laboratory_Tests).toEqual(['Complete blood count']);
  });

  it('links every item of the draft to the words it came from, with nothing flagged', () => {
    const data = reportDataOf(draft, details, consultation.patient, new Date('2026-11-22T10:00:00Z'));
    expect(data.patientInfo).toMatchObject({ name: 'Ravi Kumar', age: '36', mrn: 'MRN1' });
    const items = checkReport(data, text);
    expect(items.filter((item) => item.flag)).toEqual([]);
    const paracetamol = items.find((item) => item.label.startsWith('Paracetamol'));
    expect(paracetamol?.evidence[0]).toMatchObject({ source: { type: 'segment', seq: 5 } });
    const cbc = items.find((item) => item.kind === 'test');
    const link = cbc?.evidence[0];
    expect(link && link.text.slice(link.start, link.end)).toBe('CBC');
    const azithromycin = items.find((item) => item.label.startsWith('Azithromycin'));
    expect(azithromycin?.evidence[0]).toMatchObject({ source: { type: 'prescription', index: 0 } });
  });

  it('says so plainly when the consultation gave nothing to report', () => {
    const empty = extractiveReport([]);
    expect(empty.Summary_Report.Chief_Complaint).toBe('No complaint was recognised in the consultation.');
    expect(empty.Treatment_Plan).toEqual({ Laboratory_Tests: [], Medications: [] });
  });
});

describe('checking a report against the consultation', () => {
  const text = consultationTextOf(consultation);

  function reportWith(changes: { complaint?: string; medication?: string; test?: string }) {
    const draft = extractiveReport(text.sources);
    if (changes.complaint) draft.Summary_Report.Chief_Complaint = changes.complaint;
    if (changes.medication)
      draft.Treatment_Plan.Medications.push({
        Name: changes.medication,
        Dosage: '',
        Frequency: '',
        Duration: '',
      });
    if (changes.test) draft.Treatment_Plan.Laboratory_Tests.push(changes.test);
    return reportDataOf(draft, details, consultation.patient, new Date());
  }

  it('flags a medicine never said, and one the patient stopped, as not found and negated', () => {
    const never = checkReport(reportWith({ medication: 'Amoxicillin' }), text);
    expect(never.find((item) => item.label === 'Amoxicillin')).toMatchObject({
      flag: 'not_found',
      evidence: [],
    });
    const stopped = checkReport(reportWith({ medication: 'Metformin' }), text);
    const metformin = stopped.find((item) => item.label === 'Metformin');
    expect(metformin).toMatchObject({ flag: 'negated' });
    expect(metformin?.evidence[0]).toMatchObject({ source: { type: 'segment', seq: 3 } });
  });

  it('flags a denied symptom reported as present, and a test nobody ordered', () => {
    const items = checkReport(
      reportWith({ complaint: 'Fever and chest pain.', test: 'Lipid profile' }),
      text,
    );
    expect(items.find((item) => item.id === 'diagnosis:chest pain')).toMatchObject({ flag: 'negated' });
    expect(items.find((item) => item.id === 'diagnosis:fever')?.flag).toBeUndefined();
    expect(items.find((item) => item.label === 'Lipid profile')).toMatchObject({ flag: 'not_found' });
  });
});
