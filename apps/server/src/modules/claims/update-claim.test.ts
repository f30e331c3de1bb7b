import { ERROR_MESSAGES, type TClaim } from '@fixline/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertClaim } from '../../../test/claim-factory.ts';
import { useTestApp } from '../../../test/test-app.ts';

const api = useTestApp();
let client: string;

beforeAll(async () => {
  client = await api.http.login('client@fixline.test');
});

describe('PUT /api/claims/{id}', () => {
  it('changes only the fields sent, bumps the version and writes the timeline', async () => {
    const id = await insertClaim(api.app.db, { status: 'registered' });
    const answer = await api.http.put<TClaim>(`/api/claims/${id}`, {
      token: client,
      body: { version: 1, make: 'Vauxhall', model: 'Corsa', colour: '', customerName: 'Dana Driver' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ make: 'Vauxhall', model: 'Corsa', colour: null, version: 2, town: 'Leeds' });
    expect(answer.body.history.map((h) => [h.action, h.comment])).toEqual([['update', 'Changed make, model, colour']]);
  });

  it('refuses a stale version and overwrites nothing', async () => {
    const id = await insertClaim(api.app.db, { status: 'registered' });
    const first = await api.http.put<TClaim>(`/api/claims/${id}`, { token: client, body: { version: 1, make: 'Kia' } });
    expect(first.status).toBe(200);
    const stale = await api.http.put<{ message: string }>(`/api/claims/${id}`, {
      token: client,
      body: { version: 1, make: 'Seat' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(ERROR_MESSAGES.claimChangedMeanwhile);
    const now = await api.http.get<TClaim>(`/api/claims/${id}`, { token: client });
    expect(now.body).toMatchObject({ make: 'Kia', version: 2 });
  });

  it('of two editors starting from the same version at once, one wins and one gets 409', async () => {
    const id = await insertClaim(api.app.db, { status: 'registered' });
    const answers = await Promise.all(
      ['Audi', 'BMW'].map((make) => api.http.put(`/api/claims/${id}`, { token: client, body: { version: 1, make } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it('an unchanged body changes nothing, not even the version', async () => {
    const id = await insertClaim(api.app.db, { status: 'registered' });
    const answer = await api.http.put<TClaim>(`/api/claims/${id}`, {
      token: client,
      body: { version: 1, make: 'Ford' },
    });
    expect(answer.body.version).toBe(1);
    expect(answer.body.history).toEqual([]);
  });

  it('a closed claim cannot be modified', async () => {
    const id = await insertClaim(api.app.db, { status: 'archived', archivedFrom: 'paid' });
    const answer = await api.http.put<{ message: string }>(`/api/claims/${id}`, {
      token: client,
      body: { version: 1, make: 'Kia' },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Cannot modify a claim that is Archived');
  });

  it('refuses bad values, a missing version, and fields that are not details', async () => {
    const id = await insertClaim(api.app.db, { status: 'registered' });
    const cases: [unknown, string][] = [
      [{ make: 'Kia' }, 'version: This field is required'],
      [{ version: 1, registration: '' }, 'registration: This field is required'],
      [{ version: 1, status: 'paid' }, 'body: Not a field that can be set here: status'],
      [{ version: 1, costs: { cost: 1 } }, 'body: Not a field that can be set here: costs'],
      [{ version: 1, type: null }, 'type: This field is required'],
      // Issue 22 §2: year 0000 used to reach PostgreSQL and answer 500.
      [{ version: 1, incidentDate: '0000-01-01' }, 'incidentDate: The date cannot be before 1900'],
    ];
    for (const [body, error] of cases) {
      const answer = await api.http.put<{ errors: string[] }>(`/api/claims/${id}`, { token: client, body });
      // A date before 1900 is a date the document takes, refused for a claim: 422.
      expect(answer.status).toBe(error.startsWith('incidentDate') ? 422 : 400);
      expect(answer.body.errors).toContain(error);
    }
  });
});
