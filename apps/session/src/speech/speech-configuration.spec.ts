import { InvalidEnvironmentError } from '@medi/nest-common';
import { loadSessionEnv } from '../config/env';
import { speechConfiguration } from './speech-configuration';

// A test key (32 bytes in base64): every process needs one, a deployment's own.
const TRANSPORT_SEALING_KEY = Buffer.alloc(32, 7).toString('base64');
const base = { REDIS_URL: 'redis://127.0.0.1:6379', PORT: '8082', TRANSPORT_SEALING_KEY };
const env = (extra: Record<string, string>) => loadSessionEnv({ ...base, ...extra });
const problemsOf = (extra: Record<string, string>) => {
  try {
    env(extra);
  } catch (error) {
    return (error as InvalidEnvironmentError).problems;
  }
  return [];
};

describe('session speech configuration', () => {
  it('uses the offline recognizer and extractor hints when nothing is configured, and says so', () => {
    const { registry, ai, summary } = speechConfiguration(env({}));
    expect(registry.defaultProvider.kind).toBe('local');
    expect(registry.configured.map((provider) => provider.kind)).toEqual(['local']);
    expect(ai).toBeUndefined();
    expect(summary.join('\n')).toContain(
      'the offline English recognizer (PocketSphinx), because neither AZURE_SPEECH_KEY',
    );
    expect(summary.join('\n')).toContain('Live hints: medicines from the clinical extractor only');
  });

  it('defaults to Azure when its key is set, keeping the offline recognizer for English on request', () => {
    const { registry } = speechConfiguration(
      env({ AZURE_SPEECH_KEY: 'k', AZURE_SPEECH_REGION: 'uaenorth', OPENAI_SPEECH_API_KEY: 'o' }),
    );
    expect(registry.defaultProvider.kind).toBe('azure');
    expect(registry.configured.map((provider) => provider.kind)).toEqual(['azure', 'openai', 'local']);
    expect(registry.select('en-US', 'local').kind).toBe('local');
    expect(registry.select('ar-SA', 'local').kind).toBe('azure');
  });

  it('takes SPEECH_PROVIDER and the AI settings', () => {
    const { registry, ai, summary } = speechConfiguration(
      env({
        SPEECH_PROVIDER: 'openai',
        OPENAI_SPEECH_BASE_URL: 'http://asr.hospital.internal/v1',
        AZURE_SPEECH_KEY: 'k',
        AZURE_SPEECH_ENDPOINT: 'wss://speech.example/speech/recognition/conversation/cognitiveservices/v1',
        AI_BASE_URL: 'http://llm.hospital.internal/v1',
        AI_MODEL: 'llama-3.1-70b',
        AI_INPUT_COST_PER_MILLION: '0.5',
      }),
    );
    expect(registry.defaultProvider.kind).toBe('openai');
    expect(ai).toMatchObject({
      baseURL: 'http://llm.hospital.internal/v1',
      model: 'llama-3.1-70b',
      inputCostPerMillion: 0.5,
    });
    expect(summary.at(-1)).toBe('Live hints: llama-3.1-70b at http://llm.hospital.internal/v1.');
  });

  it('refuses a chosen provider that is not configured instead of falling back to the offline one', () => {
    expect(problemsOf({ SPEECH_PROVIDER: 'azure' })).toEqual([
      'SPEECH_PROVIDER: is azure but AZURE_SPEECH_KEY is not set',
    ]);
    expect(problemsOf({ SPEECH_PROVIDER: 'openai' })).toEqual([
      'SPEECH_PROVIDER: is openai but OPENAI_SPEECH_API_KEY or OPENAI_SPEECH_BASE_URL is not set',
    ]);
  });

  it('lists incomplete Azure settings', () => {
    expect(problemsOf({ AZURE_SPEECH_KEY: 'k' })).toEqual([
      'AZURE_SPEECH_REGION: AZURE_SPEECH_KEY needs AZURE_SPEECH_REGION, AZURE_SPEECH_ENDPOINT or AZURE_SPEECH_HOST',
    ]);
    expect(problemsOf({ AZURE_SPEECH_REGION: 'uaenorth' })).toEqual([
      'AZURE_SPEECH_KEY: is required with the other AZURE_SPEECH_ settings',
    ]);
    expect(problemsOf({ AZURE_SPEECH_KEY: 'k', AZURE_SPEECH_ENDPOINT: 'https://x' })).toEqual([
      'AZURE_SPEECH_ENDPOINT: must be a ws:// or wss:// URL',
    ]);
  });

  it('stops start-up when only the offline recognizer could serve and it is not built', () => {
    expect(() => speechConfiguration(env({ POCKETSPHINX_MODEL_DIR: '/nonexistent' }))).toThrow(
      'No speech provider is configured and the offline recognizer is not built',
    );
    const { registry, summary } = speechConfiguration(
      env({ POCKETSPHINX_MODEL_DIR: '/nonexistent', AZURE_SPEECH_KEY: 'k', AZURE_SPEECH_REGION: 'uaenorth' }),
    );
    expect(registry.configured.map((provider) => provider.kind)).toEqual(['azure']);
    expect(summary.join('\n')).toContain('The offline recognizer is not available');
  });

  describe('data residency', () => {
    it('starts with Indian Azure speech and an in-cluster AI endpoint declared in India', () => {
      expect(
        problemsOf({
          DATA_REGION: 'in',
          AZURE_SPEECH_KEY: 'k',
          AZURE_SPEECH_REGION: 'centralindia',
          AI_BASE_URL: 'http://llm.mediscribe.svc:8000/v1',
          AI_REGION: 'in',
        }),
      ).toEqual([]);
    });

    it('refuses to start with speech in the UAE for an Indian deployment, saying why', () => {
      expect(
        problemsOf({ DATA_REGION: 'in', AZURE_SPEECH_KEY: 'k', AZURE_SPEECH_REGION: 'uaenorth' }),
      ).toEqual([
        expect.stringMatching(
          /^AZURE_SPEECH_REGION: the speech endpoint Azure region uaenorth is in geography ae, outside the allowed in/,
        ),
      ]);
    });

    it('refuses an undeclared custom base URL for the hints and OpenAI itself for transcription', () => {
      expect(
        problemsOf({
          DATA_REGION: 'ae',
          AI_BASE_URL: 'http://llm.local/v1',
          OPENAI_SPEECH_API_KEY: 'o',
        }),
      ).toEqual([
        expect.stringMatching(
          /^OPENAI_SPEECH_API_KEY: the speech endpoint https:\/\/api.openai.com\/v1 is in geography us/,
        ),
        expect.stringMatching(
          /^AI_BASE_URL: the ai endpoint http:\/\/llm.local\/v1 has no known geography .* set AI_REGION/,
        ),
      ]);
    });

    it('names a declared region that is not a geography code', () => {
      expect(
        problemsOf({ DATA_REGION: 'in', AI_BASE_URL: 'http://llm.local/v1', AI_REGION: 'centralindia' }),
      ).toContain('AI_REGION: must be a two-letter geography such as in or ae');
    });

    it('reads the region of a sovereign Azure endpoint from its host, or from AZURE_SPEECH_ENDPOINT_REGION', () => {
      const endpoint = 'wss://uaenorth.stt.speech.microsoft.com/speech/universal/v2';
      expect(
        problemsOf({ DATA_REGION: 'ae', AZURE_SPEECH_KEY: 'k', AZURE_SPEECH_ENDPOINT: endpoint }),
      ).toEqual([]);
      const privateHost = {
        DATA_REGION: 'ae',
        AZURE_SPEECH_KEY: 'k',
        AZURE_SPEECH_HOST: 'wss://speech.hospital.ae',
      };
      expect(problemsOf(privateHost)).toEqual([
        expect.stringMatching(/^AZURE_SPEECH_HOST: .*set AZURE_SPEECH_ENDPOINT_REGION/),
      ]);
      expect(problemsOf({ ...privateHost, AZURE_SPEECH_ENDPOINT_REGION: 'ae' })).toEqual([]);
    });
  });
});
