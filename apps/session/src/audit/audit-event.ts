import type { AuditAction } from '@medi/contracts';
import { currentCorrelationId, currentRequestContext } from '@medi/request-context';
import { isIP } from 'node:net';
import type * as schema from '../db/schema';

export type NewAuditEvent = typeof schema.auditEvents.$inferInsert;

/** Whose patient, which patient, which consultation: ids only (no doctor: support reading every account's trail). */
export interface AuditSubject {
  doctorId: string | null;
  patientId?: string | null;
  sessionId?: string | null;
}

/**
 * The trail row of an action done in the current request: who and from where come from the request context the
 * gateway filled and the transport carried; work outside any request (a job) is the system's.
 */
export function auditEventOf(action: AuditAction, subject: AuditSubject): NewAuditEvent {
  const context = currentRequestContext();
  const address = context?.clientAddress;
  return {
    actorKind: context?.actor?.kind ?? 'system',
    actorId: context?.actor?.id ?? null,
    action,
    doctorId: subject.doctorId,
    patientId: subject.patientId ?? null,
    sessionId: subject.sessionId ?? null,
    clientAddress: address && isIP(address) !== 0 ? address : null,
    // The column takes what the gateway accepts as a correlation id; a job's id may hold other characters.
    correlationId: currentCorrelationId()
      .replace(/[^A-Za-z0-9._:-]/g, '_')
      .slice(0, 128),
  };
}
