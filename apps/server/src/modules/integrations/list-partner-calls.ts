import {
  claimReference,
  type TPartnerCallDelivery,
  type TPartnerCallPage,
  type TPartnerCallQuery,
} from '@fixline/domain';
import type { Db } from '../../db/database.ts';
import type { PartnerCall } from '../../db/schema.ts';
import { presentPartnerCall } from '../claims/present-partner-call.ts';

/** The columns of a call and of its claim that the Integrations page shows. */
const COLUMNS = [
  'partnerCalls.id',
  'partnerCalls.partner',
  'partnerCalls.action',
  'partnerCalls.status',
  'partnerCalls.attempts',
  'partnerCalls.maxAttempts',
  'partnerCalls.lastError',
  'partnerCalls.summary',
  'partnerCalls.request',
  'partnerCalls.answer',
  'partnerCalls.createdAt',
  'partnerCalls.updatedAt',
  'partnerCalls.claimId',
  'claims.reference',
  'claims.registration',
] as const;

type DeliveryRow = Omit<PartnerCall, 'createdBy'> & { reference: number; registration: string };

/** The claim page's shape (one presenter for both), with the claim and the messages both ways. */
export function presentDelivery(row: DeliveryRow): TPartnerCallDelivery {
  return {
    ...presentPartnerCall(row),
    claim: { id: row.claimId, reference: claimReference(row.reference), registration: row.registration },
    request: row.request as Record<string, unknown>,
    answer: (row.answer ?? null) as Record<string, unknown> | null,
  };
}

/** One call with its claim, for the retry's answer. */
export function selectDelivery(db: Db, id: string) {
  return db
    .selectFrom('partnerCalls')
    .innerJoin('claims', 'claims.id', 'partnerCalls.claimId')
    .select(COLUMNS)
    .where('partnerCalls.id', '=', id)
    .executeTakeFirst();
}

/** The Integrations page: every call to a partner, newest first, a page at a time, with how many match. */
export async function listPartnerCalls(db: Db, query: TPartnerCallQuery): Promise<TPartnerCallPage> {
  let filtered = db.selectFrom('partnerCalls');
  if (query.partner) filtered = filtered.where('partnerCalls.partner', '=', query.partner);
  if (query.status) filtered = filtered.where('partnerCalls.status', '=', query.status);
  const [rows, total] = await Promise.all([
    filtered
      .innerJoin('claims', 'claims.id', 'partnerCalls.claimId')
      .select(COLUMNS)
      .orderBy('partnerCalls.createdAt', 'desc')
      .orderBy('partnerCalls.id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(presentDelivery), total: Number(total.count) };
}
