import { allClaimActionHandlers } from '../claim-action-handlers.ts';
import type { Db } from '../db/database.ts';
import { createEmbeddedPayments } from '../integrations/payments/embedded-payments.ts';
import type { FollowUpServices } from '../modules/claims/claim-action-handlers.ts';
import { takeClaimAction } from '../modules/claims/take-claim-action.ts';
import type { DriverLinks } from '../modules/driver-links/driver-links.ts';
import { demoClaimId } from './seed-demo-claims.ts';
import { demoActors } from './seed-demo-marketplace.ts';

/** The Toyota Yaris in the marketplace (KM70 XYZ), which Fixline also offers to ClickMechanic's mobile mechanics. */
export const DEMO_CLICKMECHANIC_CLAIM = demoClaimId(2);
/** Harbour Fleet Leasing's Transit (LR68 FLT), which came from its own claims system, Premia. */
export const DEMO_PREMIA_CLAIM = demoClaimId(3);
export const DEMO_PREMIA_REFERENCE = 'PRM-2026-0417';

/**
 * The partners in the demo (docs/partners.md), through their operations: the super admin sends the
 * Yaris to ClickMechanic (the app's job queue delivers it once the server runs, and the embedded
 * ClickMechanic's answer lands on the timeline); the Transit carries its Premia reference, as a claim
 * from the client's own system does, so a super admin can return it there.
 */
export async function seedDemoPartners(db: Db, driverLinks: DriverLinks): Promise<void> {
  // Harbour has no API key in the demo: the reference is what its system would have sent (decision 0064).
  await db
    .updateTable('claims')
    .set({ premiaReference: DEMO_PREMIA_REFERENCE })
    .where('id', '=', DEMO_PREMIA_CLAIM)
    .execute();
  const store = {
    db,
    events: { record: async () => () => {} },
    // The seed runs before any socket does: nobody to tell.
    realtime: { marketplaceChanged() {} },
    driverLinks,
    payments: await createEmbeddedPayments(db),
    claimActions: allClaimActionHandlers(),
  } satisfies Parameters<typeof takeClaimAction>[0] & FollowUpServices;
  const actor = await demoActors(db);
  await takeClaimAction(store, actor('superadmin@fixline.test'), DEMO_CLICKMECHANIC_CLAIM, 'send-clickmechanic');
}
