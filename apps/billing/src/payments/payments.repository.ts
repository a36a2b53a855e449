import { Inject, Injectable } from '@nestjs/common';
import { type InvoiceDocument, planTermMonths, type PlanId } from '@medi/contracts';
import { DATABASE } from '@medi/nest-common';
import { and, eq, sql } from 'drizzle-orm';
import * as schema from '../db/schema';
import { addMonths, allowanceOf } from '../entitlements/plan-allowance';
import {
  appendLedgerEntry,
  applyDueChanges,
  type BillingDatabase,
  type BillingTransaction,
  lockEntitlement,
  paidUntilOf,
} from '../ledger/ledger.writer';

export type PaymentOrder = typeof schema.paymentOrders.$inferSelect;
export type NewPaymentOrder = typeof schema.paymentOrders.$inferInsert;
export type TestModePayment = typeof schema.testModePayments.$inferSelect;

export interface PurchaseGrant {
  order: PaymentOrder;
  paymentId: string;
  /** `browser` or `webhook:<event id>`. */
  actor: string;
  at: Date;
  /** The webhook event this grant comes from: recorded in the same transaction, so a redelivery is a no-op. */
  webhook?: { eventId: string; event: string };
  /** The tax invoice of the payment, given its gap-free sequence number and the period it paid for. */
  invoiceOf: (sequence: number, period: { startsAt: Date; endsAt: Date }) => InvoiceDocument;
}

export interface GrantResult {
  outcome: GrantOutcome;
  /** Set when this call granted: the invoice it issued. */
  invoiceNumber?: string;
}

/** The deployment's one invoice series. */
const INVOICE_SERIES = 'invoices';

/** granted: this call granted the plan; already-granted: an earlier call did; refused: the order cannot be paid. */
export type GrantOutcome = 'granted' | 'already-granted' | 'duplicate-event' | 'refused';

/**
 * The payment's invoice, in its grant transaction: the counter row is bumped (and locked until commit), so two
 * payments at once get consecutive numbers, a rolled-back grant gives its number back, and an order paid once
 * (the unique order id backs it) has exactly one invoice.
 */
async function issueInvoice(
  tx: BillingTransaction,
  grant: PurchaseGrant,
  period: { startsAt: Date; endsAt: Date },
): Promise<string> {
  const [counter] = await tx
    .insert(schema.invoiceCounter)
    .values({ series: INVOICE_SERIES, lastNumber: 1 })
    .onConflictDoUpdate({
      target: schema.invoiceCounter.series,
      set: { lastNumber: sql`${schema.invoiceCounter.lastNumber} + 1` },
    })
    .returning();
  const document = grant.invoiceOf(counter.lastNumber, period);
  await tx.insert(schema.invoices).values({
    invoiceNumber: document.invoiceNumber,
    sequence: counter.lastNumber,
    orderId: grant.order.orderId,
    userId: grant.order.userId,
    total: document.total,
    currency: document.currency,
    document,
    issuedAt: grant.at,
  });
  return document.invoiceNumber;
}

@Injectable()
export class PaymentsRepository {
  constructor(@Inject(DATABASE) private readonly db: BillingDatabase) {}

  async insertOrder(order: NewPaymentOrder): Promise<void> {
    await this.db.insert(schema.paymentOrders).values(order);
  }

  async findOrder(orderId: string): Promise<PaymentOrder | undefined> {
    const [order] = await this.db
      .select()
      .from(schema.paymentOrders)
      .where(eq(schema.paymentOrders.orderId, orderId));
    return order;
  }

  /** Only an unpaid order of this doctor is cancelled; answers the order as it stands afterwards. */
  async cancelOrder(userId: string, orderId: string, at: Date): Promise<PaymentOrder | undefined> {
    await this.db
      .update(schema.paymentOrders)
      .set({ status: 'cancelled', updatedAt: at })
      .where(
        and(
          eq(schema.paymentOrders.orderId, orderId),
          eq(schema.paymentOrders.userId, userId),
          eq(schema.paymentOrders.status, 'created'),
        ),
      );
    return this.findOrder(orderId);
  }

