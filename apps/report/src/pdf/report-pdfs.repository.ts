import { Injectable } from '@nestjs/common';
import { TransactionHost, type Database } from '@medi/nest-common';
import type { ReportKind } from '@medi/contracts';
import { and, eq } from 'drizzle-orm';
import * as schema from '../db/schema';

export interface StoredPdfKey {
  reportId: string;
  version: number;
  kind: ReportKind;
  watermarked: boolean;
}

export interface StoredPdf extends StoredPdfKey {
  fileName: string;
  content: Buffer;
}

/** The rendered PDFs, kept in PostgreSQL: the download and the e-mail read them, whichever process made them. */
@Injectable()
export class ReportPdfsRepository {
  constructor(private readonly host: TransactionHost) {}

  private get db(): Database<typeof schema> {
    return this.host.db as Database<typeof schema>;
  }

  /** Keeps the first PDF of a key: a render repeated after a crash or a retry adds nothing. */
  async insertOnce(pdf: StoredPdf): Promise<void> {
    await this.db.insert(schema.reportPdfs).values(pdf).onConflictDoNothing();
  }

  async find(key: StoredPdfKey): Promise<StoredPdf | undefined> {
    const [row] = await this.db
      .select({
        reportId: schema.reportPdfs.reportId,
        version: schema.reportPdfs.version,
        kind: schema.reportPdfs.kind,
        watermarked: schema.reportPdfs.watermarked,
        fileName: schema.reportPdfs.fileName,
        content: schema.reportPdfs.content,
      })
      .from(schema.reportPdfs)
      .where(
        and(
          eq(schema.reportPdfs.reportId, key.reportId),
          eq(schema.reportPdfs.version, key.version),
          eq(schema.reportPdfs.kind, key.kind),
          eq(schema.reportPdfs.watermarked, key.watermarked),
        ),
      );
    return row;
  }
}
