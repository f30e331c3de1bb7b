import { createHash, randomBytes } from 'node:crypto';
import { CLAIM_FILE_MESSAGES } from '@fixline/domain';
import type { Db } from '../../db/database.ts';
import { forbidden } from '../../http/http-error.ts';
import { driverName } from '../claims/present-claim.ts';

/**
 * How long a driver's FNOL report can add files without an account (decision 0010): the rest of the day
 * of the accident, a night's sleep and the photos taken at the garage the next morning.
 */
export const FNOL_UPLOAD_SECRET_HOURS = 24;

/** 32 random bytes: a secret nobody guesses, so a plain SHA-256 (no salt, no stretching) is enough to keep. */
const hashOf = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

/** Issued with the FNOL claim, inside its transaction: the claim and its secret exist together or not at all. */
export async function issueFnolUploadSecret(trx: Db, claimId: string) {
  const secret = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + FNOL_UPLOAD_SECRET_HOURS * 60 * 60 * 1000);
  await trx
    .insertInto('fnolUploadSecrets')
    .values({ claimId, secretHash: hashOf(secret), expiresAt })
    .execute();
  return { uploadSecret: secret, uploadSecretExpiresAt: expiresAt.toISOString() };
}

/**
 * The claim a secret adds files to, with the driver's name for the files' uploader: refused (403) when
 * the secret is not one we issued, has expired, its claim was deleted, or, given `forClaimId`, it is
 * another claim's. The lookup is by hash, so the secret is never compared in the open.
 */
export async function claimOfUploadSecret(db: Db, secret: string, forClaimId?: string) {
  const found = await db
    .selectFrom('fnolUploadSecrets')
    .innerJoin('claims', 'claims.id', 'fnolUploadSecrets.claimId')
    .select(['fnolUploadSecrets.claimId', 'fnolUploadSecrets.expiresAt', 'claims.customerName'])
    .where('fnolUploadSecrets.secretHash', '=', hashOf(secret))
    .where('claims.deletedAt', 'is', null)
    .executeTakeFirst();
  if (!found) throw forbidden(CLAIM_FILE_MESSAGES.uploadSecretInvalid);
  if (forClaimId !== undefined && found.claimId !== forClaimId) {
    throw forbidden(CLAIM_FILE_MESSAGES.uploadSecretOtherClaim);
  }
  if (found.expiresAt.getTime() <= Date.now()) throw forbidden(CLAIM_FILE_MESSAGES.uploadSecretExpired);
  return { claimId: found.claimId, driverName: driverName(found.customerName) };
}
