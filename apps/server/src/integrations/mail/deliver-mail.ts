import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { JobTasks } from '../../jobs/job-tasks.ts';
import type { MailTransport } from './mail-transport.ts';

export interface MailDeliveryContext {
  db: Db;
  transport: MailTransport;
  log: FastifyBaseLogger;
}

/**
 * The 'deliver-mail' task: sends one recorded mail and records how it went. A failed attempt is
 * recorded (attempts, last error) and thrown, so the queue retries it with back-off; the last one marks
 * the mail failed. A mail already sent is not sent again (a job retried after its mail left but before
 * the queue heard).
 */
export function addMailDelivery(tasks: JobTasks, { db, transport, log }: MailDeliveryContext): void {
  tasks.add('deliver-mail', async ({ mailId }, helpers) => {
    const mail = await db
      .selectFrom('sentMail')
      .select(['id', 'toAddress', 'subject', 'textBody', 'htmlBody', 'attachments', 'status'])
      .where('id', '=', mailId)
      .executeTakeFirst();
    if (!mail || mail.status === 'sent') return;
    const attempt = helpers.job.attempts;
    try {
      const { messageId } = await transport.deliver({
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody,
        attachments: mail.attachments,
      });
      const now = new Date();
      await db
        .updateTable('sentMail')
        .set({
          status: 'sent',
          transport: transport.kind,
          messageId,
          attempts: attempt,
          lastError: null,
          sentAt: now,
          updatedAt: now,
        })
        .where('id', '=', mail.id)
        .execute();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const last = attempt >= helpers.job.max_attempts;
      await db
        .updateTable('sentMail')
        .set({ status: last ? 'failed' : 'queued', attempts: attempt, lastError: message, updatedAt: new Date() })
        .where('id', '=', mail.id)
        .execute();
      // The mail's id, never its address or content: a mail may carry a link that is a credential.
      log.warn(`mail ${mail.id}: attempt ${attempt} of ${helpers.job.max_attempts} failed: ${message}`);
      throw error;
    }
  });
}
