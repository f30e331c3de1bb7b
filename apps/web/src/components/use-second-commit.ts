import { startTransition, useEffect, useState } from 'react';

/**
 * False while a component's first render is committed, true from the next commit, rendered as a
 * transition straight after. A page that draws its lower part only from the second splits what would
 * be one commit in two: React inserts each part's elements, and emotion their styles, in one piece that
 * cannot yield, and on a phone the claim page's sections together were a long task of their own
 * (docs/performance.md).
 */
export function useSecondCommit(): boolean {
  const [second, setSecond] = useState(false);
  useEffect(() => {
    startTransition(() => setSecond(true));
  }, []);
  return second;
}
