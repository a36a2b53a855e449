import { REGISTER_SWC, startAzureSpeechServer, until, type AzureSpeechServer } from '@medi/testing';
import { AzureSpeechProvider, type AzureSpeechSettings } from '../src/speech/azure-speech.provider';
import type { SpeechStream } from '../src/speech/speech-provider';
import { collectResults as collect } from './support/speech-results';

const KEY = 'local-test-key';
/** 100 ms of 16 kHz PCM16. */
const CHUNK = Buffer.alloc(3200);
/** 100 ms of a tone: not silence. */
const SPEECH = Buffer.alloc(3200, 0x10);

/** Writes the chunks one event-loop turn apart, as frames arrive. */
async function writeChunks(stream: SpeechStream, chunks: Buffer[]): Promise<void> {
  for (const chunk of chunks) {
    stream.write(chunk);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** `ms` of silence. */
const feed = (stream: SpeechStream, ms: number) =>
  writeChunks(
    stream,
    Array.from({ length: Math.ceil(ms / 100) }, () => CHUNK),
  );

/**
 * `ms` of silence at four times real time, once the recognizer is connected: the audio is still flowing while the
 * service answers.
 */
async function feedFlowing(server: AzureSpeechServer, stream: SpeechStream, ms: number): Promise<void> {
  await until(
    'the recognizer connected',
    () => Promise.resolve(server.connections.length > 0 ? true : undefined),
    10_000,
  );
  for (let sent = 0; sent < ms; sent += 100) {
    stream.write(CHUNK);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('AzureSpeechProvider against the local Azure-protocol server', () => {
  let server: AzureSpeechServer;
  const providers: AzureSpeechProvider[] = [];

  /** The tests run the sources: the speech thread loads its TypeScript through swc. */
  function azureProvider(settings: AzureSpeechSettings): AzureSpeechProvider {
    const provider = new AzureSpeechProvider(settings, { execArgv: ['--require', REGISTER_SWC] });
    providers.push(provider);
    return provider;
  }

  afterEach(async () => {
    await Promise.all(providers.splice(0).map((provider) => provider.close()));
    await server?.close();
  });

  it('streams partials and finals with speaker ids, then ends', async () => {
    server = await startAzureSpeechServer({
      key: KEY,
      script: [
        { speakerId: 'Guest-1', text: 'How long have you had the fever', atAudioMs: 1000 },
        { speakerId: 'Guest-2', text: 'Three days doctor', atAudioMs: 1800 },
      ],
    });
    const provider = azureProvider({ key: KEY, endpoint: server.endpoint });
    const stream = provider.open({ language: 'hi-IN', sampleRate: 16000, diarization: true });
    const seen = collect(stream);
    await feed(stream, 2500);
    await stream.end();

    expect(seen.errors).toEqual([]);
    expect(seen.finals.map(({ speakerId, text }) => ({ speakerId, text }))).toEqual([
      { speakerId: 'Guest-1', text: 'How long have you had the fever' },
      { speakerId: 'Guest-2', text: 'Three days doctor' },
    ]);
    expect(seen.partials.map((partial) => partial.text)).toContain('How long have you');
    const firstPartial = seen.partials.find((partial) => partial.text === 'How');
    expect(firstPartial?.segmentId).toBe(seen.finals[0].segmentId);
    expect(firstPartial?.speakerId).toBe('Guest-1');
    expect(seen.finals[1]).toMatchObject({ offsetMs: 1000, durationMs: 800 });
    expect(server.connections[0].language).toBe('hi-IN');
    expect(server.connections[0].audioBytes).toBe(2500 * 32);
    expect(server.connections[0].ended).toBe(true);
  });

  it("marks a final's words Azure was unsure of, from the detailed result's word confidences", async () => {
    server = await startAzureSpeechServer({
      key: KEY,
      script: [
        {
          speakerId: 'Guest-1',
          text: 'Start Amaryl two milligrams',
          atAudioMs: 1000,
          confidences: [0.97, 0.31, 0.92, 0.95],
        },
      ],
    });
    const provider = azureProvider({ key: KEY, endpoint: server.endpoint });
    const stream = provider.open({ language: 'en-US', sampleRate: 16000, diarization: true });
    const seen = collect(stream);
    await feed(stream, 1500);
    await stream.end();

    expect(seen.errors).toEqual([]);
    expect(seen.finals).toHaveLength(1);
    expect(seen.finals[0].text).toBe('Start Amaryl two milligrams');
    expect(seen.finals[0].unsure).toEqual([[6, 12]]);
    expect(server.connections[0].url).toContain('wordLevelConfidence=true');
  });

  it('connects through a host setting too (private deployments)', async () => {
    server = await startAzureSpeechServer({
      key: KEY,
      script: [{ speakerId: 'Guest-1', text: 'Take paracetamol', atAudioMs: 300 }],
    });
    const provider = azureProvider({ key: KEY, host: server.host });
    const stream = provider.open({ language: 'en-US', sampleRate: 16000, diarization: true });
    const seen = collect(stream);
    await feed(stream, 500);
    await stream.end();
    expect(seen.finals.map((final) => final.text)).toEqual(['Take paracetamol']);
  });

  it('reports a refused key as a provider failure', async () => {
    server = await startAzureSpeechServer({ key: KEY });
    const provider = azureProvider({ key: 'wrong', endpoint: server.endpoint });
    const stream = provider.open({ language: 'en-US', sampleRate: 16000, diarization: true });
    const seen = collect(stream);
    await feed(stream, 300);
    await stream.end();
    expect(seen.errors).toHaveLength(1);
    expect(seen.errors[0]).toMatchObject({ code: 'SPEECH.PROVIDER_FAILED' });
  });

  /** A stream to a server that recognises one phrase, then drops the connection after 800 ms of audio. */
  async function streamToDroppingServer() {
    server = await startAzureSpeechServer({
      key: KEY,
      script: [{ speakerId: 'Guest-1', text: 'Any allergies', atAudioMs: 300 }],
      failAfterAudioMs: 800,
    });
    const stream = azureProvider({ key: KEY, endpoint: server.endpoint }).open({
      language: 'en-US',
      sampleRate: 16000,
      diarization: true,
    });
    return { stream, seen: collect(stream) };
  }

  it('reports a connection the server drops mid-stream, keeping what was recognised', async () => {
    const { stream, seen } = await streamToDroppingServer();
    await feedFlowing(server, stream, 1500);
    await stream.end();
    expect(seen.finals.map((final) => final.text)).toEqual(['Any allergies']);
    expect(seen.errors[0]).toMatchObject({ code: 'SPEECH.PROVIDER_FAILED' });
  });

  it('still ends, with a provider failure, when the connection drops after the last audio went out', async () => {
    const { stream, seen } = await streamToDroppingServer();
    // All of it at once, then the end: the SDK has sent everything when the server drops the connection.
    for (let sent = 0; sent < 1500; sent += 100) stream.write(CHUNK);

    await stream.end();

    expect(seen.finals.map((final) => final.text)).toEqual(['Any allergies']);
    expect(seen.errors[0]).toMatchObject({ code: 'SPEECH.PROVIDER_FAILED' });
  }, 30_000);

  it('answers every audio frame at once when asked (benchmarks)', async () => {
    server = await startAzureSpeechServer({ key: KEY, answerEveryFrame: true });
    const provider = azureProvider({ key: KEY, endpoint: server.endpoint });
    const stream = provider.open({ language: 'en-US', sampleRate: 16000, diarization: true });
    const seen = collect(stream);
    await feed(stream, 1000);
    await stream.end();
    const heard = seen.partials.map((partial) => Number(partial.text.replace('audio ', '')));
    expect(heard.length).toBeGreaterThan(0);
    expect(heard.at(-1)).toBe(1000 * 32);
    expect(heard).toEqual([...heard].sort((a, b) => a - b));
  });

  it('ends an utterance at a frame of silence when asked (benchmarks)', async () => {
    server = await startAzureSpeechServer({ key: KEY, answerEveryFrame: true, endUtteranceOnSilence: true });
    const provider = azureProvider({ key: KEY, endpoint: server.endpoint });
    const stream = provider.open({ language: 'en-US', sampleRate: 16000, diarization: true });
    const seen = collect(stream);
    await writeChunks(stream, [SPEECH, SPEECH, CHUNK, SPEECH, CHUNK, SPEECH]);
    await stream.end();
    expect(seen.finals.map((final) => [final.text, final.offsetMs, final.durationMs])).toEqual([
      ['audio 9600', 0, 300],
      ['audio 16000', 300, 200],
    ]);
    expect(seen.partials.map((partial) => partial.text)).toEqual([
      'audio 3200',
      'audio 6400',
      'audio 12800',
      'audio 19200',
    ]);
  });

  it('ends its open streams without a failure when it closes at shutdown, so another replica continues them', async () => {
    server = await startAzureSpeechServer({ key: KEY, answerEveryFrame: true });
    const provider = azureProvider({ key: KEY, endpoint: server.endpoint });
    const stream = provider.open({ language: 'en-US', sampleRate: 16000, diarization: true });
    const seen = collect(stream);
    await writeChunks(stream, [SPEECH, SPEECH]);

    await provider.close();
    await stream.end();

    expect(seen.errors).toEqual([]);
  });

  it('fails its streams with a provider failure when the speech thread dies, and starts a new one for the next', async () => {
    server = await startAzureSpeechServer({ key: KEY, answerEveryFrame: true });
    // Without the TypeScript loader the thread cannot load its sources: it dies at start.
    const broken = new AzureSpeechProvider({ key: KEY, endpoint: server.endpoint }, { execArgv: [] });
    providers.push(broken);
    const stream = broken.open({ language: 'en-US', sampleRate: 16000, diarization: true });
    const seen = collect(stream);
    await stream.end();
    expect(seen.errors[0]).toMatchObject({ code: 'SPEECH.PROVIDER_FAILED' });

    const provider = azureProvider({ key: KEY, endpoint: server.endpoint });
    const next = provider.open({ language: 'en-US', sampleRate: 16000, diarization: true });
    const heard = collect(next);
    await writeChunks(next, [SPEECH]);
    await next.end();
    expect(heard.errors).toEqual([]);
    expect(heard.partials.map((partial) => partial.text)).toEqual(['audio 3200']);
  });

  it('refuses a sample rate it cannot take', () => {
    const provider = azureProvider({ key: KEY, region: 'uaenorth' });
    expect(() => provider.open({ language: 'en-US', sampleRate: 44100, diarization: true })).toThrow(
      'The sample rate 44100 Hz is not supported',
    );
  });
});
