import { PLANNED_DAY_YEARS, yearsFrom } from '@fixline/domain';
import fc from 'fast-check';
import { type Mutation, withKey } from './invalid-values.ts';
import type { JsonSchema } from './openapi.ts';
import { typesOf, validValue } from './valid-values.ts';

/**
 * Boundary families (issue 22 "Teach the harness"): for every format and number in the OpenAPI
 * document, the values at the edges of what the layers beneath the schema can hold — PostgreSQL's
 * dates and integers, JavaScript's numbers, URL parsers' hosts — and for every object, an extra key at
 * every depth. Each is a value the review found a 500 or a hole with, or one of its kind. Whether the
 * document accepts a value is ajv's to say (the runner asks it): the API must answer each without a 5xx,
 * refuse what the document refuses, and never store what it cannot give back.
 */
export const BOUNDARY_FAMILIES = [
  'dates',
  'timestamps',
  'numbers',
  'urls',
  'uuids',
  'emails',
  'invisible text',
  'nested extra keys',
] as const;
export type BoundaryFamily = (typeof BOUNDARY_FAMILIES)[number];

export interface Boundary extends Mutation {
  family: BoundaryFamily;
}

/** Years PostgreSQL and JavaScript disagree on (0000, 10000, negative), the schema's own edges, days that do not exist. */
export const BOUNDARY_DATES = [
  '0000-01-01',
  '10000-01-01',
  '-0001-01-01',
  '0001-01-01',
  // The review's (issue 46): a pickup or bid date that was taken.
  '9999-12-31',
  '1899-12-31',
  '1900-01-01',
  '1969-12-31',
  '+002024-01-01',
  '2000-02-29',
  '2001-02-29',
  '2024-04-31',
  '2024-13-01',
  '2024-00-10',
  '2024-1-1',
  '2024-01-01T00:00:00Z',
];

