import type { Db } from '../../db/database.ts';
import type { DriverLinks } from '../driver-links/driver-links.ts';
import { type ClaimToMail, mailDriverLink } from '../driver-links/mail-driver-link.ts';

/** How long a tracking link works: as long as a repair can take, and the payment after it. */
export const TRACKING_LINK_TTL_MS = 180 * 24 * 3_600_000;

/** A claim as its tracking link's mail needs it; without an email, the link is only answered. */
export type TrackedClaim = Omit<ClaimToMail, 'customerEmail'> & { customerEmail: string | null };

interface TrackingLink {
  url: string | null;
  expiresAt: Date;
}

const issueTrackingLink = (trx: Db, driverLinks: DriverLinks, claimId: string) =>
  driverLinks.issue(trx, { claimId, purpose: 'tracking', ttlMs: TRACKING_LINK_TTL_MS, createdBy: null });

/**
 * The claim's tracking link: the one the product issued that still works, or a new one. One link per
 * claim from the product, so the driver's mails and the page they bookmarked all lead to the same page.
 */
export async function trackingLinkOf(
  trx: Db,
  driverLinks: DriverLinks,
  claimId: string,
  now: Date,
): Promise<TrackingLink> {
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
  return issueTrackingLink(trx, driverLinks, claimId);
}

/** Answers the link's address, and mails it when the claim has the customer's email and `mail` says so. */
async function handOver(trx: Db, claim: TrackedClaim, link: TrackingLink, mail: boolean): Promise<string> {
  if (!link.url) throw new Error('The tracking purpose has no driver page');
  if (mail && claim.customerEmail) {
    await mailDriverLink(
      trx,
      { ...claim, customerEmail: claim.customerEmail },
      { purpose: 'tracking', url: link.url, expiresAt: link.expiresAt },
    );
  }
  return link.url;
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
  const claim = await trx
    .selectFrom('claims')
    .select(['id', 'reference', 'customerEmail', 'customerName'])
    .where('id', '=', claimId)
    .executeTakeFirstOrThrow();
  return handOver(trx, claim, link, mail);
}

/**
 * The same for a claim made in the caller's transaction, which knows it: a claim that did not exist
 * before has no link to find, nor a row worth reading again (two round trips fewer per FNOL report).
 */
export async function giveNewClaimTrackingLink(
  trx: Db,
  driverLinks: DriverLinks,
  claim: TrackedClaim,
): Promise<string> {
  return handOver(trx, claim, await issueTrackingLink(trx, driverLinks, claim.id), true);
}
