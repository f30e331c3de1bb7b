import { CLAIM_COUNT_CAP } from '@fixline/domain';

/**
 * A list's total: exact, or `capped` when more than `count` match. Totals that grow with the table
 * (a filtered claims list, a garage's marketplace) are counted over at most CLAIM_COUNT_CAP + 1 rows
 * (decisions 0073 and 0075).
 */
export interface CappedCount {
  count: number;
  capped: boolean;
}

/** What a count over at most CLAIM_COUNT_CAP + 1 rows says of the total. */
export function cappedCount(counted: number): CappedCount {
  return counted > CLAIM_COUNT_CAP ? { count: CLAIM_COUNT_CAP, capped: true } : { count: counted, capped: false };
}

/**
 * A short page beyond a capped count ends the list: the total is then known from where it ends
 * (its offset plus its rows), so the last page says "1,001–1,010 of 1,010".
 */
export function totalWithPage(total: CappedCount, page: { offset: number; rows: number; pageSize: number }) {
  const ends = total.capped && page.rows > 0 && page.rows < page.pageSize;
  return ends ? { count: page.offset + page.rows, capped: false } : total;
}
