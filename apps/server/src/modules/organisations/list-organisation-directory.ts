import type { TOrganisationDirectoryQuery, TOrganisationListItem } from '@fixline/domain';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { organisationsReached, readsOrganisation } from './organisation-policy.ts';
import { presentOrganisationItem, selectOrganisationItems } from './organisation-queries.ts';

/** /organizations: every organisation for super admins, one's own otherwise; by name. */
export async function listOrganisationDirectory(
  db: Db,
  actor: Actor,
  query: TOrganisationDirectoryQuery,
): Promise<TOrganisationListItem[]> {
  const reach = organisationsReached(actor, readsOrganisation);
  if (reach?.length === 0) return [];
  let select = selectOrganisationItems(db).orderBy('organisations.name').orderBy('organisations.id');
  if (reach) select = select.where('organisations.id', 'in', reach);
  if (query.type) select = select.where('organisations.type', '=', query.type);
  if (query.search) select = select.where('organisations.name', 'ilike', likePattern(query.search));
  return (await select.execute()).map(presentOrganisationItem);
}
