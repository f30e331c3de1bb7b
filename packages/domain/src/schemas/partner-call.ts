import { humanText } from '../human-text.ts';
import { z } from '../validation.ts';
import { ZId } from './common.ts';

/** The systems around Fixline a claim can be sent to (docs/partners.md). */
export const PARTNERS = ['premia', 'clickmechanic', 'bodyshop-leads'] as const;
export type Partner = (typeof PARTNERS)[number];

/** How each partner is named on the claim page and its timeline. */
export const PARTNER_NAMES: Record<Partner, string> = {
  premia: 'Premia',
  clickmechanic: 'ClickMechanic',
  'bodyshop-leads': 'Bodyshop leads',
};

/** queued: waiting for its first or next attempt; answered: the partner took it; failed: given up on (the dead letter). */
export const PARTNER_CALL_STATUSES = ['queued', 'answered', 'failed'] as const;
export type PartnerCallStatus = (typeof PARTNER_CALL_STATUSES)[number];

/** PUT /api/claims/{id}/return-to-premia: why the claim goes back to the client's own system. */
export const ZReturnToPremiaRequest = z.strictObject({
  comment: humanText({ max: 2000, multiline: true }),
});

/** One call to a partner, as super admins see it on the claim page: what was sent, how it went. */
export const ZPartnerCall = z.object({
  id: ZId,
  partner: z.enum(PARTNERS),
  action: z.string(),
  status: z.enum(PARTNER_CALL_STATUSES),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** Why the last attempt failed: kept while retrying and once failed. */
  lastError: z.string().nullable(),
  /** The partner's answer in words (ClickMechanic: accepted, price, date). */
  summary: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TPartnerCall = z.infer<typeof ZPartnerCall>;

/** How each state of a call is named on the Integrations page's chips and filter. */
export const PARTNER_CALL_STATUS_LABELS: Record<PartnerCallStatus, string> = {
  queued: 'Queued',
  answered: 'Answered',
  failed: 'Failed',
};

/** The Integrations page (issue 27): every partner call, and the retry of a failed one. */
export const PARTNER_CALL_MESSAGES = {
  notFound: 'Partner call not found',
  notFailed: (status: PartnerCallStatus) =>
    `Only a failed call can be retried; this one is ${PARTNER_CALL_STATUS_LABELS[status].toLowerCase()}`,
  retried: 'Call queued again',
  /** The claim's timeline row of a retry, after the partner's name, as the outbox's own rows. */
  retriedComment: (partnerName: string) => `${partnerName}: sent again by the platform`,
  intro:
    'Every call Fixline makes to a partner, newest first: what was sent, what came back and how many attempts it took. A failed call can be sent again.',
  tableLabel: 'Partner calls',
  loading: 'Loading partner calls',
  empty: 'No partner calls match',
  partnerFilter: 'Partner',
  statusFilter: 'Status',
  anyPartner: 'All partners',
  anyStatus: 'All statuses',
  columns: {
    when: 'When',
    partner: 'Partner',
    action: 'Action',
    claim: 'Claim',
    status: 'Status',
    attempts: 'Attempts',
    outcome: 'Outcome',
  },
  attempts: (attempts: number, max: number) => `${attempts} of ${max}`,
  request: 'Request',
  answer: 'Answer',
  noAnswer: 'No answer yet',
  details: 'Details',
  detailsLabel: (action: string, reference: string) => `Show the request and answer of ${action} for ${reference}`,
  detailsTitle: (action: string, reference: string) => `${action} · ${reference}`,
  close: 'Close',
  retry: 'Retry',
  retryLabel: (action: string, reference: string) => `Retry ${action} for ${reference}`,
  claimLinkLabel: (reference: string) => `Open claim ${reference}`,
} as const;

/** GET /api/partner-calls: the Integrations page's filters and page. */
export const ZPartnerCallQuery = z.object({
  partner: z.enum(PARTNERS).optional(),
  status: z.enum(PARTNER_CALL_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export type TPartnerCallQuery = z.infer<typeof ZPartnerCallQuery>;

/** One call on the Integrations page: as on the claim page, plus its claim and the messages both ways. */
export const ZPartnerCallDelivery = ZPartnerCall.extend({
  claim: z.object({ id: ZId, reference: z.string(), registration: z.string() }),
  /** What was sent, as the partner's contract built it. */
  request: z.record(z.string(), z.unknown()),
  /** The partner's answer as it came, once it answered. */
  answer: z.record(z.string(), z.unknown()).nullable(),
});
export type TPartnerCallDelivery = z.infer<typeof ZPartnerCallDelivery>;

export const ZPartnerCallPage = z.object({
  items: z.array(ZPartnerCallDelivery),
  /** Every call matching the filters, for the pagination. */
  total: z.number().int(),
});
export type TPartnerCallPage = z.infer<typeof ZPartnerCallPage>;
