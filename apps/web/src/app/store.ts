import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from './api';
import { apiErrorLoggerMiddleware } from './api-error-logger.middleware';
import { consultationSlice } from '../features/consultation/consultation.slice';
import { liveTranscriptionListener } from '../features/consultation/live-transcription';

/** A factory so each test gets a fresh store; the app creates exactly one in main.tsx. */
export function createAppStore() {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, [consultationSlice.name]: consultationSlice.reducer },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware()
        .prepend(liveTranscriptionListener.middleware)
        .concat(api.middleware, apiErrorLoggerMiddleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
