import type { Db } from '../../db/database.ts';
import { DEFAULT_DRIVER_LINK_TTL_MS, type DriverLinks, type IssuedDriverLink } from '../driver-links/driver-links.ts';
import { mailDriverLink } from '../driver-links/mail-driver-link.ts';

/**
 * When a bodyshop becomes a claim's repairer (a bid chosen, a repairer named or changed, a draw), the
 * driver is mailed the agreement's link in the same transaction (decision 0058's addendum), so nobody has
 * to remember to send it. Nothing is sent when the repairer is a garage, when the claim has no customer
 * email (staff still issue the link by hand), or when the driver has already signed with this bodyshop: a
 * signature given to an earlier one does not hold for the new one (decision 0061). Answers the link
 * mailed, if one was.
 */
export async function offerAgreement(
  trx: Db,
  driverLinks: DriverLinks,
  claimId: string,
  createdBy: string | null,
): Promise<IssuedDriverLink | null> {
  const claim = await trx
    .selectFrom('claims')
    .innerJoin('organisations', 'organisations.id', 'claims.repairerOrganisationId')
    .leftJoin('bodyshopAgreements', (join) =>
      join
        .onRef('bodyshopAgreements.claimId', '=', 'claims.id')
        .onRef('bodyshopAgreements.bodyshopOrganisationId', '=', 'organisations.id'),
    )
    .select([
      'claims.id',
      'claims.reference',
      'claims.customerEmail',
      'claims.customerName',
      'organisations.type as repairerType',
      'bodyshopAgreements.id as agreementId',
    ])
    .where('claims.id', '=', claimId)
    .executeTakeFirst();
  if (claim?.repairerType !== 'bodyshop' || !claim.customerEmail || claim.agreementId) return null;
  const link = await driverLinks.issue(trx, {
    claimId,
    purpose: 'agreement',
    ttlMs: DEFAULT_DRIVER_LINK_TTL_MS,
    createdBy,
  });
  if (!link.url) throw new Error('The agreement purpose has no driver page');
  await mailDriverLink(
    trx,
    { ...claim, customerEmail: claim.customerEmail },
    { purpose: 'agreement', url: link.url, expiresAt: link.expiresAt },
  );
  return link;
}
