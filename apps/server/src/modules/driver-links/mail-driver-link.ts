import { claimReference, type DriverLinkPurpose } from '@fixline/domain';
import type { Db } from '../../db/database.ts';
import { driverLinkMail } from '../../integrations/mail/mail-templates.ts';
import { queueMail } from '../../integrations/mail/queue-mail.ts';

export interface LinkToMail {
  purpose: DriverLinkPurpose;
  url: string;
  expiresAt: Date;
}

export interface ClaimToMail {
  id: string;
  reference: number;
  customerEmail: string;
  customerName: string | null;
}

/** Queues the mail that gives a driver their link, in the caller's transaction; answers the mail's id. */
export function mailDriverLink(
  trx: Db,
  claim: ClaimToMail,
  link: LinkToMail,
  repairerName: string | null = null,
): Promise<string> {
  const content = driverLinkMail({
    ...link,
    claimReference: claimReference(claim.reference),
    customerName: claim.customerName,
    repairerName,
  });
  return queueMail(trx, { kind: 'driver-link', to: claim.customerEmail, claimId: claim.id, ...content });
}
