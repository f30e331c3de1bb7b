import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** A job that used every attempt: kept by graphile-worker with why its last attempt failed. */
export interface FailedJob {
  id: string;
  taskName: string;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  key: string | null;
  updatedAt: Date;
}

/** The queue's dead jobs, newest first (graphile_worker.jobs, its public view). */
export async function failedJobs(db: Db, limit = 100): Promise<FailedJob[]> {
  const { rows } = await sql<FailedJob>`
    select id::text as id, task_identifier as task_name, attempts, max_attempts, last_error, key, updated_at
    from graphile_worker.jobs
    where attempts >= max_attempts
    order by updated_at desc
    limit ${limit}
  `.execute(db);
  return rows;
}
