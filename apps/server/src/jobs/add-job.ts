import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { JobPayloads, JobTaskName } from './job-tasks.ts';

export interface AddJobOptions {
  /** Not before this moment (computed from the app's Clock); absent: at once. */
  runAt?: Date;
  /**
   * At most one pending job per key: adding a job with a key already waiting replaces that job's
   * payload and time (graphile-worker's job_key, mode 'replace').
   */
  jobKey?: string;
  /** Attempts before the job is kept as failed; graphile-worker's default is 25. */
  maxAttempts?: number;
}

/**
 * Enqueues a job inside the caller's transaction (graphile_worker.add_job): the job exists only if the
 * change that caused it commits, and workers hear of it (NOTIFY) only then. Call it with the `trx` of a
 * `db.transaction()` that writes the business change.
 */
export async function addJob<Name extends JobTaskName>(
  trx: Db,
  taskName: Name,
  payload: JobPayloads[Name],
  { runAt, jobKey, maxAttempts }: AddJobOptions = {},
): Promise<string> {
  const { rows } = await sql<{ id: string }>`
    select id::text from graphile_worker.add_job(
      ${taskName},
      ${JSON.stringify(payload)}::json,
      run_at => ${runAt ?? null}::timestamptz,
      max_attempts => ${maxAttempts ?? null}::int,
      job_key => ${jobKey ?? null}::text
    )
  `.execute(trx);
  const row = rows[0];
  if (!row) throw new Error(`graphile_worker.add_job returned no job for ${taskName}`);
  return row.id;
}
