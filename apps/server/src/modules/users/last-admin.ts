import { type Role, USER_MESSAGES } from '@fixline/domain';
import type { Transaction } from 'kysely';
import { revokeUserSessions } from '../../auth/session-queries.ts';
import type { Database } from '../../db/schema.ts';
import { conflict } from '../../http/http-error.ts';

/** The roles that run an organisation: its ADMINs, and the platform's SUPER_ADMINs. */
export const ADMIN_ROLES: readonly Role[] = ['ADMIN', 'SUPER_ADMIN'];

/**
 * Refuses (409) to leave any of `organisationIds` without an enabled admin once `userId` is no longer
 * one there. The organisations' rows are locked first, so two admins disabling each other at the same
 * moment are taken one after the other, and the second is refused.
 */
export async function keepAnAdmin(trx: Transaction<Database>, userId: string, organisationIds: readonly string[]) {
  if (organisationIds.length === 0) return;
  await trx
    .selectFrom('organisations')
    .select('id')
    .where('id', 'in', organisationIds)
    .orderBy('id')
    .forUpdate()
    .execute();
  const stillRun = await trx
    .selectFrom('permissions')
    .innerJoin('users', 'users.id', 'permissions.userId')
    .select('permissions.organisationId')
    .distinct()
    .where('permissions.organisationId', 'in', organisationIds)
    .where('permissions.role', 'in', ADMIN_ROLES)
    .where('permissions.userId', '!=', userId)
    .where('users.disabledAt', 'is', null)
    .execute();
  if (stillRun.length < new Set(organisationIds).size) throw conflict(USER_MESSAGES.lastAdmin);
}

/** The organisations in which the user is an admin. */
export async function adminOrganisationsOf(trx: Transaction<Database>, userId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('permissions')
    .select('organisationId')
    .where('userId', '=', userId)
    .where('role', 'in', ADMIN_ROLES)
    .execute();
  return rows.map((r) => r.organisationId);
}

/**
 * Disables a user and ends their sessions, unless that leaves one of their organisations without an
 * enabled admin (409): the one way someone is disabled, by the API and by the demo data alike. The
 * caller tells the nodes and sockets once the transaction has committed.
 */
export async function disableUser(trx: Transaction<Database>, userId: string): Promise<void> {
  await keepAnAdmin(trx, userId, await adminOrganisationsOf(trx, userId));
  await trx
    .updateTable('users')
    .set({ disabledAt: new Date(), updatedAt: new Date() })
    .where('id', '=', userId)
    .execute();
  await revokeUserSessions(trx, userId);
}
