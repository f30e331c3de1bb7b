import { type TInvitation, USER_MESSAGES } from '@fixline/domain';
import type { AppContext } from '../../app-context.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { organisationsReached } from '../organisations/organisation-policy.ts';
import { hashInviteToken, newInviteToken } from './invite-token.ts';

/** Whose invitations an actor sees and handles: those of the organisations they may invite to. */
function invitationReach(actor: Actor): string[] | null {
  return organisationsReached(actor, ['ExecuteUserInvite', 'ExecuteSuperAdminInvite']);
}

function pendingInvitations(db: Db, actor: Actor) {
  const reach = invitationReach(actor);
  let query = db
    .selectFrom('invites')
    .innerJoin('organisations', 'organisations.id', 'invites.organisationId')
    .leftJoin('users as inviter', 'inviter.id', 'invites.invitedBy')
    .select(['invites.id', 'invites.email', 'invites.organisationId', 'invites.role', 'invites.expiresAt'])
    .select(['invites.createdAt', 'organisations.name as organisationName', 'inviter.name as invitedBy'])
    .where('invites.usedAt', 'is', null);
  if (reach) query = query.where('invites.organisationId', 'in', reach);
  return query;
}

type InvitationRow = Omit<TInvitation, 'expiresAt' | 'createdAt' | 'expired'> & { expiresAt: Date; createdAt: Date };

function presentInvitation(row: InvitationRow): TInvitation {
  return {
    ...row,
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= Date.now(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Invitations not yet used, expired ones too (they can be sent again), newest first. */
export async function listInvitations(db: Db, actor: Actor): Promise<TInvitation[]> {
  // An actor who reaches no organisation has none to see (`in ()` is not SQL).
  if (invitationReach(actor)?.length === 0) return [];
  const rows = await pendingInvitations(db, actor).orderBy('invites.createdAt', 'desc').orderBy('invites.id').execute();
  return rows.map(presentInvitation);
}

/**
 * A fresh link for an unused invitation, with a fresh expiry. Only the new token's hash is kept, so the
 * link sent before stops working: whoever holds a leaked copy cannot use it.
 */
export async function resendInvitation(ctx: AppContext, actor: Actor, id: string) {
  const token = newInviteToken();
  const expiresAt = new Date(Date.now() + ctx.config.inviteTtlHours * 3_600_000);
  const reach = invitationReach(actor);
  let update = ctx.db
    .updateTable('invites')
    .set({ tokenHash: hashInviteToken(token), expiresAt })
    .where('id', '=', id)
    .where('usedAt', 'is', null);
  if (reach) update = update.where('organisationId', 'in', reach);
  const updated = reach?.length === 0 ? undefined : await update.executeTakeFirst();
  if (!updated?.numUpdatedRows) throw notFound(USER_MESSAGES.invitationNotFound);
  return { inviteUrl: `${ctx.config.publicUrl}/register?token=${token}`, expiresAt: expiresAt.toISOString() };
}

/** Revoking deletes the unused invitation: its link answers "not valid" from then on. */
export async function revokeInvitation(db: Db, actor: Actor, id: string): Promise<void> {
  const reach = invitationReach(actor);
  let remove = db.deleteFrom('invites').where('id', '=', id).where('usedAt', 'is', null);
  if (reach) remove = remove.where('organisationId', 'in', reach);
  const removed = reach?.length === 0 ? undefined : await remove.executeTakeFirst();
  if (!removed?.numDeletedRows) throw notFound(USER_MESSAGES.invitationNotFound);
}
