import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router-dom';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The data router's engine: matching, loaders, navigation and blockers. Its own module, loaded on demand: /login
 * renders with a stand-in (deferred-router.ts) while it downloads.
 */
export function createAppRouter(routes: RouteObject[], hydrationData?: HydrationState): AppRouter {
  return createBrowserRouter(routes, { hydrationData });
}

/** Calls `then` once the router has loaded the first route's code and data (or met an error doing so). */
export function whenRouterReady(router: AppRouter, then: () => void): void {
  if (router.state.initialized) {
    then();
    return;
  }
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    then();
  });
}
