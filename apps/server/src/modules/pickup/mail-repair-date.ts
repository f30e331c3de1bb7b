import { claimReference } from '@fixline/domain';
import type { Db } from '../../db/database.ts';
import type { Claim } from '../../db/schema.ts';
import { repairDateMail } from '../../integrations/mail/mail-templates.ts';
import { queueMail } from '../../integrations/mail/queue-mail.ts';
import type { DriverLinks } from '../driver-links/driver-links.ts';
import { pickupGarage } from './pickup-queries.ts';
import { repairDateCalendar } from './repair-date-calendar.ts';

/** How long the link to answer a repair date works: until well after the date itself. */
export const PICKUP_LINK_TTL_MS = 30 * 24 * 3_600_000;

/**
 * notifyCustomer: the driver is mailed the booked date with a calendar invitation and a pickup link to
 * accept or reject it, in the change's transaction. Nothing to send without the customer's email.
 */
export async function mailRepairDate(
  trx: Db,
  driverLinks: DriverLinks,
  claim: Claim,
  { date, chargeRequired, by }: { date: string; chargeRequired: boolean; by: string | null },
): Promise<void> {
  if (!claim.customerEmail) return;
  const link = await driverLinks.issue(trx, {
    claimId: claim.id,
    purpose: 'pickup',
    ttlMs: PICKUP_LINK_TTL_MS,
    createdBy: by,
  });
  if (!link.url) throw new Error('The pickup purpose has no driver page');
  const garage = await pickupGarage(trx, claim.id);
  const reference = claimReference(claim.reference);
  const content = repairDateMail({
    url: link.url,
    expiresAt: link.expiresAt,
    claimReference: reference,
    customerName: claim.customerName,
    date,
    garageName: garage?.name ?? 'Your garage',
    garageAddress: garage?.address ?? null,
    chargeRequired,
  });
  await queueMail(trx, {
    kind: 'repair-date',
    to: claim.customerEmail,
    claimId: claim.id,
    ...content,
    attachments: [repairDateCalendar({ claimId: claim.id, claimReference: reference, date, garage, url: link.url })],
  });
}
