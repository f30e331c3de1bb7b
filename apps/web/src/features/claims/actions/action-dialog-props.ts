import type { TClaim } from '@fixline/domain';
import type { useClaimAction } from '../use-claim-action.ts';

export type ClaimActionRunner = ReturnType<typeof useClaimAction>;

/** Every action dialog is mounted while it is open, so each opening starts with a fresh form. */
export interface ActionDialogProps {
  claim: TClaim;
  runner: ClaimActionRunner;
  onClose: () => void;
}
