import { type ClaimAction, isSuperAdmin } from '@fixline/domain';
import type { ComponentType } from 'react';
import { useAuth } from '../../../auth/auth-context.ts';
import type { ActionDialogProps } from './action-dialog-props.ts';
import { ActionFormDialog } from './action-form-dialog.tsx';
import { ApproveForRepairDialog } from './approve-for-repair-dialog.tsx';
import { ChangeRepairerDialog } from './change-repairer-dialog.tsx';
import type { FORM_DIALOG_ACTIONS } from './opens-dialog.ts';
import { PayDialog } from './pay-dialog.tsx';
import { QuoteAuthorisationDialog } from './quote-authorisation-dialog.tsx';
import { RaiseIssueDialog } from './raise-issue-dialog.tsx';
import { RetailQuoteAuthorisationDialog } from './retail-quote-authorisation-dialog.tsx';
import {
  AddComplexRetailQuoteDialog,
  AddRetailQuoteDialog,
  AddSimpleRetailQuoteDialog,
} from './retail-quote-dialog.tsx';
import { ReturnToPremiaDialog } from './return-to-premia-dialog.tsx';
import { RollbackDialog } from './rollback-dialog.tsx';

/** The form of each action that asks for more than a yes (opens-dialog.ts names them). */
const FORM_DIALOGS: Record<(typeof FORM_DIALOG_ACTIONS)[number], ComponentType<ActionDialogProps>> = {
  'request-quote-authorisation': QuoteAuthorisationDialog,
  rollback: RollbackDialog,
  'raise-issue': RaiseIssueDialog,
  'change-repairer': ChangeRepairerDialog,
  'return-to-premia': ReturnToPremiaDialog,
  'request-retail-quote-authorisation': RetailQuoteAuthorisationDialog,
  'add-retail-quote': AddRetailQuoteDialog,
  'add-simple-retail-quote': AddSimpleRetailQuoteDialog,
  'add-complex-retail-quote': AddComplexRetailQuoteDialog,
  pay: PayDialog,
};

/** The dialog of one action: its form, or its question from the workflow table. */
export function ActionDialog({ action, ...props }: ActionDialogProps & { action: ClaimAction }) {
  const { user } = useAuth();
  const { claim, runner, onClose } = props;
  if (action === 'approve-for-repair') {
    const pickRepairer = user !== null && isSuperAdmin(user) && claim.repairerOrganisation === null;
    return <ApproveForRepairDialog {...props} pickRepairer={pickRepairer} />;
  }
  const FormDialog = action in FORM_DIALOGS ? FORM_DIALOGS[action as keyof typeof FORM_DIALOGS] : undefined;
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
