import { type Kysely, sql } from 'kysely';

/**
 * Spec 7's sign-s3 query has no size (issue 23): an upload signed without one keeps none, and the
 * object's size is checked against its type's limit when it is recorded (record-upload.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table upload_grants alter column size drop not null`.execute(db);
}
