import { ORGANISATION_MESSAGES, type TOrganisation, type TOrganisationListItem } from '@fixline/domain';
import { type ExpressionBuilder, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/postgres-errors.ts';
import type { Database } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/http-error.ts';

function userCount(eb: ExpressionBuilder<Database, 'organisations'>) {
  return eb
    .selectFrom('permissions')
    .select((e) => e.fn.countAll<string>().as('n'))
    .whereRef('permissions.organisationId', '=', 'organisations.id')
    .as('users');
}

/** An organisation's row as lists show it, its people counted. */
export function selectOrganisationItems(db: Db) {
  return db
    .selectFrom('organisations')
    .select(['organisations.id', 'organisations.name', 'organisations.type', 'organisations.capabilities'])
    .select('organisations.createdAt')
    .select((eb) => userCount(eb));
}

type ItemRow = Omit<TOrganisationListItem, 'users' | 'createdAt'> & { users: string | null; createdAt: Date };

export function presentOrganisationItem(row: ItemRow): TOrganisationListItem {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    capabilities: [...row.capabilities],
    users: Number(row.users ?? 0),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** One organisation with its settings and members (admins first, then by name); undefined if absent. */
export async function readOrganisation(db: Db, id: string): Promise<TOrganisation | undefined> {
  const row = await selectOrganisationItems(db)
    .select(['organisations.biddingWindowHours', 'organisations.authorisationDeadlineDays'])
    .select('organisations.serviceRadiusKm')
    .select((eb) =>
      jsonArrayFrom(
        eb
          .selectFrom('permissions')
          .innerJoin('users', 'users.id', 'permissions.userId')
          .select(['users.id', 'users.name', 'users.email', 'permissions.role'])
          .select(sql<boolean>`users.disabled_at is not null`.as('disabled'))
          .whereRef('permissions.organisationId', '=', 'organisations.id')
          .orderBy('permissions.role')
          .orderBy('users.name')
          .orderBy('users.id'),
      ).as('members'),
    )
    .where('organisations.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { biddingWindowHours, authorisationDeadlineDays, serviceRadiusKm, members } = row;
  return {
    ...presentOrganisationItem(row),
    settings: { biddingWindowHours, authorisationDeadlineDays, serviceRadiusKm },
    members,
  };
}

export async function readOrganisationOr404(db: Db, id: string): Promise<TOrganisation> {
  const organisation = await readOrganisation(db, id);
  if (!organisation) throw notFound(ORGANISATION_MESSAGES.notFound);
  return organisation;
}

/** The unique index on lower(name) decides, so two people taking one name at once get one answer and one 409. */
export async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ORGANISATION_MESSAGES.taken);
    throw error;
  }
}
