import {
  CLAIM_MESSAGES,
  type TClaim,
  type TClaimReach,
  type TGarage,
  type TMarketplaceList,
  type TNearMisses,
} from '@fixline/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { organisationIds as idsOf, insertClaim, insertGarage } from '../../../test/claim-factory.ts';
import { useTestApp } from '../../../test/test-app.ts';
import type { Coordinates } from '../../integrations/geocoder/geocoder.ts';
import { greatCircleKm, postcodeDistrictOf } from '../../integrations/geocoder/postcode-districts.ts';

const api = useTestApp();
const tokens: Record<string, string> = {};
type Refusal = { message: string; errors?: string[] };

beforeAll(async () => {
  for (const who of ['superadmin', 'client', 'repairer', 'repairer2']) {
    tokens[who] = await api.http.login(`${who}@fixline.test`);
  }
});

const MILES_PER_KM = 0.621371;
const districtOf = (postcode: string): Coordinates => {
  const found = postcodeDistrictOf(postcode);
  if (!found) throw new Error(`No district for ${postcode}`);
  return { latitude: found.latitude, longitude: found.longitude };
};
const createClaim = (body: Record<string, unknown>) =>
  api.http.post<TClaim & Refusal>('/api/claims', {
    token: tokens.client,
    body: { type: 'repair', registration: 'AB12CDE', ...body },
  });
const placeOf = async (id: string) =>
  api.app.db.selectFrom('claims').select(['latitude', 'longitude']).where('id', '=', id).executeTakeFirstOrThrow();

