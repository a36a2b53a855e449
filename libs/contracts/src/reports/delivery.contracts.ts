import { z } from 'zod';
import { PLAN_FEATURES, PLANS, type PlanId } from '../plans';
import { REPORT_KINDS, type ReportEdit, type ReportKind } from '../report-data';
import type { ReportReview } from './generated-report';
import { EMAIL_MESSAGES } from '../validation/email.rules';
import { firstOptionalEmailProblem } from '../validation/engagement.schemas';
import { normalizeEmail } from '../validation/identity.rules';
import { ruledString } from '../validation/zod-helpers';

/**
 * Downloads and sharing of a saved report (spec 02 sections 2, 6, 8 and 9). Every route names the report by id
 * only: the patient's name reaches the browser in the PDF and its Content-Disposition, never in a URL.
 *
 * Download: POST `requestPdf` asks for the PDF of the latest saved version (idempotent: the `pdf` job is keyed by
 * version, layout and plan), GET `pdfStatus` is polled until `ready`, GET `pdfFile` serves the bytes.
 * Share: POST `share` (JSON, what the web uses) or the spec's multipart `specShare`; GET `shareStatus` is polled
 * until the e-mail is `sent` or `failed`.
 */
export const DELIVERY_ROUTES = {
  requestPdf: '/api/reports/pdf',
  pdfStatus: '/api/reports/pdf/status',
  pdfFile: '/api/reports/pdf/file',
  share: '/api/reports/share',
  shareStatus: '/api/reports/share/status',
  specShare: '/api/manage/shareRreport',
  /** GET: a saved version as a FHIR R4 document bundle (application/fhir+json), the latest unless one is named. */
  fhir: '/api/reports/fhir',
} as const;

/** The spec's texts of the share dialog (section 8) and ours for downloads. */
export const DELIVERY_MESSAGES = {
  sending: 'Sending Report..please wait',
  shared: 'Report has been successfully shared.',
  shareFailed: 'Failed to send the email. Please try again later.',
  preparingPdf: 'Preparing the PDF..please wait',
  pdfFailed: 'The PDF could not be made. Please try again later.',
  reportNotFound: 'This report does not exist or has no saved version yet.',
  pdfNotReady: 'This PDF is not ready yet.',
  shareNotFound: 'This share does not exist.',
  recipientNameRequired: 'Recipient name is required.',
  recipientNameLength: 'Recipient name must be at most 50 characters.',
  recipientNameCharacters: 'Recipient name cannot contain line breaks or the characters < and >.',
  shareReportRequired: 'Name the report to share: ReportId or SessionId.',
} as const;

export const RECIPIENT_NAME_MAX = 50;

/** The cheapest plan that includes sharing by e-mail: what the refusal and the upgrade hint name. */
export function planIncludingSharing(): string {
  return PLANS.find((plan) => PLAN_FEATURES[plan.planId].reportSharingByEmail)?.name ?? 'Enterprise';
}

export function isKnownPlanId(planId: number): planId is PlanId {
  return PLANS.some((plan) => plan.planId === planId);
}

export function canShareReports(planId: PlanId): boolean {
  return PLAN_FEATURES[planId].reportSharingByEmail;
}

/** The 403 message of a plan without sharing, naming the plan that has it. */
export function sharingNotInPlanMessage(currentPlanName: string): string {
  return (
    `Sharing reports by e-mail is not included in your ${currentPlanName} plan. ` +
    `It is included in the ${planIncludingSharing()} plan: see Pricing to upgrade.`
  );
}

export function firstRecipientNameProblem(value: string): string | undefined {
  if (!value) return DELIVERY_MESSAGES.recipientNameRequired;
  if (value.length > RECIPIENT_NAME_MAX) return DELIVERY_MESSAGES.recipientNameLength;
  // The name goes into the e-mail's greeting: a line break could forge headers, markup could forge content.
  return /[\r\n<>]/.test(value) ? DELIVERY_MESSAGES.recipientNameCharacters : undefined;
}

export function firstRecipientEmailProblem(value: string): string | undefined {
  if (!value) return EMAIL_MESSAGES.blank;
  return firstOptionalEmailProblem(value);
}

const recipientName = ruledString(firstRecipientNameProblem);
const recipientEmail = ruledString(firstRecipientEmailProblem).transform(normalizeEmail);
const reportKind = z.enum(REPORT_KINDS);

export const pdfRequestSchema = z.object({ reportId: z.uuid(), kind: reportKind });
export type PdfRequest = z.infer<typeof pdfRequestSchema>;

export const pdfVersionQuerySchema = pdfRequestSchema.extend({
  version: z.coerce.number().int().positive(),
});
export type PdfVersionQuery = z.infer<typeof pdfVersionQuerySchema>;

/** GET DELIVERY_ROUTES.fhir: the report by id, and the saved version (the latest when not named). */
export const fhirExportQuerySchema = z.object({
  reportId: z.uuid(),
  version: z.coerce.number().int().positive().optional(),
});
export type FhirExportQuery = z.infer<typeof fhirExportQuerySchema>;

