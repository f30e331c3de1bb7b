import Holidays from 'date-holidays';

/**
 * England and Wales' bank holidays (GOV.UK's list, as date-holidays keeps it): the calendar UK
 * insurers' service levels count in. Scotland and Northern Ireland have others; an organisation's own
 * region is a later setting (decision 0056).
 */
const bankHolidays = new Holidays('GB', 'ENG', { types: ['public'] });
const londonWeekday = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', weekday: 'short' });
const DAY_MS = 86_400_000;

/** Monday to Friday in London, and not a bank holiday. */
export function isUkWorkingDay(at: Date): boolean {
  const weekday = londonWeekday.format(at);
  if (weekday === 'Sat' || weekday === 'Sun') return false;
  return !bankHolidays.isHoliday(at);
}

/**
 * The moment `days` UK working days after `from`, at the same time of day: asked on a Friday at 15:00
 * with 2 days, due on the Tuesday at 15:00 (the Wednesday after a bank holiday Monday).
 */
export function addUkWorkingDays(from: Date, days: number): Date {
  let at = from;
  for (let left = days; left > 0; ) {
    at = new Date(at.getTime() + DAY_MS);
    if (isUkWorkingDay(at)) left--;
  }
  return at;
}
