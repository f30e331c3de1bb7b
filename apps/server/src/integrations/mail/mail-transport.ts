import type { MailTransportKind } from '@fixline/domain';
import nodemailer from 'nodemailer';
import type { MailContent } from './mail-templates.ts';

/**
 * A file sent with a mail: text content (a calendar invitation is text), or binary content as base64
 * (a PDF), which nodemailer decodes by its `encoding`. Stored as it is in sent_mail's attachments.
 */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  encoding?: 'base64';
}

/** One mail as it leaves: its recipient, both parts, and any files. */
export interface OutgoingMail extends MailContent {
  to: string;
  attachments?: MailAttachment[];
}

/** Where mail goes; every mail is recorded in sent_mail whichever it is. */
export interface MailTransport {
  readonly kind: MailTransportKind;
  /** Delivers or throws (the job retries); answers the server's Message-ID when there is one. */
  deliver(mail: OutgoingMail): Promise<{ messageId: string | null }>;
  close(): void;
}

export interface MailSettings {
  /** smtp://user:pass@host:port or smtps://...; absent: the outbox only. */
  smtpUrl: string | undefined;
  /** The From header: 'Fixline <no-reply@fixline.invalid>'. */
  from: string;
}

/** SMTP_URL set: nodemailer over SMTP. Unset (the embedded default): mail stays in the outbox table. */
export function createMailTransport({ smtpUrl, from }: MailSettings): MailTransport {
  if (!smtpUrl) {
    return { kind: 'outbox', deliver: async () => ({ messageId: null }), close: () => {} };
  }
  // Short timeouts: a job that cannot reach the server fails and is retried later, rather than holding a worker.
  const transporter = nodemailer.createTransport(
    { url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 },
    { from },
  );
  return {
    kind: 'smtp',
    deliver: async ({ to, subject, text, html, attachments = [] }) => {
      const info = await transporter.sendMail({ to, subject, text, html, attachments });
      return { messageId: info.messageId ?? null };
    },
    close: () => transporter.close(),
  };
}
