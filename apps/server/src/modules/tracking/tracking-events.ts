import { type ClaimStatus, claimReference, isActiveStatus, TRACKING_STATUS_TEXT } from '@fixline/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { ClaimEvents } from '../../events/claim-events.ts';
import type { PushSender } from '../../integrations/push/push-sender.ts';
import type { Clock } from '../../jobs/clock.ts';
import type { Realtime } from '../../realtime/realtime.ts';
import type { DriverLinks } from '../driver-links/driver-links.ts';
import { giveTrackingLink } from './mail-tracking-link.ts';

export interface TrackingEventsOptions {
  db: Db;
  realtime: Pick<Realtime, 'trackingChanged'>;
  push: PushSender;
  driverLinks: DriverLinks;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * The drivers' side of claim events (issue 24 "Live tracking"): a status change reaches the tracking
 * pages open on the claim (their socket room) and the browsers that asked for web push on it, once the
 * change commits. The claim's first status change also mails the driver the tracking link, in the
 * change's transaction.
 */
export function createTrackingEvents(options: TrackingEventsOptions): ClaimEvents {
  const { realtime, clock, log } = options;
  return {
    record: async (trx, event) => {
      const status = event.payload?.status;
      if (event.type !== 'ClaimStatusUpdated' || !status) return () => {};
      // A claim closing on its first move (completed, archived) leaves nothing to follow.
      if (isActiveStatus(status) && (await isFirstStatusChange(trx, event.claimId))) {
        await giveTrackingLink(trx, options.driverLinks, event.claimId, { now: clock.now(), mail: true });
      }
      const at = clock.now().toISOString();
      return () => {
        realtime.trackingChanged(event.claimId, { status, at });
        pushToDrivers(options, event.claimId, status).catch((error) =>
          log.warn({ err: error }, 'tracking push failed'),
        );
      };
    },
  };
}

/** Whether the claim's timeline holds one move between statuses: this one (its creation is not a move). */
async function isFirstStatusChange(trx: Db, claimId: string): Promise<boolean> {
  const { moves } = await trx
    .selectFrom('claimHistory')
    .select((eb) => eb.fn.countAll<number>().as('moves'))
    .where('claimId', '=', claimId)
    .where('fromStatus', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(moves) === 1;
}

/**
 * A push to every browser that opted in through one of the claim's working tracking links; it opens
 * that link's page. A subscription the push service says is gone is deleted; a failure is only logged.
 */
async function pushToDrivers(options: TrackingEventsOptions, claimId: string, status: ClaimStatus) {
  const { db, push, driverLinks, clock, log } = options;
  const rows = await db
    .selectFrom('trackingPushSubscriptions as subscription')
    .innerJoin('driverLinks as link', 'link.id', 'subscription.driverLinkId')
    .innerJoin('claims', 'claims.id', 'subscription.claimId')
    .selectAll('link')
    .select([
      'subscription.id as subscriptionId',
      'subscription.endpoint',
      'subscription.p256dh',
      'subscription.auth',
      'claims.reference',
    ])
    .where('subscription.claimId', '=', claimId)
    .where('link.revokedAt', 'is', null)
    .where('link.expiresAt', '>', clock.now())
    .execute();
  for (const row of rows) {
    const url = driverLinks.urlOf(row);
    const message = {
      title: `Claim ${claimReference(row.reference)}`,
      body: TRACKING_STATUS_TEXT[status].now,
      url: url ? new URL(url).pathname : '/',
    };
    try {
      if ((await push.send(row, message)) === 'gone') {
        await db.deleteFrom('trackingPushSubscriptions').where('id', '=', row.subscriptionId).execute();
      }
    } catch (error) {
      log.warn({ err: error, subscriptionId: row.subscriptionId }, 'tracking push failed');
    }
  }
}
