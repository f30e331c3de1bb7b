import { ZReturnToPremiaRequest, type z } from '@fixline/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field.tsx';
import type { ActionDialogProps } from './action-dialog-props.ts';
import { ActionFormDialog } from './action-form-dialog.tsx';

/** Return to Premia: the claim goes back to the client's own system, with a word to say why, and is archived here. */
export function ReturnToPremiaDialog({ claim, runner, onClose }: ActionDialogProps) {
  const form = useForm<z.input<typeof ZReturnToPremiaRequest>>({
    mode: 'onTouched',
    resolver: zodResolver(ZReturnToPremiaRequest),
    defaultValues: { comment: '' },
  });
  const submit = form.handleSubmit((body) =>
    runner.mutate({ action: 'return-to-premia', body }, { onSuccess: onClose }),
  );
  return (
    <ActionFormDialog
      action="return-to-premia"
      text={`Premia gets the claim back as ${claim.premiaReference ?? 'its own'}, with your comment, and it is archived here.`}
      onConfirm={submit}
      runner={runner}
      onClose={onClose}
    >
      <FormTextField form={form} name="comment" label="Comment" multiline minRows={3} />
    </ActionFormDialog>
  );
}
