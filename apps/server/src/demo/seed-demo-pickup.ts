import type { Db } from '../db/database.ts';
import { systemClock } from '../jobs/clock.ts';
import type { DriverLinks } from '../modules/driver-links/driver-links.ts';
import { mailDriverLink } from '../modules/driver-links/mail-driver-link.ts';
import { openDayAhead } from '../modules/garages/bank-holidays.ts';
import { changePickup, type PickupStore } from '../modules/pickup/change-pickup.ts';
import { giveDriverAvailability } from '../modules/pickup/driver-pickup.ts';
import { PICKUP_LINK_TTL_MS } from '../modules/pickup/mail-repair-date.ts';
import { demoClaimId } from './seed-demo-claims.ts';
import { demoActors } from './seed-demo-marketplace.ts';

/** The demo's claim awaiting repair at Acme Motors (Aisha Khan's Golf). */
export const DEMO_PICKUP_CLAIM = demoClaimId(4);

/**
 * The demo's repair date, by the product's own operations: the driver is mailed a pickup link, gives
 * the days that suit her through it, and Acme Motors books one of them, which mails her the date with
 * its calendar invitation and a new link to accept it. No notification is sent (nobody is signed in yet).
 */
export async function seedDemoPickup(db: Db, driverLinks: DriverLinks): Promise<void> {
  const store: PickupStore = { db, events: { record: async () => () => {} }, driverLinks, clock: systemClock };
  const actor = await demoActors(db);
  const claim = await db
    .selectFrom('claims')
    .select(['id', 'reference', 'customerEmail', 'customerName'])
    .where('id', '=', DEMO_PICKUP_CLAIM)
    .executeTakeFirstOrThrow();
  if (!claim.customerEmail) throw new Error('The demo pickup claim needs its driver’s email');
  const link = await db.transaction().execute(async (trx) => {
    const issued = await driverLinks.issue(trx, {
      claimId: claim.id,
      purpose: 'pickup',
      ttlMs: PICKUP_LINK_TTL_MS,
      createdBy: null,
    });
    if (!issued.url) throw new Error('The pickup purpose has no driver page');
    await mailDriverLink(
      trx,
      { ...claim, customerEmail: claim.customerEmail as string },
      { purpose: 'pickup', ...issued, url: issued.url },
    );
    return issued;
  });
  // Days Acme Motors Leeds is open (Monday to Friday, not a bank holiday), whatever day the demo starts.
  const first = openDayAhead(3);
  const second = openDayAhead(1, first);
  const third = openDayAhead(2, second);
  await giveDriverAvailability(
    store,
    { purpose: 'pickup', token: link.token, pathId: claim.id },
    { pickupDates: [first, second, third], contact: '07700 900105, after 5pm', requestedSpecificDate: null },
  );
  await changePickup(store, actor('repairer@fixline.test'), claim.id, {
    action: 'book-repair-date',
    data: { date: second, notifyCustomer: true },
    retail: false,
  });
}
