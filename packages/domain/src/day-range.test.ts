import { describe, expect, it } from 'vitest';
import { FIRST_DAY_YEAR, plannedDay, yearsDatePattern, yearsFrom } from './day-range.ts';
import { MARKETPLACE_MESSAGES } from './marketplace.ts';
import { ZPlaceBidRequest } from './schemas/marketplace.ts';
import { PICKUP_MESSAGES, ukDay, ZOverridePickupRequest, ZPickupAvailabilityRequest } from './schemas/pickup.ts';
import { UNPROCESSABLE } from './validation.ts';

/** Each problem of a value: its message, and whether it is a 422 (a date the document takes) or a 400. */
function problems(schema: { safeParse(value: unknown): { error?: { issues: unknown[] } } }, value: unknown) {
  const issues = (schema.safeParse(value).error?.issues ?? []) as { message: string; params?: object }[];
  return issues.map((issue) => [issue.message, issue.params === undefined ? 400 : 422]);
}

describe('planned days (issue 46)', () => {
  const today = '2026-12-02';
  const rule = (from: 'today' | 'a year back' | 'any') =>
    plannedDay({ today: () => today, from, early: 'early', late: 'late' });

  it('takes a day up to a year from today, and refuses the next with 422, and a year past next with 400', () => {
    const day = rule('today');
    expect(problems(day, today)).toEqual([]);
    expect(problems(day, '2027-12-02')).toEqual([]);
    expect(problems(day, '2027-12-03')).toEqual([['late', 422]]);
    expect(problems(day, '2028-01-01')).toEqual([['late', 400]]);
    expect(problems(day, '9999-12-31')).toEqual([['late', 400]]);
  });

  it('refuses the day before today, a year back, or only before 1900, as each rule says', () => {
    expect(problems(rule('today'), '2026-12-01')).toEqual([['early', 422]]);
    expect(problems(rule('a year back'), '2025-12-02')).toEqual([]);
    expect(problems(rule('a year back'), '2025-12-01')).toEqual([['early', 422]]);
    expect(problems(rule('any'), '1900-01-01')).toEqual([]);
    for (const from of ['today', 'a year back', 'any'] as const) {
      expect(problems(rule(from), '1899-12-31')).toEqual([['early', 400]]);
      expect(problems(rule(from), '0000-01-01')).toEqual([['early', 400]]);
      expect(problems(rule(from), '2026-02-30')).toEqual([['Please provide a date', 400]]);
    }
  });

  it('writes its years in the document: from 1900 to next year', () => {
    const pattern = new RegExp(yearsDatePattern(FIRST_DAY_YEAR, 2027));
    expect(['1900-01-01', '2027-12-31', '2026-02-28'].filter((d) => !pattern.test(d))).toEqual([]);
    expect(['1899-12-31', '2028-01-01', '9999-12-31', '2026-13-01'].filter((d) => pattern.test(d))).toEqual([]);
    expect(rule('today').meta()?.pattern).toBe(yearsDatePattern(FIRST_DAY_YEAR, 2027));
  });

  it('moves a day by years, 29 February becoming the 28th', () => {
    expect(yearsFrom('2026-12-02', 1)).toBe('2027-12-02');
    expect(yearsFrom('2028-02-29', 1)).toBe('2029-02-28');
    expect(yearsFrom('2028-02-29', -1)).toBe('2027-02-28');
    expect(yearsFrom('2026-01-01', -1)).toBe('2025-01-01');
  });

  it('holds a bid’s dates within a year from today, in the marketplace’s words', () => {
    const now = new Date().toISOString().slice(0, 10);
    const bid = (earliestStartDate: string) => ({ amount: 10_000, earliestStartDate, repairDays: 2, validUntil: now });
    expect(problems(ZPlaceBidRequest, bid(yearsFrom(now, 1)))).toEqual([]);
    const dayAfter = (day: string) => new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10);
    expect(problems(ZPlaceBidRequest, bid(dayAfter(yearsFrom(now, 1))))).toEqual([
      [MARKETPLACE_MESSAGES.farDate, dayAfter(yearsFrom(now, 1)).startsWith(yearsFrom(now, 1).slice(0, 4)) ? 422 : 400],
    ]);
    expect(problems(ZPlaceBidRequest, bid('9999-12-31'))).toEqual([[MARKETPLACE_MESSAGES.farDate, 400]]);
    expect(problems(ZPlaceBidRequest, bid('2020-01-01'))).toEqual([[MARKETPLACE_MESSAGES.pastDate, 422]]);
  });

  it('holds a driver’s days and a repair date within a year from today, in plain words', () => {
    const now = ukDay(new Date());
    const available = (day: string) => ({ pickupDates: [day] });
    expect(problems(ZPickupAvailabilityRequest, available(yearsFrom(now, 1)))).toEqual([]);
    expect(problems(ZPickupAvailabilityRequest, available('9999-12-31'))).toEqual([[PICKUP_MESSAGES.farDate, 400]]);
    expect(problems(ZPickupAvailabilityRequest, { pickupDates: [], requestedSpecificDate: '9999-12-31' })).toEqual([
      [PICKUP_MESSAGES.farDate, 400],
    ]);
    expect(problems(ZOverridePickupRequest, { date: yearsFrom(now, -1) })).toEqual([]);
    expect(problems(ZOverridePickupRequest, { date: '1000-01-01' })).toEqual([[PICKUP_MESSAGES.earlyDate, 400]]);
    expect(problems(ZOverridePickupRequest, { date: '9999-12-31' })).toEqual([[PICKUP_MESSAGES.farDate, 400]]);
    expect(UNPROCESSABLE).toEqual({ unprocessable: true });
  });
});
