import type { ClaimAction, ClaimStatus, TPlaceBidRequest } from '@fixline/domain';
import { sql } from 'kysely';
import type { Actor } from '../auth/actor.ts';
import { allClaimActionHandlers } from '../claim-action-handlers.ts';
import type { Db } from '../db/database.ts';
import { createEmbeddedPayments } from '../integrations/payments/embedded-payments.ts';
import type { FollowUpServices } from '../modules/claims/claim-action-handlers.ts';
import { takeClaimAction } from '../modules/claims/take-claim-action.ts';
import type { DriverLinks } from '../modules/driver-links/driver-links.ts';
import type { MarketplaceStore } from '../modules/marketplace/marketplace-store.ts';
import { placeBid } from '../modules/marketplace/place-bid.ts';
import { presentPermission } from '../modules/users/present-user.ts';
import { selectUsers, type UserRow } from '../modules/users/queries.ts';
import type { DemoClaim } from './demo-claims.ts';
import { actionBetween, actorEmailFor, type DemoMarketplaceJourney } from './seed-demo-claims.ts';
import { type DemoPaymentStore, PAID_CLAIM, seedDemoDriverPayment, seedDemoQuote } from './seed-demo-payments.ts';

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);
const toPence = (pounds: number) => Math.round(pounds) * 100;

/** The demo's people acting as themselves, as a request of theirs would carry them. */
export async function demoActors(db: Db): Promise<(email: string) => Actor> {
  const rows = (await selectUsers(db).execute()) as UserRow[];
  const byEmail = new Map(
    rows.map((row): [string, Actor] => [
      row.email,
      {
        userId: row.id,
        sessionId: 'demo-seed',
        email: row.email,
        name: row.name,
        requiredPasswordChange: false,
        permissions: row.permissions.map(presentPermission),
      },
    ]),
  );
  return (email) => {
    const actor = byEmail.get(email);
    if (!actor) throw new Error(`No demo account ${email}`);
    return actor;
  };
}

/** Who bids on a claim, the eventual winner first: garages of the kind its type calls for. */
function biddersOf(claim: DemoClaim): string[] {
  const kind = claim.type === 'bodyshop' ? ['bodyshop', 'bodyshop2'] : ['repairer', 'repairer2'];
  const winner = claim.repairer ?? kind[0];
  return [winner as string, ...kind.filter((key) => key !== winner)];
}

/**
 * What each bid asks: the winner a little under the repair cost the client authorised, or over it when
 * the story goes through a bid authorisation; the others more.
 */
function bidFor(claim: DemoClaim, place: number): TPlaceBidRequest {
  const authorised = (claim.quote ?? 1000) * 0.8;
  const overAuthorised = claim.journey.includes('awaiting-bid-authorisation');
  const factor = place === 0 ? (overAuthorised ? 1.08 : 0.95) : 1.1 + place * 0.05;
  return {
    amount: toPence(authorised * factor),
    earliestStartDate: isoDay(2 + place),
    repairDays: 3 + place,
    note: place === 0 ? 'Parts available from stock; courtesy car included.' : 'Can start as soon as parts arrive.',
    validUntil: isoDay(30),
  };
}

/**
 * The demo claims past the marketplace, moved on by the marketplace's own operations: garages bid, the
 * platform asks for a bid's authorisation, the client chooses, the repairer repairs, the client asks the
 * driver for feedback (a rating link, mailed). No notification is sent (nobody is signed in yet). Then each claim's timeline is dated back over the weeks of its story,
 * as the rest of the demo is.
 */
export async function seedDemoMarketplace(
  db: Db,
  journeys: DemoMarketplaceJourney[],
  driverLinks: DriverLinks,
  publicUrl: string,
): Promise<void> {
  const store = {
    db,
    events: { record: async () => () => {} },
    realtime: { marketplaceChanged() {} },
    driverLinks,
    payments: await createEmbeddedPayments(db),
    publicUrl,
    claimActions: allClaimActionHandlers(),
  } satisfies MarketplaceStore & FollowUpServices & DemoPaymentStore;
  const actor = await demoActors(db);
  for (const { claimId, claim, at } of journeys) {
    const bids = [];
    for (const [place, bidder] of biddersOf(claim).entries()) {
      bids.push(await placeBid(store, actor(`${bidder}@fixline.test`), claimId, bidFor(claim, place)));
    }
    const winner = bids[0];
    if (!winner) throw new Error('A demo claim without bids');
    const rest = claim.journey.slice(claim.journey.indexOf('bidding') + 1);
    let from: ClaimStatus = 'bidding';
    for (const to of rest) {
      const action = actionBetween(from, to) as ClaimAction;
      const input =
        action === 'request-bid-authorisation'
          ? { bidId: winner.id, cost: toPence((claim.quote ?? 1000) * 1.08), costRepairer: winner.amount }
          : action === 'approve-for-repair' && from === 'bidding'
            ? { bidId: winner.id }
            : {};
      // The paid claim's driver pays through their payment link, with a tip; the others are confirmed by staff.
      if (action === 'confirm-payment' && claimId === PAID_CLAIM) {
        await seedDemoDriverPayment(store, actor('client.admin@fixline.test'));
      } else {
        await takeClaimAction(store, actor(actorEmailFor(action, claim)), claimId, action, input);
      }
      from = to;
    }
    await dateTimeline(db, claimId, at, claim.journey.indexOf('bidding'));
  }
  await seedDemoQuote(store, actor('superadmin@fixline.test'));
}

/**
 * The claim's status moves, in order, dated to their steps of the story, with how long each status
 * lasted worked out again as the timeline's trigger does (migration 0003); its bids dated to bidding.
 */
async function dateTimeline(db: Db, claimId: string, at: (step: number) => Date, bidding: number): Promise<void> {
  const moves = await db
    .selectFrom('claimHistory')
    .select('id')
    .where('claimId', '=', claimId)
    .where('toStatus', 'is not', null)
    .orderBy('at')
    .orderBy('id')
    .execute();
  for (const [step, move] of moves.entries()) {
    await db
      .updateTable('claimHistory')
      .set({ at: at(step) } as never)
      .where('id', '=', move.id)
      .execute();
  }
  await sql`
    update claim_history h set stay_seconds = greatest(0, extract(epoch from h.at - coalesce(
        (select e.at from claim_history e
          where e.claim_id = h.claim_id and e.to_status = h.from_status and e.at <= h.at and e.id <> h.id
          order by e.at desc limit 1),
        c.created_at)))
    from claims c where c.id = h.claim_id and h.claim_id = ${claimId} and h.from_status is not null
  `.execute(db);
  await sql`update bids set created_at = ${at(bidding)}, updated_at = ${at(moves.length - 1)} where claim_id = ${claimId}`.execute(
    db,
  );
  await db
    .updateTable('claims')
    .set({ updatedAt: at(moves.length - 1) })
    .where('id', '=', claimId)
    .execute();
}
