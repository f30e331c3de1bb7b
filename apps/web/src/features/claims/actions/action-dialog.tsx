import { CLAIM_ACTIONS, type ClaimAction, isSuperAdmin } from '@fixline/domain';
import type { ComponentType } from 'react';
import { useAuth } from '../../../auth/auth-context.ts';
import type { ActionDialogProps } from './action-dialog-props.ts';
import { ActionFormDialog } from './action-form-dialog.tsx';
import { ApproveForRepairDialog } from './approve-for-repair-dialog.tsx';
import { QuoteAuthorisationDialog } from './quote-authorisation-dialog.tsx';
import { RaiseIssueDialog } from './raise-issue-dialog.tsx';
import { RollbackDialog } from './rollback-dialog.tsx';

/** Actions that ask for more than a yes: each has its own small form. */
const FORM_DIALOGS: Partial<Record<ClaimAction, ComponentType<ActionDialogProps>>> = {
  'request-quote-authorisation': QuoteAuthorisationDialog,
  rollback: RollbackDialog,
  'raise-issue': RaiseIssueDialog,
};

/** Whether the action opens a dialog first: a form, or the confirmation the workflow table asks for. */
export function opensDialog(action: ClaimAction): boolean {
  return action in FORM_DIALOGS || action === 'approve-for-repair' || 'confirm' in CLAIM_ACTIONS[action];
}

/** The dialog of one action: its form, or its question from the workflow table. */
export function ActionDialog({ action, ...props }: ActionDialogProps & { action: ClaimAction }) {
  const { user } = useAuth();
  const { claim, runner, onClose } = props;
  if (action === 'approve-for-repair') {
    const pickRepairer = user !== null && isSuperAdmin(user) && claim.repairerOrganisation === null;
    return <ApproveForRepairDialog {...props} pickRepairer={pickRepairer} />;
  }
  const FormDialog = FORM_DIALOGS[action];
  if (FormDialog) return <FormDialog {...props} />;
  return (
    <ActionFormDialog
      action={action}
      color={action === 'delete' ? 'error' : 'primary'}
      onConfirm={() => runner.mutate({ action }, { onSuccess: onClose })}
      runner={runner}
      onClose={onClose}
    />
  );
}
