import {
  CLAIM_FILE_RULE,
  CLAIM_FILE_TYPE_NAMES,
  formatBytes,
  THUMBNAIL,
  ZClaimFileParams,
  ZClaimFileRequest,
  ZClaimFiles,
  ZClaimImage,
  ZFnolClaimFileRequest,
  ZFnolSignUploadQuery,
  ZIdParams,
  ZImageUrl,
  ZImageUrlQuery,
  ZSignedUpload,
  ZSignUploadQuery,
  z,
} from '@fixline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { actorOf } from '../../auth/actor.ts';
import { bearer, errorResponses } from '../../http/route-schemas.ts';
import { deleteClaimFile } from './delete-claim-file.ts';
import type { FilesContext } from './files-context.ts';
import { recordFnolClaimFile, signFnolUpload } from './fnol-uploads.ts';
import { imageUrl, listClaimFiles } from './read-claim-files.ts';
import { recordClaimFile } from './record-claim-file.ts';
import { signUpload } from './sign-upload.ts';

const tags = ['files'];

/**
 * Spec section 7 "Images": the browser asks for a signed address, puts the file
 * straight into object storage, then records it on a claim. Files are photos, PDFs and MP4 videos. A driver
 * who reported a claim without an account does the same with the claim's upload secret.
 */
export function fileRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { auth } = ctx;
    const files = (request: FastifyRequest): FilesContext => ({ ...ctx, log: request.log });
    const readers = auth.require({ privileges: ['ReadImages'], apiKeys: true });
    const uploaders = auth.require({ privileges: ['CreateImage'], apiKeys: true });
    /** The rules across the signing query's fields, which no field's schema can carry (docs/api-contract.md). */
    const SIGN_UPLOAD_RULES =
      `A file needs format, one of ${CLAIM_FILE_TYPE_NAMES.join(', ')}; its size is within its type's limit: ` +
      `${CLAIM_FILE_RULE}. A thumbnail (isThumbnail true) needs previousKey instead of format, and is at most ` +
      `${formatBytes(THUMBNAIL.maxBytes)}. size (bytes) is optional: given, the address takes exactly that body; ` +
      'without it, the limit is enforced by the storage where it can be and when the file is recorded. ' +
      'Otherwise the answer is 400 naming the field.';

    app.get('/api/images/auth/sign-s3', {
      schema: {
        tags,
        summary:
          'Sign an upload: format (content type), or isThumbnail with previousKey (the original’s key); size in bytes optional. ' +
          'PUT the file to signedRequest with the given headers and no Authorization header.',
        description: SIGN_UPLOAD_RULES,
        security: bearer,
        querystring: ZSignUploadQuery,
        response: { 200: ZSignedUpload, ...errorResponses(400, 401, 403, 409, 422) },
      },
      onRequest: uploaders,
      handler: (request) => signUpload(ctx, { userId: actorOf(request).userId }, request.query),
    });

    // The driver's FNOL uploads: no account, the claim's upload secret instead. Public routes, so limited
    // per address like the FNOL report itself; a photo with its thumbnail is two signatures and one record.
    app.get('/api/images/noauth/sign-s3', {
      schema: {
        tags,
        summary:
          'Sign an upload to an FNOL claim without an account: the query of auth/sign-s3 with the upload secret the ' +
          'FNOL report answered (that claim only, until it expires)',
        description: SIGN_UPLOAD_RULES,
        querystring: ZFnolSignUploadQuery,
        response: { 200: ZSignedUpload, ...errorResponses(400, 403, 409, 422, 429) },
      },
      config: { rateLimit: { max: 40, timeWindow: '1 minute' } },
      handler: (request) => signFnolUpload(ctx, request.query),
    });

    app.post('/api/claims/:id/images-fnol', {
      schema: {
        tags,
        summary: 'Record a file uploaded with the FNOL claim’s upload secret (secret plus the image fields)',
        params: ZIdParams,
        body: ZFnolClaimFileRequest,
        response: { 201: ZClaimImage, ...errorResponses(400, 403, 404, 409, 422, 429) },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' }, idempotent: true },
      handler: async (request, reply) => {
        const file = await recordFnolClaimFile(files(request), request.params.id, request.body);
        return reply.status(201).send(file);
      },
    });

    app.post('/api/claims/:id/images', {
      schema: {
        tags,
        summary: 'Record an uploaded file on a claim (an image gets its 320×240 thumbnail)',
        security: bearer,
        params: ZIdParams,
        body: ZClaimFileRequest,
        response: { 201: ZClaimImage, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
      config: { idempotent: true },
      onRequest: uploaders,
      handler: async (request, reply) => {
        const file = await recordClaimFile(files(request), actorOf(request), request.params.id, request.body);
        return reply.status(201).send(file);
      },
    });

    app.get('/api/claims/:id/images', {
      schema: {
        tags,
        summary:
          'The claim’s files, oldest first, with whether each has a thumbnail and may be deleted by the caller ' +
          '(not in the spec’s call list: the galleries read it)',
        security: bearer,
        params: ZIdParams,
        response: { 200: ZClaimFiles, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: readers,
      handler: (request) => listClaimFiles(ctx, actorOf(request), request.params.id),
    });

    app.delete('/api/claims/:id/images/:imageId', {
      schema: {
        tags,
        summary: 'Delete a file of a claim (DeleteImage, or its uploader) with its thumbnail',
        security: bearer,
        params: ZClaimFileParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: auth.require({ privileges: ['CreateImage', 'DeleteImage'] }),
      handler: async (request, reply) => {
        await deleteClaimFile(files(request), actorOf(request), request.params.id, request.params.imageId);
        return reply.status(204).send(null);
      },
    });

    app.get('/api/images/:id', {
      schema: {
        tags,
        summary: 'A short-lived signed address of a file; width ≤ 320 gives its thumbnail when it has one',
        security: bearer,
        params: ZIdParams,
        querystring: ZImageUrlQuery,
        response: { 200: ZImageUrl, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: readers,
      handler: (request) => imageUrl(ctx, actorOf(request), request.params.id, request.query.width),
    });
  };
}
