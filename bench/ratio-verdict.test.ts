import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoadResult } from './load.ts';
import { info, judgeRow, printVerdicts, type RowBesideBaseline, ratioVerdict, verdict } from './ratio-verdict.ts';

const list = { name: 'GET /api/marketplace/claims', baselineName: 'its bare SQL' };

describe('ratioVerdict', () => {
  it('a read at 86% of its bare SQL meets the 80% floor', () => {
    const judged = ratioVerdict({ ...list, kind: 'read', measured: 612, baseline: 713 });
    expect(judged).toMatchObject({ ok: true, floor: 0.8 });
    expect(judged.ratio).toBeCloseTo(0.858, 3);
    expect(judged.line).toBe(
      'ok     GET /api/marketplace/claims: 86% of its bare SQL (612/s vs 713/s), floor 80% (read)',
    );
  });

  it('the floor is the kind’s: 60% misses for a read and passes for a write', () => {
    const at60 = { ...list, measured: 60, baseline: 100 };
    expect(ratioVerdict({ ...at60, kind: 'read' })).toMatchObject({ ok: false, floor: 0.8 });
    expect(ratioVerdict({ ...at60, kind: 'write' })).toMatchObject({ ok: true, floor: 0.5 });
    expect(ratioVerdict({ ...at60, kind: 'read' }).line).toMatch(/^MISSED GET .*: 60% of its bare SQL .*floor 80%/);
  });

  it('exactly at the floor is met', () => {
    expect(ratioVerdict({ ...list, kind: 'write', measured: 50, baseline: 100 }).ok).toBe(true);
  });

  it('latencies: the ratio is the baseline’s over the row’s, so lower is better', () => {
    const judged = ratioVerdict({ ...list, kind: 'read', measured: 4, baseline: 3, latency: true });
    expect(judged.ratio).toBe(0.75);
    expect(judged.line).toBe(
      'MISSED GET /api/marketplace/claims: 75% of its bare SQL (4.0 ms vs 3.0 ms), floor 80% (read)',
    );
  });

  it('says so when the baseline is a generic stand-in for the row’s own SQL', () => {
    const judged = ratioVerdict({
      name: 'GET /api/claims/in-repair/median-time',
      baselineName: 'a bare primary-key SELECT',
      kind: 'read',
      measured: 10_516,
      baseline: 8_221,
      generic: true,
    });
    expect(judged.line).toBe(
      'ok     GET /api/claims/in-repair/median-time: 128% of a bare primary-key SELECT (10516/s vs 8221/s), floor 80% (read; a generic baseline: its own SQL is not measured bare)',
    );
  });

  it('a baseline that measured nothing gives no ratio and no pass', () => {
    const judged = ratioVerdict({ ...list, kind: 'read', measured: 612, baseline: 0 });
    expect(judged.ok).toBe(false);
    expect(judged.line).toBe(
      'MISSED GET /api/marketplace/claims: no ratio to its bare SQL (612/s vs 0/s), floor 80% (read)',
    );
    expect(ratioVerdict({ ...list, kind: 'read', measured: 0, baseline: 0 }).ok).toBe(false);
  });
});

describe('judgeRow', () => {
  it('judges a closed-loop row on its throughput against the baseline measured before it', () => {
    const load: LoadResult = {
      name: 'PUT /api/claims/{id}/bid',
      requests: 4000,
      errors: 0,
      requestsPerSecond: 800,
      p50: 30,
      p95: 60,
      p99: 80,
      errorSamples: [],
    };
    const baseline = { name: 'placeBid bare', requestsPerSecond: 1000, p95: 40, errors: 0, generic: false };
    const row: RowBesideBaseline = { ...load, kind: 'write', baseline, ratio: 0.8 };
    expect(judgeRow(row).line).toBe(
      'ok     PUT /api/claims/{id}/bid: 80% of placeBid bare (800/s vs 1000/s), floor 50% (write)',
    );
    expect(judgeRow(row, 'bids').line).toMatch(/^ok {5}bids: 80%/);
  });
});

describe('printVerdicts', () => {
  afterEach(() => vi.restoreAllMocks());

  it('prints the verdicts then the information, and counts only missed verdicts', () => {
    const printed: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => printed.push(line));
    const missed = printVerdicts(
      [verdict(true, 'no errors under load'), ratioVerdict({ ...list, kind: 'read', measured: 1, baseline: 2 })],
      [info('p95 92.8 ms (issue 23 asked ≤ 25 ms at 32 connections; not judged)')],
    );
    expect(missed).toBe(1);
    expect(printed).toEqual([
      '',
      'ok     no errors under load',
      'MISSED GET /api/marketplace/claims: 50% of its bare SQL (1/s vs 2/s), floor 80% (read)',
      'info   p95 92.8 ms (issue 23 asked ≤ 25 ms at 32 connections; not judged)',
    ]);
  });
});
