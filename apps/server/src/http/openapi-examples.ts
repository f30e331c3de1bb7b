import { randomUUID } from 'node:crypto';
import { demoClaimId } from '../demo/seed-demo-claims.ts';
import { openDayAhead } from '../modules/garages/bank-holidays.ts';

/** The part of a JSON Schema the examples are made from. */
interface Schema {
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  default?: unknown;
  examples?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
}

interface Parameter {
  name: string;
  in: string;
  schema?: Schema;
  example?: unknown;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema; example?: unknown }> };
}

/** The document as @fastify/swagger hands it over: only what is read here is typed. */
export interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation>>;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/**
 * Values by field name, from the demo data (README's accounts, Northwind's FNOL code, the demo's plates and
 * places): what a newcomer pressing "Try it out" in Swagger UI sends. Dates are from today on, which the
 * dates the API refuses as gone by (a bid's) need; an incident date is in the past; a repair day is one
 * the demo's garages are open (a weekday, not a bank holiday: decision 0084).
 */
const BY_NAME: Record<string, unknown> = {
  email: 'client@fixline.test',
  customerEmail: 'dana.driver@example.com',
  password: 'Correct-horse-battery-9',
  currentPassword: 'Correct-horse-battery-9',
  newPassword: 'Another-horse-battery-7',
  fnolCode: 'NORTHWIND',
  registration: 'MA21BOD',
  plate: 'MA21BOD',
  plateNumber: 'MA21BOD',
  postcode: 'LS1 4AP',
  customerPhone: '07700 900123',
  phone: '0113 496 0000',
  phoneNumber: '07700900123',
  customerName: 'Dana Driver',
  name: 'Acme Motors Leeds',
  make: 'Ford',
  model: 'Focus',
  colour: 'Blue',
  year: 2019,
  latitude: 53.7965,
  longitude: -1.5478,
  incidentDate: day(-2),
  earliestStartDate: day(2),
  validUntil: day(30),
  date: openDayAhead(3),
  requestedSpecificDate: openDayAhead(3),
  pickupDates: [openDayAhead(3)],
  damageDescription: 'Rear bumper cracked in a car park.',
  comment: 'Photos of the damage are on the claim.',
  reason: 'The first repairer cannot take the work this week.',
  amount: 45_000,
  cost: 120_000,
  costRepairer: 100_000,
  repairDays: 3,
  serviceRadiusKm: 40,
  url: 'https://hooks.example.com/fixline',
  endpoint: 'https://fcm.googleapis.com/fcm/send/demo-subscription',
  reference: 'FX-000001',
  contentType: 'image/jpeg',
  s3Key: 'claims/demo/front.jpg',
  previousKey: 'claims/demo/front.jpg',
  // One key per server start: "Try it out" twice replays the first answer, as a retry should.
  'idempotency-key': randomUUID(),
};

/** Where a field's name means another thing (a label's colour, not a car's): by the pattern it must match. */
const BY_PATTERN: Record<string, string> = {
  '^#[0-9a-fA-F]{6}$': '#1e88e5',
};

/** The demo's value for this field, if it has one that the field's pattern takes. */
function demoValue(schema: Schema, name: string): unknown {
  if (schema.pattern && schema.pattern in BY_PATTERN) return BY_PATTERN[schema.pattern];
  if (!(name in BY_NAME)) return undefined;
  const value = BY_NAME[name];
  return schema.pattern && typeof value === 'string' && !new RegExp(schema.pattern, 'u').test(value)
    ? undefined
    : value;
}

/** Ids in a path: a demo claim's for the claims' routes, where the demo's ids are fixed. */
function idFor(path: string): string {
  return path.startsWith('/api/claims') || path.startsWith('/api/marketplace/claims')
    ? demoClaimId(0)
    : '00000000-0000-4000-8000-00000000a001';
}

/** A value of the schema: its own example, default or first choice, else a value made from its kind. */
function exampleOf(schema: Schema | undefined, name: string, path: string): unknown {
  if (!schema) return undefined;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum.find((value) => value !== null) ?? schema.enum[0];
  const branch = (schema.anyOf ?? schema.oneOf)?.find((option) => option.type !== 'null');
  if (branch) return exampleOf(branch, name, path);
  if (schema.allOf?.[0]) return exampleOf(schema.allOf[0], name, path);
  const demo = demoValue(schema, name);
  if (demo !== undefined) return demo;
  if (schema.default !== undefined) return schema.default;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return objectOf(schema, path);
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => exampleOf(schema.items, name, path));
    case 'integer':
    case 'number':
      return numberOf(schema);
    case 'boolean':
      return false;
    default:
      return textOf(schema, name, path);
  }
}

/** The required fields, and the optional ones the demo has a value for: a body that reads as a real one. */
function objectOf(schema: Schema, path: string): Record<string, unknown> {
  const required = new Set(schema.required ?? []);
  const example: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    if (required.has(key) || key in BY_NAME) example[key] = exampleOf(property, key, path);
  }
  return example;
}

function numberOf(schema: Schema): number {
  const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
  return Math.min(Math.max(low, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
}

function textOf(schema: Schema, name: string, path: string): string {
  switch (schema.format) {
    case 'uuid':
      return idFor(path);
    case 'date':
      return day(1);
    case 'date-time':
      return new Date().toISOString();
    case 'email':
      return 'client@fixline.test';
    case 'uri':
      return 'https://fixline.example/home';
  }
  const words = `Example ${name}`.slice(0, schema.maxLength ?? 60);
  return words.length >= (schema.minLength ?? 0) ? words : words.padEnd(schema.minLength ?? 0, 'x');
}

/**
 * Issue 29: an example for every request body and parameter, so that Swagger UI's "Try it out" sends
 * something real. A route's own example stays; the rest are made from the schema and the demo's values
 * above. The API contract test holds each example to its schema.
 */
export function withExamples<T extends object>(document: T): T {
  for (const [path, operations] of Object.entries((document as OpenApiDocument).paths ?? {})) {
    for (const operation of Object.values(operations)) {
      for (const parameter of operation.parameters ?? []) {
        if (parameter.example === undefined) {
          const value = exampleOf(parameter.schema, parameter.name, path);
          parameter.example = parameter.in === 'path' || parameter.in === 'query' ? asText(value) : value;
        }
      }
      const json = operation.requestBody?.content?.['application/json'];
      if (json && json.example === undefined) json.example = exampleOf(json.schema, '', path);
    }
  }
  return document;
}

/** Path and query values travel as text. */
const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
