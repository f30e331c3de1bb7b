import { type PermissionEntry, privilegesFor, type TUser } from '@fixline/domain';
import type { PermissionRow, UserRow } from './queries.ts';

/** The privileges travel with the user, from the one grant table, so the web never re-derives a rule. */
export function presentPermission(row: PermissionRow): PermissionEntry {
  return {
    role: row.role,
    organisationType: row.organisationType,
    organisationId: row.organisationId,
    organisationName: row.organisationName,
    privileges: privilegesFor(row.organisationType, row.role),
    capabilities: row.capabilities,
  };
}

/** What leaves the server about a user: never the password hash. */
export function presentUser(row: UserRow): TUser {
  const permissions = row.permissions.map(presentPermission);
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    requiredPasswordChange: row.requiredPasswordChange,
    disabled: row.disabledAt !== null,
    permissions: permissions.map((p) => ({ ...p, privileges: [...p.privileges], capabilities: [...p.capabilities] })),
    organisationsIds: [...new Set(permissions.map((p) => p.organisationId))],
    createdAt: new Date(row.createdAt).toISOString(),
  };
}
