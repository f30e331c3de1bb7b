import {
  type TClaimActionResponse,
  type TClaimSummary,
  ZPoundsText,
  ZQuoteAuthorisationRequest,
  z,
} from '@fixline/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { apiRequest } from '../../api/client.ts';
import { showServerFormErrors } from '../../components/server-form-errors.ts';
import { CostFields } from '../claims/actions/cost-fields.tsx';
import { claimActionPath } from '../claims/claim-api.ts';
import { DocumentField, useDocumentPicker } from '../files/document-picker.tsx';

const ZQuickQuoteForm = z.object({ cost: ZPoundsText, costRepairer: ZPoundsText });
type QuickQuoteInput = z.input<typeof ZQuickQuoteForm>;
type QuickQuoteOutput = z.output<typeof ZQuickQuoteForm>;

/**
 * The quote in one step: the two amounts in pounds and the repairer's document. The document is put on
 * the claim first, then the quote goes to the client for authorisation with it (spec 7's document).
 */
export function QuickQuoteForm({
  claim,
  onSent,
}: {
  claim: TClaimSummary;
  onSent: (answer: TClaimActionResponse) => void;
}) {
  const queryClient = useQueryClient();
  const document = useDocumentPicker(claim.id);
  const form = useForm<QuickQuoteInput, unknown, QuickQuoteOutput>({
    mode: 'onTouched',
    resolver: zodResolver(ZQuickQuoteForm),
    defaultValues: { cost: '', costRepairer: '' },
  });

  const send = useMutation({
    mutationFn: async (amounts: QuickQuoteOutput) => {
      const documentId = await document.upload();
      const body = ZQuoteAuthorisationRequest.parse({ ...amounts, ...(documentId ? { document: documentId } : {}) });
      return apiRequest<TClaimActionResponse>(claimActionPath('request-quote-authorisation', claim.id), {
        method: 'POST',
        body,
      });
    },
    onSuccess: (answer) => {
      void queryClient.invalidateQueries();
      onSent(answer);
    },
    onError: (error) => showServerFormErrors(form, error, ['cost', 'costRepairer']),
  });

  const submit = form.handleSubmit((amounts) => {
    if (!document.problem) send.mutate(amounts);
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label={`Quote for claim ${claim.reference}`}>
      <CostFields form={form} />
      <DocumentField picker={document} label="The repairer’s quote (PDF or photo), optional" />
      <Button type="submit" variant="contained" loading={send.isPending} sx={{ alignSelf: 'flex-start' }}>
        Send for authorisation
      </Button>
    </Stack>
  );
}
