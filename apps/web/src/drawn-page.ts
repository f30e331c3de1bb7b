import { readToken } from './auth/token-storage.ts';

/**
 * Whom a page drawn at build time (prerender.tsx) is drawn for: a visitor not signed in (the sign-in
 * page), someone whose stored session is restoring (a signed-in page's frame), or anyone (a public
 * page's frame: a driver's pages look the same signed in or not). It is written on the page's #root as
 * `data-drawn-for`.
 */
export type DrawnFor = 'visitor' | 'session' | 'anyone';

/**
 * How the scripts start on what the page arrived with:
 * - `hydrate`: they take the sign-in page over as it is, keeping whatever a visitor has typed;
 * - `draw-over`: a frame stays on screen until their first render replaces it, in one commit (React
 *   clears a root's container when it first commits). Hydrating it instead would cost a phone a second,
 *   blocking render straight after, since the frame is drawn for desktops (use-is-mobile.ts);
 * - `draw-afresh`: a drawing made for the other state (the sign-in page, for someone signed in) goes
 *   at once.
 */
export type DrawnPageStart = 'hydrate' | 'draw-over' | 'draw-afresh';

export function drawnPageStart(container: HTMLElement): DrawnPageStart {
  const drawnFor = container.firstElementChild ? container.dataset.drawnFor : undefined;
  if (drawnFor === 'visitor') return readToken() ? 'draw-afresh' : 'hydrate';
  return drawnFor === 'session' || drawnFor === 'anyone' ? 'draw-over' : 'draw-afresh';
}
