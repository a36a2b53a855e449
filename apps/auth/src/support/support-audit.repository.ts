import { Injectable } from '@nestjs/common';
import { desc, eq } from 'drizzle-orm';
import type { QueueAction, QueueActionEntry, RecordQueueActionRequest } from '@medi/contracts';
import { TransactionHost } from '@medi/nest-common';
import { supportAccounts, supportAuditLog } from '../db/schema';

@Injectable()
export class SupportAuditRepository {
  constructor(private readonly host: TransactionHost) {}

  async insert(entry: RecordQueueActionRequest, at: Date): Promise<string> {
    const [row] = await this.host.db
      .insert(supportAuditLog)
      .values({
        supportId: entry.supportId,
        at,
        action: entry.action,
        queue: entry.queue,
        jobId: entry.jobId ?? null,
        jobState: entry.jobState ?? null,
        request: entry.request,
      })
      .returning({ id: supportAuditLog.id });
    return row.id;
  }

  async finish(auditId: string, statusCode: number, finishedAt: Date): Promise<void> {
    await this.host.db
      .update(supportAuditLog)
      .set({ statusCode, finishedAt })
      .where(eq(supportAuditLog.id, auditId));
  }

  async latest(limit: number): Promise<QueueActionEntry[]> {
    const rows = await this.host.db
      .select({
        id: supportAuditLog.id,
        at: supportAuditLog.at,
        supportEmail: supportAccounts.email,
        supportName: supportAccounts.name,
        action: supportAuditLog.action,
        queue: supportAuditLog.queue,
        jobId: supportAuditLog.jobId,
        jobState: supportAuditLog.jobState,
        request: supportAuditLog.request,
        statusCode: supportAuditLog.statusCode,
      })
      .from(supportAuditLog)
      .innerJoin(supportAccounts, eq(supportAccounts.id, supportAuditLog.supportId))
      .orderBy(desc(supportAuditLog.at), desc(supportAuditLog.id))
      .limit(limit);
    return rows.map((row) => ({ ...row, action: row.action as QueueAction, at: row.at.toISOString() }));
  }
}
