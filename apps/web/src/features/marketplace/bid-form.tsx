import { errorText, formatMoney, type TMarketplaceClaim } from '@fixline/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { formatDate } from '../../components/format-date.ts';
import { PoundsField } from '../../components/pounds-field.tsx';
import { showToast } from '../../shell/toasts.ts';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { ClaimSection } from '../claims/claim-section.tsx';
import { DocumentField, useDocumentPicker } from '../files/document-picker.tsx';
import { type BidFormOutput, type BidFormValues, bidFormValues, ZBidForm } from './bid-form-values.ts';
import { usePlaceBid, useWithdrawBid } from './marketplace-api.ts';
import { BidStateChip } from './marketplace-bits.tsx';
import { BID_CREATED_PATH } from './marketplace-paths.ts';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The organisation's bid on a marketplace claim: placed, changed while it is live, or withdrawn. The
 * amount is typed in pounds and sent in pence; the checks are the API's own (bid-form-values.ts). The
 * garage's own quote may go with it, seen only by the client and the platform (decision 0062); a change
 * keeps the document attached unless another is chosen. A new bid leads to its confirmation page; a
 * change stays here.
 */
export function BidForm({ claim }: { claim: TMarketplaceClaim }) {
  const live = claim.myBid?.state === 'live' ? claim.myBid : null;
  const mobile = useIsMobile();
  const navigate = useNavigate();
  const place = usePlaceBid(claim.id);
  const withdraw = useWithdrawBid(claim.id);
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  const document = useDocumentPicker(claim.id);
  const form = useForm<BidFormValues, unknown, BidFormOutput>({
    mode: 'onTouched',
    resolver: zodResolver(ZBidForm),
    defaultValues: bidFormValues(live),
  });
  const submit = form.handleSubmit(async (values) => {
    if (document.problem) return;
    const uploaded = await document.uploadOrTell();
    if (!uploaded) return;
    const documentId = uploaded.id ?? live?.documentId ?? undefined;
    const bid = await place.mutateAsync({ ...values, ...(documentId ? { documentId } : {}) }).catch(() => null);
    if (!bid) return;
    document.choose(null);
    if (live) {
      showToast('Your bid has been changed', { variant: 'success' });
      form.reset(bidFormValues(bid));
    } else navigate(BID_CREATED_PATH, { state: { claimId: claim.id, reference: claim.reference } });
  });
  const dateInput = { inputLabel: { shrink: true }, htmlInput: { min: today() } } as const;

  return (
    <ClaimSection title={live ? 'Your bid' : 'Place a bid'}>
      {live && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
          <BidStateChip state="live" />
          <Typography variant="body2" color="text.secondary">
            {formatMoney(live.amount)}, placed {formatDate(live.createdAt)}. You may change it until a bid is chosen.
          </Typography>
        </Stack>
      )}
      <Box component="form" onSubmit={submit} noValidate aria-label={live ? 'Change your bid' : 'Place a bid'}>
        <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: mobile ? '1fr' : '1fr 1fr' }}>
          <PoundsField form={form} name="amount" label="Amount" />
          <FormTextField
            form={form}
            name="repairDays"
            label="Repair days"
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <FormTextField
            form={form}
            name="earliestStartDate"
            label="Earliest start date"
            type="date"
            slotProps={dateInput}
          />
          <FormTextField form={form} name="validUntil" label="Valid until" type="date" slotProps={dateInput} />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormTextField form={form} name="note" label="Note" required={false} multiline minRows={3} />
          </Box>
          <Box sx={{ gridColumn: '1 / -1', mb: 2 }}>
            <DocumentField
              picker={document}
              label="Your quote (PDF or photo), optional: only the client sees it"
              attached={live?.documentName}
            />
          </Box>
        </Box>
        {place.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorText(place.error)}
          </Alert>
        )}
        <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          {live && (
            <Button color="error" variant="outlined" onClick={() => setConfirmWithdraw(true)} aria-haspopup="dialog">
              Withdraw bid
            </Button>
          )}
          <Button
            type="submit"
            variant="contained"
            color="secondary"
            size="large"
            disabled={document.uploading || place.isPending}
          >
            {live ? 'Change bid' : 'Place bid'}
          </Button>
        </Stack>
      </Box>
      <ConfirmDialog
        open={confirmWithdraw}
        title="Withdraw bid"
        text="Withdraw your bid? You may bid again while the claim is open."
        confirmLabel="Withdraw bid"
        color="error"
        busy={withdraw.isPending}
        onClose={() => setConfirmWithdraw(false)}
        onConfirm={() =>
          withdraw.mutate(undefined, {
            onSuccess: () => {
              setConfirmWithdraw(false);
              showToast('Your bid has been withdrawn', { variant: 'success' });
              form.reset(bidFormValues(null));
            },
            onError: (error) => showToast(errorText(error), { variant: 'error' }),
          })
        }
      />
    </ClaimSection>
  );
}
