import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database.ts';
import * as foundation from './migrations/0001-foundation.ts';
import * as claims from './migrations/0002-claims.ts';
import * as claimLists from './migrations/0003-claim-lists.ts';
import * as notifications from './migrations/0004-notifications.ts';
import * as claimFiles from './migrations/0005-claim-files.ts';

/**
 * Migrations are imported, not scanned from a folder, so they run the same under tsx, vitest and a
 * bundle. Numbered, forward-only once applied; a new one is added to this list.
 */
const MIGRATIONS: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-claims': claims,
  '0003-claim-lists': claimLists,
  '0004-notifications': notifications,
  '0005-claim-files': claimFiles,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest(db: Db): Promise<void> {
  // Migrations are written against no particular schema type: they are what makes the schema.
  const migrator = new Migrator({ db: db as unknown as Kysely<unknown>, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
