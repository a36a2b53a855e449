import type { RouteObject } from 'react-router-dom';

/** Resolves at once while the browser is online, else at its next 'online' event. */
export function whenOnline(): Promise<void> {
  if (typeof navigator === 'undefined' || navigator.onLine) return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

/**
 * The route table with every route's code loaded only while the browser is online. A move asked for offline waits
 * (the current page stays, under the offline banner) and completes when the connection returns: loading the code
 * offline would fail, and a browser keeps a failed module import failed for as long as the page lives.
 */
export function loadingWhenOnline(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy, children } = route;
    return {
      ...route,
      ...(typeof lazy === 'function' ? { lazy: () => whenOnline().then(lazy) } : {}),
      ...(children ? { children: loadingWhenOnline(children) } : {}),
    } as RouteObject;
  });
}

/** A page's code failed to load (the network, or a deployment that replaced it): a fresh load of the page fixes it. */
export function isCodeLoadFailure(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message)
  );
}
