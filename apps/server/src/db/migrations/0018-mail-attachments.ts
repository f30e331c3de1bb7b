import { type Kysely, sql } from 'kysely';

/**
 * A mail's attachments (a repair date's calendar invitation, issue 25): kept with the mail so a retry
 * sends the same files and the Sent mail page can say what went. Text content only (an .ics is text).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sent_mail add column attachments jsonb not null default '[]'`.execute(db);
}
