import { randomUUID } from 'node:crypto';
import { claimReference, type WebhookEvent } from '@fixline/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { addJob } from '../../jobs/add-job.ts';

/** Attempts before a delivery is failed: the last comes about 2 hours after the first (e¹ + … + e⁸ s). */
export const WEBHOOK_MAX_ATTEMPTS = 9;

declare module '../../jobs/job-tasks.ts' {
  interface JobPayloads {
    'deliver-webhook': { deliveryId: string };
  }
}

/**
 * One message to every endpoint of the claim's client organisation that takes `type`: a delivery (the
 * Standard Webhooks payload: type, timestamp, data with the claim's reference, plate and status as the
 * transaction sees it, then `data`, whose keys win; an undefined one is left out) and its
 * job, in the caller's transaction, so a change that rolls back sends nothing and one that commits is
 * delivered even if this node stops. The HTTP call is the job's, never the request's.
 */
export async function queueWebhook(
  trx: Db,
  claimId: string,
  type: WebhookEvent,
  data: Record<string, unknown>,
): Promise<void> {
  const endpoints = await trx
    .selectFrom('webhookEndpoints')
    .innerJoin('claims', 'claims.clientOrganisationId', 'webhookEndpoints.organisationId')
    .select(['webhookEndpoints.id', 'claims.reference', 'claims.registration', 'claims.status'])
    .where('claims.id', '=', claimId)
    .where(sql<boolean>`${type} = any(webhook_endpoints.events)`)
    .execute();
  const [claim] = endpoints;
  if (!claim) return;
  const messageId = `msg_${randomUUID()}`;
  const payload = JSON.stringify({
    type,
    timestamp: new Date().toISOString(),
    data: {
      claimId,
      reference: claimReference(claim.reference),
      registration: claim.registration,
      status: claim.status,
      ...data,
    },
  });
  for (const endpoint of endpoints) {
    const delivery = await trx
      .insertInto('webhookDeliveries')
      .values({ endpointId: endpoint.id, messageId, eventType: type, claimId, payload })
      .returning('id')
      .executeTakeFirstOrThrow();
    await addJob(trx, 'deliver-webhook', { deliveryId: delivery.id }, { maxAttempts: WEBHOOK_MAX_ATTEMPTS });
  }
}
