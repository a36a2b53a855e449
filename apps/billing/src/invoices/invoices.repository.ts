import { Inject, Injectable } from '@nestjs/common';
import { DATABASE } from '@medi/nest-common';
import { and, desc, eq, isNull } from 'drizzle-orm';
import * as schema from '../db/schema';
import type { BillingDatabase } from '../ledger/ledger.writer';

export type InvoiceRow = typeof schema.invoices.$inferSelect;

@Injectable()
export class InvoicesRepository {
  constructor(@Inject(DATABASE) private readonly db: BillingDatabase) {}

  /** The doctor's invoices, newest first. */
  listOf(userId: string): Promise<InvoiceRow[]> {
    return this.db
      .select()
      .from(schema.invoices)
      .where(eq(schema.invoices.userId, userId))
      .orderBy(desc(schema.invoices.sequence));
  }

  async find(invoiceNumber: string): Promise<InvoiceRow | undefined> {
    const [row] = await this.db
      .select()
      .from(schema.invoices)
      .where(eq(schema.invoices.invoiceNumber, invoiceNumber));
    return row;
  }

  /** Keeps the first PDF stored: an invoice, once rendered, is always the same document. */
  async storePdfOnce(invoiceNumber: string, pdf: string): Promise<boolean> {
    const stored = await this.db
      .update(schema.invoices)
      .set({ pdf })
      .where(and(eq(schema.invoices.invoiceNumber, invoiceNumber), isNull(schema.invoices.pdf)))
      .returning({ invoiceNumber: schema.invoices.invoiceNumber });
    return stored.length > 0;
  }

  async markMailed(invoiceNumber: string, at: Date): Promise<boolean> {
    const marked = await this.db
      .update(schema.invoices)
      .set({ mailedAt: at })
      .where(and(eq(schema.invoices.invoiceNumber, invoiceNumber), isNull(schema.invoices.mailedAt)))
      .returning({ invoiceNumber: schema.invoices.invoiceNumber });
    return marked.length > 0;
  }
}
