import type { TranscriberType } from '@medi/contracts';
import { isOpenAiSpeechConfigured, type SessionEnv } from '../config/env';
import type { AiSettings } from '../hints/live-hints.service';
import { AzureSpeechProvider } from './azure-speech.provider';
import { DEFAULT_LOCAL_RECOGNIZER, LocalSpeechProvider } from './local-speech.provider';
import { OpenAiSpeechProvider } from './openai-speech.provider';
import type { SpeechProvider } from './speech-provider';
import { SpeechProviderRegistry } from './speech-provider.registry';

/** Self-hosted OpenAI-compatible servers often take no key; the SDK insists on one. */
const NO_KEY = 'not-needed';

export interface SpeechConfiguration {
  registry: SpeechProviderRegistry;
  ai: AiSettings | undefined;
  /** What start-up logs: which recognizer and which hints are in use, and why. */
  summary: string[];
}

/**
 * The providers the environment configures. The offline recognizer is always offered for English when it is
 * built; it is the default only when nothing else is configured, and then it must be there.
 */
export function speechConfiguration(env: SessionEnv): SpeechConfiguration {
  const providers: SpeechProvider[] = [];
  const summary: string[] = [];
  if (env.AZURE_SPEECH_KEY) {
    providers.push(
      new AzureSpeechProvider({
        key: env.AZURE_SPEECH_KEY,
        region: env.AZURE_SPEECH_REGION,
        endpoint: env.AZURE_SPEECH_ENDPOINT,
        host: env.AZURE_SPEECH_HOST,
      }),
    );
  }
  if (isOpenAiSpeechConfigured(env)) {
    providers.push(
      new OpenAiSpeechProvider({
        apiKey: env.OPENAI_SPEECH_API_KEY ?? NO_KEY,
        baseURL: env.OPENAI_SPEECH_BASE_URL,
        model: env.OPENAI_SPEECH_MODEL,
      }),
    );
  }
  const defaultKind: TranscriberType = env.SPEECH_PROVIDER ?? providers[0]?.kind ?? 'local';
  const local = new LocalSpeechProvider({
    ...DEFAULT_LOCAL_RECOGNIZER,
    modelDir: env.POCKETSPHINX_MODEL_DIR,
    buildDir: env.LOCAL_RECOGNIZER_DIR ?? DEFAULT_LOCAL_RECOGNIZER.buildDir,
    clinicalWeight: env.LOCAL_RECOGNIZER_CLINICAL_WEIGHT ?? DEFAULT_LOCAL_RECOGNIZER.clinicalWeight,
    warmRecognizers: env.LOCAL_RECOGNIZER_WARM ?? (defaultKind === 'local' ? 1 : 0),
  });
  const missing = local.missingFiles();
  if (missing.length === 0) {
    providers.push(local);
  } else if (defaultKind === 'local') {
    throw new Error(
      `No speech provider is configured and the offline recognizer is not built (missing ${missing.join(', ')}): ` +
        'run `npm run build` with the apt packages pocketsphinx-en-us and libpocketsphinx-dev installed, or set AZURE_SPEECH_KEY or OPENAI_SPEECH_API_KEY.',
    );
  } else {
    summary.push(`The offline recognizer is not available (missing ${missing.join(', ')}).`);
  }
  const registry = new SpeechProviderRegistry(providers, defaultKind);
  summary.unshift(
    defaultKind === 'local'
      ? 'Speech: the offline English recognizer (PocketSphinx), because neither AZURE_SPEECH_KEY nor OPENAI_SPEECH_API_KEY/OPENAI_SPEECH_BASE_URL is set: English only, doctor and patient told apart by voice where their voices differ clearly.'
      : `Speech: ${registry.defaultProvider.label} by default; configured: ${registry.configured.map((provider) => provider.kind).join(', ')}.`,
  );
  const aiConfigured = Boolean(env.AI_API_KEY ?? env.AI_BASE_URL);
  const ai: AiSettings | undefined = aiConfigured
    ? {
        apiKey: env.AI_API_KEY ?? NO_KEY,
        baseURL: env.AI_BASE_URL,
        model: env.AI_MODEL,
        inputCostPerMillion: env.AI_INPUT_COST_PER_MILLION,
        outputCostPerMillion: env.AI_OUTPUT_COST_PER_MILLION,
      }
    : undefined;
  summary.push(
    ai
      ? `Live hints: ${env.AI_MODEL} at ${env.AI_BASE_URL ?? 'OpenAI'}.`
      : 'Live hints: medicines from the clinical extractor only, because neither AI_API_KEY nor AI_BASE_URL is set; diagnoses need an AI endpoint.',
  );
  return { registry, ai, summary };
}
