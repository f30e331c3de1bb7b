import { ERROR_MESSAGES, type TInvitePreview, type TRegisterRequest } from '@fixline/domain';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import { refuseWeakPassword } from '../../auth/password-strength.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Db } from '../../db/database.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { idempotentTransaction } from '../../idempotency/idempotent-transaction.ts';
import { hashInviteToken } from './invite-token.ts';

function liveInvite(db: Db, token: string) {
  return db
    .selectFrom('invites')
    .innerJoin('organisations', 'organisations.id', 'invites.organisationId')
    .select([
      'invites.id',
      'invites.email',
      'invites.role',
      'invites.expiresAt',
      'invites.organisationId',
      'organisations.name as organisationName',
      'organisations.type as organisationType',
    ])
    .where('invites.tokenHash', '=', hashInviteToken(token))
    .where('invites.usedAt', 'is', null)
    .where('invites.expiresAt', '>', new Date());
}

/** What the registration page shows before the person accepts: used, expired and forged links are 404. */
export async function previewInvite(ctx: AppContext, token: string): Promise<TInvitePreview> {
  const invite = await liveInvite(ctx.db, token).executeTakeFirst();
  if (!invite) throw notFound(ERROR_MESSAGES.inviteInvalid);
  const { email, organisationName, organisationType, role, expiresAt } = invite;
  return { email, organisationName, organisationType, role, expiresAt: expiresAt.toISOString() };
}

/**
 * Accepts an invitation: the invite is spent by a conditional update in the same transaction that
 * creates the user, so a link works exactly once even when used twice at the same moment.
 */
export async function registerUser(ctx: AppContext, token: string, input: TRegisterRequest) {
  const passwordHash = await hashPassword(input.password);
  return idempotentTransaction(ctx.db, async (trx) => {
    const invite = await liveInvite(trx, token).forUpdate('invites').executeTakeFirst();
    if (!invite) throw notFound(ERROR_MESSAGES.inviteInvalid);
    // Refused here, the invitation stays unused: the person chooses another password with the same link.
    refuseWeakPassword('password', input.password, { email: invite.email, name: input.name });
    await trx.updateTable('invites').set({ usedAt: new Date() }).where('id', '=', invite.id).execute();
    const user = await trx
      .insertInto('users')
      .values({ email: invite.email, name: input.name, passwordHash })
      .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
      .returning(['id', 'email'])
      .executeTakeFirst();
    if (!user) throw conflict('This email address already has an account');
    await trx
      .insertInto('permissions')
      .values({ userId: user.id, organisationId: invite.organisationId, role: invite.role })
      .execute();
    return user;
  });
}
