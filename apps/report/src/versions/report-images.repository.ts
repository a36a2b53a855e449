import { Injectable } from '@nestjs/common';
import { TransactionHost, type Database } from '@medi/nest-common';
import { and, eq, inArray } from 'drizzle-orm';
import * as schema from '../db/schema';

/** The pictures report versions print, by doctor and content digest: the only code that reads or writes them. */
@Injectable()
export class ReportImagesRepository {
  constructor(private readonly host: TransactionHost) {}

  private get db(): Database<typeof schema> {
    return this.host.db as Database<typeof schema>;
  }

  /** Keeps the picture once per doctor: the same signature on a thousand reports is one row. */
  async insertOnce(userId: string, digest: string, content: Buffer): Promise<void> {
    await this.db.insert(schema.reportImages).values({ userId, digest, content }).onConflictDoNothing();
  }

  async find(userId: string, digests: string[]): Promise<Map<string, Buffer>> {
    if (digests.length === 0) return new Map();
    const rows = await this.db
      .select({ digest: schema.reportImages.digest, content: schema.reportImages.content })
      .from(schema.reportImages)
      .where(and(eq(schema.reportImages.userId, userId), inArray(schema.reportImages.digest, digests)));
    return new Map(rows.map((row) => [row.digest, row.content]));
  }
}
