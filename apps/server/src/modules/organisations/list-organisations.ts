import { isSuperAdmin, type OrganisationType, organisationIdsOf, type TOrganisationSummary } from '@fixline/domain';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';

/** Super admins pick from every organisation (owner of a claim, its repairer); others see their own. */
export function listOrganisations(db: Db, actor: Actor, type?: OrganisationType): Promise<TOrganisationSummary[]> {
  let query = db.selectFrom('organisations').select(['id', 'name', 'type']).orderBy('name').orderBy('id');
  if (type) query = query.where('type', '=', type);
  if (!isSuperAdmin(actor)) query = query.where('id', 'in', organisationIdsOf(actor));
  return query.execute();
}
