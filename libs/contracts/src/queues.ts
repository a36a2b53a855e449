import { z } from 'zod';
import { PlanId } from './plans';
import { REPORT_KINDS } from './report-data';

/**
 * BullMQ queue names: one source of truth for producers, handlers and Bull Board. Each queue belongs to one
 * service, whose worker handles every job of it: a job another service owns never lands on a worker that does
 * not know it.
 */
export const QueueName = {
  /** The auth service's e-mails, rendered at send time from its own rows. */
  AuthMail: 'auth-mail',
  /** Housekeeping of the auth service's own data (the daily purge of spent rows). */
  AuthMaintenance: 'auth-maintenance',
  Pdf: 'pdf',
  Report: 'report',
  /** The report service's e-mails (a report shared by e-mail), rendered at send time from its own rows. */
  ReportMail: 'report-mail',
} as const;
export type QueueName = (typeof QueueName)[keyof typeof QueueName];
export const QUEUE_NAMES: readonly QueueName[] = Object.values(QueueName);

export const AuthMailJobName = {
  Send: 'auth.mail.send',
} as const;

const correlated = { correlationId: z.string().max(200).optional() };

/**
 * An auth e-mail names its template and the row it is about, nothing else: Redis keeps job data in clear text
 * and Bull Board shows it, so a sign-in code or reset token is minted by the sender when it sends, the doctor's
 * name and address are read then, and the job holds no secret and no personal data.
 */
export const sendAuthMailJobSchema = z.discriminatedUnion('template', [
  z.object({ template: z.literal('sign-in-code'), codeId: z.uuid(), ...correlated }),
  z.object({
    template: z.literal('sign-in-locked'),
    userId: z.uuid(),
    lockedUntil: z.iso.datetime(),
    ...correlated,
  }),
  z.object({ template: z.literal('password-reset'), resetId: z.uuid(), ...correlated }),
  z.object({ template: z.literal('feedback'), feedbackId: z.uuid(), ...correlated }),
  z.object({ template: z.literal('enquiry'), enquiryId: z.uuid(), ...correlated }),
]);
export type SendAuthMailJob = z.infer<typeof sendAuthMailJobSchema>;
export type AuthMailTemplate = SendAuthMailJob['template'];

export const AuthMaintenanceJobName = {
  PurgeExpiredData: 'auth.maintenance.purge-expired-data',
} as const;

/** The purge reads its cut-offs from the clock when it runs: the job carries nothing but its correlation id. */
export const purgeExpiredAuthDataJobSchema = z.object(correlated);
export type PurgeExpiredAuthDataJob = z.infer<typeof purgeExpiredAuthDataJobSchema>;

export const PdfJobName = {
  Render: 'pdf.render',
} as const;

/**
 * A PDF names the saved version of a report, the layout and the plan that decides the watermark: the renderer
 * reads the report itself from the database, so no health data sits in Redis.
 */
export const renderPdfJobSchema = z.object({
  reportId: z.uuid(),
  version: z.number().int().positive(),
  kind: z.enum(REPORT_KINDS),
  planId: z.enum(PlanId),
  ...correlated,
});
export type RenderPdfJob = z.infer<typeof renderPdfJobSchema>;

export const ReportMailJobName = {
  Share: 'report.mail.share',
  /** A payment's tax invoice: rendered with the report PDFs' Chromium, kept by billing, mailed to the doctor. */
  Invoice: 'report.mail.invoice',
} as const;

/**
 * A shared report names its share row, nothing else: the recipient, the report version and the layout are read
 * from the row when the e-mail is sent, and the PDF from the database.
 */
export const shareReportMailJobSchema = z.object({ shareId: z.uuid(), ...correlated });
export type ShareReportMailJob = z.infer<typeof shareReportMailJobSchema>;

