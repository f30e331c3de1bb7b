import { startTransition, useEffect, useState } from 'react';

/**
 * False until `ready` has been committed once, then true from the next commit, rendered as a
 * transition straight after. A page that draws a part only from the second splits what would be one
 * commit in two: React inserts each part's elements, and emotion their styles, in one piece that
 * cannot yield, and on a phone the claim page's sections together were a long task of their own
 * (docs/decisions/0038-shorter-tasks-after-the-first-paint.md).
 */
export function useSecondCommit(ready = true): boolean {
  const [second, setSecond] = useState(false);
  useEffect(() => {
    if (ready) startTransition(() => setSecond(true));
  }, [ready]);
  return ready && second;
}
