import { ERROR_MESSAGES, type TTrackingPushRequest } from '@fixline/domain';
import type { Db } from '../../db/database.ts';
import { badRequest } from '../../http/http-error.ts';
import { isPushServiceEndpoint, NOT_A_PUSH_SERVICE } from '../../integrations/push/push-services.ts';
import type { DriverLinks } from '../driver-links/driver-links.ts';
import { resolveTrackingLink } from './tracking-page.ts';

/**
 * POST /api/track/{token}/push: the driver's browser hears of the claim's status changes by web push,
 * kept against the link (revoking it stops them). Only an endpoint at a push service's host is kept
 * (decision 0042), as for staff; subscribing again with the same browser changes nothing.
 */
export async function subscribeToTracking(
  db: Db,
  driverLinks: DriverLinks,
  token: string,
  { subscription }: TTrackingPushRequest,
  pushServiceHosts: readonly string[],
): Promise<void> {
  const link = await resolveTrackingLink(db, driverLinks, token);
  if (!isPushServiceEndpoint(subscription.endpoint, pushServiceHosts)) {
    throw badRequest(ERROR_MESSAGES.invalidRequest, [NOT_A_PUSH_SERVICE]);
  }
  const keys = { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth };
  await db
    .insertInto('trackingPushSubscriptions')
    .values({ driverLinkId: link.linkId, claimId: link.claimId, endpoint: subscription.endpoint, ...keys })
    .onConflict((oc) => oc.columns(['driverLinkId', 'endpoint']).doUpdateSet(keys))
    .execute();
}
