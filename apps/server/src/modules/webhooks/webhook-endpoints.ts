import { randomBytes } from 'node:crypto';
import {
  ERROR_MESSAGES,
  ORGANISATION_MESSAGES,
  type TWebhookDelivery,
  type TWebhookEndpoint,
  type TWebhookEndpointRequest,
  WEBHOOK_MESSAGES,
} from '@fixline/domain';
import type { Selectable } from 'kysely';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import type { WebhookDeliveryTable, WebhookEndpointTable } from '../../db/schema.ts';
import { notFound, unprocessable } from '../../http/http-error.ts';
import { idempotentTransaction } from '../../idempotency/idempotent-transaction.ts';
import { type OutboundAddressGuard, OutboundAddressRefused } from '../../integrations/outbound-address-guard.ts';
import { addJob } from '../../jobs/add-job.ts';
import { reaches, settingsEditable } from '../organisations/organisation-policy.ts';
import { WEBHOOK_MAX_ATTEMPTS } from './queue-webhook.ts';

/** An organisation's webhooks are its admins' and the platform's, as its settings are; others get 404. */
function requireEditable(actor: Actor, organisationId: string): void {
  if (!reaches(settingsEditable(actor), organisationId)) throw notFound(ORGANISATION_MESSAGES.notFound);
}

const presentEndpoint = (row: Selectable<WebhookEndpointTable>): TWebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events,
  description: row.description,
  createdAt: row.createdAt.toISOString(),
});

const presentDelivery = (row: Selectable<WebhookDeliveryTable>): TWebhookDelivery => ({
  id: row.id,
  endpointId: row.endpointId,
  messageId: row.messageId,
  eventType: row.eventType,
  claimId: row.claimId,
  status: row.status,
  attempts: row.attempts,
  lastStatusCode: row.lastStatusCode,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
});

export async function listEndpoints(db: Db, actor: Actor, organisationId: string): Promise<TWebhookEndpoint[]> {
  requireEditable(actor, organisationId);
  const rows = await db
    .selectFrom('webhookEndpoints')
    .selectAll()
    .where('organisationId', '=', organisationId)
    .orderBy('createdAt')
    .execute();
  return rows.map(presentEndpoint);
}

/**
 * An address Fixline will call: its host resolves now, and to public addresses only (the guard checks
 * again at every send, as a name may change what it resolves to). Which address it resolved to is not
 * said: that would map the platform's network for whoever asks.
 */
async function requireCallable(guard: OutboundAddressGuard, url: string): Promise<void> {
  try {
    await guard.assertAllowed(url);
  } catch (error) {
    const problem =
      error instanceof OutboundAddressRefused ? WEBHOOK_MESSAGES.privateAddress : WEBHOOK_MESSAGES.unknownHost;
    throw unprocessable(ERROR_MESSAGES.invalidRequest, [`url: ${problem}`]);
  }
}

/** A new endpoint with a fresh 32-byte signing secret, shown in this answer only. */
export async function createEndpoint(
  { db, outbound }: { db: Db; outbound: OutboundAddressGuard },
  actor: Actor,
  organisationId: string,
  input: TWebhookEndpointRequest,
): Promise<TWebhookEndpoint> {
  requireEditable(actor, organisationId);
  await requireCallable(outbound, input.url);
  const secret = `whsec_${randomBytes(32).toString('base64')}`;
  // With an Idempotency-Key, a retry answers the endpoint (and secret) the first try made.
  return idempotentTransaction(db, async (trx) => {
    const row = await trx
      .insertInto('webhookEndpoints')
      .values({
        organisationId,
        url: input.url,
        events: input.events,
        secret,
        description: input.description || null,
        createdBy: actor.userId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { ...presentEndpoint(row), secret };
  });
}

async function ownEndpoint(db: Db, actor: Actor, organisationId: string, endpointId: string) {
  requireEditable(actor, organisationId);
  const row = await db
    .selectFrom('webhookEndpoints')
    .selectAll()
    .where('id', '=', endpointId)
    .where('organisationId', '=', organisationId)
    .executeTakeFirst();
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  return row;
}

/** Gone with its deliveries: nothing more is sent to it, not even retries already queued. */
export async function deleteEndpoint(db: Db, actor: Actor, organisationId: string, endpointId: string) {
  const endpoint = await ownEndpoint(db, actor, organisationId, endpointId);
  await db.deleteFrom('webhookEndpoints').where('id', '=', endpoint.id).execute();
}

/** The endpoint's delivery log, newest first: each message with its attempts and last answer. */
export async function listDeliveries(
  db: Db,
  actor: Actor,
  organisationId: string,
  endpointId: string,
): Promise<TWebhookDelivery[]> {
  const endpoint = await ownEndpoint(db, actor, organisationId, endpointId);
  const rows = await db
    .selectFrom('webhookDeliveries')
    .selectAll()
    .where('endpointId', '=', endpoint.id)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
  return rows.map(presentDelivery);
}

/**
 * Sends a delivery again, whatever became of it, with the same message id (so a receiver that keeps the
 * ids it has handled can tell a replay) and a fresh signature and timestamp.
 */
export async function replayDelivery(
  db: Db,
  actor: Actor,
  organisationId: string,
  endpointId: string,
  deliveryId: string,
): Promise<TWebhookDelivery> {
  const endpoint = await ownEndpoint(db, actor, organisationId, endpointId);
  return idempotentTransaction(db, async (trx) => {
    const row = await trx
      .updateTable('webhookDeliveries')
      .set({ status: 'queued', attempts: 0, deliveredAt: null })
      .where('id', '=', deliveryId)
      .where('endpointId', '=', endpoint.id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
    await addJob(trx, 'deliver-webhook', { deliveryId: row.id }, { maxAttempts: WEBHOOK_MAX_ATTEMPTS });
    return presentDelivery(row);
  });
}
