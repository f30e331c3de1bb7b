import {
  claimReference,
  DRIVER_LINK_MESSAGES,
  predictCompletion,
  progressSteps,
  remainingStatuses,
  type TTrackingPage,
} from '@fixline/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import type { Clock } from '../../jobs/clock.ts';
import type { FiguresCache } from '../claim-lists/figures-cache.ts';
import { recentMedianTimes } from '../claim-lists/median-time.ts';
import type { DriverLinks } from '../driver-links/driver-links.ts';

export interface TrackingServices {
  db: Db;
  driverLinks: DriverLinks;
  figures: FiguresCache;
  clock: Clock;
  pushPublicKey: string;
}

/**
 * The claim a tracking token opens: 404 forged or another page's, 410 expired or revoked (driver links),
 * and 410 too once the claim is deleted: the link did work, and the driver needs their insurer.
 */
export async function resolveTrackingLink(db: Db, driverLinks: DriverLinks, token: string) {
  const link = await driverLinks.resolve(db, token, 'tracking');
  const claim = await db
    .selectFrom('claims')
    .select('id')
    .where('id', '=', link.claimId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!claim) throw new HttpError(410, DRIVER_LINK_MESSAGES.revoked);
  return link;
}

/**
 * GET /api/track/{token}: where the claim is, for its driver. Only what the driver may know: statuses
 * and their dates (never who or why), the assigned garage's name and town (never the other bidders),
 * and the predicted completion with its basis.
 */
export async function readTrackingPage(services: TrackingServices, token: string): Promise<TTrackingPage> {
  const { db, driverLinks, figures, clock } = services;
  const { claimId } = await resolveTrackingLink(db, driverLinks, token);
  const claim = await db
    .selectFrom('claims')
    .select([
      'reference',
      'registration',
      'track',
      'status',
      'archivedFrom',
      'repairerOrganisationId',
      'latitude',
      'longitude',
    ])
    .where('id', '=', claimId)
    .executeTakeFirstOrThrow();
  const timeline = await db
    .selectFrom('claimHistory')
    .select(['toStatus', 'at'])
    .where('claimId', '=', claimId)
    .where('toStatus', 'is not', null)
    .orderBy('at')
    .orderBy('id')
    .execute();
  const statusSince = timeline.at(-1)?.at ?? clock.now();
  const medians = await recentMedianTimes(db, figures, remainingStatuses(claim));
  const prediction = predictCompletion({ ...claim, statusSince }, medians, clock.now());
  return {
    claimReference: claimReference(claim.reference),
    registration: claim.registration,
    track: claim.track,
    status: claim.status,
    ...progressSteps(claim),
    timeline: timeline.flatMap((entry) =>
      entry.toStatus ? [{ status: entry.toStatus, at: entry.at.toISOString() }] : [],
    ),
    garage: claim.repairerOrganisationId ? await garageOf(db, claim.repairerOrganisationId, claim) : null,
    prediction: prediction && { date: prediction.at.toISOString(), claims: prediction.claims },
    pushPublicKey: services.pushPublicKey,
  };
}

/** The assigned repairer's name, and the town of its garage nearest the claim (its first without a location). */
async function garageOf(
  db: Db,
  organisationId: string,
  claim: { latitude: number | null; longitude: number | null },
): Promise<TTrackingPage['garage']> {
  const organisation = await db
    .selectFrom('organisations')
    .select('name')
    .where('id', '=', organisationId)
    .executeTakeFirstOrThrow();
  const { latitude, longitude } = claim;
  const garage = await db
    .selectFrom('garages')
    .select('town')
    .where('organisationId', '=', organisationId)
    .$if(latitude !== null && longitude !== null, (query) =>
      query.orderBy(sql`(latitude - ${latitude}) ^ 2 + (longitude - ${longitude}) ^ 2`),
    )
    .orderBy('createdAt')
    .limit(1)
    .executeTakeFirst();
  return { name: organisation.name, town: garage?.town ?? null };
}
