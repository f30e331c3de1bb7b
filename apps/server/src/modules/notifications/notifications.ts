import { randomUUID } from 'node:crypto';
import { formatRegistration, notificationSummary, type TNotification } from '@fixline/domain';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ClaimEvent, ClaimEvents } from '../../events/claim-events.ts';
import { notificationMail } from '../../integrations/mail/mail-templates.ts';
import { queueMail } from '../../integrations/mail/queue-mail.ts';
import type { PushSender } from '../../integrations/push/push-sender.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import { claimReference } from '../claims/present-claim.ts';
import { notificationRecipients, type Recipient } from './notification-recipients.ts';
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
 * event), written in the event's transaction; once committed, broadcast once to the recipients' sockets
 * and pushed to their browsers. Each recipient's channels for the event's type decide which of these
 * they get, and whether a mail is queued for them in the same transaction (decision 0059).
 * A push that fails is logged and never reaches the user; a subscription the push service says is
 * gone is deleted.
 */
export function createNotifications({ db, realtime, push: sender, log, publicUrl }: NotificationsOptions): ClaimEvents {
  /** One query for every recipient's browsers, then a push to each; a gone subscription is deleted. */
  async function push(recipients: readonly Recipient[], notification: TNotification): Promise<void> {
    const pathOf = new Map(recipients.map((recipient) => [recipient.userId, recipient.claimPath]));
    const subscriptions = await db
      .selectFrom('pushSubscriptions')
      .selectAll()
      // One array parameter rather than a placeholder per recipient: the same prepared statement for
      // any number of them, instead of a new one parsed and planned for each count.
      .where(sql<boolean>`user_id = any(${[...pathOf.keys()]}::uuid[])`)
      .execute();
    const message = {
      title: formatRegistration(notification.registration),
      body: notificationSummary(notification),
      notificationId: notification.id,
      claimId: notification.claimId,
    };
    for (const subscription of subscriptions) {
      try {
        const outcome = await sender.send(subscription, { ...message, url: pathOf.get(subscription.userId) });
        if (outcome === 'gone') {
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
      const { claim, recipients } = await notificationRecipients(
        trx,
        event.claimId,
        event.type,
        event.actor?.userId ?? null,
        event.alsoTell,
      );
      if (!claim) return () => {};
      const payload = {
        ...(event.actor ? { user: event.actor.name } : {}),
        ...(claim.track === 'retail' ? { retail: true } : {}),
        ...event.payload,
      };
      const shared = {
        id: randomUUID(),
        claimId: event.claimId,
        type: event.type,
        registration: claim.registration,
        payload,
        createdAt: new Date(),
      };
      const inApp = recipients.filter((recipient) => recipient.inApp).map((recipient) => recipient.userId);
      // One statement with the same few parameters however many recipients: prepared once, not re-parsed.
      if (inApp.length > 0) {
        await sql`
          insert into notifications (id, recipient_id, claim_id, type, registration, payload, created_at)
          select ${shared.id}::uuid, recipient, ${shared.claimId}::uuid, ${shared.type}, ${shared.registration},
            ${JSON.stringify(payload)}::jsonb, ${shared.createdAt}
          from unnest(${inApp}::uuid[]) as recipient
        `.execute(trx);
      }
      const notification = presentNotification({ ...shared, recipientId: '', readAt: null });
      const reference = claimReference(claim.reference);
      for (const recipient of recipients.filter((r) => r.mail)) {
        const content = notificationMail({
          summary: notificationSummary(notification),
          reference,
          registration: formatRegistration(claim.registration),
          url: `${publicUrl}${recipient.claimPath}`,
          profileUrl: `${publicUrl}/user`,
        });
        await queueMail(trx, { kind: 'notification', to: recipient.email, claimId: event.claimId, ...content });
      }
      const pushed = recipients.filter((recipient) => recipient.push);
      return () => {
        if (inApp.length > 0) realtime.notify(inApp, notification);
        if (pushed.length > 0) {
          push(pushed, notification).catch((error) => log.warn({ err: error }, 'push failed'));
        }
      };
    },
  };
}
