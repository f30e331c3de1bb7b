import { randomBytes } from 'node:crypto';
import {
  API_KEY_MESSAGES,
  ORGANISATION_MESSAGES,
  type TApiKey,
  type TApiKeyRequest,
  type TApiKeyRotateRequest,
} from '@fixline/domain';
import type { Actor } from '../../auth/actor.ts';
import { hashPassword } from '../../auth/passwords.ts';
import type { Db } from '../../db/database.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { idempotentTransaction } from '../../idempotency/idempotent-transaction.ts';
import { reaches, settingsEditable } from '../organisations/organisation-policy.ts';
import { newApiKeySecret } from './api-key-secret.ts';

/** How long an old secret keeps working when a rotation gives the systems that use it a day to change over. */
const OLD_SECRET_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * An organisation's keys are its admins' and the platform's, as its settings are; others get 404. Only
 * a client organisation has keys: its own claims system is what they are for.
 */
async function requireKeyOrganisation(db: Db, actor: Actor, organisationId: string): Promise<void> {
  if (!reaches(settingsEditable(actor), organisationId)) throw notFound(ORGANISATION_MESSAGES.notFound);
  const organisation = await db
    .selectFrom('organisations')
    .select('type')
    .where('id', '=', organisationId)
    .executeTakeFirst();
  if (!organisation) throw notFound(ORGANISATION_MESSAGES.notFound);
  if (organisation.type !== 'client') throw notFound(API_KEY_MESSAGES.onlyForClients);
}

function selectKeys(db: Db) {
  return db
    .selectFrom('apiKeys')
    .leftJoin('users as creator', 'creator.id', 'apiKeys.createdBy')
    .selectAll('apiKeys')
    .select(['creator.name as creatorName']);
}
type KeyRow = Awaited<ReturnType<ReturnType<typeof selectKeys>['executeTakeFirstOrThrow']>>;

function presentKey(row: KeyRow, now: Date): TApiKey {
  const oldSecretWorks = row.oldSecretEndsAt && row.oldSecretEndsAt > now && !row.revokedAt;
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy && row.creatorName ? { id: row.createdBy, name: row.creatorName } : null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    oldSecretEndsAt: oldSecretWorks ? (row.oldSecretEndsAt?.toISOString() ?? null) : null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

async function presentKeyById(db: Db, id: string, secret?: string): Promise<TApiKey> {
  const row = await selectKeys(db).where('apiKeys.id', '=', id).executeTakeFirstOrThrow();
  return { ...presentKey(row, new Date()), ...(secret ? { secret } : {}) };
}

export async function listApiKeys(db: Db, actor: Actor, organisationId: string): Promise<TApiKey[]> {
  await requireKeyOrganisation(db, actor, organisationId);
  const rows = await selectKeys(db)
    .where('apiKeys.organisationId', '=', organisationId)
    .orderBy('apiKeys.createdAt')
    .orderBy('apiKeys.id')
    .execute();
  const now = new Date();
  return rows.map((row) => presentKey(row, now));
}

/**
 * A new key with its own user, named as the key, that what it does is written down by: a user no
 * person signs in as (kind 'api-key', a password nobody was told, no permission row, no session).
 * The answer carries the secret, once; with an Idempotency-Key a retry answers the same one.
 */
export async function createApiKey(
  db: Db,
  actor: Actor,
  organisationId: string,
  input: TApiKeyRequest,
): Promise<TApiKey> {
  await requireKeyOrganisation(db, actor, organisationId);
  const { secret, prefix, hash } = newApiKeySecret();
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  return idempotentTransaction(db, async (trx) => {
    const user = await trx
      .insertInto('users')
      .values({
        email: `${prefix.toLowerCase()}.${randomBytes(6).toString('hex')}@api-keys.invalid`,
        name: input.name,
        passwordHash,
        kind: 'api-key',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await trx
      .insertInto('apiKeys')
      .values({
        organisationId,
        userId: user.id,
        name: input.name,
        scopes: input.scopes,
        prefix,
        secretHash: hash,
        createdBy: actor.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return presentKeyById(trx, row.id, secret);
  });
}

async function liveKey(db: Db, actor: Actor, organisationId: string, keyId: string) {
  await requireKeyOrganisation(db, actor, organisationId);
  const key = await db
    .selectFrom('apiKeys')
    .select(['id', 'revokedAt'])
    .where('id', '=', keyId)
    .where('organisationId', '=', organisationId)
    .executeTakeFirst();
  if (!key) throw notFound(API_KEY_MESSAGES.notFound);
  if (key.revokedAt) throw conflict(API_KEY_MESSAGES.alreadyRevoked);
  return key;
}

/**
 * A new secret for the key, keeping its name, scopes and history. The secret it had stops working now,
 * or in 24 hours; a secret older than that stops now in either case (one old secret at most).
 */
export async function rotateApiKey(
  db: Db,
  actor: Actor,
  organisationId: string,
  keyId: string,
  { oldSecretEnds }: TApiKeyRotateRequest,
): Promise<TApiKey> {
  const key = await liveKey(db, actor, organisationId, keyId);
  const { secret, prefix, hash } = newApiKeySecret();
  return idempotentTransaction(db, async (trx) => {
    const keep = oldSecretEnds === 'in-24-hours';
    await trx
      .updateTable('apiKeys')
      .set((eb) => ({
        secretHash: hash,
        prefix,
        oldSecretHash: keep ? eb.ref('secretHash') : null,
        oldSecretEndsAt: keep ? new Date(Date.now() + OLD_SECRET_GRACE_MS) : null,
      }))
      .where('id', '=', key.id)
      .where('revokedAt', 'is', null)
      .execute();
    return presentKeyById(trx, key.id, secret);
  });
}

/** Revoked for good, its old secret with it: refused from the next request on. The key stays listed. */
export async function revokeApiKey(db: Db, actor: Actor, organisationId: string, keyId: string): Promise<TApiKey> {
  const key = await liveKey(db, actor, organisationId, keyId);
  await db
    .updateTable('apiKeys')
    .set({ revokedAt: new Date(), oldSecretHash: null, oldSecretEndsAt: null })
    .where('id', '=', key.id)
    .execute();
  return presentKeyById(db, key.id);
}
