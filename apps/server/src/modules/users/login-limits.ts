import { ERROR_MESSAGES } from '@fixline/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';

/**
 * Failed sign-ins are limited per account (5 in 15 minutes) and per address (50 in 15 minutes).
 * Attempts are rows in PostgreSQL, so the limits hold across every server node.
 */
export const LOGIN_LIMITS = { windowMinutes: 15, perAccount: 5, perAddress: 50 } as const;

export async function assertLoginAllowed(db: Db, email: string, address: string): Promise<void> {
  const since = sql<Date>`now() - make_interval(mins => ${LOGIN_LIMITS.windowMinutes})`;
  const row = await db
    .selectFrom('loginAttempts')
    .select((eb) => [
      eb.fn.countAll<number>().filterWhere('email', '=', email).as('forAccount'),
      eb.fn.countAll<number>().filterWhere('address', '=', address).as('forAddress'),
      eb.fn.min('attemptedAt').filterWhere('email', '=', email).as('oldestForAccount'),
    ])
    .where('succeeded', '=', false)
    .where('attemptedAt', '>', since)
    .where((eb) => eb.or([eb('email', '=', email), eb('address', '=', address)]))
    .executeTakeFirstOrThrow();
  if (row.forAccount >= LOGIN_LIMITS.perAccount || row.forAddress >= LOGIN_LIMITS.perAddress) {
    // Back off until the oldest counted failure leaves the window.
    const oldest = row.oldestForAccount ? new Date(row.oldestForAccount).getTime() : Date.now();
    const retryAfter = Math.max(1, Math.ceil((oldest + LOGIN_LIMITS.windowMinutes * 60_000 - Date.now()) / 1000));
    throw new HttpError(429, ERROR_MESSAGES.tooManyAttempts, undefined, { 'retry-after': String(retryAfter) });
  }
}

export async function recordLoginAttempt(db: Db, email: string, address: string, succeeded: boolean) {
  await db.insertInto('loginAttempts').values({ email, address, succeeded }).execute();
}
