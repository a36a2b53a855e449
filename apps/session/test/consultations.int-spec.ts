import { AppError, SessionPattern, SessionReportPattern } from '@medi/contracts';
import type { Database } from '@medi/nest-common';
import { serviceForFile } from '@medi/testing';
import { randomUUID } from 'node:crypto';
import * as schema from '../src/db/schema';
import { startSession } from './support/start-session';
import type { SessionEnv } from '../src/config/env';

describe("counting a user's consultation sessions over the Redis Streams transport", () => {
  const running = serviceForFile<SessionEnv, Database<typeof schema>>(startSession);

  it('answers 0 for a user without sessions', async () => {
    await expect(
      running.client.send(SessionPattern.CountUserSessions, { userId: randomUUID() }),
    ).resolves.toEqual({
      count: 0,
    });
  });

  it("counts every session of the user, whatever its status, and nobody else's", async () => {
    const doctor = randomUUID();
    const colleague = randomUUID();
    await running.db.insert(schema.consultationSessions).values([
      { userId: doctor, status: 'active' },
      { userId: doctor, status: 'ended', endedAt: new Date() },
      { userId: doctor, status: 'paused' },
      { userId: colleague, status: 'ended', endedAt: new Date() },
    ]);

    await expect(running.client.send(SessionPattern.CountUserSessions, { userId: doctor })).resolves.toEqual({
      count: 3,
    });
    await expect(
      running.client.send(SessionPattern.CountUserSessions, { userId: colleague }),
    ).resolves.toEqual({
      count: 1,
    });
  });

  it('refuses a user id that is not one', async () => {
    const failure = await running.client
      .send(SessionPattern.CountUserSessions, { userId: "1' or '1'='1" })
      .catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ code: 'COMMON.BAD_REQUEST' });
  });
});

describe("a consultation's transcript as report generation reads it", () => {
  const running = serviceForFile<SessionEnv, Database<typeof schema>>(startSession);

  it('carries the words the recognizer was unsure of with each segment that has any', async () => {
    const userId = randomUUID();
    const [session] = await running.db
      .insert(schema.consultationSessions)
      .values({ userId, status: 'ended', endedAt: new Date() })
      .returning({ id: schema.consultationSessions.id });
    await running.db.insert(schema.transcriptSegments).values([
      {
        sessionId: session.id,
        seq: 1,
        segmentId: 'a',
        speakerId: 'Guest-1',
        text: 'any allergies',
        audioUntil: '0-1',
      },
      {
        sessionId: session.id,
        seq: 2,
        segmentId: 'b',
        speakerId: 'Guest-1',
        text: 'start amaryl two milligrams',
        audioUntil: '0-2',
        unsure: [[6, 12]],
      },
    ]);

    const sources = await running.client.send(SessionReportPattern.Sources, {
      userId,
      sessionId: session.id,
    });

    expect(sources.segments).toEqual([
      { seq: 1, speakerId: 'Guest-1', text: 'any allergies' },
      { seq: 2, speakerId: 'Guest-1', text: 'start amaryl two milligrams', unsure: [[6, 12]] },
    ]);
  });
});
