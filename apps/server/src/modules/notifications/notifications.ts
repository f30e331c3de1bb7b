import { randomUUID } from 'node:crypto';
import { claimReference, formatRegistration, notificationSummary, type TNotification } from '@fixline/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { ClaimEvent, ClaimEvents } from '../../events/claim-events.ts';
import { notificationMail } from '../../integrations/mail/mail-templates.ts';
import { queueMail } from '../../integrations/mail/queue-mail.ts';
import type { PushSender } from '../../integrations/push/push-sender.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { type Recipient, recordNotifications } from './notification-recipients.ts';
import { presentNotification } from './present-notification.ts';

export interface NotificationsOptions {
  db: Db;
  realtime: Realtime;
  push: PushSender;
  log: FastifyBaseLogger;
  /** The web app's origin, for the links in notification mail. */
  publicUrl: string;
}

/**
 * The notifications module's answer to claim events: a notification per recipient (one id for the
 * event), written in the event's transaction; once committed, broadcast to the recipients' sockets (once
 * per audience: each reads their own text) and pushed to their browsers. Each recipient's channels for
 * the event's type decide which of these they get, and whether a mail is queued for them in the same
 * transaction (decision 0059).
 * A push that fails is logged and never reaches the user; a subscription the push service says is
 * gone is deleted.
 */
export function createNotifications({ db, realtime, push: sender, log, publicUrl }: NotificationsOptions): ClaimEvents {
  /** A push to each of the recipients' browsers (read with the recipients); a gone subscription is deleted. */
  async function push(recipients: readonly Recipient[], notification: (recipient: Recipient) => TNotification) {
    for (const recipient of recipients) {
      const { subscriptions, claimPath } = recipient;
      const own = notification(recipient);
      const message = {
        title: formatRegistration(own.registration),
        body: notificationSummary(own),
        notificationId: own.id,
        claimId: own.claimId,
      };
      for (const subscription of subscriptions) {
        try {
          const outcome = await sender.send(subscription, { ...message, url: claimPath });
          if (outcome === 'gone') {
            await db.deleteFrom('pushSubscriptions').where('id', '=', subscription.id).execute();
            log.info({ subscriptionId: subscription.id }, 'push subscription gone: deleted');
          }
        } catch (error) {
          log.warn({ err: error, subscriptionId: subscription.id }, 'push failed');
        }
      }
    }
  }

  return {
    record: async (trx, event: ClaimEvent) => {
      const shared = { id: randomUUID(), claimId: event.claimId, type: event.type, createdAt: new Date() };
      const { claim, recipients } = await recordNotifications(trx, {
        ...shared,
        actorId: event.actor?.userId ?? null,
        actorName: event.actor?.name ?? null,
        payload: event.payload ?? {},
        alsoTell: event.alsoTell,
        garage: event.garage,
      });
      if (!claim) return () => {};
      const notification = (recipient: Recipient) =>
        presentNotification({
          ...shared,
          registration: claim.registration,
          payload: recipient.payload,
          recipientId: recipient.userId,
          readAt: null,
        });
      const reference = claimReference(claim.reference);
      for (const recipient of recipients.filter((r) => r.mail)) {
        const content = notificationMail({
          summary: notificationSummary(notification(recipient)),
          reference,
          registration: formatRegistration(claim.registration),
          url: `${publicUrl}${recipient.claimPath}`,
          profileUrl: `${publicUrl}/user`,
        });
        await queueMail(trx, { kind: 'notification', to: recipient.email, claimId: event.claimId, ...content });
      }
      const pushed = recipients.filter((recipient) => recipient.subscriptions.length > 0);
      // One broadcast per audience (decision 0071): its recipients' notifications are the same.
      const byAudience = Map.groupBy(
        recipients.filter((recipient) => recipient.inApp),
        (recipient) => recipient.payload.audience,
      );
      return () => {
        for (const group of byAudience.values()) {
          const [first] = group;
          if (first)
            realtime.notify(
              group.map((recipient) => recipient.userId),
              notification(first),
            );
        }
        if (pushed.length > 0) {
          push(pushed, notification).catch((error) => log.warn({ err: error }, 'push failed'));
        }
      };
    },
  };
}
