import { DEFAULT_CLOSES_AT, DEFAULT_OPEN_DAYS, garageOpenOn, ukDay } from '@fixline/domain';
import Holidays from 'date-holidays';

/**
 * The UK's bank holidays, by the part of the UK a garage is in (GOV.UK's lists, as date-holidays keeps
 * them; decision 0084). England and Wales share one list, so 'ENG' stands for both; Scotland and Northern
 * Ireland have their own. Public holidays only: an observance (Mother's Day) shuts no garage.
 */
export type BankHolidayRegion = 'ENG' | 'SCT' | 'NIR';

const CALENDARS: Record<BankHolidayRegion, Holidays> = {
  ENG: new Holidays('GB', 'ENG', { types: ['public'] }),
  SCT: new Holidays('GB', 'SCT', { types: ['public'] }),
  NIR: new Holidays('GB', 'NIR', { types: ['public'] }),
};

/** Scotland's postcode areas. */
const SCOTTISH_AREAS = new Set([
  'AB',
  'DD',
  'DG',
  'EH',
  'FK',
  'G',
  'HS',
  'IV',
  'KA',
  'KW',
  'KY',
  'ML',
  'PA',
  'PH',
  'TD',
  'ZE',
]);

/** The region of a postcode by its area (its leading letters); none, or one we cannot read: England and Wales. */
export function bankHolidayRegion(postcode: string | null): BankHolidayRegion {
  const area =
    postcode
      ?.trim()
      .toUpperCase()
      .match(/^[A-Z]{1,2}/)?.[0] ?? '';
  if (area === 'BT') return 'NIR';
  return SCOTTISH_AREAS.has(area) ? 'SCT' : 'ENG';
}

/** The bank holidays (substitute days included) of a postcode's region from `from` to `to`, both 'YYYY-MM-DD'. */
export function bankHolidaysFor(postcode: string | null, from: string, to: string): string[] {
  const calendar = CALENDARS[bankHolidayRegion(postcode)];
  const days = new Set<string>();
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    for (const holiday of calendar.getHolidays(year)) {
      const day = holiday.date.slice(0, 10);
      if (day >= from && day <= to) days.add(day);
    }
  }
  return [...days].sort();
}

const addDays = (day: string, days: number): string => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** A year of a garage's bank holidays from `today`: what a pickup carries (the dates it takes reach a year). */
export const bankHolidaysAhead = (postcode: string | null, today: string): string[] =>
  bankHolidaysFor(postcode, today, addDays(today, 366));

/**
 * The first day on or after `days` days ahead of `from` (today in London when absent) that a garage
 * with the default days is open: Monday to Friday, not an England and Wales bank holiday, and not today
 * after 17:30. Tests, the demo and the API's examples pick their repair days with it, so what they
 * pick is open whatever day they run.
 */
export function openDayAhead(days: number, from?: string, now = new Date()): string {
  let day = addDays(from ?? ukDay(now), days);
  const garage = {
    openDays: DEFAULT_OPEN_DAYS,
    closesAt: DEFAULT_CLOSES_AT,
    bankHolidays: bankHolidaysFor(null, day, addDays(day, 31)),
  };
  while (!garageOpenOn(garage, day, now).open) day = addDays(day, 1);
  return day;
}
