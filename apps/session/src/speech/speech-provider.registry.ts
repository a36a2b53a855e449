import {
  AppError,
  isSpokenLanguage,
  isTranscriberType,
  SPEECH_MESSAGES,
  type TranscriberType,
} from '@medi/contracts';
import type { SpeechProvider } from './speech-provider';

/**
 * The providers this deployment configured, and the one to use when the client's transcriber_type
 * names one that is not configured (the page asks for 'azure' by default).
 */
export class SpeechProviderRegistry {
  private readonly byKind: ReadonlyMap<TranscriberType, SpeechProvider>;

  constructor(
    providers: readonly SpeechProvider[],
    private readonly defaultKind: TranscriberType,
  ) {
    this.byKind = new Map(providers.map((provider) => [provider.kind, provider]));
    if (!this.byKind.has(defaultKind)) {
      throw new Error(`The default speech provider "${defaultKind}" is not configured`);
    }
  }

  get defaultProvider(): SpeechProvider {
    return this.byKind.get(this.defaultKind) as SpeechProvider;
  }

  get configured(): readonly SpeechProvider[] {
    return [...this.byKind.values()];
  }

  /**
   * The requested provider when it is configured, else the default, else any configured provider that
   * takes the language. A language none of them takes gets the message that says what to configure.
   */
  select(language: string, transcriberType?: string): SpeechProvider {
    if (!isSpokenLanguage(language)) {
      throw new AppError('SPEECH.UNSUPPORTED', SPEECH_MESSAGES.unknownLanguage(language));
    }
    const provider = this.firstTaking(language, transcriberType);
    if (provider) return provider;
    // Azure and OpenAI-compatible endpoints take all eight languages: only the offline recognizer is left.
    throw new AppError('SPEECH.UNSUPPORTED', SPEECH_MESSAGES.languageNeedsProvider(language));
  }

  /**
   * A consultation in `language` was created: the provider its Start will get unless the client names another gets
   * ready. Nothing to get ready is no error here; the Start says what is wrong.
   */
  prepareFor(language: string): void {
    this.firstTaking(language)?.prepare?.();
  }

  private firstTaking(language: string, transcriberType?: string): SpeechProvider | undefined {
    const requested = isTranscriberType(transcriberType) ? this.byKind.get(transcriberType) : undefined;
    const candidates = [requested, this.defaultProvider, ...this.byKind.values()];
    return candidates.find((candidate) => candidate?.supports(language));
  }
}
