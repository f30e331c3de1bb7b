import type { FastifyBaseLogger } from 'fastify';
import { Logger, type LogLevel, type Runner, run, runOnce } from 'graphile-worker';
import { sql } from 'kysely';
import pg from 'pg';
import { connectionConfigOf, type Db } from '../db/database.ts';
import type { JobTasks } from './job-tasks.ts';
import { CodedConnectionClient, retryLostConnections } from './lost-connection-retries.ts';

export interface JobQueueOptions {
  db: Db;
  tasks: JobTasks;
  log: FastifyBaseLogger;
  /** Jobs this node runs at once. */
  concurrency?: number;
  /** How often the node looks for jobs that fell due (new jobs are heard of at once, by NOTIFY). */
  pollIntervalMs?: number;
}

/** How long `runDueJobs` waits for a job another worker holds before it gives up. */
const LOCKED_WAIT_MS = 15_000;

/**
 * graphile-worker running on the app's own PostgreSQL (decision 0044). Every node runs one: workers
 * take jobs with `FOR UPDATE SKIP LOCKED`, so each job runs on one node once; a failed attempt is
 * retried after exp(min(attempts, 10)) seconds until its maxAttempts, then kept, with its last error,
 * as failed (`failedJobs`).
 */
export class JobQueue {
  readonly #options: JobQueueOptions;
  readonly #pool: pg.Pool;
  #runner: Runner | undefined;

  constructor(options: JobQueueOptions) {
    this.#options = options;
    const concurrency = options.concurrency ?? 2;
    // Its own few connections: one LISTENs for new jobs for the life of the node, the others take jobs.
    // A statement on a connection the database ended is retried on a fresh one (lost-connection-retries.ts).
    retryLostConnections();
    this.#pool = new pg.Pool({
      ...connectionConfigOf(options.db),
      max: concurrency + 2,
      Client: CodedConnectionClient,
    });
    // As database.ts does: a connection the server closes is dropped and replaced, never the end of the process.
    this.#pool.on('error', (error) => options.log.warn({ err: error }, 'job queue connection closed'));
    this.#pool.on('connect', (client) => client.on('error', () => {}));
  }

  /** Starts this node's workers (graphile-worker migrates its own schema first, under a lock). */
  async start(): Promise<void> {
    if (this.#runner) return;
    this.#runner = await run({
      ...this.#shared(),
      concurrency: this.#options.concurrency ?? 2,
      pollInterval: this.#options.pollIntervalMs ?? 2_000,
    });
    // A runner that ends on its own (a fatal error) is logged at once, not left as an unhandled rejection.
    this.#runner.promise.catch((error: unknown) => this.#options.log.error({ err: error }, 'job queue stopped'));
  }

  /** Lets running jobs finish (a job cut short is retried by another node), then closes the connections. */
  async stop(): Promise<void> {
    const runner = this.#runner;
    this.#runner = undefined;
    if (runner) {
      await runner.stop();
      await runner.promise.catch(() => {});
    }
    await this.#pool.end();
  }

  /**
   * Runs, now, every job due by `at`, including retries that fall due by then, until none is due: the way a
   * test moves time (the Clock) and then sees what happened. A job another worker holds is waited for.
   */
  async runDueJobs(at: Date = new Date()): Promise<void> {
    const started = Date.now();
    // Only the tasks this queue runs: another's jobs would stay due however often it ran.
    const tasks = Object.keys(this.#options.tasks.taskList());
    for (;;) {
      const { rows } = await sql<{ id: string; locked: boolean }>`
        select id::text, locked_at is not null as locked from graphile_worker.jobs
        where run_at <= ${at} and attempts < max_attempts and task_identifier = any(${tasks}::text[])
      `.execute(this.#options.db);
      if (rows.length === 0) return;
      const free = rows.filter((row) => !row.locked).map((row) => row.id);
      if (free.length > 0) {
        await sql`select graphile_worker.reschedule_jobs(${free}::bigint[], run_at => now())`.execute(this.#options.db);
        await runOnce(this.#shared());
      } else {
        if (Date.now() - started > LOCKED_WAIT_MS) throw new Error('Jobs stayed locked by another worker');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  }

  #shared() {
    return {
      pgPool: this.#pool,
      taskList: this.#options.tasks.taskList(),
      noHandleSignals: true,
      logger: graphileLogger(this.#options.log),
    };
  }
}

const LEVELS: Record<LogLevel, 'error' | 'warn' | 'info' | 'debug'> = {
  error: 'error',
  warning: 'warn',
  info: 'info',
  debug: 'debug',
};

/** graphile-worker's lines through the app's logger (and so its level and credential masking). */
function graphileLogger(log: FastifyBaseLogger): Logger {
  return new Logger((scope) => (level, message, meta) => {
    log[LEVELS[level]]({ jobs: { ...scope, ...meta } }, message);
  });
}
