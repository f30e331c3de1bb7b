import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import { createDb, type Db } from './database.ts';
import * as foundation from './migrations/0001-foundation.ts';
import * as claims from './migrations/0002-claims.ts';
import * as claimLists from './migrations/0003-claim-lists.ts';
import * as notifications from './migrations/0004-notifications.ts';
import * as claimFiles from './migrations/0005-claim-files.ts';
import * as actorChanges from './migrations/0006-actor-changes.ts';
import * as fnolUploadSecrets from './migrations/0007-fnol-upload-secrets.ts';
import * as idempotencyKeys from './migrations/0008-idempotency-keys.ts';
import * as loginDevices from './migrations/0009-login-devices.ts';
import * as claimViewVersion from './migrations/0010-claim-view-version.ts';

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
  '0006-actor-changes': actorChanges,
  '0007-fnol-upload-secrets': fnolUploadSecrets,
  '0008-idempotency-keys': idempotencyKeys,
  '0009-login-devices': loginDevices,
  '0010-claim-view-version': claimViewVersion,
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

/**
 * The app's start: migrations on a connection of their own, without the API's statement timeout, as
 * one may rightly run long on a big database (an index over every claim).
 */
export async function migrateDatabase(url: string): Promise<void> {
  const db = createDb(url, { max: 1, statementTimeoutMs: 0 });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
}
