import { ERROR_MESSAGES, type TLoginRequest, type TLoginResponse } from '@fixline/domain';
import type { AppContext } from '../../app-context.ts';
import { verifyAgainstNothing, verifyPassword } from '../../auth/passwords.ts';
import { createSession } from '../../auth/session-queries.ts';
import { HttpError } from '../../http/http-error.ts';
import { assertLoginAllowed, recordLoginAttempt } from './login-limits.ts';
import { presentUser } from './present-user.ts';
import { findUserById } from './queries.ts';

const invalidCredentials = () => new HttpError(401, ERROR_MESSAGES.invalidCredentials);

/** Signs a person in: the same answer, in the same time, for an unknown email and a wrong password. */
export async function login(ctx: AppContext, input: TLoginRequest, address: string): Promise<TLoginResponse> {
  const { db, tokens, config } = ctx;
  const email = input.email.toLowerCase();
  await assertLoginAllowed(db, email, address);

  const account = await db
    .selectFrom('users')
    .select(['id', 'passwordHash', 'disabledAt'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    .executeTakeFirst();
  const passwordOk = account
    ? await verifyPassword(account.passwordHash, input.password)
    : await verifyAgainstNothing(input.password);
  await recordLoginAttempt(db, email, address, passwordOk);
  if (!account || !passwordOk) throw invalidCredentials();
  if (account.disabledAt) {
    throw new HttpError(403, "This account is disabled. Ask your organisation's administrator to enable it.");
  }

  const expiresAt = new Date(Date.now() + config.jwtExpiresInSeconds * 1000);
  const sessionId = await createSession(db, account.id, expiresAt);
  const token = await tokens.sign({ userId: account.id, sessionId }, expiresAt);
  const user = await findUserById(db, account.id);
  if (!user) throw invalidCredentials();
  return { token, user: presentUser(user) };
}
