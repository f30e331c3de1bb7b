import { type RawBuilder, sql } from 'kysely';
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
 * The call to graphile_worker.add_job for a job, as a fragment: addJob selects it, and a statement that
 * makes its payload or key from a row it inserts (integrations/mail/queue-mail.ts) joins it, so the call's
 * shape lives here once. Payload and key may be SQL of that statement.
 */
export function addJobCall(
  taskName: JobTaskName,
  payload: RawBuilder<unknown>,
  { runAt, jobKey, maxAttempts }: Omit<AddJobOptions, 'jobKey'> & { jobKey?: string | RawBuilder<string> } = {},
): RawBuilder<{ id: string }> {
  return sql<{ id: string }>`graphile_worker.add_job(
    ${taskName},
    ${payload},
    run_at => ${runAt ?? null}::timestamptz,
    max_attempts => ${maxAttempts ?? null}::int,
    job_key => ${jobKey ?? null}::text
  )`;
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
  options: AddJobOptions = {},
): Promise<string> {
  const call = addJobCall(taskName, sql`${JSON.stringify(payload)}::json`, options);
  const { rows } = await sql<{ id: string }>`select id::text from ${call}`.execute(trx);
  const row = rows[0];
  if (!row) throw new Error(`graphile_worker.add_job returned no job for ${taskName}`);
  return row.id;
}
