import './app/first-page-styles';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { createAppRouter, whenRouterReady } from './app/router';
import { deferStore } from './app/deferred-store';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
const root = createRoot(rootElement);
const router = createAppRouter();
// Redux Toolkit loads beside the first page, which renders with a stand-in meanwhile (deferred-store.ts).
const store = deferStore(() => import('./app/store').then(({ createAppStore }) => createAppStore()));

// index.html's branded first paint stays until the first route's code and data are in, then React draws the page in
// one pass, instead of first drawing the same first paint again (the router's fallback) and the page after it. As a
// transition, the render yields to the browser between slices of work instead of holding the main thread throughout.
whenRouterReady(router, () =>
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
