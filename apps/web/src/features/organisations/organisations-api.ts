import type {
  OrganisationType,
  TCapabilitiesRequest,
  TFnolCodeAnswer,
  TOrganisation,
  TOrganisationCreateRequest,
  TOrganisationListItem,
  TOrganisationSettings,
  TOrganisationUpdateRequest,
} from '@fixline/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';

export const ORGANISATIONS_PATH = '/organizations';
export const NEW_ORGANISATION_PATH = '/newOrganization';
export const organisationPath = (id: string) => `${ORGANISATIONS_PATH}/${encodeURIComponent(id)}`;

/** Every organisation query starts with this key (pickers' too), so one invalidation refreshes them all. */
export const organisationsKey = ['organisations'] as const;
const apiPath = (id: string, suffix = '') => `/api/organisations/${encodeURIComponent(id)}${suffix}`;

export interface DirectoryFilters {
  search: string;
  type: OrganisationType | '';
}

/** GET /api/organisations/directory: the list page, searched and filtered on the server. */
export function useOrganisationDirectory({ search, type }: DirectoryFilters) {
  const query = new URLSearchParams();
  if (search.trim()) query.set('search', search.trim());
  if (type) query.set('type', type);
  const path = `/api/organisations/directory${query.size ? `?${query}` : ''}`;
  return useQuery({
    queryKey: [...organisationsKey, 'directory', search.trim(), type],
    queryFn: ({ signal }) => apiRequest<TOrganisationListItem[]>(path, { signal }),
    placeholderData: (previous) => previous,
  });
}

export function useOrganisation(id: string) {
  return useQuery({
    queryKey: [...organisationsKey, 'one', id],
    queryFn: ({ signal }) => apiRequest<TOrganisation>(apiPath(id), { signal }),
  });
}

export function useFnolCode(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...organisationsKey, 'fnol-code', id],
    queryFn: ({ signal }) => apiRequest<TFnolCodeAnswer>(apiPath(id, '/fnol-code'), { signal }),
    enabled,
  });
}

export const createOrganisation = (body: TOrganisationCreateRequest) =>
  apiRequest<TOrganisation>('/api/organisations', { method: 'POST', body });
export const updateOrganisation = (id: string, body: TOrganisationUpdateRequest) =>
  apiRequest<TOrganisation>(apiPath(id), { method: 'PUT', body });
export const setCapabilities = (id: string, body: TCapabilitiesRequest) =>
  apiRequest<TOrganisation>(apiPath(id, '/capabilities'), { method: 'PUT', body });
export const updateSettings = (id: string, body: TOrganisationSettings) =>
  apiRequest<TOrganisation>(apiPath(id, '/settings'), { method: 'PUT', body });
export const rotateFnolCode = (id: string) => apiRequest<TFnolCodeAnswer>(apiPath(id, '/fnol-code'), { method: 'PUT' });
