import type { Result } from 'lighthouse';
import { BUDGETS, LIGHTHOUSE_TARGET_CPU_INDEX } from './budgets.ts';

export interface PageFigures {
  page: string;
  /** Each figure below is the median of its values over the runs. */
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every run's performance score and TBT, in order, to show the spread. */
  scores: number[];
  tbtRunsMs: number[];
  /** Lighthouse's CPU benchmark of the machine, median over the runs: the load it ran under. */
  benchmarkIndex: number;
  /** Requests of any run to any other origin: none is allowed (no CDN, font or tracker). */
  foreignRequests: string[];
  /** What missed its budget, in words; empty when the page meets them all. */
  misses: string[];
}

/** The middle value; the mean of the two middle ones for an even count (NaN for none). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const score = (lhr: Result) => Math.round((lhr.categories.performance?.score ?? 0) * 100);
const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** The URLs a run loaded from anywhere but the app's own origin (Lighthouse's network records). */
function foreignRequests(lhr: Result, origin: string): string[] {
  const details = lhr.audits['network-requests']?.details;
  const items = details && 'items' in details ? (details.items as { url?: unknown }[]) : [];
  return items
    .map((item) => (typeof item.url === 'string' ? item.url : ''))
    .filter((url) => /^https?:/.test(url) && !url.startsWith(`${origin}/`));
}

/**
 * A page's figures over its runs, each the median of its own values: what Lighthouse CI's assertions
 * call `aggregationMethod: 'median'`. Lighthouse's own median run (computeMedianRun) is the run
 * closest to the median first paint and time to interactive; on a 2-core machine shared with the
 * server, one run of three whose main thread waited for a core would then carry every figure, TBT
 * among them (decision 0040).
 */
export function pageFigures(name: string, origin: string, runs: readonly Result[]): PageFigures {
  const medianOf = (id: string) => median(runs.map((lhr) => metric(lhr, id)));
  const figures = {
    page: name,
    performance: median(runs.map(score)),
    lcpMs: medianOf('largest-contentful-paint'),
    tbtMs: medianOf('total-blocking-time'),
    cls: medianOf('cumulative-layout-shift'),
    scores: runs.map(score),
    tbtRunsMs: runs.map((lhr) => Math.round(metric(lhr, 'total-blocking-time'))),
    benchmarkIndex: Math.round(median(runs.map((lhr) => lhr.environment.benchmarkIndex))),
    foreignRequests: [...new Set(runs.flatMap((lhr) => foreignRequests(lhr, origin)))],
  };
  const misses = [
    figures.performance >= BUDGETS.performance ? null : `performance ${figures.performance} < ${BUDGETS.performance}`,
    figures.lcpMs <= BUDGETS.largestContentfulPaintMs ? null : `LCP ${seconds(figures.lcpMs)} > 2.0 s`,
    figures.tbtMs <= BUDGETS.totalBlockingTimeMs ? null : `TBT ${Math.round(figures.tbtMs)} ms > 100 ms`,
    figures.cls <= BUDGETS.cumulativeLayoutShift ? null : `CLS ${figures.cls.toFixed(3)} > 0.02`,
    figures.foreignRequests.length === 0 ? null : `loads from other origins: ${figures.foreignRequests.join(', ')}`,
  ].filter((miss): miss is string => miss !== null);
  return { ...figures, misses };
}

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** 'perf 98 (runs 97/98/99), LCP 1.2 s, TBT 40 ms (runs 30/40/120), CLS 0.00, CPU index 1500': the summary's figure. */
export function describeFigures(figures: PageFigures): string {
  return `perf ${figures.performance} (runs ${figures.scores.join('/')}), LCP ${seconds(figures.lcpMs)}, TBT ${Math.round(
    figures.tbtMs,
  )} ms (runs ${figures.tbtRunsMs.join('/')}), CLS ${figures.cls.toFixed(2)}, CPU index ${figures.benchmarkIndex}`;
}

/**
 * A page's performance score as CI counts it (issue 24: /fnol and /track): a failure when it is below
 * the budget on a host of Lighthouse's target speed; not judged on a slower one, and said so.
 */
export function countedScore(figures: PageFigures): { failures: number; figure: string } {
  const runs = `perf ${figures.performance} (runs ${figures.scores.join('/')}), CPU index ${figures.benchmarkIndex}`;
  if (figures.benchmarkIndex < LIGHTHOUSE_TARGET_CPU_INDEX) {
    return {
      failures: 0,
      figure: `not judged: ${runs}, below Lighthouse's target host (${LIGHTHOUSE_TARGET_CPU_INDEX})`,
    };
  }
  const met = figures.performance >= BUDGETS.performance;
  return { failures: met ? 0 : 1, figure: `${runs}; budget ${BUDGETS.performance}` };
}
