import { describe, expect, it } from 'vitest';
import { percentile } from '../load.ts';
import { findKnee } from './knee.ts';
import { arrivals, runOpenLoop } from './open-loop.ts';

/** A repeatable random source (a linear congruential generator), so the schedule is the same every run. */
const seeded = (seed: number) => () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

describe('the open-loop schedule', () => {
  it('spaces arrivals evenly at the rate, or as a Poisson process with about that many', () => {
    const even = arrivals(100, 2, 'even');
    expect(even).toHaveLength(200);
    expect((even[1] ?? 0) - (even[0] ?? 0)).toBeCloseTo(10);
    const poisson = arrivals(1000, 10, 'poisson', seeded(7));
    expect(poisson.length).toBeGreaterThan(9_700);
    expect(poisson.length).toBeLessThan(10_300);
    expect(poisson.every((at, i) => i === 0 || at >= (poisson[i - 1] ?? 0))).toBe(true);
    expect(poisson.at(-1)).toBeLessThan(10_000);
  });

  it('sends on schedule whatever the answers, and counts the queueing from the scheduled time', async () => {
    // A server that answers one request at a time, 10 ms each: ten requests due 1 ms apart queue behind
    // each other. A closed loop would measure ~10 ms for each; from the schedule, the last waited ~100 ms.
    let free = 0;
    const latencies: number[] = [];
    const sentAt: number[] = [];
    const run = await runOpenLoop({
      schedule: Array.from({ length: 10 }, (_, i) => i),
      make: (index) => index,
      send: () => {
        sentAt.push(performance.now());
        free = Math.max(performance.now(), free) + 10;
        return new Promise<boolean>((resolve) => setTimeout(() => resolve(true), free - performance.now()));
      },
      record: (_request, outcome) => latencies.push(outcome.latency),
    });
    expect(run.sent).toBe(10);
    expect(run.unanswered).toBe(0);
    // Every request left before the first answer came: none waited for an earlier one to be answered.
    expect((sentAt.at(-1) ?? 0) - (sentAt[0] ?? 0)).toBeLessThan(60);
    latencies.sort((a, b) => a - b);
    expect(latencies.at(-1)).toBeGreaterThanOrEqual(85);
  });

  it('counts requests still unanswered when the drain ends as failures', async () => {
    const outcomes: boolean[] = [];
    const run = await runOpenLoop({
      schedule: [0, 0, 0],
      make: (index) => index,
      send: (index) => (index === 1 ? new Promise<boolean>(() => {}) : Promise.resolve(true)),
      record: (_request, outcome) => outcomes.push(outcome.ok),
      drainMs: 20,
    });
    expect(run.unanswered).toBe(1);
    expect(outcomes.sort()).toEqual([false, true, true]);
  });
});

describe('percentiles and the knee', () => {
  it('takes percentiles by nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([], 95)).toBeNaN();
  });

  it('is the last step before the first where any class’s p95 is over the line', () => {
    const step = (rate: number, list: number, page: number) => ({
      rate,
      throughput: rate,
      p95ByClass: { list, page },
    });
    const knee = findKnee([step(800, 30, 60), step(200, 10, 12), step(400, 20, 49)], 50);
    expect(knee.held?.rate).toBe(400);
    expect(knee.crossed?.rate).toBe(800);
    expect(knee.crossedBy).toEqual(['page']);
    expect(findKnee([step(200, 70, 10)], 50).held).toBeUndefined();
    expect(findKnee([step(200, 10, 10)], 50).crossed).toBeUndefined();
    // A class with no answers at all has no p95: it is over the line, not under it.
    expect(findKnee([step(200, Number.NaN, 10)], 50).crossedBy).toEqual(['list']);
  });
});
