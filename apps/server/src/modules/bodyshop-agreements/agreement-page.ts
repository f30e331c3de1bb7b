import {
  BODYSHOP_AGREEMENT_MESSAGES,
  BODYSHOP_AGREEMENT_TERMS,
  bodyshopAgreementSections,
  claimReference,
  type TBodyshopAgreementPage,
} from '@fixline/domain';
import type { Db } from '../../db/database.ts';
import { conflict } from '../../http/http-error.ts';
import type { DriverLinks } from '../driver-links/driver-links.ts';

/**
 * The claim, its current bodyshop and the acceptance given for that bodyshop, if any: what the page shows
 * and the signed copy prints. One signed with an earlier bodyshop is not this one's (decision 0061).
 */
export async function agreementOfClaim(db: Db, claimId: string) {
  const row = await db
    .selectFrom('claims')
    .leftJoin('organisations', 'organisations.id', 'claims.repairerOrganisationId')
    .leftJoin('bodyshopAgreements', (join) =>
      join
        .onRef('bodyshopAgreements.claimId', '=', 'claims.id')
        .onRef('bodyshopAgreements.bodyshopOrganisationId', '=', 'claims.repairerOrganisationId'),
    )
    .select([
      'claims.id',
      'claims.reference',
      'claims.registration',
      'claims.make',
      'claims.model',
      'claims.customerName',
      'claims.customerEmail',
      'organisations.id as bodyshopId',
      'organisations.name as bodyshopName',
      'organisations.type as organisationType',
      'bodyshopAgreements.id as agreementId',
      'bodyshopAgreements.signedName',
      'bodyshopAgreements.acceptedAt',
      'bodyshopAgreements.termsVersion',
    ])
    .where('claims.id', '=', claimId)
    .executeTakeFirstOrThrow();
  const { bodyshopId, bodyshopName, organisationType, ...claim } = row;
  // Only a bodyshop has this agreement: a claim repaired by a garage, or not yet placed, has none.
  if (!bodyshopId || !bodyshopName || organisationType !== 'bodyshop') {
    throw conflict(BODYSHOP_AGREEMENT_MESSAGES.noBodyshop);
  }
  return { ...claim, bodyshopId, bodyshopName };
}
export type AgreementOfClaim = Awaited<ReturnType<typeof agreementOfClaim>>;

export function presentAgreement(claim: AgreementOfClaim): TBodyshopAgreementPage {
  const version = claim.termsVersion ?? BODYSHOP_AGREEMENT_TERMS.version;
  return {
    claimReference: claimReference(claim.reference),
    registration: claim.registration,
    bodyshopName: claim.bodyshopName,
    customerName: claim.customerName,
    copyMailed: Boolean(claim.customerEmail),
    // One version of the terms exists; a later one keeps the words of the earlier for what was signed.
    terms: { version, sections: bodyshopAgreementSections(claim) },
    agreement:
      claim.signedName && claim.acceptedAt
        ? { signedName: claim.signedName, acceptedAt: claim.acceptedAt.toISOString() }
        : null,
  };
}

/** GET /api/driver/bodyshop-agreement/{token}: the terms to accept, or the acceptance given. */
export async function readAgreementPage(
  db: Db,
  driverLinks: DriverLinks,
  token: string,
): Promise<TBodyshopAgreementPage> {
  const { claimId } = await driverLinks.resolve(db, token, 'agreement');
  return presentAgreement(await agreementOfClaim(db, claimId));
}
