// Its own module, apart from client-state and its IndexedDB code: /login reads it on the first page.

/** Router state of the /login visit that follows a logout: the sign-in page then pins back navigation. */
export interface LoggedOutLocationState {
  loggedOut: true;
}

export const LOGGED_OUT_LOCATION_STATE: LoggedOutLocationState = { loggedOut: true };

export function isLoggedOutLocationState(state: unknown): state is LoggedOutLocationState {
  return typeof state === 'object' && state !== null && 'loggedOut' in state && state.loggedOut === true;
}
