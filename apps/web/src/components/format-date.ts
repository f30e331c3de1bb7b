/**
 * Dates and times in en-GB (UI.md): '3 Mar 2026, 14:05' and '3 Mar 2026'. The formatters are made on
 * first use, not as the module loads with the pages' shared code: a page's first Intl formatter loads
 * the browser's locale data, some 60 ms of a phone's CPU (docs/performance.md).
 */
let dateTimeFormat: Intl.DateTimeFormat | undefined;
let dateOnlyFormat: Intl.DateTimeFormat | undefined;
const dateTime = () =>
  (dateTimeFormat ??= new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }));
const dateOnly = () => (dateOnlyFormat ??= new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }));

export function formatDateTime(iso: string): string {
  return dateTime().format(new Date(iso));
}

/** A calendar date ('2026-03-03') read as that day wherever the browser is. */
export function formatDate(isoDate: string): string {
  return dateOnly().format(new Date(`${isoDate.slice(0, 10)}T12:00:00`));
}

/** The day an instant ('2026-03-03T23:30:00Z') fell on where the browser is, for dense lists. */
export function formatDay(iso: string): string {
  return dateOnly().format(new Date(iso));
}
