import type {
  TGarage,
  TGarageCreateRequest,
  TGarageImportAnswer,
  TGarageList,
  TGarageLocationRequest,
  TGarageUpdateRequest,
  TMapSettings,
  TRepairMap,
} from '@fixline/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error.ts';
import { apiRequest } from '../../api/client.ts';
import { readToken } from '../../auth/token-storage.ts';

export const GARAGES_PATH = '/garages';
export const CREATE_GARAGE_PATH = '/createGarage';
export const REPAIR_MAP_PATH = '/repairMap';
export const garagePath = (id: string) => `${GARAGES_PATH}/${encodeURIComponent(id)}`;

/** Every garage query starts with this key, so one invalidation refreshes lists, pages and the map. */
export const garagesKey = ['garages'] as const;
const apiPath = (id: string, suffix = '') => `/api/garages/${encodeURIComponent(id)}${suffix}`;

export interface GarageFilters {
  search: string;
  organisationId: string;
}

/** GET /api/garages: the list page, searched on the server; the first 100 by name. */
export function useGarages({ search, organisationId }: GarageFilters) {
  const query = new URLSearchParams();
  if (search.trim()) query.set('search', search.trim());
  if (organisationId) query.set('organisationId', organisationId);
  const path = `/api/garages${query.size ? `?${query}` : ''}`;
  return useQuery({
    queryKey: [...garagesKey, 'list', search.trim(), organisationId],
    queryFn: ({ signal }) => apiRequest<TGarageList>(path, { signal }),
    placeholderData: (previous) => previous,
  });
}

export function useGarage(id: string) {
  return useQuery({
    queryKey: [...garagesKey, 'one', id],
    queryFn: ({ signal }) => apiRequest<TGarage>(apiPath(id), { signal }),
  });
}

export function useRepairMap() {
  return useQuery({
    queryKey: [...garagesKey, 'map'],
    queryFn: ({ signal }) => apiRequest<TRepairMap>('/api/garages/map', { signal }),
  });
}

export function useMapSettings() {
  return useQuery({
    queryKey: [...garagesKey, 'map-settings'],
    queryFn: ({ signal }) => apiRequest<TMapSettings>('/api/garages/map-settings', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export const createGarage = (body: TGarageCreateRequest) =>
  apiRequest<TGarage>('/api/garages', { method: 'POST', body });
export const updateGarage = (id: string, body: TGarageUpdateRequest) =>
  apiRequest<TGarage>(apiPath(id), { method: 'PUT', body });
export const moveGarage = (id: string, body: TGarageLocationRequest) =>
  apiRequest<TGarage>(apiPath(id, '/location'), { method: 'PUT', body });
export const deleteGarage = (id: string) => apiRequest<null>(apiPath(id), { method: 'DELETE' });

/**
 * POST /api/garages/import: the CSV file's bytes as they are (the server checks their encoding),
 * through XMLHttpRequest, whose upload reports progress (fetch's does not). Errors as ApiError.
 */
export function importGarages(
  organisationId: string,
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<TGarageImportAnswer> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/garages/import?organisationId=${encodeURIComponent(organisationId)}`);
    request.setRequestHeader('Content-Type', 'text/csv');
    request.setRequestHeader('Accept', 'application/json');
    const token = readToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown = request.responseText;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        // Not JSON: the text is the message (spec section 8).
      }
      if (request.status >= 200 && request.status < 300) resolve(body as TGarageImportAnswer);
      else reject(new ApiError(request.status, body));
    };
    request.onerror = () => reject(new Error('The file could not be sent: check the connection and try again'));
    request.send(file);
  });
}
