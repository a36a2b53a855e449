import { BillingUsagePattern, TRANSCRIPTION_ERRORS } from '@medi/contracts';
import type { Database } from '@medi/nest-common';
import { serviceForFile } from '@medi/testing';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import * as schema from '../src/db/schema';
import type { BillingEnv } from '../src/config/env';
import { startBilling } from './support/start-billing';

const FREE_SECONDS = 1_800;
const FREE_SESSION_SECONDS = 600;

describe('reserving consultation time when a session starts', () => {
  // A cap above the parallel starts, so only the hours can stop them.
  const running = serviceForFile<BillingEnv, Database<typeof schema>>(() =>
    startBilling({ env: { MAX_LIVE_CONSULTATIONS_PER_DOCTOR: '10' } }),
  );

  const usageCharges = (userId: string) =>
    running.db
      .select({ secondsDelta: schema.ledgerEntries.secondsDelta })
      .from(schema.ledgerEntries)
      .where(and(eq(schema.ledgerEntries.userId, userId), eq(schema.ledgerEntries.kind, 'usage_charged')));

  it('grants 10 parallel starts of a Free doctor no more than the plan has: three sessions of 600 s, seven refused', async () => {
    const userId = randomUUID();
    const sessions = Array.from({ length: 10 }, () => randomUUID());

    const outcomes = await Promise.allSettled(
      sessions.map((sessionId) =>
        running.client.send(BillingUsagePattern.ReserveTime, { userId, sessionId }),
      ),
    );

    const granted = outcomes.flatMap((outcome) =>
      outcome.status === 'fulfilled' ? [outcome.value.reservedSeconds] : [],
    );
    expect(granted).toEqual([FREE_SESSION_SECONDS, FREE_SESSION_SECONDS, FREE_SESSION_SECONDS]);
    for (const outcome of outcomes.filter(
      (result): result is PromiseRejectedResult => result.status === 'rejected',
    ))
      expect(outcome.reason).toMatchObject({
        code: 'COMMON.FORBIDDEN',
        message: TRANSCRIPTION_ERRORS.noHours,
      });
    await expect(running.client.send(BillingUsagePattern.GetAllowance, { userId })).resolves.toEqual({
      secondsAvailable: FREE_SECONDS,
      sessionLimitSeconds: FREE_SESSION_SECONDS,
      secondsReserved: FREE_SECONDS,
    });

    // Every session records its whole grant (and one claims more): the ledger charges exactly the plan.
    await Promise.all(
      sessions.map((sessionId, index) =>
        running.client.send(BillingUsagePattern.RecordUsage, {
          userId,
          sessionId,
          recordedSeconds: index === 0 ? 900 : FREE_SESSION_SECONDS,
        }),
      ),
    );
    const charged = (await usageCharges(userId)).reduce((total, row) => total - row.secondsDelta, 0);
    expect(charged).toBe(FREE_SECONDS);
    await expect(running.client.send(BillingUsagePattern.GetAllowance, { userId })).resolves.toEqual({
      secondsAvailable: 0,
      sessionLimitSeconds: FREE_SESSION_SECONDS,
      secondsReserved: 0,
    });
  });

  it('grants what is left when it is less than the session limit, and the same again to a retried start', async () => {
    const userId = randomUUID();
    await running.client.send(BillingUsagePattern.RecordUsage, {
      userId,
      sessionId: randomUUID(),
      recordedSeconds: FREE_SECONDS - 250,
    });
    const sessionId = randomUUID();

    await expect(
      running.client.send(BillingUsagePattern.ReserveTime, { userId, sessionId }),
    ).resolves.toEqual({ reservedSeconds: 250 });
    await expect(
      running.client.send(BillingUsagePattern.ReserveTime, { userId, sessionId }),
    ).resolves.toEqual({ reservedSeconds: 250 });
    await expect(
      running.client.send(BillingUsagePattern.ReserveTime, { userId, sessionId: randomUUID() }),
    ).rejects.toMatchObject({ message: TRANSCRIPTION_ERRORS.noHours });
  });

  it('releases the unused part of a reservation when the session is charged, and never reserves an ended session again', async () => {
    const userId = randomUUID();
    const sessionId = randomUUID();
    await running.client.send(BillingUsagePattern.ReserveTime, { userId, sessionId });

    await expect(
      running.client.send(BillingUsagePattern.RecordUsage, { userId, sessionId, recordedSeconds: 42 }),
    ).resolves.toEqual({ secondsAvailable: FREE_SECONDS - 42 });
    await expect(running.client.send(BillingUsagePattern.GetAllowance, { userId })).resolves.toMatchObject({
      secondsReserved: 0,
    });
    await expect(
      running.client.send(BillingUsagePattern.ReserveTime, { userId, sessionId }),
    ).rejects.toMatchObject({ code: 'COMMON.CONFLICT', message: TRANSCRIPTION_ERRORS.ended });
  });

  it('lists the reservations held longer than asked, for settling those whose session died', async () => {
    const userId = randomUUID();
    const sessionId = randomUUID();
    await running.client.send(BillingUsagePattern.ReserveTime, { userId, sessionId });
    await running.db
      .update(schema.timeReservations)
      .set({ reservedAt: new Date(Date.now() - 120_000) })
      .where(eq(schema.timeReservations.sessionId, sessionId));

    const { reservations } = await running.client.send(BillingUsagePattern.OpenReservations, {
      heldForSeconds: 60,
    });
    expect(reservations).toContainEqual({ userId, sessionId });
    const fresh = await running.client.send(BillingUsagePattern.OpenReservations, { heldForSeconds: 600 });
    expect(fresh.reservations).not.toContainEqual({ userId, sessionId });
  });
});

describe('the live-consultation cap per doctor', () => {
  const running = serviceForFile<BillingEnv, Database<typeof schema>>(() => startBilling());

  it('refuses a third running consultation by default, with the reason, until one ends', async () => {
    const userId = randomUUID();
    const [first, second, third] = [randomUUID(), randomUUID(), randomUUID()];
    await running.client.send(BillingUsagePattern.ReserveTime, { userId, sessionId: first });
    await running.client.send(BillingUsagePattern.ReserveTime, { userId, sessionId: second });

    await expect(
      running.client.send(BillingUsagePattern.ReserveTime, { userId, sessionId: third }),
    ).rejects.toMatchObject({ code: 'COMMON.CONFLICT', message: TRANSCRIPTION_ERRORS.tooManyLive(2) });

    await running.client.send(BillingUsagePattern.RecordUsage, {
      userId,
      sessionId: first,
      recordedSeconds: 10,
    });
    await expect(
      running.client.send(BillingUsagePattern.ReserveTime, { userId, sessionId: third }),
    ).resolves.toEqual({ reservedSeconds: FREE_SESSION_SECONDS });
  });
});
