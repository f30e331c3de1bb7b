/**
 * Dates and times in en-GB (docs/ui.md): '3 Mar 2026, 14:05' and '3 Mar 2026', exactly as
 * `Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' })` writes them
 * (format-date.test.ts holds the two side by side). Written out here, not asked of Intl: a page's first
 * Intl date formatter loads the browser's locale data and builds its patterns, some 50–65 ms of a
 * phone's CPU in one piece, inside the render of the first list or claim
 * (docs/decisions/0037-signed-in-pages-arrive-drawn.md).
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'] as const;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The day of a Date where the browser is: '3 Mar 2026'. */
function day(date: Date): string {
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return `${day(date)}, ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** A calendar date ('2026-03-03') read as that day wherever the browser is. */
export function formatDate(isoDate: string): string {
  return day(new Date(`${isoDate.slice(0, 10)}T12:00:00`));
}

/** The day an instant ('2026-03-03T23:30:00Z') fell on where the browser is, for dense lists. */
export function formatDay(iso: string): string {
  return day(new Date(iso));
}
