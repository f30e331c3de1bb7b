import { describe, expect, it } from 'vitest';
import { bankHolidayRegion, bankHolidaysFor, openDayAhead } from './bank-holidays.ts';

describe('bank holidays by the garage’s part of the UK (issue 41)', () => {
  it('reads the region from the postcode’s area', () => {
    expect(bankHolidayRegion('LS11 5QS')).toBe('ENG');
    expect(bankHolidayRegion('CF10 1EP')).toBe('ENG');
    expect(bankHolidayRegion('G1 1AA')).toBe('SCT');
    expect(bankHolidayRegion('gu1 1aa')).toBe('ENG');
    expect(bankHolidayRegion('EH1 1YZ')).toBe('SCT');
    expect(bankHolidayRegion('BT1 5GS')).toBe('NIR');
    expect(bankHolidayRegion(null)).toBe('ENG');
  });

  it('has Christmas and the Boxing Day substitute in England, with nothing outside the range', () => {
    expect(bankHolidaysFor('LS11 5QS', '2026-12-01', '2026-12-31')).toEqual(['2026-12-25', '2026-12-26', '2026-12-28']);
    expect(bankHolidaysFor('LS11 5QS', '2026-12-26', '2027-01-01')).toEqual(['2026-12-26', '2026-12-28', '2027-01-01']);
  });

  it('has St Andrew’s Day in Scotland only, and St Patrick’s Day in Northern Ireland only', () => {
    expect(bankHolidaysFor('EH1 1YZ', '2026-11-30', '2026-11-30')).toEqual(['2026-11-30']);
    expect(bankHolidaysFor('LS11 5QS', '2026-11-30', '2026-11-30')).toEqual([]);
    expect(bankHolidaysFor('BT1 5GS', '2026-11-30', '2026-11-30')).toEqual([]);
    expect(bankHolidaysFor('BT1 5GS', '2026-03-17', '2026-03-17')).toEqual(['2026-03-17']);
    expect(bankHolidaysFor('LS11 5QS', '2026-03-17', '2026-03-17')).toEqual([]);
    expect(bankHolidaysFor('EH1 1YZ', '2026-03-17', '2026-03-17')).toEqual([]);
  });

  it('finds the first open weekday on or after a number of days ahead', () => {
    const tuesdayNoon = new Date('2026-12-01T12:00:00Z');
    expect(openDayAhead(0, undefined, tuesdayNoon)).toBe('2026-12-01');
    expect(openDayAhead(0, undefined, new Date('2026-12-01T18:00:00Z'))).toBe('2026-12-02');
    expect(openDayAhead(4, undefined, tuesdayNoon)).toBe('2026-12-07');
    expect(openDayAhead(0, '2026-12-24', tuesdayNoon)).toBe('2026-12-24');
    expect(openDayAhead(1, '2026-12-24', tuesdayNoon)).toBe('2026-12-29');
  });
});