describe('a claim is placed at its postcode district’s centroid, with no outside service', () => {
  it('from its postcode, whatever its spacing and case', async () => {
    const claim = await createClaim({ postcode: 'ls1 4ap' });
    expect(claim.status).toBe(201);
    expect(await placeOf(claim.body.id)).toEqual(districtOf('LS1'));
  });

  it('from a point sent instead, reduced to the nearest district; a point abroad is refused', async () => {
    // Leeds Town Hall: a point to the metre becomes LS1's centroid.
    const claim = await createClaim({ latitude: 53.8, longitude: -1.5491 });
    expect(await placeOf(claim.body.id)).toEqual(districtOf('LS1'));
    const paris = await createClaim({ latitude: 48.8566, longitude: 2.3522 });
    expect(paris.status).toBe(422);
    expect(paris.body).toEqual({
      message: CLAIM_MESSAGES.outsideUk,
      errors: [`latitude: ${CLAIM_MESSAGES.outsideUk}`],
    });
  });

  it('refuses a postcode of no district with a clear 422, and keeps nothing', async () => {
    const count = async () =>
      Number(
        (
          await api.app.db
            .selectFrom('claims')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    for (const postcode of ['ZZ9 9ZZ', 'W1 1AA', 'AB1 2CD']) {
      const answer = await createClaim({ postcode, customerName: 'Dana Driver' });
      expect(answer.status, postcode).toBe(422);
      expect(answer.body).toEqual({
        message: CLAIM_MESSAGES.postcodeUnknown,
        errors: [`postcode: ${CLAIM_MESSAGES.postcodeUnknown}`],
      });
    }
    expect(await count()).toBe(before);
  });

  it('takes a Northern Ireland, Channel Islands or Isle of Man postcode, placed no nearer than a kilometre', async () => {
    const belfast = await createClaim({ postcode: 'BT7 1NN', latitude: 54.58321, longitude: -5.92511 });
    expect(belfast.status).toBe(201);
    expect(await placeOf(belfast.body.id)).toEqual({ latitude: 54.58, longitude: -5.93 });
    const jersey = await createClaim({ postcode: 'JE2 3AB' });
    expect(jersey.status).toBe(201);
    expect(await placeOf(jersey.body.id)).toEqual({ latitude: null, longitude: null });
  });

  it('moves with its postcode when the claim is edited', async () => {
    const claim = await createClaim({ postcode: 'LS1 4AP' });
    const edited = await api.http.put<TClaim>(`/api/claims/${claim.body.id}`, {
      token: tokens.client,
      body: { version: claim.body.version, postcode: 'YO1 7HH' },
    });
    expect(edited.status).toBe(200);
    expect(await placeOf(claim.body.id)).toEqual(districtOf('YO1'));
    const refused = await api.http.put<Refusal>(`/api/claims/${claim.body.id}`, {
      token: tokens.client,
      body: { version: edited.body.version, postcode: 'ZZ9 9ZZ' },
    });
    expect(refused.status).toBe(422);
    expect(await placeOf(claim.body.id)).toEqual(districtOf('YO1'));
  });
});

describe('a claim is placed where the vehicle is, which a garage collects it from', () => {
  const placed = async (id: string) =>
    api.app.db
      .selectFrom('claims')
      .select(['latitude', 'longitude', 'placeDistrict'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const at = (district: string) => ({ ...districtOf(district), placeDistrict: district });

  it('where it happened, at home, or somewhere else, each apart from the customer’s address', async () => {
    const address = { postcode: 'LS1 4AP', incidentPostcode: 'hu1 1hj' };
    const incident = await createClaim({ ...address, vehicleLocation: 'incident' });
    expect(incident.status).toBe(201);
    expect(incident.body).toMatchObject({
      postcode: 'LS1 4AP',
      incidentPostcode: 'HU1 1HJ',
      vehicleLocation: 'incident',
    });
    expect(await placed(incident.body.id)).toEqual(at('HU1'));
    const home = await createClaim({ ...address, vehicleLocation: 'home' });
    expect(await placed(home.body.id)).toEqual(at('LS1'));
    const yard = await createClaim({ ...address, vehicleLocation: 'elsewhere', vehiclePostcode: 'YO1 7HH' });
    expect(await placed(yard.body.id)).toEqual(at('YO1'));
    // Where it happened, from the driver's phone: reduced to its district.
    const roadside = await createClaim({ latitude: 53.7445, longitude: -0.3359, vehicleLocation: 'incident' });
    expect(await placed(roadside.body.id)).toEqual(at('HU1'));
  });

  it('refuses an unknown postcode on its own field, and moves when the vehicle does', async () => {
    const unknown = await createClaim({
      postcode: 'LS1 4AP',
      incidentPostcode: 'ZZ9 9ZZ',
      vehicleLocation: 'incident',
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual([`incidentPostcode: ${CLAIM_MESSAGES.postcodeUnknown}`]);
    const claim = await createClaim({ postcode: 'LS1 4AP', incidentPostcode: 'HU1 1HJ', vehicleLocation: 'incident' });
    const moved = await api.http.put<TClaim>(`/api/claims/${claim.body.id}`, {
      token: tokens.client,
      body: { version: claim.body.version, vehicleLocation: 'elsewhere', vehiclePostcode: 'S1 2GH' },
    });
    expect(moved.status).toBe(200);
    expect(await placed(claim.body.id)).toEqual(at('S1'));
    const history = await api.app.db
      .selectFrom('claimHistory')
      .select('comment')
      .where('claimId', '=', claim.body.id)
      .where('action', '=', 'update')
      .executeTakeFirstOrThrow();
    expect(history.comment).toBe('Changed where the vehicle is, postcode where the vehicle is');
  });
});

/**
 * Published centroids of ten pairs of districts, taken apart from the shipped table (city-centre
 * points of each district, to 3 decimals): the API's distance must be within 5% or 2 miles of the
 * great-circle distance between them.
 */
const PUBLISHED: Record<string, Coordinates> = {
  LS1: { latitude: 53.797, longitude: -1.548 },
  M1: { latitude: 53.479, longitude: -2.237 },
  SW1A: { latitude: 51.501, longitude: -0.141 },
  EH1: { latitude: 55.953, longitude: -3.188 },
  CF10: { latitude: 51.476, longitude: -3.176 },
  BS1: { latitude: 51.453, longitude: -2.591 },
  G1: { latitude: 55.861, longitude: -4.251 },
  AB10: { latitude: 57.143, longitude: -2.105 },
  HU1: { latitude: 53.744, longitude: -0.333 },
  YO1: { latitude: 53.959, longitude: -1.082 },
  NE1: { latitude: 54.971, longitude: -1.614 },
  B1: { latitude: 52.479, longitude: -1.905 },
  PL1: { latitude: 50.37, longitude: -4.143 },
  EX1: { latitude: 50.725, longitude: -3.52 },
  NR1: { latitude: 52.628, longitude: 1.297 },
  CB1: { latitude: 52.198, longitude: 0.137 },
  S1: { latitude: 53.381, longitude: -1.47 },
  NG1: { latitude: 52.954, longitude: -1.15 },
  IV1: { latitude: 57.48, longitude: -4.22 },
};
const PAIRS: [claim: string, garage: string][] = [
  ['LS1 4AP', 'M1 2WD'],
  ['SW1A 1AA', 'EH1 1YZ'],
  ['CF10 1EP', 'BS1 5TR'],
  ['G1 1XQ', 'AB10 1XG'],
  ['HU1 1HJ', 'YO1 7HH'],
  ['NE1 7RU', 'B1 1BB'],
  ['PL1 2AA', 'EX1 1JJ'],
  ['NR1 3QY', 'CB1 2JD'],
  ['S1 2GH', 'NG1 5FS'],
  ['IV1 1QW', 'AB10 1XG'],
];

describe('distances that are true', () => {
  it('from claim to garage, for ten pairs of real UK postcodes, agree with the published centroids', async () => {
    const organisationId = (await idsOf(api.app.db))('repairer');
    for (const [index, [claimPostcode, garagePostcode]] of PAIRS.entries()) {
      const claim = await createClaim({ postcode: claimPostcode });
      const garage = await api.http.post<TGarage>('/api/garages', {
        token: tokens.superadmin,
        body: { organisationId, name: `Distance check ${index}`, postcode: garagePostcode },
      });
      expect(garage.status).toBe(201);
      const answer = await api.http.get<{ km: number }>(`/api/claims/${claim.body.id}/distance/${garage.body.id}`, {
        token: tokens.superadmin,
      });
      const published = greatCircleKm(
        PUBLISHED[claimPostcode.split(' ')[0] ?? ''] ?? { latitude: 0, longitude: 0 },
        PUBLISHED[garagePostcode.split(' ')[0] ?? ''] ?? { latitude: 0, longitude: 0 },
      );
      const miles = answer.body.km * MILES_PER_KM;
      const expected = published * MILES_PER_KM;
      expect
        .soft(Math.abs(miles - expected), `${claimPostcode} → ${garagePostcode}`)
        .toBeLessThanOrEqual(Math.max(2, expected * 0.05));
    }
  });

  it('offers a claim to the garages whose radius reaches its district, measured from there', async () => {
    const norwich = districtOf('NR1');
    const claimId = await insertClaim(api.app.db, {
      status: 'in-marketplace',
      repairer: null,
      overrides: {
        postcode: 'NR1 3QY',
        ...norwich,
        enteredMarketplaceAt: new Date(),
        biddingClosesAt: new Date(Date.now() + 48 * 3600_000),
      },
    });
    await insertGarage(api.app.db, 'repairer', { name: 'Acme Norwich', ...districtOf('NR2'), serviceRadiusKm: 20 });
    // Ipswich is some 40 miles from Norwich: beyond its 40 km.
    await insertGarage(api.app.db, 'repairer2', {
      name: 'Riverside Ipswich',
      ...districtOf('IP1'),
      serviceRadiusKm: 40,
    });
    const list = async (who: string) =>
      (await api.http.get<TMarketplaceList>('/api/marketplace/claims', { token: tokens[who] })).body.data;
    const acme = (await list('repairer')).find((claim) => claim.id === claimId);
    expect(acme?.distanceKm).toBeGreaterThan(0);
    expect(acme?.distanceKm).toBeCloseTo(greatCircleKm(norwich, districtOf('NR2')), 0);
    expect((await list('repairer2')).map((claim) => claim.id)).not.toContain(claimId);
  });
});

describe('a garage cannot locate a driver nearer than the district (review finding 1)', () => {
  /** Least squares on a local flat plane: good to metres over a few kilometres. */
  function trilaterate(sites: { point: Coordinates; km: number }[]): Coordinates {
    const [first, ...rest] = sites;
    if (!first) throw new Error('No sites');
    const kmPerLatitude = 111.2;
    const kmPerLongitude = 111.2 * Math.cos((first.point.latitude * Math.PI) / 180);
    const xy = (p: Coordinates) => [
      (p.longitude - first.point.longitude) * kmPerLongitude,
      (p.latitude - first.point.latitude) * kmPerLatitude,
    ];
    // Subtracting the first circle's equation from the others leaves a linear system A·[x y] = b.
    let [a11, a12, a22, b1, b2] = [0, 0, 0, 0, 0];
    for (const site of rest) {
      const [x, y] = xy(site.point) as [number, number];
      const ax = 2 * x;
      const ay = 2 * y;
      const b = first.km ** 2 - site.km ** 2 + x ** 2 + y ** 2;
      a11 += ax * ax;
      a12 += ax * ay;
      a22 += ay * ay;
      b1 += ax * b;
      b2 += ay * b;
    }
    const det = a11 * a22 - a12 * a12;
    const x = (b1 * a22 - b2 * a12) / det;
    const y = (a11 * b2 - a12 * b1) / det;
    return {
      latitude: first.point.latitude + y / kmPerLatitude,
      longitude: first.point.longitude + x / kmPerLongitude,
    };
  }

  it('four sites of its own, around a driver’s exact point, find only the district’s centroid', async () => {
    // A driver's exact place in Roundhay, north Leeds, sent by an API client.
    const exact = { latitude: 53.8385, longitude: -1.4925 };
    const claim = await createClaim({ ...exact });
    const stored = await placeOf(claim.body.id);
    const centroid = { latitude: stored.latitude ?? 0, longitude: stored.longitude ?? 0 };
    const ownDistrictSize = greatCircleKm(exact, centroid);
    expect(ownDistrictSize).toBeGreaterThan(0.5);
    await api.app.db.updateTable('claims').set({ status: 'in-marketplace' }).where('id', '=', claim.body.id).execute();
    const sites = [
      { latitude: exact.latitude + 0.05, longitude: exact.longitude },
      { latitude: exact.latitude - 0.05, longitude: exact.longitude },
      { latitude: exact.latitude, longitude: exact.longitude + 0.08 },
      { latitude: exact.latitude, longitude: exact.longitude - 0.08 },
    ];
    const measured: { point: Coordinates; km: number }[] = [];
    for (const [index, point] of sites.entries()) {
      const garageId = await insertGarage(api.app.db, 'repairer', {
        name: `Probe ${index}`,
        ...point,
        serviceRadiusKm: 50,
      });
      const answer = await api.http.get<{ km: number }>(`/api/claims/${claim.body.id}/distance/${garageId}`, {
        token: tokens.repairer,
      });
      expect(answer.status).toBe(200);
      measured.push({ point, km: answer.body.km });
    }
    const found = trilaterate(measured);
    // What the sites give away is the centroid (to the rounding of a tenth of a mile), never the door.
    expect(greatCircleKm(found, centroid)).toBeLessThan(0.4);
    expect(greatCircleKm(found, exact)).toBeGreaterThan(ownDistrictSize - 0.4);
  });
});

describe('GET /api/claims/{id}/reach: who can see the claim, and why the others near it cannot', () => {
  beforeAll(async () => {
    await insertGarage(api.app.db, 'repairer', { name: 'Acme Carlisle', ...districtOf('CA2'), serviceRadiusKm: 20 });
    // Penrith is some 28 km from Carlisle: near, but beyond its 20 km.
    await insertGarage(api.app.db, 'repairer2', {
      name: 'Riverside Penrith',
      ...districtOf('CA11'),
      serviceRadiusKm: 20,
    });
  });
  const carlisleClaim = (needs: ('mobile' | 'mechanical')[] = []) =>
    insertClaim(api.app.db, {
      status: 'in-marketplace',
      repairer: null,
      overrides: { postcode: 'CA1 1RE', ...districtOf('CA1'), needs, enteredMarketplaceAt: new Date() },
    });
  const reach = (who: string, id: string) =>
    api.http.get<TClaimReach>(`/api/claims/${id}/reach`, { token: tokens[who] });

  it('counts the garages it is offered to and names each near one, nearest first, with what keeps it out', async () => {
    const id = await carlisleClaim();
    const answer = await reach('client', id);
    expect(answer.status).toBe(200);
    expect(answer.body.offered).toBe(1);
    expect(answer.body.placed).toBe(true);
    expect(answer.body.nearby.map((row) => [row.organisation.name, row.offered, row.reasons])).toEqual([
      ['Acme Motors', true, []],
      ['Riverside Autos', false, ['radius']],
    ]);
    const riverside = answer.body.nearby[1];
    expect(riverside?.radiusKm).toBe(20);
    expect(riverside?.distanceKm).toBeGreaterThan(20);
    expect(riverside?.distanceKm).toBeLessThan(40);
  });

  it('says which need a near garage’s work lacks', async () => {
    const id = await carlisleClaim(['mobile']);
    const answer = await reach('superadmin', id);
    expect(answer.body.offered).toBe(0);
    expect(answer.body.nearby.map((row) => [row.organisation.name, row.reasons, row.missingNeeds])).toEqual([
      ['Acme Motors', ['needs'], ['mobile']],
      ['Riverside Autos', ['radius'], []],
    ]);
  });

  it('shows a garage the claims near it that its settings keep out, and why, by district alone', async () => {
    const near = await carlisleClaim(['mobile']);
    const misses = async (who: string) =>
      (await api.http.get<TNearMisses>('/api/marketplace/near-misses', { token: tokens[who] })).body.data;
    const ofCarlisle = (rows: TNearMisses['data']) => rows.filter((row) => row.postcodeDistrict === 'CA1');
    // Acme reaches Carlisle but does not offer mobile repairs; Riverside offers them, but from too far.
    const acme = ofCarlisle(await misses('repairer'));
    expect(acme).toContainEqual(
      expect.objectContaining({ reasons: ['needs'], missingNeeds: ['mobile'], needs: ['mobile'] }),
    );
    const riverside = ofCarlisle(await misses('repairer2'));
    expect(riverside.every((row) => row.reasons.includes('radius'))).toBe(true);
    expect(riverside[0]?.radiusKm).toBe(20);
    // What is offered is not a near miss; nor is a claim far from every site.
    const offered = await carlisleClaim();
    expect(ofCarlisle(await misses('repairer')).length).toBe(acme.length);
    expect(JSON.stringify(await misses('repairer'))).not.toContain(offered);
    expect(JSON.stringify(await misses('repairer'))).not.toContain(near);
    expect((await misses('superadmin')).length).toBe(0);
    tokens.client ??= await api.http.login('client@fixline.test');
    expect((await api.http.get('/api/marketplace/near-misses', { token: tokens.client })).status).toBe(403);
  });

  it('is the claim’s client’s and the platform’s: anyone else hears 404', async () => {
    const id = await carlisleClaim();
    tokens.client2 ??= await api.http.login('client2@fixline.test');
    for (const who of ['client2', 'repairer', 'repairer2']) {
      expect((await reach(who, id)).status, who).toBe(404);
    }
  });
});
