import {
  AccessPattern,
  AUDIO_FRAME_SUBPROTOCOL,
  BillingUsagePattern,
  CLOSE_CODES,
  encodeAudioFrame,
  liveKeys,
  MAX_FRAME_BURST,
  MAX_FRAMES_PER_SECOND,
  type ServerMessage,
  TRANSCRIPTION_ERRORS,
} from '@medi/contracts';
import { REDIS } from '@medi/nest-common';
import { ServiceClient } from '@medi/nest-transport';
import { childProcessesOf, silence, synthesizeSpeech, until } from '@medi/testing';
import type Redis from 'ioredis';
import { AccessCookies } from '../src/auth/access-cookies';
import { LiveClient } from './support/live-client';
import { type Doctor, isStatus, LIVE_STACK_START_TIMEOUT_MS, LiveStack } from './support/live-stack';

/** Short here so the tests see consultations end; 2 minutes by default. */
const ABANDONED_AFTER_MS = 3_000;
const SIGN_IN_RECHECK_MS = 5_000;
const SOCKETS_PER_DOCTOR = 4;
const FIRST_WORDS = 'The patient has had a fever and a dry cough for three days.';
const LATER_WORDS = 'Start pantoprazole forty milligrams once daily before breakfast.';

const isFinal = (message: ServerMessage) => message.type === 'Message' && message.isFinal;

