import { ERROR_MESSAGES, VALIDATION_MESSAGES } from '@fixline/domain';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error.ts';

/** A surrogate code unit without its pair: JSON's "\ud800" parses to one, and it is not Unicode text. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Text PostgreSQL cannot store: the NUL character (text columns refuse it) and lone surrogates (jsonb
 * refuses them; text would silently turn them into U+FFFD). Either one reaching a query failed there
 * as a 500. Refused here, for every route's path, query and body before its schema, one line per field.
 */
export async function refuseUnstorableText(request: FastifyRequest): Promise<void> {
  const errors = [request.params, request.query, request.body].flatMap(unstorableFields);
  if (errors.length) throw new HttpError(400, ERROR_MESSAGES.invalidRequest, errors);
}

function problemOf(text: string): string | undefined {
  if (text.includes('\u0000')) return VALIDATION_MESSAGES.nulCharacter;
  if (LONE_SURROGATE.test(text)) return VALIDATION_MESSAGES.notUnicode;
  return undefined;
}

/** Walks the value breadth-first without recursion: a body may be 10,000 arrays deep. */
function unstorableFields(root: unknown): string[] {
  const errors: string[] = [];
  const queue: [unknown, string][] = [[root, '']];
  const check = (text: string, path: string) => {
    const problem = problemOf(text);
    if (problem) errors.push(`${path || 'request'}: ${problem}`);
  };
  for (let next = 0; next < queue.length; next++) {
    const [value, path] = queue[next] as [unknown, string];
    if (typeof value === 'string') check(value, path);
    // A body taken as bytes (the garages' CSV) is the route's to decode and check: walked as an object,
    // an 8 MB file was 8 million keys, each checked and queued, for 20 seconds (issue 46, finding 8).
    if (!value || typeof value !== 'object' || ArrayBuffer.isView(value)) continue;
    for (const [key, item] of Object.entries(value)) {
      const inner = path ? `${path}.${key}` : key;
      check(key, inner);
      queue.push([item, inner]);
    }
  }
  return errors;
}
