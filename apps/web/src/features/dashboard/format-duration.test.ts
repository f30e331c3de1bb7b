import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration.ts';

describe('formatDuration', () => {
  it.each([
    [null, '—'],
    [undefined, '—'],
    [Number.NaN, '—'],
    [-5, '—'],
    [0, 'Under a minute'],
    [59, 'Under a minute'],
    [60, '1 minute'],
    [45 * 60 + 30, '45 minutes'],
    [3600, '1 hour'],
    [2 * 3600 + 5 * 60, '2 hours 5 minutes'],
    [86_400, '1 day'],
    [86_400 + 59 * 60, '1 day'],
    [3 * 86_400 + 4 * 3600 + 59 * 60, '3 days 4 hours'],
    [400 * 86_400 + 3600, '400 days 1 hour'],
  ])('%s seconds read as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });
});
