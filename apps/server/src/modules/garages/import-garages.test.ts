import { GARAGE_MESSAGES, type TGarage, type TGarageImportAnswer, type TGarageList } from '@fixline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpClient, httpClient } from '../../../test/http-client.ts';
import { type PostcodesIoServer, startPostcodesIoServer } from '../../../test/postcodes-io-server.ts';
import { startTestApp, type TestApp, useTestApp } from '../../../test/test-app.ts';

const api = useTestApp();

interface Refusal {
  message: string;
  errors?: string[];
}

let superAdmin: string;
let precision: string;
let riverside: string;

beforeAll(async () => {
  superAdmin = await api.http.login('superadmin@fixline.test');
  const rows = await api.app.db.selectFrom('organisations').select(['id', 'name']).execute();
  const idOf = (name: string) => rows.find((r) => r.name === name)?.id as string;
  precision = idOf('Precision Bodyworks');
  riverside = idOf('Riverside Autos');
});

const HEADER = 'name,address,town,postcode,phone,opening_hours,capabilities,service_radius_km,latitude,longitude';

const importCsv = (http: HttpClient, token: string, organisationId: string, csv: string | Uint8Array<ArrayBuffer>) =>
  http.post<TGarageImportAnswer & Refusal>(`/api/garages/import?organisationId=${organisationId}`, {
    token,
    raw: csv,
    headers: { 'content-type': 'text/csv' },
  });

const countOf = async (organisationId: string) =>
  (await api.http.get<TGarageList>(`/api/garages?organisationId=${organisationId}&limit=1`, { token: superAdmin })).body
    .total;

describe('POST /api/garages/import (CreateGarages)', () => {
  it('imports every row of a good file, headers in any order and spelling', async () => {
    const csv = [
      '\uFEFFPostcode,Name,Opening hours,Capabilities,Latitude,Longitude,Service radius km',
      'ls1 4ap,Precision Leeds City,"Mon–Fri 8–6, Sat 9–1",Bodywork; EV,53.7965,-1.5478,30',
      '',
      'BD1 1SE,Precision Bradford,,,53.793,-1.752,',
    ].join('\r\n');
    const answer = await importCsv(api.http, superAdmin, precision, csv);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ created: 2 });
    const list = await api.http.get<TGarageList>(`/api/garages?organisationId=${precision}&search=precision l`, {
      token: superAdmin,
    });
    const leeds = list.body.data.find((g) => g.name === 'Precision Leeds City') as TGarage;
    expect(leeds).toMatchObject({
      postcode: 'LS1 4AP',
      openingHours: 'Mon–Fri 8–6, Sat 9–1',
      capabilities: ['bodywork', 'ev'],
      serviceRadiusKm: 30,
    });
  });

  it('reports every bad row with its line number and imports nothing', async () => {
    const before = await countOf(riverside);
    const csv = [
      HEADER,
      'Riverside Leeds,,Leeds,LS2 7EY,,,,,53.8,-1.54',
      ',,,LS2 7EY,,,,,53.8,-1.54',
      'Riverside Bad Postcode,,,NOPE,,,,,53.8,-1.54',
      'Riverside Leeds,,,LS2 7EY,,,,,53.8,-1.54',
      'Riverside Autos Hull,,,HU2 8AA,,,,,53.74,-0.33',
      'Riverside Far,,,LS2 7EY,,,teleport,9999,53.8,',
      'Riverside Short,LS2 7EY',
    ].join('\n');
    const answer = await importCsv(api.http, superAdmin, riverside, csv);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(GARAGE_MESSAGES.csvBadRows(6));
    expect(answer.body.errors).toEqual([
      'Line 3: name: This field is required',
      `Line 4: postcode: ${GARAGE_MESSAGES.postcode}`,
      `Line 5: name: ${GARAGE_MESSAGES.csvSameName(2)}`,
      `Line 6: name: ${GARAGE_MESSAGES.taken}`,
      expect.stringMatching(/^Line 7: capabilities\.0: /),
      'Line 7: serviceRadiusKm: Please provide a number of at most 500',
      `Line 8: ${GARAGE_MESSAGES.csvCells(2, 10)}`,
    ]);
    expect(await countOf(riverside)).toBe(before);
  });

  it('says what is wrong with a file it cannot read at all', async () => {
    const missing = await importCsv(api.http, superAdmin, riverside, 'name,town\nA,Leeds');
    expect(missing.body).toEqual({ message: GARAGE_MESSAGES.csvMissingColumns(['postcode']) });
    const unknown = await importCsv(api.http, superAdmin, riverside, 'name,postcode,colour\nA,LS1 4AP,red');
    expect(unknown.body.message).toBe(GARAGE_MESSAGES.csvUnknownColumns(['colour']));
    // "Café" in Latin-1: not UTF-8.
    const latin1 = new Uint8Array(Buffer.from('name,postcode\nCaf\xe9 Motors,LS1 4AP\n', 'latin1'));
    const encoding = await importCsv(api.http, superAdmin, riverside, latin1);
    expect(encoding.status).toBe(400);
    expect(encoding.body.message).toBe(GARAGE_MESSAGES.csvEncoding);
    expect((await importCsv(api.http, superAdmin, riverside, `${HEADER}\n`)).body.message).toBe(
      GARAGE_MESSAGES.csvEmpty,
    );
    const quote = await importCsv(api.http, superAdmin, riverside, 'name,postcode\n"Open,LS1 4AP\n');
    expect(quote.status).toBe(400);
    expect(quote.body.message).toMatch(/^The file is not CSV: .*line 2/i);
    const json = await api.http.post<Refusal>(`/api/garages/import?organisationId=${riverside}`, {
      token: superAdmin,
      body: { csv: 'name,postcode' },
    });
    expect(json.body.message).toBe(GARAGE_MESSAGES.csvNotCsv);
  });

  it('is the platform’s: a repairer’s admin may not import, and a client has no garages', async () => {
    const admin = await api.http.login('repairer.admin@fixline.test');
    expect((await importCsv(api.http, admin, riverside, 'name,postcode\nA,LS1 4AP')).status).toBe(403);
    const client = await api.app.db
      .selectFrom('organisations')
      .select('id')
      .where('type', '=', 'client')
      .executeTakeFirstOrThrow();
    const answer = await importCsv(api.http, superAdmin, client.id, 'name,postcode,latitude,longitude\nA,LS1 4AP,1,1');
    expect(answer.body.message).toBe(GARAGE_MESSAGES.notAGarageOrganisation);
  });

  it('imports 10,000 garages in under 10 seconds', async () => {
    const lines = Array.from(
      { length: 10_000 },
      (_, i) =>
        `Bulk garage ${i},${i} High Street,Leeds,LS1 4AP,0113 000 ${String(i).padStart(4, '0')},Mon–Fri 8–6,mechanical;bodywork,40,${(53 + i / 100_000).toFixed(5)},-1.5`,
    );
    const started = performance.now();
    const answer = await importCsv(api.http, superAdmin, riverside, [HEADER, ...lines].join('\n'));
    const seconds = (performance.now() - started) / 1000;
    expect(answer.body).toEqual({ created: 10_000 });
    expect(seconds).toBeLessThan(10);
    // Two imports of one file: the second is refused, every line a duplicate.
    const again = await importCsv(api.http, superAdmin, riverside, [HEADER, ...lines.slice(0, 3)].join('\n'));
    expect(again.body.errors).toEqual([2, 3, 4].map((line) => `Line ${line}: name: ${GARAGE_MESSAGES.taken}`));
  }, 30_000);
});

