import type { TClaim } from '@fixline/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { organisationIds } from '../../../test/claim-factory.ts';
import { useTestApp } from '../../../test/test-app.ts';

const api = useTestApp();
let ids: (key: string) => string;
let client: string;
let superAdmin: string;

beforeAll(async () => {
  ids = await organisationIds(api.app.db);
  client = await api.http.login('client@fixline.test');
  superAdmin = await api.http.login('superadmin@fixline.test');
});

type Refusal = { message: string; errors?: string[] };

describe('POST /api/claims', () => {
  it('takes a type and a plate; the caller’s organisation owns the claim and the page lists what is missing', async () => {
    const answer = await api.http.post<TClaim>('/api/claims', {
      token: client,
      body: { type: 'repair', registration: 'ab12 cde' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      status: 'registered',
      track: 'business',
      registration: 'AB12CDE',
      clientOrganisation: { id: ids('client'), name: 'Northwind Insurance' },
      repairerOrganisation: null,
      version: 1,
      missing: ['make', 'model', 'customerName', 'contact', 'postcode', 'incidentDate', 'damageDescription'],
    });
    expect(answer.body.reference).toMatch(/^FX-\d{6}$/);
    expect(answer.body.history.map((h) => [h.action, h.toStatus, h.actor?.name])).toEqual([
      ['create', 'registered', 'Chris Hughes'],
    ]);
    expect(answer.body.allowedActions).toEqual(
      expect.arrayContaining(['approve-for-marketplace', 'update', 'comment', 'archive']),
    );
  });

  it('normalises what a person types: plate, postcode, email; blanks mean nothing', async () => {
    const answer = await api.http.post<TClaim>('/api/claims', {
      token: client,
      body: {
        type: 'assessment',
        registration: ' yx19-abc ',
        postcode: 'ls11aa',
        customerEmail: 'Dana@Example.TEST',
        make: '  ',
        year: '2019',
        incidentDate: '2026-10-30',
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      registration: 'YX19ABC',
      postcode: 'LS1 1AA',
      customerEmail: 'dana@example.test',
      make: null,
      year: 2019,
      incidentDate: '2026-10-30',
    });
  });

  it('a super admin names the client organisation, and may assign a repairer and the marketplace track', async () => {
    const missing = await api.http.post<Refusal>('/api/claims', {
      token: superAdmin,
      body: { type: 'repair', registration: 'AB12CDE' },
    });
    // Which client depends on who asks, which the document cannot say: 422.
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual(['clientOrganisationId: This field is required']);
    const notClient = await api.http.post<Refusal>('/api/claims', {
      token: superAdmin,
      body: { type: 'repair', registration: 'AB12CDE', clientOrganisationId: ids('repairer') },
    });
    expect(notClient.status).toBe(422);
    const created = await api.http.post<TClaim>('/api/claims', {
      token: superAdmin,
      body: {
        type: 'repair',
        registration: 'AB12CDE',
        clientOrganisationId: ids('client2'),
        repairerOrganisationId: ids('repairer2'),
        track: 'marketplace',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.clientOrganisation.name).toBe('Harbour Fleet Leasing');
    expect(created.body.repairerOrganisation?.name).toBe('Riverside Autos');
    expect(created.body.track).toBe('marketplace');
  });

  it('refuses what the caller may not set: another organisation, a repairer, the marketplace track, a status or costs', async () => {
    const base = { type: 'repair', registration: 'AB12CDE' };
    const other = await api.http.post('/api/claims', {
      token: client,
      body: { ...base, clientOrganisationId: ids('client2') },
    });
    expect(other.status).toBe(403);
    const repairer = await api.http.post('/api/claims', {
      token: client,
      body: { ...base, repairerOrganisationId: ids('repairer') },
    });
    expect(repairer.status).toBe(403);
    const marketplace = await api.http.post<Refusal>('/api/claims', {
      token: client,
      body: { ...base, track: 'marketplace' },
    });
    expect(marketplace.status).toBe(403);
    expect(marketplace.body.message).toBe('Only Fixline can put a claim on the marketplace track');
    const business = await api.http.post<TClaim>('/api/claims', {
      token: client,
      body: { ...base, track: 'business' },
    });
    expect(business.status).toBe(201);
    for (const extra of [{ status: 'paid' }, { cost: 1 }, { clientOrganisation: 'x' }]) {
      const answer = await api.http.post<Refusal>('/api/claims', { token: client, body: { ...base, ...extra } });
      expect(answer.status).toBe(400);
    }
  });

  it('only people who may create claims can', async () => {
    const body = { type: 'repair', registration: 'AB12CDE' };
    expect((await api.http.post('/api/claims', { body })).status).toBe(401);
    const repairer = await api.http.login('repairer@fixline.test');
    expect((await api.http.post('/api/claims', { token: repairer, body })).status).toBe(403);
  });

  it.each([
    [{ registration: 'AB12CDE' }, 'type: This field is required'],
    [{ type: 'repair' }, 'registration: This field is required'],
    [{ type: 'car', registration: 'AB12CDE' }, 'type: '],
    [{ type: 'repair', registration: '!!' }, 'registration: Please provide a valid registration plate'],
    [{ type: 'repair', registration: 'AB12CDE', postcode: 'nowhere' }, 'postcode: Please provide a valid UK postcode'],
    [
      { type: 'repair', registration: 'AB12CDE', customerEmail: 'x@' },
      'customerEmail: Please provide proper email address',
    ],
    [
      { type: 'repair', registration: 'AB12CDE', customerPhone: 'call me' },
      'customerPhone: Please provide a valid phone number',
    ],
    [{ type: 'repair', registration: 'AB12CDE', year: 1850 }, 'year: Please provide a year between 1900 and next year'],
    [{ type: 'repair', registration: 'AB12CDE', year: 'old' }, 'year: This field must be a number'],
    [
      { type: 'repair', registration: 'AB12CDE', incidentDate: '2999-01-01' },
      'incidentDate: The date cannot be in the future',
    ],
    // Issue 22 §2: PostgreSQL has no year 0000; the date used to reach it and answer 500.
    [
      { type: 'repair', registration: 'AB12CDE', incidentDate: '0000-01-01' },
      'incidentDate: The date cannot be before 1900',
    ],
    [
      { type: 'repair', registration: 'AB12CDE', incidentDate: '1899-12-31' },
      'incidentDate: The date cannot be before 1900',
    ],
    [
      { type: 'repair', registration: 'AB12CDE', make: 'x'.repeat(61) },
      'make: This field must be at most 60 characters',
    ],
  ])('refuses %j with a message per field', async (body, error) => {
    const answer = await api.http.post<Refusal>('/api/claims', { token: client, body });
    // A valid date outside a claim's plausible range is 422; every other refusal here breaks the document.
    expect(answer.status).toBe(error.startsWith('incidentDate') ? 422 : 400);
    expect(answer.body.errors, JSON.stringify(answer.body)).toSatisfy((errors: string[]) =>
      errors.some((e) => e.startsWith(error)),
    );
  });

  it('refuses malformed JSON and other content types', async () => {
    const malformed = await api.http.post<Refusal>('/api/claims', {
      token: client,
      raw: '{"type":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBeTruthy();
    const text = await api.http.post('/api/claims', {
      token: client,
      raw: 'type=repair',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(400);
    expect(text.body).toEqual({ message: 'The request is not valid', errors: ['body: This field must be an object'] });
  });
});

describe('POST /api/claims/fnol (public)', () => {
  const report = {
    fnolCode: 'northwind',
    type: 'repair',
    registration: 'KM70 XYZ',
    customerName: 'Dana Driver',
    customerPhone: '07700 900123',
    incidentDate: '2026-11-20',
    damageDescription: 'Reversed into a bollard',
  };

  it('creates an FNOL claim on the retail track for the organisation whose code it is', async () => {
    const answer = await api.http.post<{ id: string; reference: string; status: string }>('/api/claims/fnol', {
      body: report,
    });
    expect(answer.status).toBe(201);
    expect(answer.body.status).toBe('fnol');
    const claim = await api.http.get<TClaim>(`/api/claims/${answer.body.id}`, { token: client });
    expect(claim.body).toMatchObject({ status: 'fnol', track: 'retail', registration: 'KM70XYZ' });
    expect(claim.body.history[0]?.actor).toEqual({ id: null, name: 'Dana Driver (driver)' });
    expect(claim.body.allowedActions).toContain('triage');
  });

  it('refuses an unknown code, a report without contact details, and an incomplete one', async () => {
    const unknown = await api.http.post<Refusal>('/api/claims/fnol', { body: { ...report, fnolCode: 'NOPE' } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual(['fnolCode: This code is not valid. Please check it with your insurer.']);
    const noContact = await api.http.post<Refusal>('/api/claims/fnol', { body: { ...report, customerPhone: '' } });
    expect(noContact.body.errors).toEqual(['customerPhone: Please provide a phone number or an email address']);
    const { damageDescription: _d, ...incomplete } = report;
    const answer = await api.http.post<Refusal>('/api/claims/fnol', { body: incomplete });
    expect(answer.body.errors).toEqual(['damageDescription: This field is required']);
  });

  it('refuses a date before 1900, year 0000 included, with a message that says so (issue 22 §2)', async () => {
    for (const incidentDate of ['0000-01-01', '0001-01-01', '1899-12-31']) {
      const answer = await api.http.post<Refusal>('/api/claims/fnol', { body: { ...report, incidentDate } });
      expect({ incidentDate, status: answer.status, errors: answer.body.errors }).toEqual({
        incidentDate,
        status: 422,
        errors: ['incidentDate: The date cannot be before 1900'],
      });
    }
  });
});
