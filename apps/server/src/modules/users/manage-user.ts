import { isRoleAllowed, type TRoleChangeRequest, type TUser, USER_MESSAGES } from '@fixline/domain';
import type { AppContext } from '../../app-context.ts';
import type { Actor } from '../../auth/actor.ts';
import { badRequest, notFound } from '../../http/http-error.ts';
import { ADMIN_ROLES, adminOrganisationsOf, disableUser, keepAnAdmin } from './last-admin.ts';
import { manageableUserOrganisations } from './policy.ts';
import { presentUser } from './present-user.ts';
import { findUserById, selectPeople, selectUsersInOrganisations, type UserRow } from './queries.ts';

/** The user if the actor may manage them (in `within` when given), otherwise 404. */
async function findManageableUser(ctx: AppContext, actor: Actor, userId: string, within?: string): Promise<UserRow> {
  const manageable = manageableUserOrganisations(actor);
  let organisations = manageable;
  if (within) organisations = manageable === null || manageable.includes(within) ? [within] : [];
  const query = organisations === null ? selectPeople(ctx.db) : selectUsersInOrganisations(ctx.db, organisations);
  const row = organisations?.length === 0 ? undefined : await query.where('users.id', '=', userId).executeTakeFirst();
  if (!row) throw notFound(USER_MESSAGES.notFound);
  return row as UserRow;
}

async function reload(ctx: AppContext, userId: string): Promise<TUser> {
  const row = await findUserById(ctx.db, userId);
  if (!row) throw notFound(USER_MESSAGES.notFound);
  return presentUser(row);
}

/**
 * Disabling ends every session and socket of that user at once, and is refused if it would leave one of
 * their organisations without an enabled admin; enabling lets them sign in again.
 */
export async function setUserDisabled(ctx: AppContext, actor: Actor, userId: string, disabled: boolean) {
  if (userId === actor.userId) throw badRequest(USER_MESSAGES.ownAccount);
  await findManageableUser(ctx, actor, userId);
  if (disabled) {
    await ctx.db.transaction().execute((trx) => disableUser(trx, userId));
  } else {
    await ctx.db
      .updateTable('users')
      .set({ disabledAt: null, updatedAt: new Date() })
      .where('id', '=', userId)
      .execute();
  }
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

/**
 * A member's role within one organisation, among those its type allows (so SUPER_ADMIN only on the
 * platform, which only super admins reach); nobody demotes the last enabled admin. The new privileges apply at their next request.
 */
export async function changeRole(ctx: AppContext, actor: Actor, userId: string, input: TRoleChangeRequest) {
  const { organisationId, role } = input;
  await findManageableUser(ctx, actor, userId, organisationId);
  const organisation = await ctx.db
    .selectFrom('organisations')
    .select('type')
    .where('id', '=', organisationId)
    .executeTakeFirstOrThrow();
  if (!isRoleAllowed(organisation.type, role)) {
    const message = `A ${organisation.type} organisation cannot have the role ${role}`;
    throw badRequest(message, [`role: ${message}`]);
  }
  await ctx.db.transaction().execute(async (trx) => {
    const wasAdmin = (await adminOrganisationsOf(trx, userId)).includes(organisationId);
    if (wasAdmin && !ADMIN_ROLES.includes(role)) await keepAnAdmin(trx, userId, [organisationId]);
    await trx
      .updateTable('permissions')
      .set({ role })
      .where('userId', '=', userId)
      .where('organisationId', '=', organisationId)
      .execute();
  });
  ctx.sessions.changed(userId);
  return reload(ctx, userId);
}
