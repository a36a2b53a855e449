import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './store';
import { APP_CSS_VARIABLES, APP_THEME } from './theme';

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
        <Notifications position="top-right" />
        {children}
      </MantineProvider>
    </Provider>
  );
}
