import { z } from 'zod';
import { summarySectionsShape } from './reports/report-sections';

/** Every text of a report is bounded: a report is a page or three, never a dump. */
const reportText = z.string().max(20_000);
const shortText = z.string().max(500);

/** A medication of the prescription (spec 02 section 3, field names as the spec spells them). */
export const medicationSchema = z.object({
  Name: shortText,
  Dosage: shortText,
  Frequency: shortText,
  Duration: shortText,
});
export type Medication = z.infer<typeof medicationSchema>;

export const laboratoryTestSchema = z.object({ test: shortText });
export type LaboratoryTest = z.infer<typeof laboratoryTestSchema>;

/**
 * What a prescription must carry beyond spec 02's hospitalInfo (India's NMC: the doctor's qualification and
 * registration number; UAE regulators: the licence number; both: how to reach the clinic). Taken from the profile,
 * the licence given at sign-up and the clinic settings when the report is generated, and never from a client: an
 * edit keeps the values of the version it edits. Absent in versions saved before they existed.
 */
export const PRACTICE_FIELDS = [
  'doctorQualification',
  'doctorRegistrationNumber',
  'doctorRegistrationAuthority',
  'hospitalPhone',
  'hospitalEmail',
  'hospitalWebsite',
] as const;
export type PracticeField = (typeof PRACTICE_FIELDS)[number];

/** The header's words (spec 02 section 3 hospitalInfo, without its two pictures), and the practice fields. */
const hospitalTextSchema = z.object({
  hospitalName: shortText,
  hospitalAddress: shortText,
  doctorName: shortText,
  doctorSpecialty: shortText,
  doctorTitle: shortText,
  ...(Object.fromEntries(PRACTICE_FIELDS.map((field) => [field, shortText.optional()])) as Record<
    PracticeField,
    z.ZodOptional<typeof shortText>
  >),
});

/**
 * The report data of spec 02 section 3 as a doctor edits it: everything but the signature and logo, which are never
 * taken from a client. A client that still sends `hospitalInfo.doctorSignature` or `hospitalLogo` (the spec's shape)
 * has them dropped by this schema; the version keeps the practice's stored pictures.
 */
export const reportEditSchema = z.object({
  hospitalInfo: hospitalTextSchema,
  /** The day of the consultation (YYYY-MM-DD), printed on every report; server-owned like the practice fields. */
  consultationDate: z.string().max(10).optional(),
  /**
   * The language the consultation was held in (a LANGUAGES code), for the patient's take-home summary. Ours, beyond
   * spec 02: absent in versions saved before it existed, which read as English.
   */
  consultationLanguage: z.string().max(10).optional(),
  patientInfo: z.object({
    mrn: z.string().max(10),
    name: z.string().max(30),
    age: z.string().max(3),
    gender: z.string().max(15),
    mediScribePatientId: z.string().max(20),
    dob: z.string().max(10),
  }),
  reports: z.object({
    summary: z.object(summarySectionsShape('field', reportText)),
    prescriptions: z.object({
      Laboratory_Tests: z.array(laboratoryTestSchema).max(200),
      Medications: z.array(medicationSchema).max(200),
    }),
    /**
     * What the patient said they are allergic to (a medicine, a class, other words), printed with the history and
     * the prescription and checked against every medication. Ours, beyond spec 02: absent in versions saved before
     * it existed, which read as none recorded.
     */
    allergies: z.array(shortText).max(50).optional(),
  }),
});
export type ReportEdit = z.infer<typeof reportEditSchema>;

/**
 * The report data of spec 02 section 3: what the previews show and what a PDF prints. The signature and logo are
 * the practice's pictures as the settings stored them (decoded, bounded, metadata stripped, re-encoded), read from
 * the report service's image store: base64 without a data: prefix, JPEG when it starts with /9j, PNG otherwise.
 */
export const reportDataSchema = reportEditSchema.extend({
  hospitalInfo: hospitalTextSchema.extend({
    doctorSignature: z.string(),
    hospitalLogo: z.string(),
  }),
});
export type ReportData = z.infer<typeof reportDataSchema>;

/** What a client sends back when the doctor saves: the report without its pictures, which stay the server's. */
export function reportEditOf(data: ReportData): ReportEdit {
  const { doctorSignature, hospitalLogo, ...hospitalInfo } = data.hospitalInfo;
  return { ...data, hospitalInfo };
}

/**
 * The PDFs of a report: each preview alone, or both in the comprehensive report (spec 02), and ours beyond the
 * spec: the take-home summary for the patient (patient-summary.ts).
 */
export const REPORT_KINDS = ['summary', 'prescription', 'comprehensive', 'patient'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/**
 * Characters a file name may not carry on any platform (path separators, reserved punctuation), controls and the
 * bidi overrides that could disguise the name's end (".pdf" shown where ".exe" is).
 */
const UNSAFE_FILE_NAME_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\\/:*?"<>|;,\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/gu;

/**
 * Spec 02 section 9: `{patientName}_summary_report.pdf` and its siblings, with the patient's name as given (spaces
 * and every script kept); only the unsafe characters become spaces. The gateway's Content-Disposition carries it
 * as RFC 6266 `filename*` UTF-8 where it is not plain ASCII.
 */
export function reportPdfFileName(patientName: string, kind: ReportKind): string {
  const suffix = {
    summary: '_summary_report.pdf',
    prescription: '_prescription_report.pdf',
    comprehensive: '_ComprehensiveReport.pdf',
    patient: '_visit_summary.pdf',
  }[kind];
  return `${safeFileStem(patientName)}${suffix}`;
}

/** The FHIR export's file name, named like the PDFs: `{patientName}_consultation.fhir.json`. */
export function reportFhirFileName(patientName: string): string {
  return `${safeFileStem(patientName)}_consultation.fhir.json`;
}

/** The patient's name as given (spaces and every script kept), its unsafe characters as spaces. */
function safeFileStem(patientName: string): string {
  return (
    patientName
      .replace(UNSAFE_FILE_NAME_CHARACTERS, ' ')
      .replace(/\s+/g, ' ')
      .replace(/^[.\s]+/, '')
      .trim() || 'patient'
  );
}

/** An image of the report data as a data: URL, JPEG when its base64 starts with /9j (spec 02 section 3). */
export function base64ImageUrl(base64: string): string {
  const type = base64.startsWith('/9j') ? 'image/jpeg' : 'image/png';
  return `data:${type};base64,${base64}`;
}
