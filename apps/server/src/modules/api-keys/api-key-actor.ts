import { apiKeyPrivileges } from '@fixline/domain';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import { hashApiKeySecret } from './api-key-secret.ts';

/** A key's last use is written down to the minute: a system calling many times a second costs no write each time. */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * The actor behind an API key's secret, or null: unknown, revoked, or an old secret past its end. Looked
 * up on every request, never remembered, so a revoked key is refused at once on every node. The actor is
 * the key's own user, a USER of its organisation with only its scopes' privileges.
 */
export async function findApiKeyActor(db: Db, secret: string): Promise<Actor | null> {
  const hash = hashApiKeySecret(secret);
  const now = new Date();
  const key = await db
    .selectFrom('apiKeys')
    .innerJoin('organisations', 'organisations.id', 'apiKeys.organisationId')
    .innerJoin('users', 'users.id', 'apiKeys.userId')
    .select([
      'apiKeys.id',
      'apiKeys.userId',
      'apiKeys.name',
      'apiKeys.scopes',
      'apiKeys.lastUsedAt',
      'apiKeys.organisationId',
      'organisations.name as organisationName',
      'organisations.type as organisationType',
      'organisations.capabilities',
      'users.email',
    ])
    .where('apiKeys.revokedAt', 'is', null)
    .where((eb) =>
      eb.or([
        eb('apiKeys.secretHash', '=', hash),
        eb.and([eb('apiKeys.oldSecretHash', '=', hash), eb('apiKeys.oldSecretEndsAt', '>', now)]),
      ]),
    )
    .executeTakeFirst();
  if (!key) return null;
  if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    await db.updateTable('apiKeys').set({ lastUsedAt: now }).where('id', '=', key.id).execute();
  }
  return {
    userId: key.userId,
    sessionId: key.id,
    apiKeyId: key.id,
    email: key.email,
    name: key.name,
    requiredPasswordChange: false,
    permissions: [
      {
        role: 'USER',
        organisationType: key.organisationType,
        organisationId: key.organisationId,
        organisationName: key.organisationName,
        privileges: apiKeyPrivileges(key.scopes),
        capabilities: key.capabilities,
      },
    ],
  };
}
