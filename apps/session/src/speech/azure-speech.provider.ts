import * as sdk from 'microsoft-cognitiveservices-speech-sdk';
import { AppError, isSpokenLanguage, SPEECH_MESSAGES, SPEECH_SAMPLE_RATE } from '@medi/contracts';
import {
  assertStreamOptions,
  SpeechStreamBase,
  type SpeechProvider,
  type SpeechResult,
  type SpeechStreamOptions,
} from './speech-provider';

/** Key + region for Azure's public cloud, or a full endpoint / host for sovereign and private deployments. */
export interface AzureSpeechSettings {
  key: string;
  region?: string;
  /** e.g. wss://<resource>.stt.speech.azure.cn/speech/recognition/conversation/cognitiveservices/v1 */
  endpoint?: string;
  /** e.g. wss://<private-host>; the SDK adds the conversation path. */
  host?: string;
}

const TICKS_PER_MS = 10_000;

/** Azure Speech ConversationTranscriber: live partials and finals with speaker ids in the eight languages. */
export class AzureSpeechProvider implements SpeechProvider {
  readonly kind = 'azure' as const;
  readonly label = 'Azure Speech';
  readonly diarization = true;

  constructor(private readonly settings: AzureSpeechSettings) {}

  supports(language: string): boolean {
    return isSpokenLanguage(language);
  }

  open(options: SpeechStreamOptions): AzureSpeechStream {
    assertStreamOptions(this, options);
    return new AzureSpeechStream(this.speechConfig(options.language), options);
  }

  private speechConfig(language: string): sdk.SpeechConfig {
    const { key, region, endpoint, host } = this.settings;
    const config = endpoint
      ? sdk.SpeechConfig.fromEndpoint(new URL(endpoint), key)
      : host
        ? sdk.SpeechConfig.fromHost(new URL(host), key)
        : sdk.SpeechConfig.fromSubscription(key, region ?? '');
    config.speechRecognitionLanguage = language;
    // Speaker ids on partial results too, so a bubble has its speaker from the first word.
    config.setProperty(sdk.PropertyId.SpeechServiceResponse_DiarizeIntermediateResults, 'true');
    return config;
  }
}

export class AzureSpeechStream extends SpeechStreamBase {
  private readonly input: sdk.PushAudioInputStream;
  private readonly transcriber: sdk.ConversationTranscriber;
  private readonly started: Promise<void>;
  private readonly stopped: Promise<void>;
  private closed = false;

  constructor(config: sdk.SpeechConfig, options: SpeechStreamOptions) {
    super();
    this.input = sdk.AudioInputStream.createPushStream(
      sdk.AudioStreamFormat.getWaveFormatPCM(SPEECH_SAMPLE_RATE, 16, 1),
    );
    this.transcriber = new sdk.ConversationTranscriber(config, sdk.AudioConfig.fromStreamInput(this.input));
    const diarized = options.diarization;
    this.transcriber.transcribing = (_sender, event) => {
      if (event.result.text) this.emitResult('partial', toResult(event.result, diarized));
    };
    this.transcriber.transcribed = (_sender, event) => {
      if (event.result.reason === sdk.ResultReason.RecognizedSpeech && event.result.text) {
        this.emitResult('final', toResult(event.result, diarized));
      }
    };
    this.stopped = new Promise<void>((resolve) => {
      this.transcriber.sessionStopped = () => resolve();
      this.transcriber.canceled = (_sender, event) => {
        if (event.reason === sdk.CancellationReason.Error) {
          this.emitFailure(
            new AppError('SPEECH.PROVIDER_FAILED', SPEECH_MESSAGES.providerFailed, {
              provider: [`${sdk.CancellationErrorCode[event.errorCode]}: ${event.errorDetails}`],
            }),
          );
        }
        resolve();
      };
    });
    this.started = new Promise<void>((resolve) =>
      this.transcriber.startTranscribingAsync(resolve, (error) => {
        this.emitFailure(
          new AppError('SPEECH.PROVIDER_FAILED', SPEECH_MESSAGES.providerFailed, { provider: [error] }),
        );
        resolve();
      }),
    );
  }

  write(pcm16: Buffer): void {
    if (this.closed) return;
    // The SDK keeps the ArrayBuffer it is given: hand it a copy the caller cannot reuse.
    this.input.write(
      pcm16.buffer.slice(pcm16.byteOffset, pcm16.byteOffset + pcm16.byteLength) as ArrayBuffer,
    );
  }

  async end(): Promise<void> {
    if (this.closed) return this.stopped;
    this.closed = true;
    this.input.close();
    await this.started;
    await this.stopped;
    await new Promise<void>((resolve) => this.transcriber.stopTranscribingAsync(resolve, () => resolve()));
    this.transcriber.close();
  }
}

function toResult(result: sdk.ConversationTranscriptionResult, diarized: boolean): SpeechResult {
  return {
    // A hypothesis and the phrase that fixes it share their offset.
    segmentId: `azure-${result.offset}`,
    speakerId: diarized ? result.speakerId || 'Unknown' : 'Guest-1',
    text: result.text,
    offsetMs: Math.round(result.offset / TICKS_PER_MS),
    durationMs: Math.round(result.duration / TICKS_PER_MS),
  };
}
