type Load<T> = () => Promise<T>;

/** An idle period may not come while the page keeps the browser busy: a load waits this long at most. */
const MAX_WAIT_MS = 1_000;

const requested = new Map<Load<unknown>, Promise<unknown>>();
const queue: (() => void)[] = [];
let startScheduled = false;

function startNextWhenIdle(): void {
  if (startScheduled) return;
  startScheduled = true;
  const startNext = () => {
    startScheduled = false;
    queue.shift()?.();
    if (queue.length > 0) startNextWhenIdle();
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(startNext, { timeout: MAX_WAIT_MS });
  else setTimeout(startNext, 0);
}

/** `load`, run on its first call only: later calls answer the same promise, unless it failed (then it runs again). */
export function loadOnce<T>(load: Load<T>): Load<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/**
 * Starts `load` when the browser is idle, one load per idle period, and answers what it answers; asked again for the
 * same load, answers the same promise. For what a page fetches ahead of need once it is on screen (the code of its
 * next step, the full stylesheet, the API): started together, their imports' bookkeeping and the modules' evaluation
 * made one long task right after the page had drawn. A caller that needs the module now calls `load` itself.
 */
export function loadWhenIdle<T>(load: Load<T>): Promise<T> {
  const known = requested.get(load) as Promise<T> | undefined;
  if (known) return known;
  const loading = new Promise<T>((resolve, reject) => {
    queue.push(() => void load().then(resolve, reject));
    startNextWhenIdle();
  });
  requested.set(load, loading);
  // A load that failed (offline) is asked for again next time, not answered with the old failure.
  loading.catch(() => requested.delete(load));
  return loading;
}
