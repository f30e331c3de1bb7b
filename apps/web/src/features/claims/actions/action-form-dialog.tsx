import { CLAIM_ACTIONS, type ClaimAction } from '@fixline/domain';
import type { ButtonProps } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import type { ActionDialogProps } from './action-dialog-props.ts';

interface ActionFormDialogProps extends Pick<ActionDialogProps, 'runner' | 'onClose'> {
  action: ClaimAction;
  /** What to say above the fields; the workflow table's confirmation when there is one. */
  text?: string;
  onConfirm: (event: FormEvent<HTMLFormElement>) => void;
  color?: ButtonProps['color'];
  /** Busy before the action's own call (a document being uploaded first, say). */
  busy?: boolean;
  children?: ReactNode;
}

/** The dialog of one claim action, titled and confirmed with the action's label from the workflow table. */
export function ActionFormDialog({
  action,
  text,
  onConfirm,
  runner,
  onClose,
  color,
  busy = false,
  children,
}: ActionFormDialogProps) {
  const definition = CLAIM_ACTIONS[action];
  return (
    <ConfirmDialog
      open
      title={definition.label}
      text={text ?? ('confirm' in definition ? definition.confirm : undefined)}
      confirmLabel={definition.label}
      onConfirm={onConfirm}
      onClose={onClose}
      busy={busy || runner.isPending}
      color={color}
    >
      {children}
    </ConfirmDialog>
  );
}
