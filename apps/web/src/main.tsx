import './app/first-page-styles';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory, type DataRouter } from 'react-router-dom';
import { App } from './app/App';
import { deferRouter } from './app/deferred-router';
import { deferStore, whenStoreReady } from './store/deferred-store';
import { loadOnce, loadWhenIdle } from './browser/idle-load';
import { APP_ROUTES, FIRST_PAGE_PRERENDER_DATA, isFirstPageVisit } from './app/router';
import { loadingWhenOnline } from './app/when-online';

const loadBrowserRouter = loadOnce(() => import('./app/browser-router'));
const loadAppStore = () => import('./store/store').then(({ createAppStore }) => createAppStore());

/** Pages asked for while offline wait for the connection (when-online.ts). */
const routes = loadingWhenOnline(APP_ROUTES);
const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
const history = createBrowserHistory();
const firstPageVisit = isFirstPageVisit(history.location);
// The page the gateway served was prerendered for this path (first-page.prerender.tsx). The mark is the build's
// note to this script only, so it goes once read.
const prerendered = rootElement.dataset.prerenderedPath === history.location.pathname;
delete rootElement.dataset.prerenderedPath;
const hydrates = prerendered && firstPageVisit;

/**
 * Redux Toolkit loads beside the first page, which renders with a stand-in meanwhile (deferred-store.ts), once the
 * page is on screen and the browser idle; leaving the first page waits for it (below). Any other page imports the
 * API, which imports the store module: that page finds the store loaded, which starts at once.
 */
const store = deferStore(() => (firstPageVisit ? loadWhenIdle(loadAppStore) : loadAppStore()));

/**
 * The router, once it has the first route's code and data. The first page draws with a stand-in while the router's
 * engine loads beside it (deferred-router.ts); any other visit waits for the engine, which resolves it.
 */
async function startRouter(): Promise<DataRouter> {
  if (firstPageVisit) {
    return deferRouter({
      routes,
      history,
      // The pages the engine goes on to draw read the store as they render.
      loadEngine: async (routes, hydrationData) => {
        const [{ createAppRouter }] = await Promise.all([loadBrowserRouter(), whenStoreReady(store)]);
        return createAppRouter(routes, hydrationData);
      },
      hydrationData: hydrates ? FIRST_PAGE_PRERENDER_DATA : undefined,
    });
  }
  const { createAppRouter, whenRouterReady } = await loadBrowserRouter();
  const router = createAppRouter(routes);
  await new Promise<void>((resolve) => whenRouterReady(router, resolve));
  return router;
}

// What the HTML shows stays until the first route's code and data are in: the prerendered /login, which React then
// hydrates, or index.html's branded first paint, which React replaces with the page in one pass. As a transition,
// either yields to the browser between slices of work instead of holding the main thread throughout.
void startRouter().then((router) =>
  startTransition(() => {
    const app = <App store={store} router={router} />;
    if (hydrates) hydrateRoot(rootElement, app);
    else createRoot(rootElement).render(app);
  }),
);
