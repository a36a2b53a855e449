import type { AppError } from '@medi/contracts';
import { silence, startOpenAiCompatibleServer, type OpenAiCompatibleServer } from '@medi/testing';
import { OpenAiSpeechProvider } from '../src/speech/openai-speech.provider';
import type { SpeechResult, SpeechStream } from '../src/speech/speech-provider';

const KEY = 'sk-local-test';

/** A 440 Hz tone loud enough to count as speech. */
function tone(ms: number): Buffer {
  const samples = Math.round(ms * 16);
  const pcm = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++)
    pcm.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / 16000)), i * 2);
  return pcm;
}

function collect(stream: SpeechStream) {
  const seen = { finals: [] as SpeechResult[], errors: [] as AppError[] };
  stream.on('final', (result) => seen.finals.push(result));
  stream.on('error', (error) => seen.errors.push(error));
  return seen;
}

function feed(stream: SpeechStream, audio: Buffer): void {
  for (let offset = 0; offset < audio.length; offset += 3200)
    stream.write(audio.subarray(offset, offset + 3200));
}

describe('OpenAiSpeechProvider against the local OpenAI-compatible server', () => {
  let server: OpenAiCompatibleServer;

  afterEach(async () => {
    await server.close();
  });

  it('cuts the audio at pauses and transcribes each utterance, in order, as a WAV', async () => {
    // The answer depends on what was uploaded: the utterance's length in ms.
    server = await startOpenAiCompatibleServer({
      apiKey: KEY,
      transcribe: ({ audio }) => `utterance of ${Math.round((audio.length - 44) / 32)} ms`,
    });
    const provider = new OpenAiSpeechProvider({
      apiKey: KEY,
      baseURL: server.baseURL,
      model: 'whisper-large-v3',
    });
    const stream = provider.open({ language: 'ml-IN', sampleRate: 16000, diarization: true });
    const seen = collect(stream);
    feed(stream, Buffer.concat([silence(500), tone(1000), silence(1000), tone(600), silence(100)]));
    await stream.end();

    expect(seen.errors).toEqual([]);
    expect(seen.finals.map(({ text, offsetMs, speakerId }) => ({ text, offsetMs, speakerId }))).toEqual([
      // 200 ms lead-in + 1000 ms tone + 700 ms of silence that ended it.
      { text: 'utterance of 1900 ms', offsetMs: 300, speakerId: 'Guest-1' },
      { text: 'utterance of 900 ms', offsetMs: 2300, speakerId: 'Guest-1' },
    ]);
    expect(server.transcriptions.map(({ model, language }) => ({ model, language }))).toEqual([
      { model: 'whisper-large-v3', language: 'ml' },
      { model: 'whisper-large-v3', language: 'ml' },
    ]);
    expect(server.transcriptions[0].audio.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(new Set(seen.finals.map((final) => final.segmentId)).size).toBe(2);
  });

  it('sends nothing for silence or a click', async () => {
    server = await startOpenAiCompatibleServer({ apiKey: KEY, transcribe: () => 'never' });
    const provider = new OpenAiSpeechProvider({ apiKey: KEY, baseURL: server.baseURL, model: 'whisper-1' });
    const stream = provider.open({ language: 'en-US', sampleRate: 16000, diarization: false });
    const seen = collect(stream);
    feed(stream, Buffer.concat([silence(2000), tone(60), silence(2000)]));
    await stream.end();
    expect(server.transcriptions).toEqual([]);
    expect(seen.finals).toEqual([]);
  });

  it('reports a failing endpoint and carries on with the next utterance', async () => {
    let calls = 0;
    server = await startOpenAiCompatibleServer({
      apiKey: KEY,
      transcribe: () => (++calls === 1 ? { status: 400, message: 'Unsupported audio' } : 'second works'),
    });
    const provider = new OpenAiSpeechProvider({ apiKey: KEY, baseURL: server.baseURL, model: 'whisper-1' });
    const stream = provider.open({ language: 'en-US', sampleRate: 16000, diarization: false });
    const seen = collect(stream);
    feed(stream, Buffer.concat([tone(500), silence(1000), tone(500)]));
    await stream.end();
    expect(seen.errors).toHaveLength(1);
    expect(seen.errors[0]).toMatchObject({ code: 'SPEECH.PROVIDER_FAILED' });
    expect(seen.errors[0].details?.provider[0]).toContain('Unsupported audio');
    expect(seen.finals.map((final) => final.text)).toEqual(['second works']);
  });

  it('reports a refused key', async () => {
    server = await startOpenAiCompatibleServer({ apiKey: KEY, transcribe: () => 'never' });
    const provider = new OpenAiSpeechProvider({
      apiKey: 'wrong',
      baseURL: server.baseURL,
      model: 'whisper-1',
    });
    const stream = provider.open({ language: 'en-US', sampleRate: 16000, diarization: false });
    const seen = collect(stream);
    feed(stream, tone(500));
    await stream.end();
    expect(seen.errors[0].details?.provider[0]).toContain('Incorrect API key');
  });
});
