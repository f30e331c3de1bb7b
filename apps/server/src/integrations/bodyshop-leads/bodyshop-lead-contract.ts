import { z } from '@fixline/domain';
import type { PartnerContract } from '../partners/partner-contract.ts';
import { type PartnerVehicle, partnerVehicle } from '../partners/partner-vehicle.ts';

/** The lead Fixline offers to the bodyshop network: the vehicle and its damage, no customer details. */
export interface BodyshopLead extends PartnerVehicle {
  damage: string | null;
}

const ZBodyshopLeadAnswer = z.object({
  leadId: z.string().min(1).max(100),
  status: z.enum(['accepted', 'declined']),
  /** The bodyshop that took it; null when declined. */
  bodyshop: z.string().min(1).max(200).nullable(),
});
type BodyshopLeadAnswer = z.infer<typeof ZBodyshopLeadAnswer>;

/** `POST /leads` → 201 `{ leadId, status, bodyshop }` (docs/partners.md). */
export const BODYSHOP_LEADS: PartnerContract<BodyshopLead, BodyshopLeadAnswer> = {
  partner: 'bodyshop-leads',
  request: (claim) => ({ ...partnerVehicle(claim), damage: claim.damageDescription }),
  path: () => '/leads',
  answer: ZBodyshopLeadAnswer,
  summary: (answer) =>
    answer.status === 'accepted' && answer.bodyshop
      ? `${answer.bodyshop} accepted the lead (${answer.leadId})`
      : `No bodyshop took the lead (${answer.leadId})`,
  embeddedAnswer: (lead) => ({
    leadId: `BL-${lead.reference.replace(/\D/g, '')}`,
    status: 'accepted',
    bodyshop: 'Leeds Accident Repair Centre',
  }),
};
