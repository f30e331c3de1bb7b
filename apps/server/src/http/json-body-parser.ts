import { ERROR_MESSAGES } from '@fixline/domain';
import { errorCodes, type FastifyInstance } from 'fastify';
import { parse } from 'secure-json-parse';
import { HttpError } from './http-error.ts';

/**
 * JSON bodies as Fastify parses them (secure-json-parse, refusing `__proto__`, and `constructor` with a
 * `prototype` inside, which would reach objects' prototypes through naive merging), but a body refused
 * for such a key says so: the JSON is valid, and "not valid JSON" would send its author looking for a
 * syntax error that is not there (issue 29). Fastify's own parser throws the reason away.
 */
export function parseJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.length === 0) return done(new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY(), undefined);
    try {
      done(null, parse(text, { protoAction: 'error', constructorAction: 'error' }));
    } catch (error) {
      const forbidden = error instanceof SyntaxError && error.message.includes('forbidden prototype property');
      done(
        forbidden ? new HttpError(400, ERROR_MESSAGES.forbiddenKey) : new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(),
        undefined,
      );
    }
  });
}
