import type { Capability, OrganisationType, Role } from './organisation.ts';
import type { Privilege } from './privileges.ts';

/** One permission entry of a user: a role in one organisation, with what that grants. */
export interface PermissionEntry {
  role: Role;
  organisationType: OrganisationType;
  organisationId: string;
  organisationName: string;
  privileges: readonly Privilege[];
  capabilities: readonly Capability[];
}

/** Anyone whose permissions are checked: the signed-in user on the web, the request's actor on the server. */
export interface Permissioned {
  permissions: readonly PermissionEntry[];
}

/** The checks of spec section 6. Each is optional; content is shown when any supplied check passes. */
export interface PermissionChecks {
  privileges?: readonly Privilege[];
  capabilities?: readonly Capability[];
  roles?: readonly Role[];
  organisationTypes?: readonly OrganisationType[];
  /** An organisation-type restriction: super admins pass, and an empty list restricts nothing. */
  restrictToOrganisationTypes?: readonly OrganisationType[];
}

export function isSuperAdmin(actor: Permissioned): boolean {
  return actor.permissions.some((entry) => entry.role === 'SUPER_ADMIN');
}

export function hasAnyPrivilege(actor: Permissioned, privileges: readonly Privilege[]): boolean {
  return actor.permissions.some((entry) => entry.privileges.some((p) => privileges.includes(p)));
}

/** Capabilities are organisation feature flags; a super admin has them all. */
export function hasAnyCapability(actor: Permissioned, capabilities: readonly Capability[]): boolean {
  if (isSuperAdmin(actor)) return true;
  return actor.permissions.some((entry) => entry.capabilities.some((c) => capabilities.includes(c)));
}

export function hasAnyRole(actor: Permissioned, roles: readonly Role[]): boolean {
  return actor.permissions.some((entry) => roles.includes(entry.role));
}

export function hasAnyOrganisationType(actor: Permissioned, types: readonly OrganisationType[]): boolean {
  return actor.permissions.some((entry) => types.includes(entry.organisationType));
}

export function passesOrganisationTypeRestriction(actor: Permissioned, types: readonly OrganisationType[]): boolean {
  if (types.length === 0 || isSuperAdmin(actor)) return true;
  return hasAnyOrganisationType(actor, types);
}

/**
 * True when any supplied check passes; with no checks at all, being signed in is enough.
 * The server's route guards and the web's <Permitted> both call this.
 */
export function isPermitted(actor: Permissioned | null | undefined, checks: PermissionChecks): boolean {
  if (!actor) return false;
  const results: boolean[] = [];
  if (checks.privileges) results.push(hasAnyPrivilege(actor, checks.privileges));
  if (checks.capabilities) results.push(hasAnyCapability(actor, checks.capabilities));
  if (checks.roles) results.push(hasAnyRole(actor, checks.roles));
  if (checks.organisationTypes) results.push(hasAnyOrganisationType(actor, checks.organisationTypes));
  if (checks.restrictToOrganisationTypes) {
    results.push(passesOrganisationTypeRestriction(actor, checks.restrictToOrganisationTypes));
  }
  return results.length === 0 || results.some(Boolean);
}

/** The organisations in which the actor holds a privilege: the server scopes queries by these ids. */
export function organisationIdsWith(actor: Permissioned, privilege: Privilege): string[] {
  return actor.permissions.filter((entry) => entry.privileges.includes(privilege)).map((e) => e.organisationId);
}

/** organisationsIds of spec section 3: derived from the permission entries. */
export function organisationIdsOf(actor: Permissioned): string[] {
  return [...new Set(actor.permissions.map((entry) => entry.organisationId))];
}
