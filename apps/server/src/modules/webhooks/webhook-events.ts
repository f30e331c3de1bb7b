import type { NotificationType, WebhookEvent } from '@fixline/domain';
import type { ClaimEvents } from '../../events/claim-events.ts';
import { queueWebhook } from './queue-webhook.ts';

/** The claim events an endpoint can take, by the name the Standard Webhooks payload carries. */
const WEBHOOK_OF: Partial<Record<NotificationType, WebhookEvent>> = {
  ClaimCreated: 'claim.created',
  ClaimStatusUpdated: 'claim.status_changed',
  ClaimCommentAdded: 'claim.comment_added',
};

/**
 * The webhooks' answer to claim events (a listener beside notifications and tracking): the events an
 * endpoint can take become messages, queued in the event's own transaction. `bid.chosen` and
 * `payment.succeeded` are queued where the bid is chosen and the payment recorded, with their figures.
 */
export function createWebhookEvents(): ClaimEvents {
  return {
    record: async (trx, event) => {
      const type = WEBHOOK_OF[event.type];
      if (!type) return () => {};
      await queueWebhook(trx, event.claimId, type, {
        ...(event.payload?.status ? { status: event.payload.status } : {}),
        ...(event.payload?.comment ? { comment: event.payload.comment } : {}),
        ...(event.actor ? { by: event.actor.name } : {}),
      });
      return () => {};
    },
  };
}
