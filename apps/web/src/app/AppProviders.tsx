import { MantineProvider } from '@mantine/core';
import type { NotificationsProps } from '@mantine/notifications';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { whenStoreReady } from '../store/deferred-store';
import { loadWhenIdle } from '../browser/idle-load';
import type { AppStore } from '../store/store';
import { APP_CSS_VARIABLES, APP_THEME } from './theme';
import { withAllStyles } from '../browser/load-all-styles';

const loadNotifications = () =>
  withAllStyles(import('@mantine/notifications')).then((module) => module.Notifications);
const loadApi = () => import('../store/api');

/**
 * The toasts' container (and its transition library) loads once the first page has drawn, not while it draws: no
 * first page shows a toast before the doctor acts, and one shown earlier is kept by the notifications store until
 * the container mounts.
 */
function ToastContainer() {
  const [Container, setContainer] = useState<ComponentType<NotificationsProps> | null>(null);
  useEffect(() => {
    let mounted = true;
    void loadWhenIdle(loadNotifications).then((loaded) => {
      if (mounted) setContainer(() => loaded);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return Container && <Container position="top-right" />;
}

interface AppProvidersProps {
  store: AppStore;
  /** 'test' turns off Mantine transitions and portals so unit tests see the final DOM at once. */
  mantineEnv?: 'default' | 'test';
  children: ReactNode;
}

export function AppProviders({ store, mantineEnv = 'default', children }: AppProvidersProps) {
  // RTK Query (api.ts) joins the store once the first page has drawn, while the doctor reads it.
  useEffect(() => {
    let mounted = true;
    let disconnect: (() => void) | undefined;
    void Promise.all([loadWhenIdle(loadApi), whenStoreReady(store)]).then(([{ connectApi }, ready]) => {
      if (mounted) disconnect = connectApi(ready);
    });
    return () => {
      mounted = false;
      disconnect?.();
    };
  }, [store]);
  return (
    <Provider store={store}>
      <MantineProvider theme={APP_THEME} cssVariablesResolver={APP_CSS_VARIABLES} env={mantineEnv}>
        <ToastContainer />
        {children}
      </MantineProvider>
    </Provider>
  );
}
