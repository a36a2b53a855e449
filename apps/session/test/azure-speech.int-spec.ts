import { startAzureSpeechServer, type AzureSpeechServer } from '@medi/testing';
import type { AppError } from '@medi/contracts';
import { AzureSpeechProvider } from '../src/speech/azure-speech.provider';
import type { SpeechResult, SpeechStream } from '../src/speech/speech-provider';

const KEY = 'local-test-key';
/** 100 ms of 16 kHz PCM16. */
const CHUNK = Buffer.alloc(3200);

function collect(stream: SpeechStream) {
  const seen = { partials: [] as SpeechResult[], finals: [] as SpeechResult[], errors: [] as AppError[] };
  stream.on('partial', (result) => seen.partials.push(result));
  stream.on('final', (result) => seen.finals.push(result));
  stream.on('error', (error) => seen.errors.push(error));
  return seen;
}

async function feed(stream: SpeechStream, ms: number): Promise<void> {
  for (let sent = 0; sent < ms; sent += 100) {
    stream.write(CHUNK);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('AzureSpeechProvider against the local Azure-protocol server', () => {
  let server: AzureSpeechServer;

  afterEach(async () => {
    await server.close();
  });

  it('streams partials and finals with speaker ids, then ends', async () => {
    server = await startAzureSpeechServer({
      key: KEY,
      script: [
        { speakerId: 'Guest-1', text: 'How long have you had the fever', atAudioMs: 1000 },
        { speakerId: 'Guest-2', text: 'Three days doctor', atAudioMs: 1800 },
      ],
    });
    const provider = new AzureSpeechProvider({ key: KEY, endpoint: server.endpoint });
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

  it('connects through a host setting too (private deployments)', async () => {
    server = await startAzureSpeechServer({
      key: KEY,
      script: [{ speakerId: 'Guest-1', text: 'Take paracetamol', atAudioMs: 300 }],
    });
    const provider = new AzureSpeechProvider({ key: KEY, host: server.host });
    const stream = provider.open({ language: 'en-US', sampleRate: 16000, diarization: true });
    const seen = collect(stream);
    await feed(stream, 500);
    await stream.end();
    expect(seen.finals.map((final) => final.text)).toEqual(['Take paracetamol']);
  });

  it('reports a refused key as a provider failure', async () => {
    server = await startAzureSpeechServer({ key: KEY });
    const provider = new AzureSpeechProvider({ key: 'wrong', endpoint: server.endpoint });
    const stream = provider.open({ language: 'en-US', sampleRate: 16000, diarization: true });
    const seen = collect(stream);
    await feed(stream, 300);
    await stream.end();
    expect(seen.errors).toHaveLength(1);
    expect(seen.errors[0]).toMatchObject({ code: 'SPEECH.PROVIDER_FAILED' });
  });

  it('reports a connection the server drops mid-stream, keeping what was recognised', async () => {
    server = await startAzureSpeechServer({
      key: KEY,
      script: [{ speakerId: 'Guest-1', text: 'Any allergies', atAudioMs: 300 }],
      failAfterAudioMs: 800,
    });
    const provider = new AzureSpeechProvider({ key: KEY, endpoint: server.endpoint });
    const stream = provider.open({ language: 'en-US', sampleRate: 16000, diarization: true });
    const seen = collect(stream);
    await feed(stream, 1500);
    await stream.end();
    expect(seen.finals.map((final) => final.text)).toEqual(['Any allergies']);
    expect(seen.errors[0]).toMatchObject({ code: 'SPEECH.PROVIDER_FAILED' });
  });

  it('refuses a sample rate it cannot take', () => {
    const provider = new AzureSpeechProvider({ key: KEY, region: 'uaenorth' });
    expect(() => provider.open({ language: 'en-US', sampleRate: 44100, diarization: true })).toThrow(
      'The sample rate 44100 Hz is not supported',
    );
  });
});
