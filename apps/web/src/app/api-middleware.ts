import { createDynamicMiddleware } from '@reduxjs/toolkit';

/**
 * Where RTK Query's middleware joins the store: the API module (api.ts) adds it when it loads, after the first page
 * is on screen, so /login draws and signs in without downloading RTK Query first. A module of its own, like
 * feature-listeners.ts, so the store and the API both import it without importing each other.
 */
export const apiMiddleware = createDynamicMiddleware();
