const whole = new Intl.NumberFormat('en-GB');
const oneDecimal = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });

const SECONDS_PER_DAY = 86_400;

export function formatCount(count: number): string {
  return whole.format(count);
}

/** A duration in days, to a tenth: '12.5 days', '1 day'; a dash when there is nothing to measure. */
export function formatDays(seconds: number | null): string {
  if (seconds === null) return '—';
  const days = Math.round((seconds / SECONDS_PER_DAY) * 10) / 10;
  return `${oneDecimal.format(days)} ${days === 1 ? 'day' : 'days'}`;
}

/** A calendar date ('2026-03-03') as its day and month, '3 Mar', read as that day wherever the browser is. */
export function formatDayMonth(isoDate: string): string {
  return dayMonth.format(new Date(`${isoDate}T12:00:00`));
}

/** An axis maximum a little above the largest bar, so its figure fits beside it; at least 1. */
export function headroom(largest: number): number {
  return Math.max(1, Math.ceil(largest * 1.2), largest + 1);
}
