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

/** The header's words (spec 02 section 3 hospitalInfo, without its two pictures). */
const hospitalTextSchema = z.object({
  hospitalName: shortText,
  hospitalAddress: shortText,
  doctorName: shortText,
  doctorSpecialty: shortText,
  doctorTitle: shortText,
});

/**
 * The report data of spec 02 section 3 as a doctor edits it: everything but the signature and logo, which are never
 * taken from a client. A client that still sends `hospitalInfo.doctorSignature` or `hospitalLogo` (the spec's shape)
 * has them dropped by this schema; the version keeps the practice's stored pictures.
 */
export const reportEditSchema = z.object({
  hospitalInfo: hospitalTextSchema,
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
  const { hospitalName, hospitalAddress, doctorName, doctorSpecialty, doctorTitle } = data.hospitalInfo;
  return {
    ...data,
    hospitalInfo: { hospitalName, hospitalAddress, doctorName, doctorSpecialty, doctorTitle },
  };
}

/** The three PDFs of a report: each preview alone, or both in the comprehensive report. */
export const REPORT_KINDS = ['summary', 'prescription', 'comprehensive'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** Characters a file name may not carry on any platform, nor in a Content-Disposition header. */
const UNSAFE_FILE_NAME_CHARACTERS = /[\\/:*?"<>|;,]/;

function isSafeFileNameCharacter(character: string): boolean {
  const code = character.charCodeAt(0);
  return code >= 0x20 && code !== 0x7f && !UNSAFE_FILE_NAME_CHARACTERS.test(character);
}

/** Spec 02 section 9: `{patientName}_summary_report.pdf` and its siblings, the patient name made safe. */
export function reportPdfFileName(patientName: string, kind: ReportKind): string {
  const safeName =
    [...patientName]
      .map((character) => (isSafeFileNameCharacter(character) ? character : ' '))
      .join('')
      .trim()
      .replace(/\s+/g, '_')
      .replace(/^[._]+/, '') || 'patient';
  const suffix = {
    summary: '_summary_report.pdf',
    prescription: '_prescription_report.pdf',
    comprehensive: '_ComprehensiveReport.pdf',
  }[kind];
  return `${safeName}${suffix}`;
}

/** An image of the report data as a data: URL, JPEG when its base64 starts with /9j (spec 02 section 3). */
export function base64ImageUrl(base64: string): string {
  const type = base64.startsWith('/9j') ? 'image/jpeg' : 'image/png';
  return `data:${type};base64,${base64}`;
}
