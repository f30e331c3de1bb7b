/**
 * A whole number as en-GB writes it, '1,234,567': what `Intl.NumberFormat('en-GB')` gives for one
 * (formatting.test.ts holds the two side by side), written out because a page's first Intl number
 * formatter costs some 60 ms of a phone's CPU in one piece
 * (docs/decisions/0038-shorter-tasks-after-the-first-paint.md).
 */
export function formatWholeNumber(value: number): string {
  const digits = String(Math.abs(Math.round(value)));
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return sign + digits.replace(/\B(?=(\d{3})+$)/g, ',');
}
