import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollUntil } from './poll-until';

describe('pollUntil', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers the first value the probe gives', async () => {
    let calls = 0;
    const result = pollUntil(() => Promise.resolve(++calls === 3 ? 'done' : undefined), 400, 10_000);
    await vi.advanceTimersByTimeAsync(800);
    await expect(result).resolves.toBe('done');
    expect(calls).toBe(3);
  });

  it('gives up at its deadline instead of asking forever', async () => {
    let calls = 0;
    const result = pollUntil(
      () => {
        calls += 1;
        return Promise.resolve(undefined);
      },
      400,
      2_000,
    );
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(result).resolves.toBeUndefined();
    expect(calls).toBe(6); // at 0, 400, ... 2000 ms: never past the deadline
  });

  it('ends with the error of a probe that throws', async () => {
    await expect(pollUntil(() => Promise.reject(new Error('refused')), 400, 2_000)).rejects.toThrow(
      'refused',
    );
  });
});
