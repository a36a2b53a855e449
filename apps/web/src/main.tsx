import './app/first-page-styles';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  RouterProvider,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type DataRouter,
} from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { deferRouter } from './app/deferred-router';
import { deferStore } from './app/deferred-store';
import { APP_ROUTES, isFirstPageVisit } from './app/router';

const loadBrowserRouter = () => import('./app/browser-router');

/**
 * The router, once it has the first route's code and data. The first page draws with a stand-in while the router's
 * engine loads beside it (deferred-router.ts); any other visit waits for the engine, which resolves it.
 */
async function startRouter(): Promise<DataRouter> {
  const history = createBrowserHistory();
  if (isFirstPageVisit(history.location)) {
    return deferRouter({
      routes: APP_ROUTES,
      history,
      loadEngine: (routes, hydrationData) =>
        loadBrowserRouter().then(({ createAppRouter }) => createAppRouter(routes, hydrationData)),
    });
  }
  const { createAppRouter, whenRouterReady } = await loadBrowserRouter();
  const router = createAppRouter(APP_ROUTES);
  await new Promise<void>((resolve) => whenRouterReady(router, resolve));
  return router;
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
const root = createRoot(rootElement);
// Redux Toolkit loads beside the first page, which renders with a stand-in meanwhile (deferred-store.ts).
const store = deferStore(() => import('./app/store').then(({ createAppStore }) => createAppStore()));

// index.html's branded first paint stays until the first route's code and data are in, then React draws the page in
// one pass, instead of first drawing the same first paint again (the router's fallback) and the page after it. As a
// transition, the render yields to the browser between slices of work instead of holding the main thread throughout.
void startRouter().then((router) =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders store={store}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  ),
);
