import { clearDisplayCookies } from '../../browser/display-cookies';
import { LOGOUT_SIGNAL_KEY } from '../../browser/logged-out-location';
import { clearUserImage } from './user-image-store';

/** UI preferences that outlive a session (the language selector's choice). */
const PRESERVED_LOCAL_STORAGE_KEYS = ['medi.language'] as const;

function clearLocalStorageExceptPreferences(): void {
  const preserved = PRESERVED_LOCAL_STORAGE_KEYS.flatMap((key) => {
    const value = localStorage.getItem(key);
    return value === null ? [] : [[key, value] as const];
  });
  localStorage.clear();
  for (const [key, value] of preserved) localStorage.setItem(key, value);
}

/** Removes everything the signed-in user left in this browser (spec 01 section 4, Logout). */
export async function clearClientState(): Promise<void> {
  clearLocalStorageExceptPreferences();
  sessionStorage.clear();
  clearDisplayCookies();
  try {
    await clearUserImage();
  } catch (error) {
    // A browser without IndexedDB (private mode in some browsers) has no image to remove.
    console.error('Could not clear the stored user image', error);
  }
}

/** Tells the other open tabs (storage events fire only in the other tabs) and marks the logged-out state. */
export function signalLogout(): void {
  localStorage.setItem(LOGOUT_SIGNAL_KEY, String(Date.now()));
}

/** A new sign-in ends the logged-out state. */
export function clearLogoutState(): void {
  localStorage.removeItem(LOGOUT_SIGNAL_KEY);
}
