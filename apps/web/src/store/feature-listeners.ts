import { createListenerMiddleware } from '@reduxjs/toolkit';

/**
 * The store's listener middleware, in a module of its own: a lazily loaded feature (the live consultation) adds its
 * side effects here when its module loads, and the first page never downloads them.
 */
export const featureListeners = createListenerMiddleware();
