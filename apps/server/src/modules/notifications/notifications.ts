import { formatRegistration, notificationSummary, type TNotification } from '@fixline/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { ClaimEvent, ClaimEvents } from '../../events/claim-events.ts';
import type { PushSender } from '../../integrations/push/push-sender.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { notificationRecipients, type Recipient } from './notification-recipients.ts';
import { presentNotification } from './present-notification.ts';

interface Delivery {
  recipient: Recipient;
  notification: TNotification;
}

export interface NotificationsOptions {
  db: Db;
  realtime: Realtime;
  push: PushSender;
  log: FastifyBaseLogger;
}

/**
 * The notifications module's answer to claim events: a notification per recipient, written in the
 * event's transaction; once committed, sent to the recipient's sockets and pushed to their browsers.
 * A push that fails is logged and never reaches the user; a subscription the push service says is
 * gone is deleted.
 */
export function createNotifications({ db, realtime, push, log }: NotificationsOptions): ClaimEvents {
  async function pushTo({ recipient, notification }: Delivery): Promise<void> {
    const subscriptions = await db
      .selectFrom('pushSubscriptions')
      .selectAll()
      .where('userId', '=', recipient.userId)
      .execute();
    const message = {
      title: formatRegistration(notification.registration),
      body: notificationSummary(notification),
      url: recipient.claimPath,
      notificationId: notification.id,
      claimId: notification.claimId,
    };
    for (const subscription of subscriptions) {
      try {
        if ((await push.send(subscription, message)) === 'gone') {
          await db.deleteFrom('pushSubscriptions').where('id', '=', subscription.id).execute();
          log.info({ subscriptionId: subscription.id }, 'push subscription gone: deleted');
        }
      } catch (error) {
        log.warn({ err: error, subscriptionId: subscription.id }, 'push failed');
      }
    }
  }

  return {
    record: async (trx, event: ClaimEvent) => {
      const recipients = await notificationRecipients(trx, event.claimId, event.actor?.userId ?? null);
      if (recipients.length === 0) return () => {};
      const claim = await trx
        .selectFrom('claims')
        .select(['registration', 'track'])
        .where('id', '=', event.claimId)
        .executeTakeFirstOrThrow();
      const payload = {
        ...(event.actor ? { user: event.actor.name } : {}),
        ...(claim.track === 'retail' ? { retail: true } : {}),
        ...event.payload,
      };
      const rows = await trx
        .insertInto('notifications')
        .values(
          recipients.map((recipient) => ({
            recipientId: recipient.userId,
            claimId: event.claimId,
            type: event.type,
            registration: claim.registration,
            payload,
          })),
        )
        .returningAll()
        .execute();
      const byUser = new Map(recipients.map((recipient) => [recipient.userId, recipient]));
      const deliveries = rows.map((row) => ({
        recipient: byUser.get(row.recipientId) as Recipient,
        notification: presentNotification(row),
      }));
      return () => {
        for (const delivery of deliveries) {
          realtime.notify(delivery.recipient.userId, delivery.notification);
          pushTo(delivery).catch((error) => log.warn({ err: error }, 'push failed'));
        }
      };
    },
  };
}