const DAY_MS = 86_400_000;
const dayOn = (day: string, days: number) => new Date(Date.parse(day) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The edges of the date ranges that move with today (issue 46), each with the days either side: today
 * (a bid's first day, an incident's last), a year back (an override's first repair date), a year ahead
 * (the last planned day: pickups, availability, repair and bid dates), and the last day of the years
 * the document names and the first after them. Days either side of each also cover the UK's day
 * against UTC's.
 */
export function movingDateEdges(now: Date = new Date()): string[] {
  const today = now.toISOString().slice(0, 10);
  const lastYear = now.getUTCFullYear() + PLANNED_DAY_YEARS;
  const edges = [today, yearsFrom(today, -PLANNED_DAY_YEARS), yearsFrom(today, PLANNED_DAY_YEARS)];
  return [
    ...new Set([
      ...edges.flatMap((edge) => [dayOn(edge, -1), edge, dayOn(edge, 1)]),
      `${lastYear}-12-31`,
      `${lastYear + 1}-01-01`,
    ]),
  ];
}

/** Timestamps outside PostgreSQL's (4713 BC – 294276 AD) and JavaScript's (±275760) ranges, and leap seconds. */
export const BOUNDARY_TIMESTAMPS = [
  '0000-01-01T00:00:00Z',
  '294277-01-01T00:00:00Z',
  '+275760-09-13T00:00:00.001Z',
  '-271821-04-19T00:00:00Z',
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '1970-01-01T00:00:00+14:00',
  '1969-12-31T23:59:59.999999999Z',
  '2024-02-30T00:00:00Z',
  '2016-12-31T23:59:60Z',
  '2024-06-01T25:00:00Z',
];

const INT4 = 2 ** 31;
/** int4 and int8 edges (int8's as near as a JSON number gets), the edge of exact doubles, and the doubles' own. */
export const BOUNDARY_NUMBERS: readonly number[] = [
  -INT4 - 1,
  -INT4,
  INT4 - 1,
  INT4,
  -(2 ** 63),
  2 ** 63,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  -0,
  0.1 + 0.2,
];

/** Text that some number parser reads as a number (or NaN): what a query value or a sloppy client sends. */
export const NAN_LIKE = [
  'NaN',
  '-NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  '1e3',
  '0x10',
  '0b1',
  '0o7',
  '1_000',
  ' 1',
  '1 ',
  '+1',
  '-0',
  '.5',
  '5.',
  '1,5',
  '١٢',
  '2147483648',
  '9223372036854775808',
  '-9223372036854775809',
  '99999999999999999999999',
  'null',
  'true',
  '',
];

/**
 * Every way a URL can name an internal host: decimal, hex, octal, short IPv4, IPv6, IPv4-mapped, IPv6
 * forms that embed or translate to an internal IPv4 address (IPv4-compatible, IPv4-translated, NAT64,
 * 6to4, Teredo), metadata, local names.
 */
export const INTERNAL_HOSTS = [
  '127.0.0.1',
  '2130706433',
  '0x7f000001',
  '0x7f.0.0.1',
  '0177.0.0.1',
  '127.1',
  '0',
  '0.0.0.0',
  '[::]',
  '[::1]',
  '[0:0:0:0:0:0:0:1]',
  '[::ffff:127.0.0.1]',
  '[::ffff:7f00:1]',
  '[64:ff9b::7f00:1]',
  '[::127.0.0.1]',
  '[::169.254.169.254]',
  '[::10.0.0.1]',
  '[::ffff:0:7f00:1]',
  '[64:ff9b::a9fe:a9fe]',
  '[2002:7f00:1::1]',
  '[2002:a9fe:a9fe::1]',
  '[2001:0:4136:e378:8000:63bf:80ff:fffe]',
  '169.254.169.254',
  '[fd00:ec2::254]',
  '10.0.0.1',
  '172.16.0.1',
  '192.168.1.1',
  '100.64.0.1',
  '[fe80::1]',
  '[fc00::1]',
  'localhost',
  'localhost.',
  'LOCALHOST',
  'metadata.google.internal',
];

/** Schemes a browser, a server or a reader's click would treat differently from https. */
export const URL_SCHEMES = [
  'https',
  'http',
  'javascript',
  'data',
  'file',
  'ftp',
  'gopher',
  'dict',
  'ldap',
  'ws',
  'wss',
  'blob',
  'about',
  'chrome',
  'vbscript',
  'jar',
  'mailto',
];

/** Addresses that need no host to do harm: scripts, inline documents, and a known host spoofed around an internal one. */
const SCRIPT_URLS = [
  'javascript:alert(document.cookie)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'javascript://%0aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'https://fcm.googleapis.com@127.0.0.1/',
  'https://127.0.0.1#@fcm.googleapis.com/',
  'https://127.0.0.1\\@fcm.googleapis.com/',
];

const url = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(...URL_SCHEMES),
      fc.constantFrom(...INTERNAL_HOSTS),
      fc.constantFrom('', ':22', ':5432', ':6379', ':65535'),
      fc.constantFrom('/', '/latest/meta-data/', '/push/1'),
    )
    .map(([scheme, host, port, path]) => `${scheme}://${host}${port}${path}`),
  fc.constantFrom(...SCRIPT_URLS),
);

export const BOUNDARY_UUIDS = [
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  '{00000000-0000-4000-8000-000000000001}',
  '00000000000040008000000000000001',
  'urn:uuid:00000000-0000-4000-8000-000000000001',
];

export const BOUNDARY_EMAILS = [
  'a@b',
  'a@localhost',
  'a@[127.0.0.1]',
  '"a b"@example.test',
  'ünï@exämple.test',
  `${'a'.repeat(64)}@example.test`,
  `${'a'.repeat(65)}@example.test`,
  `a@${'b'.repeat(250)}.test`,
  'a@example.test\n',
  'a@example..test',
];

/**
 * Text of invisible characters only (zero-width, bidi controls, C0 and C1 controls, blank letters), and
 * visible text wrapped in them (issue 46): a free-text field must answer either without a 5xx, and the
 * people's text fields refuse the first kind (packages/domain human-text.ts).
 */
