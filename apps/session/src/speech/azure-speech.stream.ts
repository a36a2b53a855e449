import * as sdk from 'microsoft-cognitiveservices-speech-sdk';
import { SPEECH_SAMPLE_RATE } from '@medi/contracts';
import {
  providerFailed,
  SpeechStreamBase,
  type SpeechResult,
  type SpeechStreamOptions,
} from './speech-provider';
import { unsureSpansOf, type ScoredWord } from './word-confidence';

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
/**
 * How long the end of a stream waits for the service to answer its last audio. A live stream has a second or two of
 * audio in flight; a connection lost after the last audio went out is never answered (the SDK neither retries nor
 * cancels), and the consultation must still end.
 */
const END_CONFIRMATION_MS = 10_000;

/** The SDK's configuration for one stream: key + region, or the deployment's own endpoint or host. */
function azureSpeechConfig(settings: AzureSpeechSettings, language: string): sdk.SpeechConfig {
  const { key, region, endpoint, host } = settings;
  const config = endpoint
    ? sdk.SpeechConfig.fromEndpoint(new URL(endpoint), key)
    : host
      ? sdk.SpeechConfig.fromHost(new URL(host), key)
      : sdk.SpeechConfig.fromSubscription(key, region ?? '');
  config.speechRecognitionLanguage = language;
  // Speaker ids on partial results too, so a bubble has its speaker from the first word.
  config.setProperty(sdk.PropertyId.SpeechServiceResponse_DiarizeIntermediateResults, 'true');
  // Finals with their words' confidences (NBest[0].Words[].Confidence), for the report's "heard unclearly" check.
  config.outputFormat = sdk.OutputFormat.Detailed;
  config.requestWordLevelTimestamps();
  config.setServiceProperty('wordLevelConfidence', 'true', sdk.ServicePropertyChannel.UriQueryParameter);
  return config;
}

/** One ConversationTranscriber: live partials and finals with speaker ids. It runs in the Azure speech thread. */
export class AzureSpeechStream extends SpeechStreamBase {
  private readonly input: sdk.PushAudioInputStream;
  private readonly transcriber: sdk.ConversationTranscriber;
  private readonly started: Promise<void>;
  private readonly stopped: Promise<void>;
  private closed = false;

  constructor(settings: AzureSpeechSettings, options: SpeechStreamOptions) {
    super();
    const config = azureSpeechConfig(settings, options.language);
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
        const words = wordsOf(event.result.json);
        const final = toResult(event.result, diarized);
        this.emitResult('final', words ? { ...final, unsure: unsureSpansOf(final.text, words) } : final);
      }
    };
    this.stopped = new Promise<void>((resolve) => {
      this.transcriber.sessionStopped = () => resolve();
      this.transcriber.canceled = (_sender, event) => {
        if (event.reason === sdk.CancellationReason.Error) {
          this.emitFailure(
            providerFailed(`${sdk.CancellationErrorCode[event.errorCode]}: ${event.errorDetails}`),
          );
        }
        resolve();
      };
    });
    this.started = new Promise<void>((resolve) =>
      this.transcriber.startTranscribingAsync(resolve, (error) => {
        this.emitFailure(providerFailed(error));
        resolve();
      }),
    );
  }

  write(pcm16: Buffer): void {
    // The SDK keeps the ArrayBuffer it is given: hand it a copy the caller cannot reuse.
    this.writeOwned(pcm16.buffer.slice(pcm16.byteOffset, pcm16.byteOffset + pcm16.byteLength) as ArrayBuffer);
  }

  /** Audio nobody else holds (transferred from another thread): the SDK keeps it as it is. */
  writeOwned(pcm16: ArrayBuffer): void {
    if (!this.closed) this.input.write(pcm16);
  }

  async end(): Promise<void> {
    if (this.closed) return this.stopped;
    this.closed = true;
    this.input.close();
    await this.started;
    let timer: NodeJS.Timeout | undefined;
    const confirmed = await Promise.race([
      this.stopped.then(() => true),
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), END_CONFIRMATION_MS))),
    ]);
    clearTimeout(timer);
    if (!confirmed) {
      this.emitFailure(providerFailed(`no answer to the last audio within ${END_CONFIRMATION_MS} ms`));
    }
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

/**
 * The best alternative's words with their confidences, from a final's detailed JSON; undefined when the service
 * sent none (or only zeros, which is how it answers when it computed none).
 */
export function wordsOf(json: string | undefined): ScoredWord[] | undefined {
  if (!json) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  const best = (parsed as { NBest?: Array<{ Words?: Array<{ Word?: unknown; Confidence?: unknown }> }> })
    .NBest?.[0];
  const words = (best?.Words ?? []).flatMap((word) =>
    typeof word.Word === 'string' && typeof word.Confidence === 'number'
      ? [{ word: word.Word, confidence: word.Confidence }]
      : [],
  );
  return words.some((word) => word.confidence > 0) ? words : undefined;
}
