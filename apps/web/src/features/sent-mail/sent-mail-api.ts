import type { TSentMail, TSentMailPage } from '@fixline/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';

export const SENT_MAIL_PAGE_SIZE = 25;

/** GET /api/mail: one page of the outbox, newest first; the page before stays while the next loads. */
export function useSentMail(page: number) {
  return useQuery({
    queryKey: ['sent-mail', page],
    queryFn: ({ signal }) =>
      apiRequest<TSentMailPage>(`/api/mail?limit=${SENT_MAIL_PAGE_SIZE}&offset=${page * SENT_MAIL_PAGE_SIZE}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/mail/{id}: one mail with both parts and a fresh signed address of its HTML. */
export function useSentMailItem(mailId: string | null) {
  return useQuery({
    queryKey: ['sent-mail', 'item', mailId],
    queryFn: ({ signal }) => apiRequest<TSentMail>(`/api/mail/${encodeURIComponent(mailId ?? '')}`, { signal }),
    enabled: mailId !== null,
    // The HTML's address works for minutes: asked for again whenever the mail is opened again.
    staleTime: 0,
    gcTime: 0,
  });
}
