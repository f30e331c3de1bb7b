import { PASSWORD_RESET_MESSAGES, type TResetPasswordRequest } from '@fixline/domain';
import type { AppContext } from '../../app-context.ts';
import { refuseWeakPassword } from '../../auth/password-strength.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { revokeUserSessions } from '../../auth/session-queries.ts';
import { HttpError, notFound } from '../../http/http-error.ts';
import { hashInviteToken } from './invite-token.ts';

/**
 * POST /api/users/reset-password: a "Forgot password?" link's token and the new password. The link is
 * used up in the statement that checks it, so two tabs racing with one link change the password once.
 * Every session of the account ends: whoever knew the old password is signed out.
 */
export async function resetPassword(
  ctx: Pick<AppContext, 'db' | 'clock' | 'sessions' | 'realtime'>,
  { token, password }: TResetPasswordRequest,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  const userId = await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock.now();
    const link = await trx
      .updateTable('passwordResets')
      .set({ usedAt: now })
      .where('tokenHash', '=', hashInviteToken(token))
      .where('usedAt', 'is', null)
      .returning(['userId', 'expiresAt'])
      .executeTakeFirst();
    if (!link) throw notFound(PASSWORD_RESET_MESSAGES.invalid);
    if (link.expiresAt.getTime() <= now.getTime()) throw new HttpError(410, PASSWORD_RESET_MESSAGES.expired);
    const user = await trx
      .updateTable('users')
      .set({ passwordHash, requiredPasswordChange: false, updatedAt: now })
      .where('id', '=', link.userId)
      .where('disabledAt', 'is', null)
      .returning(['id', 'email', 'name'])
      .executeTakeFirst();
    if (!user) throw notFound(PASSWORD_RESET_MESSAGES.invalid);
    // Refused, the transaction is rolled back: the link is not used up and the old password stays.
    refuseWeakPassword('password', password, user);
    await revokeUserSessions(trx, user.id);
    return user.id;
  });
  ctx.sessions.changed(userId);
  ctx.realtime.endSessions({ userId });
}
