import { openLogoutConfirm } from './logout-confirm-store';

export interface LogoutControls {
  /** Opens the logout confirmation; confirming ends the session on the server and in this browser. */
  requestLogout: () => void;
}

const LOGOUT_CONTROLS: LogoutControls = { requestLogout: openLogoutConfirm };

export function useLogout(): LogoutControls {
  return LOGOUT_CONTROLS;
}
