import {
  isoDateOf,
  patientAgeLabel,
  REPORT_PATIENT_LIMITS,
  summaryOfAiSections,
  type AiReportResponse,
  type ReportData,
  type ReportDetailsReply,
  type ReportSources,
} from '@medi/contracts';

/**
 * Version 1 of a report: the header from the settings, the patient from the session, the sections as written, and
 * the allergies the consultation states (found by the clinical extractor, whoever wrote the sections).
 */
export function reportDataOf(
  response: AiReportResponse,
  details: ReportDetailsReply,
  patient: ReportSources['patient'],
  today: Date,
  allergies: readonly string[] = [],
): ReportData {
  return {
    hospitalInfo: {
      hospitalName: details.hospitalName.slice(0, 500),
      hospitalAddress: details.hospitalAddress.slice(0, 500),
      doctorName: details.doctorName.slice(0, 500),
      doctorSpecialty: details.doctorSpecialization.slice(0, 500),
      doctorTitle: details.doctorTitle.slice(0, 500),
      doctorSignature: details.doctorSignature,
      hospitalLogo: details.hospitalLogo,
    },
    patientInfo: {
      mrn: (patient?.mrn ?? '').slice(0, REPORT_PATIENT_LIMITS.mrn),
      name: (patient?.name ?? '').slice(0, REPORT_PATIENT_LIMITS.name),
      age: patient ? ageField(patientAgeLabel(patient.dob, isoDateOf(today))) : '',
      gender: (patient?.gender ?? '').slice(0, REPORT_PATIENT_LIMITS.gender),
      mediScribePatientId: (patient?.patientCode ?? '').slice(0, 20),
      dob: patient?.dob ?? '',
    },
    reports: {
      summary: summaryOfAiSections(response.Summary_Report),
      prescriptions: {
        Laboratory_Tests: response.Treatment_Plan.Laboratory_Tests.filter((test) => test.trim()).map(
          (test) => ({ test }),
        ),
        Medications: response.Treatment_Plan.Medications,
      },
      allergies: allergies.slice(0, 50).map((allergy) => allergy.slice(0, 500)),
    },
  };
}

/** The popup's age holds 3 characters: a baby's "5 months" reads "<1". */
function ageField(label: string): string {
  return label.length <= REPORT_PATIENT_LIMITS.age ? label : '<1';
}
