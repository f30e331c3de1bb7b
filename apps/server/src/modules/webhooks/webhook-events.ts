import { randomUUID } from 'node:crypto';
import type { NotificationType, WebhookEvent } from '@fixline/domain';
import { sql } from 'kysely';
import type { ClaimEvents } from '../../events/claim-events.ts';
import { addJob } from '../../jobs/add-job.ts';
import { claimReference } from '../claims/present-claim.ts';

/** The claim events an endpoint can take, by the name the Standard Webhooks payload carries. */
const WEBHOOK_OF: Partial<Record<NotificationType, WebhookEvent>> = {
  ClaimCreated: 'claim.created',
  ClaimStatusUpdated: 'claim.status_changed',
  ClaimCommentAdded: 'claim.comment_added',
};

/** Attempts before a delivery is failed: the last comes about 2 hours after the first (e¹ + … + e⁸ s). */
export const WEBHOOK_MAX_ATTEMPTS = 9;

declare module '../../jobs/job-tasks.ts' {
  interface JobPayloads {
    'deliver-webhook': { deliveryId: string };
  }
}

/**
 * The webhooks' answer to claim events: for each endpoint of the claim's client organisation that takes
 * the event, a delivery (the signed message's payload) and its job, in the event's own transaction, so a
 * change that rolls back sends nothing and one that commits is delivered even if this node stops. The
 * HTTP call is the job's, never the request's: an endpoint that is down does not slow the API.
 */
export function createWebhookEvents(): ClaimEvents {
  return {
    record: async (trx, event) => {
      const type = WEBHOOK_OF[event.type];
      if (!type) return () => {};
      const endpoints = await trx
        .selectFrom('webhookEndpoints')
        .innerJoin('claims', 'claims.clientOrganisationId', 'webhookEndpoints.organisationId')
        .select(['webhookEndpoints.id', 'claims.reference', 'claims.registration', 'claims.status'])
        .where('claims.id', '=', event.claimId)
        .where(sql<boolean>`${type} = any(webhook_endpoints.events)`)
        .execute();
      if (endpoints.length === 0) return () => {};
      const [claim] = endpoints;
      const messageId = `msg_${randomUUID()}`;
      const payload = JSON.stringify({
        type,
        timestamp: new Date().toISOString(),
        data: {
          claimId: event.claimId,
          reference: claimReference(claim?.reference ?? 0),
          registration: claim?.registration,
          status: event.payload?.status ?? claim?.status,
          ...(event.payload?.comment ? { comment: event.payload.comment } : {}),
          ...(event.actor ? { by: event.actor.name } : {}),
        },
      });
      for (const endpoint of endpoints) {
        const delivery = await trx
          .insertInto('webhookDeliveries')
          .values({ endpointId: endpoint.id, messageId, eventType: type, claimId: event.claimId, payload })
          .returning('id')
          .executeTakeFirstOrThrow();
        await addJob(trx, 'deliver-webhook', { deliveryId: delivery.id }, { maxAttempts: WEBHOOK_MAX_ATTEMPTS });
      }
      return () => {};
    },
  };
}
