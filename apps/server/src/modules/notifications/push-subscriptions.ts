import { ERROR_MESSAGES, type ZSubscribeRequest, type z } from '@fixline/domain';
import type { Db } from '../../db/database.ts';
import { unprocessable } from '../../http/http-error.ts';
import { isPushServiceEndpoint, NOT_A_PUSH_SERVICE } from '../../integrations/push/push-services.ts';

/**
 * A browser's subscription, one per user and browser: subscribing again replaces it. Only an endpoint
 * at a push service's host is kept (`pushServiceHosts`: the configured ones beside the built-in).
 */
export async function subscribe(
  db: Db,
  userId: string,
  request: z.infer<typeof ZSubscribeRequest>,
  pushServiceHosts: readonly string[],
): Promise<void> {
  const { browserId, subscription } = request;
  if (!isPushServiceEndpoint(subscription.endpoint, pushServiceHosts)) {
    throw unprocessable(ERROR_MESSAGES.invalidRequest, [NOT_A_PUSH_SERVICE]);
  }
  const values = { endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth };
  await db
    .insertInto('pushSubscriptions')
    .values({ userId, browserId, ...values })
    .onConflict((oc) => oc.columns(['userId', 'browserId']).doUpdateSet(values))
    .execute();
}

export async function unsubscribe(db: Db, userId: string, browserId: string): Promise<void> {
  await db.deleteFrom('pushSubscriptions').where('userId', '=', userId).where('browserId', '=', browserId).execute();
}
