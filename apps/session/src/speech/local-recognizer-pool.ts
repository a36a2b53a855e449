/** The most idle recognizers a replica keeps: each holds the model in memory (about 150 MB). */
export const MAX_WARM_RECOGNIZERS = 8;

/**
 * How long idle recognizers are kept after the last fill or take: long enough for a clinic's next patient, after
 * which an idle service gives the memory back (the next consultation created fills the pool again).
 */
export const WARM_RECOGNIZER_IDLE_MS = 10 * 60_000;

/** What the pool needs of a recognizer (LocalSpeechStream in the service). */
export interface PooledRecognizer {
  readonly isReady: boolean;
  readonly isAlive: boolean;
  /** Resolves when the model is loaded. */
  readonly ready: Promise<void>;
  /** Resolves when the process has ended, however it ended. */
  readonly exited: Promise<void>;
  /** Ends it without reporting a failure. */
  discard(): Promise<void>;
}

/**
 * Offline recognizers started ahead of time, so that Start does not pay the model load (about a second of CPU):
 * `fill` starts them when a consultation is about to need one, `take` hands out an idle one that is alive, preferring
 * one that has loaded, and starts a replacement in the background. At most `size` are idle at any time; when none is
 * idle, `take` starts one the caller waits for. Idle ones are ended after `idleMs` without a fill or a take.
 * One that dies while idle is dropped, never handed out, and replaced only by the next fill or take, so a broken
 * install cannot make the pool restart processes in a loop.
 */
export class LocalRecognizerPool<Recognizer extends PooledRecognizer> {
  private readonly idle: Recognizer[] = [];
  private closed = false;
  private releaseTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly start: () => Recognizer,
    readonly size: number,
    private readonly idleMs = WARM_RECOGNIZER_IDLE_MS,
  ) {
    if (!Number.isInteger(size) || size < 0 || size > MAX_WARM_RECOGNIZERS)
      throw new RangeError(`the warm recognizer pool holds 0 to ${MAX_WARM_RECOGNIZERS}, not ${size}`);
  }

  /** Starts recognizers until `size` are idle, and keeps them for `idleMs` from now. */
  fill(): void {
    if (this.closed) return;
    while (this.idle.length < this.size) {
      const recognizer = this.start();
      this.idle.push(recognizer);
      void recognizer.exited.then(() => this.drop(recognizer));
    }
    this.releaseWhenQuiet();
  }

  take(): Recognizer {
    const index = this.bestIdleIndex();
    const recognizer = index === -1 ? this.start() : this.idle.splice(index, 1)[0];
    this.fill();
    return recognizer;
  }

  /** The idle recognizers, for the tests and the bench. */
  idleRecognizers(): readonly Recognizer[] {
    return this.idle;
  }

  /** Resolves when every idle recognizer has loaded its model (or died trying). */
  async warm(): Promise<void> {
    await Promise.all(this.idle.map((recognizer) => Promise.race([recognizer.ready, recognizer.exited])));
  }

  /** Ends the idle recognizers; those already handed out are their owners' to end. */
  async close(): Promise<void> {
    this.closed = true;
    await this.release();
  }

  private releaseWhenQuiet(): void {
    clearTimeout(this.releaseTimer);
    if (this.idle.length === 0) return;
    this.releaseTimer = setTimeout(() => void this.release(), this.idleMs);
    // A pending release must not keep a stopping process alive.
    this.releaseTimer.unref();
  }

  private async release(): Promise<void> {
    clearTimeout(this.releaseTimer);
    const idle = this.idle.splice(0);
    await Promise.all(idle.map((recognizer) => recognizer.discard()));
  }

  private bestIdleIndex(): number {
    const loaded = this.idle.findIndex((recognizer) => recognizer.isReady && recognizer.isAlive);
    return loaded !== -1 ? loaded : this.idle.findIndex((recognizer) => recognizer.isAlive);
  }

  private drop(recognizer: Recognizer): void {
    const index = this.idle.indexOf(recognizer);
    if (index !== -1) this.idle.splice(index, 1);
  }
}
