import { ERROR_MESSAGES, type TLoginRequest, type TLoginResponse } from '@fixline/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { DeviceCookie } from '../../auth/device-cookies.ts';
import { hashPassword, needsRehash, verifyAgainstNothing, verifyPassword } from '../../auth/passwords.ts';
import { createSession } from '../../auth/session-queries.ts';
import { HttpError } from '../../http/http-error.ts';
import { reserveLoginAttempt, settleLoginAttempt } from './login-limits.ts';
import { presentUser } from './present-user.ts';
import { findUserById } from './queries.ts';

export interface LoginRequestContext {
  /** The address key the per-address limit counts (http/address-key.ts). */
  address: string;
  /** The device cookie the browser sent, if any: trusted only when it was issued to this account. */
  deviceCookie: string | undefined;
  /** Where the security events go: every sign-in, failed or not (ASVS 16.3.1), without the typed email. */
  log: FastifyBaseLogger;
}

export interface LoginResult {
  response: TLoginResponse;
  /** A fresh device cookie for this browser, now known to have signed in as this user. */
  deviceCookie: DeviceCookie;
}

const invalidCredentials = () => new HttpError(401, ERROR_MESSAGES.invalidCredentials);

/** Signs a person in: the same answer, in the same time, for an unknown email and a wrong password. */
export async function login(ctx: AppContext, input: TLoginRequest, client: LoginRequestContext): Promise<LoginResult> {
  const { db, tokens, devices, config } = ctx;
  const email = input.email.toLowerCase();
  const account = await db
    .selectFrom('users')
    .select(['id', 'passwordHash', 'disabledAt'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
    // An API key's user is nobody to sign in as (decision 0064).
    .where('kind', '=', 'person')
    .executeTakeFirst();
  const device = await devices.verify(client.deviceCookie, account?.id);
  // The typed email is never logged: people type their password into it often enough.
  const event = { userId: account?.id ?? null, trustedDevice: device !== null, address: client.address };

  const attemptId = await reserveLoginAttempt(db, email, { address: client.address, device }).catch((error) => {
    client.log.warn({ ...event, event: 'authn_login_lock' }, 'sign-in refused: too many failures');
    throw error;
  });
  const passwordOk = account
    ? await verifyPassword(account.passwordHash, input.password)
    : await verifyAgainstNothing(input.password);
  await settleLoginAttempt(db, attemptId, passwordOk);
  if (!account || !passwordOk) {
    client.log.info({ ...event, event: 'authn_login_fail' }, 'sign-in failed');
    throw invalidCredentials();
  }
  if (account.disabledAt) {
    client.log.info({ ...event, event: 'authn_login_fail_disabled' }, 'sign-in to a disabled account');
    throw new HttpError(403, "This account is disabled. Ask your organisation's administrator to enable it.");
  }
  if (needsRehash(account.passwordHash)) {
    const passwordHash = await hashPassword(input.password);
    await db
      .updateTable('users')
      .set({ passwordHash })
      .where('id', '=', account.id)
      .where('passwordHash', '=', account.passwordHash)
      .execute();
  }

  const expiresAt = new Date(Date.now() + config.jwtExpiresInSeconds * 1000);
  const sessionId = await createSession(db, account.id, expiresAt);
  const token = await tokens.sign({ userId: account.id, sessionId }, expiresAt);
  const user = await findUserById(db, account.id);
  if (!user) throw invalidCredentials();
  client.log.info({ ...event, event: 'authn_login_success' }, 'signed in');
  return { response: { token, user: presentUser(user) }, deviceCookie: await devices.issue(account.id) };
}
