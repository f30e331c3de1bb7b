import {
  CLAIM_FIELD_LABELS,
  CLAIM_TYPE_LABELS,
  formatRegistration,
  formatWholeNumber,
  type TMarketplaceClaim,
} from '@fixline/domain';
import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { type Detail, DetailList } from '../../components/detail-list.tsx';
import { formatDate, formatDateTime } from '../../components/format-date.ts';
import { StatusChip } from '../../components/status-chip.tsx';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { ClaimSection } from '../claims/claim-section.tsx';
import { ImageGallery } from '../files/image-gallery.tsx';
import { BidForm } from './bid-form.tsx';
import { BidStateChip, biddingClosed, ClosingBadge } from './marketplace-bits.tsx';
import { milesText, needsText } from './marketplace-text.ts';

/**
 * The claim's photos: what a garage prices the damage from. Each opens at full size in the viewer the
 * insurer has (zoom, previous and next, the keyboard), known to the garage by id and number alone.
 */
function Photos({ claim }: { claim: TMarketplaceClaim }) {
  if (claim.images.length === 0) return null;
  const photos = claim.images.map((id, index) => ({
    id,
    name: `Photo ${index + 1} of the damage`,
    hasThumbnail: claim.thumbnails.includes(id),
  }));
  return (
    <ClaimSection title="Photos">
      <ImageGallery claimId={claim.id} images={photos} />
    </ClaimSection>
  );
}

/** Why there is no form: the bid's state, or bidding having closed. */
function NotOpen({ claim }: { claim: TMarketplaceClaim }) {
  const state = claim.myBid?.state;
  if (state === 'lost')
    return <Alert severity="info">Another bid was chosen for this claim. Thank you for bidding.</Alert>;
  if (state === 'chosen') return <Alert severity="success">Your bid was chosen.</Alert>;
  if (biddingClosed(claim.biddingClosesAt)) return <Alert severity="info">Bidding has closed on this claim.</Alert>;
  return <Alert severity="info">This claim is no longer open to bids.</Alert>;
}

/**
 * A marketplace claim as an eligible repairer or bodyshop sees it before it is theirs (docs/product.md "Who
 * sees a claim"): the vehicle, the damage, its photos, where it is roughly and how far, when bidding
 * closes and how many have bid; no customer. With the organisation's bid form while it may bid.
 */
export function RedactedClaim({ claim }: { claim: TMarketplaceClaim }) {
  const mobile = useIsMobile();
  const lost = claim.myBid?.state === 'lost';
  const vehicle: Detail[] = [
    { term: CLAIM_FIELD_LABELS.registration, value: formatRegistration(claim.registration) },
    { term: CLAIM_FIELD_LABELS.make, value: claim.make },
    { term: CLAIM_FIELD_LABELS.model, value: claim.model },
    { term: CLAIM_FIELD_LABELS.colour, value: claim.colour },
    { term: CLAIM_FIELD_LABELS.year, value: claim.year },
  ];
  const damage: Detail[] = [
    { term: CLAIM_FIELD_LABELS.incidentDate, value: claim.incidentDate && formatDate(claim.incidentDate) },
    { term: CLAIM_FIELD_LABELS.damageDescription, value: claim.damageDescription },
    { term: CLAIM_FIELD_LABELS.needs, value: needsText(claim.needs) },
  ];
  const where: Detail[] = [
    { term: 'Postcode district', value: claim.postcodeDistrict },
    { term: 'Distance', value: milesText(claim.distanceKm) },
    {
      term: 'Bidding closes',
      value: claim.biddingClosesAt && formatDateTime(claim.biddingClosesAt),
    },
    { term: 'Bids so far', value: formatWholeNumber(claim.bidCount) },
  ];
  return (
    <Stack spacing={2}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h4" component="h1">
            Claim {claim.reference}
          </Typography>
          {/* A bid not chosen ends the garage's part: its claim reads 'bidding' only as its bid knew it. */}
          {!lost && <StatusChip status={claim.status} />}
          {claim.myBid && <BidStateChip state={claim.myBid.state} />}
          {lost ? (
            <Chip size="small" color="warning" label="Bidding closed" />
          ) : (
            <ClosingBadge closesAt={claim.biddingClosesAt} />
          )}
        </Stack>
        <Typography color="text.secondary">
          {CLAIM_TYPE_LABELS[claim.type]} · the customer's details are shared with the repairer chosen
        </Typography>
      </Stack>
      {!claim.canBid && <NotOpen claim={claim} />}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: mobile ? '1fr' : 'repeat(auto-fit, minmax(240px, 1fr))' }}
      >
        <ClaimSection title="Vehicle">
          <DetailList details={vehicle} />
        </ClaimSection>
        <ClaimSection title="Damage">
          <DetailList details={damage} />
        </ClaimSection>
        <ClaimSection title="Where and when">
          <DetailList details={where} />
        </ClaimSection>
      </Box>
      <Photos claim={claim} />
      {/* After what it prices: the garage reads the damage, then bids. */}
      {claim.canBid && <BidForm claim={claim} />}
    </Stack>
  );
}
