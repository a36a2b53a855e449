import type { SessionEnv } from '../config/env';
import { AzureSpeechProvider } from '../speech/azure-speech.provider';
import type { SpeechProvider } from '../speech/speech-provider';
import { SpeechProviderRegistry } from '../speech/speech-provider.registry';

/** The recognizers this deployment configured; undefined when none is, so a start gets a clear message. */
export function speechRegistryOf(env: SessionEnv): SpeechProviderRegistry | undefined {
  const providers: SpeechProvider[] = [];
  const azureLocation = env.AZURE_SPEECH_REGION ?? env.AZURE_SPEECH_ENDPOINT ?? env.AZURE_SPEECH_HOST;
  if (env.AZURE_SPEECH_KEY && azureLocation) {
    providers.push(
      new AzureSpeechProvider({
        key: env.AZURE_SPEECH_KEY,
        region: env.AZURE_SPEECH_REGION,
        endpoint: env.AZURE_SPEECH_ENDPOINT,
        host: env.AZURE_SPEECH_HOST,
      }),
    );
  }
  if (providers.length === 0) return undefined;
  return new SpeechProviderRegistry(providers, env.SPEECH_DEFAULT_PROVIDER ?? providers[0].kind);
}
