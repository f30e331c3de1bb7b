import {
  CLAIM_FILE_MESSAGES,
  fileContentType,
  type TClaimActionResponse,
  type TClaimSummary,
  uploadRefusal,
  ZPoundsText,
  ZQuoteAuthorisationRequest,
  z,
} from '@fixline/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiRequest } from '../../api/client.ts';
import { showServerFormErrors } from '../../components/server-form-errors.ts';
import { signedInDestination, type UploadProgress, uploadClaimFile } from '../claim-files/upload-claim-file.ts';
import { CostFields } from '../claims/actions/cost-fields.tsx';
import { claimActionPath } from '../claims/claim-api.ts';

const ZQuickQuoteForm = z.object({ cost: ZPoundsText, costRepairer: ZPoundsText });
type QuickQuoteInput = z.input<typeof ZQuickQuoteForm>;
type QuickQuoteOutput = z.output<typeof ZQuickQuoteForm>;

/** The repairer's quote document: a PDF or a photo of it, within the claim files' limits. */
function documentProblem(file: File | null): string | null {
  if (!file) return null;
  const type = fileContentType(file);
  if (!type.includes('pdf') && !type.includes('image')) return CLAIM_FILE_MESSAGES.typeNotAllowed(type);
  return uploadRefusal(type, file.size)?.message ?? null;
}

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
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const form = useForm<QuickQuoteInput, unknown, QuickQuoteOutput>({
    mode: 'onTouched',
    resolver: zodResolver(ZQuickQuoteForm),
    defaultValues: { cost: '', costRepairer: '' },
  });
  const problem = documentProblem(file);

  const send = useMutation({
    mutationFn: async (amounts: QuickQuoteOutput) => {
      const signal = new AbortController().signal;
      const document = file
        ? (
            await uploadClaimFile(signedInDestination(claim.id), file, fileContentType(file), {
              onProgress: setProgress,
              signal,
            })
          ).id
        : undefined;
      const body = ZQuoteAuthorisationRequest.parse({ ...amounts, ...(document ? { document } : {}) });
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
    onSettled: () => setProgress(null),
  });

  const submit = form.handleSubmit((amounts) => {
    if (!problem) send.mutate(amounts);
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label={`Quote for claim ${claim.reference}`}>
      <CostFields form={form} />
      <Box>
        <Typography component="label" htmlFor={fileId} variant="body2" sx={{ display: 'block', mb: 1 }}>
          The repairer’s quote (PDF or photo), optional
        </Typography>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button component="label" variant="outlined" startIcon={<AttachFileIcon aria-hidden />}>
            Choose file
            <input
              id={fileId}
              type="file"
              accept="application/pdf,image/*"
              hidden
              onChange={(event: ChangeEvent<HTMLInputElement>) => setFile(event.target.files?.[0] ?? null)}
            />
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {file ? file.name : 'No file chosen'}
          </Typography>
        </Stack>
        {problem && (
          <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
            {problem}
          </Typography>
        )}
      </Box>
      {progress && (
        <LinearProgress
          variant="determinate"
          value={progress.total ? (progress.loaded / progress.total) * 100 : 0}
          aria-label="Uploading the quote document"
        />
      )}
      <Button type="submit" variant="contained" loading={send.isPending} sx={{ alignSelf: 'flex-start' }}>
        Send for authorisation
      </Button>
    </Stack>
  );
}
