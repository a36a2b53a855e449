import { AppError, SPEECH_MESSAGES, type TranscriberType } from '@medi/contracts';
import { SpeechProviderRegistry } from './speech-provider.registry';
import type { SpeechProvider } from './speech-provider';

function provider(kind: TranscriberType, languages: readonly string[]): SpeechProvider {
  return {
    kind,
    label: kind,
    diarization: kind !== 'local',
    supports: (language) => languages.includes(language),
    open: () => {
      throw new Error('not opened in these tests');
    },
  };
}

const everyLanguage = ['en-US', 'ar-SA', 'ml-IN', 'hi-IN', 'fr-FR', 'es-ES', 'ne-NP', 'sw-KE'];
const local = provider('local', ['en-US']);
const azure = provider('azure', everyLanguage);
const openai = provider('openai', everyLanguage);

describe('SpeechProviderRegistry', () => {
  it('uses the requested provider when it is configured', () => {
    const registry = new SpeechProviderRegistry([azure, openai], 'azure');
    expect(registry.select('hi-IN', 'openai')).toBe(openai);
    expect(registry.select('hi-IN', 'azure')).toBe(azure);
  });

  it('falls back to the default when the requested provider is not configured', () => {
    const registry = new SpeechProviderRegistry([local], 'local');
    expect(registry.select('en-US', 'azure')).toBe(local);
    expect(registry.select('en-US', undefined)).toBe(local);
    expect(registry.select('en-US', 'something-else')).toBe(local);
  });

  it('finds a configured provider for a language the default cannot take', () => {
    const registry = new SpeechProviderRegistry([local, openai], 'local');
    expect(registry.select('ar-SA', 'azure')).toBe(openai);
  });

  it('says what to configure when only the offline recognizer is there', () => {
    const registry = new SpeechProviderRegistry([local], 'local');
    expect(() => registry.select('ml-IN', 'azure')).toThrow(
      new AppError('SPEECH.UNSUPPORTED', SPEECH_MESSAGES.languageNeedsProvider('ml-IN')),
    );
    expect(SPEECH_MESSAGES.languageNeedsProvider('ml-IN')).toContain(
      'Malayalam transcription needs a cloud speech service',
    );
  });

  it('gets ready, when a consultation is created, the provider its Start gets unless the client names another', () => {
    const prepared: TranscriberType[] = [];
    const preparing = (kind: TranscriberType, languages: readonly string[]): SpeechProvider => ({
      ...provider(kind, languages),
      prepare: () => prepared.push(kind),
    });
    const registry = new SpeechProviderRegistry(
      [preparing('local', ['en-US']), preparing('openai', everyLanguage)],
      'local',
    );
    registry.prepareFor('en-US');
    registry.prepareFor('hi-IN');
    expect(prepared).toEqual(['local', 'openai']);
  });

  it('gets nothing ready for a language no configured provider takes, without failing', () => {
    const registry = new SpeechProviderRegistry([local], 'local');
    expect(() => registry.prepareFor('ml-IN')).not.toThrow();
  });

  it('refuses a language outside the eight', () => {
    const registry = new SpeechProviderRegistry([azure], 'azure');
    expect(() => registry.select('de-DE')).toThrow(SPEECH_MESSAGES.unknownLanguage('de-DE'));
  });

  it('refuses a default that is not configured', () => {
    expect(() => new SpeechProviderRegistry([local], 'azure')).toThrow('"azure" is not configured');
  });
});
