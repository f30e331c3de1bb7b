import { ERROR_MESSAGES } from '@fixline/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

const api = useTestApp();

/** Every failure is `{ message, errors? }` JSON with a 4xx status: no stack, no HTML, no 5xx. */
function expectErrorBody(answer: { status: number; body: unknown; headers: Headers }, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  const body = answer.body as Record<string, unknown>;
  expect(typeof body.message).toBe('string');
  expect(Object.keys(body).every((k) => k === 'message' || k === 'errors')).toBe(true);
  expect(JSON.stringify(body)).not.toMatch(/at .+\.ts:\d+|node_modules/);
}

describe('bad input gets a clear 4xx and loses nothing', () => {
  it('malformed JSON', async () => {
    const answer = await api.http.post('/api/users/login', {
      raw: '{"email": "a@b.test", "password": ',
      headers: { 'content-type': 'application/json' },
    });
    expectErrorBody(answer, 400);
    expect(answer.body).toEqual({ message: 'The request body is not valid JSON' });
  });

  it('a __proto__ or constructor.prototype key: refused with a message that says so, the JSON being valid (issue 29)', async () => {
    for (const raw of [
      '{"email":"a@b.test","password":"x","__proto__":{"isAdmin":true}}',
      '{"email":"a@b.test","password":"x","nested":{"constructor":{"prototype":{"isAdmin":true}}}}',
    ]) {
      const answer = await api.http.post('/api/users/login', { raw, headers: { 'content-type': 'application/json' } });
      expectErrorBody(answer, 400);
      expect(answer.body).toEqual({ message: ERROR_MESSAGES.forbiddenKey });
    }
    // A constructor key without a prototype inside is just a field the body does not take.
    const plain = await api.http.post('/api/feedback', {
      raw: '{"email":"a@b.test","feedback":"x","url":"http://localhost:3000/","browserData":{"name":"a","version":"1"},"constructor":1}',
      headers: { 'content-type': 'application/json' },
    });
    expect(plain.body).toEqual({
      message: ERROR_MESSAGES.invalidRequest,
      errors: ['body: Not a field that can be set here: constructor'],
    });
  });

  it('a wrong content type', async () => {
    const answer = await api.http.post('/api/users/login', { raw: 'email=a', headers: { 'content-type': 'text/csv' } });
    expectErrorBody(answer, 415);
  });

  it('missing and wrong-typed fields, one line per field', async () => {
    const answer = await api.http.post('/api/feedback', {
      body: { email: 42, feedback: null, url: 'x', browserData: {} },
    });
    expectErrorBody(answer, 400);
    expect((answer.body as { errors: string[] }).errors).toEqual([
      'email: This field must be text',
      'feedback: This field is required',
      'url: This must be the address of a Fixline page',
      'browserData.name: This field is required',
      'browserData.version: This field is required',
    ]);
  });

  it('over-long strings', async () => {
    const answer = await api.http.post('/api/users/login', { body: { email: 'a'.repeat(300), password: 'x' } });
    expectErrorBody(answer, 400);
    expect((answer.body as { errors: string[] }).errors).toEqual(['email: This field must be at most 254 characters']);
  });

  it('a body over the size limit', async () => {
    const answer = await api.http.post('/api/feedback', {
      raw: `{"x":"${'a'.repeat(1_100_000)}"}`,
      headers: { 'content-type': 'application/json' },
    });
    expectErrorBody(answer, 413);
  });

  it('unknown API routes and wrong methods', async () => {
    expectErrorBody(await api.http.get('/api/nothing-here'), 404);
    // A known path with a method it does not take: 405 with the methods it does (issue 29).
    const wrongMethod = await api.http.call('DELETE', '/api/users/login');
    expectErrorBody(wrongMethod, 405);
    expect(wrongMethod.headers.get('allow')).toBe('POST');
    expectErrorBody(await api.http.get('/api'), 404);
  });

  it('path values the router itself refuses: over its length limit, broken percent-encoding (found by the fuzzer)', async () => {
    const token = await api.http.login('superadmin@fixline.test');
    const long = await api.http.get(`/api/labels/${'x'.repeat(101)}`, { token });
    expectErrorBody(long, 400);
    expect(long.body).toEqual({ message: 'A value in the address is too long' });
    const broken = await api.http.get('/api/labels/%E0%A4%A', { token });
    expectErrorBody(broken, 400);
    expect(broken.body).toEqual({ message: 'The address is not valid' });
  });

  it('JSON 10,000 arrays deep (found by the fuzzer)', async () => {
    const answer = await api.http.post('/api/feedback', {
      raw: `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
      headers: { 'content-type': 'application/json' },
    });
    expectErrorBody(answer, 400);
  });

  it('a JSON array or string where an object belongs', async () => {
    expectErrorBody(await api.http.post('/api/users/login', { body: ['a'] }), 400);
    expectErrorBody(await api.http.post('/api/users/login', { body: 'text' }), 400);
  });

  it('text PostgreSQL cannot store (NUL, lone surrogates) anywhere in the request (found by the fuzzer)', async () => {
    const token = await api.http.login('superadmin@fixline.test');
    const subscribe = await api.http.post('/api/users/subscribe', {
      token,
      body: { browserId: 'a\u0000b', subscription: { endpoint: 'https://a.aa', keys: { p256dh: 'x', auth: 'y' } } },
    });
    expectErrorBody(subscribe, 400);
    expect(subscribe.body).toEqual({
      message: ERROR_MESSAGES.invalidRequest,
      errors: ['browserId: This field cannot contain the NUL character'],
    });
    const comment = await api.http.put('/api/claims/00000000-0000-4000-8000-000000000004/raise-issue', {
      token,
      raw: '{"issueComment": "broken \\ud800 text"}',
      headers: { 'content-type': 'application/json' },
    });
    expectErrorBody(comment, 400);
    expect(comment.body).toMatchObject({ errors: ['issueComment: This field is not valid Unicode text'] });
    const search = await api.http.get(`/api/claims?plateNumber=${encodeURIComponent('AB\u0000')}`, { token });
    expectErrorBody(search, 400);
    expect(search.body).toMatchObject({ errors: ['plateNumber: This field cannot contain the NUL character'] });
  });

  it('a missing token is 401 before the body is even looked at', async () => {
    const answer = await api.http.post('/api/users/invite', {
      raw: 'not json',
      headers: { 'content-type': 'application/json' },
    });
    expectErrorBody(answer, 401);
    expect(answer.body).toEqual({ message: ERROR_MESSAGES.unauthenticated });
  });
});

describe('every answer carries the security headers', () => {
  it('CSP without inline scripts, no framing, no sniffing, and no HSTS over plain HTTP', async () => {
    const answer = await api.http.get('/api/health');
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('strict-transport-security')).toBeNull();
    const error = await api.http.get('/api/nothing-here');
    expect(error.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
