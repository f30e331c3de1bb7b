import { useEffect } from 'react';

let markDrawn: () => void = () => undefined;
const drawn = new Promise<void>((resolve) => {
  markDrawn = resolve;
});

/**
 * Marks the visit's first page as drawn: called by every page's frame (pages.ts) and by the pages that
 * stand in for one (Not found, Not permitted), once their first render is on screen.
 */
export function useFirstPageDrawn(): void {
  useEffect(() => markDrawn(), []);
}

/** Resolves once the browser has a moment with nothing to do (or after `timeout` ms at the latest). */
function idle(timeout: number): Promise<void> {
  return new Promise((resolve) => {
    // Safari has no requestIdleCallback: a short timer lets the page's own work go first there too.
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 50);
  });
}

/**
 * What the page does not need to draw (the live feed, the toaster) waits for this: the visit's first
 * page drawn, then a moment of idle. Before it, their code would share the network and the main
 * thread with the page's own chunks, and delay what the person came to see (docs/performance.md).
 */
export async function afterFirstPageDrawn(): Promise<void> {
  await drawn;
  await idle(1000);
}
