import { renderToString } from 'react-dom/server';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { DEFAULT_DOMAIN_NAME } from '../features/config/useGlobalConfig';
import { App } from './App';
import { deferRouter } from './deferred-router';
import { deferStore } from '../store/deferred-store';
import { documentMetaOf } from './route-meta';
import { APP_ROUTES, FIRST_PAGE_PATH, FIRST_PAGE_PRERENDER_DATA } from './router';

export interface PrerenderedPage {
  path: string;
  /** The markup of #root, which main.tsx hydrates. */
  html: string;
  title: string;
  description?: string;
}

/**
 * /login as React draws it before anything has loaded or been stored: no store, no configuration, no stored
 * message. The build writes it into the page the gateway serves for /login (vite.config.ts), so the page is on
 * screen from HTML and CSS alone, and main.tsx hydrates it with the same tree.
 */
export async function prerenderFirstPage(): Promise<PrerenderedPage> {
  const router = await deferRouter({
    routes: APP_ROUTES,
    history: createMemoryHistory({ initialEntries: [FIRST_PAGE_PATH] }),
    loadEngine: () => Promise.reject(new Error('A prerendered page never navigates')),
    hydrationData: FIRST_PAGE_PRERENDER_DATA,
  });
  const store = deferStore(() => new Promise(() => undefined));
  const html = renderToString(<App store={store} router={router} />);
  const handles = router.state.matches.map(({ route }) => route.handle as unknown);
  return { path: FIRST_PAGE_PATH, html, ...documentMetaOf(handles, DEFAULT_DOMAIN_NAME) };
}
