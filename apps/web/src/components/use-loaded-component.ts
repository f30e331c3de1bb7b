import { type ComponentType, startTransition, useEffect, useState } from 'react';

/**
 * A component whose code loads after the page is drawn (`load`, one function for the module's life),
 * undefined until it has arrived, while the caller draws its stand-in. It then arrives in a transition,
 * which React renders in slices that leave the browser free between them. Through React.lazy and
 * Suspense it came with the next synchronous update of the page instead, such as a query's answer,
 * and was rendered in one piece with it: on the claim page, with the comment form, a task of over
 * 100 ms on a phone (docs/decisions/0038-shorter-tasks-after-the-first-paint.md). A failed load throws to
 * the nearest error boundary, as React.lazy's does.
 */
export function useLoadedComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> | undefined {
  const [loaded, setLoaded] = useState<{ component: ComponentType<Props> } | { error: unknown }>();
  useEffect(() => {
    let mounted = true;
    load().then(
      (component) => mounted && startTransition(() => setLoaded({ component })),
      (error: unknown) => mounted && setLoaded({ error }),
    );
    return () => {
      mounted = false;
    };
  }, [load]);
  if (loaded && 'error' in loaded) throw loaded.error;
  return loaded?.component;
}
