import {
  AUDIO_FRAME_SUBPROTOCOL,
  AUDIO_FRAME_MS,
  TRANSCRIPTION_PATH,
  TranscriptionLink,
  type LinkEnding,
  type ServerMessage,
} from '@medi/contracts';
import {
  type FliteVoice,
  silence,
  startTcpProxy,
  synthesizeSpeech,
  type TcpProxy,
  until,
} from '@medi/testing';
import WebSocket from 'ws';
import { type Doctor, isStatus, LIVE_STACK_START_TIMEOUT_MS, LiveStack } from './support/live-stack';

/** A consultation's words, spoken in turn by two voices with pauses between; the prescription is in the middle. */
const SENTENCES = [
  'The patient has had a fever and a dry cough for three days.',
  'I will give you cetirizine ten milligrams at night for five days.',
  'Start pantoprazole forty milligrams once daily before breakfast.',
  'She takes metformin five hundred milligrams twice daily.',
  'How long have you had the fever?',
  'Take amlodipine five milligrams once daily.',
];
const VOICES: FliteVoice[] = ['rms', 'slt'];
const FRAME_BYTES = (16_000 * 2 * AUDIO_FRAME_MS) / 1_000;

function consultationAudio(seconds: number): Buffer {
  const parts: Buffer[] = [silence(300)];
  let length = 0;
  for (let index = 0; length < seconds * 32_000; index += 1) {
    const part = Buffer.concat([
      synthesizeSpeech(SENTENCES[index % SENTENCES.length], VOICES[index % VOICES.length]),
      silence(1_200),
    ]);
    parts.push(part);
    length += part.length;
  }
  return Buffer.concat(parts);
}

function framesOf(pcm: Buffer): Uint8Array[] {
  const frames: Uint8Array[] = [];
  for (let offset = 0; offset < pcm.length; offset += FRAME_BYTES)
    frames.push(pcm.subarray(offset, offset + FRAME_BYTES));
  return frames;
}

describe('no words lost on a bad connection: the page’s client through a network that is cut mid-sentence', () => {
  let stack: LiveStack;
  let proxy: TcpProxy;

  beforeAll(async () => {
    stack = await LiveStack.start({
      label: 'outage',
      sessionEnv: { SPEECH_PROVIDER: 'local', LOCAL_RECOGNIZER_WARM: '0' },
    });
    proxy = await startTcpProxy(stack.ports[0]);
  }, LIVE_STACK_START_TIMEOUT_MS);

  afterAll(async () => {
    await proxy?.close();
    await stack?.stop();
  });

  /** The words the recognizer makes of the audio sent straight to the gateway, as fast as it takes them. */
  async function transcriptWithoutOutage(doctor: Doctor, pcm: Buffer): Promise<string> {
    const { client, sessionId } = await stack.started(doctor);
    await client.sendAudio(pcm, 1, 40);
    client.send({ event: 'stop' });
    await client.next(isStatus('stopped'), 120_000);
    client.close();
    return transcriptOf(sessionId);
  }

  async function transcriptOf(sessionId: string): Promise<string> {
    return (await stack.savedTranscript(sessionId)).map((line) => line.text).join(' ');
  }

  /**
   * The page's client (TranscriptionLink) records `pcm` in real time, 10 frames a second, through the proxy, which
   * cuts the network for `outageMs` from `cutAtMs`; then the doctor presses Stop.
   */
  async function transcriptThroughOutage(
    doctor: Doctor,
    pcm: Buffer,
    outage: { cutAtMs: number; outageMs: number; survive: boolean },
  ): Promise<{ transcript: string; ending: LinkEnding; reconnected: boolean }> {
    const sessionId = await stack.newSession(doctor);
    const received: ServerMessage[] = [];
    const connectionsBefore = proxy.connections();
    let ended: (ending: LinkEnding) => void = () => undefined;
    const ending = new Promise<LinkEnding>((resolve) => (ended = resolve));
    const link = new TranscriptionLink({
      connect: () =>
        // As the page does: binary audio frames, offered and accepted.
        new WebSocket(`ws://127.0.0.1:${proxy.port}${TRANSCRIPTION_PATH}`, [AUDIO_FRAME_SUBPROTOCOL], {
          headers: doctor.headers,
        }),
      userId: doctor.userId,
      sessionId,
      diagnosisOn: () => true,
      onMessage: (message) => received.push(message),
      onConnectionLost: () => undefined,
      onEnded: (how) => ended(how),
    });
    await until('the start', () => Promise.resolve(received.some(isStatus('started')) || undefined), 60_000);

    const frames = framesOf(pcm);
    let cut: Promise<void> | undefined;
    const startedAt = Date.now();
    let peakBuffered = 0;
    for (const [index, frame] of frames.entries()) {
      const due = startedAt + index * AUDIO_FRAME_MS;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
      if (!cut && Date.now() - startedAt >= outage.cutAtMs)
        cut = proxy.cut(outage.outageMs, { survive: outage.survive });
      link.pushAudio(frame);
      peakBuffered = Math.max(peakBuffered, link.bufferedFrames);
    }
    await cut;
    const recordedAt = Date.now();
    // Stop once the server has everything, as a doctor would press it after the last words.
    await until(
      'every frame acknowledged',
      () => Promise.resolve(link.bufferedFrames === 0 || undefined),
      120_000,
    );
    const caughtUpMs = Date.now() - recordedAt;
    link.stop();
    const how = await ending;
    process.stdout.write(
      `outage ${outage.outageMs / 1_000} s (${outage.survive ? 'connections survive' : 'connections reset'}): ${frames.length} frames recorded, at most ${peakBuffered} held unacknowledged, ${proxy.connections() - connectionsBefore} connections, all acknowledged ${caughtUpMs} ms after the last was recorded\n`,
    );
    return {
      transcript: await transcriptOf(sessionId),
      ending: how,
      reconnected: proxy.connections() - connectionsBefore > 1,
    };
  }

  it('keeps every word spoken during a 10 s outage, in order, once', async () => {
    const doctor = await stack.signedInDoctor();
    const pcm = consultationAudio(22);
    const reference = await transcriptWithoutOutage(doctor, pcm);
    expect(reference).toMatch(/cetirizine/);

    const { transcript, ending } = await transcriptThroughOutage(doctor, pcm, {
      cutAtMs: 2_500,
      outageMs: 10_000,
      survive: true,
    });
    expect(ending).toEqual({ kind: 'stopped' });
    expect(transcript).toBe(reference);
  }, 300_000);

  it('keeps every word spoken during a 60 s outage that resets the connection, in order, once', async () => {
    const doctor = await stack.signedInDoctor();
    const pcm = consultationAudio(75);
    const reference = await transcriptWithoutOutage(doctor, pcm);

    const { transcript, ending, reconnected } = await transcriptThroughOutage(doctor, pcm, {
      cutAtMs: 2_500,
      outageMs: 60_000,
      survive: false,
    });
    expect(reconnected).toBe(true);
    expect(ending).toEqual({ kind: 'stopped' });
    expect(transcript).toBe(reference);
    // The words spoken during the outage are the prescription and what follows it.
    for (const word of ['cetirizine', 'pantoprazole', 'metformin', 'amlodipine'])
      expect(transcript).toMatch(new RegExp(word));
  }, 400_000);
});
