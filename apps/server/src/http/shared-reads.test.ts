import { describe, expect, it } from 'vitest';
import { SharedReads } from './shared-reads.ts';

/** A computation the test finishes by hand, numbered in the order computations began. */
function computations() {
  const started: { n: number; finish: (value: string) => void; fail: (error: Error) => void }[] = [];
  const compute = () =>
    new Promise<string>((resolve, reject) => {
      const n = started.length + 1;
      started.push({ n, finish: resolve, fail: reject });
    }).then((value) => value);
  return { started, compute };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('shared reads', () => {
  it('gives those who arrive during a computation the next one, never the one that began before them', async () => {
    const reads = new SharedReads(true);
    const { started, compute } = computations();
    const first = reads.run('page', compute);
    const second = reads.run('page', compute);
    const third = reads.run('page', compute);
    expect(started).toHaveLength(1);

    started[0]?.finish('read before the others arrived');
    expect(await first).toBe('read before the others arrived');
    await settle();
    expect(started).toHaveLength(2);
    started[1]?.finish('read after they arrived');
    expect(await second).toBe('read after they arrived');
    expect(await third).toBe('read after they arrived');
  });

  it('keeps different pages apart', async () => {
    const reads = new SharedReads(true);
    const { started, compute } = computations();
    const a = reads.run('a', compute);
    const b = reads.run('b', compute);
    expect(started).toHaveLength(2);
    started[0]?.finish('A');
    started[1]?.finish('B');
    expect([await a, await b]).toEqual(['A', 'B']);
  });

  it('hands a failure to everyone who shared it, then starts afresh', async () => {
    const reads = new SharedReads(true);
    const { started, compute } = computations();
    const first = reads.run('page', compute);
    const queued = [reads.run('page', compute), reads.run('page', compute)];
    started[0]?.finish('ok');
    await first;
    await settle();
    started[1]?.fail(new Error('database down'));
    for (const answer of queued) await expect(answer).rejects.toThrow('database down');
    await settle();
    const later = reads.run('page', compute);
    expect(started).toHaveLength(3);
    started[2]?.finish('fresh');
    expect(await later).toBe('fresh');
  });
});
