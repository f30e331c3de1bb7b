import {
  CLAIM_MESSAGES,
  ORGANISATION_MESSAGES,
  ORGANISATION_SETTINGS,
  type TFnolCodeAnswer,
  type TOrganisation,
  type TOrganisationListItem,
  type TOrganisationSummary,
} from '@fixline/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { DEMO_ACCOUNTS, DEMO_ORGANISATIONS } from '../../demo/demo-data.ts';

const api = useTestApp();

interface Refusal {
  message: string;
  errors?: string[];
}

let orgIds: Record<string, string>;
let superAdmin: string;
let clientAdmin: string;
let client: string;
let repairerAdmin: string;

beforeAll(async () => {
  const rows = await api.app.db.selectFrom('organisations').select(['id', 'name']).execute();
  orgIds = Object.fromEntries(rows.map((r) => [r.name, r.id]));
  superAdmin = await api.http.login('superadmin@fixline.test');
  clientAdmin = await api.http.login('client.admin@fixline.test');
  client = await api.http.login('client@fixline.test');
  repairerAdmin = await api.http.login('repairer.admin@fixline.test');
});

const northwind = () => orgIds['Northwind Insurance'] as string;
const acme = () => orgIds['Acme Motors'] as string;

describe('GET /api/organisations', () => {
  it('a super admin picks from every organisation, filtered by type', async () => {
    const all = await api.http.get<TOrganisationSummary[]>('/api/organisations', { token: superAdmin });
    expect(all.body).toHaveLength(DEMO_ORGANISATIONS.length);
    const repairers = await api.http.get<TOrganisationSummary[]>('/api/organisations?type=repairer', {
      token: superAdmin,
    });
    expect(repairers.body.map((o) => o.name)).toEqual(['Acme Motors', 'Riverside Autos']);
  });

  it('anyone else sees only their own organisation', async () => {
    const own = await api.http.get<TOrganisationSummary[]>('/api/organisations', { token: client });
    expect(own.body.map((o) => o.name)).toEqual(['Northwind Insurance']);
    expect((await api.http.get('/api/organisations?type=garage', { token: client })).status).toBe(400);
    expect((await api.http.get('/api/organisations')).status).toBe(401);
  });
});

describe('GET /api/organisations/directory', () => {
  it('a super admin sees every organisation with its people counted, searched and by type', async () => {
    const all = await api.http.get<TOrganisationListItem[]>('/api/organisations/directory', { token: superAdmin });
    expect(all.status).toBe(200);
    const counted = Object.fromEntries(all.body.map((o) => [o.name, o.users]));
    const demoCount = (key: string) => DEMO_ACCOUNTS.filter((a) => a.organisation === key).length;
    expect(counted['Northwind Insurance']).toBe(demoCount('client'));
    expect(counted['Acme Motors']).toBe(demoCount('repairer'));
    const found = await api.http.get<TOrganisationListItem[]>('/api/organisations/directory?search=BODY', {
      token: superAdmin,
    });
    expect(found.body.map((o) => o.name)).toEqual(['Crown Body Repairs', 'Precision Bodyworks']);
    const wildcard = await api.http.get<TOrganisationListItem[]>('/api/organisations/directory?search=%25', {
      token: superAdmin,
    });
    expect(wildcard.body).toEqual([]);
    const clients = await api.http.get<TOrganisationListItem[]>('/api/organisations/directory?type=client', {
      token: superAdmin,
    });
    expect(clients.body.map((o) => o.name)).toEqual(['Harbour Fleet Leasing', 'Northwind Insurance']);
  });

  it('an organisation admin sees their own; a plain user sees none', async () => {
    const own = await api.http.get<TOrganisationListItem[]>('/api/organisations/directory', { token: repairerAdmin });
    expect(own.body.map((o) => o.name)).toEqual(['Acme Motors']);
    expect((await api.http.get('/api/organisations/directory', { token: client })).status).toBe(403);
  });
});

