import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while a page is drawn ahead (prerender.tsx) and while the scripts take that drawing over, true
 * from then on, and true at once in any render that is not a hydration. What needs the scripts to work
 * (a submit button) can wait for them visibly instead of taking a click that does nothing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
