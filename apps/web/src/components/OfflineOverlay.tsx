import { lazy, Suspense, useEffect } from 'react';
import { useOnlineStatus } from '../hooks/useOnlineStatus';
import { withAllStyles } from '../browser/load-all-styles';
import { OfflineNotice } from './OfflineNotice';

// Offline is when its code may be missing: the banner then falls back to the notice drawn with what is loaded.
const loadOfflineBanner = () =>
  withAllStyles(import('./OfflineBanner')).then(
    (module) => ({ default: module.OfflineBanner }),
    () => ({ default: OfflineNotice }),
  );
const OfflineBanner = lazy(loadOfflineBanner);

/** Spec 01 shared elements: banner with a close button; the page does not scroll for as long as it is offline. */
export function OfflineOverlay() {
  const online = useOnlineStatus();

  // Fetched once the page is up rather than before it: the first paint does not wait for the dialog's code, and
  // the banner is already loaded when the connection goes. In a task of its own: the page's first effects run in the
  // task that commits it, which the import's bookkeeping would lengthen. A fetch that fails here is tried again when
  // the banner is drawn.
  useEffect(() => {
    const timer = setTimeout(() => void loadOfflineBanner());
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (online) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, [online]);

  return online ? null : (
    <Suspense fallback={null}>
      <OfflineBanner />
    </Suspense>
  );
}
