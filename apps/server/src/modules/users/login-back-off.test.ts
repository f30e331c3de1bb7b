import { describe, expect, it } from 'vitest';
import { loginWaitSeconds } from './login-back-off.ts';

const now = new Date('2026-03-02T12:00:00Z');
const minutesAgo = (...minutes: number[]) => minutes.map((m) => new Date(now.getTime() - m * 60_000));

describe('loginWaitSeconds', () => {
  it('lets four failures in 15 minutes through', () => {
    expect(loginWaitSeconds(minutesAgo(4, 3, 2, 1), now)).toBe(0);
  });

  it('after five in 15 minutes, waits until the oldest of them is 15 minutes old', () => {
    expect(loginWaitSeconds(minutesAgo(10, 4, 3, 2, 1), now)).toBe(5 * 60);
    // Five failures spread over more than 15 minutes are not five in any window.
    expect(loginWaitSeconds(minutesAgo(16, 4, 3, 2, 1), now)).toBe(0);
  });

  it('from the 10th consecutive failure waits 30 minutes after the latest, doubling every 5 failures', () => {
    const spread = (count: number) => minutesAgo(...Array.from({ length: count }, (_, i) => 20 + (count - i) * 20));
    expect(loginWaitSeconds(spread(9), now)).toBe(0);
    // The latest of these failures was 40 minutes ago.
    expect(loginWaitSeconds(spread(10), now)).toBe(0);
    expect(loginWaitSeconds(spread(15), now)).toBe(20 * 60);
    expect(loginWaitSeconds(spread(20), now)).toBe(80 * 60);
    expect(loginWaitSeconds([...minutesAgo(60, 50, 40, 30, 25, 24, 23, 22, 21), ...minutesAgo(20)], now)).toBe(10 * 60);
  });

  it('never waits more than 24 hours', () => {
    const many = minutesAgo(...Array.from({ length: 60 }, (_, i) => 60 - i));
    // The latest failure was a minute ago.
    expect(loginWaitSeconds(many, now)).toBe((24 * 60 - 1) * 60);
  });

  it('with another limit and no growth counts the window only (per address)', () => {
    const fifty = minutesAgo(...Array.from({ length: 50 }, (_, i) => 14 - i * 0.2));
    expect(loginWaitSeconds(fifty.slice(1), now, { perWindow: 50, grows: false })).toBe(0);
    expect(loginWaitSeconds(fifty, now, { perWindow: 50, grows: false })).toBe(60);
  });
});
