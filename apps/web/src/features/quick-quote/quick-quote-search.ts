import { normaliseRegistration, type TClaimSummary } from '@fixline/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';

/** A claim reference as people read it out ('FX-000042', 'fx42', '42'); UK plates always have a letter. */
const REFERENCE = /^(fx-?)?\d{1,10}$/i;

/** The claims list's query for what was typed: by reference when it reads as one, else by a part of the plate. */
export function quickQuoteQuery(text: string): string | null {
  const typed = text.trim();
  if (!typed) return null;
  const search: Record<string, string> = REFERENCE.test(typed)
    ? { reference: typed }
    : { plateNumber: normaliseRegistration(typed) || typed };
  return new URLSearchParams({ ...search, pageSize: '10' }).toString();
}

/** The claims that match, newest first: the ten a person could mean. */
export function useQuickQuoteSearch(query: string | null) {
  return useQuery({
    queryKey: ['quick-quote-search', query],
    queryFn: ({ signal }) => apiRequest<TClaimSummary[]>(`/api/claims?${query}`, { signal }),
    enabled: query !== null,
  });
}