/**
 * A saved version as the FHIR export reads it: what the PDF prints (without the pictures), the checker's review,
 * the consultation it belongs to and when the doctor saved it.
 */
export interface SavedVersionForExport {
  reportId: string;
  sessionId: string;
  version: number;
  savedAt: string;
  data: ReportEdit;
  review: ReportReview | null;
}

export const PDF_STATUSES = ['rendering', 'ready', 'failed'] as const;
export type PdfStatus = (typeof PDF_STATUSES)[number];

/** The PDF of one saved version: the web polls until `ready`, then fetches the file of that version. */
export interface PdfStatusReply {
  status: PdfStatus;
  version: number;
}

/** POST /api/reports/share: what the share dialog sends. */
export const shareReportSchema = z.object({
  reportId: z.uuid(),
  kind: reportKind,
  RecipientName: recipientName,
  Email: recipientEmail,
});
export type ShareReportRequest = z.infer<typeof shareReportSchema>;

/** The report kind a spec ReportName ('Summary Report', 'Prescription Report', '…ComprehensiveReport.pdf') means. */
export function reportKindOfName(reportName: string): ReportKind {
  const name = reportName.toLowerCase();
  if (name.includes('comprehensive')) return 'comprehensive';
  if (name.includes('visit summary')) return 'patient';
  return name.includes('prescription') ? 'prescription' : 'summary';
}

const optionalText = z.string().max(500).optional();

/**
 * POST /api/manage/shareRreport (multipart) as the spec lists it. The spec sends the PDF the browser made and the
 * report's fields; we read only the recipient and which report it is (ReportId, or SessionId: ours, as the spec
 * names none), and attach the server's rendering of the saved report. The other fields are accepted and unused.
 */
export const specShareReportSchema = z
  .object({
    Email: recipientEmail,
    RecipientName: recipientName,
    ReportId: z.uuid().optional(),
    SessionId: z.uuid().optional(),
    ReportName: optionalText,
    kind: reportKind.optional(),
    HospitalName: optionalText,
    HospitalAddress: optionalText,
    PatientName: optionalText,
    DoctorName: optionalText,
    ConsultationDate: optionalText,
    dob: optionalText,
  })
  .refine((form) => form.ReportId !== undefined || form.SessionId !== undefined, {
    message: DELIVERY_MESSAGES.shareReportRequired,
    path: ['ReportId'],
  });
export type SpecShareReportRequest = z.infer<typeof specShareReportSchema>;

export const shareStatusQuerySchema = z.object({ shareId: z.uuid() });

export const SHARE_STATUSES = ['sending', 'sent', 'failed'] as const;
export type ShareStatus = (typeof SHARE_STATUSES)[number];

export interface ShareStatusReply {
  shareId: string;
  status: ShareStatus;
}

/** Request/reply patterns of the report service's delivery; the gateway adds the user and the current plan. */
export const DeliveryPattern = {
  RequestPdf: 'report.delivery.request-pdf',
  PdfStatus: 'report.delivery.pdf-status',
  /** The PDF bytes and file name, sealed to a key only the asking gateway holds (see sealed-transfer). */
  PdfFile: 'report.delivery.pdf-file',
  Share: 'report.delivery.share',
  ShareStatus: 'report.delivery.share-status',
  /** A deliverable saved version for the FHIR export (the gateway adds the consultation and maps it). */
  FhirSource: 'report.delivery.fhir-source',
} as const;

interface AsDoctor {
  userId: string;
  planId: PlanId;
}

/** A report named by its id, or by its consultation session (the spec's multipart share). */
export type ReportRef = { reportId: string } | { sessionId: string };

export interface SharePatternRequest extends AsDoctor {
  report: ReportRef;
  kind: ReportKind;
  recipientName: string;
  email: string;
  /** The sharing doctor's address from their session: the e-mail's Reply-To. */
  replyTo: string;
  /** Shown in the refusal of a plan without sharing. */
  planName: string;
}

/** The PDF as the report service sends it back: an X25519 + AES-256-GCM envelope, all base64. */
export interface SealedEnvelope {
  senderPublicKey: string;
  iv: string;
  tag: string;
  ciphertext: string;
}

export interface DeliveryPatternMap {
  [DeliveryPattern.RequestPdf]: { request: AsDoctor & PdfRequest; reply: PdfStatusReply };
  [DeliveryPattern.PdfStatus]: { request: AsDoctor & PdfVersionQuery; reply: PdfStatusReply };
  [DeliveryPattern.PdfFile]: {
    request: AsDoctor & PdfVersionQuery & { recipientPublicKey: string };
    reply: SealedEnvelope;
  };
  [DeliveryPattern.Share]: { request: SharePatternRequest; reply: ShareStatusReply };
  [DeliveryPattern.ShareStatus]: { request: { userId: string; shareId: string }; reply: ShareStatusReply };
  [DeliveryPattern.FhirSource]: {
    request: { userId: string } & FhirExportQuery;
    reply: SavedVersionForExport;
  };
}
