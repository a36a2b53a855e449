import {
  AUDIO_FRAME_SUBPROTOCOL,
  BillingUsagePattern,
  CLOSE_CODES,
  encodeAudioFrame,
  MAX_AUDIO_FRAME_PCM_BYTES,
  LIVE_FIELDS,
  liveEntryFields,
  liveKeys,
  liveResultContext,
  MAX_FRAME_BURST,
  MAX_FRAME_BYTES,
  SPEECH_MESSAGES,
  TRANSCRIPTION_ERRORS,
  type ServerMessage,
} from '@medi/contracts';
import { PayloadSealer, ServiceClient } from '@medi/nest-transport';
import { REDIS } from '@medi/nest-common';
import { startAzureSpeechServer, testSealingKey, until, type AzureSpeechServer } from '@medi/testing';
import type Redis from 'ioredis';
import request from 'supertest';
import { SAME_ORIGIN } from './support/access-flows';
import { TEST_PUBLIC_ORIGIN } from './support/gateway-harness';
import { LiveClient, SECOND_OF_PCM, secondOfAudio } from './support/live-client';
import { type Doctor, firstMessage, LIVE_STACK_START_TIMEOUT_MS, LiveStack } from './support/live-stack';

const KEY = 'local-azure-key';
/** What the local Azure-protocol server hears in one second of audio whose samples all equal the key. */
const WORDS: Record<number, { speakerId: string; text: string }> = {
  101: { speakerId: 'Guest-1', text: 'Good morning what brings you in today' },
  102: { speakerId: 'Guest-2', text: 'I have had a fever for three days' },
  103: { speakerId: 'Guest-1', text: 'Any cough or difficulty breathing' },
  104: { speakerId: 'Guest-2', text: 'A dry cough since yesterday' },
  105: { speakerId: 'Guest-1', text: 'Take paracetamol 500 mg twice daily' },
  106: { speakerId: 'Guest-2', text: 'Thank you doctor' },
};
/** Every test's sessions are limited to this much recorded audio, warned this long before. */
const LIMIT_SECONDS = 20;
const WARNING_SECONDS = 5;

