import { ZPoundsText, ZRetailQuoteAuthorisationRequest, z } from '@fixline/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { PoundsField } from '../../../components/pounds-field.tsx';
import { COST_LABELS } from '../cost-labels.ts';
import type { ActionDialogProps } from './action-dialog-props.ts';
import { ActionFormDialog } from './action-form-dialog.tsx';

const ZForm = z.object({ costRepairer: ZPoundsText }).pipe(ZRetailQuoteAuthorisationRequest);

/** request-quote-authorisation/retail: the repairer's cost; the driver is sent the waiting quote's link again. */
export function RetailQuoteAuthorisationDialog({ runner, onClose }: ActionDialogProps) {
  const form = useForm<z.input<typeof ZForm>, unknown, z.output<typeof ZForm>>({
    mode: 'onTouched',
    resolver: zodResolver(ZForm),
    defaultValues: { costRepairer: '' },
  });
  const submit = form.handleSubmit((body) =>
    runner.mutate({ action: 'request-retail-quote-authorisation', body }, { onSuccess: onClose }),
  );
  return (
    <ActionFormDialog
      action="request-retail-quote-authorisation"
      text="Ask the driver to authorise the retail quote. The repairer’s cost, in pounds:"
      onConfirm={submit}
      runner={runner}
      onClose={onClose}
    >
      <PoundsField form={form} name="costRepairer" label={COST_LABELS.costRepairer} />
    </ActionFormDialog>
  );
}
