import {
  BillingUsagePattern,
  liveKeys,
  PLANS,
  PlanId,
  TRANSCRIPTION_ERRORS,
  type ServerMessage,
} from '@medi/contracts';
import { REDIS } from '@medi/nest-common';
import { ServiceClient } from '@medi/nest-transport';
import { startAzureSpeechServer, type AzureSpeechServer, until } from '@medi/testing';
import type Redis from 'ioredis';
import { type LiveClient, secondOfAudio } from './support/live-client';
import { isStatus, LIVE_STACK_START_TIMEOUT_MS, LiveStack, startEvent } from './support/live-stack';

const KEY = 'local-azure-key';
const FREE = PLANS.find((plan) => plan.planId === PlanId.Free)!;
const FREE_SECONDS = FREE.accessMinutes! * 60;
const SESSION_SECONDS = FREE.sessionLimitMinutes! * 60;
const PARALLEL_STARTS = 10;
/** Below the gateway's 50 frames a second: this test is about the plan, not the rate limit. */
const FRAMES_PER_SECOND = 40;

/** Short here so the test sees the time of a dead consultation settled; a minute by default. */
const SETTLE_DEAD_EVERY_MS = 2_000;

type Status = Extract<ServerMessage, { type: 'Status' }>;

describe('plan limits under concurrency: parallel starts of a Free doctor', () => {
  let azure: AzureSpeechServer;
  let stack: LiveStack;

  beforeAll(async () => {
    azure = await startAzureSpeechServer({ key: KEY });
    stack = await LiveStack.start({
      label: 'plan-limits',
      // A cap above the parallel starts, so only the reservation of the plan's hours can stop them.
      billingEnv: { MAX_LIVE_CONSULTATIONS_PER_DOCTOR: String(PARALLEL_STARTS) },
      gatewayEnv: { LIVE_SOCKETS_PER_DOCTOR: String(PARALLEL_STARTS) },
      sessionEnv: {
        AZURE_SPEECH_KEY: KEY,
        AZURE_SPEECH_ENDPOINT: azure.endpoint,
        LIVE_SETTLE_DEAD_EVERY_MS: String(SETTLE_DEAD_EVERY_MS),
      },
    });
  }, LIVE_STACK_START_TIMEOUT_MS);

  afterAll(async () => {
    await stack?.stop();
    await azure?.close();
  });

  /** Sends a second of audio at a time, more than the session may record, until the server ends it at its limit. */
  async function recordUntilStopped(client: LiveClient): Promise<void> {
    for (let seq = 1; seq <= SESSION_SECONDS + 10 && !client.messages.some(isStatus('stopped')); seq += 1) {
      client.send({ event: 'trigger_process', audio_chunk: secondOfAudio(), seq });
      await new Promise((resolve) => setTimeout(resolve, 1_000 / FRAMES_PER_SECOND));
    }
    await client.next(isStatus('stopped'), 180_000);
  }

  it(`${PARALLEL_STARTS} parallel starts never record more than the plan's ${FREE_SECONDS} s`, async () => {
    const doctor = await stack.signedInDoctor();
    const sessions = await Promise.all(
      Array.from({ length: PARALLEL_STARTS }, () => stack.newSession(doctor)),
    );
    const clients = await Promise.all(sessions.map((sessionId) => stack.openSession(doctor, sessionId)));
    for (const client of clients) client.send(startEvent());
    const answers = await Promise.all(
      clients.map((client) =>
        client.next<Status>(
          (message) => message.type === 'Status' && ['started', 'refused', 'error'].includes(message.status),
          60_000,
        ),
      ),
    );

    const granted = answers.filter((answer) => answer.status === 'started');
    expect(granted.map((answer) => answer.secondsLeft)).toEqual([
      SESSION_SECONDS,
      SESSION_SECONDS,
      SESSION_SECONDS,
    ]);
    expect(answers.filter((answer) => answer.status === 'refused')).toEqual(
      Array.from({ length: PARALLEL_STARTS - granted.length }, () => ({
        type: 'Status',
        status: 'refused',
        message: TRANSCRIPTION_ERRORS.noHours,
      })),
    );

    // Every granted session records until the server ends it at its limit.
    await Promise.all(
      clients.filter((_client, index) => answers[index].status === 'started').map(recordUntilStopped),
    );
    let recordedMs = 0;
    for (const sessionId of sessions) recordedMs += (await stack.sessionRow(sessionId)).recordedMs;
    const recordedSeconds = recordedMs / 1_000;
    expect(recordedSeconds).toBe(FREE_SECONDS);
    const allowance = await stack.gateways[0].app
      .get(ServiceClient)
      .send(BillingUsagePattern.GetAllowance, { userId: doctor.userId });
    expect(allowance).toMatchObject({ secondsAvailable: 0, secondsReserved: 0 });
    for (const client of clients) client.close();
  }, 300_000);

  it('settles the time held by a consultation that died without ending', async () => {
    const doctor = await stack.signedInDoctor();
    const { client, sessionId } = await stack.started(doctor);
    const allowance = () =>
      stack.gateways[0].app
        .get(ServiceClient)
        .send(BillingUsagePattern.GetAllowance, { userId: doctor.userId });
    expect((await allowance()).secondsReserved).toBe(SESSION_SECONDS);
    client.close();

    // Its replica dies, and its live keys lapse as they would after 15 minutes with no replica to run it.
    const keys = liveKeys(stack.keyPrefix, sessionId);
    const redis = stack.gateways[0].app.get<Redis>(REDIS);
    await stack.replaceSessionReplica(0, async () => {
      await redis.del(keys.state, keys.lease, keys.input, keys.sockets);
    });

    await until(
      'the reservation to be settled',
      async () => ((await allowance()).secondsReserved === 0 ? true : undefined),
      60_000,
    );
    expect((await stack.sessionRow(sessionId)).status).toBe('ended');
  }, 300_000);
});
