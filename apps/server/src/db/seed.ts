import { hashPassword } from '../auth/passwords.ts';
import type { Db } from './database.ts';
import { DEMO_ACCOUNTS, DEMO_ORGANISATIONS, DEMO_PASSWORD } from './demo-data.ts';
import { seedDemoClaims } from './seed-demo-claims.ts';

/** Seeds the demo organisations, accounts and claims, only into a database that has no users yet. */
export async function seedDemoData(db: Db): Promise<boolean> {
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return false;
  const hashes = await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(DEMO_PASSWORD)));
  await db.transaction().execute(async (trx) => {
    const organisationIds = new Map<string, string>();
    for (const { key, name, type, capabilities, fnolCode } of DEMO_ORGANISATIONS) {
      const row = await trx
        .insertInto('organisations')
        .values({ name, type, capabilities, fnolCode: fnolCode ?? null })
        .returning('id')
        .executeTakeFirstOrThrow();
      organisationIds.set(key, row.id);
    }
    const people: Record<string, { id: string; name: string }> = {};
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      const user = await trx
        .insertInto('users')
        .values({
          email: account.email,
          name: account.name,
          passwordHash: hashes[index] as string,
          requiredPasswordChange: account.requiredPasswordChange ?? false,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      people[account.email] = { id: user.id, name: account.name };
      const organisationId = organisationIds.get(account.organisation);
      if (!organisationId) throw new Error(`Demo account ${account.email} names unknown ${account.organisation}`);
      await trx.insertInto('permissions').values({ userId: user.id, organisationId, role: account.role }).execute();
    }
    await seedDemoClaims(trx, organisationIds, people);
  });
  return true;
}
