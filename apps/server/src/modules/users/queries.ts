import type { Capability, OrganisationType, Role } from '@fixline/domain';
import type { ExpressionBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

export interface PermissionRow {
  role: Role;
  organisationId: string;
  organisationName: string;
  organisationType: OrganisationType;
  capabilities: Capability[];
}

export interface UserRow {
  id: string;
  email: string;
  name: string;
  phone: string | null;
  requiredPasswordChange: boolean;
  disabledAt: Date | null;
  createdAt: Date;
  permissions: PermissionRow[];
}

/** A user's permission entries with their organisations, as one JSON column of the user's row. */
function permissionsOf(eb: ExpressionBuilder<Database, 'users'>) {
  return jsonArrayFrom(
    eb
      .selectFrom('permissions')
      .innerJoin('organisations', 'organisations.id', 'permissions.organisationId')
      .select([
        'permissions.role',
        'permissions.organisationId',
        'organisations.name as organisationName',
        'organisations.type as organisationType',
        'organisations.capabilities',
      ])
      .whereRef('permissions.userId', '=', 'users.id')
      .orderBy('permissions.createdAt'),
  ).as('permissions');
}

export function selectUsers(db: Db) {
  return db
    .selectFrom('users')
    .select([
      'users.id',
      'users.email',
      'users.name',
      'users.phone',
      'users.requiredPasswordChange',
      'users.disabledAt',
    ])
    .select('users.createdAt')
    .select((eb) => permissionsOf(eb));
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return (await selectUsers(db).where('users.id', '=', id).executeTakeFirst()) as UserRow | undefined;
}

/** People: every user but an API key's own (decision 0064), who is nobody to list, manage or sign in as. */
export function selectPeople(db: Db) {
  return selectUsers(db).where('users.kind', '=', 'person');
}

/** People that hold a permission in any of the organisations, oldest first. */
export function selectUsersInOrganisations(db: Db, organisationIds: readonly string[]) {
  return selectPeople(db).where((eb) =>
    eb.exists(
      eb
        .selectFrom('permissions as p')
        .select('p.userId')
        .whereRef('p.userId', '=', 'users.id')
        .where('p.organisationId', 'in', organisationIds),
    ),
  );
}
