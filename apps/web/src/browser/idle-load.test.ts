import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOnce, loadWhenIdle } from './idle-load';

describe('loads started when the browser is idle', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** requestIdleCallback whose idle periods the test hands out one at a time. */
  function idlePeriods() {
    const waiting: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => waiting.push(callback));
    return {
      pending: () => waiting.length,
      next: () => waiting.shift()?.({ didTimeout: false, timeRemaining: () => 50 }),
    };
  }

  it('starts one load per idle period, in the order asked, and answers what each load answers', async () => {
    const idle = idlePeriods();
    const first = vi.fn(() => Promise.resolve('first'));
    const second = vi.fn(() => Promise.resolve('second'));

    const answers = Promise.all([loadWhenIdle(first), loadWhenIdle(second)]);
    expect(first).not.toHaveBeenCalled();

    idle.next();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    idle.next();
    expect(second).toHaveBeenCalledTimes(1);
    expect(await answers).toEqual(['first', 'second']);
    expect(idle.pending()).toBe(0);
  });

  it('answers the same promise when the same load is asked for again', async () => {
    const idle = idlePeriods();
    const load = vi.fn(() => Promise.resolve(1));

    const asked = loadWhenIdle(load);
    expect(loadWhenIdle(load)).toBe(asked);
    idle.next();

    expect(await asked).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    expect(idle.pending()).toBe(0);
  });

  it('passes a failed load on to the one who asked', async () => {
    const idle = idlePeriods();
    const asked = loadWhenIdle(() => Promise.reject(new Error('offline')));

    idle.next();

    await expect(asked).rejects.toThrow('offline');
  });
});

describe('loadOnce', () => {
  it('runs the load on the first call only', async () => {
    const load = vi.fn(() => Promise.resolve('module'));
    const once = loadOnce(load);

    expect(await once()).toBe('module');
    expect(await once()).toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a load failed (offline), instead of answering the old failure', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce('styles');
    const once = loadOnce(load);

    await expect(once()).rejects.toThrow('Failed to fetch');
    await expect(once()).resolves.toBe('styles');
    await expect(once()).resolves.toBe('styles');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
