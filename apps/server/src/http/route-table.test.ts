import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { routeTable } from './route-table.ts';

const api = useTestApp();
const entry = (method: string, url: string) =>
  routeTable(api.app.app).find((route) => route.method === method && route.url === url);

describe('the route table', () => {
  it('lists every route with the guard it carries and the answers it documents', () => {
    expect(entry('GET', '/api/claims/stats/:x')).toEqual({
      method: 'GET',
      url: '/api/claims/stats/:x',
      guard: { kind: 'signed-in', privileges: ['ReadClaimsStats'] },
      statuses: [200, 400, 401, 403],
    });
    expect(entry('PUT', '/api/users/password')?.guard).toEqual({ kind: 'signed-in', allowDuringPasswordChange: true });
    expect(entry('POST', '/api/feedback')?.guard).toEqual({ kind: 'optional' });
    expect(entry('GET', '/api/health')?.guard).toEqual({ kind: 'public' });
  });

  it('includes the routes of every plugin, and Fastify’s HEAD twins of GET routes', () => {
    const table = routeTable(api.app.app);
    expect(table.length).toBeGreaterThan(60);
    expect(entry('HEAD', '/api/claims/:id')?.guard).toEqual(entry('GET', '/api/claims/:id')?.guard);
    expect(entry('GET', '/api/docs/json')).toBeDefined();
  });
});
