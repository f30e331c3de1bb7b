import { CLAIM_ACTIONS, CLAIM_STATUS_LABELS, ZRollbackRequest, type z } from '@fixline/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormSelectField } from '../../../components/form-select-field.tsx';
import type { ActionDialogProps } from './action-dialog-props.ts';

const { label, confirm } = CLAIM_ACTIONS.rollback;

/** Roll back to one of the earlier statuses the server offers; the nearest one is chosen first. */
export function RollbackDialog({ claim, runner, onClose }: ActionDialogProps) {
  const form = useForm<z.input<typeof ZRollbackRequest>>({
    mode: 'onTouched',
    resolver: zodResolver(ZRollbackRequest),
    defaultValues: { status: claim.rollbackTargets.at(-1) },
  });
  const submit = form.handleSubmit((body) => runner.mutate({ action: 'rollback', body }, { onSuccess: onClose }));
  const options = claim.rollbackTargets.map((status) => ({ value: status, label: CLAIM_STATUS_LABELS[status] }));
  return (
    <ConfirmDialog
      open
      title={label}
      text={confirm}
      confirmLabel={label}
      onConfirm={submit}
      onClose={onClose}
      busy={runner.isPending}
      color="warning"
    >
      <FormSelectField form={form} name="status" label="Roll back to" options={options} emptyLabel="" />
    </ConfirmDialog>
  );
}
