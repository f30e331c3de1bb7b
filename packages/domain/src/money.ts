/** Money is integer pence everywhere; this is the one GBP formatter of spec section 9. */
const formatters = new Map<number, Intl.NumberFormat>();

function formatter(decimals: number): Intl.NumberFormat {
  let f = formatters.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: 'GBP',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(decimals, f);
  }
  return f;
}

/** '£1,234.50' from 123450 pence; 0 decimals when decimals are disabled; a missing value shows as £0. */
export function formatMoney(pence: number | null | undefined, options: { decimals?: boolean } = {}): string {
  const decimals = options.decimals === false ? 0 : 2;
  return formatter(decimals).format((pence ?? 0) / 100);
}

/** '1,234.5' or '£1234.50' → 123450 pence; null for anything that is not an amount of pounds. */
export function poundsToPence(text: string): number | null {
  const cleaned = text.trim().replace(/^£/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [pounds = '0', pence = ''] = cleaned.split('.');
  return Number(pounds) * 100 + Number(pence.padEnd(2, '0'));
}
