import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import type { Claim } from '../../db/schema.ts';
import type { DriverLinks } from '../driver-links/driver-links.ts';
import { mailDriverLink } from '../driver-links/mail-driver-link.ts';
import { PICKUP_LINK_TTL_MS } from './mail-repair-date.ts';
import { pickupGarage } from './pickup-queries.ts';

/**
 * request-pickup: the driver is mailed a pickup link (/pickup/{claimId}) to give the days they can bring
 * the vehicle in, naming the garage's site, in the action's transaction: the garage's one click is
 * enough. Nothing to send without the customer's email (the timeline says so).
 */
export async function mailPickupLink(trx: Db, driverLinks: DriverLinks, actor: Actor, claim: Claim): Promise<void> {
  const to = claim.customerEmail;
  if (!to) return;
  const link = await driverLinks.issue(trx, {
    claimId: claim.id,
    purpose: 'pickup',
    ttlMs: PICKUP_LINK_TTL_MS,
    createdBy: actor.userId,
  });
  if (!link.url) throw new Error('The pickup purpose has no driver page');
  const garage = await pickupGarage(trx, claim.id);
  await mailDriverLink(
    trx,
    { ...claim, customerEmail: to },
    { purpose: 'pickup', url: link.url, expiresAt: link.expiresAt },
    garage?.name ?? null,
  );
}
