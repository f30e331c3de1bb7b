import type { TUser, TUserListQuery } from '@fixline/domain';
import type { Db } from '../../db/database.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { presentUser } from './present-user.ts';
import { selectPeople, selectUsersInOrganisations, type UserRow } from './queries.ts';

/**
 * Users in the given organisations (null: all users), filtered and ordered by name, one page. The
 * organisation and role filters are about one permission entry: an admin of A who is a user of B is
 * not found as an admin of B.
 */
export async function listUsers(db: Db, organisationIds: string[] | null, filters: TUserListQuery): Promise<TUser[]> {
  if (organisationIds && organisationIds.length === 0) return [];
  let query = organisationIds ? selectUsersInOrganisations(db, organisationIds) : selectPeople(db);
  const { search, organisationId, role, state } = filters;
  if (search) {
    const pattern = likePattern(search);
    query = query.where((eb) => eb.or([eb('users.name', 'ilike', pattern), eb('users.email', 'ilike', pattern)]));
  }
  if (organisationId || role) {
    query = query.where((eb) => {
      let entry = eb.selectFrom('permissions as f').select('f.userId').whereRef('f.userId', '=', 'users.id');
      if (organisationId) entry = entry.where('f.organisationId', '=', organisationId);
      if (role) entry = entry.where('f.role', '=', role);
      return eb.exists(entry);
    });
  }
  if (state === 'disabled') query = query.where('users.disabledAt', 'is not', null);
  if (state === 'active')
    query = query.where('users.disabledAt', 'is', null).where('users.requiredPasswordChange', '=', false);
  if (state === 'passwordChange')
    query = query.where('users.disabledAt', 'is', null).where('users.requiredPasswordChange', '=', true);
  const rows = await query
    .orderBy('users.name')
    .orderBy('users.id')
    .limit(filters.limit)
    .offset(filters.offset)
    .execute();
  return (rows as UserRow[]).map(presentUser);
}
