import { type ClaimStatus, type ClaimTrack, defaultPayer } from '@fixline/domain';
import type { Insertable } from 'kysely';
import type { Db } from '../src/db/database.ts';
import type { ClaimTable } from '../src/db/schema.ts';
import { DEMO_ORGANISATIONS } from '../src/demo/demo-data.ts';

/** A demo organisation's key in demo-data.ts: 'client', 'repairer2' ... */
export type OrganisationKey = string;

/** The demo organisations' ids: `(await organisationIds(db))('client')`. */
export async function organisationIds(db: Db): Promise<(key: OrganisationKey) => string> {
  const rows = await db.selectFrom('organisations').select(['id', 'name']).execute();
  const byName = new Map(rows.map((row) => [row.name, row.id]));
  return (key) => {
    const id = byName.get(DEMO_ORGANISATIONS.find((org) => org.key === key)?.name ?? '');
    if (!id) throw new Error(`No demo organisation ${key}`);
    return id;
  };
}

export interface ClaimFixture {
  status: ClaimStatus;
  track?: ClaimTrack;
  client?: OrganisationKey;
  repairer?: OrganisationKey | null;
  issue?: boolean;
  deleted?: boolean;
  archivedFrom?: ClaimStatus;
  labels?: string[];
  cost?: number;
  costRepairer?: number;
  /** Any stored value the test is about: plate, customer, dates ... */
  overrides?: Partial<Insertable<ClaimTable>>;
}

/**
 * A complete claim written straight into the database in any state, so a test can start from the
 * status it is about (building it through the API would test every earlier step again).
 */
export async function insertClaim(db: Db, fixture: ClaimFixture): Promise<string> {
  const row = await db
    .insertInto('claims')
    .values(await claimValues(db, fixture))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** `count` claims alike, in one statement: for a test about many rows (a capped total, say). */
export async function insertClaims(db: Db, fixture: ClaimFixture, count: number): Promise<void> {
  const values = await claimValues(db, fixture);
  await db
    .insertInto('claims')
    .values(Array.from({ length: count }, () => values))
    .execute();
}

async function claimValues(db: Db, fixture: ClaimFixture): Promise<Insertable<ClaimTable>> {
  const idOf = await organisationIds(db);
  return {
    status: fixture.status,
    track: fixture.track ?? 'business',
    payer: defaultPayer(fixture.track ?? 'business'),
    type: 'repair',
    clientOrganisationId: idOf(fixture.client ?? 'client'),
    repairerOrganisationId: fixture.repairer === null ? null : idOf(fixture.repairer ?? 'repairer'),
    registration: 'AB12CDE',
    make: 'Ford',
    model: 'Focus',
    colour: 'Blue',
    year: 2019,
    customerName: 'Dana Driver',
    customerEmail: 'dana@example.test',
    customerPhone: '07700 900123',
    addressLine1: '1 High Street',
    town: 'Leeds',
    postcode: 'LS1 1AA',
    damageDescription: 'Rear bumper dented',
    incidentDate: '2026-11-01',
    labels: fixture.labels ?? [],
    cost: fixture.cost ?? null,
    costRepairer: fixture.costRepairer ?? null,
    archivedFrom: fixture.archivedFrom ?? (fixture.status === 'archived' ? 'registered' : null),
    deletedAt: fixture.deleted ? new Date() : null,
    issueComment: fixture.issue ? 'Customer unhappy with the delay' : null,
    issueRaisedAt: fixture.issue ? new Date() : null,
    issueRaisedByName: fixture.issue ? 'Chris Hughes' : null,
    ...fixture.overrides,
  };
}

/**
 * A claim's timeline as its operations write it: each [status it moved to, when], oldest first; the
 * first is its creation. The database works out each stay (claim_history.stay_seconds).
 */
export async function insertTimeline(
  db: Db,
  claimId: string,
  moves: readonly [ClaimStatus, Date][],
  entry: { actorName?: string; comment?: string } = {},
): Promise<void> {
  let from: ClaimStatus | null = null;
  for (const [to, at] of moves) {
    await db
      .insertInto('claimHistory')
      .values({ claimId, action: from ? 'step' : 'create', fromStatus: from, toStatus: to, at, ...entry })
      .execute();
    from = to;
  }
}

export interface BidFixture {
  amount: number;
  state?: 'live' | 'withdrawn' | 'chosen' | 'lost';
  repairDays?: number;
}

/** A bid of a demo organisation on a claim, written straight into the database. */
export async function insertBid(
  db: Db,
  claimId: string,
  organisation: OrganisationKey,
  bid: BidFixture,
): Promise<string> {
  const idOf = await organisationIds(db);
  const row = await db
    .insertInto('bids')
    .values({
      claimId,
      organisationId: idOf(organisation),
      amount: bid.amount,
      state: bid.state ?? 'live',
      earliestStartDate: '2030-01-07',
      repairDays: bid.repairDays ?? 3,
      validUntil: '2030-01-31',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Truro, Cornwall: far from every demo garage, so a test's own garages decide who a claim is offered to. */
export const TEST_PLACE = { latitude: 50.2632, longitude: -5.051 } as const;

/** A garage of a demo organisation, written straight into the database (at TEST_PLACE unless told). */
export async function insertGarage(
  db: Db,
  organisation: OrganisationKey,
  garage: { name: string; latitude?: number; longitude?: number; serviceRadiusKm?: number },
): Promise<string> {
  const idOf = await organisationIds(db);
  const row = await db
    .insertInto('garages')
    .values({
      organisationId: idOf(organisation),
      name: garage.name,
      latitude: garage.latitude ?? TEST_PLACE.latitude,
      longitude: garage.longitude ?? TEST_PLACE.longitude,
      serviceRadiusKm: garage.serviceRadiusKm ?? 30,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
