import { createAction } from '@reduxjs/toolkit';
import { describe, expect, it, vi } from 'vitest';
import { deferStore, whenStoreReady } from './deferred-store';
import { createAppStore } from './store';

const probe = createAction('test/probe');

describe('the deferred store', () => {
  it('reads as the initial state until the real store has loaded', () => {
    const store = deferStore(() => new Promise(() => undefined));
    expect(store.getState()).toEqual({});
  });

  it('loads the real store once, tells its subscribers, then reads and dispatches through it', async () => {
    const real = createAppStore();
    const loadStore = vi.fn(() => Promise.resolve(real));
    const store = deferStore(loadStore);
    const listener = vi.fn();
    store.subscribe(listener);

    const [first, second] = await Promise.all([whenStoreReady(store), whenStoreReady(store)]);
    expect(first).toBe(real);
    expect(second).toBe(real);
    expect(loadStore).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalled();
    expect(store.getState()).toBe(real.getState());

    const dispatched = vi.spyOn(real, 'dispatch');
    store.dispatch(probe());
    expect(dispatched).toHaveBeenCalledWith(probe());
  });

  it('refuses a dispatch before the real store has loaded', () => {
    const store = deferStore(() => Promise.resolve(createAppStore()));
    expect(() => store.dispatch(probe())).toThrow(/not loaded yet/);
  });

  it('takes a store made directly as ready', async () => {
    const real = createAppStore();
    expect(await whenStoreReady(real)).toBe(real);
  });
});
