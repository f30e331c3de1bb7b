import type { Db } from '../../db/database.ts';
import type { DriverLinks } from '../driver-links/driver-links.ts';
import { mailDriverLink } from '../driver-links/mail-driver-link.ts';

/** How long a tracking link works: as long as a repair can take, and the payment after it. */
export const TRACKING_LINK_TTL_MS = 180 * 24 * 3_600_000;

/**
 * The claim's tracking link: the one the product issued that still works, or a new one. One link per
 * claim from the product, so the driver's mails and the page they bookmarked all lead to the same page.
 */
export async function trackingLinkOf(trx: Db, driverLinks: DriverLinks, claimId: string, now: Date) {
  const row = await trx
    .selectFrom('driverLinks')
    .selectAll()
    .where('claimId', '=', claimId)
    .where('purpose', '=', 'tracking')
    .where('createdBy', 'is', null)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .orderBy('expiresAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (row) return { url: driverLinks.urlOf(row), expiresAt: row.expiresAt };
  const issued = await driverLinks.issue(trx, {
    claimId,
    purpose: 'tracking',
    ttlMs: TRACKING_LINK_TTL_MS,
    createdBy: null,
  });
  return { url: issued.url, expiresAt: issued.expiresAt };
}

/**
 * Gives the driver their tracking link, in the caller's transaction: answers its address, and mails it
 * when the claim has the customer's email (mail: false only answers it).
 */
export async function giveTrackingLink(
  trx: Db,
  driverLinks: DriverLinks,
  claimId: string,
  { now, mail }: { now: Date; mail: boolean },
): Promise<string> {
  const link = await trackingLinkOf(trx, driverLinks, claimId, now);
  if (!link.url) throw new Error('The tracking purpose has no driver page');
  const claim = await trx
    .selectFrom('claims')
    .select(['id', 'reference', 'customerEmail', 'customerName'])
    .where('id', '=', claimId)
    .executeTakeFirstOrThrow();
  if (mail && claim.customerEmail) {
    await mailDriverLink(
      trx,
      { ...claim, customerEmail: claim.customerEmail },
      { purpose: 'tracking', url: link.url, expiresAt: link.expiresAt },
    );
  }
  return link.url;
}
