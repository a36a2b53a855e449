import { LocalRecognizerPool, MAX_WARM_RECOGNIZERS, type PooledRecognizer } from './local-recognizer-pool';

const IDLE_MS = 60_000;

/** A recognizer process as the pool sees it: it loads, dies or is discarded when the test says. */
class FakeRecognizer implements PooledRecognizer {
  isReady = false;
  isAlive = true;
  discarded = false;
  readonly ready: Promise<void>;
  readonly exited: Promise<void>;
  private markReady = (): void => undefined;
  private markExited = (): void => undefined;

  constructor() {
    this.ready = new Promise((resolve) => (this.markReady = resolve));
    this.exited = new Promise((resolve) => (this.markExited = resolve));
  }

  load(): void {
    this.isReady = true;
    this.markReady();
  }

  die(): void {
    this.isAlive = false;
    this.markExited();
  }

  discard(): Promise<void> {
    this.discarded = true;
    this.die();
    return this.exited;
  }
}

function poolOf(size: number) {
  const started: FakeRecognizer[] = [];
  const pool = new LocalRecognizerPool(
    () => {
      const recognizer = new FakeRecognizer();
      started.push(recognizer);
      return recognizer;
    },
    size,
    IDLE_MS,
  );
  return { pool, started };
}

/** Lets the pool's reactions to exits (promise callbacks) run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('LocalRecognizerPool', () => {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  it('starts nothing until a consultation needs a recognizer, then keeps its size idle', () => {
    const { pool, started } = poolOf(2);
    expect(started).toEqual([]);

    pool.fill();
    expect(pool.idleRecognizers()).toHaveLength(2);
    pool.fill();
    expect(started).toHaveLength(2);
  });

  it('hands out a loaded recognizer first and starts its replacement', () => {
    const { pool, started } = poolOf(2);
    pool.fill();
    started[1].load();

    expect(pool.take()).toBe(started[1]);
    expect(pool.idleRecognizers()).toEqual([started[0], started[2]]);
  });

  it('starts one for a Start that finds none idle, and fills the pool behind it', () => {
    const { pool, started } = poolOf(1);

    const taken = pool.take();
    expect(taken).toBe(started[0]);
    expect(pool.idleRecognizers()).toEqual([started[1]]);
  });

  it('ends its idle recognizers after the quiet period, and a fill or a take restarts the period', () => {
    const { pool, started } = poolOf(1);
    pool.fill();
    jest.advanceTimersByTime(IDLE_MS - 1);
    pool.take();
    const [idle] = pool.idleRecognizers();

    jest.advanceTimersByTime(IDLE_MS - 1);
    expect(idle.discarded).toBe(false);
    jest.advanceTimersByTime(1);
    expect(idle.discarded).toBe(true);
    expect(pool.idleRecognizers()).toEqual([]);
    // The one handed out is its owner's: the pool never ends it.
    expect(started[0].discarded).toBe(false);

    pool.fill();
    expect(pool.idleRecognizers()).toEqual([started[2]]);
  });

  it('never hands out one that died while idle, and replaces it only when asked again', async () => {
    const { pool, started } = poolOf(1);
    pool.fill();
    started[0].die();
    await settle();
    expect(pool.idleRecognizers()).toEqual([]);
    jest.advanceTimersByTime(IDLE_MS * 3);
    expect(started).toHaveLength(1);

    expect(pool.take()).toBe(started[1]);
  });

  it('ends its idle recognizers at close and starts none afterwards', async () => {
    const { pool, started } = poolOf(2);
    pool.fill();
    await pool.close();

    expect(started.every((recognizer) => recognizer.discarded)).toBe(true);
    pool.fill();
    expect(started).toHaveLength(2);
  });

  it('refuses a size beyond its bound', () => {
    expect(() => poolOf(MAX_WARM_RECOGNIZERS + 1)).toThrow(`0 to ${MAX_WARM_RECOGNIZERS}`);
  });
});
