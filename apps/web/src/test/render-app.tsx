import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { APP_ROUTES } from '../app/router';
import { createAppStore } from '../store/store';

/**
 * Renders the real route table (or the given one) at `initialPath`, with the real store and Mantine. A list of
 * paths is a history: the last one is shown, the others are behind it.
 */
export function renderApp(initialPath: string | string[], routes: RouteObject[] = APP_ROUTES) {
  const store = createAppStore();
  const initialEntries = Array.isArray(initialPath) ? initialPath : [initialPath];
  const router = createMemoryRouter(routes, { initialEntries, initialIndex: initialEntries.length - 1 });
  const view = render(
    <AppProviders store={store} mantineEnv="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, store };
}

/** Renders `ui` alone with the real store and Mantine, as the app provides them. */
export function renderWithProviders(ui: ReactNode) {
  const store = createAppStore();
  return {
    ...render(
      <AppProviders store={store} mantineEnv="test">
        {ui}
      </AppProviders>,
    ),
    store,
  };
}
