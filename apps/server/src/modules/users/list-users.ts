import type { TUser } from '@fixline/domain';
import type { Db } from '../../db/database.ts';
import { presentUser } from './present-user.ts';
import { selectUsers, selectUsersInOrganisations, type UserRow } from './queries.ts';

export interface Page {
  limit: number;
  offset: number;
}

/** Users in the given organisations (null: all users), ordered by name, one page. */
export async function listUsers(db: Db, organisationIds: string[] | null, page: Page): Promise<TUser[]> {
  if (organisationIds && organisationIds.length === 0) return [];
  const query = organisationIds ? selectUsersInOrganisations(db, organisationIds) : selectUsers(db);
  const rows = await query.orderBy('users.name').orderBy('users.id').limit(page.limit).offset(page.offset).execute();
  return (rows as UserRow[]).map(presentUser);
}
