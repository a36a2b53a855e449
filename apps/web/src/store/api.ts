import { MESSAGES } from '@medi/contracts';
import { createAction, type WithSlice } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { clearDisplayCookies } from '../browser/display-cookies';
import { errorCodeOf } from './api-error';
import { rootReducer } from './root-reducer';
import { apiMiddleware, type AppStore } from './store';
import { isLoggedOutState } from '../browser/logged-out-location';
import { storeMessage } from '../browser/stored-message';

/** Every cache tag of the app, declared once: features inject endpoints and never redefine the API. */
export const API_TAG_TYPES = [
  'Config',
  'Countries',
  'LicensePattern',
  'UserConfig',
  'Profile',
  'Settings',
  'Patient',
  'ConsultationSession',
  'Report',
  'Plan',
  'Subscription',
] as const;

const SIGN_IN_PATH = '/login';

/**
 * The server ended the session (expired, revoked, password changed elsewhere): whatever page made the call, the
 * user goes to sign-in with the Access Denied message. A full page load also drops every cached response. A call
 * still in flight when the doctor logged out answers 401 too: that is no expired session, and its message would
 * wait in the tab for the next visit of /login (Back after the logout showed it).
 */
export function leaveForSignIn(): void {
  if (!isLoggedOutState()) storeMessage(MESSAGES.accessDenied);
  clearDisplayCookies();
  if (window.location.pathname !== SIGN_IN_PATH) window.location.replace(SIGN_IN_PATH);
}

const gatewayBaseQuery = fetchBaseQuery({ baseUrl: '/', credentials: 'include' });

const sessionAwareBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  baseQueryApi,
  extraOptions,
) => {
  const result = await gatewayBaseQuery(args, baseQueryApi, extraOptions);
  if (result.error && errorCodeOf(result.error) === 'AUTH.SESSION_REQUIRED') leaveForSignIn();
  return result;
};

/** The one RTK Query API. The client talks only to the gateway, on the same origin, with its cookies. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: sessionAwareBaseQuery,
  tagTypes: API_TAG_TYPES,
  endpoints: () => ({}),
});

declare module './root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the API's key
  export interface LazyLoadedSlices extends WithSlice<typeof api> {}
}

// The store starts without RTK Query (store.ts): every store has the API's reducer and middleware from the moment
// this module has loaded, which is before any code that calls the API can run.
rootReducer.inject(api);
apiMiddleware.addMiddleware(api.middleware);

/** Passes through the API's reducer and middleware, which set up their state before any page reads it. */
const apiConnected = createAction('app/apiConnected');

/** Called for each store once this module has loaded; returns what disconnects the store's focus and online listeners. */
export function connectApi(store: AppStore): () => void {
  const disconnect = setupListeners(store.dispatch);
  store.dispatch(apiConnected());
  return disconnect;
}
