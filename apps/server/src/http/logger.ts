import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino from 'pino';

/**
 * Query parameters that carry credentials: the socket's and invitation links' `token`, the storage's
 * `signature`, an S3 address's `X-Amz-Signature` and `X-Amz-Credential`, anything named like a secret.
 */
const SECRET_QUERY = /([?&][^=&#]*(?:token|secret|signature|password|credential)[^=&#]*=)[^&#]*/gi;

/**
 * A driver link's token wherever it sits in an address, path or query: `<uuid>.<43 base64url>`
 * (modules/driver-links/driver-link-token.ts). Drivers' pages and their API carry it in the path.
 */
const DRIVER_LINK_TOKEN = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[\w-]{43}/gi;

export function redactUrl(url: string): string {
  // Most addresses have no query and no dot: they skip the expressions (they run for every request's line).
  const masked = url.includes('.') ? url.replace(DRIVER_LINK_TOKEN, '[redacted]') : url;
  return masked.includes('?') ? masked.replace(SECRET_QUERY, '$1[redacted]') : masked;
}

/** What a log says of a request: its method, its address with credentials masked, and who sent it. */
function requestFields(request: Pick<FastifyRequest, 'method' | 'url' | 'ip'>) {
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
}

export interface Loggers {
  /** The app's logger: every object logged through it has its credential fields masked. */
  logger: FastifyBaseLogger;
  /** The request lines' logger, writing to the same place without the masking (see OneLinePerRequest). */
  requestLines: pino.Logger;
}

/**
 * Logs never carry a token, a password or a secret link: credential query parameters are masked
 * before a URL is written, requests are written as the few fields picked here, and any object logged
 * has its credential fields masked.
 */
export function createLoggers(level: string, stream?: { write(line: string): void }): Loggers {
  const pretty = !stream && process.stdout.isTTY && level !== 'silent';
  const destination = stream ?? (pretty ? pino.transport({ target: 'pino-pretty' }) : gatheredStdout());
  const options: pino.LoggerOptions = {
    level,
    serializers: {
      req: requestFields,
    },
  };
  const logger = pino(
    {
      ...options,
      // Belt and braces: fields that would hold a credential if anyone ever logged such an object.
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          '*.password',
          '*.currentPassword',
          '*.newPassword',
          '*.token',
          '*.jwtSecret',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
  return { logger, requestLines: pino(options, destination) };
}

/**
 * Standard output for a pipe or a file (a container's log): lines gathered into writes of up to 4 KiB
 * rather than one write per request through the thread pool, and written out at least every second so a
 * quiet server's lines are not held back. pino writes what is left when the process exits; a SIGKILL
 * loses at most the last second's lines.
 */
function gatheredStdout() {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => destination.flush(), 1000).unref();
  return destination;
}

/**
 * One line per request, written when it is answered, instead of Fastify's two. Its fields are values
 * picked here, never an object from elsewhere, so it is written without the masking: pino masks by
 * walking every path of every field of a line (strings too), which cost a cached claim read about a
 * tenth of its time under load. A failed request's line carries its error, and is masked.
 */
export class OneLinePerRequest extends LogController {
  constructor(readonly requestLines: pino.Logger) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      reqId: request.id,
      ...requestFields(request),
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else this.requestLines.info(line, 'request completed');
  }
}
