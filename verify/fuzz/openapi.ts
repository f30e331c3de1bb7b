/**
 * The part of an OpenAPI 3.1 document the fuzzer reads: every operation with its parameters, JSON body,
 * documented answers and whether it needs the bearer token. Read from GET /api/docs/json of the running
 * app, so a route added tomorrow is fuzzed without anyone listing it.
 */

/** A JSON Schema (draft 2020-12, as OpenAPI 3.1 has it); the fuzzer reads the keywords the API's schemas use. */
export interface JsonSchema {
  type?: JsonType | JsonType[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
}
export type JsonType = 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'object' | 'array';

interface DocumentParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface DocumentOperation {
  parameters?: DocumentParameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
  security?: unknown[];
}
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, DocumentOperation>>;
}

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** A documented answer: its JSON schema, or none (an empty answer such as 204, or a file). */
export interface DocumentedResponse {
  schema: JsonSchema | undefined;
  /** The content types the document gives; empty means no body. */
  contentTypes: string[];
}

export interface Operation {
  /** "POST /api/claims/{id}/comment": names the operation in reports and regression files. */
  key: string;
  method: string;
  /** The path template of the document, `{name}` for each path parameter. */
  path: string;
  pathParameters: Parameter[];
  queryParameters: Parameter[];
  /** The JSON body's schema; absent when the operation takes no body. */
  body: { schema: JsonSchema; required: boolean } | undefined;
  responses: Map<number, DocumentedResponse>;
  /** Needs a bearer token: the operations with `security` in the document. */
  secured: boolean;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

export function operationsOf(document: OpenApiDocument): Operation[] {
  if (!document.openapi.startsWith('3.1')) throw new Error(`Expected an OpenAPI 3.1 document, got ${document.openapi}`);
  const operations: Operation[] = [];
  for (const [path, byMethod] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(byMethod)) {
      if (!METHODS.has(method)) continue;
      const parameters = operation.parameters ?? [];
      const of = (where: DocumentParameter['in']) =>
        parameters
          .filter((parameter) => parameter.in === where)
          .map((parameter) => ({
            name: parameter.name,
            required: where === 'path' || parameter.required === true,
            schema: parameter.schema,
          }));
      const json = operation.requestBody?.content['application/json']?.schema;
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParameters: of('path'),
        queryParameters: of('query'),
        body: json ? { schema: json, required: operation.requestBody?.required === true } : undefined,
        responses: new Map(
          Object.entries(operation.responses).map(([status, response]) => {
            const content = response.content ?? {};
            const schema = content['application/json']?.schema;
            return [Number(status), { schema, contentTypes: Object.keys(content) }];
          }),
        ),
        secured: (operation.security?.length ?? 0) > 0,
      });
    }
  }
  return operations;
}
