import type { FnolDraft, FnolStep } from './fnol-draft.ts';

/** What every step is given: the draft, a way to change it, and a way to another step. */
export interface StepProps {
  draft: FnolDraft;
  change: (patch: Partial<FnolDraft>) => void;
  goTo: (step: FnolStep) => void;
}
