import type { GlobalConfigResponse } from '@medi/contracts';
import { useEffect, useMemo, useState } from 'react';
import { whenStoreReady } from '../../store/deferred-store';
import { loadWhenIdle } from '../../browser/idle-load';
import { useAppSelector, useAppStore } from '../../store/hooks';
import type { configApi } from './config.api';

/** Shown until the configuration arrives, and for good if the call fails (failures are only logged). */
export const DEFAULT_DOMAIN_NAME = 'MediScribe';

type ConfigApi = typeof configApi;

let loadedConfigApi: ConfigApi | undefined;
const loadConfigApi = () =>
  import('./config.api').then((module) => {
    loadedConfigApi = module.configApi;
    return module.configApi;
  });

/**
 * GET /api/Config/get through the app's one API (config.api.ts), for the layouts and the first page: they draw with
 * the defaults before RTK Query has loaded, then read its cached answer. Later pages find the API loaded and the
 * answer cached, and draw with it at once.
 */
export function useGlobalConfig(): GlobalConfigResponse | undefined {
  const store = useAppStore();
  const [api, setApi] = useState(loadedConfigApi);
  useEffect(() => {
    let mounted = true;
    let subscription: { unsubscribe: () => void } | undefined;
    void Promise.all([loadWhenIdle(loadConfigApi), whenStoreReady(store)]).then(([loaded, ready]) => {
      if (!mounted) return;
      subscription = ready.dispatch(loaded.endpoints.getGlobalConfig.initiate());
      setApi(loaded);
    });
    return () => {
      mounted = false;
      subscription?.unsubscribe();
    };
  }, [store]);
  const selectConfig = useMemo(() => api?.endpoints.getGlobalConfig.select(), [api]);
  // The API's state is in the store once its module has loaded.
  return useAppSelector((state) =>
    state.api && selectConfig ? selectConfig({ api: state.api }).data : undefined,
  );
}

export function useDomainName(): string {
  return useGlobalConfig()?.domainName || DEFAULT_DOMAIN_NAME;
}
