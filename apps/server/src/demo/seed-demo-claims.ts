import {
  CLAIM_ACTION_NAMES,
  CLAIM_ACTIONS,
  type ClaimStatus,
  DEFAULT_BIDDING_WINDOW_HOURS,
  defaultPayer,
} from '@fixline/domain';
import type { Db } from '../db/database.ts';
import { claimPlace } from '../modules/claims/claim-place.ts';
import { DEMO_CLAIMS, DEMO_LABELS, type DemoClaim } from './demo-claims.ts';

/**
 * A demo claim written up to the marketplace, whose later steps (bids, the choice, the repair) the
 * marketplace's own operations take (seed-demo-marketplace.ts): the demo holds nothing the API cannot do.
 */
export interface DemoMarketplaceJourney {
  claimId: string;
  claim: DemoClaim;
  /** When each step of the journey happened, by its index. */
  at(step: number): Date;
}

/** The action that moved a claim from one status to the next, read from the domain's table. */
export function actionBetween(from: ClaimStatus, to: ClaimStatus): string {
  const action = CLAIM_ACTION_NAMES.find((name) => {
    const moves: Partial<Record<ClaimStatus, string>> = CLAIM_ACTIONS[name].moves;
    return moves[from] === to;
  });
  return action ?? 'update';
}

export type People = Record<string, { id: string; name: string }>;

/** Who takes each step in the demo: the platform quotes, the client authorises, the repairer repairs. */
export function actorEmailFor(action: string, claim: DemoClaim): string {
  const clientUser = claim.client === 'client' ? 'client@fixline.test' : 'client2@fixline.test';
  const repairerUser = `${claim.repairer ?? 'repairer'}@fixline.test`;
  const byAction: Record<string, string> = {
    'request-quote-authorisation': 'superadmin@fixline.test',
    'request-bid-authorisation': 'superadmin@fixline.test',
    triage: 'superadmin@fixline.test',
    'start-repair': repairerUser,
    'finish-repair': repairerUser,
  };
  return byAction[action] ?? clientUser;
}

function actorFor(action: string, claim: DemoClaim, people: People) {
  return people[actorEmailFor(action, claim)];
}

const DAY = 24 * 60 * 60 * 1000;

/** Demo claims have fixed ids, so the README and the browser tests can link straight to one. */
export const demoClaimId = (index: number) => `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;

/**
 * Writes the demo claims with their timelines, comments and raised issues, dated over the past weeks;
 * a claim that goes past the marketplace is written up to it, and answered for the marketplace to take on.
 */
export async function seedDemoClaims(
  trx: Db,
  organisations: Map<string, string>,
  people: People,
): Promise<DemoMarketplaceJourney[]> {
  const deferred: DemoMarketplaceJourney[] = [];
  const organisation = (key: string) => {
    const id = organisations.get(key);
    if (!id) throw new Error(`Demo claim names unknown organisation ${key}`);
    return id;
  };
  await trx
    .insertInto('labels')
    .values(DEMO_LABELS.map((label) => ({ ...label })))
    .execute();
  for (const [index, claim] of DEMO_CLAIMS.entries()) {
    const [registration, make, model, colour, year] = claim.vehicle;
    const [customerName, customerPhone, customerEmail, postcode, town] = claim.customer;
    const start = Date.now() - (30 - index) * DAY;
    const at = (step: number) => new Date(start + step * 0.6 * DAY);
    const entered = claim.journey.indexOf('in-marketplace');
    const marketplaceTakesOver = claim.journey.includes('bidding');
    const journey = marketplaceTakesOver ? claim.journey.slice(0, entered + 1) : claim.journey;
    const status = journey.at(-1) as ClaimStatus;
    const place = claimPlace({ postcode });
    const creator = claim.track === 'retail' ? null : actorFor('create', claim, people);
    const issueBy = claim.issue ? people[`${claim.repairer ?? 'client'}@fixline.test`] : undefined;
    const { id } = await trx
      .insertInto('claims')
      .values({
        id: demoClaimId(index),
        status,
        track: claim.track,
        type: claim.type,
        clientOrganisationId: organisation(claim.client),
        repairerOrganisationId: claim.repairer && !marketplaceTakesOver ? organisation(claim.repairer) : null,
        registration,
        make,
        model,
        colour,
        year,
        customerName,
        customerPhone,
        customerEmail,
        addressLine1: `${12 + index} Station Road`,
        town,
        postcode,
        ...place,
        enteredMarketplaceAt: entered >= 0 ? at(entered) : null,
        biddingClosesAt:
          entered >= 0 ? new Date(at(entered).getTime() + DEFAULT_BIDDING_WINDOW_HOURS * 3600_000) : null,
        damageDescription: claim.damage,
        incidentDate: new Date(start - 2 * DAY).toISOString().slice(0, 10),
        labels: claim.labels ?? [],
        cost: claim.quote ? claim.quote * 100 : null,
        costRepairer: claim.quote ? claim.quote * 80 : null,
        payer: defaultPayer(claim.track),
        excess: claim.excess ? claim.excess * 100 : null,
        archivedFrom: status === 'archived' ? (journey.at(-2) ?? null) : null,
        deletedAt: claim.deleted ? at(1) : null,
        issueComment: claim.issue ?? null,
        issueRaisedBy: issueBy?.id ?? null,
        issueRaisedByName: issueBy?.name ?? null,
        issueRaisedAt: claim.issue ? at(claim.journey.length) : null,
        createdBy: creator?.id ?? null,
        createdAt: at(0),
        updatedAt: at(journey.length),
        version: journey.length,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const history = journey.map((to, step) => {
      const from = step === 0 ? null : (journey[step - 1] ?? null);
      const action = from ? actionBetween(from, to) : claim.track === 'retail' ? 'fnol' : 'create';
      const actor = action === 'fnol' ? null : actorFor(action, claim, people);
      return {
        claimId: id,
        actorId: actor?.id ?? null,
        actorName: actor?.name ?? `${customerName} (driver)`,
        action,
        fromStatus: from,
        toStatus: to,
        at: at(step),
      };
    });
    await trx.insertInto('claimHistory').values(history).execute();
    if (claim.issue && issueBy) {
      await trx
        .insertInto('claimHistory')
        .values({
          claimId: id,
          actorId: issueBy.id,
          actorName: issueBy.name,
          action: 'raise-issue',
          comment: claim.issue,
          at: at(claim.journey.length),
        })
        .execute();
    }
    for (const [step, [email, comment]] of (claim.comments ?? []).entries()) {
      const author = people[email];
      if (!author) throw new Error(`Demo comment by unknown ${email}`);
      await trx
        .insertInto('claimComments')
        .values({ claimId: id, authorId: author.id, authorName: author.name, comment, createdAt: at(step + 0.5) })
        .execute();
    }
    if (marketplaceTakesOver) deferred.push({ claimId: id, claim, at });
  }
  return deferred;
}