export const BOUNDARY_INVISIBLE_TEXT = [
  '\u200B',
  '\u200B\u200C\u200D',
  '\u2060\uFEFF',
  '\u202A\u202B\u202C\u202D\u202E',
  '\u2066\u2067\u2068\u2069',
  '\u200E\u200F\u061C',
  '\u0001\u001F\u007F',
  '\u0085\u009F',
  ' \u200B\t\u00A0\u3000\n',
  '\u3164\uFFA0',
  '\uFE0F',
  '\u2800',
  '\u200BSam\u200D',
  '\u202Eabc\u202C',
  'a\u2066\u2069b',
  '\uFEFFnote\u0007',
];

/** Half of the time one of the first `edges` values (the years PostgreSQL or JavaScript cannot hold, 9999), else any. */
const edgesFirst = (values: readonly string[], edges: number) =>
  fc.oneof(fc.constantFrom(...values.slice(0, edges)), fc.constantFrom(...values));

const FORMATS: Partial<Record<string, { family: BoundaryFamily; values: fc.Arbitrary<string> }>> = {
  // The edges of today's ranges as often as the fixed ones: each date field meets its own.
  date: {
    family: 'dates',
    values: fc.oneof(edgesFirst(BOUNDARY_DATES, 5), fc.constantFrom(...movingDateEdges())),
  },
  'date-time': { family: 'timestamps', values: edgesFirst(BOUNDARY_TIMESTAMPS, 4) },
  uri: { family: 'urls', values: url },
  uuid: { family: 'uuids', values: fc.constantFrom(...BOUNDARY_UUIDS) },
  email: { family: 'emails', values: fc.constantFrom(...BOUNDARY_EMAILS) },
};

const numbers = fc.oneof(fc.constantFrom(...BOUNDARY_NUMBERS), fc.constantFrom(...NAN_LIKE));

const show = (value: unknown) => {
  const text = typeof value === 'number' && Object.is(value, -0) ? '-0' : (JSON.stringify(value) ?? String(value));
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
};

type ByFamily = Map<BoundaryFamily, fc.Arbitrary<Boundary>[]>;

/**
 * A boundary value somewhere in a value of this schema: at the schema itself when its format or type has
 * a family, or at one property or item deep inside a valid object or array; for objects, also an extra key
 * at any depth. The family is picked first, each as often as the others, so a body with one date among
 * twenty fields has its date tried as often as its numbers. Undefined when nothing in the schema has a family.
 */
export function boundaryValue(schema: JsonSchema, where = ''): fc.Arbitrary<Boundary> | undefined {
  const families = [...boundariesByFamily(schema, where).values()];
  return families.length ? fc.oneof(...families.map((options) => fc.oneof(...options))) : undefined;
}

function boundariesByFamily(schema: JsonSchema, where: string): ByFamily {
  const label = (value: unknown) => `${where || 'value'}: ${show(value)}`;
  const found: ByFamily = new Map();
  const add = (family: BoundaryFamily, option: fc.Arbitrary<Boundary>) =>
    found.set(family, [...(found.get(family) ?? []), option]);
  for (const branch of schema.anyOf ?? schema.oneOf ?? [schema]) {
    const byFormat = branch.format ? FORMATS[branch.format] : undefined;
    if (byFormat) {
      const { family, values } = byFormat;
      add(
        family,
        values.map((value) => ({ value, note: label(value), family })),
      );
    }
    const types = typesOf(branch);
    // Free text: a string with no format, pattern or list of values of its own.
    if (types.includes('string') && !branch.format && !branch.pattern && !branch.enum && branch.const === undefined) {
      add(
        'invisible text',
        fc
          .constantFrom(...BOUNDARY_INVISIBLE_TEXT)
          .map((value) => ({ value, note: label(value), family: 'invisible text' as const })),
      );
    }
    if (types.includes('integer') || types.includes('number')) {
      add(
        'numbers',
        numbers.map((value) => ({ value, note: label(value), family: 'numbers' as const })),
      );
    }
    if (types.includes('object')) {
      // One property at its boundary inside an otherwise valid object; an extra key at any depth.
      const whole = validValue(branch) as fc.Arbitrary<Record<string, unknown>>;
      add('nested extra keys', extraKeyAtAnyDepth(branch, where));
      for (const [key, property] of Object.entries(branch.properties ?? {})) {
        for (const [family, options] of boundariesByFamily(property, where ? `${where}.${key}` : key)) {
          if (family === 'nested extra keys') continue;
          const inner = fc.oneof(...options);
          add(
            family,
            fc.tuple(whole, inner).map(([value, b]) => ({ ...b, value: withKey(value, key, b.value) })),
          );
        }
      }
    }
    if (types.includes('array') && branch.items) {
      for (const [family, options] of boundariesByFamily(branch.items, `${where}[0]`)) {
        add(
          family,
          fc.oneof(...options).map((inner) => ({ ...inner, value: [inner.value] })),
        );
      }
    }
  }
  return found;
}

