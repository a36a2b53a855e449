import type { AppStore, RootState } from './store';

/** What every store holds before any slice has joined it: each slice (and the API) joins when its module loads. */
const INITIAL_STATE: RootState = {};

const loadingStores = new WeakMap<AppStore, Promise<AppStore>>();

/**
 * A stand-in for the store while Redux Toolkit (and immer with it) loads beside the first page, so that /login
 * renders without waiting for them: it reads as the initial state, and once the real store is there it tells its
 * subscribers and forwards to it. The first page dispatches only after `whenStoreReady`; every other page renders
 * with the store in: a visit that starts there imports the API (api.ts), which imports the store module, and from the
 * first page the router's engine, which draws the pages after it, waits for the store (main.tsx).
 */
export function deferStore(loadStore: () => Promise<AppStore>): AppStore {
  let store: AppStore | undefined;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const loading = loadStore().then((loaded) => {
    store = loaded;
    loaded.subscribe(notify);
    notify();
    return loaded;
  });
  const standIn = {
    getState: () => store?.getState() ?? INITIAL_STATE,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    dispatch: (action: Parameters<AppStore['dispatch']>[0]) => {
      if (!store) throw new Error('The store has not loaded yet: wait for it with whenStoreReady');
      return store.dispatch(action);
    },
  } as unknown as AppStore;
  loadingStores.set(standIn, loading);
  return standIn;
}

/** The real store behind `store`, once loaded; a store made directly (as tests do) is ready as it is. */
export function whenStoreReady(store: AppStore): Promise<AppStore> {
  return loadingStores.get(store) ?? Promise.resolve(store);
}
