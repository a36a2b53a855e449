import { StrictMode } from 'react';
import { RouterProvider, type DataRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import type { AppStore } from '../store/store';

/** The whole app, as main.tsx draws or hydrates it and as the build prerenders /login (first-page.prerender.tsx). */
export function App({ store, router }: { store: AppStore; router: DataRouter }) {
  return (
    <StrictMode>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
