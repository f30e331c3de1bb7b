import { ERROR_MESSAGES } from '@fixline/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { LOGIN_LIMITS, loginWaitSeconds } from './login-back-off.ts';

/** Who is trying: the address key (http/address-key.ts) and, from a trusted browser, its device id. */
export interface LoginClient {
  address: string;
  /** Set only when the device cookie was issued to the account being tried (auth/device-cookies.ts). */
  device: string | null;
}

type Executor = Pick<Db, 'selectFrom'>;

/**
 * Reserves one try, or refuses it with 429 and Retry-After (login-back-off.ts). The try is recorded as
 * a failure before the password is checked and settled as a success after, so tries racing in parallel
 * (on any node: these are rows, serialised by advisory locks per account, device and address) count
 * against one another and never get more than the limit between them.
 */
export async function reserveLoginAttempt(db: Db, email: string, client: LoginClient): Promise<string> {
  return db.transaction().execute(async (trx) => {
    // Always the account (or device) before the address, so two tries never wait on each other in a circle.
    const keys = client.device ? [`device:${client.device}`] : [`account:${email}`, `address:${client.address}`];
    for (const key of keys) await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);

    const wait = client.device
      ? await consecutiveFailuresWait(trx, { device: client.device })
      : Math.max(await consecutiveFailuresWait(trx, { email }), await addressWait(trx, client.address));
    if (wait > 0) {
      throw new HttpError(429, ERROR_MESSAGES.tooManyAttempts, undefined, { 'retry-after': String(wait) });
    }
    const { id } = await trx
      .insertInto('loginAttempts')
      .values({ email, address: client.address, device: client.device, succeeded: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  });
}

/** A reserved try whose password was right becomes a success, which clears the counts behind it. */
export async function settleLoginAttempt(db: Db, attemptId: string, succeeded: boolean): Promise<void> {
  if (succeeded) await db.updateTable('loginAttempts').set({ succeeded: true }).where('id', '=', attemptId).execute();
}

/**
 * The consecutive failures of an account from untrusted clients, or of one trusted device: those in
 * the look-back since its last success (a device's success also clears its account's count).
 */
async function consecutiveFailuresWait(db: Executor, who: { email: string } | { device: string }): Promise<number> {
  const column = 'email' in who ? 'email' : 'device';
  const value = 'email' in who ? who.email : who.device;
  const lastSuccess = db
    .selectFrom('loginAttempts')
    .select((eb) => eb.fn.max('attemptedAt').as('at'))
    .where(column, '=', value)
    .where('succeeded', '=', true);
  let query = db
    .selectFrom('loginAttempts')
    .select(['attemptedAt', sql<Date>`now()`.as('now')])
    .where(column, '=', value)
    .where('succeeded', '=', false)
    .where('attemptedAt', '>', sql<Date>`now() - make_interval(hours => ${LOGIN_LIMITS.lookbackHours})`)
    .where('attemptedAt', '>', sql<Date>`coalesce((${lastSuccess}), '-infinity')`);
  if ('email' in who) query = query.where('device', 'is', null);
  return waitOf(await query.orderBy('attemptedAt').execute());
}

/** Failures from one address by untrusted clients, in the window only: no growth for a shared address. */
async function addressWait(db: Executor, address: string): Promise<number> {
  const rows = await db
    .selectFrom('loginAttempts')
    .select(['attemptedAt', sql<Date>`now()`.as('now')])
    .where('address', '=', address)
    .where('device', 'is', null)
    .where('succeeded', '=', false)
    .where('attemptedAt', '>', sql<Date>`now() - make_interval(mins => ${LOGIN_LIMITS.windowMinutes})`)
    .orderBy('attemptedAt')
    .execute();
  return waitOf(rows, { perWindow: LOGIN_LIMITS.perAddress, grows: false });
}

/** The wait that failures in time order ask for, timed by the database's clock (each row's now()). */
function waitOf(rows: { attemptedAt: Date; now: Date }[], options?: Parameters<typeof loginWaitSeconds>[2]): number {
  const now = rows[0]?.now;
  return now
    ? loginWaitSeconds(
        rows.map((row) => row.attemptedAt),
        now,
        options,
      )
    : 0;
}
