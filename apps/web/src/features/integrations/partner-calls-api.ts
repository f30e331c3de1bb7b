import {
  IDEMPOTENCY_KEY_HEADER,
  type Partner,
  type PartnerCallStatus,
  type TPartnerCallDelivery,
  type TPartnerCallPage,
} from '@fixline/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';

export const PARTNER_CALLS_PAGE_SIZE = 25;

export interface PartnerCallFilters {
  partner: Partner | null;
  status: PartnerCallStatus | null;
  page: number;
}

/** Every read of the list starts with this, so a retry refreshes whichever page and filters are shown. */
export const PARTNER_CALLS_KEY = ['partner-calls'] as const;

/** GET /api/partner-calls: one page of the outbox, newest first; the page before stays while the next loads. */
export function usePartnerCalls({ partner, status, page }: PartnerCallFilters) {
  const query = new URLSearchParams({
    limit: String(PARTNER_CALLS_PAGE_SIZE),
    offset: String(page * PARTNER_CALLS_PAGE_SIZE),
  });
  if (partner) query.set('partner', partner);
  if (status) query.set('status', status);
  return useQuery({
    queryKey: [...PARTNER_CALLS_KEY, partner, status, page],
    queryFn: ({ signal }) => apiRequest<TPartnerCallPage>(`/api/partner-calls?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/partner-calls/{id}/retry, with a key of its own: a network retry of the same click queues it once. */
export const retryPartnerCall = (callId: string) =>
  apiRequest<TPartnerCallDelivery>(`/api/partner-calls/${encodeURIComponent(callId)}/retry`, {
    method: 'POST',
    headers: { [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
  });
