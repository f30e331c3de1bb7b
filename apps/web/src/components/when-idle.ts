/**
 * Resolves once the browser has a moment with nothing to do, after what it is drawing now is on screen
 * (or after `timeout` ms at the latest). Asked for during a render, it comes after that render's paint.
 */
export function whenIdle(timeout: number): Promise<void> {
  return new Promise((resolve) => {
    // Safari has no requestIdleCallback: a short timer lets the page's own work go first there too.
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout });
    else setTimeout(resolve, 50);
  });
}
