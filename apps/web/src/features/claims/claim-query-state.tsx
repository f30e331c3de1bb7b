import type { TClaim } from '@fixline/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '../../api/api-error.ts';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { PageSkeleton } from '../../components/page-skeleton.tsx';
import { QueryErrorAlert } from '../../components/query-error-alert.tsx';
import { CLAIM_HEADING } from '../../page-headings.ts';

/**
 * What a claim's page shows until the claim is there: a skeleton while it loads (with the claim's
 * reference when the page's frame already read it, page-headings.ts), Not found for a claim out
 * of reach (404) or a malformed id (400), else the error with a way to try again.
 */
export function ClaimQueryState({ query }: { query: UseQueryResult<TClaim> }) {
  if (query.isPending) return <PageSkeleton heading={CLAIM_HEADING} />;
  if (isApiError(query.error, 404) || isApiError(query.error, 400)) return <NotFoundPage />;
  return <QueryErrorAlert query={query} />;
}
