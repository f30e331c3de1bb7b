import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { countedScore, describeFigures, median, pageFigures } from './lighthouse-figures.ts';

const ORIGIN = 'http://127.0.0.1:4000';

interface RunValues {
  score: number;
  lcp: number;
  tbt: number;
  cls?: number;
  urls?: string[];
  cpu?: number;
}

/** The parts of a Lighthouse result the figures read. */
function run({ score, lcp, tbt, cls = 0, urls = [`${ORIGIN}/home`], cpu = 2800 }: RunValues): Result {
  return {
    categories: { performance: { score: score / 100 } },
    audits: {
      'largest-contentful-paint': { numericValue: lcp },
      'total-blocking-time': { numericValue: tbt },
      'cumulative-layout-shift': { numericValue: cls },
      'network-requests': { details: { type: 'table', items: urls.map((url) => ({ url })) } },
    },
    environment: { benchmarkIndex: cpu },
  } as unknown as Result;
}

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([120, 20, 40])).toBe(40);
    expect(median([10, 40, 20, 30])).toBe(25);
    expect(median([])).toBeNaN();
  });
});

describe('pageFigures', () => {
  it('takes each figure as the median of its runs, so one run whose main thread waited does not carry it', () => {
    const figures = pageFigures('/home', ORIGIN, [
      run({ score: 100, lcp: 1500, tbt: 30 }),
      run({ score: 97, lcp: 1700, tbt: 140 }),
      run({ score: 99, lcp: 1600, tbt: 60 }),
    ]);
    expect(figures).toMatchObject({
      performance: 99,
      lcpMs: 1600,
      tbtMs: 60,
      scores: [100, 97, 99],
      tbtRunsMs: [30, 140, 60],
    });
    expect(figures.misses).toEqual([]);
    expect(describeFigures(figures)).toBe(
      'perf 99 (runs 100/97/99), LCP 1.6 s, TBT 60 ms (runs 30/140/60), CLS 0.00, CPU index 2800',
    );
  });

  it('misses when two runs of three miss', () => {
    const figures = pageFigures('/home', ORIGIN, [
      run({ score: 94, lcp: 2100, tbt: 130, cls: 0.05 }),
      run({ score: 100, lcp: 1500, tbt: 20 }),
      run({ score: 93, lcp: 2300, tbt: 120, cls: 0.03 }),
    ]);
    expect(figures.misses).toEqual([
      'performance 94 < 95',
      'LCP 2.1 s > 2.0 s',
      'TBT 120 ms > 100 ms',
      'CLS 0.030 > 0.02',
    ]);
  });

  it('misses when any run loads from another origin', () => {
    const font = 'https://fonts.example.com/a.woff2';
    const figures = pageFigures('/login', ORIGIN, [
      run({ score: 100, lcp: 1400, tbt: 10 }),
      run({ score: 100, lcp: 1400, tbt: 10, urls: [`${ORIGIN}/login`, font, 'data:image/png;base64,AA'] }),
      run({ score: 100, lcp: 1400, tbt: 10 }),
    ]);
    expect(figures.foreignRequests).toEqual([font]);
    expect(figures.misses).toEqual([`loads from other origins: ${font}`]);
  });
});

describe('countedScore', () => {
  const figures = (score: number, cpu: number) =>
    pageFigures(
      '/track',
      ORIGIN,
      [1, 2, 3].map(() => run({ score, lcp: 1600, tbt: 80, cpu })),
    );

  it('fails a score below the budget on a host of Lighthouse’s target speed, and passes one that meets it', () => {
    expect(countedScore(figures(94, 2400))).toEqual({
      failures: 1,
      figure: 'perf 94 (runs 94/94/94), CPU index 2400; budget 95',
    });
    expect(countedScore(figures(99, 2000)).failures).toBe(0);
  });

  it('does not judge a score taken on a slower host, and says so', () => {
    expect(countedScore(figures(84, 1999))).toEqual({
      failures: 0,
      figure: "not judged: perf 84 (runs 84/84/84), CPU index 1999, below Lighthouse's target host (2000)",
    });
  });
});
