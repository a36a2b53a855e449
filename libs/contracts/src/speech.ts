import { LANGUAGES, type LanguageCode } from './enumerations';
import { AppError } from './errors';

/** The recognizers a consultation can use; the client asks for one with `transcriber_type`. */
export const TRANSCRIBER_TYPES = ['azure', 'openai', 'local'] as const;
export type TranscriberType = (typeof TRANSCRIBER_TYPES)[number];

/** The audio every provider takes: 16 kHz mono PCM16, as /pcm-processor.js sends it. */
export const SPEECH_SAMPLE_RATE = 16_000;

export function isTranscriberType(value: unknown): value is TranscriberType {
  return (TRANSCRIBER_TYPES as readonly unknown[]).includes(value);
}

export function languageLabel(code: string): string {
  return LANGUAGES.find((language) => language.code === code)?.label ?? code;
}

export function isSpokenLanguage(code: string): code is LanguageCode {
  return LANGUAGES.some((language) => language.code === code);
}

/** What the doctor is told about recognizers (shown on the consultation page and sent as Status errors). */
export const SPEECH_MESSAGES = {
  recognizerNote:
    'Without a cloud speech service set up by your administrator, transcription is in English only and tells doctor from patient only where their voices differ clearly.',
  languageNeedsProvider: (language: string) =>
    `${languageLabel(language)} transcription needs a cloud speech service, and none is set up for your clinic. Choose English, or ask your administrator to set one up.`,
  languageNotSupported: (language: string, provider: string) =>
    `${provider} cannot transcribe ${languageLabel(language)}.`,
  unknownLanguage: (language: string) => `The language "${language}" is not one MediScribe transcribes.`,
  sampleRateNotSupported: (sampleRate: number) =>
    `The sample rate ${sampleRate} Hz is not supported: send 16000 Hz mono PCM16 audio.`,
  providerFailed: 'The speech recognizer stopped working. The transcript so far is kept.',
  diagnosisNeedsAi:
    'Possible diagnoses need an AI service, and none is set up for your clinic. Ask your administrator to set one up.',
} as const;

/** The one sample-rate rule of the server: anything but 16 kHz is refused before a recognizer or time is taken. */
export function assertSpeechSampleRate(sampleRate: number): void {
  if (sampleRate !== SPEECH_SAMPLE_RATE)
    throw new AppError('SPEECH.UNSUPPORTED', SPEECH_MESSAGES.sampleRateNotSupported(sampleRate));
}

/**
 * Characters [start, end) of a final transcript segment's text that the recognizer was unsure of: words whose
 * confidence (PocketSphinx's lattice posterior, Azure's word confidence) fell below UNSURE_WORD_CONFIDENCE. The
 * report check flags an item whose only support lies in them ("heard unclearly").
 */
export type UnsureSpan = readonly [start: number, end: number];

/** Below this confidence (0..1) a recognised word is one the recognizer was unsure of. */
export const UNSURE_WORD_CONFIDENCE = 0.5;
