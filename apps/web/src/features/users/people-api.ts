import type { Role, TInvitation, TInviteRequest, TRoleChangeRequest, TUser, UserState } from '@fixline/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';

export const USERS_PATH = '/users';

export interface UserFilters {
  search?: string;
  organisationId?: string;
  role?: Role;
  state?: UserState;
}

/** /users with its filters in the address, so a filtered list can be linked to (an organisation's people). */
export function usersPath(filters: UserFilters): string {
  const query = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => !!entry[1]));
  return query.size ? `${USERS_PATH}?${query}` : USERS_PATH;
}

/** Every people query starts with this key, so one invalidation refreshes the lists after a change. */
export const peopleKey = ['people'] as const;

/** One page this long: more people than this are found by searching. */
export const USERS_PAGE_SIZE = 200;

/**
 * GET /api/users/all for those who see everyone (SuperAdminAccessAllUsers), GET /api/users for their
 * own organisations otherwise; filtered on the server.
 */
export function useUsers(filters: UserFilters, everyone: boolean) {
  const query = new URLSearchParams({ limit: String(USERS_PAGE_SIZE) });
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  const path = `${everyone ? '/api/users/all' : '/api/users'}?${query}`;
  return useQuery({
    queryKey: [...peopleKey, 'users', everyone, filters],
    queryFn: ({ signal }) => apiRequest<TUser[]>(path, { signal }),
    placeholderData: (previous) => previous,
  });
}

export function useInvitations(enabled: boolean) {
  return useQuery({
    queryKey: [...peopleKey, 'invitations'],
    queryFn: ({ signal }) => apiRequest<TInvitation[]>('/api/users/invitations', { signal }),
    enabled,
  });
}

export interface InviteLink {
  inviteUrl: string;
  expiresAt: string;
}

export const inviteUser = (body: TInviteRequest) =>
  apiRequest<InviteLink>('/api/users/invite', { method: 'POST', body });
export const resendInvitation = (id: string) =>
  apiRequest<InviteLink>(`/api/users/invitations/${encodeURIComponent(id)}/resend`, { method: 'PUT' });
export const revokeInvitation = (id: string) =>
  apiRequest<void>(`/api/users/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' });

export type UserAction = 'disable' | 'enable' | 'password-required';
export const actOnUser = (action: UserAction, id: string) =>
  apiRequest<TUser>(`/api/users/${action}/${encodeURIComponent(id)}`, { method: 'PUT' });
export const changeRole = (id: string, body: TRoleChangeRequest) =>
  apiRequest<TUser>(`/api/users/role/${encodeURIComponent(id)}`, { method: 'PUT', body });
