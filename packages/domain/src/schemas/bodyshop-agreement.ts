import { formatRegistration } from '../claim-status.ts';
import { humanText } from '../human-text.ts';
import { z } from '../validation.ts';

/**
 * The bodyshop agreement (spec 2 "/bodyshop/{claimId}", issue 25): the terms a driver accepts before a
 * bodyshop repairs their vehicle, signed by typing their name, through a driver link of purpose agreement.
 */
export const BODYSHOP_AGREEMENT_MESSAGES = {
  noBodyshop: 'This claim has no bodyshop yet',
  alreadyAccepted: 'This agreement has already been accepted',
  name: 'Type your full name to sign',
  thanks: 'Thank you: the agreement is accepted',
  notSigned: 'No signed bodyshop agreement on this claim',
} as const;

export interface BodyshopAgreementSection {
  heading: string;
  /** Plain English; {bodyshopName} and {registration} are filled in for the claim (bodyshopAgreementSections). */
  text: string;
}

/**
 * The terms, versioned: an acceptance records the version it accepted, so a change of words is a new
 * version and never rewrites what a driver signed.
 */
export const BODYSHOP_AGREEMENT_TERMS = {
  version: '2026-11',
  sections: [
    {
      heading: 'Authority to repair',
      text: 'You authorise {bodyshopName} to repair the vehicle with registration {registration}, as agreed with your insurer, and to move it between its sites and its suppliers for that repair.',
    },
    {
      heading: 'Who pays for the repair',
      text: 'Your insurer pays {bodyshopName} the cost of the repair it has authorised. You pay only your policy excess, if any, and any extra work you agree to in writing before it is done.',
    },
    {
      heading: 'Workmanship warranty',
      text: '{bodyshopName} guarantees its workmanship and the paint it applies for 12 months from the day you collect the vehicle. This does not cover wear and tear, or damage from a later accident. Your rights under the Consumer Rights Act 2015 are not affected.',
    },
    {
      heading: 'Collection and storage',
      text: '{bodyshopName} will tell you when the vehicle is ready. Please collect it within 7 days of being told; after that, a reasonable storage charge may apply, which your insurer does not pay.',
    },
    {
      heading: 'Your information',
      text: 'Your name, contact details and claim details are shared with {bodyshopName} only to carry out and arrange this repair, and are kept as UK data protection law requires.',
    },
    {
      heading: 'Cancelling',
      text: 'You can cancel this agreement at no cost before work on the vehicle starts, by telling {bodyshopName} or your insurer. Once work has started, the work done so far must be paid for as above.',
    },
  ] satisfies BodyshopAgreementSection[],
} as const;

/** The terms' sections with the claim's bodyshop and vehicle filled in: what the page shows and the PDF prints. */
export function bodyshopAgreementSections({
  bodyshopName,
  registration,
}: {
  bodyshopName: string;
  registration: string;
}): BodyshopAgreementSection[] {
  const plate = formatRegistration(registration);
  return BODYSHOP_AGREEMENT_TERMS.sections.map(({ heading, text }) => ({
    heading,
    text: text.replaceAll('{bodyshopName}', bodyshopName).replaceAll('{registration}', plate),
  }));
}

/** What the agreement page shows before and after the driver accepts. */
export const ZBodyshopAgreementPage = z.object({
  claimReference: z.string(),
  registration: z.string(),
  bodyshopName: z.string(),
  customerName: z.string().nullable(),
  /** Whether the claim has an address the signed copy is mailed to (never the address itself). */
  copyMailed: z.boolean(),
  terms: z.object({
    version: z.string(),
    sections: z.array(z.object({ heading: z.string(), text: z.string() })),
  }),
  /** The acceptance, once there is one: the page then shows when, and by whom. */
  agreement: z.object({ signedName: z.string(), acceptedAt: z.iso.datetime() }).nullable(),
});
export type TBodyshopAgreementPage = z.infer<typeof ZBodyshopAgreementPage>;

export const ZBodyshopAgreementRequest = z.strictObject({
  signedName: humanText({
    min: 2,
    max: 120,
    required: BODYSHOP_AGREEMENT_MESSAGES.name,
    tooLong: BODYSHOP_AGREEMENT_MESSAGES.name,
  }),
});
export type TBodyshopAgreementRequest = z.input<typeof ZBodyshopAgreementRequest>;

/**
 * GET /api/claims/{id}/bodyshop-agreement/pdf-url: a signed address of the agreement signed with the
 * claim's current bodyshop, as a PDF, and when it stops working.
 */
export const ZBodyshopAgreementPdfUrl = z.object({ url: z.string(), expiresAt: z.iso.datetime() });
export type TBodyshopAgreementPdfUrl = z.infer<typeof ZBodyshopAgreementPdfUrl>;
