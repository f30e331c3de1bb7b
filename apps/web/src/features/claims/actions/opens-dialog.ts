import { CLAIM_ACTIONS, type ClaimAction } from '@fixline/domain';

/** Actions that ask for more than a yes: each has its own small form (action-dialog.tsx). */
export const FORM_DIALOG_ACTIONS = [
  'request-quote-authorisation',
  'rollback',
  'raise-issue',
  'change-repairer',
  'return-to-premia',
  'request-retail-quote-authorisation',
  'add-retail-quote',
  'add-simple-retail-quote',
  'add-complex-retail-quote',
  'pay',
] as const;

/**
 * Whether the action opens a dialog first: a form, or the confirmation the workflow table asks for.
 * Apart from the dialogs themselves, which bring the forms (zod, react-hook-form) and load when one opens.
 */
export function opensDialog(action: ClaimAction): boolean {
  return (
    (FORM_DIALOG_ACTIONS as readonly ClaimAction[]).includes(action) ||
    action === 'approve-for-repair' ||
    'confirm' in CLAIM_ACTIONS[action]
  );
}
