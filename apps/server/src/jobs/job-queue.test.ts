import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { addJob } from './add-job.ts';
import { movableClock } from './clock.ts';
import { JobQueue } from './job-queue.ts';
import { failedJobs } from './job-states.ts';
import { JobTasks } from './job-tasks.ts';

declare module './job-tasks.ts' {
  interface JobPayloads {
    'test-record': { n: number };
    'test-fail': { n: number };
    'test-cut-connections': { n: number };
    'test-break-completion': { n: number };
  }
}

const HOUR = 3_600_000;

let app: TestApp;
const runs: number[] = [];
const failures: number[] = [];

function testTasks(): JobTasks {
  const tasks = new JobTasks();
  tasks.add('test-record', async ({ n }) => {
    runs.push(n);
  });
  // Ends every other connection to the database (the queue's idle ones too) just before the job completes.
  tasks.add('test-cut-connections', async ({ n }) => {
    await sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()
    `.execute(app.db);
    runs.push(n);
  });
  // Moves the queue's table away, so completing this job fails with an error no retry can mend.
  tasks.add('test-break-completion', async ({ n }) => {
    await sql`alter table graphile_worker._private_jobs rename to _private_jobs_moved`.execute(app.db);
    runs.push(n);
  });
  tasks.add('test-fail', async ({ n }) => {
    failures.push(n);
    throw new Error(`job ${n} cannot be done`);
  });
  return tasks;
}

const newQueue = () => new JobQueue({ db: app.db, tasks: testTasks(), log: app.app.log, pollIntervalMs: 200 });

async function until(check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** This file's jobs still to run (a failed job stays in the table, not pending; the seed's mail is not ours). */
async function pendingJobs(): Promise<number> {
  const { count } = await app.db
    .selectFrom('graphile_worker.jobs' as never)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(sql<boolean>`attempts < max_attempts and task_identifier like 'test-%'`)
    .executeTakeFirstOrThrow();
  return count;
}

beforeAll(async () => {
  app = await startTestApp({}, undefined, { runJobs: false });
});
afterAll(() => app?.close());

describe('the job queue', () => {
  it('never runs a job enqueued in a transaction that rolled back', async () => {
    const queue = newQueue();
    await expect(
      app.db.transaction().execute(async (trx) => {
        await addJob(trx, 'test-record', { n: 101 });
        throw new Error('the business change failed');
      }),
    ).rejects.toThrow('the business change failed');
    await queue.runDueJobs();
    await queue.stop();
    expect(runs).not.toContain(101);
    expect(await pendingJobs()).toBe(0);
  });

  it('runs a committed job once, as soon as it commits', async () => {
    const queue = newQueue();
    await queue.start();
    await app.db.transaction().execute((trx) => addJob(trx, 'test-record', { n: 202 }));
    await until(() => runs.includes(202));
    await until(async () => (await pendingJobs()) === 0);
    await queue.stop();
    expect(runs.filter((n) => n === 202)).toHaveLength(1);
  });

  it('runs a job at its runAt, on the clock a test moves', async () => {
    const clock = movableClock();
    const queue = newQueue();
    await app.db
      .transaction()
      .execute((trx) => addJob(trx, 'test-record', { n: 303 }, { runAt: new Date(clock.now().getTime() + HOUR) }));
    await queue.runDueJobs(clock.now());
    expect(runs).not.toContain(303);
    clock.advance(HOUR);
    await queue.runDueJobs(clock.now());
    await queue.stop();
    expect(runs.filter((n) => n === 303)).toHaveLength(1);
  });

  it('retries a failing job with back-off, then keeps it as failed with its last error', async () => {
    const queue = newQueue();
    await app.db.transaction().execute((trx) => addJob(trx, 'test-fail', { n: 404 }, { maxAttempts: 3 }));
    await queue.runDueJobs(new Date());
    expect(failures).toEqual([404]);
    // graphile-worker's back-off, on the database's clock: the next attempt exp(1) ≈ 2.7 s after this one failed.
    // (At least that: it counts from the later of its due time and the failure.)
    const next = await nextAttempt();
    expect(next?.attempts).toBe(1);
    expect(next?.delaySeconds).toBeGreaterThanOrEqual(Math.E - 0.01);
    expect(next?.delaySeconds).toBeLessThan(Math.E + 1);
    await queue.runDueJobs(new Date(Date.now() + HOUR));
    await queue.stop();
    expect(failures).toEqual([404, 404, 404]);
    const [failed] = await failedJobs(app.db);
    expect(failed).toMatchObject({ taskName: 'test-fail', attempts: 3, maxAttempts: 3 });
    expect(failed?.lastError).toContain('job 404 cannot be done');
  });

  it('runs each job exactly once when two app nodes share the database', async () => {
    const [one, two] = [newQueue(), newQueue()];
    await Promise.all([one.start(), two.start()]);
    const numbers = Array.from({ length: 40 }, (_, i) => 1000 + i);
    for (const n of numbers) await app.db.transaction().execute((trx) => addJob(trx, 'test-record', { n }));
    await until(() => numbers.every((n) => runs.includes(n)));
    await until(async () => (await pendingJobs()) === 0);
    await Promise.all([one.stop(), two.stop()]);
    expect(runs.filter((n) => n >= 1000).sort()).toEqual(numbers);
  });

  it('completes a job whose connections the database ended meanwhile, with no unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const listen = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', listen);
    try {
      // A running node, as in the app: between jobs it goes on looking for work whatever its connections do.
      const queue = newQueue();
      await queue.start();
      await app.db.transaction().execute((trx) => addJob(trx, 'test-cut-connections', { n: 505 }));
      await until(async () => (await pendingJobs()) === 0);
      await queue.stop();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(runs.filter((n) => n === 505)).toHaveLength(1);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', listen);
    }
  });

  it('logs a job it could not complete, with no unhandled rejection (patches/graphile-worker)', async () => {
    const unhandled: unknown[] = [];
    const listen = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', listen);
    const lines: string[] = [];
    const log = pino({ level: 'error' }, { write: (line: string) => lines.push(line) });
    const queue = new JobQueue({ db: app.db, tasks: testTasks(), log: log as never, pollIntervalMs: 200 });
    try {
      await queue.start();
      await app.db.transaction().execute((trx) => addJob(trx, 'test-break-completion', { n: 606 }));
      await until(() => lines.some((line) => line.includes('Failed to complete job')));
      expect(runs.filter((n) => n === 606)).toHaveLength(1);
      expect(unhandled).toEqual([]);
    } finally {
      await sql`alter table graphile_worker._private_jobs_moved rename to _private_jobs`.execute(app.db);
      await queue.stop();
      process.off('unhandledRejection', listen);
    }
    // The job stays locked, as graphile-worker leaves a job it lost track of: it runs again once the lock expires.
    await sql`
      delete from graphile_worker._private_jobs
      where id in (select id from graphile_worker.jobs where task_identifier = 'test-break-completion')
    `.execute(app.db);
  });

  /** The failing job's attempts so far, and how long after its last failure the next attempt is due. */
  async function nextAttempt() {
    const { rows } = await sql<{ attempts: number; delaySeconds: number }>`
      select attempts, extract(epoch from run_at - updated_at)::float8 as delay_seconds
      from graphile_worker.jobs where task_identifier = 'test-fail'
    `.execute(app.db);
    return rows[0];
  }
});
