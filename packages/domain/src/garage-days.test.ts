import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CLOSES_AT,
  DEFAULT_OPEN_DAYS,
  garageClosedMessage,
  garageOpenOn,
  isoWeekdayOf,
  openingText,
} from './garage-days.ts';

// Noon in London on Tuesday 1 December 2026 (GMT in winter).
const NOON = new Date('2026-12-01T12:00:00Z');
const acme = { openDays: DEFAULT_OPEN_DAYS, closesAt: DEFAULT_CLOSES_AT, bankHolidays: ['2026-12-25', '2026-12-28'] };

describe('the days a garage is open (issue 41)', () => {
  it('numbers weekdays from Monday 1 to Sunday 7', () => {
    expect(isoWeekdayOf('2026-11-30')).toBe(1);
    expect(isoWeekdayOf('2026-12-05')).toBe(6);
    expect(isoWeekdayOf('2026-12-06')).toBe(7);
  });

  it('is open on its weekdays from today on', () => {
    expect(garageOpenOn(acme, '2026-12-01', NOON)).toEqual({ open: true });
    expect(garageOpenOn(acme, '2026-12-04', NOON)).toEqual({ open: true });
  });

  it('is closed on a day gone by', () => {
    expect(garageOpenOn(acme, '2026-11-30', NOON)).toEqual({ open: false, why: 'past' });
  });

  it('is closed on the weekdays it does not open, and open on a Saturday when it says so', () => {
    expect(garageOpenOn(acme, '2026-12-05', NOON)).toEqual({ open: false, why: 'weekday' });
    expect(garageOpenOn(acme, '2026-12-06', NOON)).toEqual({ open: false, why: 'weekday' });
    expect(garageOpenOn({ ...acme, openDays: [1, 2, 3, 4, 5, 6] }, '2026-12-05', NOON)).toEqual({ open: true });
  });

  it('is closed on a bank holiday of its region, on a weekday it would open', () => {
    expect(garageOpenOn(acme, '2026-12-25', NOON)).toEqual({ open: false, why: 'bank-holiday' });
    expect(garageOpenOn(acme, '2026-12-28', NOON)).toEqual({ open: false, why: 'bank-holiday' });
    expect(garageOpenOn({ ...acme, bankHolidays: [] }, '2026-12-25', NOON)).toEqual({ open: true });
  });

  it('is closed for today from its closing time in London, open the minute before', () => {
    expect(garageOpenOn(acme, '2026-12-01', new Date('2026-12-01T17:29:59Z'))).toEqual({ open: true });
    expect(garageOpenOn(acme, '2026-12-01', new Date('2026-12-01T17:30:00Z'))).toEqual({
      open: false,
      why: 'after-closing',
    });
    expect(garageOpenOn(acme, '2026-12-02', new Date('2026-12-01T17:30:00Z'))).toEqual({ open: true });
    // In summer London is an hour ahead of UTC: 16:30 UTC is 17:30 there.
    const july = { ...acme, bankHolidays: [] };
    expect(garageOpenOn(july, '2026-07-01', new Date('2026-07-01T16:29:00Z'))).toEqual({ open: true });
    expect(garageOpenOn(july, '2026-07-01', new Date('2026-07-01T16:30:00Z'))).toMatchObject({ open: false });
    // Just after midnight in London is already the next day, whose closing time is hours away.
    expect(garageOpenOn(july, '2026-07-02', new Date('2026-07-01T23:30:00Z'))).toEqual({ open: true });
  });

  it('says why in plain words', () => {
    const name = 'Acme Motors Leeds';
    expect(garageClosedMessage(name, '2026-12-06', 'weekday')).toBe(
      'Acme Motors Leeds is closed on Sundays: please choose another day',
    );
    expect(garageClosedMessage(name, '2026-12-25', 'bank-holiday')).toBe(
      'Acme Motors Leeds is closed on Friday 25 December (a bank holiday): please choose another day',
    );
    expect(garageClosedMessage(name, '2026-12-01', 'after-closing')).toBe(
      'Acme Motors Leeds has closed for today: please choose another day',
    );
  });

  it('tells a driver its days and closing time', () => {
    expect(openingText({ openDays: [1, 2, 3, 4, 5], closesAt: '17:30' })).toBe('Open Monday to Friday, until 17:30');
    expect(openingText({ openDays: [6, 1, 2, 3, 4, 5], closesAt: '18:00' })).toBe(
      'Open Monday to Saturday, until 18:00',
    );
    expect(openingText({ openDays: [1, 3, 5], closesAt: '17:00' })).toBe(
      'Open Monday, Wednesday and Friday, until 17:00',
    );
    expect(openingText({ openDays: [1, 2, 3, 4, 5, 6, 7], closesAt: '20:00' })).toBe('Open every day, until 20:00');
  });
});
