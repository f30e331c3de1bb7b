import type { TClaim } from '@fixline/domain';
import { Box, Stack } from '@mui/material';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { useAuth } from '../../auth/auth-context.ts';
import { lazyNamed } from '../../components/lazy-named.ts';
import { ContentSkeleton } from '../../components/page-skeleton.tsx';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { DriverLinksSection } from '../driver-links/driver-links-section.tsx';
import { ClaimFilesSection } from '../files/claim-files-section.tsx';
import { showsBids } from '../marketplace/bids-shown.ts';
import { ClaimPaymentsSection } from '../payments/claim-payments-section.tsx';
import { showsPickup } from '../pickup/pickup-shown.ts';
import { ActionBar } from './actions/action-bar.tsx';
import { AuthorisationNotice } from './authorisation-notice.tsx';
import { BodyshopAgreementNotice } from './bodyshop-agreement-notice.tsx';
import { useClaim } from './claim-api.ts';
import { ClaimComments } from './claim-comments.tsx';
import { ClaimCosts } from './claim-costs.tsx';
import { CustomerDetails, DamageDetails, PolicyDetails, VehicleDetails } from './claim-details.tsx';
import { ClaimHeader } from './claim-header.tsx';
import { ClaimLabels } from './claim-labels.tsx';
import { ClaimProgress } from './claim-progress.tsx';
import { ClaimQueryState } from './claim-query-state.tsx';
import { ClaimTimeline } from './claim-timeline.tsx';
import { DeletedBanner } from './deleted-banner.tsx';
import { IssueBanner } from './issue-banner.tsx';
import { MissingDetailsNotice } from './missing-details-notice.tsx';
import { PartnerCalls } from './partner-calls.tsx';
import { SupportNeedsNotice } from './support-needs-notice.tsx';

/** The repair date: a chunk of its own, loaded only for a claim whose repair is arranged or done. */
const PickupSection = lazyNamed(() => import('../pickup/pickup-section.tsx'), 'PickupSection');

/** The bids compared: a chunk of its own, loaded only for a claim on the marketplace, by its client or the platform. */
const BidsSection = lazyNamed(() => import('../marketplace/bids-section.tsx'), 'BidsSection');

/** Everything under the claim's header: the actions, the progress and the details, then the files, labels, timeline and comments. */
function ClaimSections({ claim }: { claim: TClaim }) {
  const mobile = useIsMobile();
  const { user } = useAuth();
  const columns = (min: number) => ({
    display: 'grid',
    gap: 2,
    gridTemplateColumns: mobile ? '1fr' : `repeat(auto-fit, minmax(${min}px, 1fr))`,
  });
  return (
    <>
      <ActionBar claim={claim} />
      <DeletedBanner claim={claim} />
      <IssueBanner claim={claim} />
      <AuthorisationNotice claim={claim} />
      <SupportNeedsNotice claim={claim} />
      <BodyshopAgreementNotice claim={claim} />
      <MissingDetailsNotice claim={claim} />
      <ClaimProgress claim={claim} />
      <PartnerCalls claim={claim} />
      {showsBids(claim, user) && (
        <Suspense fallback={<ContentSkeleton />}>
          <BidsSection claim={claim} />
        </Suspense>
      )}
      {showsPickup(claim) && (
        <Suspense fallback={<ContentSkeleton />}>
          <PickupSection claim={claim} />
        </Suspense>
      )}
      <Box sx={columns(240)}>
        <VehicleDetails claim={claim} />
        <CustomerDetails claim={claim} />
        <DamageDetails claim={claim} />
        <PolicyDetails claim={claim} />
        <ClaimCosts claim={claim} />
      </Box>
      <ClaimFilesSection claim={claim} />
      <ClaimLabels claim={claim} />
      <ClaimPaymentsSection claim={claim} />
      <DriverLinksSection claim={claim} />
      <Box sx={columns(360)}>
        <ClaimTimeline claim={claim} />
        <ClaimComments claim={claim} />
      </Box>
    </>
  );
}

/**
 * The claim page of both routes: /dashboardClaim/{id} for clients and super admins, and
 * /marketplace/claims/{id} for repairers and bodyshops. What each sees and may do comes with the claim.
 */
export default function ClaimPage() {
  const { claimId = '' } = useParams();
  const claim = useClaim(claimId);
  if (!claim.isSuccess) return <ClaimQueryState query={claim} />;
  // Header and sections draw the same claim in the same commit. Deferring the sections (for Lighthouse's
  // blocking time) let them lag behind the header on a busy machine: a paid claim's header said Paid while
  // its progress still said Finished for over 20 s, and each new read restarted the deferred render.
  return (
    <Stack spacing={2}>
      <ClaimHeader claim={claim.data} />
      <ClaimSections claim={claim.data} />
    </Stack>
  );
}
