import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay } from './format-date.ts';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

describe('dates in en-GB', () => {
  it('are written exactly as Intl writes them, every month, day and hour', () => {
    for (let month = 0; month < 12; month++) {
      for (const dayOfMonth of [1, 9, 10, 28]) {
        for (const [hours, minutes] of [
          [0, 0],
          [9, 5],
          [12, 30],
          [23, 59],
        ] as const) {
          const instant = new Date(2026, month, dayOfMonth, hours, minutes).toISOString();
          expect(formatDateTime(instant)).toBe(dateTime.format(new Date(instant)));
          expect(formatDay(instant)).toBe(dateOnly.format(new Date(instant)));
        }
      }
    }
  });

  it('read a calendar date as that day, and give the examples of docs/ui.md', () => {
    expect(formatDate('2026-03-03')).toBe('3 Mar 2026');
    expect(formatDate('2026-09-30T00:00:00.000Z')).toBe('30 Sept 2026');
    expect(formatDateTime(new Date(2026, 2, 3, 14, 5).toISOString())).toBe('3 Mar 2026, 14:05');
  });
});
