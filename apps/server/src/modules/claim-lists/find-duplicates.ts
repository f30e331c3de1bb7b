import { DUPLICATE_RULE, DUPLICATE_WINDOW_DAYS, type TDuplicates } from '@fixline/domain';
import { sql } from 'kysely';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import { claimReach, reachKey, visibleTo } from '../claims/claim-access.ts';
import { phoneDigits } from './claim-filters.ts';
import type { FiguresCache } from './figures-cache.ts';
import { presentClaimSummary } from './present-claim-summary.ts';
import { summaryQuery } from './summary-query.ts';

type Reason = TDuplicates['data'][number]['reason'];
interface Group {
  reason: Reason;
  key: string;
  ids: string[];
  latest: Date;
}

/**
 * Every group of possible duplicates among the claims the actor may read (DUPLICATE_RULE): the same
 * registration created within the window of another claim of it, or the same customer email or phone
 * with the same incident date. A group found by both email and phone is listed once.
 */
async function duplicateGroups(db: Db, actor: Actor): Promise<Group[]> {
  const visible = db.selectFrom('claims').selectAll('claims').where(visibleTo(actor));
  const window = DUPLICATE_WINDOW_DAYS * 24 * 60 * 60;
  const { rows } = await sql<{ reason: Reason; key: string; ids: string[]; latest: Date }>`
    with visible as (${visible}),
    plates as (
      select distinct a.registration from visible a join visible b
        on b.registration = a.registration and b.id <> a.id
        and abs(extract(epoch from b.created_at - a.created_at)) <= ${window}
    ),
    customers as (
      select 'email' as via, lower(customer_email) as who, incident_date from visible
        where customer_email is not null and incident_date is not null
      union all
      select 'phone', ${phoneDigits('customer_phone')}, incident_date
        from visible where customer_phone is not null and incident_date is not null
    ),
    customer_keys as (
      select who, incident_date from customers group by via, who, incident_date having count(*) > 1
    )
    select 'same-registration' as reason, v.registration as key,
      array_agg(v.id order by v.created_at, v.id) as ids, max(v.created_at) as latest
    from visible v join plates p on p.registration = v.registration
    group by v.registration
    union all
    select 'same-customer-and-incident-date', k.who || ' on ' || k.incident_date,
      array_agg(distinct v.id), max(v.created_at)
    from customer_keys k join visible v on v.incident_date = k.incident_date and k.who in
      (lower(v.customer_email), ${phoneDigits('v.customer_phone')})
    group by k.who, k.incident_date
    order by latest desc, key
  `.execute(db);
  const seen = new Set<string>();
  return rows.filter((group) => {
    const members = `${group.reason}:${[...group.ids].sort().join(',')}`;
    if (seen.has(members)) return false;
    seen.add(members);
    return true;
  });
}

/** A page of duplicate groups, newest first, each with its claims as list rows. */
export async function findDuplicates(
  db: Db,
  cache: FiguresCache,
  actor: Actor,
  page: { limit: number; skip: number },
): Promise<TDuplicates> {
  const groups = await cache.get(`duplicates:${reachKey(claimReach(actor))}`, async () => ({
    all: await duplicateGroups(db, actor),
  }));
  const shown = groups.all.slice(page.skip, page.skip + page.limit);
  const ids = [...new Set(shown.flatMap((group) => group.ids))];
  const rows = ids.length > 0 ? await summaryQuery(db, actor).where('claims.id', 'in', ids).execute() : [];
  const byId = new Map(rows.map((row) => [row.id, presentClaimSummary(row, actor)]));
  return {
    rule: DUPLICATE_RULE,
    count: groups.all.length,
    data: shown.map((group) => ({
      reason: group.reason,
      key: group.key,
      claims: group.ids.flatMap((id) => byId.get(id) ?? []),
    })),
  };
}
