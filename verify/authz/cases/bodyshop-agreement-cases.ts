import { BODYSHOP_AGREEMENT_TERMS, type DriverLinkPurpose } from '@fixline/domain';
import { systemClock } from '../../../apps/server/src/jobs/clock.ts';
import { createDriverLinks } from '../../../apps/server/src/modules/driver-links/driver-links.ts';
import { organisationIds } from '../../../apps/server/test/claim-factory.ts';
import { type Cell, type RouteCases, reachExpectation } from '../route-case.ts';

/**
 * A claim in repair at a bodyshop, and a link to it issued as the product issues them; 'other': a working
 * link of the same claim for another of the driver's pages.
 */
async function agreementLink({ actor, subject, fx }: Cell) {
  const claimId = await fx.claim(actor, 'own', { status: 'in-repair' });
  const bodyshop = (await organisationIds(fx.app.db))('bodyshop');
  await fx.app.db.updateTable('claims').set({ repairerOrganisationId: bodyshop }).where('id', '=', claimId).execute();
  const purpose: DriverLinkPurpose = subject === 'own' ? 'agreement' : 'tracking';
  const links = await createDriverLinks(fx.app.db, { publicUrl: fx.app.config.publicUrl, clock: systemClock });
  const link = await fx.app.db
    .transaction()
    .execute((trx) => links.issue(trx, { claimId, purpose, ttlMs: 3_600_000, createdBy: null }));
  return encodeURIComponent(link.token);
}

const driverOnly = {
  subjects: ['other'] as const,
  expect: (_who: Cell['actor'], subject: Cell['subject'], success: number) => (subject === 'own' ? success : 404),
};

/**
 * A claim in repair at a bodyshop, its agreement signed: the actor's own bodyshop for a bodyshop's people,
 * else Precision Bodyworks. A garage's own claim stays the garage's, so it has no agreement to download.
 */
async function signedAgreementClaim({ actor, subject, fx }: Cell) {
  const claimId = await fx.claim(actor, subject === 'own' ? 'own' : 'other', { status: 'in-repair' });
  if (actor.organisationType === 'repairer' && subject === 'own') return claimId;
  const claim = await fx.app.db
    .selectFrom('claims')
    .innerJoin('organisations', 'organisations.id', 'claims.repairerOrganisationId')
    .select(['claims.repairerOrganisationId as repairer', 'organisations.type'])
    .where('claims.id', '=', claimId)
    .executeTakeFirstOrThrow();
  const bodyshop =
    claim.type === 'bodyshop' && claim.repairer ? claim.repairer : (await organisationIds(fx.app.db))('bodyshop');
  await fx.app.db.updateTable('claims').set({ repairerOrganisationId: bodyshop }).where('id', '=', claimId).execute();
  await fx.app.db
    .insertInto('bodyshopAgreements')
    .values({
      claimId,
      bodyshopOrganisationId: bodyshop,
      signedName: 'Checked by the matrix',
      termsVersion: BODYSHOP_AGREEMENT_TERMS.version,
      driverLinkId: null,
    })
    .execute();
  return claimId;
}

/**
 * The bodyshop agreement (decisions 0058, 0061): public driver routes, so the link's token decides whoever
 * else is signed in; a token for another page opens nothing (404). The signed copy is for whoever reads
 * the claim (its client, the platform, its bodyshop); a garage's own claim has none (404).
 */
export const BODYSHOP_AGREEMENT_CASES: RouteCases = {
  'GET /api/driver/bodyshop-agreement/:token': {
    ...driverOnly,
    async request(cell) {
      return { path: `/api/driver/bodyshop-agreement/${await agreementLink(cell)}` };
    },
  },
  'POST /api/driver/bodyshop-agreement/:token': {
    ...driverOnly,
    async request(cell) {
      return {
        path: `/api/driver/bodyshop-agreement/${await agreementLink(cell)}`,
        body: { signedName: 'Checked by the matrix' },
      };
    },
  },
  'GET /api/claims/:id/bodyshop-agreement/pdf-url': {
    subjects: ['other'],
    expect: (actor, subject, success) =>
      actor.organisationType === 'repairer' ? 404 : reachExpectation(actor, subject, success),
    async request(cell) {
      return { path: `/api/claims/${await signedAgreementClaim(cell)}/bodyshop-agreement/pdf-url` };
    },
  },
};
