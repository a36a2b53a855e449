import { Injectable } from '@nestjs/common';
import { TransactionHost, type Database } from '@medi/nest-common';
import { and, eq, isNull } from 'drizzle-orm';
import * as schema from '../db/schema';

export type ReportShareRow = typeof schema.reportShares.$inferSelect;
export type NewReportShare = Omit<typeof schema.reportShares.$inferInsert, 'id' | 'requestedAt' | 'sentAt'>;

/** The reports shared by e-mail: the share request writes a row, the `report-mail` job reads and marks it. */
@Injectable()
export class ReportSharesRepository {
  constructor(private readonly host: TransactionHost) {}

  private get db(): Database<typeof schema> {
    return this.host.db as Database<typeof schema>;
  }

  async insert(share: NewReportShare): Promise<ReportShareRow> {
    const [row] = await this.db.insert(schema.reportShares).values(share).returning();
    return row;
  }

  /** The share with the doctor who owns its report (the share-status check). */
  async findWithOwner(shareId: string): Promise<(ReportShareRow & { userId: string }) | undefined> {
    const [row] = await this.db
      .select({ share: schema.reportShares, userId: schema.reports.userId })
      .from(schema.reportShares)
      .innerJoin(schema.reports, eq(schema.reports.id, schema.reportShares.reportId))
      .where(eq(schema.reportShares.id, shareId));
    return row ? { ...row.share, userId: row.userId } : undefined;
  }

  /** Marks the e-mail sent; a second mark changes nothing. */
  async markSent(shareId: string, sentAt: Date): Promise<void> {
    await this.db
      .update(schema.reportShares)
      .set({ sentAt })
      .where(and(eq(schema.reportShares.id, shareId), isNull(schema.reportShares.sentAt)));
  }
}
