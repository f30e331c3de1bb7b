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
  comment: z.string().trim().min(1).max(2000),
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