/** An invoice names its number only: the document is read from billing when the job runs. */
export const invoiceMailJobSchema = z.object({
  invoiceNumber: z.string().regex(/^[A-Z0-9/-]{1,16}$/),
  ...correlated,
});
export type InvoiceMailJob = z.infer<typeof invoiceMailJobSchema>;
export const ReportJobName = {
  Generate: 'report.generate',
} as const;

/** A report generation names the session and its doctor: the worker reads everything else from the services. */
export const generateReportJobSchema = z.object({
  sessionId: z.uuid(),
  userId: z.uuid(),
  ...correlated,
});
export type GenerateReportJob = z.infer<typeof generateReportJobSchema>;

/** Every job: its queue, the schema its payload must pass (when queued and again when handled), its business key. */
const JOBS = {
  [AuthMailJobName.Send]: {
    queue: QueueName.AuthMail,
    schema: sendAuthMailJobSchema,
    // The template and the row it is about: the same e-mail about the same row is one job, and one Message-ID.
    businessKey: (payload: SendAuthMailJob): string => {
      switch (payload.template) {
        case 'sign-in-code':
          return `sign-in-code:${payload.codeId}`;
        case 'sign-in-locked':
          return `sign-in-locked:${payload.userId}:${payload.lockedUntil}`;
        case 'password-reset':
          return `password-reset:${payload.resetId}`;
        case 'feedback':
          return `feedback:${payload.feedbackId}`;
        case 'enquiry':
          return `enquiry:${payload.enquiryId}`;
      }
    },
  },
  [AuthMaintenanceJobName.PurgeExpiredData]: {
    queue: QueueName.AuthMaintenance,
    schema: purgeExpiredAuthDataJobSchema,
    // One purge covers everything due: a purge asked for while another is queued is a no-op.
    businessKey: (): string => 'on-demand',
  },
  [PdfJobName.Render]: {
    queue: QueueName.Pdf,
    schema: renderPdfJobSchema,
    // One PDF per saved version, layout and plan: a retried or repeated request renders it once.
    businessKey: (payload: RenderPdfJob): string =>
      `${payload.reportId}:${payload.version}:${payload.kind}:${payload.planId}`,
  },
  [ReportMailJobName.Share]: {
    queue: QueueName.ReportMail,
    schema: shareReportMailJobSchema,
    // One e-mail per share row: its Message-ID derives from this key, the same on every attempt.
    businessKey: (payload: ShareReportMailJob): string => `share:${payload.shareId}`,
  },
  [ReportMailJobName.Invoice]: {
    queue: QueueName.ReportMail,
    schema: invoiceMailJobSchema,
    // One e-mail per invoice, whatever redelivers its event.
    businessKey: (payload: InvoiceMailJob): string => `invoice:${payload.invoiceNumber}`,
  },
  [ReportJobName.Generate]: {
    queue: QueueName.Report,
    schema: generateReportJobSchema,
    // One report per session: a double click or a retried request queues it once.
    businessKey: (payload: GenerateReportJob): string => payload.sessionId,
  },
} as const;

export type JobName = keyof typeof JOBS;
export const JOB_NAMES = Object.keys(JOBS) as JobName[];
export type JobPayload<N extends JobName> = z.infer<(typeof JOBS)[N]['schema']>;

export function jobSchemaOf<N extends JobName>(name: N): z.ZodType<JobPayload<N>> {
  return JOBS[name].schema as unknown as z.ZodType<JobPayload<N>>;
}

export function queueOfJob(name: JobName): QueueName {
  return JOBS[name].queue;
}

/** The business key of a job: its id derives from it, so enqueueing the same work twice is a no-op. */
export function businessKeyOf<N extends JobName>(name: N, payload: JobPayload<N>): string {
  return (JOBS[name].businessKey as (payload: JobPayload<N>) => string)(payload);
}

/** BullMQ rejects ':' and integers in custom ids; encoding keeps the id readable in Bull Board and unique. */
export function jobIdOf<N extends JobName>(name: N, payload: JobPayload<N>): string {
  return `${name}@${encodeURIComponent(businessKeyOf(name, payload))}`;
}
