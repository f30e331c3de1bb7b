import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { addJobCall } from '../../jobs/add-job.ts';
import type { OutgoingMail } from './mail-transport.ts';

/** A mail to send: what a template made, to whom, and why. */
export interface MailToSend extends OutgoingMail {
  /** Which template made it: 'invitation', 'rating-request' ... (shown on the Sent mail page). */
  kind: string;
  /** The claim it is about, if any. */
  claimId?: string | null;
}

/** Attempts before a mail is given up on: the last retry comes about 3½ hours after the first attempt (e¹ + … + e⁹ s). */
export const MAIL_MAX_ATTEMPTS = 10;

declare module '../../jobs/job-tasks.ts' {
  interface JobPayloads {
    'deliver-mail': { mailId: string };
  }
}

/**
 * Records a mail in sent_mail and enqueues its delivery, both in the caller's transaction: the mail
 * goes out only if the change that caused it commits. Answers the mail's id.
 * One statement, not an insert and then addJob: the job's payload and key are the row's new id, which
 * the insert hands to the job's add_job call (jobs/add-job.ts) in the database, a round trip fewer for every mail
 * (an FNOL report's tracking link among them; decision 0072's reasoning about round trips).
 */
export async function queueMail(trx: Db, mail: MailToSend): Promise<string> {
  const row = await trx
    .with('mail', (db) =>
      db
        .insertInto('sentMail')
        .values({
          kind: mail.kind,
          toAddress: mail.to,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html,
          claimId: mail.claimId ?? null,
          attachments: JSON.stringify(mail.attachments ?? []),
        })
        .returning('id'),
    )
    .selectFrom('mail')
    // The payload is JobPayloads['deliver-mail'] and the key `mail:<id>`, as addJob would give them.
    .innerJoinLateral(
      addJobCall('deliver-mail', sql`json_build_object('mailId', mail.id)`, {
        maxAttempts: MAIL_MAX_ATTEMPTS,
        jobKey: sql<string>`'mail:' || mail.id`,
      }).as('job'),
      (join) => join.onTrue(),
    )
    .select('mail.id')
    .executeTakeFirstOrThrow();
  return row.id;
}
