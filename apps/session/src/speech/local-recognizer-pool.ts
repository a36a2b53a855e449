import type { LocalSpeechStream } from './local-speech.provider';

/** The most idle recognizers a replica keeps: each holds the model in memory (about 150 MB). */
export const MAX_WARM_RECOGNIZERS = 8;

/**
 * Offline recognizers started ahead of time, so that Start does not pay the model load (about a second of CPU):
 * `take` hands out an idle one that is alive, preferring one that has loaded, and starts a replacement in the
 * background. At most `size` are idle at any time; when none is idle, `take` starts one the caller waits for.
 * One that dies while idle is dropped, never handed out, and replaced only by the next `take`, so a broken install
 * cannot make the pool restart processes in a loop.
 */
export class LocalRecognizerPool {
  private readonly idle: LocalSpeechStream[] = [];
  private closed = false;

  constructor(
    private readonly start: () => LocalSpeechStream,
    readonly size: number,
  ) {
    if (!Number.isInteger(size) || size < 0 || size > MAX_WARM_RECOGNIZERS)
      throw new RangeError(`the warm recognizer pool holds 0 to ${MAX_WARM_RECOGNIZERS}, not ${size}`);
  }

  /** Starts recognizers until `size` are idle. */
  fill(): void {
    while (!this.closed && this.idle.length < this.size) {
      const stream = this.start();
      this.idle.push(stream);
      void stream.exited.then(() => this.drop(stream));
    }
  }

  take(): LocalSpeechStream {
    const index = this.bestIdleIndex();
    const stream = index === -1 ? this.start() : this.idle.splice(index, 1)[0];
    this.fill();
    return stream;
  }

  /** The idle recognizers, for the tests and the bench. */
  idleStreams(): readonly LocalSpeechStream[] {
    return this.idle;
  }

  /** Resolves when every idle recognizer has loaded its model (or died trying). */
  async warm(): Promise<void> {
    await Promise.all(this.idle.map((stream) => Promise.race([stream.ready, stream.exited])));
  }

  /** Ends the idle recognizers; streams already handed out are their owners' to end. */
  async close(): Promise<void> {
    this.closed = true;
    const idle = this.idle.splice(0);
    await Promise.all(idle.map((stream) => stream.discard()));
  }

  private bestIdleIndex(): number {
    const loaded = this.idle.findIndex((stream) => stream.isReady && stream.isAlive);
    return loaded !== -1 ? loaded : this.idle.findIndex((stream) => stream.isAlive);
  }

  private drop(stream: LocalSpeechStream): void {
    const index = this.idle.indexOf(stream);
    if (index !== -1) this.idle.splice(index, 1);
  }
}
