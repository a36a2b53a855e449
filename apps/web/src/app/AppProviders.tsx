import { MantineProvider } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './store';
import { APP_CSS_VARIABLES, APP_THEME } from './theme';
import { withAllStyles } from './load-all-styles';

/**
 * The toasts' container (and its transition library) arrives after the first render: no first page shows a toast
 * before the doctor acts, and one shown earlier is kept by the notifications store until the container mounts.
 */
const Notifications = lazy(() =>
  withAllStyles(import('@mantine/notifications')).then((module) => ({ default: module.Notifications })),
);

interface AppProvidersProps {
  store: AppStore;
  /** 'test' turns off Mantine transitions and portals so unit tests see the final DOM at once. */
  mantineEnv?: 'default' | 'test';
  children: ReactNode;
}

export function AppProviders({ store, mantineEnv = 'default', children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <MantineProvider theme={APP_THEME} cssVariablesResolver={APP_CSS_VARIABLES} env={mantineEnv}>
        <Suspense fallback={null}>
          <Notifications position="top-right" />
        </Suspense>
        {children}
      </MantineProvider>
    </Provider>
  );
}
