import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { ConsultationPattern, PATIENT_CONSENT_TEXT } from '@medi/contracts';
import { serviceForFile, silence, synthesizeSpeech, wordErrorRate } from '@medi/testing';
import type { SessionEnv } from '../src/config/env';
import { SpeechProviderRegistry } from '../src/speech/speech-provider.registry';
import { DEFAULT_LOCAL_RECOGNIZER, LocalSpeechProvider } from '../src/speech/local-speech.provider';
import { collectResults, writeInChunks } from './support/speech-results';
import { startSession } from './support/start-session';

const ENGLISH = { language: 'en-US', sampleRate: 16000, diarization: false };
const SENTENCE = 'Take cetirizine ten milligrams at night.';

const isRunning = (pid: number | undefined): boolean => {
  if (pid === undefined) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the warm pool of offline recognizers', () => {
  const providers: LocalSpeechProvider[] = [];
  const warmProvider = (warmRecognizers: number, modelDir = DEFAULT_LOCAL_RECOGNIZER.modelDir) => {
    const provider = new LocalSpeechProvider({ ...DEFAULT_LOCAL_RECOGNIZER, modelDir, warmRecognizers });
    providers.push(provider);
    provider.prepare();
    return provider;
  };

  beforeAll(() => {
    execFileSync('node', [join(__dirname, '../native/build-recognizer.mjs')], { stdio: 'inherit' });
  });

  afterAll(async () => {
    await Promise.all(providers.map((provider) => provider.close()));
  });

  it('hands out a recognizer whose model is loaded already, which transcribes, and loads its replacement', async () => {
    const provider = warmProvider(1);
    await provider.pool.warm();
    const [warm] = provider.pool.idleRecognizers();
    expect(warm.isReady).toBe(true);

    const stream = provider.open(ENGLISH);
    expect(stream).toBe(warm);
    // The replacement loads while this one is in use; the pool holds one idle recognizer again.
    expect(provider.pool.idleRecognizers()).toHaveLength(1);
    expect(provider.pool.idleRecognizers()[0]).not.toBe(stream);

    const seen = collectResults(stream);
    writeInChunks(stream, Buffer.concat([silence(300), synthesizeSpeech(SENTENCE, 'rms'), silence(600)]));
    await stream.end();
    expect(seen.errors).toEqual([]);
    expect(wordErrorRate(SENTENCE, seen.finals.map((final) => final.text).join(' '))).toBeLessThanOrEqual(
      0.3,
    );
  }, 120_000);

  it('keeps at most its size idle: a Start finding none idle starts one and waits for it', async () => {
    const provider = warmProvider(2);
    await provider.pool.warm();
    const idle = [...provider.pool.idleRecognizers()];
    expect(idle).toHaveLength(2);

    const first = provider.open(ENGLISH);
    const second = provider.open(ENGLISH);
    const third = provider.open(ENGLISH);
    expect([first, second]).toEqual(expect.arrayContaining(idle));
    // The third Start came while both replacements were still loading: it got one of them.
    expect(idle).not.toContain(third);
    expect(provider.pool.idleRecognizers().length).toBeLessThanOrEqual(2);
    await Promise.all([first, second, third].map((stream) => stream.end()));
    await provider.pool.warm();
    expect(provider.pool.idleRecognizers()).toHaveLength(2);
  }, 120_000);

  it('never hands out a recognizer that died while idle', async () => {
    const provider = warmProvider(1);
    await provider.pool.warm();
    const [dead] = provider.pool.idleRecognizers();
    process.kill(dead.pid ?? 0, 'SIGKILL');
    await dead.exited;
    expect(provider.pool.idleRecognizers()).toEqual([]);

    const stream = provider.open(ENGLISH);
    expect(stream).not.toBe(dead);
    const seen = collectResults(stream);
    writeInChunks(stream, silence(500));
    await stream.end();
    expect(seen.errors).toEqual([]);
  }, 120_000);

  it('ends its idle recognizers at shutdown, without reporting them as failures', async () => {
    const provider = warmProvider(2);
    await provider.pool.warm();
    const idle = [...provider.pool.idleRecognizers()];
    const failures = idle.map((stream) => collectResults(stream).errors);
    expect(idle.every((stream) => isRunning(stream.pid))).toBe(true);

    await provider.close();
    expect(idle.some((stream) => isRunning(stream.pid))).toBe(false);
    expect(failures.flat()).toEqual([]);
    expect(provider.pool.idleRecognizers()).toEqual([]);
  }, 60_000);

  it('does not restart a broken install in a loop, and still reports it when a Start uses it', async () => {
    const provider = warmProvider(1, '/nonexistent');
    await provider.pool.warm();
    expect(provider.pool.idleRecognizers()).toEqual([]);

    const stream = provider.open(ENGLISH);
    const seen = collectResults(stream);
    await stream.end();
    expect(seen.errors[0]).toMatchObject({ code: 'SPEECH.PROVIDER_FAILED' });
  }, 60_000);
});

describe("the session service's offline recognizers", () => {
  const running = serviceForFile<SessionEnv, unknown>(startSession);

  it('loads none at start, and one when a consultation in English is created', async () => {
    const local = running.service.app.get(SpeechProviderRegistry).defaultProvider as LocalSpeechProvider;
    expect(local.kind).toBe('local');
    expect(local.pool.idleRecognizers()).toEqual([]);

    const userId = randomUUID();
    const { patientId } = await running.client.send(ConsultationPattern.UpsertPatient, {
      userId,
      patient: { PatientId: 'ab12c', PatientName: 'Asha Rao', Gender: 'Female', DoB: '1990-04-02' },
    });
    await running.client.send(ConsultationPattern.CreateSession, {
      userId,
      patientId,
      consentText: PATIENT_CONSENT_TEXT,
      language: 'en-US',
    });
    expect(local.pool.idleRecognizers()).toHaveLength(1);
  });
});
