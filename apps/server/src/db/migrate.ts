import { Logger, runMigrations } from 'graphile-worker';
import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import pg from 'pg';
import { connectionConfigOf, createDb, type Db } from './database.ts';
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
import * as marketplace from './migrations/0011-marketplace.ts';
import * as jobsMailDriverLinks from './migrations/0012-mail-and-driver-links.ts';
import * as fnolIncidentAndSupportNeeds from './migrations/0013-fnol-incident-and-support-needs.ts';
import * as organisationSettings from './migrations/0015-organisation-settings.ts';
import * as driverLinkSubjects from './migrations/0016-driver-link-subjects.ts';
import * as claimPickups from './migrations/0017-claim-pickups.ts';
import * as mailAttachments from './migrations/0018-mail-attachments.ts';
import * as retailQuotesAndPayments from './migrations/0019-retail-quotes-and-payments.ts';
import * as garages from './migrations/0021-garages.ts';
import * as liveTracking from './migrations/0023-live-tracking.ts';
import * as partnerCalls from './migrations/0025-partner-calls.ts';
import * as uploadSizeOptional from './migrations/0027-upload-size-optional.ts';
import * as passwordResets from './migrations/0028-password-resets.ts';
import * as authorisationDeadlines from './migrations/0029-authorisation-deadlines.ts';
import * as quotes from './migrations/0030-quotes.ts';
import * as bodyshopAgreements from './migrations/0031-bodyshop-agreements.ts';
import * as notificationPreferences from './migrations/0032-notification-preferences.ts';
import * as webhooks from './migrations/0033-webhooks.ts';
import * as agreementPerBodyshop from './migrations/0034-agreement-per-bodyshop.ts';
import * as bidDocuments from './migrations/0035-bid-documents.ts';
import * as apiKeys from './migrations/0036-api-keys.ts';
import * as marketplaceOffers from './migrations/0037-marketplace-offers.ts';
import * as claimCountsAtCommit from './migrations/0038-claim-counts-at-commit.ts';
import * as distanceWithoutUnderflow from './migrations/0039-distance-without-underflow.ts';
import * as clientListsCarryLabels from './migrations/0040-client-lists-carry-labels.ts';
import * as claimsPlacedByDistrict from './migrations/0041-claims-placed-by-district.ts';
import * as payerAndPolicy from './migrations/0042-payer-and-policy.ts';
import * as garageOpeningDays from './migrations/0043-garage-opening-days.ts';
import * as whereTheVehicleIs from './migrations/0044-where-the-vehicle-is.ts';
import * as claimSearchText from './migrations/0045-claim-search-text.ts';

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
  '0011-marketplace': marketplace,
  '0013-fnol-incident-and-support-needs': fnolIncidentAndSupportNeeds,
  '0015-organisation-settings': organisationSettings,
  '0012-mail-and-driver-links': jobsMailDriverLinks,
  '0016-driver-link-subjects': driverLinkSubjects,
  '0027-upload-size-optional': uploadSizeOptional,
  '0028-password-resets': passwordResets,
  '0029-authorisation-deadlines': authorisationDeadlines,
  '0030-quotes': quotes,
  '0031-bodyshop-agreements': bodyshopAgreements,
  '0032-notification-preferences': notificationPreferences,
  '0033-webhooks': webhooks,
  '0034-agreement-per-bodyshop': agreementPerBodyshop,
  '0035-bid-documents': bidDocuments,
  '0036-api-keys': apiKeys,
  '0037-marketplace-offers': marketplaceOffers,
  '0038-claim-counts-at-commit': claimCountsAtCommit,
  '0039-distance-without-underflow': distanceWithoutUnderflow,
  '0040-client-lists-carry-labels': clientListsCarryLabels,
  '0041-claims-placed-by-district': claimsPlacedByDistrict,
  '0042-payer-and-policy': payerAndPolicy,
  '0043-garage-opening-days': garageOpeningDays,
  '0044-where-the-vehicle-is': whereTheVehicleIs,
  '0045-claim-search-text': claimSearchText,
  '0023-live-tracking': liveTracking,
  '0025-partner-calls': partnerCalls,
  '0021-garages': garages,
  '0017-claim-pickups': claimPickups,
  '0018-mail-attachments': mailAttachments,
  '0019-retail-quotes-and-payments': retailQuotesAndPayments,
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
  await migrateJobQueue(db);
}

/**
 * The job queue's schema (graphile_worker) is graphile-worker's own, migrated by its own code under an
 * advisory lock, so nodes starting together take turns. Here rather than only when the queue starts, so
 * a transaction can enqueue (addJob) as soon as the database is migrated: the seed does.
 */
/** Its migration notes are not the app's to print; a failure throws. */
const QUIET = new Logger(() => () => {});

async function migrateJobQueue(db: Db): Promise<void> {
  const pool = new pg.Pool({ ...connectionConfigOf(db), max: 1 });
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  try {
    await runMigrations({ pgPool: pool, logger: QUIET });
  } finally {
    await pool.end();
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
