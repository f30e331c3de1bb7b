import fc from 'fast-check';
import { FIELD_HINTS } from './field-hints.ts';
import type { JsonSchema, JsonType } from './openapi.ts';

/**
 * Values a JSON Schema accepts, as a fast-check arbitrary. No maintained npm library turns OpenAPI 3.1
 * (draft 2020-12) schemas into fast-check arbitraries (decision 0020), and the API's schemas use a small
 * set of keywords, so this covers those: types and unions, enums, lengths, bounds, patterns, formats,
 * objects with their required keys, arrays. Strings mix plain text with any Unicode: control
 * characters, NUL, emoji, right-to-left text — all valid where a schema does not forbid them.
 */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map(validValue));
  const types = typesOf(schema);
  if (types.length === 0) return fc.jsonValue();
  return fc.oneof(...types.map((type) => valueOfType(schema, type)));
}

export function typesOf(schema: JsonSchema): JsonType[] {
  if (schema.type === undefined) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

function valueOfType(schema: JsonSchema, type: JsonType): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return validString(schema);
    case 'integer':
      return fc.integer({ min: lowerBound(schema, true), max: upperBound(schema, true) });
    case 'number':
      return fc.oneof(
        fc.integer({ min: lowerBound(schema, true), max: upperBound(schema, true) }),
        fc.double({ min: lowerBound(schema, false), max: upperBound(schema, false), noNaN: true }),
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? validValue(schema.items) : fc.jsonValue(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, Math.max(schema.minItems ?? 0, 5)),
      });
    case 'object':
      return validObject(schema);
  }
}

function validObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  return someOf(
    Object.entries(properties).map(([key, value]) => ({ key, value: hinted(key, value), required: required.has(key) })),
  );
}

/** A field's valid values: from its schema, and three times in four from its hint when it has one. */
export function hinted(name: string, schema: JsonSchema): fc.Arbitrary<unknown> {
  const hint = FIELD_HINTS[name];
  return hint
    ? fc.oneof({ arbitrary: hint, weight: 3 }, { arbitrary: validValue(schema), weight: 1 })
    : validValue(schema);
}

const ABSENT = Symbol('absent');

/**
 * An object with every required entry and a few of the optional ones (each left out two times in
 * three): with a dozen optional fields, one strange value among them would otherwise refuse almost
 * every case before it reaches the handler.
 */
export function someOf(entries: { key: string; value: fc.Arbitrary<unknown>; required: boolean }[]) {
  const model = Object.fromEntries(
    entries.map(({ key, value, required }) => [
      key,
      required ? value : fc.oneof({ arbitrary: fc.constant(ABSENT), weight: 2 }, { arbitrary: value, weight: 1 }),
    ]),
  );
  return fc
    .record(model)
    .map((record) => Object.fromEntries(Object.entries(record).filter(([, value]) => value !== ABSENT)));
}

/**
 * Plain ASCII, any printable Unicode, and a mix of the characters that trip text handling: controls,
 * emoji, right-to-left override, combining marks, byte-order mark. No NUL and no lone surrogates:
 * PostgreSQL cannot store them, so the API refuses them (they come as mutations, see invalid-values).
 */
export const anyText = (constraints: { minLength?: number; maxLength?: number } = {}) =>
  fc.oneof(
    fc.string({ ...constraints, unit: 'grapheme-ascii' }),
    fc.string({ ...constraints, unit: 'grapheme' }),
    fc.string({
      ...constraints,
      unit: fc.constantFrom('\u0001', '\u001f', '\u007f', '😀', '\u202e', 'ש', 'é', 'e\u0301', '\ufeff', ' '),
    }),
  );

/** Text PostgreSQL cannot store, which the API refuses with 400 whatever the field's schema says. */
export const unstorableText = fc
  .tuple(fc.string({ maxLength: 10 }), fc.constantFrom('\u0000', '\ud800', '\udfff'), fc.string({ maxLength: 10 }))
  .map(([before, bad, after]) => `${before}${bad}${after}`);

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Math.max(minLength, 64);
  const fits = (text: string) => {
    const length = [...text].length;
    return length >= minLength && length <= maxLength;
  };
  const pattern = schema.pattern === undefined ? undefined : new RegExp(schema.pattern, 'u');
  const byFormat = formatted(schema.format);
  if (byFormat) return byFormat.filter((text) => fits(text) && (!pattern || pattern.test(text)));
  if (pattern) return fc.stringMatching(pattern, { maxLength }).filter(fits);
  // Lengths count code points, as JSON Schema does; a grapheme may be several, so cut to the maximum.
  return anyText({ minLength, maxLength })
    .map((text) => [...text].slice(0, maxLength).join(''))
    .filter(fits);
}

function formatted(format: string | undefined): fc.Arbitrary<string> | undefined {
  switch (format) {
    case 'uuid':
      return fc.uuid();
    case 'date':
      return isoDate.map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return isoDate.map((date) => date.toISOString());
    case 'uri':
      return fc.webUrl();
    case 'email':
      return fc.emailAddress();
    default:
      return undefined;
  }
}

const isoDate = fc.date({ min: new Date('1900-01-01'), max: new Date('2099-12-31'), noInvalidDate: true });

// JSON Schema bounds of the API are inclusive; exclusive ones move by one (integers) or a hair (numbers).
function lowerBound(schema: JsonSchema, integer: boolean): number {
  const floor = integer ? Number.MIN_SAFE_INTEGER : -1e15;
  if (schema.exclusiveMinimum !== undefined) return schema.exclusiveMinimum + (integer ? 1 : 1e-9);
  return Math.max(schema.minimum ?? floor, floor);
}

function upperBound(schema: JsonSchema, integer: boolean): number {
  const ceiling = integer ? Number.MAX_SAFE_INTEGER : 1e15;
  if (schema.exclusiveMaximum !== undefined) return schema.exclusiveMaximum - (integer ? 1 : 1e-9);
  return Math.min(schema.maximum ?? ceiling, ceiling);
}
