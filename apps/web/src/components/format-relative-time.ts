/** Relative times in en-GB (docs/ui.md): 'now', '5 minutes ago', 'yesterday', 'last week'. */
const relative = new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' });

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** The largest whole unit that fits; under a minute reads 'now', and a clock a little ahead never says 'in'. */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return relative.format(-Math.floor(seconds / size), unit);
  }
  return relative.format(0, 'second');
}
