import fc from 'fast-check';
import type { Medication, ReportData } from '../report-data';
import { GENERAL_WARNING_SIGNS, PATIENT_SUMMARY_TEXTS, patientSummaryOf } from './patient-summary';

function reportWith(
  medications: Medication[],
  options: { tests?: string[]; plan?: string; complaint?: string } = {},
): ReportData {
  return {
    hospitalInfo: {
      hospitalName: 'Harbour Clinic',
      hospitalAddress: '',
      doctorName: 'Asha Menon',
      doctorSpecialty: '',
      doctorTitle: 'Dr.',
      doctorSignature: '',
      hospitalLogo: '',
    },
    patientInfo: { mrn: '', name: 'Ravi Kumar', age: '54', gender: 'Male', mediScribePatientId: '', dob: '' },
    reports: {
      summary: {
        cheifComplaint: options.complaint ?? 'Fever for three days.',
        medicalHistory: '',
        observation: 'Throat congested.',
        treatmentPlan: options.plan ?? 'Fluids and rest. Review in three days or earlier if worse.',
      },
      prescriptions: {
        Medications: medications,
        Laboratory_Tests: (options.tests ?? []).map((test) => ({ test })),
      },
    },
  };
}

const medicine = (Name: string, Dosage: string, Frequency: string, Duration: string): Medication => ({
  Name,
  Dosage,
  Frequency,
  Duration,
});

describe('the patient take-home summary', () => {
  it.each([
    ['BD', 'twice a day (morning and night)'],
    ['1-0-1', 'twice a day (morning and night)'],
    ['twice daily for five days', 'twice a day (morning and night) for five days'],
    ['1 tablet TDS', '1 tablet three times a day'],
    ['TDS', 'three times a day'],
    ['Three times a day', 'three times a day'],
    ['OD', 'once a day'],
    ['HS', 'at bedtime'],
    ['SOS', 'only when needed'],
    ['1-0-1-0-1', '1-0-1-0-1'],
    ['after food, at 8 am', 'after food, at 8 am'],
  ])("says the doctor's '%s' as '%s'", (frequency, plain) => {
    const [taken] = patientSummaryOf(
      reportWith([medicine('Paracetamol 650 mg', '', frequency, '')]),
    ).medicines;
    expect(taken.howToTake).toBe(plain);
    expect(taken.asWritten).toBe(frequency);
  });

  it.each([
    ['5 days', 'for 5 days'],
    ['x 7 days', 'for 7 days'],
    ['5d', 'for 5 days'],
    ['1 week', 'for 1 week'],
    ['till review', 'till review'],
  ])("says the duration '%s' as '%s'", (duration, plain) => {
    const [taken] = patientSummaryOf(reportWith([medicine('Cetirizine', '', '', duration)])).medicines;
    expect(taken.howToTake).toBe(plain);
  });

  it("names the dose form in words and keeps the doctor's name of the medicine, any script", () => {
    const summary = patientSummaryOf(
      reportWith([
        medicine('Tab. Bilastine 20 mg', '1 tablet', 'OD', '7 days'),
        medicine('باراسيتامول 500 ملغ', '', 'كل 8 ساعات', ''),
      ]),
    );
    expect(summary.medicines).toEqual([
      {
        name: 'tablet Bilastine 20 mg',
        howToTake: '1 tablet, once a day, for 7 days',
        asWritten: '1 tablet, OD, 7 days',
      },
      { name: 'باراسيتامول 500 ملغ', howToTake: 'كل 8 ساعات', asWritten: 'كل 8 ساعات' },
    ]);
  });

  it('takes the follow-up from the plan, or says the general rule when the plan names none', () => {
    expect(patientSummaryOf(reportWith([])).comeBack).toBe('Review in three days or earlier if worse.');
    expect(patientSummaryOf(reportWith([], { plan: 'Fluids and rest.' })).comeBack).toBe(
      PATIENT_SUMMARY_TEXTS.comeBackDefault,
    );
  });

  it("leaves out the plan's repeat of the typed orders, and keeps every other line of the plan", () => {
    const plan =
      'Fluids and rest.\nPrescribed by the doctor:\nParacetamol 500 mg twice daily\nHbA1c\nAvoid cold drinks.';
    const summary = patientSummaryOf(
      reportWith([medicine('Paracetamol', '500 mg', 'twice daily', '')], { plan, tests: ['HbA1c'] }),
    );
    expect(summary.advice).toBe('Fluids and rest.\nAvoid cold drinks.');
  });

  it('leaves out empty sections and gives the same general warning signs to everyone', () => {
    const summary = patientSummaryOf(reportWith([], { complaint: '  ' }));
    expect(summary.found.map(({ heading }) => heading)).toEqual([PATIENT_SUMMARY_TEXTS.doctorFound]);
    expect(summary.warningSigns).toBe(GENERAL_WARNING_SIGNS);
  });

  it('never holds a medicine, dose or test that the report lacks, whatever the report holds', () => {
    const text = fc.string({ maxLength: 40 });
    fc.assert(
      fc.property(
        fc.array(fc.record({ Name: text, Dosage: text, Frequency: text, Duration: text }), { maxLength: 6 }),
        fc.array(text, { maxLength: 4 }),
        (medications, tests) => {
          const summary = patientSummaryOf(reportWith(medications, { tests }));
          const named = medications.filter((each) => each.Name.trim() !== '');
          expect(summary.medicines).toHaveLength(named.length);
          summary.medicines.forEach((taken, index) => {
            // Only the dose form's abbreviation is put in words; the rest of the name is the doctor's.
            expect(
              named[index].Name.trim().endsWith(taken.name.replace(/^(tablet|capsule|syrup) /, '')),
            ).toBe(true);
            if (named[index].Dosage.trim()) expect(taken.howToTake).toContain(named[index].Dosage.trim());
          });
          expect(summary.tests).toEqual(tests.map((test) => test.trim()).filter(Boolean));
        },
      ),
    );
  });
});
