import { randomUUID } from 'node:crypto';
import OpenAI, { toFile } from 'openai';
import { isSpokenLanguage } from '@medi/contracts';
import {
  assertStreamOptions,
  providerFailed,
  SpeechStreamBase,
  type SpeechProvider,
  type SpeechStreamOptions,
} from './speech-provider';
import {
  DEFAULT_SEGMENTER,
  UtteranceSegmenter,
  wavFile,
  type SegmenterSettings,
  type Utterance,
} from './utterance-segmenter';

/** Any OpenAI-compatible transcription endpoint: OpenAI itself or a self-hosted server in the hospital's cluster. */
export interface OpenAiSpeechSettings {
  baseURL?: string;
  apiKey: string;
  model: string;
  segmenter?: SegmenterSettings;
}

/**
 * Cuts the audio into utterances at pauses and transcribes each as a file: finals only (no partials), in order,
 * no speaker separation.
 */
export class OpenAiSpeechProvider implements SpeechProvider {
  readonly kind = 'openai' as const;
  /** Shown to doctors: no endpoint or model name (the start-up log says which). */
  readonly label = 'Cloud speech service';
  readonly diarization = false;
  private readonly client: OpenAI;

  constructor(private readonly settings: OpenAiSpeechSettings) {
    this.client = new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseURL, maxRetries: 1 });
  }

  supports(language: string): boolean {
    return isSpokenLanguage(language);
  }

  open(options: SpeechStreamOptions): OpenAiSpeechStream {
    assertStreamOptions(this, options);
    return new OpenAiSpeechStream(
      this.client,
      this.settings.model,
      // The endpoints take ISO 639-1: "hi" from "hi-IN".
      options.language.split('-')[0],
      new UtteranceSegmenter(this.settings.segmenter ?? DEFAULT_SEGMENTER),
    );
  }
}

export class OpenAiSpeechStream extends SpeechStreamBase {
  private readonly streamId = randomUUID();
  private transcribed: Promise<void> = Promise.resolve();
  private utterances = 0;
  private ended = false;

  constructor(
    private readonly client: OpenAI,
    private readonly model: string,
    private readonly language: string,
    private readonly segmenter: UtteranceSegmenter,
  ) {
    super();
  }

  write(pcm16: Buffer): void {
    if (this.ended) return;
    for (const utterance of this.segmenter.push(pcm16)) this.transcribe(utterance);
  }

  async end(): Promise<void> {
    if (!this.ended) {
      this.ended = true;
      const last = this.segmenter.flush();
      if (last) this.transcribe(last);
    }
    await this.transcribed;
  }

  /** One request at a time, so finals arrive in the order they were said. */
  private transcribe(utterance: Utterance): void {
    const segmentId = `openai-${this.streamId}-${this.utterances++}`;
    this.transcribed = this.transcribed.then(async () => {
      try {
        const file = await toFile(wavFile(utterance.pcm16), 'utterance.wav', { type: 'audio/wav' });
        const result = await this.client.audio.transcriptions.create({
          file,
          model: this.model,
          language: this.language,
        });
        const text = result.text.trim();
        if (text) {
          this.emitResult('final', {
            segmentId,
            speakerId: 'Guest-1',
            text,
            offsetMs: utterance.offsetMs,
            durationMs: utterance.durationMs,
          });
        }
      } catch (error) {
        this.emitFailure(providerFailed(error));
      }
    });
  }
}
