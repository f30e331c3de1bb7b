import { ZPoundsText, ZQuoteAuthorisationRequest, z } from '@fixline/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { DocumentField, useDocumentPicker } from '../../files/document-picker.tsx';
import type { ActionDialogProps } from './action-dialog-props.ts';
import { ActionFormDialog } from './action-form-dialog.tsx';
import { CostFields } from './cost-fields.tsx';

/** The form speaks pounds; what it hands on is the API's request in pence. */
const ZQuoteForm = z.object({ cost: ZPoundsText, costRepairer: ZPoundsText }).pipe(ZQuoteAuthorisationRequest);
type QuoteFormInput = z.input<typeof ZQuoteForm>;

/**
 * Request quote authorisation: the quote's two amounts, typed in pounds and sent in pence, and the
 * repairer's quote document (spec 7's document), put on the claim first when one is chosen.
 */
export function QuoteAuthorisationDialog({ claim, runner, onClose }: ActionDialogProps) {
  const document = useDocumentPicker(claim.id);
  const form = useForm<QuoteFormInput, unknown, z.output<typeof ZQuoteForm>>({
    mode: 'onTouched',
    resolver: zodResolver(ZQuoteForm),
    defaultValues: { cost: '', costRepairer: '' },
  });
  const submit = form.handleSubmit(async (amounts) => {
    if (document.problem) return;
    const uploaded = await document.uploadOrTell();
    if (!uploaded) return;
    const body = uploaded.id ? { ...amounts, document: uploaded.id } : amounts;
    runner.mutate({ action: 'request-quote-authorisation', body }, { onSuccess: onClose });
  });
  return (
    <ActionFormDialog
      action="request-quote-authorisation"
      text="Send the quote to the client for authorisation. Amounts in pounds."
      onConfirm={submit}
      runner={runner}
      onClose={onClose}
      busy={document.uploading}
    >
      <CostFields form={form} />
      <DocumentField picker={document} label="The repairer’s quote (PDF or photo), optional" />
    </ActionFormDialog>
  );
}
