import { isPermitted, isRoleAllowed, organisationIdsWith, type TInviteRequest } from '@fixline/domain';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { Actor } from '../../auth/actor.ts';
import { badRequest, conflict, notFound } from '../../http/http-error.ts';
import { idempotentTransaction } from '../../idempotency/idempotent-transaction.ts';
import { hashInviteToken, newInviteToken } from './invite-token.ts';

/**
 * An organisation admin invites people to their own organisation as ADMIN or USER; a super admin
 * invites anyone to any organisation in any role the organisation type allows. The link is returned
 * to the inviter (mail delivery comes with the organisations module).
 */
export async function inviteUser(ctx: AppContext, actor: Actor, input: TInviteRequest, log: (msg: string) => void) {
  const { db, config } = ctx;
  const superInviter = isPermitted(actor, { privileges: ['ExecuteSuperAdminInvite'] });
  const reachable = superInviter ? null : organisationIdsWith(actor, 'ExecuteUserInvite');
  if (reachable && !reachable.includes(input.organisationId)) throw notFound('Organisation not found');

  const organisation = await db
    .selectFrom('organisations')
    .select(['id', 'name', 'type'])
    .where('id', '=', input.organisationId)
    .executeTakeFirst();
  if (!organisation) throw notFound('Organisation not found');
  if (!isRoleAllowed(organisation.type, input.role) || (!superInviter && input.role === 'SUPER_ADMIN')) {
    throw badRequest(`A ${organisation.type} organisation cannot have the role ${input.role}`);
  }
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', input.email)
    .executeTakeFirst();
  if (existing) throw conflict('This email address already has an account');

  const token = newInviteToken();
  const expiresAt = new Date(Date.now() + config.inviteTtlHours * 3_600_000);
  // The transaction answers the route's answer: a retry with the same Idempotency-Key gets this link again.
  return idempotentTransaction(db, async (trx) => {
    const invite = await trx
      .insertInto('invites')
      .values({
        tokenHash: hashInviteToken(token),
        email: input.email,
        organisationId: organisation.id,
        role: input.role,
        invitedBy: actor.userId,
        expiresAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The link itself is a credential: the log names the invitation, never its token.
    log(`invite ${invite.id} created for ${input.email} to ${organisation.name} as ${input.role}`);
    return { inviteUrl: `${config.publicUrl}/register?token=${token}`, expiresAt: expiresAt.toISOString() };
  });
}
