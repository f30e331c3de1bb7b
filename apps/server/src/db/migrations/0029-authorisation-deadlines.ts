import { type Kysely, sql } from 'kysely';

/**
 * Authorisation deadlines (issue 23, decision 0056): when a claim waiting for its client's authorisation
 * is due, and when it was escalated to the client's admins. Both are cleared when it leaves that status.
 * The index serves "overdue" counts and lists, which look only at claims that have a deadline.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table claims
      add column authorisation_due_at timestamptz,
      add column authorisation_escalated_at timestamptz;
    create index claims_authorisation_due_idx on claims (authorisation_due_at) where authorisation_due_at is not null;
  `.execute(db);
}
