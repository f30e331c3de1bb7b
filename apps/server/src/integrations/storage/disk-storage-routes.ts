import { createReadStream } from 'node:fs';
import { z } from '@fixline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../http/http-error.ts';
import { errorResponses } from '../../http/route-schemas.ts';
import { DISK_STORAGE_PATH, type DiskStorage } from './disk-storage.ts';

const tags = ['storage'];
const ZSignedQuery = z.object({
  expires: z.string().optional(),
  type: z.string().optional(),
  size: z.string().optional(),
  max: z.string().optional(),
  signature: z.string().optional(),
});
const ZKeyParams = z.object({ '*': z.string() });

/** A stored object's bytes (any content type) in the OpenAPI document; streams are sent as they are, not serialised. */
const objectBytes = (description: string) => ({
  description,
  content: { 'application/octet-stream': { schema: z.unknown().describe('the bytes') } },
});

/**
 * The embedded object storage's own HTTP face, for browsers holding an address the API signed: no
 * Authorization header, the signature in the query is the permission. Only registered when the disk
 * adapter is in use.
 */
export function diskStorageRoutes(storage: DiskStorage) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    // Bodies of any type go to disk as a stream, never parsed nor held in memory, whatever their size
    // (the signed size bounds them, not the JSON body limit).
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null));

    app.put(`${DISK_STORAGE_PATH}/*`, {
      schema: {
        tags,
        summary: 'Upload an object to an address signed by GET /api/images/auth/sign-s3 (embedded storage)',
        params: ZKeyParams,
        querystring: ZSignedQuery,
        response: { 204: z.null(), ...errorResponses(400, 403, 411) },
      },
      handler: async (request, reply) => {
        await storage.receive(request.params['*'], request.query, uploadHeaders(request), request.raw);
        return reply.status(204).send(null);
      },
    });

    app.get(`${DISK_STORAGE_PATH}/*`, {
      schema: {
        tags,
        summary: 'Download an object from a signed address (embedded storage); one byte range is honoured',
        params: ZKeyParams,
        querystring: ZSignedQuery,
        response: {
          200: objectBytes('The object, with the content type it was uploaded with'),
          206: objectBytes('The byte range asked for in the Range header'),
          ...errorResponses(400, 403, 404, 416),
        },
      },
      handler: async (request, reply) => {
        const object = await storage.open(request.params['*'], request.query);
        // Signed addresses expire, so a copy may be kept only as long as one; PDFs may be previewed in our own frames.
        reply
          .type(object.contentType)
          .header('cache-control', 'private, max-age=300')
          .header('accept-ranges', 'bytes')
          .header('x-frame-options', 'SAMEORIGIN')
          .header('content-security-policy', "default-src 'none'; base-uri 'none'; frame-ancestors 'self'");
        const range = byteRange(request.headers.range, object.size);
        if (range === 'unsatisfiable') {
          throw new HttpError(416, 'This range is not in the object', undefined, {
            'content-range': `bytes */${object.size}`,
          });
        }
        if (range) {
          return reply
            .status(206)
            .header('content-range', `bytes ${range.start}-${range.end}/${object.size}`)
            .header('content-length', range.end - range.start + 1)
            .send(createReadStream(object.file, range));
        }
        return reply.header('content-length', object.size).send(createReadStream(object.file));
      },
    });
  };
}

function uploadHeaders(request: FastifyRequest) {
  return { contentType: request.headers['content-type'], contentLength: request.headers['content-length'] };
}

/** One range of `bytes=a-b`, `bytes=a-` or `bytes=-n` (what video players ask for); anything else: the whole object. */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, from = '', to = ''] = match;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
