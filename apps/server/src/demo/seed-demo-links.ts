import type { Db } from '../db/database.ts';
import { movableClock, systemClock } from '../jobs/clock.ts';
import { createDriverLinks } from '../modules/driver-links/driver-links.ts';
import { RATING_LINK_TTL_MS } from '../modules/ratings/request-rating.ts';
import { giveTrackingLink } from '../modules/tracking/mail-tracking-link.ts';
import { demoClaimId } from './seed-demo-claims.ts';

const DAY = 24 * 3_600_000;
/** The demo's completed claim (Martin Shaw's Jazz, repaired by Riverside Autos). */
const COMPLETED_CLAIM = demoClaimId(8);
/** Aisha Khan's Golf, awaiting repair at Acme Motors: the demo's tracking link. */
export const TRACKED_CLAIM = demoClaimId(4);

type People = Record<string, { id: string; name: string }>;

/**
 * Demo driver links, made by the product's own operations: beside the completed claim's rating link
 * (mailed to its driver when the demo's request-feedback ran, seed-demo-marketplace.ts), an earlier one
 * revoked and one expired; and a tracking link for the claim awaiting repair at Acme Motors, mailed to
 * its driver as the product does on a claim's first status change. The demo's mail (that rating link's, the pending invitation's, seed.ts) is
 * delivered once the app's queue starts (into the outbox without SMTP_URL).
 */
export async function seedDemoLinks(trx: Db, publicUrl: string, people: People): Promise<void> {
  const staff = people['client.admin@fixline.test'];
  if (!staff) throw new Error('The demo mail needs the client admin');
  const links = await createDriverLinks(trx, { publicUrl, clock: systemClock });
  const claim = { id: COMPLETED_CLAIM };

  // A link issued 40 days ago, which has run out; one sent 2 days ago and withdrawn.
  const daysAgo = (days: number) =>
    createDriverLinks(trx, { publicUrl, clock: movableClock(new Date(Date.now() - days * DAY)) });
  const expired = await daysAgo(40);
  await expired.issue(trx, { claimId: claim.id, purpose: 'feedback', ttlMs: RATING_LINK_TTL_MS, createdBy: staff.id });
  const withdrawn = await (await daysAgo(2)).issue(trx, {
    claimId: claim.id,
    purpose: 'feedback',
    ttlMs: RATING_LINK_TTL_MS,
    createdBy: staff.id,
  });
  await links.revoke(trx, claim.id, withdrawn.id);

  await giveTrackingLink(trx, links, TRACKED_CLAIM, { now: new Date(), mail: true });
}
