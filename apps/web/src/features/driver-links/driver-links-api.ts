import type { IssuableDriverLinkPurpose, TDriverLink } from '@fixline/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';

const linksPath = (claimId: string) => `/api/claims/${encodeURIComponent(claimId)}/driver-links`;
export const driverLinksKey = (claimId: string) => ['driver-links', claimId] as const;

/** GET /api/claims/{id}/driver-links: the claim's links, newest first. */
export function useDriverLinks(claimId: string) {
  return useQuery({
    queryKey: driverLinksKey(claimId),
    queryFn: ({ signal }) => apiRequest<TDriverLink[]>(linksPath(claimId), { signal }),
  });
}

export function issueDriverLink(claimId: string, purpose: IssuableDriverLinkPurpose): Promise<TDriverLink> {
  return apiRequest<TDriverLink>(linksPath(claimId), { method: 'POST', body: { purpose } });
}

export function revokeDriverLink(claimId: string, linkId: string): Promise<TDriverLink> {
  return apiRequest<TDriverLink>(`${linksPath(claimId)}/${encodeURIComponent(linkId)}/revoke`, { method: 'POST' });
}

export function resendDriverLink(claimId: string, linkId: string): Promise<{ mailId: string; to: string }> {
  return apiRequest(`${linksPath(claimId)}/${encodeURIComponent(linkId)}/resend`, { method: 'POST' });
}