/** Keys a strict body must refuse wherever they appear, including the ones that trip naive merging. */
const EXTRA_KEYS = ['extra', 'organisationId', 'role', '__proto__', 'constructor', 'prototype', '$where', '😀'];

/**
 * A valid object with one key more in itself or in an object at any depth inside it (an object inside
 * an array included), the objects on the way made present when they are optional.
 */
export function extraKeyAtAnyDepth(schema: JsonSchema, where = ''): fc.Arbitrary<Boundary> {
  const paths = objectPaths(schema);
  return fc
    .tuple(fc.constantFrom(...paths), fc.constantFrom(...EXTRA_KEYS), fc.jsonValue({ maxDepth: 1 }))
    .chain(([path, key, extra]) =>
      valueWithExtraKey(schema, path, key, extra).map((value) => ({
        value,
        note: `${[where || 'body', ...path.map(String)].join('.')}.${key}: extra key at depth ${path.length}`,
        family: 'nested extra keys' as const,
      })),
    );
}

type Step = string | 0;

/** The paths from the schema to every object schema inside it (through properties, items and unions). */
function objectPaths(schema: JsonSchema, path: Step[] = [], depth = 0): Step[][] {
  if (depth > 8) return [];
  const found: Step[][] = [];
  for (const branch of schema.anyOf ?? schema.oneOf ?? [schema]) {
    const types = typesOf(branch);
    if (types.includes('object') || branch.properties) {
      found.push(path);
      for (const [key, property] of Object.entries(branch.properties ?? {})) {
        found.push(...objectPaths(property, [...path, key], depth + 1));
      }
    }
    if (types.includes('array') && branch.items) found.push(...objectPaths(branch.items, [...path, 0], depth + 1));
  }
  return found;
}

/** The branch of a union the next step goes through: the object, the array, or the one with that property. */
function branchFor(schema: JsonSchema, step: Step | undefined): JsonSchema {
  const fits = (branch: JsonSchema) => {
    if (step === undefined) return typesOf(branch).includes('object') || branch.properties !== undefined;
    if (step === 0) return typesOf(branch).includes('array');
    return branch.properties?.[step] !== undefined;
  };
  return (schema.anyOf ?? schema.oneOf ?? [schema]).find(fits) ?? schema;
}

/** A valid value of the schema whose object at `path` carries one more key. */
function valueWithExtraKey(schema: JsonSchema, path: Step[], key: string, extra: unknown): fc.Arbitrary<unknown> {
  const [step, ...rest] = path;
  const branch = branchFor(schema, step);
  if (step === undefined) {
    return (validValue(branch) as fc.Arbitrary<Record<string, unknown>>).map((value) => withKey(value, key, extra));
  }
  if (step === 0) return valueWithExtraKey(branch.items ?? {}, rest, key, extra).map((item) => [item]);
  return fc
    .tuple(
      validValue(branch) as fc.Arbitrary<Record<string, unknown>>,
      valueWithExtraKey(branch.properties?.[step] ?? {}, rest, key, extra),
    )
    .map(([value, inner]) => withKey(value, step, inner));
}
