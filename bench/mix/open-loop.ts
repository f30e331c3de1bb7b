/**
 * Open-loop arrivals: requests are sent at times fixed in advance, whether or not earlier ones have been
 * answered, and each latency is measured from the time the request was *scheduled*, not from when it
 * happened to leave. A slow server therefore cannot slow the load down and hide its own queueing
 * (coordinated omission): a request that waits behind others counts its wait.
 */

/** Arrival offsets (ms from the start) for `rate` requests a second over `seconds`. */
export function arrivals(
  rate: number,
  seconds: number,
  spacing: 'poisson' | 'even' = 'poisson',
  random: () => number = Math.random,
): number[] {
  const end = seconds * 1000;
  const times: number[] = [];
  if (rate <= 0) return times;
  const mean = 1000 / rate;
  let at = spacing === 'even' ? mean / 2 : 0;
  for (;;) {
    // Poisson arrivals: exponential gaps with the rate's mean (1 - random() is never 0).
    at += spacing === 'even' ? (times.length === 0 ? 0 : mean) : -Math.log(1 - random()) * mean;
    if (at >= end) return times;
    times.push(at);
  }
}

export interface Outcome {
  /** ms from the scheduled time to the answer (or the failure). */
  latency: number;
  ok: boolean;
}

export interface OpenLoopOptions<Request> {
  /** Scheduled offsets (ms), ascending: see `arrivals`. */
  schedule: number[];
  /** Makes the request due at its scheduled time (chosen then, so it sees the state of the moment). */
  make: (index: number) => Request;
  /** Sends it; resolves when answered. A rejection counts as a failure. */
  send: (request: Request) => Promise<boolean>;
  /** Called with each outcome as it comes. */
  record: (request: Request, outcome: Outcome) => void;
  /** How long to wait for the last answers after the last arrival before counting them as failed. */
  drainMs?: number;
  now?: () => number;
}

export interface OpenLoopRun {
  sent: number;
  /** Requests still unanswered when the drain ended (counted as failures, at their age then). */
  unanswered: number;
  /** How late the generator itself dispatched, at worst (ms): a load generator that cannot keep up shows here. */
  worstDispatchLag: number;
  /** From the first scheduled time to the last answer (ms). */
  elapsedMs: number;
}

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 1));

/** Runs a schedule: fires every request whose time has come, then sleeps a millisecond, until all have gone. */
export async function runOpenLoop<Request>(options: OpenLoopOptions<Request>): Promise<OpenLoopRun> {
  const { schedule, make, send, record, drainMs = 10_000, now = () => performance.now() } = options;
  const start = now();
  const pending = new Set<Promise<void>>();
  const open = new Map<number, { request: Request; due: number }>();
  let worstDispatchLag = 0;
  let next = 0;
  const fire = (index: number, due: number) => {
    const request = make(index);
    open.set(index, { request, due });
    const done = (ok: boolean) => {
      if (!open.delete(index)) return;
      record(request, { latency: now() - due, ok });
    };
    const promise = send(request).then(done, () => done(false));
    pending.add(promise);
    void promise.finally(() => pending.delete(promise));
  };
  while (next < schedule.length) {
    const elapsed = now() - start;
    while (next < schedule.length && (schedule[next] ?? Infinity) <= elapsed) {
      const due = start + (schedule[next] ?? 0);
      worstDispatchLag = Math.max(worstDispatchLag, now() - due);
      fire(next, due);
      next += 1;
    }
    if (next < schedule.length) await tick();
  }
  const drained = Promise.all(pending).then(() => true);
  const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), drainMs).unref());
  await Promise.race([drained, timeout]);
  const unanswered = open.size;
  for (const [index, { request, due }] of open) {
    open.delete(index);
    record(request, { latency: now() - due, ok: false });
  }
  return { sent: schedule.length, unanswered, worstDispatchLag, elapsedMs: now() - start };
}
