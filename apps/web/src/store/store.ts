import { configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import { apiErrorLoggerMiddleware } from './api-error-logger.middleware';
import { featureListeners } from './feature-listeners';
import { rootReducer } from './root-reducer';

/**
 * Where RTK Query's middleware joins every store: the API module (api.ts) adds it when it loads, after the first
 * page is on screen, so /login draws and signs in without downloading RTK Query first.
 */
export const apiMiddleware = createDynamicMiddleware();

/** A factory so each test gets a fresh store; the app creates exactly one, after its first render (main.tsx). */
export function createAppStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware()
        .prepend(featureListeners.middleware)
        .concat(apiMiddleware.middleware, apiErrorLoggerMiddleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
