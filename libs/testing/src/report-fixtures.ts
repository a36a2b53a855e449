import type { ReportData } from '@medi/contracts';

/** A 24×12 teal PNG: the hospital logo and signature of the test reports. */
export const TEAL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAABgAAAAMCAIAAAD3UuoiAAAAF0lEQVR4nGPgL8ujCmIYNWjUoFGD8CEAbikRcFBTa9cAAAAASUVORK5CYII=';

/** A report in English; `paragraphs` lengthens every summary section (about one page per 12). */
export function englishReport(options: { patientName?: string; paragraphs?: number } = {}): ReportData {
  const lengthen = (text: string): string =>
    Array.from({ length: options.paragraphs ?? 1 }, (_, index) =>
      index === 0 ? text : `${text} (${index + 1})`,
    ).join('\n\n');
  return {
    consultationDate: '2026-11-22',
    hospitalInfo: {
      hospitalName: 'Harbour Clinic',
      hospitalAddress: '12 Quay Street, Kochi 682001',
      doctorName: 'Asha Menon',
      doctorSpecialty: 'General Medicine',
      doctorTitle: 'Dr. (Doctor)',
      doctorSignature: TEAL_PNG,
      hospitalLogo: TEAL_PNG,
      doctorQualification: 'MBBS',
      doctorRegistrationNumber: 'TCMC-2009-45678',
      doctorRegistrationAuthority: 'State Medical Council / National Medical Commission, India',
      hospitalPhone: '+91 98470 12345',
      hospitalEmail: 'desk@harbourclinic.in',
      hospitalWebsite: 'https://harbourclinic.in',
    },
    patientInfo: {
      mrn: 'MRN0042',
      name: options.patientName ?? 'Ravi Kumar',
      age: '54',
      gender: 'Male',
      mediScribePatientId: 'PAT-1042',
      dob: '1971-03-14',
    },
    reports: {
      summary: {
        cheifComplaint: lengthen(
          'Fever for three days with a dry cough and body ache, worse in the evenings.',
        ),
        medicalHistory: lengthen('Type 2 diabetes for eight years on metformin; no known drug allergies.'),
        observation: lengthen(
          'Temperature 38.4 °C, pulse 96, chest clear on auscultation, throat congested.',
        ),
        treatmentPlan: lengthen(
          'Paracetamol for fever, fluids, rest; review in three days or earlier if worse.',
        ),
      },
      prescriptions: {
        Laboratory_Tests: [{ test: 'Complete blood count' }, { test: 'HbA1c' }],
        Medications: [
          {
            Name: 'Paracetamol 650 mg',
            Dosage: '1 tablet',
            Frequency: 'Three times a day',
            Duration: '3 days',
          },
          { Name: 'Metformin 500 mg', Dosage: '1 tablet', Frequency: 'Twice a day', Duration: '30 days' },
        ],
      },
    },
  };
}

/** The same consultation written in another script: Hindi, Malayalam or Arabic. */
export function translatedReport(language: 'hindi' | 'malayalam' | 'arabic'): ReportData {
  const texts = {
    hindi: {
      name: 'रवि कुमार',
      complaint: 'तीन दिनों से बुखार और सूखी खांसी।',
      history: 'आठ साल से मधुमेह, मेटफॉर्मिन ले रहे हैं।',
      observation: 'तापमान 38.4 डिग्री, छाती साफ़।',
      plan: 'बुखार के लिए पैरासिटामोल, आराम और तरल पदार्थ।',
      medicine: 'पैरासिटामोल',
    },
    malayalam: {
      name: 'രവി കുമാർ',
      complaint: 'മൂന്ന് ദിവസമായി പനിയും വരണ്ട ചുമയും.',
      history: 'എട്ട് വർഷമായി പ്രമേഹം, മെറ്റ്ഫോർമിൻ കഴിക്കുന്നു.',
      observation: 'താപനില 38.4 ഡിഗ്രി, നെഞ്ച് വ്യക്തം.',
      plan: 'പനിക്ക് പാരസെറ്റമോൾ, വിശ്രമം.',
      medicine: 'പാരസെറ്റമോൾ',
    },
    arabic: {
      name: 'رامي خالد',
      complaint: 'حمى منذ ثلاثة أيام مع سعال جاف.',
      history: 'مرض السكري منذ ثماني سنوات، يتناول الميتفورمين.',
      observation: 'درجة الحرارة 38.4، الصدر سليم.',
      plan: 'باراسيتامول للحمى، الراحة والسوائل.',
      medicine: 'باراسيتامول',
    },
  }[language];
  const report = englishReport({ patientName: texts.name });
  report.reports.summary = {
    cheifComplaint: texts.complaint,
    medicalHistory: texts.history,
    observation: texts.observation,
    treatmentPlan: texts.plan,
  };
  report.reports.prescriptions.Medications[0].Name = texts.medicine;
  return report;
}
