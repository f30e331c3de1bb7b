import { ukDay } from './schemas/pickup.ts';

/**
 * The days a garage is open (issue 41, decision 0084): its ISO weekdays, the time it closes, and the
 * bank holidays of its part of the UK. A driver may only pick, and a garage only book, a day it is open.
 */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type IsoWeekday = (typeof ISO_WEEKDAYS)[number];

export const WEEKDAY_LABELS: Record<IsoWeekday, string> = {
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
  7: 'Sunday',
};

/** A garage that says nothing else is open Monday to Friday and closes at half past five. */
export const DEFAULT_OPEN_DAYS: readonly IsoWeekday[] = [1, 2, 3, 4, 5];
export const DEFAULT_CLOSES_AT = '17:30';
/** A time of day on the 24-hour clock, as a time input gives it ('17:30'); the database checks the same. */
export const CLOSES_AT_PATTERN = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

export interface GarageDays {
  /** ISO weekdays, 1 (Monday) to 7 (Sunday). */
  openDays: readonly number[];
  /** 'HH:MM' in London. */
  closesAt: string;
  /** 'YYYY-MM-DD' days the garage is shut for a bank holiday of its region. */
  bankHolidays: readonly string[];
}

export type GarageClosedReason = 'weekday' | 'bank-holiday' | 'past' | 'after-closing';
export type GarageOpen = { open: true } | { open: false; why: GarageClosedReason };

/** The ISO weekday of a calendar day: 1 (Monday) … 7 (Sunday). */
export const isoWeekdayOf = (day: string): IsoWeekday =>
  (((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7) + 1) as IsoWeekday;

/** The time of day in London, 'HH:MM' on the 24-hour clock. */
const londonTime = (now: Date): string =>
  now.toLocaleTimeString('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/**
 * Whether the garage is open on a day, as seen at `now`: not a day gone by, one of its weekdays, not a
 * bank holiday, and not today once its closing time has come (at 17:30 a garage closing at 17:30 is shut).
 */
export function garageOpenOn(garage: GarageDays, day: string, now: Date): GarageOpen {
  const today = ukDay(now);
  if (day < today) return { open: false, why: 'past' };
  if (!garage.openDays.includes(isoWeekdayOf(day))) return { open: false, why: 'weekday' };
  if (garage.bankHolidays.includes(day)) return { open: false, why: 'bank-holiday' };
  if (day === today && londonTime(now) >= garage.closesAt) return { open: false, why: 'after-closing' };
  return { open: true };
}

/** 'Friday 25 December': a day this year or next, as a message names it. */
function dayWithoutYear(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
}

/** Why a garage cannot take a day, in the product's plain words. */
export function garageClosedMessage(name: string, day: string, why: GarageClosedReason): string {
  const another = 'please choose another day';
  switch (why) {
    case 'weekday':
      return `${name} is closed on ${WEEKDAY_LABELS[isoWeekdayOf(day)]}s: ${another}`;
    case 'bank-holiday':
      return `${name} is closed on ${dayWithoutYear(day)} (a bank holiday): ${another}`;
    case 'after-closing':
      return `${name} has closed for today: ${another}`;
    case 'past':
      return `${dayWithoutYear(day)} has gone by: ${another}`;
  }
}

/** The short reason a day picker gives a closed day ("closed", "bank holiday"). */
export const GARAGE_CLOSED_SHORT: Record<GarageClosedReason, string> = {
  weekday: 'closed',
  'bank-holiday': 'closed, bank holiday',
  'after-closing': 'closed for today',
  past: 'gone by',
};

/** "Monday to Friday", "Monday, Wednesday and Friday", "every day": the days a garage opens. */
export function openDaysText(openDays: readonly number[]): string {
  const days = [...new Set(openDays)].filter((d): d is IsoWeekday => d >= 1 && d <= 7).sort((a, b) => a - b);
  if (days.length === 7) return 'every day';
  const first = days[0];
  const last = days.at(-1);
  if (first === undefined || last === undefined) return 'no day';
  if (days.length > 2 && last - first === days.length - 1) return `${WEEKDAY_LABELS[first]} to ${WEEKDAY_LABELS[last]}`;
  const names = days.map((d) => WEEKDAY_LABELS[d]);
  return names.length === 1 ? (names[0] as string) : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** "Open Monday to Friday, until 17:30": what a driver reads of their garage. */
export const openingText = (garage: Pick<GarageDays, 'openDays' | 'closesAt'>): string =>
  `Open ${openDaysText(garage.openDays)}, until ${garage.closesAt}`;
