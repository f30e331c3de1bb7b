import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { caseArbitrary } from './case-arbitrary.ts';
import type { FuzzCase } from './fuzz-case.ts';
import type { Operation } from './openapi.ts';
import { ERROR_BODY, operationRules } from './operation-rules.ts';

/** An operation as operationsOf reads it from the document: PUT /api/claims/{id}, secured, a JSON body. */
const operation: Operation = {
  key: 'PUT /api/claims/{id}',
  method: 'PUT',
  path: '/api/claims/{id}',
  pathParameters: [{ name: 'id', required: true, schema: { type: 'string', format: 'uuid' } }],
  queryParameters: [{ name: 'page', required: false, schema: { type: 'integer', minimum: 1 } }],
  body: {
    required: true,
    schema: {
      type: 'object',
      properties: { version: { type: 'integer', minimum: 1 } },
      required: ['version'],
      additionalProperties: false,
    },
  },
  responses: new Map([
    [
      200,
      {
        schema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
        contentTypes: ['application/json'],
      },
    ],
    [204, { schema: undefined, contentTypes: [] }],
    [400, { schema: ERROR_BODY, contentTypes: ['application/json'] }],
  ]),
  secured: true,
};
const rules = operationRules(operation);
const json = 'application/json; charset=utf-8';

const aCase = (parts: Partial<FuzzCase>): FuzzCase => ({
  operation: operation.key,
  kind: 'valid',
  note: '',
  actor: 'superadmin@fixline.test',
  path: { id: '00000000-0000-4000-8000-000000000001' },
  query: {},
  body: { json: { version: 1 } },
  address: '10.0.0.1',
  ...parts,
});

describe('requests checked against the document', () => {
  it('take text as the API does, trimmed: a value valid once trimmed is no refusal (docs/api-contract.md)', () => {
    const emails = operationRules({
      ...operation,
      body: {
        required: true,
        schema: { type: 'object', properties: { email: { type: 'string', format: 'email' } }, required: ['email'] },
      },
    });
    expect(emails.requestProblems(aCase({ body: { json: { email: ' a@b.test\n' } } }))).toEqual([]);
    expect(emails.requestProblems(aCase({ body: { json: { email: 'a b@c' } } }))).toEqual([
      'body /email must match format "email"',
    ]);
  });

  it('call positive data only what the document surely accepts: as sent, once trimmed, and across fields', () => {
    const named = operationRules({
      ...operation,
      body: {
        required: true,
        schema: { type: 'object', properties: { name: { type: 'string', minLength: 1 } }, required: ['name'] },
      },
    });
    expect(named.accepts(aCase({ body: { json: { name: 'Acme' } } }))).toBe(true);
    // ' ' is valid as sent, but the API checks '' (trimmed), which the document refuses.
    expect(named.accepts(aCase({ body: { json: { name: ' ' } } }))).toBe(false);
    expect(named.requestProblems(aCase({ body: { json: { name: ' ' } } }))).toEqual([]);
    // The API reads people's text without invisible characters (issue 46): only those are blank.
    expect(named.accepts(aCase({ body: { json: { name: '\u200B\u202E\u0001' } } }))).toBe(false);
    expect(named.accepts(aCase({ body: { json: { name: '\u200BAcme\u202E' } } }))).toBe(true);

    const garages = operationRules({
      ...operation,
      key: 'POST /api/garages',
      body: { required: true, schema: { type: 'object', properties: { latitude: { type: 'number' } } } },
    });
    // Half a point breaks the rule across fields that the operation's description states.
    expect(garages.accepts(aCase({ operation: 'POST /api/garages', body: { json: { latitude: 51 } } }))).toBe(false);
    expect(garages.accepts(aCase({ operation: 'POST /api/garages', body: { json: {} } }))).toBe(true);
  });

  it('read JSON after a byte-order mark as JSON (RFC 8259 §8.1), and anything else sent as JSON as not JSON', () => {
    const bom = aCase({
      kind: 'malformed-json',
      body: { raw: '\ufeff{"version":1}', contentType: 'application/json' },
    });
    expect(rules.requestProblems(bom)).toEqual([]);
    const truncated = aCase({ kind: 'malformed-json', body: { raw: '{"version":', contentType: 'application/json' } });
    expect(rules.requestProblems(truncated)).toEqual(['the body is not JSON sent as application/json']);
  });

  it('refuse an extra key at any depth, whatever the schema says', () => {
    const problems = rules.requestProblems(
      aCase({ kind: 'boundary-body', family: 'nested extra keys', body: { json: { version: 1 } } }),
    );
    expect(problems).toContain('an extra key, which every body refuses at every depth');
  });
});

