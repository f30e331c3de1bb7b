import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/http-error.ts';
import { claimReach, visibleWithin } from '../claims/claim-access.ts';
import { CLAIM_NOT_FOUND } from '../claims/queries.ts';

/**
 * Everything an evidence pack holds about one claim, oldest first, read in one transaction so its parts
 * agree. Only for those who see the whole claim, costs included: its client and the platform. The claim's
 * repairer never reaches here (the route asks for ReadClaims), and another organisation's claim is 404.
 */
export async function collectEvidence(trx: Db, actor: Actor, claimId: string) {
  const claim = await trx
    .selectFrom('claims')
    .innerJoin('organisations as client', 'client.id', 'claims.clientOrganisationId')
    .leftJoin('organisations as repairer', 'repairer.id', 'claims.repairerOrganisationId')
    .selectAll('claims')
    .select(['client.name as clientName', 'repairer.name as repairerName'])
    .where('claims.id', '=', claimId)
    .where(visibleWithin({ ...claimReach(actor), repairers: [] }, { includeDeleted: true }))
    .executeTakeFirst();
  if (!claim) throw notFound(CLAIM_NOT_FOUND);
  const [history, comments, files, clientQuotes, retailQuotes, bids, payments] = await Promise.all([
    trx.selectFrom('claimHistory').selectAll().where('claimId', '=', claimId).orderBy('at').orderBy('id').execute(),
    trx
      .selectFrom('claimComments')
      .selectAll()
      .where('claimId', '=', claimId)
      .orderBy('createdAt')
      .orderBy('id')
      .execute(),
    trx
      .selectFrom('claimFiles')
      .selectAll()
      .where('claimId', '=', claimId)
      .orderBy('createdAt')
      .orderBy('id')
      .execute(),
    trx.selectFrom('quotes').selectAll().where('claimId', '=', claimId).orderBy('createdAt').execute(),
    trx.selectFrom('retailQuotes').selectAll().where('claimId', '=', claimId).orderBy('createdAt').execute(),
    trx
      .selectFrom('bids')
      .innerJoin('organisations', 'organisations.id', 'bids.organisationId')
      .select([
        'bids.amount',
        'bids.state',
        'bids.earliestStartDate',
        'bids.repairDays',
        'bids.note',
        'bids.createdAt',
        'organisations.name as organisationName',
      ])
      .where('bids.claimId', '=', claimId)
      .orderBy('bids.createdAt')
      .execute(),
    trx.selectFrom('claimPayments').selectAll().where('claimId', '=', claimId).orderBy('paidAt').execute(),
  ]);
  return { claim, history, comments, files, clientQuotes, retailQuotes, bids, payments };
}
export type Evidence = Awaited<ReturnType<typeof collectEvidence>>;
