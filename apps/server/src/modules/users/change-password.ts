import { ERROR_MESSAGES, type TPasswordUpdateRequest, type TUser } from '@fixline/domain';
import type { AppContext } from '../../app-context.ts';
import type { Actor } from '../../auth/actor.ts';
import { refuseWeakPassword } from '../../auth/password-strength.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { revokeUserSessions } from '../../auth/session-queries.ts';
import { badRequest, notFound, unprocessable } from '../../http/http-error.ts';
import { presentUser } from './present-user.ts';
import { findUserById } from './queries.ts';

/**
 * Changes the caller's password and clears requiredPasswordChange. Other sessions are signed out:
 * a password change is often a reaction to someone else knowing the old one.
 */
export async function changePassword(ctx: AppContext, actor: Actor, input: TPasswordUpdateRequest): Promise<TUser> {
  const { db } = ctx;
  const account = await db
    .selectFrom('users')
    .select(['passwordHash', 'email', 'name'])
    .where('id', '=', actor.userId)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(account.passwordHash, input.currentPassword))) {
    throw unprocessable(ERROR_MESSAGES.wrongPassword);
  }
  if (input.newPassword === input.currentPassword) {
    throw badRequest('The new password must be different from the current one');
  }
  refuseWeakPassword('newPassword', input.newPassword, account);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ passwordHash, requiredPasswordChange: false, updatedAt: new Date() })
      .where('id', '=', actor.userId)
      .execute();
    await revokeUserSessions(trx, actor.userId, actor.sessionId);
  });
  ctx.sessions.changed(actor.userId);
  ctx.realtime.endSessions({ userId: actor.userId, except: actor.sessionId });
  const user = await findUserById(db, actor.userId);
  if (!user) throw notFound('User not found');
  return presentUser(user);
}
