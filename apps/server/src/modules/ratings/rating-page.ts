import { claimReference, RATING_MESSAGES, type TRatingPage, type ZRatingRequest, type z } from '@fixline/domain';
import type { Db } from '../../db/database.ts';
import { conflict } from '../../http/http-error.ts';
import { idempotentTransaction } from '../../idempotency/idempotent-transaction.ts';
import type { DriverLinks } from '../driver-links/driver-links.ts';

/** The claim's reference, its repairer and the rating given, for the page of a feedback link. */
async function ratingPage(db: Db, claimId: string): Promise<TRatingPage> {
  const row = await db
    .selectFrom('claims')
    .leftJoin('organisations', 'organisations.id', 'claims.repairerOrganisationId')
    .leftJoin('repairerRatings', 'repairerRatings.claimId', 'claims.id')
    .select([
      'claims.reference',
      'organisations.name as repairerName',
      'repairerRatings.stars',
      'repairerRatings.comment',
    ])
    .where('claims.id', '=', claimId)
    .executeTakeFirstOrThrow();
  if (!row.repairerName) throw conflict(RATING_MESSAGES.noRepairer);
  return {
    claimReference: claimReference(row.reference),
    repairerName: row.repairerName,
    rating: row.stars === null ? null : { stars: row.stars, comment: row.comment },
  };
}

/** GET /api/ratings/{token}: what the driver rates, or the rating they gave. */
export async function readRatingPage(db: Db, driverLinks: DriverLinks, token: string): Promise<TRatingPage> {
  const { claimId } = await driverLinks.resolve(db, token, 'feedback');
  return ratingPage(db, claimId);
}

/**
 * POST /api/ratings/{token}: the driver's stars and comment, against the claim's repairer organisation.
 * One rating per claim: a second answer is refused (409) and the page shows the first.
 */
export async function submitRating(
  db: Db,
  driverLinks: DriverLinks,
  token: string,
  { stars, comment }: z.output<typeof ZRatingRequest>,
): Promise<TRatingPage> {
  return idempotentTransaction(db, async (trx) => {
    const { claimId, linkId } = await driverLinks.resolve(trx, token, 'feedback');
    return rate(trx, claimId, linkId, stars, comment ?? null);
  });
}

async function rate(db: Db, claimId: string, linkId: string, stars: number, comment: string | null) {
  const claim = await db
    .selectFrom('claims')
    .select('repairerOrganisationId')
    .where('id', '=', claimId)
    .executeTakeFirstOrThrow();
  if (!claim.repairerOrganisationId) throw conflict(RATING_MESSAGES.noRepairer);
  const stored = await db
    .insertInto('repairerRatings')
    .values({
      claimId,
      repairerOrganisationId: claim.repairerOrganisationId,
      driverLinkId: linkId,
      stars,
      comment,
    })
    .onConflict((oc) => oc.column('claimId').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!stored) throw conflict(RATING_MESSAGES.alreadyRated);
  return ratingPage(db, claimId);
}
