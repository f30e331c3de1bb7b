import { PASSWORD_RESET_MESSAGES, PASSWORD_RESET_MINUTES, type TForgotPasswordRequest } from '@fixline/domain';
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { passwordResetMail } from '../../integrations/mail/mail-templates.ts';
import { queueMail } from '../../integrations/mail/queue-mail.ts';
import { addJob } from '../../jobs/add-job.ts';
import { hashInviteToken, newInviteToken } from './invite-token.ts';

declare module '../../jobs/job-tasks.ts' {
  interface JobPayloads {
    'password-reset': { email: string };
  }
}

/**
 * A person waiting for the mail asks again within minutes; a link made hours after they asked is no use.
 * The last retry comes about a minute and a half after the first attempt (e¹ + … + e⁴ s).
 */
const RESET_MAX_ATTEMPTS = 5;

/**
 * POST /api/users/forgot-password: answers at once, whatever the address, after one and the same write
 * for every address: a job holding the address (issue 46). The look-up, the link and the mail are the
 * job's (`makePasswordReset`), so neither the words nor the time of the answer tell who has an account.
 */
export async function requestPasswordReset(
  { db }: Pick<AppContext, 'db'>,
  { email }: TForgotPasswordRequest,
): Promise<{ message: string }> {
  await addJob(db, 'password-reset', { email }, { maxAttempts: RESET_MAX_ATTEMPTS });
  return { message: PASSWORD_RESET_MESSAGES.requested };
}

/**
 * The 'password-reset' job: mails an enabled person's account a single-use link to choose a new password,
 * and an address without one nothing. A new link replaces the account's unused ones. One transaction: a
 * failed attempt leaves no link without its mail, and its retry makes them afresh.
 */
export async function makePasswordReset(
  { db, config, clock }: Pick<AppContext, 'db' | 'config' | 'clock'>,
  email: string,
): Promise<void> {
  await db.transaction().execute(async (trx: Db) => {
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
}
