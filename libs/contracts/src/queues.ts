import { z } from 'zod';

/** BullMQ queue names: one source of truth for producers, processors and Bull Board. */
export const QueueName = {
  Mail: 'mail',
  Pdf: 'pdf',
  Report: 'report',
  /** Housekeeping of the services' own data (the auth service's daily purge of spent rows). */
  Maintenance: 'maintenance',
} as const;
export type QueueName = (typeof QueueName)[keyof typeof QueueName];
export const QUEUE_NAMES: readonly QueueName[] = Object.values(QueueName);

export const MailJobName = {
  Send: 'mail.send',
} as const;

/** Mail jobs carry addresses and a rendered message; never health data. */
export const sendMailJobSchema = z.object({
  /** Business key: also the BullMQ job id and the e-mail's Message-ID, so a retry never sends twice. */
  messageKey: z.string().min(1).max(200),
  to: z.email(),
  /** Where a reply goes when it should reach someone other than the sender (the doctor, the enquirer). */
  replyTo: z.email().optional(),
  subject: z.string().min(1).max(300),
  text: z.string().min(1),
  html: z.string().optional(),
  correlationId: z.string().optional(),
});
export type SendMailJob = z.infer<typeof sendMailJobSchema>;

export const MaintenanceJobName = {
  PurgeExpiredAuthData: 'maintenance.purge-expired-auth-data',
} as const;

/** The purge reads its cut-offs from the clock when it runs: the job carries nothing but its correlation id. */
export const purgeExpiredAuthDataJobSchema = z.object({
  correlationId: z.string().optional(),
});
export type PurgeExpiredAuthDataJob = z.infer<typeof purgeExpiredAuthDataJobSchema>;

export const JOB_SCHEMAS = {
  [MailJobName.Send]: sendMailJobSchema,
  [MaintenanceJobName.PurgeExpiredAuthData]: purgeExpiredAuthDataJobSchema,
} as const;
export type JobName = keyof typeof JOB_SCHEMAS;
export type JobPayload<N extends JobName> = z.infer<(typeof JOB_SCHEMAS)[N]>;
export const QUEUE_OF_JOB: Record<JobName, QueueName> = {
  [MailJobName.Send]: QueueName.Mail,
  [MaintenanceJobName.PurgeExpiredAuthData]: QueueName.Maintenance,
};

/** The business key of each job: the job id derives from it, so enqueueing the same work twice is a no-op. */
export const JOB_BUSINESS_KEY: { [N in JobName]: (payload: JobPayload<N>) => string } = {
  [MailJobName.Send]: (payload) => payload.messageKey,
  // One purge covers everything due: a purge asked for while another is queued (or ran within the day) is a no-op.
  [MaintenanceJobName.PurgeExpiredAuthData]: () => 'on-demand',
};

/** BullMQ rejects ':' and integers in custom ids; encoding keeps the id readable in Bull Board and unique. */
export function jobIdOf<N extends JobName>(name: N, payload: JobPayload<N>): string {
  return `${name}@${encodeURIComponent(JOB_BUSINESS_KEY[name](payload))}`;
}
