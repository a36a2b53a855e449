import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { StreamSpeakers } from './diarization/stream-speakers';
import { LocalRecognizerPool } from './local-recognizer-pool';
import { unsureSpansOf, type ScoredWord } from './word-confidence';
import {
  assertStreamOptions,
  providerFailed,
  SpeechStreamBase,
  type SpeechProvider,
  type SpeechResult,
  type SpeechStreamOptions,
} from './speech-provider';

/** Where the recognizer and its models are: native/build-recognizer.mjs makes them at build time. */
export interface LocalRecognizerSettings {
  /** Debian's pocketsphinx-en-us model directory. */
  modelDir: string;
  /** apps/session/native/build: the compiled program, the clinical dictionary and language model. */
  buildDir: string;
  /** Weight of the clinical language model against the general English one (0..1). */
  clinicalWeight: number;
  /**
   * Recognizers loaded when a consultation is created and kept idle for a while, so that Start does not wait for the
   * model (0 to MAX_WARM_RECOGNIZERS).
   */
  warmRecognizers: number;
}

export const DEFAULT_LOCAL_RECOGNIZER: LocalRecognizerSettings = {
  modelDir: '/usr/share/pocketsphinx/model/en-us',
  // Same from src/speech and dist/speech.
  buildDir: resolve(__dirname, '../../native/build'),
  clinicalWeight: 0.3,
  warmRecognizers: 0,
};

/** What one line of the program's output says. */
type RecognizerLine =
  | { type: 'ready' }
  | {
      type: 'partial' | 'final';
      utterance: number;
      text: string;
      startMs: number;
      endMs: number;
      /** A final's words with their lattice posteriors. */
      words?: ScoredWord[];
    }
  | { type: 'progress'; audioMs: number }
  | ({ type: 'stats' } & RecognizerStats);

/** What a stream cost, as the recognizer measured it (CPU time and peak memory of its process). */
export interface RecognizerStats {
  audioMs: number;
  cpuMs: number;
  maxRssKb: number;
}

/**
 * The offline US-English recognizer: CMU PocketSphinx from Debian, one child process per stream, with medicine
 * names and a clinical language model added. With diarization on, its bubbles are told apart by voice and named
 * by their words (see StreamSpeakers). Streams come from a pool of recognizers that
 * have loaded the model already (see LocalRecognizerPool); `prepare` fills it, `close` empties it.
 */
export class LocalSpeechProvider implements SpeechProvider {
  readonly kind = 'local' as const;
  /** Shown to doctors ("Recognizer in use: …"): what it does, not the engine's name (the logs name it). */
  readonly label = 'Offline English recognizer';
  readonly diarization = true;
  readonly pool: LocalRecognizerPool<LocalSpeechStream>;

  constructor(private readonly settings: LocalRecognizerSettings = DEFAULT_LOCAL_RECOGNIZER) {
    this.pool = new LocalRecognizerPool(() => this.startRecognizer(), settings.warmRecognizers);
  }

  /** The files it needs, or what is missing: checked at start-up so a broken install never fails mid-session. */
  missingFiles(): string[] {
    return [...this.modelFiles(), this.program()].filter((file) => !existsSync(file));
  }

  supports(language: string): boolean {
    return language === 'en-US';
  }

  open(options: SpeechStreamOptions): LocalSpeechStream {
    assertStreamOptions(this, options);
    const stream = this.pool.take();
    if (options.diarization) stream.separateSpeakers();
    return stream;
  }

  /** Loads the warm recognizers in the background (a consultation was created). */
  prepare(): void {
    this.pool.fill();
  }

  async close(): Promise<void> {
    await this.pool.close();
  }

  private startRecognizer(): LocalSpeechStream {
    const [hmm, generalModel, dictionary, clinicalModel] = this.modelFiles();
    return new LocalSpeechStream(
      spawn(this.program(), [
        hmm,
        generalModel,
        dictionary,
        clinicalModel,
        String(this.settings.clinicalWeight),
      ]),
    );
  }

