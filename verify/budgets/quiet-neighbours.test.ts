import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { getPriority } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import {
  busyShare,
  listProcesses,
  lowerPriority,
  type ProcessEntry,
  processTree,
  readCpuTimes,
  spared,
  untilQuiet,
} from './quiet-neighbours.ts';

const entry = (pid: number, ppid: number, cmdline: string): ProcessEntry => ({ pid, ppid, cmdline });

describe('processTree', () => {
  const processes = [
    entry(1, 0, 'init'),
    entry(10, 1, 'chromium --headless'),
    entry(11, 10, 'chromium --type=gpu-process'),
    entry(12, 10, 'chromium --type=zygote'),
    entry(13, 12, 'chromium --type=zygote'),
    entry(14, 13, 'chromium --type=renderer'),
    entry(15, 10, 'chromium --type=utility --utility-sub-type=network.mojom.NetworkService'),
    entry(16, 12, 'chromium --type=utility --utility-sub-type=tracing.mojom.TracingService'),
    entry(17, 12, 'chromium --type=utility --utility-sub-type=storage.mojom.StorageService'),
    entry(20, 1, 'node main.ts'),
    entry(21, 20, 'postgres -D data'),
    entry(22, 21, 'postgres: checkpointer'),
    entry(30, 1, 'bash'),
  ];

  it('takes the roots and their descendants, but the pages, the zygotes they are forked from and the tracing service', () => {
    expect(processTree(processes, [10, 20], spared).sort((a, b) => a - b)).toEqual([10, 11, 15, 17, 20, 21, 22]);
  });

  it('skips a root that has ended', () => {
    expect(processTree(processes, [99, 21], spared)).toEqual([21, 22]);
  });
});

describe('lowerPriority', () => {
  const children: ReturnType<typeof spawn>[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) child.kill();
  });

  it('lowers every thread of a live process, and says how many', async () => {
    // node has several threads of its own (V8's workers, libuv's), each with its own nice value.
    const child = spawn(process.execPath, ['-e', "console.log('up'); setInterval(() => {}, 1000)"]);
    children.push(child);
    await once(child.stdout, 'data');
    const pid = child.pid as number;
    expect(listProcesses().some((found) => found.pid === pid)).toBe(true);

    const lowered = lowerPriority([pid], 10);

    expect(lowered).toBeGreaterThan(1);
    expect(getPriority(pid)).toBe(10);
  });

  it('passes over a process that has ended', () => {
    expect(lowerPriority([2 ** 22 + 1], 10)).toBe(0);
  });
});

describe('busyShare', () => {
  it('is the busy part of the ticks between two readings', () => {
    expect(busyShare({ total: 1000, idle: 800 }, { total: 1200, idle: 950 })).toBe(0.25);
    expect(busyShare({ total: 1000, idle: 800 }, { total: 1000, idle: 800 })).toBe(0);
  });

  it('reads the ticks of all cores from /proc/stat', () => {
    const times = readCpuTimes();
    if (times === null) return; // not Linux
    expect(times.total).toBeGreaterThan(times.idle);
    expect(times.idle).toBeGreaterThan(0);
  });
});

describe('untilQuiet', () => {
  it('looks once when the first window is quiet enough', async () => {
    const started = performance.now();
    const busy = await untilQuiet({ windowMs: 50, busyBelow: 1.01, atMostMs: 5000 });
    expect(busy).toBeLessThan(1.01);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('goes on after its limit when the machine never is', async () => {
    const started = performance.now();
    await untilQuiet({ windowMs: 50, busyBelow: 0, atMostMs: 200 });
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(200);
    expect(waited).toBeLessThan(1000);
  });
});
