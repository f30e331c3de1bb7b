import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './format-relative-time.ts';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it('reads the largest whole unit in en-GB', () => {
    expect(formatRelativeTime(ago(10), NOW)).toBe('now');
    expect(formatRelativeTime(ago(60), NOW)).toBe('1 minute ago');
    expect(formatRelativeTime(ago(5 * 60 + 59), NOW)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * 3600), NOW)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(24 * 3600), NOW)).toBe('yesterday');
    expect(formatRelativeTime(ago(3 * 24 * 3600), NOW)).toBe('3 days ago');
    expect(formatRelativeTime(ago(14 * 24 * 3600), NOW)).toBe('2 weeks ago');
    expect(formatRelativeTime(ago(400 * 24 * 3600), NOW)).toBe('last year');
  });

  it('never reads as the future when the server clock is a little ahead', () => {
    expect(formatRelativeTime(ago(-30), NOW)).toBe('now');
  });
});