  private program(): string {
    return join(this.settings.buildDir, 'pocketsphinx-stream');
  }

  private modelFiles(): [string, string, string, string] {
    const { modelDir, buildDir } = this.settings;
    return [
      join(modelDir, 'en-us'),
      join(modelDir, 'en-us.lm.bin'),
      join(buildDir, 'clinical.dict'),
      join(buildDir, 'clinical.arpa'),
    ];
  }
}

export class LocalSpeechStream extends SpeechStreamBase {
  private readonly streamId = randomUUID();
  /** Resolves when the process has ended, however it ended. */
  readonly exited: Promise<void>;
  /** Resolves when the model is loaded and the recognizer takes audio at once. */
  readonly ready: Promise<void>;
  isReady = false;
  isAlive = true;
  private markReady: () => void = () => undefined;
  private ended = false;
  private discarded = false;
  private speakers: StreamSpeakers | undefined;

  constructor(private readonly child: ChildProcessWithoutNullStreams) {
    super();
    const stderr: string[] = [];
    this.ready = new Promise<void>((resolveReady) => (this.markReady = resolveReady));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
    // Writes after the program died fail with EPIPE; the exit below reports the failure once.
    child.stdin.on('error', () => undefined);
    createInterface({ input: child.stdout }).on('line', (line) => this.onLine(line));
    this.exited = new Promise<void>((resolveExit) => {
      child.on('error', (error) => {
        this.isAlive = false;
        this.fail(error.message);
        resolveExit();
      });
      child.on('exit', (code, signal) => {
        this.isAlive = false;
        if (code !== 0) this.fail(stderr.join('').trim() || `exited with ${signal ?? `code ${code}`}`);
        resolveExit();
      });
    });
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  decodedMs = 0;

  /** Set once the stream has ended: the bench and the tests report the real-time factor and memory from it. */
  stats: RecognizerStats | undefined;

  write(pcm16: Buffer): void {
    if (this.ended) return;
    this.child.stdin.write(pcm16);
    this.speakers?.write(pcm16);
  }

  /** Labels the results by speaker from here on (a warm recognizer is taken before the options are known). */
  separateSpeakers(): void {
    this.speakers = new StreamSpeakers();
  }

  async end(): Promise<void> {
    if (!this.ended) {
      this.ended = true;
      this.child.stdin.end();
    }
    await this.exited;
  }

  /** Ends a recognizer nobody used (a warm one, idle too long or at shutdown): no failure to report. */
  async discard(): Promise<void> {
    this.discarded = true;
    this.ended = true;
    this.child.kill();
    await this.exited;
  }

  private onLine(line: string): void {
    const result = JSON.parse(line) as RecognizerLine;
    if (result.type === 'progress') {
      this.decodedMs = Math.max(this.decodedMs, result.audioMs);
    } else if (result.type === 'stats') {
      const { audioMs, cpuMs, maxRssKb } = result;
      this.stats = { audioMs, cpuMs, maxRssKb };
    } else if (result.type === 'ready') {
      this.isReady = true;
      this.markReady();
    } else {
      this.decodedMs = Math.max(this.decodedMs, result.endMs);
      if (result.text) this.emitResult(result.type, this.toResult(result));
    }
  }

  private toResult(line: Extract<RecognizerLine, { type: 'partial' | 'final' }>): SpeechResult {
    return {
      segmentId: `local-${this.streamId}-${line.utterance}`,
      speakerId:
        this.speakers?.speakerOf(line.type, line.utterance, line.startMs, line.endMs, line.text).label ??
        'Guest-1',
      text: line.text,
      offsetMs: line.startMs,
      durationMs: line.endMs - line.startMs,
      ...(line.words ? { unsure: unsureSpansOf(line.text, line.words) } : {}),
    };
  }

  private fail(detail: string): void {
    if (this.discarded) return;
    this.emitFailure(providerFailed(detail));
  }
}
