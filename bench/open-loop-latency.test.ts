import { describe, expect, it } from 'vitest';
import { type OpenLoopLatency, openLoopTable } from './open-loop-latency.ts';

const at = (rate: number, p: number): OpenLoopLatency => ({
  rate,
  sent: rate * 10,
  errors: 0,
  p50: p,
  p95: p * 2,
  p99: p * 3,
});

describe('openLoopTable', () => {
  it('prints each rate beside its baseline at the same rate', () => {
    const table = openLoopTable('Bids', 'bare primary-key SELECT', [{ measured: at(50, 4), baseline: at(50, 1) }]);
    expect(table.split('\n').filter(Boolean)).toEqual([
      'Bids arriving at a set rate (Poisson), each latency from when it was due',
      '| rate | sent | p50 | p95 | p99 | errors | bare primary-key SELECT p50 | its p95 | its p99 |',
      '|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      '| 50/s | 500 | 4.0 ms | 8.0 ms | 12.0 ms | 0 | 1.0 ms | 2.0 ms | 3.0 ms |',
    ]);
  });
});
