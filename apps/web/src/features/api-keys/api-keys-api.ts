import { IDEMPOTENCY_KEY_HEADER, type TApiKey, type TApiKeyRequest, type TApiKeyRotateRequest } from '@fixline/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';

const base = (organisationId: string) => `/api/organisations/${encodeURIComponent(organisationId)}/api-keys`;
const keyPath = (organisationId: string, keyId: string) => `${base(organisationId)}/${encodeURIComponent(keyId)}`;
export const apiKeysKey = (organisationId: string) => ['api-keys', organisationId] as const;

export function useApiKeys(organisationId: string) {
  return useQuery({
    queryKey: apiKeysKey(organisationId),
    queryFn: ({ signal }) => apiRequest<TApiKey[]>(base(organisationId), { signal }),
  });
}

/**
 * Creating and rotating carry an Idempotency-Key: an answer lost on its way back is asked for again with
 * the same key, and the server answers the same secret rather than making a second one nobody ever saw.
 */
export const createApiKey = (organisationId: string, body: TApiKeyRequest, idempotencyKey: string) =>
  apiRequest<TApiKey>(base(organisationId), {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
export const rotateApiKey = (
  organisationId: string,
  keyId: string,
  body: TApiKeyRotateRequest,
  idempotencyKey: string,
) =>
  apiRequest<TApiKey>(`${keyPath(organisationId, keyId)}/rotate`, {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
  });
export const revokeApiKey = (organisationId: string, keyId: string) =>
  apiRequest<TApiKey>(`${keyPath(organisationId, keyId)}/revoke`, { method: 'POST' });
