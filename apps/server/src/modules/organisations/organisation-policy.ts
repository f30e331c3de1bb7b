import { isSuperAdmin, organisationIdsWith, type Privilege } from '@fixline/domain';
import type { Actor } from '../../auth/actor.ts';

/**
 * The organisations an actor reaches with any of `privileges`, as ids for the SQL `where`; null means
 * every organisation (super admins, whose platform entry holds every privilege). An organisation out
 * of reach is answered 404, like one that does not exist.
 */
export function organisationsReached(actor: Actor, privileges: readonly Privilege[]): string[] | null {
  if (isSuperAdmin(actor)) return null;
  return [...new Set(privileges.flatMap((privilege) => organisationIdsWith(actor, privilege)))];
}

/** /organizations and /organizations/{id}: the spec's guard for those pages, scoped to one's own. */
export const readsOrganisation = ['ReadOrganisations', 'ExecuteUserInvite'] as const satisfies readonly Privilege[];

/**
 * Who changes an organisation's settings: super admins for any, otherwise its own admins (the ADMIN
 * role there). No privilege of the spec names settings; decision 0047.
 */
export function settingsEditable(actor: Actor): string[] | null {
  if (isSuperAdmin(actor)) return null;
  return actor.permissions.filter((entry) => entry.role === 'ADMIN').map((entry) => entry.organisationId);
}

export function reaches(reach: string[] | null, organisationId: string): boolean {
  return reach === null || reach.includes(organisationId);
}
