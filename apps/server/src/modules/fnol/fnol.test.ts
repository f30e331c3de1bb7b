import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CLAIM_MESSAGES, type TClaim, type TFnolClaimResponse, type TFnolVehicle } from '@fixline/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpClient } from '../../../test/http-client.ts';
import { startTestApp, type TestApp, useTestApp } from '../../../test/test-app.ts';
import { FNOL_CODE_LIMIT_MESSAGE, FNOL_CODE_LIMITS, FNOL_REPORTS_PER_ADDRESS } from './fnol-code-limit.ts';

/** A DVLA stand-in on loopback, speaking the Vehicle Enquiry API's contract; `mode` picks its answer. */
let mode: 'ok' | 'down' | 'silent' = 'ok';
const dvla: Server = createServer((request, response) => {
  let text = '';
  request.on('data', (chunk) => {
    text += chunk;
  });
  request.on('end', () => {
    if (mode === 'silent') return;
    if (mode === 'down') {
      response.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"Service Unavailable"}');
      return;
    }
    const { registrationNumber } = JSON.parse(text) as { registrationNumber: string };
    if (request.headers['x-api-key'] === 'key' && registrationNumber === 'WX21BMW') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          registrationNumber,
          make: 'BMW',
          colour: 'WHITE',
          yearOfManufacture: 2021,
          fuelType: 'HYBRID ELECTRIC',
          taxStatus: 'Taxed',
        }),
      );
      return;
    }
    response.writeHead(404, { 'content-type': 'application/json' }).end('{"errors":[{"status":"404"}]}');
  });
});
await new Promise<void>((resolve) => dvla.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => dvla.close(() => resolve())));
const dvlaUrl = `http://127.0.0.1:${(dvla.address() as AddressInfo).port}/vehicle-enquiry/v1/vehicles`;

const report = {
  fnolCode: 'NORTHWIND',
  type: 'repair',
  registration: 'ab12 cde',
  customerName: 'Sam Support',
  customerPhone: '07700 900321',
  incidentDate: '2026-11-20',
  incidentTime: '08:45',
  damageDescription: 'Hit from behind at a junction',
  injuries: false,
  thirdPartyInvolved: true,
  fuelType: 'Petrol',
  vulnerableCustomer: true,
  supportNeeds: ['carer', 'calls-not-mail', 'carer'],
  supportDetails: 'My daughter Ana helps me: 07700 900555',
};

