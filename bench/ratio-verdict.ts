import type { LoadResult } from './load.ts';

/**
 * How every benchmark row is judged (docs/performance.md): as a ratio to its baseline measured beside it
 * in the same run — the same work bare, through the same driver — at least 80% for a read and 50% for a
 * write. A shared 2-core machine that slows down moves both alike; an absolute figure (requests a second,
 * a p95) moves with the machine, so it is printed as information and never counts.
 */
export type Kind = 'read' | 'write';

export const RATIO_FLOORS: Record<Kind, number> = { read: 0.8, write: 0.5 };

/** A line of a report's verdicts: `ok` counts for nothing, `MISSED` for one towards the exit code. */
export interface Verdict {
  ok: boolean;
  /** What is judged, without its mark. */
  text: string;
  /** The text after `ok` or `MISSED`, as printed. */
  line: string;
}

export interface RatioVerdict extends Verdict {
  /** The row's share of its baseline: throughput over throughput, or the baseline's latency over the row's. */
  ratio: number;
  floor: number;
}

export interface RatioInput {
  /** The row, as the report names it: `GET /api/marketplace/claims`. */
  name: string;
  kind: Kind;
  /** Requests a second, or with `latency` milliseconds. */
  measured: number;
  baseline: number;
  /** What the baseline is, as the line reads: `its bare SQL`, `a bare primary-key SELECT`. */
  baselineName: string;
  /** The baseline is a stand-in (a primary-key SELECT) because the row's own SQL is not measured bare. */
  generic?: boolean;
  /** The figures are latencies (lower is better): the ratio is the baseline's over the row's. */
  latency?: boolean;
}

const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED').padEnd(6);
const percent = (ratio: number) => `${(ratio * 100).toFixed(0)}%`;

/** A counted verdict that is not a ratio: no errors under load, every notification delivered once. */
export const verdict = (ok: boolean, text: string): Verdict => ({ ok, text, line: `${mark(ok)} ${text}` });

/** A figure printed for information (an issue's absolute target, an open-loop p95): never a verdict. */
export const info = (text: string) => `${'info'.padEnd(6)} ${text}`;

/** The row's ratio to its baseline, the floor for its kind, and the line that says both. */
export function ratioVerdict(input: RatioInput): RatioVerdict {
  const { name, kind, measured, baseline, baselineName, generic = false, latency = false } = input;
  const floor = RATIO_FLOORS[kind];
  const ratio = latency ? baseline / measured : measured / baseline;
  // A baseline that measured nothing (or a row that did nothing) gives no ratio, and no pass.
  const ok = Number.isFinite(ratio) && ratio >= floor;
  const figure = (value: number) => (latency ? `${value.toFixed(1)} ms` : `${value.toFixed(0)}/s`);
  const share = Number.isFinite(ratio) ? `${percent(ratio)} of` : 'no ratio to';
  const why = generic ? `${kind}; a generic baseline: its own SQL is not measured bare` : kind;
  const text = `${name}: ${share} ${baselineName} (${figure(measured)} vs ${figure(baseline)}), floor ${percent(floor)} (${why})`;
  return { ...verdict(ok, text), ratio, floor };
}

/** What a closed-loop row's baseline measured, just before it. */
export interface BaselineFigures {
  name: string;
  requestsPerSecond: number;
  p95: number;
  errors: number;
  generic: boolean;
}

/** A closed-loop row measured just after its baseline (bench/load.ts's loadBeside). */
export interface RowBesideBaseline extends LoadResult {
  kind: Kind;
  baseline: BaselineFigures;
  /** Its requests a second over its baseline's. */
  ratio: number;
}

/** A closed-loop row's verdict on its throughput. */
export const judgeRow = (row: RowBesideBaseline, name = row.name): RatioVerdict =>
  ratioVerdict({
    name,
    kind: row.kind,
    measured: row.requestsPerSecond,
    baseline: row.baseline.requestsPerSecond,
    baselineName: row.baseline.name,
    generic: row.baseline.generic,
  });

/** Prints the verdicts, then the information; answers how many verdicts were missed (the exit code's count). */
export function printVerdicts(verdicts: readonly Verdict[], information: readonly string[] = []): number {
  console.log('');
  for (const { line } of verdicts) console.log(line);
  for (const line of information) console.log(line);
  return verdicts.filter((v) => !v.ok).length;
}
