import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { organisationIds as idsOf, insertClaim, insertGarage, TEST_PLACE } from '../../../test/claim-factory.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { nearestGarage, offeredTo, onMarketplace } from './policy.ts';

const api = useTestApp();
const db = () => api.app.db;
let idOf: (key: string) => string;

/** Falmouth, 14 km from Truro; Plymouth, 75 km. */
const FALMOUTH = { latitude: 50.1526, longitude: -5.0663 };
const PLYMOUTH = { latitude: 50.3755, longitude: -4.1427 };

beforeAll(async () => {
  idOf = await idsOf(db());
});

type Offer = { organisationId: string; claimId: string; km: number | null };
const byKey = (a: Offer, b: Offer) =>
  `${a.organisationId}${a.claimId}`.localeCompare(`${b.organisationId}${b.claimId}`);
const rounded = (offers: Offer[]) =>
  offers.map((o) => ({ ...o, km: o.km === null ? null : Math.round(o.km * 1000) / 1000 })).sort(byKey);

/** What the table holds. */
async function stored(): Promise<Offer[]> {
  const rows = await db().selectFrom('marketplaceOffers').select(['organisationId', 'claimId', 'km']).execute();
  return rounded(rows);
}

/** What the rule says now, measured live for every claim and organisation: what the table must hold. */
async function live(): Promise<Offer[]> {
  const { rows } = await sql<Offer>`
    select o.id as organisation_id, c.id as claim_id, d.km
    from claims c
    join organisations o on true
    ${nearestGarage}
    where ${onMarketplace} and ${offeredTo}
  `.execute(db());
  return rounded(rows);
}

const onMarketplaceIn = (place: { latitude: number; longitude: number } | null, needs: string[] = []) =>
  insertClaim(db(), {
    status: 'in-marketplace',
    repairer: null,
    overrides: {
      latitude: place?.latitude ?? null,
      longitude: place?.longitude ?? null,
      needs: needs as never,
      enteredMarketplaceAt: new Date(),
    },
  });

const offersOf = async (claimId: string) =>
  (await stored()).filter((o) => o.claimId === claimId).map((o) => o.organisationId);

describe('marketplace offers (the table lists read)', () => {
  it('follow every change to claims, garages and organisations, as the live rule measures them', async () => {
    const acmeTruro = await insertGarage(db(), 'repairer', { name: 'Offers Acme Truro', serviceRadiusKm: 20 });
    await insertGarage(db(), 'bodyshop', { name: 'Offers Precision Truro' });
    const truro = await onMarketplaceIn(TEST_PLACE);
    const falmouth = await onMarketplaceIn(FALMOUTH, ['mobile']);
    const unplaced = await onMarketplaceIn(null);
    const registered = await insertClaim(db(), { status: 'registered', repairer: null, overrides: TEST_PLACE });
    expect(await offersOf(truro)).toEqual([idOf('repairer')]);
    expect(await stored()).toEqual(await live());

    // A claim entering and leaving the marketplace, moving, needing more, going to a bodyshop, deleted.
    await db().updateTable('claims').set({ status: 'in-marketplace' }).where('id', '=', registered).execute();
    expect(await offersOf(registered)).toEqual([idOf('repairer')]);
    await db().updateTable('claims').set({ status: 'awaiting-pickup' }).where('id', '=', truro).execute();
    expect(await offersOf(truro)).toEqual([]);
    await db().updateTable('claims').set(PLYMOUTH).where('id', '=', registered).execute();
    expect(await offersOf(registered)).toEqual([]);
    await db().updateTable('claims').set({ type: 'bodyshop' }).where('id', '=', unplaced).execute();
    // Unplaced: every bodyshop, and no repairer now.
    expect(await offersOf(unplaced)).toContain(idOf('bodyshop'));
    expect(await offersOf(unplaced)).not.toContain(idOf('repairer'));
    await db().updateTable('claims').set({ deletedAt: new Date() }).where('id', '=', unplaced).execute();
    expect(await offersOf(unplaced)).toEqual([]);
    expect(await stored()).toEqual(await live());

    // A garage reaching further, moving, removed; an organisation gaining a capability, changing kind.
    expect(await offersOf(falmouth)).toEqual([]);
    await db()
      .updateTable('organisations')
      .set({ capabilities: ['mechanical', 'bodywork', 'ev', 'mobile'] })
      .where('id', '=', idOf('repairer'))
      .execute();
    expect(await offersOf(falmouth)).toEqual([idOf('repairer')]);
    await db()
      .updateTable('garages')
      .set({ ...PLYMOUTH, serviceRadiusKm: 5 })
      .where('id', '=', acmeTruro)
      .execute();
    expect(await offersOf(falmouth)).toEqual([]);
    await db().updateTable('claims').set(PLYMOUTH).where('id', '=', falmouth).execute();
    expect(await offersOf(falmouth)).toEqual([idOf('repairer')]);
    await db().deleteFrom('garages').where('id', '=', acmeTruro).execute();
    expect(await offersOf(falmouth)).toEqual([]);
    expect(await stored()).toEqual(await live());
  });

  it('stay true when claims enter the marketplace while garages move, all at once', async () => {
    const garage = await insertGarage(db(), 'repairer2', { name: 'Offers Riverside Mover', serviceRadiusKm: 25 });
    const claims = await Promise.all(
      Array.from({ length: 8 }, () => insertClaim(db(), { status: 'registered', repairer: null, overrides: FALMOUTH })),
    );
    await Promise.all([
      ...claims.map((id) =>
        db().updateTable('claims').set({ status: 'in-marketplace' }).where('id', '=', id).execute(),
      ),
      ...[FALMOUTH, PLYMOUTH, TEST_PLACE, FALMOUTH].map((place) =>
        db().updateTable('garages').set(place).where('id', '=', garage).execute(),
      ),
    ]);
    expect(await stored()).toEqual(await live());
  });

  it('measure coordinates as near zero as a float holds without refusing them (the fuzzer found an underflow)', async () => {
    // A garage at latitude 1e-300 beside a claim at 0 made the haversine's terms underflow, which
    // PostgreSQL refuses rather than rounding: every refresh of the organisation's offers failed.
    const claim = await onMarketplaceIn({ latitude: 0, longitude: 0 });
    const garage = await insertGarage(db(), 'repairer2', {
      name: 'Offers Null Island',
      latitude: 1e-300,
      longitude: 5e-324,
    });
    expect(await offersOf(claim)).toContain(idOf('repairer2'));
    await db().updateTable('garages').set({ longitude: -1e-310 }).where('id', '=', garage).execute();
    await db().deleteFrom('garages').where('id', '=', garage).execute();
    expect(await stored()).toEqual(await live());
    const { rows } = await sql<{ km: number }>`select distance_km(0, 0, 1e-300, 5e-324) as km`.execute(db());
    expect(rows[0]?.km).toBe(0);
  });
});
