import fc from 'fast-check';
import type { JsonSchema, JsonType } from './openapi.ts';
import { anyText, typesOf, unstorableText, validValue } from './valid-values.ts';

/** A value meant to break its schema, and what was done to it, for the report ("customerName: 10,000 characters"). */
export interface Mutation {
  value: unknown;
  note: string;
}

/**
 * Values a JSON Schema should refuse: wrong types, strings too long (up to 10,000 characters) or too
 * short, text that breaks a pattern, format or enum, numbers out of range, fractions for integers,
 * huge and negative numbers, objects missing a required key or carrying one more (organisationId,
 * role, __proto__ …), one property broken deep inside a valid object. "Meant to": the fuzzer asks ajv
 * whether a mutation really is invalid before it expects the API to refuse it.
 */
export function invalidValue(schema: JsonSchema, where = ''): fc.Arbitrary<Mutation> {
  const label = (note: string) => (where ? `${where}: ${note}` : note);
  const mutations: fc.Arbitrary<Mutation>[] = [
    wrongType(schema).map((value) => ({ value, note: label(describe(value)) })),
  ];
  const union = schema.anyOf ?? schema.oneOf;
  const branches = union ?? [schema];
  for (const branch of branches) {
    for (const type of typesOf(branch)) {
      if (type === 'string') mutations.push(badString(branch).map(({ value, note }) => ({ value, note: label(note) })));
      const number = (type === 'integer' || type === 'number') && badNumber(branch, type);
      if (number) mutations.push(number.map((value) => ({ value, note: label(`number ${value}`) })));
      if (type === 'object') mutations.push(badObject(branch, where));
      if (type === 'array' && branch.items) {
        const items = branch.items;
        mutations.push(invalidValue(items, `${where}[0]`).map((inner) => ({ value: [inner.value], note: inner.note })));
      }
    }
  }
  if (schema.enum) {
    mutations.push(
      anyText({ maxLength: 40 })
        .filter((text) => !schema.enum?.includes(text))
        .map((value) => ({ value, note: label(`not one of the enum: ${JSON.stringify(value)}`) })),
    );
  }
  return fc.oneof(...mutations);
}

const SAMPLES: Record<JsonType, fc.Arbitrary<unknown>> = {
  string: anyText({ maxLength: 20 }),
  number: fc.constantFrom(-1, 0.5, 1e308, -1e308, 2 ** 53 + 2),
  integer: fc.constantFrom(0, -1, 2_147_483_648, Number.MAX_SAFE_INTEGER),
  boolean: fc.boolean(),
  null: fc.constant(null),
  object: fc.constantFrom({}, { nested: { deeper: [1, 2, 3] } }),
  array: fc.constantFrom([], ['a', 1, null]),
};

/** A value of a JSON type the schema does not allow (a fraction for an integer is badNumber's). */
function wrongType(schema: JsonSchema): fc.Arbitrary<unknown> {
  const allowed = new Set((schema.anyOf ?? schema.oneOf ?? [schema]).flatMap(typesOf));
  if (allowed.has('integer') || allowed.has('number')) {
    allowed.add('number');
    allowed.add('integer');
  }
  const others = (Object.keys(SAMPLES) as JsonType[]).filter((type) => !allowed.has(type));
  const candidates = others.length ? others : (['object'] as JsonType[]);
  return fc.constantFrom(...candidates).chain((type) => SAMPLES[type]);
}

function describe(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return `wrong type ${text.length > 40 ? `${text.slice(0, 40)}…` : text}`;
}

/** Strings that start and end with a letter: a server that trims input must still find them too long. */
const longText = (length: number) =>
  fc
    .tuple(anyText({ minLength: length, maxLength: length }), fc.constantFrom('x', 'é', '😀'))
    .map(([middle, edge]) => `${edge}${[...middle].slice(0, Math.max(0, length - 2)).join('')}${edge}`);

function badString(schema: JsonSchema): fc.Arbitrary<Mutation> {
  const options: fc.Arbitrary<Mutation>[] = [
    longText(10_000).map((value) => ({ value, note: '10,000-character string' })),
    unstorableText.map((value) => ({ value, note: `NUL or a lone surrogate: ${JSON.stringify(value)}` })),
  ];
  if (schema.maxLength !== undefined) {
    const over = schema.maxLength + 1;
    options.push(longText(Math.max(over, 2)).map((value) => ({ value, note: `${over} characters (max ${over - 1})` })));
  }
  if ((schema.minLength ?? 0) > 0) options.push(fc.constant({ value: '', note: 'empty string' }));
  const pattern = schema.pattern === undefined ? undefined : new RegExp(schema.pattern, 'u');
  if (pattern || schema.format) {
    options.push(
      anyText({ maxLength: Math.min(schema.maxLength ?? 40, 40) })
        .filter((text) => !pattern?.test(text))
        .map((value) => ({ value, note: `not a ${schema.format ?? 'pattern match'}: ${JSON.stringify(value)}` })),
    );
  }
  return fc.oneof(...options);
}

/** Numbers past the bounds (huge, negative, just over) and fractions for integers; none for a number without bounds. */
function badNumber(schema: JsonSchema, type: 'integer' | 'number'): fc.Arbitrary<number> | undefined {
  const { minimum = -Infinity, maximum = Infinity } = schema;
  const outside = [-1, 0, -1e308, 1e308, 2 ** 53 + 2, -(2 ** 31) - 1, minimum - 1, maximum + 1].filter(
    (value) => Number.isFinite(value) && (value < minimum || value > maximum),
  );
  const options: fc.Arbitrary<number>[] = outside.length ? [fc.constantFrom(...outside)] : [];
  if (type === 'integer') options.push(fc.integer({ min: -1e6, max: 1e6 }).map((n) => n + 0.5));
  return options.length ? fc.oneof(...options) : undefined;
}

/** Keys a body might try to set that it should not, and keys that trip naive JSON handling. */
const EXTRA_KEYS = ['organisationId', 'role', 'privileges', 'status', 'cost', 'id', '__proto__', 'constructor', '😀'];

function badObject(schema: JsonSchema, where: string): fc.Arbitrary<Mutation> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  const required = (schema.required ?? []).filter((key) => key in properties);
  const whole = validValue(schema) as fc.Arbitrary<Record<string, unknown>>;
  const at = (key: string) => (where ? `${where}.${key}` : key);
  const options: fc.Arbitrary<Mutation>[] = [
    fc.tuple(whole, fc.constantFrom(...EXTRA_KEYS), fc.jsonValue({ maxDepth: 1 })).map(([value, key, extra]) => ({
      value: withKey(value, key, extra),
      note: `${at(key)}: extra field`,
    })),
  ];
  if (required.length) {
    options.push(
      fc.tuple(whole, fc.constantFrom(...required)).map(([value, key]) => {
        const { [key]: _dropped, ...rest } = value;
        return { value: rest, note: `${at(key)}: missing` };
      }),
    );
  }
  if (keys.length) {
    options.push(
      fc
        .constantFrom(...keys)
        .chain((key) =>
          fc
            .tuple(whole, invalidValue(properties[key] as JsonSchema, at(key)))
            .map(([value, inner]) => ({ value: withKey(value, key, inner.value), note: inner.note })),
        ),
    );
  }
  return fc.oneof(...options);
}

/** Sets a key as an own property, even `__proto__` (an object literal would change the prototype instead). */
export function withKey(value: Record<string, unknown>, key: string, extra: unknown): Record<string, unknown> {
  const copy = { ...value };
  Object.defineProperty(copy, key, { value: extra, enumerable: true, writable: true, configurable: true });
  return copy;
}
