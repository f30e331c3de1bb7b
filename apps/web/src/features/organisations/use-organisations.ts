import type { OrganisationType, TOrganisationSummary } from '@fixline/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import type { SelectOption } from '../../components/form-select-field.tsx';

/** GET /api/organisations?type=… for each type, as one list sorted by name (super admins see all). */
export function useOrganisations(types: readonly OrganisationType[], enabled = true) {
  return useQuery({
    queryKey: ['organisations', ...types],
    queryFn: async ({ signal }) => {
      const lists = await Promise.all(
        types.map((type) => apiRequest<TOrganisationSummary[]>(`/api/organisations?type=${type}`, { signal })),
      );
      return lists.flat().sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
    },
    enabled,
    staleTime: 60_000,
  });
}

/** Organisations as select options; with several types, each name says which type it is. */
export function organisationOptions(
  organisations: readonly TOrganisationSummary[] | undefined,
  typeLabels?: Partial<Record<OrganisationType, string>>,
): SelectOption[] {
  return (organisations ?? []).map(({ id, name, type }) => ({
    value: id,
    label: typeLabels?.[type] ? `${name} (${typeLabels[type]})` : name,
  }));
}
