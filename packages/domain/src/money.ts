import { formatWholeNumber } from './whole-numbers.ts';

/**
 * Money is integer pence everywhere; this is the one GBP formatter of spec section 9. It writes
 * amounts exactly as `Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' })` does
 * (formatting.test.ts holds the two side by side over many amounts), but by hand: a page's first Intl
 * number formatter loads the browser's locale data, some 60 ms of a phone's CPU in one piece inside the
 * render of the first claim that shows an amount (docs/decisions/0038-shorter-tasks-after-the-first-paint.md).
 */

/** '£1,234.50' from 123450 pence; 0 decimals when decimals are disabled; a missing value shows as £0. */
export function formatMoney(pence: number | null | undefined, options: { decimals?: boolean } = {}): string {
  const amount = pence ?? 0;
  const decimals = options.decimals === false ? 0 : 2;
  // Not an amount at all: Intl's own words for it ('£NaN'), which no real amount reaches.
  if (!Number.isFinite(amount)) return `${amount < 0 ? '-' : ''}£${Number.isNaN(amount) ? 'NaN' : '∞'}`;
  // Whole units of the last digit shown, halves away from zero as Intl rounds them.
  const units = Math.round(Math.abs(amount) / (decimals === 2 ? 1 : 100));
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  if (decimals === 0) return `${sign}£${formatWholeNumber(units)}`;
  const pounds = Math.floor(units / 100);
  return `${sign}£${formatWholeNumber(pounds)}.${String(units % 100).padStart(2, '0')}`;
}

/** '1,234.5' or '£1234.50' → 123450 pence; null for anything that is not an amount of pounds. */
export function poundsToPence(text: string): number | null {
  const cleaned = text.trim().replace(/^£/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [pounds = '0', pence = ''] = cleaned.split('.');
  return Number(pounds) * 100 + Number(pence.padEnd(2, '0'));
}
