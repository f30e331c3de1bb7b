import { BODYSHOP_AGREEMENT_MESSAGES, type TBodyshopAgreementPdfUrl } from '@fixline/domain';
import type { AppContext } from '../../app-context.ts';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../http/http-error.ts';
import { visibleTo } from '../claims/claim-access.ts';
import { CLAIM_NOT_FOUND } from '../claims/queries.ts';
import { DOWNLOAD_URL_SECONDS } from '../files/file-keys.ts';
import { agreementOfClaim } from './agreement-page.ts';
import { renderAgreementPdf } from './agreement-pdf.ts';

/**
 * GET /api/claims/{id}/bodyshop-agreement/pdf-url: the agreement signed with the claim's current bodyshop
 * (decision 0061), as the driver's mailed copy prints it, and a short-lived signed address of it. For
 * whoever reads the claim: its client's staff, the platform and the bodyshop repairing it, as the claim
 * page already tells them who signed. Drawn on the first download and kept under the acceptance's id, as
 * the words signed do not change.
 */
export async function agreementPdfUrl(
  { db, storage }: Pick<AppContext, 'db' | 'storage'>,
  actor: Actor,
  claimId: string,
  now = new Date(),
): Promise<TBodyshopAgreementPdfUrl> {
  const claim = await db
    .selectFrom('claims')
    .leftJoin('bodyshopAgreements', (join) =>
      join
        .onRef('bodyshopAgreements.claimId', '=', 'claims.id')
        .onRef('bodyshopAgreements.bodyshopOrganisationId', '=', 'claims.repairerOrganisationId'),
    )
    .select('bodyshopAgreements.id as agreementId')
    .where('claims.id', '=', claimId)
    .where(visibleTo(actor))
    .executeTakeFirst();
  if (!claim) throw notFound(CLAIM_NOT_FOUND);
  if (!claim.agreementId) throw notFound(BODYSHOP_AGREEMENT_MESSAGES.notSigned);

  const key = `bodyshop-agreements/${claim.agreementId}.pdf`;
  if (!(await storage.stat(key))) {
    const signed = await agreementOfClaim(db, claimId);
    if (!signed.signedName || !signed.acceptedAt) throw notFound(BODYSHOP_AGREEMENT_MESSAGES.notSigned);
    const pdf = await renderAgreementPdf(signed, { signedName: signed.signedName, acceptedAt: signed.acceptedAt });
    await storage.write(key, pdf, 'application/pdf');
  }
  return {
    url: await storage.signDownload({ key, expiresInSeconds: DOWNLOAD_URL_SECONDS }),
    expiresAt: new Date(now.getTime() + DOWNLOAD_URL_SECONDS * 1000).toISOString(),
  };
}
