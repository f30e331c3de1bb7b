import { randomBytes } from 'node:crypto';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/database.ts';
import { hashApiKeySecret } from '../modules/api-keys/api-key-secret.ts';
import { DEMO_API_KEY } from './demo-data.ts';

/**
 * Northwind's key for its own claims system, made as its admin makes one on the organisation page (a
 * user of its own that acts by its name), but with the README's known secret instead of a random one.
 */
export async function seedDemoApiKey(
  trx: Db,
  organisationIds: ReadonlyMap<string, string>,
  people: Readonly<Record<string, { id: string }>>,
): Promise<void> {
  const { organisation, name, secret, scopes, createdBy } = DEMO_API_KEY;
  const user = await trx
    .insertInto('users')
    .values({
      email: `demo-api-key@api-keys.invalid`,
      name,
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      kind: 'api-key',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('apiKeys')
    .values({
      organisationId: organisationIds.get(organisation) as string,
      userId: user.id,
      name,
      scopes: [...scopes],
      prefix: secret.slice(0, 12),
      secretHash: hashApiKeySecret(secret),
      createdBy: people[createdBy]?.id ?? null,
    })
    .execute();
}