describe('the FNOL wizard’s public reads (demo vehicles)', () => {
  const api = useTestApp();

  it('names the insurer of a code in any case, and refuses every other code with the same words', async () => {
    expect((await api.http.get('/api/fnol/insurer?code=northwind')).body).toEqual({ name: 'Northwind Insurance' });
    for (const code of ['NORTHWIN', 'ACME', 'harbour ']) {
      const answer = await api.http.get(`/api/fnol/insurer?code=${encodeURIComponent(code)}`);
      if (code.trim() === 'harbour') {
        expect(answer.body).toEqual({ name: 'Harbour Fleet Leasing' });
        continue;
      }
      expect([answer.status, answer.body]).toEqual([404, { message: CLAIM_MESSAGES.fnolCode }]);
    }
    expect((await api.http.get('/api/fnol/insurer')).status).toBe(400);
  });

  it('looks up a demo plate in plain words, and says not-found for another', async () => {
    const found = await api.http.get<TFnolVehicle>('/api/fnol/vehicle/rv20%20evs?code=NORTHWIND');
    expect([found.status, found.body]).toEqual([
      200,
      { registration: 'RV20EVS', outcome: 'found', make: 'Tesla', colour: 'Grey', year: 2020, fuelType: 'Electricity' },
    ]);
    const unknown = await api.http.get<TFnolVehicle>('/api/fnol/vehicle/ZZ99ZZZ?code=NORTHWIND');
    expect(unknown.body).toEqual({
      registration: 'ZZ99ZZZ',
      outcome: 'not-found',
      make: null,
      colour: null,
      year: null,
      fuelType: null,
    });
  });

  it('answers a plate only with a valid code, and refuses a plate that is not one', async () => {
    const noCode = await api.http.get('/api/fnol/vehicle/RV20EVS?code=GUESS');
    expect([noCode.status, noCode.body]).toEqual([404, { message: CLAIM_MESSAGES.fnolCode }]);
    const badPlate = await api.http.get<{ errors: string[] }>('/api/fnol/vehicle/%21%21?code=NORTHWIND');
    expect(badPlate.status).toBe(400);
    expect(badPlate.body.errors).toEqual([`registration: ${CLAIM_MESSAGES.registration}`]);
  });

  it('carries the incident and the support needs on the claim, shown to staff and editable by them', async () => {
    const reported = await api.http.post<TFnolClaimResponse>('/api/claims/fnol', { body: report });
    expect(reported.status, JSON.stringify(reported.body)).toBe(201);
    const token = await api.http.login('client@fixline.test');
    const claim = (await api.http.get<TClaim>(`/api/claims/${reported.body.id}`, { token })).body;
    expect(claim).toMatchObject({
      status: 'fnol',
      registration: 'AB12CDE',
      incidentTime: '08:45',
      injuries: false,
      thirdPartyInvolved: true,
      fuelType: 'Petrol',
      vulnerableCustomer: true,
      supportNeeds: ['calls-not-mail', 'carer'],
      supportDetails: 'My daughter Ana helps me: 07700 900555',
    });

    const edited = await api.http.put<TClaim>(`/api/claims/${claim.id}`, {
      token,
      body: { version: claim.version, supportNeeds: ['accessibility'], supportDetails: 'Large print letters' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ supportNeeds: ['accessibility'], supportDetails: 'Large print letters' });
    expect(edited.body.history.at(-1)?.comment).toBe('Changed support needed, support details');

    // The same list again is no change: no new version, no timeline line.
    const same = await api.http.put<TClaim>(`/api/claims/${claim.id}`, {
      token,
      body: { version: edited.body.version, supportNeeds: ['accessibility'] },
    });
    expect(same.body.version).toBe(edited.body.version);
  });

  it('refuses a vulnerable-customer flag that says nothing of the support needed, and unknown needs', async () => {
    const { supportNeeds: _needs, supportDetails: _details, ...flagOnly } = report;
    const answer = await api.http.post<{ errors: string[] }>('/api/claims/fnol', { body: flagOnly });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual(['supportNeeds: Please tell us what support you need']);
    const unknown = await api.http.post<{ errors: string[] }>('/api/claims/fnol', {
      body: { ...report, supportNeeds: ['lawyer'] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]).toMatch(/^supportNeeds\.0: Please choose one of/);
  });

  it('refuses a half-filled report with one message per field, in the spec’s words', async () => {
    const answer = await api.http.post<{ errors: string[] }>('/api/claims/fnol', {
      body: { fnolCode: 'NORTHWIND', type: 'repair', registration: 'AB12CDE' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      'customerName: This field is required',
      'damageDescription: This field is required',
      'incidentDate: This field is required',
    ]);
  });
});

describe('the plate look-up through the DVLA adapter', () => {
  const api = useTestApp({}, undefined, () => ({ config: { dvla: { apiKey: 'key', url: dvlaUrl } } }));

  it('fills in what the DVLA knows, keeping acronyms', async () => {
    mode = 'ok';
    const answer = await api.http.get<TFnolVehicle>('/api/fnol/vehicle/WX21BMW?code=NORTHWIND');
    expect(answer.body).toEqual({
      registration: 'WX21BMW',
      outcome: 'found',
      make: 'BMW',
      colour: 'White',
      year: 2021,
      fuelType: 'Hybrid Electric',
    });
    // With a key, the demo table is not asked: its plates are the DVLA's to know.
    expect((await api.http.get<TFnolVehicle>('/api/fnol/vehicle/RV20EVS?code=NORTHWIND')).body.outcome).toBe(
      'not-found',
    );
  });

  it('answers 200 unavailable, never a 5xx, when the DVLA fails or is silent', async () => {
    mode = 'down';
    const down = await api.http.get<TFnolVehicle>('/api/fnol/vehicle/WX21BMW?code=NORTHWIND');
    expect([down.status, down.body.outcome]).toEqual([200, 'unavailable']);
    mode = 'silent';
    const silent = await api.http.get<TFnolVehicle>('/api/fnol/vehicle/WX21BMW?code=NORTHWIND');
    expect([silent.status, silent.body.outcome]).toEqual([200, 'unavailable']);
    mode = 'ok';
  }, 15_000);
});

describe('limits on the public FNOL routes', () => {
  let node: TestApp;
  beforeAll(async () => {
    node = await startTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => node.close());
  const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });

  it('refuse one address past 20 look-ups a minute, and other addresses still get through', async () => {
    const http = httpClient(node.url);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await http.get('/api/fnol/insurer?code=HARBOUR', from('198.51.100.1'))).status);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await http.get('/api/fnol/insurer?code=HARBOUR', from('198.51.100.2'))).status).toBe(200);
  });

  it('refuse one FNOL code flooded from many addresses, keep what was stored, and spare other codes', async () => {
    const http = httpClient(node.url);
    const created: string[] = [];
    let refused: { status: number; body: unknown; headers: Headers } | undefined;
    for (let i = 0; i <= FNOL_CODE_LIMITS.reports; i++) {
      const answer = await http.post<TFnolClaimResponse>('/api/claims/fnol', {
        body: { ...report, registration: `FL${String(i).padStart(2, '0')}OOD` },
        ...from(`203.0.113.${Math.floor(i / 10) + 1}`),
      });
      if (answer.status === 201) created.push(answer.body.id);
      else refused = answer;
    }
    expect(created).toHaveLength(FNOL_CODE_LIMITS.reports);
    expect(refused?.status).toBe(429);
    expect(refused?.body).toEqual({ message: FNOL_CODE_LIMIT_MESSAGE });
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);

    // Nothing already stored is lost: every claim made before the flood was refused is there, as Fnol.
    const stored = await node.db.selectFrom('claims').select(['id', 'status']).where('id', 'in', created).execute();
    expect(stored).toHaveLength(FNOL_CODE_LIMITS.reports);
    expect(new Set(stored.map((claim) => claim.status))).toEqual(new Set(['fnol']));

    // Another insurer's drivers are not held up by the flood at this one.
    const other = await http.post('/api/claims/fnol', {
      body: { ...report, fnolCode: 'HARBOUR' },
      ...from('203.0.113.99'),
    });
    expect(other.status).toBe(201);
  }, 60_000);
});

