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

  it('answers a known path called with another method 405, with the methods it takes in Allow (issue 29)', async () => {
    const table = routeTable(api.app.app);
    const concrete = (url: string) => url.replace(/:[^/]+/g, '00000000-0000-4000-8000-000000000001').replace('*', 'x');
    // Patterns that meet at one concrete path (`/api/claims/:id` and `/api/claims/:claimId`) serve it together.
    const byPath = new Map<string, Set<string>>();
    for (const { method, url } of table) {
      byPath.set(concrete(url), new Set([...(byPath.get(concrete(url)) ?? []), method]));
    }
    let checked = 0;
    for (const [path, served] of byPath) {
      // Another route may serve the concrete path with that method (`/api/claims/count` beside `/api/claims/:id`).
      for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((m) => !served.has(m))) {
        const answer = await api.http.call(method, path, method === 'GET' ? {} : { body: {} });
        if (answer.status !== 405) {
          expect({ method, path, status: answer.status }).not.toMatchObject({ status: 404 });
          continue;
        }
        checked++;
        // Allow names every method a route serves at this path; a parameter may make it more (`/api/claims/fnol`
        // is also `/api/claims/:id`), never the method refused.
        const allow = answer.headers.get('allow')?.split(', ') ?? [];
        expect({
          method,
          path,
          missing: [...served].filter((m) => !allow.includes(m)),
          refused: allow.includes(method),
        }).toEqual({
          method,
          path,
          missing: [],
          refused: false,
        });
        expect(answer.body).toEqual({ message: `${method} is not allowed on ${path}; it takes ${allow.join(', ')}` });
      }
    }
    expect(checked).toBeGreaterThan(150);
  });

  it('keeps an unknown path 404', async () => {
    const answer = await api.http.call('DELETE', '/api/no-such-route');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('allow')).toBeNull();
  });
});
