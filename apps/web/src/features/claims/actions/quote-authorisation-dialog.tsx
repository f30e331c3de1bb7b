import { CLAIM_ACTIONS, ZPoundsText, ZQuoteAuthorisationRequest, z } from '@fixline/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { InputAdornment } from '@mui/material';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { COST_LABELS } from '../cost-labels.ts';
import type { ActionDialogProps } from './action-dialog-props.ts';

/** The form speaks pounds; what it hands on is the API's request in pence. */
const ZQuoteForm = z.object({ cost: ZPoundsText, costRepairer: ZPoundsText }).pipe(ZQuoteAuthorisationRequest);
type QuoteFormInput = z.input<typeof ZQuoteForm>;

const { label } = CLAIM_ACTIONS['request-quote-authorisation'];
const poundsInput = {
  input: { startAdornment: <InputAdornment position="start">£</InputAdornment> },
  htmlInput: { inputMode: 'decimal' },
} as const;

/** Request quote authorisation: the quote's two amounts, typed in pounds and sent in pence. */
export function QuoteAuthorisationDialog({ runner, onClose }: ActionDialogProps) {
  const form = useForm<QuoteFormInput, unknown, z.output<typeof ZQuoteForm>>({
    mode: 'onTouched',
    resolver: zodResolver(ZQuoteForm),
    defaultValues: { cost: '', costRepairer: '' },
  });
  const submit = form.handleSubmit((body) =>
    runner.mutate({ action: 'request-quote-authorisation', body }, { onSuccess: onClose }),
  );
  return (
    <ConfirmDialog
      open
      title={label}
      text="Send the quote to the client for authorisation. Amounts in pounds."
      confirmLabel={label}
      onConfirm={submit}
      onClose={onClose}
      busy={runner.isPending}
    >
      <FormTextField form={form} name="cost" label={COST_LABELS.cost} autoComplete="off" slotProps={poundsInput} />
      <FormTextField
        form={form}
        name="costRepairer"
        label={COST_LABELS.costRepairer}
        autoComplete="off"
        slotProps={poundsInput}
      />
    </ConfirmDialog>
  );
}
