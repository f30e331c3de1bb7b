import { type ClaimListQuery, claimSearchParts, claimSearchTerms, RAISED_ISSUES } from '@fixline/domain';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import { likePattern } from '../../db/like-pattern.ts';
import type { Database } from '../../db/schema.ts';

/** The list's filters: everything of the query but the page and its order. */
export type ClaimFilters = Pick<
  ClaimListQuery,
  | 'status'
  | 'lastDays'
  | 'labels'
  | 'excludeLabels'
  | 'plateNumber'
  | 'reference'
  | 'overdue'
  | 'email'
  | 'phoneNumber'
  | 'search'
> & {
  /** Only claims with an open issue, whatever the status filter says (GET /api/claims/raised-issues). */
  issueOnly?: boolean;
};

/**
 * The digits of a stored phone as normalisePhone computes them; written exactly as the phone index of
 * migration 0003, so the planner uses it. `column` is a trusted SQL column name, never input.
 */
export const phoneDigits = (column = 'claims.customer_phone') =>
  sql<string>`regexp_replace(regexp_replace(${sql.raw(column)}, '\\D', '', 'g'), '^440?', '0')`;

/**
 * The filters as one `where` on claims. Each condition has an index behind it (migration 0003): the
 * status and creation order, GIN for labels, trigrams for a part of a plate, the reference's unique key, expressions for email and phone.
 */
export function matchesFilters(filters: ClaimFilters) {
  return (eb: ExpressionBuilder<Database, 'claims'>): Expression<SqlBool> => {
    const all: Expression<SqlBool>[] = [];
    if (filters.issueOnly || filters.status === RAISED_ISSUES) all.push(eb('claims.issueRaisedAt', 'is not', null));
    if (filters.status && filters.status !== RAISED_ISSUES) all.push(eb('claims.status', '=', filters.status));
    if (filters.lastDays) {
      all.push(eb('claims.createdAt', '>=', sql<Date>`now() - make_interval(days => ${filters.lastDays})`));
    }
    if (filters.labels?.length) all.push(sql<SqlBool>`claims.labels @> ${filters.labels}::text[]`);
    if (filters.excludeLabels?.length) all.push(sql<SqlBool>`not (claims.labels && ${filters.excludeLabels}::text[])`);
    if (filters.plateNumber) all.push(eb('claims.registration', 'like', `%${filters.plateNumber}%`));
    if (filters.reference) all.push(eb('claims.reference', '=', filters.reference));
    // The deadline is cleared when the claim leaves its awaiting status: one set and past is overdue.
    if (filters.overdue) all.push(eb('claims.authorisationDueAt', '<', sql<Date>`now()`));
    if (filters.email) all.push(eb(sql`lower(claims.customer_email)`, '=', filters.email));
    if (filters.phoneNumber) all.push(eb(phoneDigits(), '=', filters.phoneNumber));
    if (filters.search) all.push(matchesSearch(eb, filters.search));
    return eb.and(all);
  };
}

/** Whether the filters are at most a status: then counts come from claim_counts, not from the claims. */
export function onlyStatus(filters: ClaimFilters): boolean {
  const { status, issueOnly, ...others } = filters;
  const oneCounter = !(issueOnly && status && status !== RAISED_ISSUES);
  return (
    oneCounter &&
    Object.values(others).every((v) => v === undefined || v === false || (Array.isArray(v) && v.length === 0))
  );
}

/**
 * The search box: any part of the search text (migration 0045's trigram index) as typed, without its
 * spaces (a plate, a postcode), or as a phone's digits, each of three characters or more; or the
 * reference it can be (the unique key). Shorter text that is no reference finds nothing: read inside
 * every claim, it would match most of them.
 */
function matchesSearch(eb: ExpressionBuilder<Database, 'claims'>, search: string): Expression<SqlBool> {
  const terms = claimSearchTerms(search);
  const any: Expression<SqlBool>[] = claimSearchParts(terms).map((part) =>
    eb('claims.searchText', 'like', likePattern(part)),
  );
  if (terms.reference) any.push(eb('claims.reference', '=', terms.reference));
  return any.length > 0 ? eb.or(any) : sql<SqlBool>`false`;
}

/**
 * How well a claim answers the search, best first: its reference, then its plate exactly, then its
 * customer's email exactly; the rest as the list's own order has them.
 */
export function searchRank(search: string) {
  const terms = claimSearchTerms(search);
  return sql<number>`case
    when claims.reference = ${terms.reference ?? 0} then 0
    when lower(claims.registration) = ${terms.compact} then 1
    when lower(claims.customer_email) = ${terms.text} then 2
    else 3 end`;
}
