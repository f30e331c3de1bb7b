import { ZPayRequest, ZPoundsText, z } from '@fixline/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { PoundsField } from '../../../components/pounds-field.tsx';
import type { ActionDialogProps } from './action-dialog-props.ts';
import { ActionFormDialog } from './action-form-dialog.tsx';

const ZForm = z.object({ paymentId: z.string(), paymentType: z.string(), amount: ZPoundsText }).pipe(ZPayRequest);

/**
 * pay: a payment the provider verified (its id, as the Payments section lists it) applied to the claim; on an
 * insured claim whose driver owes nothing, the insurer's settlement (decision 0082).
 */
export function PayDialog({ runner, onClose }: ActionDialogProps) {
  const form = useForm<z.input<typeof ZForm>, unknown, z.output<typeof ZForm>>({
    mode: 'onTouched',
    resolver: zodResolver(ZForm),
    defaultValues: { paymentId: '', paymentType: 'card', amount: '' },
  });
  const submit = form.handleSubmit((body) =>
    runner.mutate({ action: 'pay', body, headers: { 'Idempotency-Key': crypto.randomUUID() } }, { onSuccess: onClose }),
  );
  return (
    <ActionFormDialog
      action="pay"
      text="Apply a payment the payment provider verified: its id and amount as the Payments section shows them. When the driver owes nothing (an insured claim without an excess), give the insurer's payment reference and amount instead."
      onConfirm={submit}
      runner={runner}
      onClose={onClose}
    >
      <FormTextField form={form} name="paymentId" label="Payment id" autoComplete="off" />
      <FormTextField form={form} name="paymentType" label="Payment type" autoComplete="off" />
      <PoundsField form={form} name="amount" label="Amount" />
    </ActionFormDialog>
  );
}