  /**
   * Grants the plan an order paid for, exactly once: the order moves from created to paid in the same transaction
   * as the new allowance and its ledger row, so whichever of the browser and the webhook comes second finds the
   * order paid (the row lock makes it wait for the first) and grants nothing.
   */
  grantPurchase(grant: PurchaseGrant): Promise<GrantResult> {
    return this.db.transaction(async (tx) => {
      if (grant.webhook) {
        const fresh = await tx
          .insert(schema.webhookEvents)
          .values({
            eventId: grant.webhook.eventId,
            event: grant.webhook.event,
            orderId: grant.order.orderId,
            outcome: 'granted',
            receivedAt: grant.at,
          })
          .onConflictDoNothing()
          .returning({ eventId: schema.webhookEvents.eventId });
        if (fresh.length === 0) return { outcome: 'duplicate-event' };
      }
      const paid = await tx
        .update(schema.paymentOrders)
        .set({ status: 'paid', paymentId: grant.paymentId, updatedAt: grant.at })
        .where(
          and(
            eq(schema.paymentOrders.orderId, grant.order.orderId),
            eq(schema.paymentOrders.status, 'created'),
          ),
        )
        .returning();
      if (paid.length === 0) {
        const [current] = await tx
          .select()
          .from(schema.paymentOrders)
          .where(eq(schema.paymentOrders.orderId, grant.order.orderId));
        const outcome =
          current?.status === 'paid' && current.paymentId === grant.paymentId ? 'already-granted' : 'refused';
        if (grant.webhook) {
          await tx
            .update(schema.webhookEvents)
            .set({
              outcome: outcome === 'refused' ? `refused: order ${current?.status ?? 'missing'}` : outcome,
            })
            .where(eq(schema.webhookEvents.eventId, grant.webhook.eventId));
        }
        return { outcome };
      }
      const { order } = grant;
      const locked = await lockEntitlement(tx, order.userId);
      const before = locked && (await applyDueChanges(tx, locked, grant.at));
      const paidUntil = before && (await paidUntilOf(tx, before))?.at;
      // Paid while a paid plan runs: the new period starts where everything paid ends, never cutting it short.
      const startsAt = paidUntil && paidUntil.getTime() > grant.at.getTime() ? paidUntil : grant.at;
      const endsAt = addMonths(startsAt, planTermMonths(order.isAnnual));
      await tx.insert(schema.planPeriods).values({
        orderId: order.orderId,
        userId: order.userId,
        planId: order.planId,
        isAnnual: order.isAnnual,
        startsAt,
        endsAt,
      });
      const inAdvance = startsAt !== grant.at && before !== undefined;
      const allowance = inAdvance ? before : allowanceOf(order.planId as PlanId);
      await tx
        .update(schema.entitlements)
        .set({
          ...(inAdvance
            ? {}
            : { ...allowanceOf(order.planId as PlanId), periodStartedAt: grant.at, planEndsAt: endsAt }),
          planExpired: false,
          // The payment says what the doctor means: keep the plan just paid for after it.
          renewal: 'renew',
          renewalPlanId: null,
        })
        .where(eq(schema.entitlements.userId, order.userId));
      const term = order.isAnnual ? 'annual' : 'monthly';
      await appendLedgerEntry(tx, before, allowance, {
        userId: order.userId,
        kind: 'plan_purchased',
        actor: grant.actor,
        reason: inAdvance
          ? `paid ${order.amount} ${order.currency} for plan ${order.planId} (${term}) in advance: from ${startsAt.toISOString()} to ${endsAt.toISOString()}`
          : `paid ${order.amount} ${order.currency} for plan ${order.planId} (${term})`,
        orderId: order.orderId,
        paymentId: grant.paymentId,
        at: grant.at,
      });
      const invoiceNumber = await issueInvoice(tx, grant, { startsAt, endsAt });
      return { outcome: 'granted', invoiceNumber };
    });
  }

  /** A webhook event that grants nothing, kept so its redelivery is recognised and support can see why. */
  async recordIgnoredEvent(
    eventId: string,
    event: string,
    orderId: string | null,
    outcome: string,
    at: Date,
  ) {
    const inserted = await this.db
      .insert(schema.webhookEvents)
      .values({ eventId, event, orderId, outcome, receivedAt: at })
      .onConflictDoNothing()
      .returning({ eventId: schema.webhookEvents.eventId });
    return inserted.length > 0;
  }

  async insertTestModePayment(payment: TestModePayment): Promise<void> {
    await this.db.insert(schema.testModePayments).values(payment);
  }

  async findTestModePayment(paymentId: string): Promise<TestModePayment | undefined> {
    const [payment] = await this.db
      .select()
      .from(schema.testModePayments)
      .where(eq(schema.testModePayments.paymentId, paymentId));
    return payment;
  }
}
