import { cleanHumanText, hasVisibleText } from '@fixline/domain';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { crossFieldProblem } from './cross-field-rules.ts';
import { type FuzzCase, urlValues } from './fuzz-case.ts';
import type { JsonSchema, Operation, Parameter } from './openapi.ts';

/** The document's schemas as OpenAPI 3.1 means them: JSON Schema draft 2020-12, formats checked. */
function newAjv(coerceTypes: boolean): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: false, coerceTypes });
  addFormats(ajv);
  return ajv;
}
const exact = newAjv(false);
// Path and query values arrive as text; "12" is an integer there, as it is for the server.
const fromText = newAjv(true);

export const ERROR_BODY: JsonSchema = {
  type: 'object',
  properties: { message: { type: 'string' }, errors: { type: 'array', items: { type: 'string' } } },
  required: ['message'],
  additionalProperties: false,
};
const errorBody = exact.compile(ERROR_BODY);

/** What the document says about one operation, compiled once: is a request valid, is an answer documented. */
export interface OperationRules {
  /** Why the document refuses this request's path, query or body; empty when it accepts them. */
  requestProblems(fuzzCase: FuzzCase): string[];
  /**
   * Whether the document surely accepts the request: as sent, once trimmed (the API checks trimmed
   * text, passwords aside), once cleaned as people's text is (invisible characters gone, nothing visible
   * left as blank: issue 46), and by the rules across its fields that descriptions carry
   * (cross-field-rules.ts). Such a request must never be answered 400 (issue 29's positive data).
   */
  accepts(fuzzCase: FuzzCase): boolean;
  /** Why this answer breaks the document; empty when it is a documented status with a conforming body. */
  answerProblems(status: number, contentType: string, body: unknown, text: string): string[];
}

export function operationRules(operation: Operation): OperationRules {
  const path = parametersValidator(operation.pathParameters);
  const query = parametersValidator(operation.queryParameters);
  const body = operation.body ? exact.compile(operation.body.schema) : undefined;
  const responses = new Map(
    [...operation.responses].map(([status, response]) => [
      status,
      { ...response, validate: response.schema ? exact.compile(response.schema) : undefined },
    ]),
  );

  return {
    requestProblems(fuzzCase) {
      const problems: string[] = [];
      const received = { path: urlValues(fuzzCase.path), query: urlValues(fuzzCase.query) };
      if (refuses(path, received.path)) problems.push(`path ${describeErrors(path)}`);
      if (refuses(query, received.query)) problems.push(`query ${describeErrors(query)}`);
      const sent = withoutByteOrderMark(fuzzCase.body);
      if (sent && 'raw' in sent) problems.push('the body is not JSON sent as application/json');
      else if (operation.body) {
        if (!sent && operation.body.required) problems.push('the body is missing');
        if (sent && body && refuses(body, sent.json)) problems.push(`body ${describeErrors(body)}`);
      }
      if (hasUnstorableText([received.path, received.query, sent && 'json' in sent ? sent.json : undefined])) {
        problems.push('text with NUL or a lone surrogate, which every route refuses');
      }
      // Every body is strict at every depth (CODE_STYLE, issue 22 §6), whatever the document's schema says.
      if (fuzzCase.family === 'nested extra keys' && fuzzCase.kind === 'boundary-body') {
        problems.push('an extra key, which every body refuses at every depth');
      }
      return problems;
    },

    accepts(fuzzCase) {
      if (this.requestProblems(fuzzCase).length > 0) return false;
      const received = { path: urlValues(fuzzCase.path), query: urlValues(fuzzCase.query) };
      const sent = fuzzCase.body && 'json' in fuzzCase.body ? fuzzCase.body.json : undefined;
      const acceptedAs = (read: (value: unknown) => unknown) =>
        path(read(received.path)) && query(read(received.query)) && (!body || sent === undefined || body(read(sent)));
      return (
        acceptedAs(trimmed) &&
        acceptedAs(cleaned) &&
        crossFieldProblem(operation.key, { ...received, body: sent }) === null
      );
    },

    answerProblems(status, contentType, parsed, text) {
      const documented = responses.get(status);
      const problems: string[] = [];
      if (status >= 500) problems.push(`server error ${status}`);
      if (!documented) {
        problems.push(`status ${status} is not documented (documented: ${[...responses.keys()].join(', ')})`);
      } else if (documented.contentTypes.length === 0) {
        if (text !== '') problems.push(`status ${status} is documented without a body, but one came`);
      } else if (documented.validate) {
        if (!contentType.startsWith('application/json')) problems.push(`content type ${contentType}, not JSON`);
        else if (!documented.validate(parsed))
          problems.push(`body breaks its schema: ${describeErrors(documented.validate)}`);
      }
      if (status >= 400 && !errorBody(parsed)) problems.push('an error answer that is not { message, errors? }');
      return problems;
    },
  };
}

/**
 * Whether the document refuses a value under the API's rules of the road (docs/api-contract.md): text
 * is trimmed before it is checked, so a value refused as sent but valid once trimmed is not a refusal
 * (' a@b.test' is an email). The errors left for the report are those of the value as sent.
 */
function refuses(validate: ValidateFunction, value: unknown): boolean {
  if (validate(value)) return false;
  const errors = validate.errors;
  const refusedTrimmed = !validate(trimmed(value));
  validate.errors = errors;
  return refusedTrimmed;
}

/** The value with every string in it trimmed, keys kept as they are. */
const trimmed = (value: unknown): unknown => withStrings(value, (text) => text.trim());

/** The value with every string in it as the API reads a person's text (packages/domain human-text.ts). */
const cleaned = (value: unknown): unknown =>
  withStrings(value, (text) => {
    const kept = cleanHumanText(text, { multiline: true });
    return hasVisibleText(kept) ? kept : '';
  });

/** A copy of the value with `change` applied to every string in it, keys kept as they are. */
function withStrings(value: unknown, change: (text: string) => string): unknown {
  if (typeof value === 'string') return change(value);
  if (Array.isArray(value)) return value.map((inner) => withStrings(inner, change));
  if (value && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      const changed = withStrings(inner, change);
      Object.defineProperty(copy, key, { value: changed, enumerable: true, writable: true, configurable: true });
    }
    return copy;
  }
  return value;
}

function parametersValidator(parameters: Parameter[]): ValidateFunction {
  return fromText.compile({
    type: 'object',
    properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema])),
    required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  });
}

function describeErrors(validate: ValidateFunction): string {
  const error = validate.errors?.[0];
  if (!error) return 'is invalid';
  return `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`;
}

/** NUL and lone surrogates: PostgreSQL cannot store them, so the API refuses them in any field (a rule of the whole API). */
function hasUnstorableText(root: unknown): boolean {
  const pending = [root];
  while (pending.length) {
    const value = pending.pop();
    if (typeof value === 'string' && (value.includes('\u0000') || /\p{Cs}/u.test(value))) return true;
    if (value && typeof value === 'object') pending.push(...Object.keys(value), ...Object.values(value));
  }
  return false;
}

/**
 * JSON after a byte-order mark is JSON: RFC 8259 §8.1 lets a parser ignore the mark, and the API's does
 * (docs/api-contract.md). Any other text stays as it was sent.
 */
function withoutByteOrderMark(body: FuzzCase['body']): FuzzCase['body'] {
  if (!body || !('raw' in body) || body.contentType !== 'application/json' || !body.raw.startsWith('\ufeff'))
    return body;
  try {
    return { json: JSON.parse(body.raw.slice(1)) };
  } catch {
    return body;
  }
}
