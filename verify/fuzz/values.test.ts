import { FIRST_DAY_YEAR, PLANNED_DAY_YEARS, yearsDatePattern } from '@fixline/domain';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundaryValue, extraKeyAtAnyDepth, movingDateEdges } from './boundary-values.ts';
import { invalidValue } from './invalid-values.ts';
import type { JsonSchema } from './openapi.ts';
import { validValue } from './valid-values.ts';

const ajv = new Ajv2020({ strict: false });
addFormats(ajv);

/** Schemas with the keywords the API's OpenAPI document uses (zod 4's JSON Schema output). */
const SCHEMAS: Record<string, JsonSchema> = {
  'bounded text': { type: 'string', minLength: 1, maxLength: 12 },
  pattern: { type: 'string', maxLength: 20, pattern: '^\\+?[\\d\\s()-]{7,20}$' },
  uuid: { type: 'string', format: 'uuid' },
  date: { type: 'string', format: 'date' },
  'date-time': { type: 'string', format: 'date-time' },
  uri: { type: 'string', maxLength: 2000, format: 'uri' },
  enum: { type: 'string', enum: ['repair', 'assistance', 'other'] },
  integer: { type: 'integer', minimum: 1, maximum: 100_000 },
  'nullable number': { anyOf: [{ type: 'number', minimum: -90, maximum: 90 }, { type: 'null' }] },
  'type list': { type: ['number', 'null'] },
  object: {
    type: 'object',
    properties: {
      type: { type: 'string', enum: ['repair', 'other'] },
      registration: { type: 'string', minLength: 1, maxLength: 12 },
      year: { anyOf: [{ type: 'integer', minimum: 1900, maximum: 2100 }, { type: 'null' }] },
      keys: {
        type: 'object',
        properties: { auth: { type: 'string', minLength: 1, maxLength: 100 } },
        required: ['auth'],
      },
    },
    required: ['type', 'registration'],
    additionalProperties: false,
  },
  array: { type: 'array', items: { type: 'string', format: 'uuid' } },
};

describe('valid values', () => {
  for (const [name, schema] of Object.entries(SCHEMAS)) {
    it(`every generated ${name} passes its schema`, () => {
      const validate = ajv.compile(schema);
      fc.assert(
        fc.property(validValue(schema), (value) => validate(value)),
        { seed: 1, numRuns: 100 },
      );
    }, 30_000); // fc.webUrl is slow on a loaded machine
  }
});

describe('invalid values', () => {
  for (const [name, schema] of Object.entries(SCHEMAS)) {
    it(`almost every mutation of ${name} breaks its schema, and says how`, () => {
      const validate = ajv.compile(schema);
      const mutations = fc.sample(invalidValue(schema, 'field'), { seed: 1, numRuns: 200 });
      const broken = mutations.filter((mutation) => !validate(mutation.value));
      // "Almost": the fuzzer asks ajv before it expects a refusal, so a mutation that stays valid is harmless.
      expect(broken.length / mutations.length).toBeGreaterThan(0.9);
      expect(mutations.every((mutation) => mutation.note.startsWith('field'))).toBe(true);
    });
  }

  it('strings reach 10,000 characters, and NUL and lone surrogates come too', () => {
    const notes = fc.sample(invalidValue(SCHEMAS['bounded text'] as JsonSchema), { seed: 2, numRuns: 500 });
    expect(notes.some((mutation) => typeof mutation.value === 'string' && [...mutation.value].length === 10_000)).toBe(
      true,
    );
    expect(notes.some((mutation) => typeof mutation.value === 'string' && mutation.value.includes('\u0000'))).toBe(
      true,
    );
  });

  it('objects lose required fields and gain ones a caller may not set', () => {
    const notes = fc.sample(invalidValue(SCHEMAS.object as JsonSchema), { seed: 3, numRuns: 500 }).map((m) => m.note);
    expect(notes.some((note) => note === 'type: missing')).toBe(true);
    expect(notes.some((note) => note === 'organisationId: extra field')).toBe(true);
    expect(notes.some((note) => note.startsWith('keys.auth:'))).toBe(true);
  });
});

