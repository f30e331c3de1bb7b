import https from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import { Webhook } from 'standardwebhooks';
import type { Db } from '../../db/database.ts';
import { type OutboundAddressGuard, OutboundAddressRefused } from '../../integrations/outbound-address-guard.ts';
import type { JobTasks } from '../../jobs/job-tasks.ts';

export interface WebhookDeliveryContext {
  db: Db;
  guard: OutboundAddressGuard;
  /** Extra trusted certificates: a test's own receiver. */
  ca?: string;
  log: FastifyBaseLogger;
}

/** How long an endpoint has to answer one attempt. */
const TIMEOUT_MS = 10_000;

/** POSTs the body; answers the status code, or throws on a network error or the timeout. */
function post(url: string, headers: Record<string, string>, body: string, agent: https.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = https.request(url, { method: 'POST', headers, agent, timeout: TIMEOUT_MS }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('timeout', () => request.destroy(new Error(`No answer within ${TIMEOUT_MS / 1000} s`)));
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * The 'deliver-webhook' task: one signed POST of a delivery's message (Standard Webhooks: webhook-id,
 * webhook-timestamp and webhook-signature, the HMAC-SHA256 of `id.timestamp.body` with the endpoint's
 * secret). A 2xx answer delivers it; anything else is recorded and thrown, so the queue retries with
 * back-off, and the last attempt marks it failed. Only through the outbound guard: an endpoint's address
 * is a user's, and must not reach the platform's own network.
 */
export function addWebhookDelivery(tasks: JobTasks, { db, guard, ca, log }: WebhookDeliveryContext): void {
  const agent = guard.agent(ca ? { ca } : {});
  tasks.add('deliver-webhook', async ({ deliveryId }, helpers) => {
    const delivery = await db
      .selectFrom('webhookDeliveries')
      .innerJoin('webhookEndpoints', 'webhookEndpoints.id', 'webhookDeliveries.endpointId')
      .select([
        'webhookDeliveries.id',
        'webhookDeliveries.messageId',
        'webhookDeliveries.payload',
        'webhookDeliveries.status',
        'webhookEndpoints.url',
        'webhookEndpoints.secret',
      ])
      .where('webhookDeliveries.id', '=', deliveryId)
      .executeTakeFirst();
    if (!delivery || delivery.status === 'delivered') return;
    const attempt = helpers.job.attempts;
    const body = JSON.stringify(delivery.payload);
    const sentAt = new Date();
    const signature = new Webhook(delivery.secret).sign(delivery.messageId, sentAt, body);
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'Fixline-Webhooks/1',
      'webhook-id': delivery.messageId,
      'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
      'webhook-signature': signature,
    };
    let code: number | null = null;
    try {
      await guard.assertAllowed(delivery.url);
      code = await post(delivery.url, headers, body, agent);
      if (code < 200 || code > 299) throw new Error(`The endpoint answered ${code}`);
      await db
        .updateTable('webhookDeliveries')
        .set({ status: 'delivered', attempts: attempt, lastStatusCode: code, lastError: null, deliveredAt: new Date() })
        .where('id', '=', delivery.id)
        .execute();
    } catch (error) {
      // An address on a private network is refused for good: failed at once, not retried for two hours.
      const refused = error instanceof OutboundAddressRefused;
      // Which internal address a name resolved to is for our log, never for the endpoint's owner.
      const message = refused
        ? 'This address is on a private network: Fixline does not call it'
        : error instanceof Error
          ? error.message
          : String(error);
      const last = refused || attempt >= helpers.job.max_attempts;
      await db
        .updateTable('webhookDeliveries')
        .set({ status: last ? 'failed' : 'queued', attempts: attempt, lastStatusCode: code, lastError: message })
        .where('id', '=', delivery.id)
        .execute();
      log.warn(
        `webhook delivery ${delivery.id}: attempt ${attempt} of ${helpers.job.max_attempts} failed: ${refused ? (error as Error).message : message}`,
      );
      if (!refused) throw error;
    }
  });
}
