import type { ZSubscribeRequest, z } from '@fixline/domain';
import type { Db } from '../../db/database.ts';

/** A browser's subscription, one per user and browser: subscribing again replaces it. */
export async function subscribe(db: Db, userId: string, request: z.infer<typeof ZSubscribeRequest>): Promise<void> {
  const { browserId, subscription } = request;
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
