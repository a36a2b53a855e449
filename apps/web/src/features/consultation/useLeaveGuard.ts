import { useEffect, useRef } from 'react';
import { useBlocker, type Blocker } from 'react-router-dom';

/**
 * Warns before the page is left while `unsaved`: the browser's own prompt on reload or close (beforeunload), and
 * the blocker for a navigation inside the app, which the page answers with its dialog. `leaveOnPurpose` lets the
 * page reload itself (Clear) without the prompt.
 */
export function useLeaveGuard(unsaved: boolean): { blocker: Blocker; leaveOnPurpose(): void } {
  const onPurpose = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && !onPurpose.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!unsaved) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      if (onPurpose.current) return;
      event.preventDefault();
      // Older Chromium shows the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  return {
    blocker,
    leaveOnPurpose: () => {
      onPurpose.current = true;
    },
  };
}
