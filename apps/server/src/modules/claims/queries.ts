import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import type { Claim, ClaimComment, ClaimHistory, PartnerCall } from '../../db/schema.ts';
import { notFound } from '../../http/http-error.ts';
import { type AccessOptions, visibleTo } from './claim-access.ts';

export const CLAIM_NOT_FOUND = 'Claim not found';

/** One of the claim's files as the claim's answer lists it (spec 3 "images", "thumbnails"). */
export interface ClaimFileRef {
  id: string;
  contentType: string;
  /** Set on a garage's bid document, which few may read (maySeeClaimFile). */
  bidOrganisationId: string | null;
  hasThumbnail: boolean;
}

/** A claim with what its page shows around it. */
export interface ClaimView {
  claim: Claim & {
    clientOrganisationName: string;
    repairerOrganisationName: string | null;
    quoteId: string | null;
    bodyshopAgreement: BodyshopAgreementRef | null;
  };
  comments: ClaimComment[];
  history: ClaimHistory[];
  files: ClaimFileRef[];
  /** Calls to partners, newest first (dates as JSON text: the presenter reads them). */
  partnerCalls: PartnerCallRef[];
}

/** The agreement signed with a bodyshop, or the claim's bodyshop while unsigned (acceptedAt as JSON text). */
export interface BodyshopAgreementRef {
  bodyshopName: string;
  signedName: string | null;
  acceptedAt: string | null;
}

export type PartnerCallRef = Omit<PartnerCall, 'request' | 'answer' | 'claimId' | 'createdBy'>;

/** The organisations of a claim the actor may see (who owns it, who is assigned), or 404. */
export async function visibleClaimParties(db: Db, actor: Actor, id: string) {
  const claim = await db
    .selectFrom('claims')
    .select(['clientOrganisationId', 'repairerOrganisationId'])
    .where('id', '=', id)
    .where(visibleTo(actor))
    .executeTakeFirst();
  if (!claim) throw notFound(CLAIM_NOT_FOUND);
  return claim;
}

/**
 * The claim row, locked until the transaction ends, if the actor may see it. Every change starts
 * here: a second concurrent change waits for the first and then sees its result.
 */
export function lockVisibleClaim(trx: Db, actor: Actor, id: string, options: AccessOptions = {}) {
  return trx
    .selectFrom('claims')
    .selectAll()
    .where('id', '=', id)
    .where(visibleTo(actor, options))
    .forUpdate()
    .executeTakeFirst();
}

/** Timestamps come out of JSON as text; the presenters expect what pg gives for a column, a Date. */
const withDate = <T, K extends keyof T>(rows: T[], key: K): T[] =>
  rows.map((row) => ({ ...row, [key]: new Date(row[key] as string) }));

/** Claims with the names of their client and repairer organisations: what every read of a claim's page starts from. */
export function claimsWithOrganisationNames(db: Db) {
  return db
    .selectFrom('claims')
    .innerJoin('organisations as client', 'client.id', 'claims.clientOrganisationId')
    .leftJoin('organisations as repairer', 'repairer.id', 'claims.repairerOrganisationId')
    .select(['client.name as clientOrganisationName', 'repairer.name as repairerOrganisationName']);
}

/**
 * The claim with its organisations' names, comments, timeline and files, in one query (each as a JSON
 * array): one round trip per claim page instead of four. With `reach`, only if that actor may
 * see it: the reach is part of the same query.
 */
export async function loadClaimView(
  db: Db,
  id: string,
  reach?: { actor: Actor; options?: AccessOptions },
): Promise<ClaimView | undefined> {
  let query = claimsWithOrganisationNames(db)
    .selectAll('claims')
    .select((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('claimComments')
          .selectAll()
          .whereRef('claimComments.claimId', '=', 'claims.id')
          .orderBy('createdAt')
          .orderBy('id'),
      ).as('comments'),
      jsonArrayFrom(
        eb
          .selectFrom('claimHistory')
          .selectAll()
          .whereRef('claimHistory.claimId', '=', 'claims.id')
          .orderBy('at')
          .orderBy('id'),
      ).as('history'),
      jsonArrayFrom(
        eb
          .selectFrom('claimFiles')
          .select((files) => [
            'claimFiles.id',
            'claimFiles.contentType',
            'claimFiles.bidOrganisationId',
            files('claimFiles.thumbnailKey', 'is not', null).$castTo<boolean>().as('hasThumbnail'),
          ])
          .whereRef('claimFiles.claimId', '=', 'claims.id')
          .orderBy('claimFiles.createdAt')
          .orderBy('claimFiles.id'),
      ).as('files'),
      jsonArrayFrom(
        eb
          .selectFrom('partnerCalls')
          .select([
            'partnerCalls.id',
            'partnerCalls.partner',
            'partnerCalls.action',
            'partnerCalls.status',
            'partnerCalls.attempts',
            'partnerCalls.maxAttempts',
            'partnerCalls.lastError',
            'partnerCalls.summary',
            'partnerCalls.createdAt',
            'partnerCalls.updatedAt',
          ])
          .whereRef('partnerCalls.claimId', '=', 'claims.id')
          .orderBy('partnerCalls.createdAt', 'desc'),
      ).as('partnerCalls'),
      // The newest quote of either kind, the client's or the driver's: its PDF is a link on the claim page.
      sql<string | null>`(
        select q.id from (
          select id, created_at from quotes where claim_id = claims.id
          union all
          select id, created_at from retail_quotes where claim_id = claims.id
        ) q order by q.created_at desc, q.id limit 1
      )`.as('quoteId'),
      // The agreement with the claim's current bodyshop, signed or awaiting a signature (decision 0061): one
      // signed with an earlier bodyshop stays on record and on the timeline, but is not this claim's any more.
      sql<BodyshopAgreementRef | null>`(
        select json_build_object('bodyshopName', o.name, 'signedName', a.signed_name, 'acceptedAt', a.accepted_at)
          from organisations o
          left join bodyshop_agreements a on a.claim_id = claims.id and a.bodyshop_organisation_id = o.id
          where o.id = claims.repairer_organisation_id and o.type = 'bodyshop'
      )`.as('bodyshopAgreement'),
    ])
    .where('claims.id', '=', id);
  if (reach) query = query.where(visibleTo(reach.actor, reach.options));
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  const { comments, history, files, partnerCalls, ...claim } = row;
  return {
    claim,
    comments: withDate(comments as unknown as ClaimComment[], 'createdAt'),
    history: withDate(history as unknown as ClaimHistory[], 'at'),
    files,
    partnerCalls: partnerCalls as unknown as PartnerCallRef[],
  };
}
