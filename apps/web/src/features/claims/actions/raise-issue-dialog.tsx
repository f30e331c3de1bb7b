import { ZRaiseIssueRequest, type z } from '@fixline/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field.tsx';
import type { ActionDialogProps } from './action-dialog-props.ts';
import { ActionFormDialog } from './action-form-dialog.tsx';

/** Raise an issue: what is wrong, in the words of whoever raises it. */
export function RaiseIssueDialog({ runner, onClose }: ActionDialogProps) {
  const form = useForm<z.input<typeof ZRaiseIssueRequest>>({
    mode: 'onTouched',
    resolver: zodResolver(ZRaiseIssueRequest),
    defaultValues: { issueComment: '' },
  });
  const submit = form.handleSubmit((body) => runner.mutate({ action: 'raise-issue', body }, { onSuccess: onClose }));
  return (
    <ActionFormDialog
      action="raise-issue"
      text="Say what is wrong. The issue shows on the claim until it is resolved."
      onConfirm={submit}
      runner={runner}
      onClose={onClose}
      color="warning"
    >
      <FormTextField form={form} name="issueComment" label="Issue" multiline minRows={3} />
    </ActionFormDialog>
  );
}
