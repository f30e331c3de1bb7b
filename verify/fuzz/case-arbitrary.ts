import fc from 'fast-check';
import { type Boundary, boundaryValue } from './boundary-values.ts';
import type { CaseBody, CaseKind, FuzzCase } from './fuzz-case.ts';
import { invalidValue, type Mutation } from './invalid-values.ts';
import type { JsonSchema, Operation, Parameter } from './openapi.ts';
import { forgedAuthorization, malformedJson, otherContentType } from './transport-mutations.ts';
import { anyText, hinted, someOf, validValue } from './valid-values.ts';

export interface CaseSources {
  /** Demo accounts to act as, the first (the super admin) most often. */
  actors: readonly string[];
  /** An id the app answered earlier (claims, users, labels …), so path ids reach real objects; n picks one. */
  knownId(n: number): string | undefined;
}

/** The parts of a valid case, each generated from the document. */
interface ValidParts {
  actor: string | null;
  path: Record<string, string>;
  query: Record<string, string>;
  body: CaseBody | undefined;
  address: string;
}

/** Path and query values travel as text; a broken value can be any JSON value written out. */
const asText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));
/** Path segments that would move the request to another route, not reach this one with a bad value. */
const routable = (text: string) => text !== '' && text !== '.' && text !== '..';
/** A URL stays within Node's 16 KiB request head: huge values go in bodies, long ones in URLs. */
const URL_TEXT_MAX = 2_000;

/**
 * Every case the fuzzer may send to one operation: mostly valid requests as each demo actor, then
 * each part broken in turn (path, query, body), bodies sent wrongly (malformed JSON, other content
 * types, over the size limit), and for operations that need a token, none or a forged one.
 */
export function caseArbitrary(operation: Operation, sources: CaseSources): fc.Arbitrary<FuzzCase> {
  const actor = operation.secured
    ? fc.oneof({ arbitrary: fc.constant(sources.actors[0] ?? null), weight: 3 }, fc.constantFrom(...sources.actors))
    : fc.oneof({ arbitrary: fc.constant(null), weight: 3 }, fc.constantFrom(...sources.actors));
  const path = validParameters(operation.pathParameters, sources);
  const query = validParameters(operation.queryParameters, sources);
  const body = operation.body ? validBody(operation.body.schema, operation.body.required) : fc.constant(undefined);
  const base = fc.record({ actor, path, query, body, address: fc.ipV4() });
  /** A valid case with some of its parts replaced (computed from the valid ones when a function). */
  const make = (kind: CaseKind, note: string, parts: Partial<FuzzCase> | ((valid: ValidParts) => Partial<FuzzCase>)) =>
    base.map(
      (valid): FuzzCase => ({
        operation: operation.key,
        kind,
        note,
        ...withoutUndefined(valid),
        ...(typeof parts === 'function' ? parts(valid) : parts),
      }),
    );

  const kinds: fc.WeightedArbitrary<FuzzCase>[] = [{ arbitrary: make('valid', 'valid input', {}), weight: 40 }];
  const broken = (weight: number, arbitrary: fc.Arbitrary<FuzzCase>) => kinds.push({ arbitrary, weight });

  if (operation.pathParameters.length) {
    broken(
      15,
      brokenParameter(operation.pathParameters, 'path').chain(({ name, mutation }) =>
        make('invalid-path', mutation.note, (valid) => ({ path: { ...valid.path, [name]: asText(mutation.value) } })),
      ),
    );
  }
  if (operation.queryParameters.length) {
    broken(
      15,
      brokenQuery(operation.queryParameters).chain((change) =>
        make('invalid-query', change.note, (valid) => ({ query: change.apply(valid.query) })),
      ),
    );
  }
  for (const [where, parameters] of [
    ['path', operation.pathParameters],
    ['query', operation.queryParameters],
  ] as const) {
    const boundary = boundaryParameter(parameters, where);
    if (!boundary) continue;
    broken(
      10,
      boundary.chain(({ name, value, note, family }) =>
        make(`boundary-${where}`, note, (valid) => ({ [where]: { ...valid[where], [name]: value }, family })),
      ),
    );
  }
  const boundaryBody = operation.body && boundaryValue(operation.body.schema, 'body');
  if (boundaryBody) {
    broken(
      20,
      boundaryBody.chain(({ value, note, family }) => make('boundary-body', note, { body: { json: value }, family })),
    );
  }
  if (operation.body) {
    const schema = operation.body.schema;
    broken(
      30,
      invalidValue(schema, 'body').chain((mutation) =>
        make('invalid-body', mutation.note, { body: { json: mutation.value } }),
      ),
    );
    broken(
      10,
      malformedJson.chain(({ raw, note }) =>
        make('malformed-json', note, { body: { raw, contentType: 'application/json' } }),
      ),
    );
    broken(
      10,
      fc.tuple(validValue(schema), otherContentType).chain(([json, contentType]) =>
        make('wrong-content-type', `content type ${contentType ?? 'missing'}`, {
          body: { raw: JSON.stringify(json) ?? 'null', contentType },
        }),
      ),
    );
    broken(
      1,
      make('oversized-body', 'body over 1 MiB', {
        body: { raw: JSON.stringify({ text: 'x'.repeat(1024 * 1024) }), contentType: 'application/json' },
      }),
    );
  }
  if (operation.secured) {
    broken(10, make('no-token', 'no token', { actor: null }));
    broken(
      5,
      forgedAuthorization.chain((authorization) =>
        make('bad-token', `Authorization: ${authorization.slice(0, 40)}`, { actor: null, authorization }),
      ),
    );
  }
  return fc.oneof(...kinds);
}

