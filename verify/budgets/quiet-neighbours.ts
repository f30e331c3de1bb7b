import { readdirSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The nice value of everything around the audited page: the app's server and its PostgreSQL, this
 * process (Lighthouse), and the browser's own processes but its renderers. Lowering a priority needs no
 * privilege; raising it back would, so it stays lowered until they end.
 */
export const NEIGHBOURS_NICE = 10;

export interface ProcessEntry {
  pid: number;
  ppid: number;
  cmdline: string;
}

/** Every process Linux lists in /proc; none elsewhere. */
export function listProcesses(): ProcessEntry[] {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  return pids.flatMap((pid) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The command name in brackets may hold spaces: the fields after its closing bracket are fixed.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      return [{ pid: Number(pid), ppid, cmdline }];
    } catch {
      return []; // ended while being read
    }
  });
}

/** The roots and their descendants, leaving out the processes `spare` picks (not their children). */
export function processTree(
  processes: readonly ProcessEntry[],
  roots: readonly number[],
  spare: (entry: ProcessEntry) => boolean,
): number[] {
  const byPid = new Map(processes.map((entry) => [entry.pid, entry]));
  const found: number[] = [];
  const visit = (pid: number) => {
    const entry = byPid.get(pid);
    if (!entry || found.includes(pid)) return;
    if (!spare(entry)) found.push(pid);
    for (const child of processes) if (child.ppid === pid) visit(child.pid);
  };
  for (const root of roots) visit(root);
  return found;
}

/**
 * Lowers every thread of these processes to `nice`: Linux keeps a nice value per thread, and a thread
 * or process started later takes its starter's. Returns how many threads it lowered.
 */
export function lowerPriority(pids: readonly number[], nice: number): number {
  let lowered = 0;
  for (const pid of pids) {
    let threads: string[];
    try {
      threads = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const thread of threads) {
      try {
        setPriority(Number(thread), nice);
        lowered++;
      } catch {
        // ended meanwhile, or already lower than asked, which only a privileged process may raise
      }
    }
  }
  return lowered;
}

/**
 * What the audit needs on time: the pages' renderers, the zygotes Chromium forks each new one from
 * (which it would take its priority from), and the tracing service Lighthouse records the load
 * through. Lowered, the tracing service now and then turned tracing on in the renderer only after the
 * navigation had started, and Lighthouse gave up on the run (NO_NAVSTART).
 */
export const spared = (entry: ProcessEntry) =>
  /--type=(renderer|zygote)\b|--utility-sub-type=tracing\.mojom\.TracingService\b/.test(entry.cmdline);

/**
 * On a 2-core machine the audited page's main thread waits for a core behind everything else that
 * runs, and Lighthouse multiplies what it saw by four as if it had been working (decision 0040). This
 * lets the page's renderer go first: the server, this process and the browser's other processes are
 * lowered. On a phone they run on other cores, or on another machine.
 */
export function lowerPageNeighbours(browserPid: number, serverPid: number): number {
  return lowerPriority(processTree(listProcesses(), [browserPid, serverPid, process.pid], spared), NEIGHBOURS_NICE);
}

/** The machine's CPU time so far, in clock ticks: all of it, and the part spent idle. */
export interface CpuTimes {
  total: number;
  idle: number;
}

/** From /proc/stat's first line (all cores); null where there is none. */
export function readCpuTimes(): CpuTimes | null {
  let stat: string;
  try {
    stat = readFileSync('/proc/stat', 'utf8');
  } catch {
    return null;
  }
  // cpu user nice system idle iowait irq softirq steal …: idle and iowait are the idle part.
  const ticks = (stat.split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  return { total: ticks.reduce((sum, tick) => sum + tick, 0), idle: (ticks[3] ?? 0) + (ticks[4] ?? 0) };
}

/** The share of the machine's CPU time that was busy between two readings (0 to 1). */
export function busyShare(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total;
  return total > 0 ? 1 - (after.idle - before.idle) / total : 0;
}

export interface QuietOptions {
  /** How long each look at the machine lasts. */
  windowMs: number;
  /** Quiet: less than this share of all cores busy over one window. */
  busyBelow: number;
  /** Looks no longer than this, then goes on anyway. */
  atMostMs: number;
}

/** Under a third of one core on this 2-core machine, whose own services use 2–12% with nothing of ours running. */
export const QUIET: QuietOptions = { windowMs: 300, busyBelow: 0.15, atMostMs: 5000 };

/**
 * Waits for the machine to be quiet: the last audit's ending (its context closing, its report) and the
 * next one's start (a new renderer) still run for a moment, and a load audited meanwhile shares the
 * cores with them. Resolves with the last window's busy share; at once where /proc/stat is missing.
 */
export async function untilQuiet({ windowMs, busyBelow, atMostMs }: QuietOptions = QUIET): Promise<number> {
  const started = performance.now();
  for (;;) {
    const before = readCpuTimes();
    if (!before) return 0;
    await sleep(windowMs);
    const after = readCpuTimes() ?? before;
    const busy = busyShare(before, after);
    if (busy < busyBelow || performance.now() - started >= atMostMs) return busy;
  }
}
