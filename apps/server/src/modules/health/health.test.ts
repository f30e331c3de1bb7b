import { CLAIM_ACTIONS, ROUTED_CLAIM_ACTIONS } from '@fixline/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { VERSION } from '../../version.ts';

const api = useTestApp();

describe('GET /api/health', () => {
  it('reports the database and the version', async () => {
    const answer = await api.http.get('/api/health');
    expect(answer).toMatchObject({ status: 200, body: { status: 'ok', database: 'ok', version: VERSION } });
  });
});

describe('when the database ends connections', () => {
  it('keeps serving: idle connections the server closed are replaced, not fatal', async () => {
    await Promise.all([api.http.get('/api/health'), api.http.get('/api/health'), api.http.get('/api/health')]);
    await sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()
    `.execute(api.app.db);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const answers = await Promise.all([api.http.get('/api/health'), api.http.get('/api/health')]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
  });
});

describe('the OpenAPI document', () => {
  it('is generated from the routes’ zod schemas and lists every user route', async () => {
    const answer = await api.http.get<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(
      '/api/docs/json',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.openapi).toBe('3.1.0');
    const operations = Object.entries(answer.body.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'POST /api/users/login',
        'GET /api/users/current',
        'GET /api/users',
        'GET /api/users/all',
        'POST /api/users/logout',
        'PUT /api/users/password',
        'PUT /api/users/password-required/{id}',
        'PUT /api/users/disable/{id}',
        'PUT /api/users/enable/{id}',
        'POST /api/users/register',
        'POST /api/users/invite',
        'POST /api/feedback',
        'GET /api/health',
        'POST /api/claims',
        'POST /api/claims/fnol',
        'GET /api/claims/{id}',
        'PUT /api/claims/{id}',
        'DELETE /api/claims/{id}',
        'POST /api/claims/{id}/comment',
        'DELETE /api/comments/{id}',
        'GET /api/organisations',
      ]),
    );
    // Every action of the domain's workflow table is documented, with the path the table gives it.
    for (const { method, path } of ROUTED_CLAIM_ACTIONS.map((a) => CLAIM_ACTIONS[a].http)) {
      expect(operations).toContain(`${method} ${path.replace(/:(\w+)/g, '{$1}')}`);
    }
    const login = answer.body.paths['/api/users/login']?.post as {
      requestBody: unknown;
      responses: Record<string, unknown>;
    };
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '401', '429']));
  });

  it('serves the interactive docs page', async () => {
    const answer = await api.http.get('/api/docs/');
    expect(answer.status).toBe(200);
    expect(String(answer.body)).toContain('swagger');
  });
});