describe('live consultations and their sockets: ends on their own, sign-in checks, caps, floods', () => {
  let stack: LiveStack;
  let redis: Redis;
  let firstWords: Buffer;
  let laterWords: Buffer;

  beforeAll(async () => {
    firstWords = Buffer.concat([silence(300), synthesizeSpeech(FIRST_WORDS, 'rms'), silence(1_500)]);
    laterWords = Buffer.concat([silence(300), synthesizeSpeech(LATER_WORDS, 'rms'), silence(1_500)]);
    stack = await LiveStack.start({
      label: 'sockets',
      sessionEnv: {
        SPEECH_PROVIDER: 'local',
        LOCAL_RECOGNIZER_WARM: '0',
        LIVE_LEASE_MS: '1000',
        LIVE_ABANDONED_AFTER_MS: String(ABANDONED_AFTER_MS),
      },
      gatewayEnv: {
        LIVE_SOCKET_HEARTBEAT_MS: '1000',
        LIVE_SIGN_IN_RECHECK_MS: String(SIGN_IN_RECHECK_MS),
        LIVE_SOCKETS_PER_DOCTOR: String(SOCKETS_PER_DOCTOR),
      },
    });
    redis = stack.gateways[0].app.get<Redis>(REDIS);
  }, LIVE_STACK_START_TIMEOUT_MS);

  afterAll(async () => {
    await stack?.stop();
  });

  const recognizersOfSession = () =>
    childProcessesOf(stack.replicas[0].process.pid!).filter(({ command }) =>
      command.startsWith('pocketsphinx'),
    );

  const allowanceOf = (doctor: Doctor) =>
    stack.gateways[0].app
      .get(ServiceClient)
      .send(BillingUsagePattern.GetAllowance, { userId: doctor.userId });

  const endedSession = (sessionId: string, timeoutMs: number) =>
    until(
      'the consultation to end',
      async () => ((await stack.sessionRow(sessionId)).status === 'ended' ? true : undefined),
      timeoutMs,
    );

  it('ends a consultation whose socket dropped without Stop: its recognizer is released, its transcript kept, its keys gone', async () => {
    const doctor = await stack.signedInDoctor();
    const { client, sessionId } = await stack.started(doctor);
    await client.sendAudio(firstWords, 1, 20);
    await client.next(isFinal, 60_000);
    const [recognizer] = recognizersOfSession();
    expect(recognizer).toBeDefined();
    const keys = liveKeys(stack.keyPrefix, sessionId);
    // Every key of a live consultation expires by itself should nothing end it.
    for (const key of [keys.state, keys.input, keys.sockets, keys.lease])
      expect(await redis.pttl(key)).toBeGreaterThan(0);

    client.close();
    await endedSession(sessionId, ABANDONED_AFTER_MS + 30_000);

    await until(
      'the recognizer process to exit',
      () =>
        Promise.resolve(recognizersOfSession().some(({ pid }) => pid === recognizer.pid) ? undefined : true),
      10_000,
    );
    const transcript = await stack.savedTranscript(sessionId);
    expect(transcript.map((line) => line.text).join(' ')).toMatch(/fever/);
    await until(
      'the live keys to go',
      async () =>
        (await redis.exists(keys.input, keys.state, keys.sockets, keys.lease)) === 0 ? true : undefined,
      10_000,
    );
    expect(await redis.pttl(keys.results)).not.toBe(-1);
    // Its time was charged and nothing is held for it any more.
    const { recordedMs } = await stack.sessionRow(sessionId);
    expect(recordedMs).toBeGreaterThan(0);
    await expect(allowanceOf(doctor)).resolves.toMatchObject({
      secondsReserved: 0,
      secondsAvailable: 1_800 - Math.round(recordedMs / 1_000),
    });
  });

  it('continues the same consultation when the doctor reconnects within the time', async () => {
    const doctor = await stack.signedInDoctor();
    const { client, sessionId } = await stack.started(doctor);
    const next = await client.sendAudio(firstWords, 1, 20);
    await client.next(isFinal, 60_000);
    client.close();
    const droppedAt = Date.now();

    const again = await stack.openSession(doctor, sessionId);
    const resumed = await again.next<Extract<ServerMessage, { type: 'Resumed' }>>(
      (message) => message.type === 'Resumed',
    );
    expect(resumed.lastAudioSeq).toBe(next - 1);
    // Speaking in real time until well past the time an unattended consultation ends.
    await again.sendAudio(laterWords, next, 10);
    await again.next(isFinal, 60_000);
    expect(Date.now() - droppedAt).toBeGreaterThan(ABANDONED_AFTER_MS);
    expect((await stack.sessionRow(sessionId)).status).toBe('active');
    again.send({ event: 'stop' });
    await again.next(isStatus('stopped'), 60_000);
    const transcript = (await stack.savedTranscript(sessionId)).map((line) => line.text).join(' ');
    expect(transcript).toMatch(/fever.*pantoprazole/);
    again.close();
  });

  it('cuts a socket whose connection vanished without closing, and the consultation then ends on its own', async () => {
    const doctor = await stack.signedInDoctor();
    const sessionId = await stack.newSession(doctor);
    const silent = await LiveClient.open(stack.ports[0], doctor.headers, { autoPong: false });
    silent.send({
      userId: doctor.userId,
      sessionId,
      totalToken: 0,
      totalCost: 0,
      isPotentialDiagnosisOn: true,
    });
    silent.send({ event: 'start', language: 'en-US', sample_rate: 16000 });
    await silent.next(isStatus('started'), 60_000);

    expect(await silent.closed(30_000)).toBe(1006);
    await endedSession(sessionId, ABANDONED_AFTER_MS + 30_000);
  });

  it("re-checks a socket's sign-in at most every few seconds, however often it pings", async () => {
    const doctor = await stack.signedInDoctor();
    const clients = await Promise.all(
      Array.from({ length: SOCKETS_PER_DOCTOR }, async () =>
        stack.openSession(doctor, await stack.newSession(doctor)),
      ),
    );
    const checksBefore = await signInChecks();
    const startedAt = Date.now();
    const pings = 100;
    // 25 pings a second from each socket, under the frame limit: 4 × 100 pings in 4 s.
    for (let ping = 0; ping < pings; ping += 1) {
      for (const client of clients) client.send({ event: 'ping' });
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    for (const client of clients)
      await client.until(
        () =>
          client.messages.filter((message) => message.type === 'Pong').length === pings ? true : undefined,
        30_000,
        'every pong',
      );
    const elapsedMs = Date.now() - startedAt;
    const checks = (await signInChecks()) - checksBefore;
    process.stdout.write(
      `sign-in checks: ${checks} for ${pings * clients.length} pings from ${clients.length} sockets in ${elapsedMs} ms\n`,
    );
    expect(checks).toBeLessThanOrEqual(clients.length * (1 + Math.ceil(elapsedMs / SIGN_IN_RECHECK_MS)));
    for (const client of clients) client.close();
  });

  it('still closes a socket whose sign-in ended elsewhere at the next ping after the re-check time', async () => {
    const doctor = await stack.signedInDoctor();
    const client = await stack.openSession(doctor, await stack.newSession(doctor));
    await client.until(() => (client.ws.readyState === client.ws.OPEN ? true : undefined), 5_000, 'open');
    const sessionToken = stack.gateways[0].app
      .get(AccessCookies)
      .readSessionToken({ cookie: doctor.headers.Cookie });
    // Ended in the auth service directly: no sign-out announcement reaches the gateways.
    await stack.gateways[0].app
      .get(ServiceClient)
      .send(AccessPattern.EndSession, { sessionToken: sessionToken! });
    const endedAt = Date.now();
    const pinger = setInterval(() => client.send({ event: 'ping' }), 250);
    try {
      expect(await client.closed(SIGN_IN_RECHECK_MS + 10_000)).toBe(CLOSE_CODES.signedOut);
    } finally {
      clearInterval(pinger);
    }
    expect(Date.now() - endedAt).toBeLessThan(SIGN_IN_RECHECK_MS + 5_000);
  });

  it(`holds at most ${SOCKETS_PER_DOCTOR} sockets of one doctor; another is refused until one closes`, async () => {
    const doctor = await stack.signedInDoctor();
    const clients = await Promise.all(
      Array.from({ length: SOCKETS_PER_DOCTOR }, () => LiveClient.open(stack.ports[0], doctor.headers)),
    );
    await expect(LiveClient.open(stack.ports[0], doctor.headers)).rejects.toThrow(/429/);
    const colleague = await stack.signedInDoctor();
    (await LiveClient.open(stack.ports[0], colleague.headers)).close();

    clients[0].close();
    const replacement = await until(
      'a socket once one closed',
      () => LiveClient.open(stack.ports[0], doctor.headers).catch(() => undefined),
      10_000,
    );
    replacement.close();
    for (const client of clients) client.close();
  });

  it('takes binary audio frames on a socket that negotiated them, in seq order with JSON frames; refuses them elsewhere', async () => {
    const doctor = await stack.signedInDoctor();
    const { client, sessionId } = await stack.started(doctor, 'en-US', [AUDIO_FRAME_SUBPROTOCOL]);
    expect(client.ws.protocol).toBe(AUDIO_FRAME_SUBPROTOCOL);
    const half = Math.floor(firstWords.length / 2 / 3_200) * 3_200;
    const next = await client.sendAudio(firstWords.subarray(0, half), 1, 20, 'binary');
    const last = await client.sendAudio(firstWords.subarray(half), next, 20, 'json');
    await client.next(isFinal, 60_000);
    await client.next((message) => message.type === 'Ack' && message.seq === last - 1, 15_000);
    expect(Number(await redis.hget(liveKeys(stack.keyPrefix, sessionId).state, 'lastAudioSeq'))).toBe(
      last - 1,
    );

    // A frame too short to hold a sample: the error, and the socket carries on.
    client.ws.send(Buffer.alloc(5));
    await client.next(
      (message) => message.type === 'Status' && message.message === TRANSCRIPTION_ERRORS.badAudioFrame,
    );
    client.send({ event: 'stop' });
    await client.next(isStatus('stopped'), 60_000);
    expect((await stack.savedTranscript(sessionId)).map((line) => line.text).join(' ')).toMatch(/fever/);
    client.close();

    // A client that did not offer the subprotocol speaks JSON only: a binary frame is not a message.
    const plain = await stack.started(doctor);
    expect(plain.client.ws.protocol).toBe('');
    plain.client.ws.send(encodeAudioFrame(1, silence(100)));
    await plain.client.next(
      (message) => message.type === 'Status' && message.message === TRANSCRIPTION_ERRORS.malformed,
    );
    expect(
      Number((await redis.hget(liveKeys(stack.keyPrefix, plain.sessionId).state, 'lastAudioSeq')) ?? 0),
    ).toBe(0);
    plain.client.send({ event: 'stop' });
    await plain.client.next(isStatus('stopped'), 60_000);
    plain.client.close();
  });

  it('keeps a flood from one socket bounded, storing audio only in order', async () => {
    const doctor = await stack.signedInDoctor();
    const { client, sessionId } = await stack.started(doctor);
    const frame = silence(100).toString('base64');
    const sentAt = Date.now();
    for (let seq = 1; seq <= 3_000; seq += 1)
      client.send({ event: 'trigger_process', audio_chunk: frame, seq });
    await client.next(
      (message) => message.type === 'Status' && message.message === TRANSCRIPTION_ERRORS.tooFast,
      30_000,
    );
    // The server asks for what it lacks after the last frame it could take.
    const resumed = await client.next<Extract<ServerMessage, { type: 'Resumed' }>>(
      (message) => message.type === 'Resumed',
      30_000,
    );
    const elapsedSeconds = (Date.now() - sentAt) / 1_000;
    const stored = Number(await redis.hget(liveKeys(stack.keyPrefix, sessionId).state, 'lastAudioSeq'));
    process.stdout.write(
      `flood: 3000 frames sent at once, ${stored} stored in order in ${elapsedSeconds} s\n`,
    );
    expect(stored).toBe(resumed.lastAudioSeq);
    expect(stored).toBeLessThanOrEqual(MAX_FRAME_BURST + MAX_FRAMES_PER_SECOND * (elapsedSeconds + 1));
    client.send({ event: 'stop' });
    await client.next(isStatus('stopped'), 60_000);
    client.close();
  });

  it('says how far behind the recognizer is while a Stop waits for it, then stops with every word saved', async () => {
    const doctor = await stack.signedInDoctor();
    const { client, sessionId } = await stack.started(doctor);
    // 12 s of speech in one burst (within the most the server takes at once), then Stop: the recognizer has most
    // of it still to decode when the Stop arrives.
    const speech = Buffer.concat([firstWords, laterWords, firstWords, laterWords]);
    const burst = speech.subarray(0, Math.min(speech.length, (MAX_FRAME_BURST - 30) * 3_200));
    const frames = Math.floor(burst.length / 3_200);
    for (let seq = 1; seq <= frames; seq += 1) {
      const audio_chunk = burst.subarray((seq - 1) * 3_200, seq * 3_200).toString('base64');
      client.send({ event: 'trigger_process', audio_chunk, seq });
    }
    client.send({ event: 'stop' });

    const behind = await client.next<Extract<ServerMessage, { type: 'Status' }>>(
      (message) => message.type === 'Status' && message.status === 'catchingUp',
      60_000,
    );
    await client.next(isStatus('stopped'), 120_000);
    const reports = client.messages.filter(
      (message): message is Extract<ServerMessage, { type: 'Status' }> =>
        message.type === 'Status' && message.status === 'catchingUp',
    );
    process.stdout.write(
      `recognizer behind at Stop: ${reports.map((report) => report.secondsBehind).join(', ')} s\n`,
    );
    expect(behind.secondsBehind).toBeGreaterThanOrEqual(1);
    expect(client.messages.indexOf(behind)).toBeLessThan(client.messages.findIndex(isStatus('stopped')));
    expect((await stack.savedTranscript(sessionId)).map((row) => row.text).join(' ')).toContain(
      'pantoprazole',
    );
    client.close();
  }, 240_000);

  /** How many sign-in checks the auth service has answered (its request metric). */
  async function signInChecks(): Promise<number> {
    const metrics = await (await fetch(`${stack.auth.baseUrl}/metrics`)).text();
    const pattern = new RegExp(
      `^medi_rpc_server_duration_seconds_count\\{[^}]*pattern="${AccessPattern.ResolveSession.replaceAll('.', '\\.')}"[^}]*\\} (\\d+)`,
      'gm',
    );
    return [...metrics.matchAll(pattern)].reduce((total, match) => total + Number(match[1]), 0);
  }
});
