import type { TOrganisationSummary } from '@fixline/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { DEMO_ORGANISATIONS } from '../../db/demo-data.ts';

const api = useTestApp();

describe('GET /api/organisations', () => {
  it('a super admin picks from every organisation, filtered by type', async () => {
    const token = await api.http.login('superadmin@fixline.test');
    const all = await api.http.get<TOrganisationSummary[]>('/api/organisations', { token });
    expect(all.body).toHaveLength(DEMO_ORGANISATIONS.length);
    const repairers = await api.http.get<TOrganisationSummary[]>('/api/organisations?type=repairer', { token });
    expect(repairers.body.map((o) => o.name)).toEqual(['Acme Motors', 'Riverside Autos']);
  });

  it('anyone else sees only their own organisation', async () => {
    const token = await api.http.login('client@fixline.test');
    const own = await api.http.get<TOrganisationSummary[]>('/api/organisations', { token });
    expect(own.body.map((o) => o.name)).toEqual(['Northwind Insurance']);
    expect((await api.http.get('/api/organisations?type=garage', { token })).status).toBe(400);
    expect((await api.http.get('/api/organisations')).status).toBe(401);
  });
});
