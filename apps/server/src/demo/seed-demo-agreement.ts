import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { acceptAgreement } from '../modules/bodyshop-agreements/accept-agreement.ts';
import type { DriverLinks } from '../modules/driver-links/driver-links.ts';
import { demoClaimId } from './seed-demo-claims.ts';

/** Ella Morris's Audi, in repair at Precision Bodyworks: the demo's signed bodyshop agreement. */
export const SIGNED_AGREEMENT_CLAIM = demoClaimId(11);

const HOUR = 3_600_000;

/**
 * The demo's signed agreement, by the product's own operation: Ella Morris opens the link she was mailed
 * when Precision Bodyworks' bid was chosen (seed-demo-marketplace.ts) and accepts it by typing her name,
 * which mails her the signed copy. Crown Body Repairs' claim (CX67 HBR) stays unsigned, so the demo shows
 * both. The acceptance is then dated three hours after the bid was chosen, as the rest of the demo's
 * timeline is dated over the weeks of its story.
 */
export async function seedDemoAgreement(db: Db, driverLinks: DriverLinks): Promise<void> {
  const link = await db
    .selectFrom('driverLinks')
    .selectAll()
    .where('claimId', '=', SIGNED_AGREEMENT_CLAIM)
    .where('purpose', '=', 'agreement')
    .executeTakeFirstOrThrow();
  const token = new URL(driverLinks.urlOf(link) ?? '').searchParams.get('token');
  if (!token) throw new Error('The demo agreement link has no token');
  await acceptAgreement({ db, events: { record: async () => () => {} }, driverLinks }, token, {
    signedName: 'Ella Morris',
  });

  const chosen = await db
    .selectFrom('claimHistory')
    .select('at')
    .where('claimId', '=', SIGNED_AGREEMENT_CLAIM)
    .where('action', '=', 'approve-for-repair')
    .executeTakeFirstOrThrow();
  const signedAt = new Date(chosen.at.getTime() + 3 * HOUR);
  await sql`update bodyshop_agreements set accepted_at = ${signedAt} where claim_id = ${SIGNED_AGREEMENT_CLAIM}`.execute(
    db,
  );
  await sql`update claim_history set at = ${signedAt}
    where claim_id = ${SIGNED_AGREEMENT_CLAIM} and action = 'accept-bodyshop-agreement'`.execute(db);
}
