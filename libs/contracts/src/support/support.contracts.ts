import type { ClientInfo } from '../access.contracts';

/**
 * Support staff: accounts apart from doctors (the auth service's support tables), signed in with a password and
 * a TOTP code (RFC 6238), with sessions of their own that are never valid as a doctor's and the reverse.
 */
export const SupportPattern = {
  SignIn: 'auth.support.sign-in',
  ResolveSession: 'auth.support.sessions.resolve',
  EndSession: 'auth.support.sessions.end',
  /** Written before a queue action runs, so no action happens without its audit row. */
  RecordQueueAction: 'auth.support.audit.record',
  /** The outcome of a recorded action, once Bull Board answered it. */
  FinishQueueAction: 'auth.support.audit.finish',
  ListQueueActions: 'auth.support.audit.list',
} as const;

/** TOTP as authenticator apps expect it by default: SHA-1, 6 digits, 30-second steps. */
export const SUPPORT_TOTP = {
  digits: 6,
  stepSeconds: 30,
  /** Codes of the neighbouring steps are accepted too: a phone's clock a little off still signs in. */
  driftSteps: 1,
  issuer: 'MediScribe support',
} as const;

export const SUPPORT_LIMITS = {
  nameMaxLength: 100,
  passwordMinLength: 12,
  passwordMaxLength: 128,
  auditPageSize: 100,
} as const;

export const SUPPORT_MESSAGES = {
  invalidCredentials: 'The e-mail, password or code is incorrect.',
  signedOut: 'You are signed out.',
  sessionRequired: 'Please sign in as support staff.',
  signInLocked: 'Too many incorrect codes. Support sign-in for this account is locked for 24 hours.',
} as const;

export interface SupportSignInRequest {
  email: string;
  password: string;
  code: string;
  client: ClientInfo;
}

export interface SupportSignInReply {
  sessionToken: string;
  expiresAt: string;
}

export interface SupportSessionRequest {
  sessionToken: string;
}

/** Who is signed in: no doctor id, no doctor field; null for an unknown, idle, expired or revoked session. */
export type SupportSessionReply = { supportId: string; email: string; name: string } | null;

/** What support staff did to a queue through Bull Board. */
export const QUEUE_ACTIONS = [
  'retry',
  'clean',
  'promote',
  'remove',
  'empty',
  'pause',
  'resume',
  'add',
  'update',
  'obliterate',
  'other',
] as const;
export type QueueAction = (typeof QUEUE_ACTIONS)[number];

export interface RecordQueueActionRequest {
  supportId: string;
  action: QueueAction;
  queue: string;
  /** Absent for an action on a whole queue (retry all failed, clean completed ...). */
  jobId?: string;
  /** The job state it applied to (failed, completed ...), when Bull Board names one. */
  jobState?: string;
  /** The HTTP method and Bull Board API path, for the record. */
  request: string;
}

export interface FinishQueueActionRequest {
  auditId: string;
  statusCode: number;
}

export interface QueueActionEntry {
  id: string;
  at: string;
  supportEmail: string;
  supportName: string;
  action: QueueAction;
  queue: string;
  jobId: string | null;
  jobState: string | null;
  request: string;
  /** Bull Board's HTTP status; null while the action runs, or when the gateway died before it answered. */
  statusCode: number | null;
}

export interface SupportPatternMap {
  [SupportPattern.SignIn]: { request: SupportSignInRequest; reply: SupportSignInReply };
  [SupportPattern.ResolveSession]: { request: SupportSessionRequest; reply: SupportSessionReply };
  [SupportPattern.EndSession]: { request: SupportSessionRequest; reply: { success: true } };
  [SupportPattern.RecordQueueAction]: { request: RecordQueueActionRequest; reply: { auditId: string } };
  [SupportPattern.FinishQueueAction]: { request: FinishQueueActionRequest; reply: { success: true } };
  [SupportPattern.ListQueueActions]: { request: { limit: number }; reply: QueueActionEntry[] };
}
