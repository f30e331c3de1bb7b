import { type Kysely, sql } from 'kysely';

/**
 * The claim counters (migration 0003) move at commit (decision 0066). Every claim written for one
 * insurer updates the same few `claim_counts` rows; updated by a plain trigger, a row stayed locked from
 * the claim's INSERT or status change to the transaction's commit, a dozen round trips later, so one
 * insurer's FNOL reports and status changes queued behind each other (bench/fnol: most pooled
 * connections waiting on `Lock:transactionid`). A deferred constraint trigger runs the same function
 * with the same row images at commit, so the lock is held for the commit alone. Nothing reads the
 * counters inside the transaction that changed the claims.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger claims_count on claims;
    create constraint trigger claims_count
      after insert or delete or update of status, client_organisation_id, repairer_organisation_id, issue_raised_at,
        deleted_at on claims
      deferrable initially deferred
      for each row execute function claims_count();
  `.execute(db);
}