const TILES = 'https://{s}.tile.example.org/{z}/{x}/{y}.png';

describe('with a geocoder (GEOCODER_URL: a local server speaking postcodes.io) and tiles (MAP_TILE_URL)', () => {
  let geocoder: PostcodesIoServer;
  let app: TestApp;
  let http: HttpClient;
  let token: string;
  beforeAll(async () => {
    geocoder = await startPostcodesIoServer({ 'YO1 7HH': [53.96, -1.08], 'HG1 1BT': [53.993, -1.538] });
    app = await startTestApp({ GEOCODER_URL: geocoder.url, MAP_TILE_URL: TILES });
    http = httpClient(app.url);
    token = await http.login('superadmin@fixline.test');
  });
  afterAll(async () => {
    await app?.close();
    await geocoder?.close();
  });

  it('places a garage from its postcode, by its district when the service is down, or says the postcode is unknown', async () => {
    const organisationId = (
      await app.db.selectFrom('organisations').select('id').where('name', '=', 'Acme Motors').executeTakeFirstOrThrow()
    ).id;
    const created = await http.post<TGarage>('/api/garages', {
      token,
      body: { organisationId, name: 'Acme York', postcode: 'yo17hh' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ postcode: 'YO1 7HH', latitude: 53.96, longitude: -1.08 });
    const unknown = await http.post<Refusal>('/api/garages', {
      token,
      body: { organisationId, name: 'Acme Nowhere', postcode: 'ZZ1 1ZZ' },
    });
    expect(unknown.body).toEqual({
      message: GARAGE_MESSAGES.postcodeNotFound,
      errors: [`latitude: ${GARAGE_MESSAGES.postcodeNotFound}`],
    });
    geocoder.override((response) => response.writeHead(502).end());
    const down = await http.post<Refusal | TGarage>('/api/garages', {
      token,
      body: { organisationId, name: 'Acme Down', postcode: 'HG1 1BT' },
    });
    // The service is down: the embedded table places it at HG1's centroid instead.
    expect(down.status).toBe(201);
    expect(down.body).toMatchObject({ postcode: 'HG1 1BT' });
    expect((down.body as unknown as TGarage).latitude).toBeCloseTo(53.99, 1);
    geocoder.override(null);
    const settings = await http.get('/api/garages/map-settings', { token });
    expect(settings.body).toEqual({ tileUrl: TILES });
    // Pages may show the tiles' images, from their host only.
    expect(settings.headers.get('content-security-policy')).toContain(
      "img-src 'self' data: blob: https://*.tile.example.org;",
    );
  });

  it('looks the rows of an import up together; an unknown postcode is that line’s problem', async () => {
    const organisationId = (
      await app.db
        .selectFrom('organisations')
        .select('id')
        .where('name', '=', 'Crown Body Repairs')
        .executeTakeFirstOrThrow()
    ).id;
    const bad = await importCsv(
      http,
      token,
      organisationId,
      'name,postcode\nCrown York,YO1 7HH\nCrown Nowhere,ZZ1 1ZZ',
    );
    expect(bad.body.errors).toEqual([`Line 3: postcode: ${GARAGE_MESSAGES.postcodeNotFound}`]);
    geocoder.seen.length = 0;
    const good = await importCsv(
      http,
      token,
      organisationId,
      'name,postcode\nCrown York,YO1 7HH\nCrown Harrogate,HG1 1BT',
    );
    expect(good.body).toEqual({ created: 2 });
    expect(geocoder.seen).toEqual([{ method: 'POST', path: '/postcodes' }]);
  });
});
