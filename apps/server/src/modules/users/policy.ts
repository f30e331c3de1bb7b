import { isPermitted, organisationIdsWith } from '@fixline/domain';
import type { Actor } from '../../auth/actor.ts';

/**
 * Which users an actor may see or manage, as organisation ids for the SQL `where`; null means every
 * user (SuperAdminAccessAllUsers). Someone outside these organisations is answered 404.
 */
export function readableUserOrganisations(actor: Actor): string[] | null {
  if (isPermitted(actor, { privileges: ['SuperAdminAccessAllUsers'] })) return null;
  return [...new Set([...organisationIdsWith(actor, 'ReadOrgUsers'), ...organisationIdsWith(actor, 'WriteOrgUsers')])];
}

export function manageableUserOrganisations(actor: Actor): string[] | null {
  if (isPermitted(actor, { privileges: ['SuperAdminAccessAllUsers'] })) return null;
  return organisationIdsWith(actor, 'WriteOrgUsers');
}
