import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useResendCooldown } from './useResendCooldown';

describe('useResendCooldown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rests for 30 seconds after a resend', () => {
    const { result } = renderHook(() => useResendCooldown());
    expect(result.current.coolingDown).toBe(false);

    act(() => {
      result.current.startCooldown();
    });
    expect(result.current.coolingDown).toBe(true);

    act(() => {
      vi.advanceTimersByTime(29_999);
    });
    expect(result.current.coolingDown).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.coolingDown).toBe(false);
  });

  it('rests from the start when a code was sent just before, counting the seconds down', () => {
    const { result } = renderHook(() => useResendCooldown(true));
    expect(result.current.coolingDown).toBe(true);
    expect(result.current.secondsLeft).toBe(30);

    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(result.current.secondsLeft).toBe(20);
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(result.current.coolingDown).toBe(false);
    expect(result.current.secondsLeft).toBe(0);
  });

  it('rests longer when the server asks for more, never shorter', () => {
    const { result } = renderHook(() => useResendCooldown());

    act(() => {
      result.current.startCooldown(45);
    });
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(result.current.coolingDown).toBe(true);
    act(() => {
      vi.advanceTimersByTime(15_000);
    });
    expect(result.current.coolingDown).toBe(false);

    act(() => {
      result.current.startCooldown(5);
    });
    act(() => {
      vi.advanceTimersByTime(29_000);
    });
    expect(result.current.coolingDown).toBe(true);
  });
});
