import { useSyncExternalStore } from 'react';

// A page stays open across a new year too rarely to follow the clock.
const subscribeToNothing = () => () => undefined;
const readYear = () => new Date().getFullYear();
const buildYear = () => import.meta.env.BUILD_YEAR;

/**
 * This year. Prerendered markup shows the year of its build: hydration draws that one, as React requires, and the
 * clock's year right after, should a new year have begun since the build.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(subscribeToNothing, readYear, buildYear);
}
