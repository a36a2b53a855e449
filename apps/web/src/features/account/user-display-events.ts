import { useEffect, useState } from 'react';

const USER_DISPLAY_CHANGED = 'medi:user-display-changed';

/** Tells the header that the doctor's picture, title or specialization changed on this page. */
export function announceUserDisplayChange(): void {
  window.dispatchEvent(new Event(USER_DISPLAY_CHANGED));
}

/** A number that grows with every change, for effects that must read the display data again. */
export function useUserDisplayVersion(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const bump = () => setVersion((current) => current + 1);
    window.addEventListener(USER_DISPLAY_CHANGED, bump);
    return () => window.removeEventListener(USER_DISPLAY_CHANGED, bump);
  }, []);
  return version;
}
