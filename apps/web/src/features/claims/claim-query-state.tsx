import type { TClaim } from '@fixline/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '../../api/api-error.ts';
import { NotFoundPage } from '../../components/not-found-page.tsx';
import { PageSkeleton } from '../../components/page-skeleton.tsx';
import { QueryErrorAlert } from '../../components/query-error-alert.tsx';

/**
 * What a claim's page shows until the claim is there: a skeleton while it loads, Not found for a claim
 * out of reach (404) or a malformed id (400), else the error with a way to try again.
 */
export function ClaimQueryState({ query }: { query: UseQueryResult<TClaim> }) {
  if (query.isPending) return <PageSkeleton />;
  if (isApiError(query.error, 404) || isApiError(query.error, 400)) return <NotFoundPage />;
  return <QueryErrorAlert query={query} />;
}
