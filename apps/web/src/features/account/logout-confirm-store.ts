import { useSyncExternalStore } from 'react';

/**
 * Whether the logout confirmation is open. A module store rather than component state: any page's menu asks for
 * it through useLogout(), and the one LogoutConfirm mounted by the protected layout shows it.
 */
let confirmOpen = false;
const listeners = new Set<() => void>();

function setConfirmOpen(open: boolean): void {
  confirmOpen = open;
  for (const listener of listeners) listener();
}

export const openLogoutConfirm = () => setConfirmOpen(true);
export const closeLogoutConfirm = () => setConfirmOpen(false);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLogoutConfirmOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => confirmOpen,
    () => false,
  );
}
