import { Injectable } from '@nestjs/common';
import {
  AppError,
  AUDIT_EXPORT_PAGE,
  AUDIT_PAGE_MAX,
  auditTrailQuerySchema,
  RECORD_MESSAGES,
  SERVICE_MESSAGES,
  type AccountAuditEntry,
  type AuditAction,
  type AuditActorKind,
  type AuditPattern,
  type AuditTrailReply,
  type ReplyOf,
  type RequestOf,
} from '@medi/contracts';
import { Clock } from '@medi/nest-common';
import { z } from 'zod';
import { auditEventOf } from './audit-event';
import { AuditRepository, type AuditPosition } from './audit.repository';

const DAY_MS = 86_400_000;
const positionSchema = z.object({
  at: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/),
  id: z.uuid(),
});

function encodeCursor(position: AuditPosition): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

function decodeCursor(cursor: string | undefined): AuditPosition | undefined {
  if (cursor === undefined) return undefined;
  try {
    return positionSchema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw new AppError('COMMON.BAD_REQUEST', SERVICE_MESSAGES.notA('page cursor'));
  }
}

/**
 * The audit trail's rules. Reads are recorded before their answer leaves (a trail that cannot be written fails the
 * read: fail closed); writes of this service put their row in the write's own transaction (see the repositories).
 */
@Injectable()
export class AuditService {
  constructor(
    private readonly audit: AuditRepository,
    private readonly clock: Clock,
  ) {}

  /** An action another service did on a consultation of the doctor's. */
  async recordForSession(
    request: RequestOf<typeof AuditPattern.Record>,
  ): Promise<ReplyOf<typeof AuditPattern.Record>> {
    const ids = z.object({ userId: z.uuid(), sessionId: z.uuid() }).safeParse(request);
    if (!ids.success) throw new AppError('COMMON.NOT_FOUND', RECORD_MESSAGES.noSuchSession);
    const subject = await this.audit.subjectOf(ids.data.sessionId, ids.data.userId);
    if (!subject) throw new AppError('COMMON.NOT_FOUND', RECORD_MESSAGES.noSuchSession);
    await this.record(request.action, {
      doctorId: ids.data.userId,
      patientId: subject.patientId,
      sessionId: ids.data.sessionId,
    });
    return { recorded: true };
  }

  record(action: AuditAction, subject: Parameters<typeof auditEventOf>[1]): Promise<void> {
    return this.audit.insert(auditEventOf(action, subject));
  }

  /** The doctor's trail of their own patients; reading it is recorded too (audit.read, or audit.export for CSV). */
  async trail(request: RequestOf<typeof AuditPattern.Trail>): Promise<AuditTrailReply> {
    const doctorId = z.uuid().safeParse(request.userId);
    const query = auditTrailQuerySchema.safeParse({
      ...request,
      limit: request.export ? undefined : request.limit,
    });
    if (!doctorId.success || !query.success)
      throw new AppError('COMMON.BAD_REQUEST', SERVICE_MESSAGES.notA('audit trail query'));
    const { patientCode, sessionId, from, to, cursor } = query.data;
    const limit = request.export ? AUDIT_EXPORT_PAGE : query.data.limit;
    // An export reads page after page: it is one export, recorded once.
    const recorded = !request.export || cursor === undefined;
    const patientId = patientCode ? await this.audit.patientIdByCode(doctorId.data, patientCode) : undefined;
    const ownSession = sessionId ? await this.audit.subjectOf(sessionId, doctorId.data) : undefined;
    const recordRead = async () => {
      if (!recorded) return;
      await this.record(request.export ? 'audit.export' : 'audit.read', {
        doctorId: doctorId.data,
        patientId,
        sessionId: ownSession ? sessionId : undefined,
      });
    };
    // A Patient Id or consultation the doctor does not have has no trail: empty, as for no rows (another doctor's
    // id is not even written into the reader's own trail).
    if ((patientCode && !patientId) || (sessionId && !ownSession)) {
      await recordRead();
      return { items: [], nextCursor: null };
    }
    const rows = await this.audit.page({
      doctorId: doctorId.data,
      patientId,
      sessionId,
      from: from ? new Date(`${from}T00:00:00Z`) : undefined,
      until: to ? new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY_MS) : undefined,
      before: decodeCursor(cursor),
      limit,
    });
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    // Recorded after the page is read (so a read never lists itself) and before it is answered: fail closed.
    await recordRead();
    return {
      items: page.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        actorKind: row.actorKind as AuditActorKind,
        actorId: row.actorId,
        action: row.action as AuditAction,
        patientCode: row.patientCode,
        sessionId: row.sessionId,
        clientAddress: row.clientAddress,
        correlationId: row.correlationId,
      })),
      nextCursor: rows.length > limit && last ? encodeCursor(last.position) : null,
    };
  }

  /** Support's view: who did what and when; the query never reads a patient or consultation column. */
  async accountTrail(request: RequestOf<typeof AuditPattern.AccountTrail>): Promise<AccountAuditEntry[]> {
    const accountId = request.accountId ? z.uuid().safeParse(request.accountId) : undefined;
    if (accountId && !accountId.success) return [];
    const rows = await this.audit.accountPage(
      accountId?.data,
      Math.min(Math.max(1, Math.trunc(request.limit)), AUDIT_PAGE_MAX),
    );
    // Support reading an account's trail is in that doctor's trail too.
    await this.record('audit.read', { doctorId: accountId?.data ?? null });
    return rows.map((row) => ({
      ...row,
      at: row.at.toISOString(),
      actorKind: row.actorKind as AuditActorKind,
      action: row.action as AuditAction,
    }));
  }

  /** Deletes the trail older than the retention; answers how many rows went. */
  purge(retentionDays: number): Promise<number> {
    return this.audit.deleteBefore(new Date(this.clock.now().getTime() - retentionDays * DAY_MS));
  }
}
