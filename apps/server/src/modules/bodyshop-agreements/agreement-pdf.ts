import { formatRegistration } from '@fixline/domain';
import type { PdfContent } from '../../integrations/pdf/render-pdf.ts';
import { renderPdf } from '../../integrations/pdf/render-pdf.ts';
import type { AgreementOfClaim } from './agreement-page.ts';
import { presentAgreement } from './agreement-page.ts';

export const londonDateTime = (at: Date) =>
  at.toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/London' });

/** The signed agreement as the driver's copy prints it: the claim, the parties, every term, the signature. */
export function agreementPdfContent(
  claim: AgreementOfClaim,
  { signedName, acceptedAt }: { signedName: string; acceptedAt: Date },
): PdfContent {
  const page = presentAgreement(claim);
  const vehicle = [formatRegistration(claim.registration), [claim.make, claim.model].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return {
    title: 'Bodyshop agreement',
    subtitle: `For claim ${page.claimReference}, accepted ${londonDateTime(acceptedAt)}`,
    subject: `Bodyshop agreement for claim ${page.claimReference}, ${claim.registration}`,
    facts: [
      { heading: 'Claim', rows: [['Reference', page.claimReference]] },
      { heading: 'Vehicle', rows: [['Vehicle', vehicle]] },
      { heading: 'Bodyshop', rows: [['Organisation', claim.bodyshopName]] },
      { heading: 'Driver', rows: [['Name', claim.customerName ?? signedName]] },
    ],
    paragraphs: [
      ...page.terms.sections,
      {
        text: `Accepted by ${signedName} on ${londonDateTime(acceptedAt)} (UK time), terms version ${page.terms.version}.`,
      },
    ],
  };
}

export function renderAgreementPdf(...args: Parameters<typeof agreementPdfContent>): Promise<Buffer> {
  return renderPdf(agreementPdfContent(...args));
}
