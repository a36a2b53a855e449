import { z } from 'zod';
import { normalisePatientId } from './validation/patient.schemas';

/**
 * The audit trail: every read and write of a patient's data, by whom (doctor or support account), from which
 * address, under which correlation id. Ids and action names only, never a name or a word of the record. It lives in
 * the session service (which owns patients and consultations); see README "Audit trail".
 */
export const AUDIT_ACTIONS = [
  'patient.write',
  'patient.list',
  'consultation.create',
  'consultation.record',
  'consultation.read',
  'consultation.delete',
  'transcript.read',
  'notes.write',
  'report.request',
  'report.read',
  'report.version.save',
  'report.delete',
  'report.pdf.request',
  'report.pdf.download',
  'report.share',
  'fhir.export',
  'audit.read',
  'audit.export',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** system: a job acting on the doctor's behalf (the report generator reading the transcript). */
export const AUDIT_ACTOR_KINDS = ['doctor', 'support', 'system'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

export const AuditPattern = {
  /** Another service records an action on a consultation it served; the session service adds the patient. */
  Record: 'session.audit.record',
  /** The signed-in doctor's trail of their own patients (recorded as audit.read or audit.export). */
  Trail: 'session.audit.trail',
  /** Support's view: who did what and when, without patient or consultation ids. */
  AccountTrail: 'session.audit.account-trail',
} as const;

export const AUDIT_ROUTES = {
  trail: '/api/audit/trail',
  csv: '/api/audit/trail.csv',
} as const;

export const AUDIT_PAGE_MAX = 100;
export const AUDIT_PAGE_DEFAULT = 50;
/** The most rows one CSV export holds; a longer trail is exported by date range. */
export const AUDIT_CSV_MAX_ROWS = 10_000;
/** Rows per call while exporting: well inside the transport's 1 MiB reply. */
export const AUDIT_EXPORT_PAGE = 1_000;
/** DPDP Rules 2025, rule 6(1)(e): logs are kept one year. The database refuses to delete younger rows. */
export const AUDIT_RETENTION_MIN_DAYS = 365;

const isoDate = z.iso.date();

/** The doctor's filter: by Patient Id (as the doctor typed it), by consultation, by dates (inclusive, UTC). */
export const auditTrailQuerySchema = z
  .object({
    patientCode: z.string().trim().max(20).transform(normalisePatientId).optional(),
    sessionId: z.uuid().optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(AUDIT_PAGE_DEFAULT),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The start date must not be after the end date.',
    path: ['to'],
  });
export type AuditTrailQuery = z.infer<typeof auditTrailQuerySchema>;

export interface AuditEntry {
  id: string;
  at: string;
  actorKind: AuditActorKind;
  actorId: string | null;
  action: AuditAction;
  /** The doctor's own Patient Id for the row's patient (read from the patient list, never stored in the trail). */
  patientCode: string | null;
  sessionId: string | null;
  clientAddress: string | null;
  correlationId: string;
}

export interface AuditTrailReply {
  items: AuditEntry[];
  nextCursor: string | null;
}

/** What support sees: actions on accounts, never which patient or consultation. */
export type AccountAuditEntry = Omit<AuditEntry, 'patientCode' | 'sessionId'>;

export interface AuditPatternMap {
  [AuditPattern.Record]: {
    /** userId: the doctor whose consultation it is (the caller checked it), whoever acts. */
    request: { action: AuditAction; userId: string; sessionId: string };
    reply: { recorded: true };
  };
  [AuditPattern.Trail]: {
    /** export: a CSV's pages, AUDIT_EXPORT_PAGE rows each, recorded once (as audit.export) on the first. */
    request: { userId: string; export: boolean } & AuditTrailQuery;
    reply: AuditTrailReply;
  };
  [AuditPattern.AccountTrail]: {
    request: { accountId?: string; limit: number };
    reply: AccountAuditEntry[];
  };
}

/** The CSV's columns, in order, and the entry field each comes from. */
export const AUDIT_CSV_COLUMNS = [
  ['at', 'at'],
  ['actor_kind', 'actorKind'],
  ['actor_id', 'actorId'],
  ['action', 'action'],
  ['patient_id', 'patientCode'],
  ['consultation_id', 'sessionId'],
  ['client_address', 'clientAddress'],
  ['correlation_id', 'correlationId'],
] as const satisfies readonly (readonly [string, keyof AuditEntry])[];

/** What the trail page calls each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'patient.write': 'Patient details saved',
  'patient.list': 'Consultation list viewed',
  'consultation.create': 'Consultation started (consent recorded)',
  'consultation.record': 'Live transcription opened',
  'consultation.read': 'Consultation opened',
  'consultation.delete': 'Consultation deleted',
  'transcript.read': 'Transcript read',
  'notes.write': 'Notes and prescription saved',
  'report.request': 'Report requested',
  'report.read': 'Report viewed',
  'report.version.save': 'Report version saved',
  'report.delete': 'Report deleted',
  'report.pdf.request': 'PDF prepared',
  'report.pdf.download': 'PDF downloaded',
  'report.share': 'Report shared by e-mail',
  'fhir.export': 'FHIR record exported',
  'audit.read': 'Audit trail viewed',
  'audit.export': 'Audit trail exported',
};

export const AUDIT_ACTOR_LABELS: Record<AuditActorKind, string> = {
  doctor: 'Doctor',
  support: 'Support staff',
  system: 'MediScribe (report generator)',
};

export const AUDIT_TEXTS = {
  title: 'Audit trail',
  lead: "Every time your patients' records were read or changed: who, what, when, from which address and under which request id. Names and clinical content are never stored here, only ids. The trail cannot be changed or deleted, and is kept for at least one year.",
  patientLabel: 'Patient Id',
  fromLabel: 'From',
  toLabel: 'To',
  show: 'Show',
  exportCsv: 'Export CSV',
  exportFailed: 'The audit trail could not be exported. Please try again.',
  loadFailed: 'The audit trail could not be loaded. Please try again.',
  empty: 'Nothing recorded for this filter.',
  loadMore: 'Load more',
  consultationFilter: 'Only this consultation',
  clearConsultation: 'Show every consultation',
  tableCaption: 'Audit trail entries, newest first',
  you: 'You',
  openTrail: 'Audit trail of this consultation',
} as const;