describe('answers checked against the document', () => {
  it('accept a documented status whose body conforms', () => {
    expect(rules.answerProblems(200, json, { id: 'x' }, '{"id":"x"}')).toEqual([]);
    expect(rules.answerProblems(204, '', '', '')).toEqual([]);
    expect(rules.answerProblems(400, json, { message: 'No', errors: ['a: b'] }, '…')).toEqual([]);
  });

  it('refuse a 5xx, an undocumented status, a body off its schema, an error without { message }', () => {
    expect(rules.answerProblems(500, json, { message: 'x' }, '…')).toEqual([
      'server error 500',
      'status 500 is not documented (documented: 200, 204, 400)',
    ]);
    expect(rules.answerProblems(200, json, { name: 'x' }, '…')[0]).toMatch(/^body breaks its schema/);
    expect(rules.answerProblems(200, 'text/html', '<p>', '<p>')).toEqual(['content type text/html, not JSON']);
    expect(rules.answerProblems(204, '', 'x', 'x')).toEqual(['status 204 is documented without a body, but one came']);
    expect(rules.answerProblems(400, json, { error: 'Bad Request' }, '…')).toContain(
      'an error answer that is not { message, errors? }',
    );
  });
});

describe('requests checked against the document', () => {
  it('find nothing wrong with a valid request, query values read as text', () => {
    expect(rules.requestProblems(aCase({ query: { page: '3' } }))).toEqual([]);
  });

  it('judge path and query values as the app receives them: a lone surrogate arrives as U+FFFD', () => {
    expect(rules.requestProblems(aCase({ query: { page: '1', note: '\ud800' } }))).toEqual([]);
    expect(rules.requestProblems(aCase({ query: { note: '\u0000' } }))).toContain(
      'text with NUL or a lone surrogate, which every route refuses',
    );
  });

  it('name what is wrong with each part', () => {
    expect(rules.requestProblems(aCase({ path: { id: 'nope' } }))[0]).toMatch(/^path/);
    expect(rules.requestProblems(aCase({ query: { page: '1.5' } }))[0]).toMatch(/^query/);
    expect(rules.requestProblems(aCase({ body: { json: { version: 1, status: 'paid' } } }))[0]).toMatch(/^body/);
    expect(rules.requestProblems(aCase({ body: undefined }))).toEqual(['the body is missing']);
    expect(rules.requestProblems(aCase({ body: { raw: '{}', contentType: 'text/plain' } }))).toEqual([
      'the body is not JSON sent as application/json',
    ]);
    expect(rules.requestProblems(aCase({ body: { json: { version: 1, note: 'a\u0000' } } }))).toContain(
      'text with NUL or a lone surrogate, which every route refuses',
    );
  });
});

describe('cases generated for an operation', () => {
  const cases = fc.sample(
    caseArbitrary(operation, { actors: ['superadmin@fixline.test', 'client@fixline.test'], knownId: () => undefined }),
    { seed: 4, numRuns: 1000 },
  );

  it('come in every kind the operation allows', () => {
    const kinds = new Set(cases.map((fuzzCase) => fuzzCase.kind));
    expect([...kinds].sort()).toEqual([
      'bad-token',
      'boundary-body',
      'boundary-path',
      'boundary-query',
      'invalid-body',
      'invalid-path',
      'invalid-query',
      'malformed-json',
      'no-token',
      'oversized-body',
      'valid',
      'wrong-content-type',
    ]);
  });

  it('send no token in the token cases, and a path value that reaches the route in every case', () => {
    for (const fuzzCase of cases.filter((c) => c.kind === 'no-token' || c.kind === 'bad-token')) {
      expect(fuzzCase.actor).toBeNull();
    }
    for (const fuzzCase of cases) expect(['', '.', '..']).not.toContain(fuzzCase.path.id);
  });

  it('are mostly valid where they claim to be', () => {
    const valid = cases.filter((fuzzCase) => fuzzCase.kind === 'valid');
    const clean = valid.filter((fuzzCase) => rules.requestProblems(fuzzCase).length === 0);
    expect(clean.length / valid.length).toBeGreaterThan(0.9);
  });
});
