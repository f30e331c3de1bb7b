import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'kysely';
import type { Db } from '../../apps/server/src/db/database.ts';

/** Clock ticks a second in /proc (USER_HZ: 100 on Linux). */
const TICKS = 100;

/** utime + stime of a process, in ticks (fields 14 and 15 of /proc/<pid>/stat, after the name). */
function processTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** Every process named postgres (this machine's server, or the embedded one: each backend is one), by pid. */
function postgresTicks(): Map<number, number> {
  const ticks = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue;
    }
    ticks.set(Number(entry), processTicks(Number(entry)));
  }
  return ticks;
}

/**
 * The CPU postgres processes used between two readings: each one's own growth (one started meanwhile
 * counts from zero; one that ended meanwhile is lost, so this can only undercount, never go negative).
 */
function postgresTicksBetween(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ticks] of after) total += Math.max(0, ticks - (before.get(pid) ?? 0));
  return total;
}

/** The whole machine's busy and total ticks (/proc/stat's first line), to see other jobs on it too. */
function machineTicks(): { busy: number; total: number } {
  const [, ...fields] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/);
  const values = fields.map(Number);
  const total = values.reduce((sum, value) => sum + value, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: total - idle, total };
}

export interface SaturationFigures {
  /** The server process's CPU, % of one core (its event loop is one thread: near 100% is saturated). */
  nodeCpu: number;
  /** All PostgreSQL processes' CPU, % of one core (200% is the machine's 2 cores). */
  postgresCpu: number;
  /** This load generator's CPU, % of one core. */
  generatorCpu: number;
  /** The machine's busy share, % of all its cores (other jobs included). */
  machineBusy: number;
  /** Backends waiting on a lock, sampled each second: the mean and the most. */
  lockWaitsMean: number;
  lockWaitsMax: number;
}

/**
 * Samples, once a second while the load runs: the server's CPU, PostgreSQL's, the generator's, the
 * machine's, and how many backends wait on a lock (pg_stat_activity.wait_event_type = 'Lock').
 * `stop()` answers the averages over the samples.
 */
export function sampleSaturation(db: Db, serverPid: number) {
  const start = {
    at: performance.now(),
    node: processTicks(serverPid),
    postgres: postgresTicks(),
    generator: process.cpuUsage(),
    machine: machineTicks(),
  };
  const locks: number[] = [];
  let sampling = Promise.resolve();
  const timer = setInterval(() => {
    sampling = sampling.then(async () => {
      try {
        const { rows } = await sql<{ n: number }>`
          select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock'
        `.execute(db);
        locks.push(rows[0]?.n ?? 0);
      } catch {
        // A sample missed under load is not a figure.
      }
    });
  }, 1000);
  return {
    async stop(): Promise<SaturationFigures> {
      clearInterval(timer);
      await sampling;
      const seconds = (performance.now() - start.at) / 1000;
      const percent = (ticks: number) => (ticks / TICKS / seconds) * 100;
      const generator = process.cpuUsage(start.generator);
      const machine = machineTicks();
      return {
        nodeCpu: percent(processTicks(serverPid) - start.node),
        postgresCpu: percent(postgresTicksBetween(start.postgres, postgresTicks())),
        generatorCpu: ((generator.user + generator.system) / 1e6 / seconds) * 100,
        machineBusy: ((machine.busy - start.machine.busy) / Math.max(1, machine.total - start.machine.total)) * 100,
        lockWaitsMean: locks.length ? locks.reduce((a, b) => a + b, 0) / locks.length : 0,
        lockWaitsMax: locks.length ? Math.max(...locks) : 0,
      };
    },
  };
}

/** What ran out first at a step, from its figures: one core of node, the machine's cores, or locks. */
export function saturated(figures: SaturationFigures, cores: number): string {
  const verdicts: string[] = [];
  if (figures.nodeCpu >= 90)
    verdicts.push(`the server's event loop (node at ${figures.nodeCpu.toFixed(0)}% of a core)`);
  if (figures.machineBusy >= 90)
    verdicts.push(
      `the machine's ${cores} cores (${figures.machineBusy.toFixed(0)}% busy: PostgreSQL ${figures.postgresCpu.toFixed(0)}%, node ${figures.nodeCpu.toFixed(0)}%, load generator ${figures.generatorCpu.toFixed(0)}% of a core)`,
    );
  if (figures.lockWaitsMean >= 1)
    verdicts.push(
      `locks (${figures.lockWaitsMean.toFixed(1)} backends waiting on average, ${figures.lockWaitsMax} at most)`,
    );
  return verdicts.length > 0
    ? verdicts.join('; ')
    : `nothing measured here was full (node ${figures.nodeCpu.toFixed(0)}%, PostgreSQL ${figures.postgresCpu.toFixed(0)}% of a core, machine ${figures.machineBusy.toFixed(0)}% busy, ${figures.lockWaitsMean.toFixed(1)} lock waits)`;
}
