import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { PageSkeleton } from '../../components/page-skeleton.tsx';
import { QueryErrorAlert } from '../../components/query-error-alert.tsx';
import { useMarketplaceClaim } from './marketplace-api.ts';
import { RedactedClaim } from './redacted-claim.tsx';

/**
 * The full claim page, loaded as the page of /dashboardClaim/{id} is: a chunk of its own (imported here
 * directly, the build would fold it into a chunk the two pages share, and it would no longer be a page).
 */
const ClaimPage = lazy(() => import('../claims/claim-page.tsx'));

/**
 * /marketplace/claims/{id}: what a repairer or bodyshop sees of a claim. While it is on the marketplace
 * and not theirs, the redacted view and their bid (GET /api/marketplace/claims/{id}); once it is theirs
 * (`assignedToMe`), or when the marketplace has no view of it for them (a job given directly, or a staff
 * user), the full claim page, which answers Not found for a claim out of their reach.
 */
export default function MarketplaceClaimPage() {
  const { claimId = '' } = useParams();
  const view = useMarketplaceClaim(claimId);
  if (view.isPending) return <PageSkeleton />;
  if (view.isSuccess && !view.data.assignedToMe) return <RedactedClaim claim={view.data} />;
  const noView = [400, 403, 404].some((status) => isApiError(view.error, status));
  if (view.isError && !noView) return <QueryErrorAlert query={view} />;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <ClaimPage />
    </Suspense>
  );
}
