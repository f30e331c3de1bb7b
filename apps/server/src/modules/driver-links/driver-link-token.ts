import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { DriverLinkPurpose } from '@fixline/domain';
import { sharedSetting } from '../../db/app-settings.ts';
import type { Db } from '../../db/database.ts';

/** What a token is signed over: the link's row, so it is recomputed from the row (decision 0045). */
export interface SignedLink {
  id: string;
  purpose: DriverLinkPurpose;
  claimId: string;
  expiresAt: Date;
}

/**
 * `<link id>.<HMAC-SHA256(key, id|purpose|claim|expiry)>`: 80 characters no one can make without the
 * server's key. The id alone grants nothing; the whole token is looked up by its hash. Its shape is
 * what http/logger.ts masks in every address it writes.
 */
export function driverLinkToken(key: Buffer, link: SignedLink): string {
  const signed = [link.id, link.purpose, link.claimId, link.expiresAt.getTime()].join('|');
  return `${link.id}.${createHmac('sha256', key).update(signed).digest('base64url')}`;
}

/** What the database keeps of a token: only its SHA-256, so a copy of the table opens no link. */
export function hashDriverLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The key every node signs links with, generated once and kept in the database. */
export async function loadDriverLinkKey(db: Db): Promise<Buffer> {
  return Buffer.from(await sharedSetting(db, 'driver-link-key', () => randomBytes(32).toString('base64')), 'base64');
}
