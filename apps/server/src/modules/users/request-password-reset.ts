import { PASSWORD_RESET_MESSAGES, PASSWORD_RESET_MINUTES, type TForgotPasswordRequest } from '@fixline/domain';
import type { AppContext } from '../../app-context.ts';
import { passwordResetMail } from '../../integrations/mail/mail-templates.ts';
import { queueMail } from '../../integrations/mail/queue-mail.ts';
import { hashInviteToken, newInviteToken } from './invite-token.ts';

/**
 * POST /api/users/forgot-password: mails an enabled account a single-use link to choose a new password.
 * The answer is the same whatever the address, and the work is the same too (a row and a queued mail,
 * never a send), so neither the words nor the time tell who has an account. A new link replaces the
 * account's unused ones.
 */
export async function requestPasswordReset(
  { db, config, clock }: Pick<AppContext, 'db' | 'config' | 'clock'>,
  { email }: TForgotPasswordRequest,
): Promise<{ message: string }> {
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'email'])
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .where('disabledAt', 'is', null)
      .where('kind', '=', 'person')
      .executeTakeFirst();
    if (!user) return;
    const now = clock.now();
    await trx
      .updateTable('passwordResets')
      .set({ usedAt: now })
      .where('userId', '=', user.id)
      .where('usedAt', 'is', null)
      .execute();
    const token = newInviteToken();
    const expiresAt = new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000);
    await trx
      .insertInto('passwordResets')
      .values({ userId: user.id, tokenHash: hashInviteToken(token), expiresAt })
      .execute();
    // In the fragment: the browser never sends it to a server, so no log or Referer holds it.
    const url = `${config.publicUrl}/reset-password#token=${token}`;
    await queueMail(trx, { kind: 'password-reset', to: user.email, ...passwordResetMail({ url, expiresAt }) });
  });
  return { message: PASSWORD_RESET_MESSAGES.requested };
}
