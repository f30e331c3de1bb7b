import { formatWholeNumber, type TClaimListWithCount } from '@fixline/domain';

type ClaimTotal = Pick<TClaimListWithCount, 'count' | 'countCapped'>;

/**
 * '42', or 'more than 1,000' when the server stopped counting at its cap (decision 0073); '1,000+' when
 * `short`, where a phone's pagination has no room for the words beside its arrows.
 */
export function totalText({ count, countCapped }: ClaimTotal, short = false): string {
  if (!countCapped) return formatWholeNumber(count);
  return short ? `${formatWholeNumber(count)}+` : `more than ${formatWholeNumber(count)}`;
}

/** Whether the total is one claim exactly, for the noun's number. */
export const isOne = ({ count, countCapped }: ClaimTotal) => count === 1 && !countCapped;

/** The list's heading line: '1 claim', '42 claims', 'More than 1,000 claims'. */
export function claimTotalText(total: ClaimTotal): string {
  const text = `${totalText(total)} ${isOne(total) ? 'claim' : 'claims'}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
