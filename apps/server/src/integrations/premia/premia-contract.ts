import { claimReference, z } from '@fixline/domain';
import type { PartnerContract } from '../partners/partner-contract.ts';

/** What Fixline posts to Premia, the client's own claims system, when it hands a claim back. */
export interface PremiaReturn {
  premiaReference: string;
  fixlineReference: string;
  registration: string;
  comment: string;
}

const ZPremiaAnswer = z.object({ received: z.literal(true), premiaStatus: z.string().min(1).max(100) });
type PremiaAnswer = z.infer<typeof ZPremiaAnswer>;

/** `POST /claims/{premiaReference}/return` → 200 `{ received: true, premiaStatus }` (docs/partners.md). */
export const PREMIA: PartnerContract<PremiaReturn, PremiaAnswer> = {
  partner: 'premia',
  request: (claim, { comment }) => ({
    premiaReference: claim.premiaReference ?? '',
    fixlineReference: claimReference(claim.reference),
    registration: claim.registration,
    comment: comment ?? '',
  }),
  path: (body) => `/claims/${encodeURIComponent(body.premiaReference)}/return`,
  answer: ZPremiaAnswer,
  summary: (answer) => `Premia took the claim back (${answer.premiaStatus})`,
  embeddedAnswer: () => ({ received: true, premiaStatus: 'reopened' }),
};
