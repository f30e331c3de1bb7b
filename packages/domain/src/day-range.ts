import { UNPROCESSABLE, z } from './validation.ts';

/**
 * How far ahead a day a person plans may be (issue 46): a pickup, an availability, a repair date, a
 * bid's start and validity. Within a year from today; a year back at most where the past is allowed
 * (an override of a repair date).
 */
export const PLANNED_DAY_YEARS = 1;
/** No date of the product is before it (a claim's incident date's own first day). */
export const FIRST_DAY_YEAR = 1900;

/** The same calendar day `years` years on, 29 February becoming the 28th in a year without it. */
export function yearsFrom(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(2000, month - 1, date));
  moved.setUTCFullYear(year + years);
  if (moved.getUTCMonth() !== month - 1) moved.setUTCDate(0);
  return moved.toISOString().slice(0, 10);
}

/** The calendar days of the years `first` to `last` as a pattern: what a document can say of a moving range. */
export function yearsDatePattern(first: number, last: number): string {
  const decades = new Map<string, number[]>();
  for (let year = first; year <= last; year++) {
    const decade = String(year).slice(0, 3);
    decades.set(decade, [...(decades.get(decade) ?? []), year % 10]);
  }
  const years = [...decades].map(([decade, digits]) =>
    digits.length === 10 ? `${decade}\\d` : `${decade}[${digits[0]}-${digits.at(-1)}]`,
  );
  return `^(?:${years.join('|')})-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])$`;
}

export interface PlannedDayRule {
  /** Today's calendar day as the rule reads it ('YYYY-MM-DD'). */
  today: () => string;
  /** The message of a day too far ahead. */
  late: string;
  /** The message of a day too early: before the first day, or before today (or a year back) when `from` says so. */
  early: string;
  /** The first day taken: today, a year back, or any (the operation judges the past, as availability's). */
  from: 'today' | 'a year back' | 'any';
}

const yearOf = (day: string) => Number(day.slice(0, 4));

/**
 * A calendar day up to a year from today. The document names the years (FIRST_DAY_YEAR to next year,
 * as on the day the server started): a day outside them breaks it, 400 (9999-12-31 among them). A day
 * within them but past a year from today, or before the rule's first day, cannot be taken today: 422,
 * as a date gone by is (docs/api-contract.md "400 and 422").
 */
export function plannedDay({ today, late, early, from }: PlannedDayRule) {
  const lastYear = () => yearOf(today()) + PLANNED_DAY_YEARS;
  const first = () => (from === 'today' ? today() : yearsFrom(today(), -PLANNED_DAY_YEARS));
  return (
    z.iso
      // A malformed date is that alone: its range is not judged.
      .date({ message: 'Please provide a date', abort: true })
      .refine((day) => yearOf(day) >= FIRST_DAY_YEAR, { message: early, abort: true })
      .refine((day) => yearOf(day) <= lastYear(), { message: late, abort: true })
      .refine((day) => from === 'any' || day >= first(), { message: early, params: UNPROCESSABLE })
      .refine((day) => day <= yearsFrom(today(), PLANNED_DAY_YEARS), { message: late, params: UNPROCESSABLE })
      // The document's years are the ones of the day the server started; the checks above are today's.
      .meta({
        pattern: yearsDatePattern(FIRST_DAY_YEAR, lastYear()),
        description: `A calendar day up to a year from today${
          from === 'today' ? ', not before today' : from === 'a year back' ? ', and a year back at most' : ''
        }: a day outside that within the years of the pattern is 422.`,
      })
  );
}
