/**
 * Where the app reads the time when it computes a moment ahead: a job's runAt, a link's expiry. One
 * clock in the app's context, so a test can build the app with a clock it moves (`movableClock`) and then
 * run what has fallen due (`JobQueue.runDueJobs(clock.now())`).
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until a test moves it. */
export interface MovableClock extends Clock {
  advance(ms: number): void;
}

export function movableClock(start: Date = new Date()): MovableClock {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    advance: (ms) => {
      at += ms;
    },
  };
}
