import { ZIdParams, ZPagination, ZSentMail, ZSentMailPage, z } from '@fixline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/http-error.ts';
import { bearer, errorResponses } from '../../http/route-schemas.ts';
import { createMailPreviews, MAIL_PREVIEW_POLICY } from './mail-preview.ts';
import { listSentMail, readSentMail, readSentMailHtml } from './sent-mail-queries.ts';

const ZPreviewQuery = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().min(1).max(100),
});

const tags = ['mail'];

/**
 * The outbox every mail is recorded in, for super admins (the Sent mail page): what went out or would
 * have, to whom, and how its delivery went.
 */
export function sentMailRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { auth, db } = ctx;
    const superAdmins = auth.require({ privileges: ['SuperAdminAccessAllUsers'] });
    const previews = await createMailPreviews(db);

    app.get('/api/mail', {
      schema: {
        tags,
        summary: 'Every mail sent or queued, newest first',
        security: bearer,
        querystring: ZPagination,
        response: { 200: ZSentMailPage, ...errorResponses(400, 401, 403) },
      },
      onRequest: superAdmins,
      handler: (request) => listSentMail(db, request.query),
    });

    app.get('/api/mail/:id', {
      schema: {
        tags,
        summary: 'One mail with its text and HTML parts',
        security: bearer,
        params: ZIdParams,
        response: { 200: ZSentMail, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: superAdmins,
      handler: async (request) => ({
        ...(await readSentMail(db, request.params.id)),
        htmlUrl: previews.pathFor(request.params.id),
      }),
    });

    // A frame cannot send the bearer token: the signed address, handed out by the route above, is the permission.
    app.get('/api/mail/:id/html', {
      schema: {
        tags,
        summary: 'A mail’s HTML part, on its own, for the Sent mail page’s sandboxed frame (signed address)',
        params: ZIdParams,
        querystring: ZPreviewQuery,
        response: { 200: z.string(), ...errorResponses(400, 404) },
      },
      handler: async (request, reply) => {
        const { expires, signature } = request.query;
        if (!previews.matches(request.params.id, expires, signature)) throw notFound('Mail not found');
        const html = await readSentMailHtml(db, request.params.id);
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'private, no-store')
          .header('x-frame-options', 'SAMEORIGIN')
          .header('content-security-policy', MAIL_PREVIEW_POLICY)
          .send(html);
      },
    });
  };
}
