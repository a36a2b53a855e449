import { configureStore } from '@reduxjs/toolkit';
import { apiErrorLoggerMiddleware } from './api-error-logger.middleware';
import { apiMiddleware } from './api-middleware';
import { featureListeners } from './feature-listeners';
import { rootReducer } from './root-reducer';

/** A factory so each test gets a fresh store; the app creates exactly one in main.tsx. */
export function createAppStore() {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware()
        .prepend(featureListeners.middleware)
        .concat(apiMiddleware.middleware, apiErrorLoggerMiddleware),
  });
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
