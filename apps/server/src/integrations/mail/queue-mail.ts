import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { JobTaskName } from '../../jobs/job-tasks.ts';
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
 * One statement, not an insert and then jobs/add-job.ts: the job's payload and key are the row's new id,
 * which the insert hands to graphile_worker.add_job in the database, a round trip fewer for every mail
 * (an FNOL report's tracking link among them; decision 0072's reasoning about round trips).
 */
export async function queueMail(trx: Db, mail: MailToSend): Promise<string> {
  const task: JobTaskName = 'deliver-mail';
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
      sql<{ id: string }>`graphile_worker.add_job(${task}, json_build_object('mailId', mail.id),
        max_attempts => ${MAIL_MAX_ATTEMPTS}::int, job_key => 'mail:' || mail.id)`.as('job'),
      (join) => join.onTrue(),
    )
    .select('mail.id')
    .executeTakeFirstOrThrow();
  return row.id;
}
