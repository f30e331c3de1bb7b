/**
 * The sign-in limits (decision 0025). Failures count per account from untrusted clients, per trusted
 * device, and per address; a success clears an account's and a device's count.
 */
export const LOGIN_LIMITS = {
  windowMinutes: 15,
  /** Failures of one account (or one trusted device) in any window before the next try must wait. */
  perWindow: 5,
  /** Failures from one address (an IPv6 /64) in any window, untrusted clients only. */
  perAddress: 50,
  /** Consecutive failures are counted back this far; from twice perWindow on, each try waits longer. */
  lookbackHours: 24,
  maxWaitHours: 24,
} as const;

const MINUTE = 60_000;

/**
 * Seconds to wait before the next try (0: go ahead), from the consecutive failures (oldest first) and
 * the database's now. Two rules, the longer wins:
 * - at most `perWindow` failures in any 15 minutes: wait until the oldest counted one is 15 minutes old;
 * - when `grows`, from the 10th consecutive failure every try waits after the latest failure: 30
 *   minutes, doubling every 5 failures (1 h from the 15th, 2 h from the 20th …) up to 24 h.
 */
export function loginWaitSeconds(
  failures: readonly Date[],
  now: Date,
  { perWindow = LOGIN_LIMITS.perWindow, grows = true }: { perWindow?: number; grows?: boolean } = {},
): number {
  const window = LOGIN_LIMITS.windowMinutes * MINUTE;
  const recent = failures.filter((failure) => failure.getTime() > now.getTime() - window);
  let until = 0;
  const oldestCounted = recent[recent.length - perWindow];
  if (oldestCounted) until = oldestCounted.getTime() + window;

  const latest = failures.at(-1);
  if (grows && latest && failures.length >= 2 * perWindow) {
    const doublings = Math.floor(failures.length / perWindow) - 1;
    const wait = Math.min(window * 2 ** doublings, LOGIN_LIMITS.maxWaitHours * 60 * MINUTE);
    until = Math.max(until, latest.getTime() + wait);
  }
  return Math.max(0, Math.ceil((until - now.getTime()) / 1000));
}