describe('boundary values (issue 22)', () => {
  const sample = (schema: JsonSchema, seed: number) => {
    const arbitrary = boundaryValue(schema, 'field');
    if (!arbitrary) throw new Error('no boundary family for this schema');
    return fc.sample(arbitrary, { seed, numRuns: 400 });
  };

  it('dates reach years 0000, 0001 and 9999, and timestamps leave PostgreSQL’s range', () => {
    const dates = sample(SCHEMAS.date as JsonSchema, 4).map((b) => b.value);
    for (const edge of ['0000-01-01', '0001-01-01', '9999-12-31']) expect(dates).toContain(edge);
    const stamps = sample(SCHEMAS['date-time'] as JsonSchema, 5);
    expect(stamps.map((b) => b.value)).toContain('294277-01-01T00:00:00Z');
    expect(new Set(stamps.map((b) => b.family))).toEqual(new Set(['timestamps']));
  });

  it('dates reach the edges of the ranges that move with today, either side of each (issue 46)', () => {
    expect(movingDateEdges(new Date('2026-12-02T10:00:00Z'))).toEqual([
      ...['2026-12-01', '2026-12-02', '2026-12-03'],
      ...['2025-12-01', '2025-12-02', '2025-12-03'],
      ...['2027-12-01', '2027-12-02', '2027-12-03'],
      ...['2027-12-31', '2028-01-01'],
    ]);
    // A planned day's schema as the document writes it: format and the years from 1900 to next year.
    const lastYear = new Date().getUTCFullYear() + PLANNED_DAY_YEARS;
    const planned = { type: 'string', format: 'date', pattern: yearsDatePattern(FIRST_DAY_YEAR, lastYear) };
    const dates = new Set(sample(planned as JsonSchema, 6).map((b) => b.value));
    for (const edge of [...movingDateEdges(), '9999-12-31', '1899-12-31', '1900-01-01']) expect(dates).toContain(edge);
    const validate = ajv.compile(planned);
    expect([`${lastYear}-12-31`, `${lastYear + 1}-01-01`, '9999-12-31'].map((d) => validate(d))).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('numbers reach the int4 and int8 limits, and NaN-like text comes too', () => {
    const values = sample(SCHEMAS.integer as JsonSchema, 6).map((b) => b.value);
    for (const edge of [2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 63, 'NaN', 'Infinity', '1e309']) {
      expect(values).toContain(edge);
    }
  });

  it('URLs take every scheme and every internal address form', () => {
    const urls = sample(SCHEMAS.uri as JsonSchema, 7).map((b) => String(b.value));
    for (const form of ['0x7f000001', '2130706433', '[::ffff:127.0.0.1]', '169.254.169.254', '[::1]']) {
      expect(urls.some((url) => url.includes(`//${form}`))).toBe(true);
    }
    for (const scheme of ['https:', 'http:', 'file:', 'gopher:', 'javascript:']) {
      expect(urls.some((url) => url.startsWith(scheme))).toBe(true);
    }
  });

  it('objects get an extra key at every depth, inside arrays too, which their schema refuses', () => {
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        a: {
          type: 'object',
          properties: {
            b: {
              type: 'array',
              items: { type: 'object', properties: { c: { type: 'string' } }, additionalProperties: false },
            },
          },
          additionalProperties: false,
        },
      },
      additionalProperties: false,
    };
    const validate = ajv.compile(schema);
    const extra = fc.sample(extraKeyAtAnyDepth(schema), { seed: 8, numRuns: 300 });
    const depths = new Set(extra.map((b) => /at depth (\d)/.exec(b.note)?.[1]));
    expect(depths).toEqual(new Set(['0', '1', '3']));
    expect(extra.every((b) => !validate(b.value))).toBe(true);
  });

  it('free text gets invisible characters, alone and around visible text; a pattern, a format or a list none', () => {
    const texts = sample(SCHEMAS['bounded text'] as JsonSchema, 9);
    expect(new Set(texts.map((b) => b.family))).toEqual(new Set(['invisible text']));
    const values = texts.map((b) => b.value);
    for (const edge of ['\u200B', '\u202A\u202B\u202C\u202D\u202E', '\u200BSam\u200D']) expect(values).toContain(edge);
    for (const other of ['pattern', 'enum', 'uuid']) {
      const families = fc.sample(boundaryValue(SCHEMAS[other] as JsonSchema) ?? fc.constant(undefined), 50);
      expect(
        families.every((b) => b?.family !== 'invisible text'),
        other,
      ).toBe(true);
    }
  });
});
