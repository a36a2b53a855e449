import { extname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { AppError, isSpokenLanguage } from '@medi/contracts';
import {
  AudioBatch,
  ThreadMessageBatch,
  type FromSpeechThread,
  type ToSpeechThread,
  type ToSpeechThreadBatch,
} from './azure-speech.messages';
import type { AzureSpeechSettings } from './azure-speech.stream';
import {
  assertStreamOptions,
  providerFailed,
  SpeechStreamBase,
  type SpeechProvider,
  type SpeechStreamOptions,
} from './speech-provider';

export type { AzureSpeechSettings } from './azure-speech.stream';

/** Built code runs the thread's .js; the sources (tests) run its .ts, compiled as it loads. */
const THREAD_MODULE = join(__dirname, `azure-speech.thread${extname(__filename)}`);

export interface AzureSpeechThreadOptions {
  /** Node options of the speech thread: by default the process's own (the tests pass a TypeScript loader). */
  execArgv?: string[];
}

/**
 * Azure Speech ConversationTranscriber: live partials and finals with speaker ids in the eight languages. The SDK
 * runs in a thread of its own (azure-speech.thread.ts), started with the first stream.
 */
export class AzureSpeechProvider implements SpeechProvider {
  readonly kind = 'azure' as const;
  readonly label = 'Azure Speech';
  readonly diarization = true;
  private thread?: AzureSpeechThread;

  constructor(
    private readonly settings: AzureSpeechSettings,
    private readonly threadOptions: AzureSpeechThreadOptions = {},
  ) {}

  supports(language: string): boolean {
    return isSpokenLanguage(language);
  }

  open(options: SpeechStreamOptions): ThreadedSpeechStream {
    assertStreamOptions(this, options);
    if (!this.thread?.running) this.thread = new AzureSpeechThread(this.settings, this.threadOptions);
    return this.thread.open(options);
  }

  async close(): Promise<void> {
    await this.thread?.close();
  }
}

/** The main thread's handle on the speech thread: streams by id, messages routed to them. */
class AzureSpeechThread {
  private readonly worker: Worker;
  private readonly streams = new Map<number, ThreadedSpeechStream>();
  private nextId = 1;
  private closing = false;
  running = true;

  constructor(settings: AzureSpeechSettings, options: AzureSpeechThreadOptions) {
    this.worker = new Worker(THREAD_MODULE, { workerData: settings, execArgv: options.execArgv });
    // Live streams keep the replica busy anyway; an idle speech thread must not keep it from exiting.
    this.worker.unref();
    this.worker.on('message', (messages: FromSpeechThread[]) => {
      for (const message of messages) this.streams.get(message.id)?.receive(message);
    });
    this.worker.on('error', (error) => this.stop(String(error)));
    this.worker.on('exit', (code) => this.stop(`the speech thread exited with ${code}`));
  }

  open(options: SpeechStreamOptions): ThreadedSpeechStream {
    const id = this.nextId++;
    const stream = new ThreadedSpeechStream(id, this.post, this.write, () => this.streams.delete(id));
    this.streams.set(id, stream);
    this.post({ kind: 'open', id, options });
    return stream;
  }

  /** Shutting down: the streams end without a failure, so their consultations continue on another replica. */
  async close(): Promise<void> {
    this.closing = true;
    await this.worker.terminate();
  }

  private readonly audio = new AudioBatch();
  private readonly toThread = new ThreadMessageBatch<ToSpeechThread>((messages) => {
    const audio = this.audio.take();
    this.worker.postMessage({ messages, audio } satisfies ToSpeechThreadBatch, [audio]);
  });
  private readonly post: PostToThread = (message) => this.toThread.post(message);
  private readonly write: WriteToThread = (id, pcm16) =>
    this.toThread.post({ kind: 'write', id, ...this.audio.add(pcm16) });

  /** A thread that died takes its streams with it: each reports the failure and ends, keeping what it delivered. */
  private stop(reason: string): void {
    this.running = false;
    const failure = providerFailed(reason);
    for (const stream of [...this.streams.values()]) {
      if (!this.closing) stream.receive({ kind: 'failed', id: 0, error: failure.toJSON() });
      stream.receive({ kind: 'ended', id: 0 });
    }
  }
}

type PostToThread = (message: ToSpeechThread) => void;
type WriteToThread = (id: number, pcm16: Buffer) => void;

/** A stream whose recognizer runs in the speech thread. */
export class ThreadedSpeechStream extends SpeechStreamBase {
  private closed = false;
  private resolveEnded!: () => void;
  private readonly ended = new Promise<void>((resolve) => (this.resolveEnded = resolve));

  constructor(
    private readonly id: number,
    private readonly post: PostToThread,
    private readonly writeAudio: WriteToThread,
    private readonly onEnded: () => void,
  ) {
    super();
  }

  write(pcm16: Buffer): void {
    if (!this.closed) this.writeAudio(this.id, pcm16);
  }

  end(): Promise<void> {
    if (!this.closed) {
      this.closed = true;
      this.post({ kind: 'end', id: this.id });
    }
    return this.ended;
  }

  receive(message: FromSpeechThread): void {
    switch (message.kind) {
      case 'partial':
      case 'final':
        return this.emitResult(message.kind, message.result);
      case 'failed':
        return this.emitFailure(AppError.fromJSON(message.error));
      case 'ended':
        this.closed = true;
        this.onEnded();
        return this.resolveEnded();
    }
  }
}
