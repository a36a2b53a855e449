import { useSyncExternalStore } from 'react';

function subscribeToConnectivity(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const readOnlineStatus = () => navigator.onLine;
const assumeOnline = () => true;

/** Follows the browser's online and offline events. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribeToConnectivity, readOnlineStatus, assumeOnline);
}
