import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import pino from 'pino';

/**
 * Query parameters that carry credentials: the socket's and invitation links' `token`, the storage's
 * `signature`, an S3 address's `X-Amz-Signature` and `X-Amz-Credential`, anything named like a secret.
 */
const SECRET_QUERY = /([?&][^=&#]*(?:token|secret|signature|password|credential)[^=&#]*=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

/**
 * Request logs never carry a token, a password or a secret link: the authorization header is
 * redacted and credential query parameters are masked before the URL is written.
 */
export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  const pretty = !stream && process.stdout.isTTY && level !== 'silent';
  return {
    level,
    stream: stream ?? (pretty ? undefined : gatheredStdout()),
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
    serializers: {
      req: (request) => ({ method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }),
    },
    ...(pretty ? { transport: { target: 'pino-pretty' } } : {}),
  };
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

/** One line per request, written when it is answered (method, path, status, time), instead of Fastify's two. */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