describe('GET /api/organisations/:id', () => {
  it('shows details, members, capabilities and the default settings', async () => {
    const answer = await api.http.get<TOrganisation>(`/api/organisations/${acme()}`, { token: superAdmin });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      name: 'Acme Motors',
      type: 'repairer',
      capabilities: ['mechanical', 'bodywork', 'ev'],
      settings: { biddingWindowHours: 48, authorisationDeadlineDays: 2, serviceRadiusKm: 40 },
    });
    expect(answer.body.members.map((m) => [m.email, m.role])).toEqual([
      ['repairer.admin@fixline.test', 'ADMIN'],
      ['repairer@fixline.test', 'USER'],
    ]);
  });

  it('another organisation is not found for its admin, and a plain user may not look', async () => {
    expect((await api.http.get(`/api/organisations/${northwind()}`, { token: repairerAdmin })).status).toBe(404);
    expect((await api.http.get(`/api/organisations/${acme()}`, { token: repairerAdmin })).status).toBe(200);
    expect((await api.http.get(`/api/organisations/${northwind()}`, { token: client })).status).toBe(403);
    expect((await api.http.get('/api/organisations/not-an-id', { token: superAdmin })).status).toBe(400);
  });
});

describe('POST /api/organisations', () => {
  it('a super admin creates one; a client gets an FNOL code and the default settings', async () => {
    const answer = await api.http.post<TOrganisation>('/api/organisations', {
      token: superAdmin,
      body: { name: '  Kestrel Mutual ', type: 'client', capabilities: ['retail', 'premia', 'retail'] },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ name: 'Kestrel Mutual', type: 'client', users: 0, members: [] });
    expect(answer.body.capabilities).toEqual(['retail', 'premia']);
    expect(answer.body.settings.biddingWindowHours).toBe(ORGANISATION_SETTINGS.biddingWindowHours.default);
    const code = await api.http.get<TFnolCodeAnswer>(`/api/organisations/${answer.body.id}/fnol-code`, {
      token: superAdmin,
    });
    expect(code.body.fnolCode).toMatch(/^[A-Z2-9]{8}$/);
  });

  it('refuses a taken name in any case with 409, and capabilities the type cannot hold', async () => {
    const taken = await api.http.post<Refusal>('/api/organisations', {
      token: superAdmin,
      body: { name: 'acme MOTORS', type: 'repairer' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(ORGANISATION_MESSAGES.taken);
    const wrong = await api.http.post<Refusal>('/api/organisations', {
      token: superAdmin,
      body: { name: 'Spanner Ltd', type: 'repairer', capabilities: ['retail'] },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([
      `capabilities: ${ORGANISATION_MESSAGES.capabilityNotForType('repairer', ['mechanical', 'bodywork', 'ev', 'mobile', 'diagnostics'])}`,
    ]);
    const blank = await api.http.post<Refusal>('/api/organisations', {
      token: superAdmin,
      body: { name: ' ', type: 'garage', owner: 'me' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toContain('body: Not a field that can be set here: owner');
  });

  it('two creations of one name at the same moment: one 201, one 409', async () => {
    const body = { name: 'Twin Garages', type: 'repairer' };
    const answers = await Promise.all(
      [1, 2].map(() => api.http.post('/api/organisations', { token: superAdmin, body })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });

  it('nobody else may create one', async () => {
    const answer = await api.http.post('/api/organisations', {
      token: clientAdmin,
      body: { name: 'Mine', type: 'client' },
    });
    expect(answer.status).toBe(403);
  });
});

describe('editing an organisation', () => {
  it('a super admin renames one, not onto a taken name; an admin may not', async () => {
    const riverside = orgIds['Riverside Autos'] as string;
    const renamed = await api.http.put<TOrganisation>(`/api/organisations/${riverside}`, {
      token: superAdmin,
      body: { name: 'Riverside Autos Ltd' },
    });
    expect(renamed.body.name).toBe('Riverside Autos Ltd');
    const clash = await api.http.put(`/api/organisations/${riverside}`, {
      token: superAdmin,
      body: { name: 'Acme Motors' },
    });
    expect(clash.status).toBe(409);
    const admin = await api.http.put(`/api/organisations/${acme()}`, { token: repairerAdmin, body: { name: 'X' } });
    expect(admin.status).toBe(403);
  });

  it('capabilities come from those of the type', async () => {
    const set = await api.http.put<TOrganisation>(`/api/organisations/${acme()}/capabilities`, {
      token: superAdmin,
      body: { capabilities: ['diagnostics', 'mobile'] },
    });
    expect(set.body.capabilities).toEqual(['diagnostics', 'mobile']);
    const wrong = await api.http.put<Refusal>(`/api/organisations/${northwind()}/capabilities`, {
      token: superAdmin,
      body: { capabilities: ['ev'] },
    });
    // Capabilities the document lists, but not of this organisation's type: 422.
    expect(wrong.status).toBe(422);
    const admin = await api.http.put(`/api/organisations/${acme()}/capabilities`, {
      token: repairerAdmin,
      body: { capabilities: [] },
    });
    expect(admin.status).toBe(403);
  });

  it('settings: super admins for any, admins for their own, in range', async () => {
    const own = await api.http.put<TOrganisation>(`/api/organisations/${acme()}/settings`, {
      token: repairerAdmin,
      body: { biddingWindowHours: 24, authorisationDeadlineDays: 3, serviceRadiusKm: 25 },
    });
    expect(own.status).toBe(200);
    expect(own.body.settings).toEqual({ biddingWindowHours: 24, authorisationDeadlineDays: 3, serviceRadiusKm: 25 });
    const other = await api.http.put(`/api/organisations/${northwind()}/settings`, {
      token: repairerAdmin,
      body: { biddingWindowHours: 24, authorisationDeadlineDays: 3, serviceRadiusKm: 25 },
    });
    expect(other.status).toBe(404);
    const bad = await api.http.put<Refusal>(`/api/organisations/${northwind()}/settings`, {
      token: superAdmin,
      body: { biddingWindowHours: 0, authorisationDeadlineDays: 2.5, serviceRadiusKm: 501 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      'biddingWindowHours: Please provide a number of at least 1',
      'authorisationDeadlineDays: Please provide a whole number',
      'serviceRadiusKm: Please provide a number of at most 500',
    ]);
    const user = await api.http.put(`/api/organisations/${northwind()}/settings`, {
      token: client,
      body: { biddingWindowHours: 24, authorisationDeadlineDays: 3, serviceRadiusKm: 25 },
    });
    expect(user.status).toBe(403);
  });
});

describe('FNOL code', () => {
  const report = {
    type: 'repair',
    registration: 'KM70 XYZ',
    customerName: 'Dana Driver',
    customerPhone: '07700 900123',
    incidentDate: '2026-11-20',
    damageDescription: 'Reversed into a bollard',
  };

  it('staff read it; a client admin rotates it and the old code is refused with a clear message', async () => {
    const read = await api.http.get<TFnolCodeAnswer>(`/api/organisations/${northwind()}/fnol-code`, { token: client });
    expect(read.body.fnolCode).toBe('NORTHWIND');
    const rotated = await api.http.put<TFnolCodeAnswer>(`/api/organisations/${northwind()}/fnol-code`, {
      token: clientAdmin,
    });
    expect(rotated.status).toBe(200);
    expect(rotated.body.fnolCode).not.toBe('NORTHWIND');
    const old = await api.http.post<Refusal>('/api/claims/fnol', { body: { ...report, fnolCode: 'northwind' } });
    expect(old.status).toBe(422);
    expect(old.body.errors).toEqual([`fnolCode: ${CLAIM_MESSAGES.fnolCodeRetired}`]);
    const fresh = await api.http.post('/api/claims/fnol', {
      body: { ...report, fnolCode: rotated.body.fnolCode.toLowerCase() },
    });
    expect(fresh.status).toBe(201);
    const unknown = await api.http.post<Refusal>('/api/claims/fnol', { body: { ...report, fnolCode: 'NEVERWAS' } });
    expect(unknown.body.errors).toEqual([`fnolCode: ${CLAIM_MESSAGES.fnolCode}`]);
  });

  it('a plain user may not rotate it, another organisation’s is not found, a repairer has none', async () => {
    expect((await api.http.put(`/api/organisations/${northwind()}/fnol-code`, { token: client })).status).toBe(403);
    const harbour = orgIds['Harbour Fleet Leasing'] as string;
    expect((await api.http.get(`/api/organisations/${harbour}/fnol-code`, { token: client })).status).toBe(404);
    const repairer = await api.http.get<Refusal>(`/api/organisations/${acme()}/fnol-code`, { token: superAdmin });
    expect(repairer.status).toBe(404);
    expect(repairer.body.message).toBe(ORGANISATION_MESSAGES.fnolCodeOnlyForClients);
    expect((await api.http.get(`/api/organisations/${acme()}/fnol-code`, { token: repairerAdmin })).status).toBe(403);
  });
});
