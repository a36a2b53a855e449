import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { AppError, SPEECH_MESSAGES } from '@medi/contracts';
import {
  assertStreamOptions,
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
}

export const DEFAULT_LOCAL_RECOGNIZER: LocalRecognizerSettings = {
  modelDir: '/usr/share/pocketsphinx/model/en-us',
  // Same from src/speech and dist/speech.
  buildDir: resolve(__dirname, '../../native/build'),
  clinicalWeight: 0.3,
};

/** What one line of the program's output says. */
type RecognizerLine =
  | { type: 'ready' }
  | { type: 'partial' | 'final'; utterance: number; text: string; startMs: number; endMs: number }
  | ({ type: 'stats' } & RecognizerStats);

/** What a stream cost, as the recognizer measured it (CPU time and peak memory of its process). */
export interface RecognizerStats {
  audioMs: number;
  cpuMs: number;
  maxRssKb: number;
}

/**
 * The offline US-English recognizer: CMU PocketSphinx from Debian, one child process per stream, with medicine
 * names and a clinical language model added. No speaker separation.
 */
export class LocalSpeechProvider implements SpeechProvider {
  readonly kind = 'local' as const;
  readonly label = 'Offline English recognizer (PocketSphinx)';
  readonly diarization = false;

  constructor(private readonly settings: LocalRecognizerSettings = DEFAULT_LOCAL_RECOGNIZER) {}

  /** The files it needs, or what is missing: checked at start-up so a broken install never fails mid-session. */
  missingFiles(): string[] {
    return [...this.modelFiles(), this.program()].filter((file) => !existsSync(file));
  }

  supports(language: string): boolean {
    return language === 'en-US';
  }

  open(options: SpeechStreamOptions): LocalSpeechStream {
    assertStreamOptions(this, options);
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
  private readonly exited: Promise<void>;
  private ended = false;

  constructor(private readonly child: ChildProcessWithoutNullStreams) {
    super();
    const stderr: string[] = [];
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
    // Writes after the program died fail with EPIPE; the exit below reports the failure once.
    child.stdin.on('error', () => undefined);
    createInterface({ input: child.stdout }).on('line', (line) => this.onLine(line));
    this.exited = new Promise<void>((resolveExit) => {
      child.on('error', (error) => {
        this.fail(error.message);
        resolveExit();
      });
      child.on('exit', (code, signal) => {
        if (code !== 0) this.fail(stderr.join('').trim() || `exited with ${signal ?? `code ${code}`}`);
        resolveExit();
      });
    });
  }

  /** Set once the stream has ended: the bench and the tests report the real-time factor and memory from it. */
  stats: RecognizerStats | undefined;

  write(pcm16: Buffer): void {
    if (!this.ended) this.child.stdin.write(pcm16);
  }

  async end(): Promise<void> {
    if (!this.ended) {
      this.ended = true;
      this.child.stdin.end();
    }
    await this.exited;
  }

  private onLine(line: string): void {
    const result = JSON.parse(line) as RecognizerLine;
    if (result.type === 'stats') {
      const { audioMs, cpuMs, maxRssKb } = result;
      this.stats = { audioMs, cpuMs, maxRssKb };
    } else if (result.type !== 'ready' && result.text) {
      this.emitResult(result.type, this.toResult(result));
    }
  }

  private toResult(line: Extract<RecognizerLine, { type: 'partial' | 'final' }>): SpeechResult {
    return {
      segmentId: `local-${this.streamId}-${line.utterance}`,
      speakerId: 'Guest-1',
      text: line.text,
      offsetMs: line.startMs,
      durationMs: line.endMs - line.startMs,
    };
  }

  private fail(detail: string): void {
    this.emitFailure(
      new AppError('SPEECH.PROVIDER_FAILED', SPEECH_MESSAGES.providerFailed, { provider: [detail] }),
    );
  }
}
