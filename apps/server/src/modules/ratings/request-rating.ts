import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import type { Claim } from '../../db/schema.ts';
import type { DriverLinks } from '../driver-links/driver-links.ts';
import { mailDriverLink } from '../driver-links/mail-driver-link.ts';

/** How long a rating link works: drivers answer within days, or not at all. */
export const RATING_LINK_TTL_MS = 30 * 24 * 3_600_000;

/**
 * request-feedback: mails the driver a rating link (a driver link of purpose feedback), in the action's
 * transaction. Nothing to send without the customer's email, or without a repairer to rate.
 */
export async function requestRating(trx: Db, driverLinks: DriverLinks, actor: Actor, claim: Claim): Promise<void> {
  const to = claim.customerEmail;
  if (!to || !claim.repairerOrganisationId) return;
  const repairer = await trx
    .selectFrom('organisations')
    .select('name')
    .where('id', '=', claim.repairerOrganisationId)
    .executeTakeFirstOrThrow();
  const link = await driverLinks.issue(trx, {
    claimId: claim.id,
    purpose: 'feedback',
    ttlMs: RATING_LINK_TTL_MS,
    createdBy: actor.userId,
  });
  if (!link.url) throw new Error('The feedback purpose has no driver page');
  await mailDriverLink(
    trx,
    { ...claim, customerEmail: to },
    { purpose: 'feedback', url: link.url, expiresAt: link.expiresAt },
    repairer.name,
  );
}