describe('the transcription WebSocket through the real gateway, session replicas and the Azure protocol', () => {
  let azure: AzureSpeechServer;
  let stack: LiveStack;

  beforeAll(async () => {
    azure = await startAzureSpeechServer({ key: KEY, markers: WORDS });
    stack = await LiveStack.start({
      label: 'live',
      sessionReplicas: 2,
      gateways: 2,
      sessionEnv: {
        AZURE_SPEECH_KEY: KEY,
        AZURE_SPEECH_ENDPOINT: azure.endpoint,
        LIVE_LEASE_MS: '1000',
        HINTS_DEBOUNCE_MS: '100',
        SESSION_LIMIT_SECONDS: String(LIMIT_SECONDS),
        EXPIRY_WARNING_SECONDS: String(WARNING_SECONDS),
      },
    });
  }, LIVE_STACK_START_TIMEOUT_MS);

  afterAll(async () => {
    await stack?.stop();
    await azure?.close();
  });

  const signedInDoctor = () => stack.signedInDoctor();
  const newSession = (doctor: Doctor) => stack.newSession(doctor);
  const openSession = (doctor: Doctor, sessionId: string, gateway = 0) =>
    stack.openSession(doctor, sessionId, gateway);
  const started = (doctor: Doctor) => stack.started(doctor);
  const savedTranscript = (sessionId: string) => stack.savedTranscript(sessionId);
  const keyPrefix = () => stack.keyPrefix;

  /** As the page does: a socket the server closes with 1011 (service busy taking over) is opened again. */
  async function reconnect(doctor: Doctor, sessionId: string, gateway: number): Promise<LiveClient> {
    for (let attempt = 1; ; attempt += 1) {
      const client = await openSession(doctor, sessionId, gateway);
      const outcome = await client.until(
        () => (client.messages.length > 0 ? 'open' : client.closeCode),
        15_000,
        'resume or close',
      );
      if (outcome === 'open' || outcome !== CLOSE_CODES.serverError || attempt === 3) return client;
    }
  }

  /** Seconds `from` to `to` (numbered from 1) of audio whose samples are `markers` (0: silence), as frames. */
  const sendSeconds = (live: LiveClient, markers: number[], from: number, to: number) => {
    for (let seq = from; seq <= to; seq += 1)
      live.send({ event: 'trigger_process', audio_chunk: secondOfAudio(markers[seq - 1]), seq });
  };

  const isFinal = (text: string) => (message: ServerMessage) =>
    message.type === 'Message' && message.isFinal && message.text === text;

  it('streams partials then finals with speakers, saves the finals in order, and on stop charges the recorded time', async () => {
    const doctor = await signedInDoctor();
    const { client, sessionId } = await started(doctor);
    const audio = [0, 101, 0, 102, 0];
    audio.forEach((marker, index) =>
      client.send({ event: 'trigger_process', audio_chunk: secondOfAudio(marker), seq: index + 1 }),
    );

    const final = await client.next<Extract<ServerMessage, { type: 'Message' }>>(isFinal(WORDS[102].text));
    expect(final).toMatchObject({ speakerId: 'Guest-2', seq: 2 });
    const partial = client.messages.find(
      (message) => message.type === 'Message' && !message.isFinal && message.text === 'I have had',
    );
    expect(partial).toMatchObject({ speakerId: 'Guest-2', segmentId: final.segmentId });
    await client.next((message) => message.type === 'Ack' && message.seq === 5);
    const acknowledged = client.messages
      .filter((message) => message.type === 'Ack')
      .map((ack) => (ack as { seq: number }).seq);
    // Each Ack covers every frame stored by then: fewer messages than frames, rising to the last frame.
    expect(acknowledged.length).toBeLessThan(audio.length);
    expect(acknowledged).toEqual([...acknowledged].sort((a, b) => a - b));
    expect(acknowledged.at(-1)).toBe(5);
    // Results are relayed as the session service wrote them, and reach the browser as text, like every message.
    expect(client.binaryFrames).toBe(0);

    client.send({ event: 'stop' });
    await client.next((message) => message.type === 'Status' && message.status === 'stopped');
    expect(await savedTranscript(sessionId)).toEqual([
      { seq: 1, speaker_id: 'Guest-1', text: WORDS[101].text },
      { seq: 2, speaker_id: 'Guest-2', text: WORDS[102].text },
    ]);
    const allowance = await stack.gateways[0].app
      .get(ServiceClient)
      .send(BillingUsagePattern.GetAllowance, { userId: doctor.userId });
    expect(allowance.secondsAvailable).toBe(30 * 60 - audio.length);
    // Nothing of the consultation is left in Redis once it ended and its results were read: its results stream is
    // empty, and expires.
    const redis = stack.gateways[0].app.get<Redis>(REDIS);
    const keys = liveKeys(keyPrefix(), sessionId);
    await until(
      'the live keys to go and the results stream to empty',
      async () =>
        (await redis.exists(keys.input, keys.state)) === 0 && (await redis.xlen(keys.results)) === 0
          ? true
          : undefined,
      5_000,
    );
    expect(await redis.pttl(keys.results)).toBeGreaterThan(0);
    client.close();
  });

  it('connects to the recognizer as the session starts, so the first words never wait for its handshake', async () => {
    const doctor = await signedInDoctor();
    const earlier = azure.connections.length;
    const { client } = await started(doctor);
    const connection = await client.until(
      () => azure.connections.slice(earlier).find((seen) => 'speech.config' in seen.messages),
      5_000,
      'the recognizer connected before any audio',
    );
    expect(connection.language).toBe('en-US');
    client.send({ event: 'stop' });
    await client.next((message) => message.type === 'Status' && message.status === 'stopped');
    client.close();
  });

  it('pauses and resumes: audio sent while paused is neither transcribed nor charged', async () => {
    const doctor = await signedInDoctor();
    const { client, sessionId } = await started(doctor);
    client.send({ event: 'trigger_process', audio_chunk: secondOfAudio(0), seq: 1 });
    client.send({ event: 'pause' });
    await client.next((message) => message.type === 'Status' && message.status === 'paused');
    client.send({ event: 'trigger_process', audio_chunk: secondOfAudio(103), seq: 2 });
    client.send({ event: 'resume' });
    await client.next((message) => message.type === 'Status' && message.status === 'resumed');
    client.send({ event: 'trigger_process', audio_chunk: secondOfAudio(104), seq: 3 });
    client.send({ event: 'trigger_process', audio_chunk: secondOfAudio(0), seq: 4 });
    await client.next(isFinal(WORDS[104].text));
    client.send({ event: 'stop' });
    await client.next((message) => message.type === 'Status' && message.status === 'stopped');

    expect((await savedTranscript(sessionId)).map((row) => row.text)).toEqual([WORDS[104].text]);
    expect((await stack.sessionRow(sessionId)).recordedMs).toBe(3_000);
    client.close();
  });

  it('warns once before the plan limit and ends the session at it', async () => {
    const doctor = await signedInDoctor();
    const { client } = await started(doctor);
    for (let second = 1; second <= LIMIT_SECONDS + 2; second += 1) {
      client.send({ event: 'trigger_process', audio_chunk: secondOfAudio(0), seq: second });
      if (second % 10 === 0) await client.next((message) => message.type === 'Ack' && message.seq >= second);
    }
    await client.next((message) => message.type === 'Status' && message.status === 'stopped');
    const warnings = client.messages.filter(
      (message) => message.type === 'Status' && message.status === 'toExpire',
    );
    expect(warnings).toEqual([{ type: 'Status', status: 'toExpire', secondsLeft: WARNING_SECONDS }]);
    const stopIndex = client.messages.findIndex(
      (message) => message.type === 'Status' && message.status === 'stopped',
    );
    expect(stopIndex).toBeGreaterThan(client.messages.indexOf(warnings[0]));
    client.close();
  });

  it('keeps the transcript complete and contiguous when the owning replica dies and the client reconnects elsewhere', async () => {
    const doctor = await signedInDoctor();
    const { client, sessionId } = await started(doctor);
    const audio = [0, 101, 0, 102, 0, 103, 0, 104, 0, 105, 0, 106, 0];
    const send = (live: LiveClient, from: number, to: number) => sendSeconds(live, audio, from, to);
    send(client, 1, 5);
    await client.next(isFinal(WORDS[102].text));

    const redis = stack.gateways[0].app.get<Redis>(REDIS);
    const owner = await redis.get(liveKeys(keyPrefix(), sessionId).lease);
    const ownerReplica = stack.replicas.find((replica) => owner?.includes(`-${replica.process.pid}-`));
    expect(ownerReplica).toBeDefined();
    ownerReplica!.process.kill('SIGKILL');
    send(client, 6, 8);
    await client.next((message) => message.type === 'Ack' && message.seq >= 8);
    // The client's connection drops; it reconnects through the other gateway and resends after the last ack.
    client.close();
    const again = await reconnect(doctor, sessionId, 1);
    const resumed = await again.next<Extract<ServerMessage, { type: 'Resumed' }>>(
      (message) => message.type === 'Resumed',
    );
    expect(resumed.lastAudioSeq).toBe(8);
    send(again, 7, audio.length);
    await again.next(isFinal(WORDS[106].text), 30_000);
    // Without an AI endpoint the Medicines hint lists what the clinical extractor found in the transcript.
    await again.next(
      (message) =>
        message.type === 'Medicines' && message.medicines.some((medicine) => /paracetamol/i.test(medicine)),
    );
    again.send({ event: 'stop' });
    await again.next((message) => message.type === 'Status' && message.status === 'stopped', 30_000);

    const saved = await savedTranscript(sessionId);
    expect(saved.map((row) => row.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(saved.map((row) => row.text)).toEqual(
      [101, 102, 103, 104, 105, 106].map((marker) => WORDS[marker].text),
    );
    again.close();
  });

  it('shows each line once after a reconnect: a line finished while the socket was away comes in the saved transcript, not again', async () => {
    const doctor = await signedInDoctor();
    const { client, sessionId } = await started(doctor);
    const audio = [0, 101, 0, 102, 0];
    const send = (live: LiveClient, from: number, to: number) => sendSeconds(live, audio, from, to);
    send(client, 1, 2);
    await client.next((message) => message.type === 'Ack' && message.seq === 2);
    // The session service is held while the silence that ends the first line is stored and the socket drops: the
    // line is saved and published with no socket to send it to.
    const replicas = stack.replicas.map((replica) => replica.process);
    for (const replica of replicas) replica.kill('SIGSTOP');
    try {
      send(client, 3, 3);
      await client.next((message) => message.type === 'Ack' && message.seq === 3);
      client.close();
    } finally {
      for (const replica of replicas) replica.kill('SIGCONT');
    }
    const redis = stack.gateways[0].app.get<Redis>(REDIS);
    const sealer = PayloadSealer.fromKeys(testSealingKey());
    const firstLine = await until(
      'the first line waiting in the results stream',
      async () => {
        const entries = await redis.xrangeBuffer(liveKeys(keyPrefix(), sessionId).results, '-', '+');
        const waiting = entries.map(([, fields]) => {
          const body = liveEntryFields(fields).get(LIVE_FIELDS.body)!;
          return JSON.parse(
            sealer.open(body, liveResultContext(sessionId)).toString('utf8'),
          ) as ServerMessage;
        });
        return waiting.find(isFinal(WORDS[101].text)) as
          Extract<ServerMessage, { type: 'Message' }> | undefined;
      },
      30_000,
    );

    const again = await reconnect(doctor, sessionId, 0);
    const saved = await again.next<Extract<ServerMessage, { type: 'Messages' }>>(
      (message) => message.type === 'Messages',
    );
    expect(saved.messages).toEqual([{ Sender: 'Guest-1', Text: WORDS[101].text }]);
    send(again, 4, 5);
    // Results come in the order they were published: the first line, had it been relayed, would be here by now.
    await again.next(isFinal(WORDS[102].text));
    const ofFirstLine = again.messages.filter(
      (message) => message.type === 'Message' && message.segmentId === firstLine.segmentId,
    );
    expect(ofFirstLine).toEqual([]);
    again.send({ event: 'stop' });
    await again.next((message) => message.type === 'Status' && message.status === 'stopped');
    again.close();
  });

  describe('bad input gets a Status error and the socket stays up', () => {
    let doctor: Doctor;
    let client: LiveClient;

    beforeAll(async () => {
      doctor = await signedInDoctor();
      ({ client } = await started(doctor));
    });

    afterAll(() => client.close());

    async function expectError(frame: unknown, message: string) {
      const before = client.messages.length;
      client.send(frame);
      await client.until(
        () =>
          client.messages
            .slice(before)
            .find(
              (reply) => reply.type === 'Status' && reply.status === 'error' && reply.message === message,
            ),
        5_000,
        message,
      );
      client.send({ event: 'ping' });
      await client.until(
        () => client.messages.slice(before).find((reply) => reply.type === 'Pong'),
        5_000,
        'pong',
      );
    }

    it('answers malformed JSON', () => expectError('{"event": "start"', TRANSCRIPTION_ERRORS.malformed));
    it('answers an unknown event', () => expectError({ event: 'rewind' }, TRANSCRIPTION_ERRORS.unknownEvent));
    it('answers audio that is not base64', () =>
      expectError(
        { event: 'trigger_process', audio_chunk: 'not base64 at all!' },
        TRANSCRIPTION_ERRORS.badAudio,
      ));
    it('answers audio that is not 16-bit PCM (an odd number of bytes)', () =>
      expectError(
        { event: 'trigger_process', audio_chunk: Buffer.alloc(3).toString('base64') },
        TRANSCRIPTION_ERRORS.badAudio,
      ));
    it('answers a sample rate the recognizer cannot take', () =>
      expectError({ event: 'start', sample_rate: 44100 }, SPEECH_MESSAGES.sampleRateNotSupported(44100)));

    it('answers too many frames per second, then takes frames again', async () => {
      const before = client.messages.length;
      const frames = MAX_FRAME_BURST + 50;
      for (let index = 0; index < frames; index += 1) client.send({ event: 'ping' });
      await client.next(
        (message) => message.type === 'Status' && message.message === TRANSCRIPTION_ERRORS.tooFast,
      );
      expect(client.messages.slice(before).filter((message) => message.type === 'Pong').length).toBeLessThan(
        frames,
      );
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      await expectError({ event: 'rewind' }, TRANSCRIPTION_ERRORS.unknownEvent);
    });
  });

  describe('binary audio frames (a socket that negotiated them)', () => {
    const binary = [AUDIO_FRAME_SUBPROTOCOL];
    const isError = (text: string) => (message: ServerMessage) =>
      message.type === 'Status' && message.status === 'error' && message.message === text;

    it('that are not a number and whole samples of at most a second get the error, and the socket carries on', async () => {
      const doctor = await signedInDoctor();
      const { client } = await stack.started(doctor, 'en-US', binary);
      const notFrames = [
        Buffer.alloc(3),
        Buffer.alloc(4),
        Buffer.alloc(4 + 3),
        Buffer.alloc(4 + MAX_AUDIO_FRAME_PCM_BYTES + 2),
      ];
      for (const notFrame of notFrames) {
        const before = client.messages.length;
        client.send(notFrame);
        await client.until(
          () => client.messages.slice(before).find(isError(TRANSCRIPTION_ERRORS.badAudioFrame)),
          5_000,
          `the error for ${notFrame.length} bytes`,
        );
      }
      client.send(encodeAudioFrame(1, Buffer.alloc(SECOND_OF_PCM)));
      await client.next((message) => message.type === 'Ack' && message.seq === 1);
      client.close();
    });

    it('before the first message are malformed, as any first message that is not a JSON object', async () => {
      const doctor = await signedInDoctor();
      const sessionId = await newSession(doctor);
      const client = await LiveClient.open(stack.ports[0], doctor.headers, { protocols: binary });
      client.send(encodeAudioFrame(1, Buffer.alloc(SECOND_OF_PCM)));
      await client.next(isError(TRANSCRIPTION_ERRORS.malformed));
      // The socket still waits for its first message.
      client.send(firstMessage(doctor, sessionId));
      client.send({ event: 'ping' });
      await client.next((message) => message.type === 'Pong');
      expect(client.closeCode).toBeUndefined();
      client.close();
    });

    it('close the socket with 1009 over the frame size limit, as a JSON frame does', async () => {
      const doctor = await signedInDoctor();
      const { client } = await stack.started(doctor, 'en-US', binary);
      client.send(encodeAudioFrame(1, Buffer.alloc(MAX_FRAME_BYTES)));
      expect(await client.closed()).toBe(CLOSE_CODES.tooBig);
    });
  });

  it('closes with 1009 on a frame over the size limit', async () => {
    const doctor = await signedInDoctor();
    const { client } = await started(doctor);
    client.send('x'.repeat(MAX_FRAME_BYTES + 1));
    expect(await client.closed()).toBe(CLOSE_CODES.tooBig);
  });

  it('closes with 1008 when the first message names another user or a session the server did not issue to the doctor', async () => {
    const doctor = await signedInDoctor();
    const colleague = await signedInDoctor();
    const colleagueSession = await newSession(colleague);

    const wrongUser = await LiveClient.open(stack.ports[0], doctor.headers);
    wrongUser.send(firstMessage(colleague, colleagueSession));
    expect(await wrongUser.closed()).toBe(CLOSE_CODES.policy);

    const notIssued = await openSession(doctor, colleagueSession);
    expect(await notIssued.closed()).toBe(CLOSE_CODES.policy);
    const invented = await openSession(doctor, '00000000-0000-4000-8000-000000000000');
    expect(await invented.closed()).toBe(CLOSE_CODES.policy);
  });

  it('refuses the upgrade without a session cookie or from another origin', async () => {
    await expect(LiveClient.open(stack.ports[0], { Origin: TEST_PUBLIC_ORIGIN })).rejects.toThrow(/401/);
    const doctor = await signedInDoctor();
    await expect(
      LiveClient.open(stack.ports[0], { ...doctor.headers, Origin: 'https://evil.example' }),
    ).rejects.toThrow(/403/);
  });

  it("closes the doctor's sockets on every gateway replica when the doctor signs out", async () => {
    const doctor = await signedInDoctor();
    const sessionId = await newSession(doctor);
    const onOtherReplica = await openSession(doctor, sessionId, 1);
    await onOtherReplica.until(
      () => (onOtherReplica.ws.readyState === onOtherReplica.ws.OPEN ? true : undefined),
      5_000,
      'open',
    );
    await request(stack.server()).post('/api/manage/logout').set(doctor.headers).set(SAME_ORIGIN).expect(200);
    expect(await onOtherReplica.closed()).toBe(CLOSE_CODES.signedOut);
  });
});