describe('the FNOL report limits, configured', () => {
  const perAddress = FNOL_REPORTS_PER_ADDRESS + 2;
  const perCode = perAddress + 1;
  let node: TestApp;
  beforeAll(async () => {
    node = await startTestApp({
      TRUST_PROXY: 'true',
      FNOL_REPORTS_PER_ADDRESS: String(perAddress),
      FNOL_REPORTS_PER_CODE: String(perCode),
    });
  });
  afterAll(() => node.close());

  it('take FNOL_REPORTS_PER_ADDRESS from one address and FNOL_REPORTS_PER_CODE to one code, then 429', async () => {
    const http = httpClient(node.url);
    const send = (i: number, address: string) =>
      http.post('/api/claims/fnol', {
        body: { ...report, registration: `CF${String(i).padStart(2, '0')}LIM` },
        headers: { 'x-forwarded-for': address },
      });
    const fromOne: number[] = [];
    for (let i = 0; i <= perAddress; i++) fromOne.push((await send(i, '198.51.100.7')).status);
    // Past the default of 10 from one address, up to the configured limit, and not one more.
    expect(fromOne).toEqual([...Array(perAddress).fill(201), 429]);
    // The code's count goes on from other addresses: one more report fits, the next is refused for the code.
    expect((await send(perAddress + 1, '198.51.100.8')).status).toBe(201);
    const refused = await send(perAddress + 2, '198.51.100.9');
    expect([refused.status, refused.body]).toEqual([429, { message: FNOL_CODE_LIMIT_MESSAGE }]);
  });
});
