import type { TUser } from '@fixline/domain';
import { type APIRequestContext, expect } from '@playwright/test';
import { apiCall, apiToken } from './api.ts';

/**
 * An account of the journey's own at Northwind Insurance: invited as a USER by its admin and registered
 * through the API, as a new colleague would be. What the journey changes of a person (their password,
 * their choices) is then nobody else's, and, with the run's mark in `email`, no earlier run's either.
 * Answers the account's id and its admin's token, for what the admin does to it next.
 */
export async function newAccount(
  request: APIRequestContext,
  { email, name, password }: { email: string; name: string; password: string },
): Promise<{ id: string; admin: string }> {
  const admin = await apiToken(request, 'client.admin@fixline.test');
  const { organisationsIds } = await apiCall<TUser>(request, 'GET', '/api/users/current', admin);
  const { inviteUrl } = await apiCall<{ inviteUrl: string }>(request, 'POST', '/api/users/invite', admin, {
    email,
    organisationId: organisationsIds[0],
    role: 'USER',
  });
  // The invited person has no token yet: the link's own token is their credential.
  const registered = await request.post(`/api/users/register${new URL(inviteUrl).search}`, {
    data: { name, password },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return { id: ((await registered.json()) as { id: string }).id, admin };
}
