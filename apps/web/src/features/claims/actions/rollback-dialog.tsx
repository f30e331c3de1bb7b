import { CLAIM_STATUS_LABELS, ZRollbackRequest, type z } from '@fixline/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormSelectField } from '../../../components/form-select-field.tsx';
import type { ActionDialogProps } from './action-dialog-props.ts';
import { ActionFormDialog } from './action-form-dialog.tsx';

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
    <ActionFormDialog action="rollback" onConfirm={submit} runner={runner} onClose={onClose} color="warning">
      <FormSelectField form={form} name="status" label="Roll back to" options={options} emptyLabel="" />
    </ActionFormDialog>
  );
}
