import { CLAIM_ACTIONS, ZRaiseIssueRequest, type z } from '@fixline/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import type { ActionDialogProps } from './action-dialog-props.ts';

const { label } = CLAIM_ACTIONS['raise-issue'];

/** Raise an issue: what is wrong, in the words of whoever raises it. */
export function RaiseIssueDialog({ runner, onClose }: ActionDialogProps) {
  const form = useForm<z.input<typeof ZRaiseIssueRequest>>({
    mode: 'onTouched',
    resolver: zodResolver(ZRaiseIssueRequest),
    defaultValues: { issueComment: '' },
  });
  const submit = form.handleSubmit((body) => runner.mutate({ action: 'raise-issue', body }, { onSuccess: onClose }));
  return (
    <ConfirmDialog
      open
      title={label}
      text="Say what is wrong. The issue shows on the claim until it is resolved."
      confirmLabel={label}
      onConfirm={submit}
      onClose={onClose}
      busy={runner.isPending}
      color="warning"
    >
      <FormTextField form={form} name="issueComment" label="Issue" multiline minRows={3} />
    </ConfirmDialog>
  );
}
