import { useEffect, useState } from 'react';
import { checkStep } from './fnol-checks.ts';
import type { DraftField, FnolDraft, FnolStep } from './fnol-draft.ts';

/**
 * A step's messages: none until the driver first tries to go on, then following what they type, so a
 * fixed mistake clears at once. A failed try moves the focus to the first field in error.
 */
export function useStepChecks(step: FnolStep, draft: FnolDraft) {
  const [tries, setTries] = useState(0);
  const errors = tries > 0 ? checkStep(step, draft) : {};

  useEffect(() => {
    if (tries === 0) return;
    document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus();
  }, [tries]);

  return {
    message: (field: DraftField) => errors[field] ?? null,
    /** True when the step may be left; otherwise its messages show. */
    passes: () => {
      setTries((count) => count + 1);
      return Object.keys(checkStep(step, draft)).length === 0;
    },
  };
}
