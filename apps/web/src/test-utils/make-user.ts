import { type OrganisationType, privilegesFor, type Role, type TUser } from '@fixline/domain';

/** A signed-in user whose privileges come from the domain's grant table, as the server would send them. */
export function makeUser(organisationType: OrganisationType, role: Role, overrides: Partial<TUser> = {}): TUser {
  const organisationId = '00000000-0000-4000-8000-000000000001';
  return {
    id: '00000000-0000-4000-8000-0000000000aa',
    email: `${role.toLowerCase()}@${organisationType}.test`,
    name: `${role} of ${organisationType}`,
    phone: null,
    requiredPasswordChange: false,
    disabled: false,
    permissions: [
      {
        role,
        organisationType,
        organisationId,
        organisationName: `${organisationType} org`,
        privileges: privilegesFor(organisationType, role),
        capabilities: [],
      },
    ],
    organisationsIds: [organisationId],
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
