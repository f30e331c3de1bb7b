import type { Db } from '../db/database.ts';
import { selectUsers } from '../modules/users/queries.ts';
import type { SessionCache, SessionUser } from './session-cache.ts';
import type { TokenClaims } from './tokens.ts';

/** The user behind a token, only while its session is live and the user is enabled: one query. */
async function findActiveSessionUser(db: Db, claims: TokenClaims): Promise<SessionUser | undefined> {
  const row = await selectUsers(db)
    .innerJoin('sessions', 'sessions.userId', 'users.id')
    .select('sessions.expiresAt as sessionExpiresAt')
    .where('sessions.id', '=', claims.sessionId)
    .where('users.id', '=', claims.userId)
    .where('sessions.revokedAt', 'is', null)
    .where('sessions.expiresAt', '>', new Date())
    .where('users.disabledAt', 'is', null)
    .executeTakeFirst();
  return row as SessionUser | undefined;
}

/** findActiveSessionUser, answered from this node's cache while it may be trusted. */
export async function findSessionUser(
  db: Db,
  cache: SessionCache,
  claims: TokenClaims,
): Promise<SessionUser | undefined> {
  const cached = cache.find(claims.sessionId);
  if (cached && cached.id === claims.userId) return cached;
  const epoch = cache.epoch;
  const user = await findActiveSessionUser(db, claims);
  if (user) cache.remember(claims.sessionId, user, epoch);
  return user;
}

export async function createSession(db: Db, userId: string, expiresAt: Date): Promise<string> {
  const { id } = await db
    .insertInto('sessions')
    .values({ userId, expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revokedAt: new Date() })
    .where('id', '=', sessionId)
    .where('revokedAt', 'is', null)
    .execute();
}

/** Ends every live session of a user, except optionally the one making the request. */
export async function revokeUserSessions(db: Db, userId: string, except?: string): Promise<void> {
  let query = db
    .updateTable('sessions')
    .set({ revokedAt: new Date() })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null);
  if (except) query = query.where('id', '!=', except);
  await query.execute();
}
