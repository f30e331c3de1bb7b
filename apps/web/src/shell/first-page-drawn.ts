import { useEffect } from 'react';
import { whenIdle } from '../components/when-idle.ts';

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

/**
 * What the page does not need to draw (the live feed, the toaster) waits for this: the visit's first
 * page drawn, then a moment of idle. Before it, their code would share the network and the main
 * thread with the page's own chunks, and delay what the person came to see
 * (docs/decisions/0036-signed-in-pages-load-set.md).
 */
export async function afterFirstPageDrawn(): Promise<void> {
  await drawn;
  await whenIdle(1000);
}
