import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { apiRequest } from '../../api/client.ts';

/**
 * A driver's page whose path names the claim (`/payment/:claimId?token=…`): its link's token, the page's
 * other parameters, and what the token opens. Never retried: a forged or expired link stays so.
 */
export function useTokenPage<T>(key: string, path: (token: string) => string) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const page = useQuery({
    queryKey: [key, token],
    queryFn: ({ signal }) => apiRequest<T>(path(token), { signal }),
    retry: false,
  });
  return { token, params, page };
}

/**
 * What a page answered once (a rating, an acceptance) does with the answer: it becomes the page; a 409
 * means it was answered meanwhile (another tab, a retried send), so the page is read again and shows that.
 */
export function answeredOnce<T>(queryClient: QueryClient, queryKey: readonly unknown[]) {
  return {
    onSuccess: (answer: T) => queryClient.setQueryData(queryKey, answer),
    onError: (error: Error) => {
      if (isApiError(error, 409)) void queryClient.invalidateQueries({ queryKey });
    },
  };
}
