import { z } from '../validation.ts';
import { ZId } from './common.ts';

/** A mail's delivery: waiting in the job queue, delivered (or kept in the outbox), or given up on. */
export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** How a sent mail left: over SMTP (SMTP_URL), or kept in the outbox only (no SMTP_URL). */
export const MAIL_TRANSPORTS = ['smtp', 'outbox'] as const;
export type MailTransportKind = (typeof MAIL_TRANSPORTS)[number];

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
};

export const MAIL_TRANSPORT_LABELS: Record<MailTransportKind, string> = {
  smtp: 'Sent over SMTP',
  outbox: 'Kept in the outbox (no SMTP server set)',
};

/** One row of the Sent mail page. */
export const ZSentMailSummary = z.object({
  id: ZId,
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  transport: z.enum(MAIL_TRANSPORTS).nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  claimId: ZId.nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});
export type TSentMailSummary = z.infer<typeof ZSentMailSummary>;

export const ZSentMailPage = z.object({
  items: z.array(ZSentMailSummary),
  /** Every mail there is, for the pagination. */
  total: z.number().int(),
});
export type TSentMailPage = z.infer<typeof ZSentMailPage>;

/** One mail with both its parts; the HTML part is shown only inside a sandboxed frame. */
export const ZSentMail = ZSentMailSummary.extend({
  text: z.string(),
  html: z.string(),
  /** A signed address of the HTML part alone, under a policy of its own, for a sandboxed frame (minutes). */
  htmlUrl: z.string(),
});
export type TSentMail = z.infer<typeof ZSentMail>;
