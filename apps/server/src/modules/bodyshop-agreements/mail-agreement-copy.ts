import { claimReference } from '@fixline/domain';
import type { Db } from '../../db/database.ts';
import { bodyshopAgreementMail } from '../../integrations/mail/mail-templates.ts';
import { queueMail } from '../../integrations/mail/queue-mail.ts';
import type { AgreementOfClaim } from './agreement-page.ts';
import { renderAgreementPdf } from './agreement-pdf.ts';

/**
 * The driver's copy of the agreement they accepted, as a PDF, queued in the acceptance's transaction.
 * Nothing to send without the customer's email.
 */
export async function mailAgreementCopy(
  trx: Db,
  claim: AgreementOfClaim,
  signature: { signedName: string; acceptedAt: Date },
): Promise<void> {
  if (!claim.customerEmail) return;
  const reference = claimReference(claim.reference);
  const pdf = await renderAgreementPdf(claim, signature);
  await queueMail(trx, {
    kind: 'bodyshop-agreement',
    to: claim.customerEmail,
    claimId: claim.id,
    ...bodyshopAgreementMail({
      claimReference: reference,
      registration: claim.registration,
      customerName: claim.customerName,
      bodyshopName: claim.bodyshopName,
      ...signature,
    }),
    attachments: [
      {
        filename: `bodyshop-agreement-${reference}.pdf`,
        contentType: 'application/pdf',
        content: pdf.toString('base64'),
        encoding: 'base64',
      },
    ],
  });
}
