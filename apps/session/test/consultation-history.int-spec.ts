import {
  AppError,
  ConsultationHistoryPattern,
  ConsultationPattern,
  liveKeys,
  SessionReportPattern,
  type ConsultationSummary,
} from '@medi/contracts';
import type { Database } from '@medi/nest-common';
import { serviceForFile } from '@medi/testing';
import { eq } from 'drizzle-orm';
import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import * as schema from '../src/db/schema';
import type { SessionEnv } from '../src/config/env';
import { startSession } from './support/start-session';

describe("a doctor's past consultations over the Redis Streams transport", () => {
  const running = serviceForFile<SessionEnv, Database<typeof schema>>(startSession);
  let redis: Redis;

  beforeAll(() => {
    redis = new Redis(running.service.env.REDIS_URL);
  });
  afterAll(async () => {
    await redis?.quit();
  });

  /** A patient of the doctor and a consultation of them that started at the given time. */
  async function consultation(
    userId: string,
    patient: { code: string; name: string },
    startedAt: Date,
    status: 'created' | 'active' | 'paused' | 'ended' = 'ended',
  ): Promise<string> {
    const [row] = await running.db
      .insert(schema.patients)
      .values({
        userId,
        patientCode: patient.code,
        name: patient.name,
        gender: 'Female',
        dateOfBirth: '1980-01-02',
      })
      .onConflictDoUpdate({
        target: [schema.patients.userId, schema.patients.patientCode],
        set: { name: patient.name },
      })
      .returning({ id: schema.patients.id });
    const [session] = await running.db
      .insert(schema.consultationSessions)
      .values({ userId, patientId: row.id, status, startedAt, recordedMs: 125_400, language: 'hi-IN' })
      .returning({ id: schema.consultationSessions.id });
    return session.id;
  }

  function list(userId: string, search: { query?: string; cursor?: string; limit?: number } = {}) {
    return running.client.send(ConsultationHistoryPattern.List, {
      userId,
      query: search.query ?? '',
      limit: search.limit ?? 20,
      ...(search.cursor ? { cursor: search.cursor } : {}),
    });
  }

  const names = (items: ConsultationSummary[]) => items.map((item) => item.patient?.name);

  it('pages the consultations newest first, ties in start time included, without repeating or skipping one', async () => {
    const doctor = randomUUID();
    await consultation(doctor, { code: 'AB100', name: 'Asha Rao' }, new Date('2026-01-01T09:00:00Z'));
    await consultation(doctor, { code: 'AB101', name: 'Bala Iyer' }, new Date('2026-03-01T10:00:00Z'));
    await consultation(doctor, { code: 'AB102', name: 'Chitra Nair' }, new Date('2026-03-01T10:00:00Z'));
    await consultation(doctor, { code: 'AB103', name: 'Dev Menon' }, new Date('2026-04-01T09:00:00Z'));
    // Two started in one statement: the same start to the microsecond (now() is the transaction's time).
    await running.db.insert(schema.consultationSessions).values([
      { userId: doctor, status: 'created' },
      { userId: doctor, status: 'created' },
    ]);
    await consultation(randomUUID(), { code: 'AB104', name: 'Other Doctor Patient' }, new Date('2026-05-01'));

    const seen: ConsultationSummary[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await list(doctor, { limit: 2, cursor });
      seen.push(...page.items);
      cursor = page.nextCursor ?? undefined;
      pages += 1;
    } while (cursor);

    expect(pages).toBe(3);
    expect(seen.map((item) => item.startedAt)).toEqual(
      [...seen.map((item) => item.startedAt)].sort().reverse(),
    );
    expect(names(seen)).toEqual([
      undefined,
      undefined,
      'Dev Menon',
      expect.any(String),
      expect.any(String),
      'Asha Rao',
    ]);
    expect(new Set(seen.map((item) => item.sessionId)).size).toBe(6);
    expect(seen[2]).toMatchObject({
      patient: { name: 'Dev Menon', patientCode: 'AB103', gender: 'Female', dob: '1980-01-02' },
      recordedSeconds: 125,
      language: 'hi-IN',
      status: 'ended',
    });
  });

  it("finds a patient by any part of the name or the start of the Patient Id, whatever the case, never another doctor's", async () => {
    const doctor = randomUUID();
    await consultation(doctor, { code: 'PX200', name: "Ravi O'Brien" }, new Date('2026-01-01'));
    await consultation(doctor, { code: 'QZ300', name: 'Meena Shah' }, new Date('2026-01-02'));
    await consultation(randomUUID(), { code: 'PX201', name: 'Ravi Kumar' }, new Date('2026-01-03'));

    expect(names((await list(doctor, { query: "o'brien" })).items)).toEqual(["Ravi O'Brien"]);
    expect(names((await list(doctor, { query: 'px' })).items)).toEqual(["Ravi O'Brien"]);
    expect(names((await list(doctor, { query: 'ravi' })).items)).toEqual(["Ravi O'Brien"]);
    // A Patient Id matches from its start only, and LIKE's wildcards match themselves.
    expect((await list(doctor, { query: 'Z300' })).items).toEqual([]);
    expect((await list(doctor, { query: '%' })).items).toEqual([]);
    expect((await list(doctor, { query: '_' })).items).toEqual([]);
  });

  it('refuses a page larger than the maximum and a cursor it did not make', async () => {
    const doctor = randomUUID();
    for (const search of [{ limit: 51 }, { cursor: 'bm90IGEgY3Vyc29y' }]) {
      const failure = await list(doctor, search).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(AppError);
      expect(failure).toMatchObject({ code: 'COMMON.BAD_REQUEST' });
    }
  });

  it('reopens a consultation with its transcript, notes and prescription items; only for its doctor', async () => {
    const doctor = randomUUID();
    const sessionId = await consultation(
      doctor,
      { code: 'RE100', name: 'Lakshmi Pillai' },
      new Date('2026-02-01'),
    );
    await running.db.insert(schema.transcriptSegments).values([
      {
        sessionId,
        seq: 1,
        segmentId: 'a',
        speakerId: 'Guest-1',
        text: 'Fever since Monday.',
        audioUntil: '0-1',
      },
      { sessionId, seq: 2, segmentId: 'b', speakerId: 'Guest-2', text: 'Any cough?', audioUntil: '0-2' },
    ]);
    await running.client.send(SessionReportPattern.SaveInputs, {
      userId: doctor,
      sessionId,
      notes: ['Temperature 101 F'],
      prescriptions: ['Paracetamol 650 mg'],
    });

    await expect(
      running.client.send(ConsultationHistoryPattern.Get, { userId: doctor, sessionId }),
    ).resolves.toMatchObject({
      sessionId,
      patient: { name: 'Lakshmi Pillai', patientCode: 'RE100' },
      transcript: [
        { Sender: 'Guest-1', Text: 'Fever since Monday.' },
        { Sender: 'Guest-2', Text: 'Any cough?' },
      ],
      notes: ['Temperature 101 F'],
      prescriptions: ['Paracetamol 650 mg'],
    });
    for (const ref of [
      { userId: randomUUID(), sessionId },
      { userId: doctor, sessionId: randomUUID() },
    ]) {
      const failure = await running.client
        .send(ConsultationHistoryPattern.Get, ref)
        .catch((error: unknown) => error);
      expect(failure).toMatchObject({ code: 'COMMON.NOT_FOUND' });
    }
  });

  it('erases the words of a consultation and its Redis keys, keeps the consent audit, and then knows it no more', async () => {
    const doctor = randomUUID();
    const sessionId = await consultation(
      doctor,
      { code: 'ER100', name: 'Farah Khan' },
      new Date('2026-02-02'),
    );
    await running.db.insert(schema.consentEvents).values({
      sessionId,
      userId: doctor,
      patientId: (
        await running.db.select().from(schema.patients).where(eq(schema.patients.patientCode, 'ER100'))
      )[0].id,
      consentText: 'consent',
    });
    await running.db.insert(schema.transcriptSegments).values({
      sessionId,
      seq: 1,
      segmentId: 'a',
      speakerId: 'Guest-1',
      text: 'Chest pain.',
      audioUntil: '0-1',
    });
    await running.client.send(SessionReportPattern.SaveInputs, {
      userId: doctor,
      sessionId,
      notes: ['Pain for 2 days'],
      prescriptions: [],
    });
    // What a consultation leaves in Redis for a while after it ended: the results stream (sealed transcript text).
    const keys = liveKeys(running.service.env.KEY_PREFIX, sessionId);
    await redis.xadd(keys.results, '*', 'payload', 'sealed');
    await redis.xadd(keys.input, '*', 'payload', 'sealed audio');

    // Another doctor cannot erase it.
    const refused = await running.client
      .send(ConsultationHistoryPattern.Erase, { userId: randomUUID(), sessionId })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'COMMON.NOT_FOUND' });
    expect(await redis.exists(keys.results)).toBe(1);

    await expect(
      running.client.send(ConsultationHistoryPattern.Erase, { userId: doctor, sessionId }),
    ).resolves.toEqual({
      success: true,
    });

    expect(await redis.exists(keys.results, keys.input, keys.state, keys.lease, keys.sockets)).toBe(0);
    const segments = await running.db
      .select()
      .from(schema.transcriptSegments)
      .where(eq(schema.transcriptSegments.sessionId, sessionId));
    const inputs = await running.db
      .select()
      .from(schema.sessionReportInputs)
      .where(eq(schema.sessionReportInputs.sessionId, sessionId));
    const consent = await running.db
      .select()
      .from(schema.consentEvents)
      .where(eq(schema.consentEvents.sessionId, sessionId));
    const [tombstone] = await running.db
      .select()
      .from(schema.consultationSessions)
      .where(eq(schema.consultationSessions.id, sessionId));
    expect(segments).toEqual([]);
    expect(inputs).toEqual([]);
    expect(consent).toHaveLength(1);
    expect(tombstone.deletedAt).toBeInstanceOf(Date);

    // Gone from the list, the page, the live socket's check and report generation's sources.
    expect((await list(doctor, { query: 'Farah' })).items).toEqual([]);
    for (const pattern of [
      ConsultationHistoryPattern.Get,
      ConsultationPattern.OpenLiveSession,
      SessionReportPattern.Sources,
    ]) {
      const failure = await running.client
        .send(pattern, { userId: doctor, sessionId })
        .catch((error: unknown) => error);
      expect(failure).toMatchObject({ code: 'COMMON.NOT_FOUND' });
    }
  });

  it('refuses to erase a consultation that is still live, and erases nothing of it', async () => {
    const doctor = randomUUID();
    const sessionId = await consultation(
      doctor,
      { code: 'LV100', name: 'Live Patient' },
      new Date(),
      'active',
    );

    const failure = await running.client
      .send(ConsultationHistoryPattern.Erase, { userId: doctor, sessionId })
      .catch((error: unknown) => error);

    expect(failure).toMatchObject({ code: 'COMMON.CONFLICT' });
    expect((await list(doctor, { query: 'Live' })).items).toHaveLength(1);
  });
});
