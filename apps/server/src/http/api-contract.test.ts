import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

const api = useTestApp();

interface Schema {
  properties?: Record<string, Schema>;
  [keyword: string]: unknown;
}
interface DocumentOperation {
  description?: string;
  parameters?: { in: string; name: string; schema: Schema; example?: unknown }[];
  requestBody?: { content: { 'application/json': { schema: Schema; example?: unknown } } };
  responses: Record<string, { content?: { 'application/json'?: { schema: Schema; example?: unknown } } }>;
}

const ajv = new Ajv2020({ strict: false });
addFormats(ajv);

/**
 * Issue 29: the document says exactly what the API accepts. For each rule the code checks, the field's
 * documented schema accepts what the API accepts and refuses what it refuses (text trimmed first, as the
 * API does: docs/api-contract.md).
 */
describe('the OpenAPI document carries the rules the API checks', () => {
  let paths: Record<string, Record<string, DocumentOperation>>;
  const body = (method: string, path: string) =>
    paths[path]?.[method]?.requestBody?.content['application/json'].schema as Schema;
  const query = (method: string, path: string, name: string) =>
    paths[path]?.[method]?.parameters?.find((parameter) => parameter.name === name)?.schema as Schema;
  const accepts = (schema: Schema | undefined, value: unknown) => {
    if (!schema) throw new Error('no such schema in the document');
    return ajv.validate(schema, typeof value === 'string' ? value.trim() : value);
  };

  it('loads', async () => {
    paths = (await api.http.get<{ paths: typeof paths }>('/api/docs/json')).body.paths;
    expect(Object.keys(paths).length).toBeGreaterThan(40);
  });

  it('plates, postcodes, years, emails, dates and phones of a claim body', () => {
    for (const [method, path] of [
      ['post', '/api/claims'],
      ['put', '/api/claims/{id}'],
      ['post', '/api/claims/fnol'],
    ] as const) {
      const fields = body(method, path).properties ?? {};
      const table: [string, unknown[], unknown[]][] = [
        ['registration', ['AB12CDE', 'ab12 cde', 'AB-12-CDE', 'A1'], ['!!', 'A', 'AB12CDEFG', 'AB 12 CD ÉF']],
        ['postcode', ['SW1A 1AA', 'sw1a1aa', 'M1 1AE', '', null], ['nowhere', '12345', 'SW1A 1AAA']],
        ['year', [1900, 2020, '2019', ' 2019 ', '', null], [1899, 3000, 'old', '1850', 20.5]],
        ['customerEmail', ['a@b.test', ' A@B.test ', '', null], ['x@', 'not an email']],
        ['customerPhone', ['07700 900123', '+44 7700 900123', '', null], ['call me', '123']],
        // The FNOL form's incident date is required; the claim forms' may be left blank.
        ['incidentDate', path.endsWith('fnol') ? ['2024-02-29'] : ['2024-02-29', '', null], ['2024-02-30', '24-01-01']],
      ];
      const wrong = table.flatMap(([field, good, bad]) => [
        ...good
          .filter((value) => !accepts(fields[field], value))
          .map((value) => `${field} refuses ${JSON.stringify(value)}`),
        ...bad
          .filter((value) => accepts(fields[field], value))
          .map((value) => `${field} accepts ${JSON.stringify(value)}`),
      ]);
      expect({ path, wrong }).toEqual({ path, wrong: [] });
    }
  });

  it('the claim lists’ plate filter, emails of invitations and feedback, and upload signing’s isThumbnail', () => {
    for (const path of ['/api/claims', '/api/claims/raised-issues']) {
      const plate = query('get', path, 'plateNumber');
      for (const value of ['ab12', 'AB12 CDE', 'KM70-XYZ'])
        expect({ path, value, ok: accepts(plate, value) }).toMatchObject({ ok: true });
      for (const value of ['AB12CDEFG', 'AB12!', ''])
        expect({ path, value, ok: accepts(plate, value) }).toMatchObject({ ok: false });
    }
    for (const path of ['/api/claims', '/api/claims/raised-issues']) {
      const phone = query('get', path, 'phoneNumber');
      const good = ['07700 900123', '+44 7700 900123', '+44 (0) 7700 900123', '1234567', '123456789012345'];
      const bad = ['123456', '1234567890123456', '44 12345', '+440 12345', 'no digits'];
      const wrong = [
        ...good.filter((value) => !accepts(phone, value)).map((value) => `refuses ${value}`),
        ...bad.filter((value) => accepts(phone, value)).map((value) => `accepts ${value}`),
      ];
      expect({ path, wrong }).toEqual({ path, wrong: [] });
    }
    for (const path of ['/api/users/invite', '/api/feedback']) {
      expect(body('post', path).properties?.email).toMatchObject({ format: 'email' });
    }
    for (const path of ['/api/images/auth/sign-s3', '/api/images/noauth/sign-s3']) {
      expect(query('get', path, 'isThumbnail')).toMatchObject({ enum: expect.arrayContaining(['true', 'false']) });
      expect(query('get', path, 'format')).toMatchObject({ enum: expect.arrayContaining(['image/jpeg', 'video/mp4']) });
    }
  });

  it('the claim lists’ label filters say their limits: at most 20 names of at most 40 characters', () => {
    for (const path of ['/api/claims', '/api/claims/raised-issues']) {
      for (const name of ['labels', 'excludeLabels']) {
        const parameter = paths[path]?.get?.parameters?.find((p) => p.name === name) as
          | { description?: string; schema?: { description?: string } }
          | undefined;
        expect(parameter?.description ?? parameter?.schema?.description).toBe(
          'Label names separated by commas: at most 20, each at most 40 characters.',
        );
      }
    }
  });

  it('a rule across fields in the description and in a documented 400 example', () => {
    const fnol = paths['/api/claims/fnol']?.post;
    expect(fnol?.description).toContain('customerPhone');
    // Swagger writes the schema's example as the answer's media-type example.
    expect(fnol?.responses['400']?.content?.['application/json']?.example).toEqual({
      message: 'The request is not valid',
      errors: ['customerPhone: Please provide a phone number or an email address'],
    });
  });

  it('an example for every request body and parameter, each of which its own schema accepts (issue 29)', () => {
    const problems: string[] = [];
    const coerce = new Ajv2020({ strict: false, coerceTypes: true });
    addFormats(coerce);
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        for (const parameter of operation.parameters ?? []) {
          if (parameter.example === undefined) problems.push(`${where} ${parameter.name}: no example`);
          // Path and query values are text: "12" is the integer 12 there, as it is for the server.
          else if (!coerce.validate(parameter.schema, parameter.example))
            problems.push(`${where} ${parameter.name}: ${JSON.stringify(parameter.example)} breaks its schema`);
        }
        const json = operation.requestBody?.content['application/json'];
        if (!json) continue;
        if (json.example === undefined) problems.push(`${where} body: no example`);
        else if (!ajv.validate(json.schema, json.example))
          problems.push(`${where} body: ${JSON.stringify(json.example)} breaks its schema: ${ajv.errorsText()}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
