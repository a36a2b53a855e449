// Its own module, apart from client-state and its IndexedDB code: /login reads it on the first page.

/** Router state of the /login visit that follows a logout: the sign-in page then pins back navigation. */
export interface LoggedOutLocationState {
  loggedOut: true;
}

export const LOGGED_OUT_LOCATION_STATE: LoggedOutLocationState = { loggedOut: true };

export function isLoggedOutLocationState(state: unknown): state is LoggedOutLocationState {
  return typeof state === 'object' && state !== null && 'loggedOut' in state && state.loggedOut === true;
}

/** Written at logout: other tabs hear it as a storage event, and its presence is the "logged out" state. */
export const LOGOUT_SIGNAL_KEY = 'medi.logout';

/** This browser logged out and nobody has signed in since. */
export function isLoggedOutState(): boolean {
  return localStorage.getItem(LOGOUT_SIGNAL_KEY) !== null;
}

/** The page was reached with Back or Forward (a traversal of the tab's history), not a link or a typed address. */
export function isHistoryTraversal(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.type === 'back_forward';
}
