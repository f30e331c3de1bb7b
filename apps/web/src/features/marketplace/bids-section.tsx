import { formatMoney, isMarketplaceStatus, isSuperAdmin, type TClaim, type TRankedBid } from '@fixline/domain';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Suspense, useState } from 'react';
import { useAuth } from '../../auth/auth-context.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { type Detail, DetailList } from '../../components/detail-list.tsx';
import { formatDate } from '../../components/format-date.ts';
import { lazyNamed } from '../../components/lazy-named.ts';
import { QueryErrorAlert } from '../../components/query-error-alert.tsx';
import { canTake } from '../claims/claim-api.ts';
import { ClaimSection } from '../claims/claim-section.tsx';
import { useClaimAction } from '../claims/use-claim-action.ts';
import { OpenFileButton } from '../files/open-file-button.tsx';
import { BidScore } from './bid-score.tsx';
import { useClaimBids, useRefreshAfterBid } from './marketplace-api.ts';
import { BidStateChip } from './marketplace-bits.tsx';
import { ReachNotice } from './reach-notice.tsx';

/** Its form (zod, react-hook-form) loads when a super admin first asks for an authorisation. */
const BidAuthorisationDialog = lazyNamed(() => import('./bid-authorisation-dialog.tsx'), 'BidAuthorisationDialog');

type ClaimRunner = ReturnType<typeof useClaimAction>;

function BidCard({
  bid,
  rank,
  pending,
  canChoose,
  onChoose,
  onAskAuthorisation,
}: {
  bid: TRankedBid;
  rank: number;
  pending: boolean;
  canChoose: boolean;
  onChoose: () => void;
  onAskAuthorisation?: () => void;
}) {
  const details: Detail[] = [
    { term: 'Amount', value: formatMoney(bid.amount) },
    { term: 'Earliest start', value: formatDate(bid.earliestStartDate) },
    { term: 'Repair days', value: String(bid.repairDays) },
    { term: 'Valid until', value: formatDate(bid.validUntil) },
    { term: 'Note', value: bid.note },
    {
      term: 'Document',
      value: bid.documentId && (
        <OpenFileButton fileId={bid.documentId} name={bid.documentName ?? 'the bid’s document'}>
          {bid.documentName ?? 'Open'}
        </OpenFileButton>
      ),
    },
  ];
  const live = bid.state === 'live';
  return (
    <Card component="li" variant="outlined" sx={{ listStyle: 'none' }} aria-label={`Bid of ${bid.organisation.name}`}>
      <CardContent sx={{ display: 'grid', gap: 1.5, '&:last-child': { pb: 2 } }}>
        <Stack direction="row" useFlexGap sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: '1 1 auto' }}>
            {rank}. {bid.organisation.name}
          </Typography>
          {!live && <BidStateChip state={bid.state} />}
          {pending && <Chip size="small" color="warning" label="Awaiting authorisation" />}
        </Stack>
        <DetailList details={details} />
        <BidScore score={bid.score} />
        {canChoose && live && (
          <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={onChoose} aria-haspopup="dialog">
              Choose this bid
            </Button>
            {onAskAuthorisation && (
              <Button variant="outlined" onClick={onAskAuthorisation} aria-haspopup="dialog">
                Ask for authorisation
              </Button>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

/** Choose a bid: approve-for-repair with its id. Above the authorised cost the server says to ask instead (409). */
function ChooseBidDialog({
  bid,
  runner,
  onDone,
  onClose,
}: {
  bid: TRankedBid;
  runner: ClaimRunner;
  onDone: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open
      title="Choose this bid"
      text={`Choose the bid of ${bid.organisation.name} for ${formatMoney(bid.amount)}? The claim is approved for repair with them, and the other bidders are told.`}
      confirmLabel="Choose this bid"
      busy={runner.isPending}
      onClose={onClose}
      onConfirm={() =>
        runner.mutate(
          { action: 'approve-for-repair', body: { bidId: bid.id } },
          { onSuccess: onDone, onSettled: onClose },
        )
      }
    />
  );
}

/**
 * The bids on a claim as the client and the platform compare them, best score first: amount, dates,
 * note and document, and the score with its parts and what each was measured from. Whoever may choose
 * (`canChoose`) chooses one here; a super admin may instead ask the client to authorise a bid above the
 * authorised repair cost. Cards, not a wide table: they read the same on a phone.
 */
export function BidsSection({ claim }: { claim: TClaim }) {
  const { user } = useAuth();
  const bids = useClaimBids(claim.id);
  const runner = useClaimAction(claim);
  const refresh = useRefreshAfterBid(claim.id);
  const [choosing, setChoosing] = useState<TRankedBid | null>(null);
  const [asking, setAsking] = useState<TRankedBid | null>(null);
  const mayAsk = user !== null && isSuperAdmin(user) && canTake(claim, 'request-bid-authorisation');
  const ranked = bids.data ? [...bids.data.data].sort((a, b) => b.score.total - a.score.total) : [];

  return (
    <ClaimSection title="Bids">
      {bids.isError && <QueryErrorAlert query={bids} />}
      {bids.data && (
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            {bids.data.authorisedCostRepairer === null
              ? 'No repair cost has been authorised yet.'
              : `Authorised repair cost: ${formatMoney(bids.data.authorisedCostRepairer)}. A bid above it needs the client's authorisation.`}
          </Typography>
          {isMarketplaceStatus(claim.status) && <ReachNotice claim={claim} />}
          {ranked.length === 0 ? (
            <Alert severity="info">No bids yet.</Alert>
          ) : (
            <Box
              component="ol"
              aria-label="Bids, best score first"
              sx={{ p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}
            >
              {ranked.map((bid, index) => (
                <BidCard
                  key={bid.id}
                  bid={bid}
                  rank={index + 1}
                  pending={bid.id === bids.data.pendingBidId}
                  canChoose={bids.data.canChoose}
                  onChoose={() => setChoosing(bid)}
                  onAskAuthorisation={mayAsk ? () => setAsking(bid) : undefined}
                />
              ))}
            </Box>
          )}
        </Stack>
      )}
      {choosing && (
        <ChooseBidDialog
          bid={choosing}
          runner={runner}
          onDone={() => void refresh()}
          onClose={() => setChoosing(null)}
        />
      )}
      {asking && (
        <Suspense fallback={null}>
          <BidAuthorisationDialog
            bid={asking}
            runner={runner}
            onDone={() => void refresh()}
            onClose={() => setAsking(null)}
          />
        </Suspense>
      )}
    </ClaimSection>
  );
}
