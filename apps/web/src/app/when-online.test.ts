import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isCodeLoadFailure, loadingWhenOnline } from './when-online';

describe('route code loaded only while online', () => {
  afterEach(() => vi.unstubAllGlobals());

  function goOffline(): void {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  }

  function goOnline(): void {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
  }

  it('holds a page’s code while offline, at any depth, and loads it when the connection returns', async () => {
    const load = vi.fn(() => Promise.resolve({ Component: () => null }));
    const [root] = loadingWhenOnline([{ path: '/', children: [{ path: 'settings', lazy: load }] }]);
    const lazy = (root.children?.[0] as RouteObject).lazy as () => Promise<unknown>;

    goOffline();
    const loading = lazy();
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();

    goOnline();
    await expect(loading).resolves.toHaveProperty('Component');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tells a page whose code failed to load from other routing errors', () => {
    expect(
      isCodeLoadFailure(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js')),
    ).toBe(true);
    expect(isCodeLoadFailure(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isCodeLoadFailure(new Error('Something else'))).toBe(false);
    expect(isCodeLoadFailure({ status: 404 })).toBe(false);
  });
});
