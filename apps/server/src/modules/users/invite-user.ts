import { isPermitted, isRoleAllowed, organisationIdsWith, type TInviteRequest } from '@fixline/domain';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { Actor } from '../../auth/actor.ts';
import { badRequest, conflict, notFound } from '../../http/http-error.ts';
import { idempotentTransaction } from '../../idempotency/idempotent-transaction.ts';
import { invitationMail } from '../../integrations/mail/mail-templates.ts';
import { queueMail } from '../../integrations/mail/queue-mail.ts';
import { createInvitation } from './create-invitation.ts';

/**
 * An organisation admin invites people to their own organisation as ADMIN or USER; a super admin
 * invites anyone to any organisation in any role the organisation type allows. The link is mailed to
 * the invited person, in the same transaction as the invitation, and answered to the inviter too, who
 * may pass it on another way.
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

  // The transaction answers the route's answer: a retry with the same Idempotency-Key gets this link again.
  return idempotentTransaction(db, async (trx) => {
    const { id, token, expiresAt } = await createInvitation(trx, {
      email: input.email,
      organisationId: organisation.id,
      role: input.role,
      invitedBy: actor.userId,
      ttlHours: config.inviteTtlHours,
    });
    // The link itself is a credential: the log names the invitation, never its token.
    log(`invite ${id} created for ${input.email} to ${organisation.name} as ${input.role}`);
    const inviteUrl = `${config.publicUrl}/register?token=${token}`;
    const content = invitationMail({
      organisationName: organisation.name,
      role: input.role,
      inviterName: actor.name,
      url: inviteUrl,
      expiresAt,
    });
    await queueMail(trx, { kind: 'invitation', to: input.email, ...content });
    return { inviteUrl, expiresAt: expiresAt.toISOString() };
  });
}