function withoutUndefined(valid: ValidParts) {
  const { body, ...rest } = valid;
  return body === undefined ? rest : { ...rest, body };
}

function validBody(schema: JsonSchema, required: boolean): fc.Arbitrary<CaseBody | undefined> {
  const json = validValue(schema).map((value): CaseBody => ({ json: value }));
  return required ? json : fc.option(json, { nil: undefined });
}

/** Valid values for a set of parameters, as text; uuids are mostly ids the app has answered, else random ones. */
function validParameters(parameters: Parameter[], sources: CaseSources): fc.Arbitrary<Record<string, string>> {
  return someOf(
    parameters.map(({ name, schema, required }) => ({
      key: name,
      value: parameterValue(name, schema, sources),
      required,
    })),
  ) as fc.Arbitrary<Record<string, string>>;
}

function parameterValue(name: string, schema: JsonSchema, sources: CaseSources): fc.Arbitrary<string> {
  const any = hinted(name, schema).map(asText).filter(routable);
  if (schema.format !== 'uuid') return any;
  // Uniformly any id the app has answered, or one of the latest (biased towards small n): objects just created.
  // Before the app has answered any id, a random one stands in (a filter would wait for ever).
  const known = fc
    .tuple(
      fc.oneof(
        fc.noBias(fc.nat()),
        fc.nat().map((n) => -1 - n),
      ),
      fc.uuid(),
    )
    .map(([n, random]) => sources.knownId(n) ?? random);
  return fc.oneof({ arbitrary: known, weight: 4 }, any);
}

function brokenParameter(parameters: Parameter[], where: string) {
  return fc.constantFrom(...parameters).chain((parameter) =>
    fc
      .oneof(invalidValue(parameter.schema, `${where}.${parameter.name}`), urlTrouble(`${where}.${parameter.name}`))
      .filter((mutation) => routable(asText(mutation.value)) && asText(mutation.value).length <= URL_TEXT_MAX)
      .map((mutation) => ({ name: parameter.name, mutation })),
  );
}

/** One parameter at a boundary of its format or type, as the text it travels as; none when no parameter has a family. */
function boundaryParameter(
  parameters: Parameter[],
  where: string,
): fc.Arbitrary<Boundary & { name: string; value: string }> | undefined {
  const options = parameters.flatMap(({ name, schema }) => {
    const boundary = boundaryValue(schema, `${where}.${name}`);
    return boundary ? [boundary.map((b) => ({ ...b, name, value: asText(b.value) }))] : [];
  });
  if (!options.length) return undefined;
  return fc.oneof(...options).filter(({ value }) => routable(value) && value.length <= URL_TEXT_MAX);
}

/** Text that tests decoding: encoded slashes, NUL, percent signs, very long values, non-ASCII. */
function urlTrouble(where: string): fc.Arbitrary<Mutation> {
  return fc
    .oneof(
      fc.constantFrom(
        'a/b',
        '../../etc/passwd',
        '%',
        '%00',
        '\u0000',
        '😀',
        '\u202eevil',
        ' ',
        "'; drop table claims;--",
      ),
      anyText({ minLength: 1, maxLength: 40 }),
      fc.constant('x'.repeat(URL_TEXT_MAX)),
    )
    .map((value) => ({
      value,
      note: `${where}: ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`,
    }));
}

interface QueryChange {
  note: string;
  apply(query: Record<string, string>): Record<string, string>;
}

function brokenQuery(parameters: Parameter[]): fc.Arbitrary<QueryChange> {
  const changes: fc.Arbitrary<QueryChange>[] = [
    brokenParameter(parameters, 'query').map(({ name, mutation }) => ({
      note: mutation.note,
      apply: (query) => ({ ...query, [name]: asText(mutation.value) }),
    })),
  ];
  const required = parameters.filter((parameter) => parameter.required);
  if (required.length) {
    changes.push(
      fc.constantFrom(...required).map(({ name }) => ({
        note: `query.${name}: missing`,
        apply: (query) => Object.fromEntries(Object.entries(query).filter(([key]) => key !== name)),
      })),
    );
  }
  return fc.oneof(...changes);
}
