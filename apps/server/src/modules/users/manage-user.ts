import type { TUser } from '@fixline/domain';
import type { AppContext } from '../../app-context.ts';
import type { Actor } from '../../auth/actor.ts';
import { revokeUserSessions } from '../../auth/session-queries.ts';
import { badRequest, notFound } from '../../http/http-error.ts';
import { manageableUserOrganisations } from './policy.ts';
import { presentUser } from './present-user.ts';
import { findUserById, selectUsers, selectUsersInOrganisations, type UserRow } from './queries.ts';

async function findManageableUser(ctx: AppContext, actor: Actor, userId: string): Promise<UserRow> {
  const organisations = manageableUserOrganisations(actor);
  const query = organisations === null ? selectUsers(ctx.db) : selectUsersInOrganisations(ctx.db, organisations);
  const row = organisations?.length === 0 ? undefined : await query.where('users.id', '=', userId).executeTakeFirst();
  if (!row) throw notFound('User not found');
  return row as UserRow;
}

async function reload(ctx: AppContext, userId: string): Promise<TUser> {
  const row = await findUserById(ctx.db, userId);
  if (!row) throw notFound('User not found');
  return presentUser(row);
}

/** Disabling ends every session of that user at once; enabling lets them sign in again. */
export async function setUserDisabled(ctx: AppContext, actor: Actor, userId: string, disabled: boolean) {
  if (userId === actor.userId) throw badRequest('You cannot disable or enable your own account');
  await findManageableUser(ctx, actor, userId);
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ disabledAt: disabled ? new Date() : null, updatedAt: new Date() })
      .where('id', '=', userId)
      .execute();
    if (disabled) await revokeUserSessions(trx, userId);
  });
  ctx.sessions.changed(userId);
  if (disabled) ctx.realtime.endSessions({ userId });
  return reload(ctx, userId);
}

/** The next request the user makes asks them to change their password first (spec section 2). */
export async function requirePasswordChange(ctx: AppContext, actor: Actor, userId: string) {
  await findManageableUser(ctx, actor, userId);
  await ctx.db
    .updateTable('users')
    .set({ requiredPasswordChange: true, updatedAt: new Date() })
    .where('id', '=', userId)
    .execute();
  ctx.sessions.changed(userId);
  return reload(ctx, userId);
}
