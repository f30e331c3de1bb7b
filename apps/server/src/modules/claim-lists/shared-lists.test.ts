import type { TClaimSummary } from '@fixline/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';

const api = useTestApp();

const newClaim = (registration: string) => ({
  type: 'repair',
  registration,
  make: 'Ford',
  model: 'Fiesta',
  customerName: 'Read Yourwrites',
  customerEmail: 'read@example.com',
  customerPhone: '07700 900123',
  postcode: 'SW1A 1AA',
  damageDescription: 'Rear bumper',
  incidentDate: '2026-11-20',
});

describe('identical lists asked for together', () => {
  it('answer them all alike', async () => {
    const token = await api.http.login('client@fixline.test');
    const answers = await Promise.all(
      Array.from({ length: 24 }, () => api.http.get<TClaimSummary[]>('/api/claims?sortOrder=desc', { token })),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const bodies = new Set(answers.map((answer) => JSON.stringify(answer.body)));
    expect(bodies.size).toBe(1);
  });

  it('still show every caller its own new claim at once, while the same list is being read by others', async () => {
    const token = await api.http.login('client@fixline.test');
    const colleague = await api.http.login('client.admin@fixline.test');
    const path = '/api/claims?sortOrder=desc&pageSize=5';
    let reading = true;
    // The same page, asked for over and over by others of the organisation (and the caller) meanwhile.
    const others = Array.from({ length: 6 }, async (_, i) => {
      while (reading) await api.http.get(path, { token: i % 2 ? token : colleague });
    });
    try {
      for (let round = 0; round < 8; round += 1) {
        const registration = `RY${round}6WRT`;
        const created = await api.http.post<{ id: string }>('/api/claims', { token, body: newClaim(registration) });
        expect(created.status).toBe(201);
        const list = await api.http.get<TClaimSummary[]>(path, { token });
        expect(list.body.map((claim) => claim.id)).toContain(created.body.id);
      }
    } finally {
      reading = false;
      await Promise.all(others);
    }
  });
});
