import { ZDriverLink, ZDriverLinkParams, ZDriverLinkRequest, ZDriverLinkResent, ZIdParams, z } from '@fixline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { actorOf } from '../../auth/actor.ts';
import { bearer, errorResponses } from '../../http/route-schemas.ts';
import { issueStaffDriverLink, listDriverLinks, resendDriverLink, revokeDriverLink } from './manage-driver-links.ts';

const tags = ['driver links'];

/**
 * Staff see, copy, issue, revoke and resend a claim's driver links: super admins, and the claim's own
 * client staff with ReadClaims (findStaffClaim); anyone else gets 404 for the claim. A payment link
 * on a claim whose driver owes nothing is refused (409).
 */
export function driverLinkRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const staff = ctx.auth.require({ privileges: ['ReadClaims'] });

    app.get('/api/claims/:id/driver-links', {
      schema: {
        tags,
        summary: 'A claim’s driver links, newest first, with the address of each that still works',
        security: bearer,
        params: ZIdParams,
        response: { 200: z.array(ZDriverLink), ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: staff,
      handler: (request) => listDriverLinks(ctx, actorOf(request), request.params.id),
    });

    app.post('/api/claims/:id/driver-links', {
      schema: {
        tags,
        summary: 'Issue a driver link to one of the claim’s driver pages',
        security: bearer,
        params: ZIdParams,
        body: ZDriverLinkRequest,
        response: { 201: ZDriverLink, ...errorResponses(400, 401, 403, 404, 409) },
      },
      config: { idempotent: true },
      onRequest: staff,
      handler: async (request, reply) =>
        reply
          .status(201)
          .send(await issueStaffDriverLink(ctx, actorOf(request), request.params.id, request.body.purpose)),
    });

    app.post('/api/claims/:id/driver-links/:linkId/revoke', {
      schema: {
        tags,
        summary: 'Revoke a driver link: it stops working at once',
        security: bearer,
        params: ZDriverLinkParams,
        response: { 200: ZDriverLink, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: staff,
      handler: (request) => revokeDriverLink(ctx, actorOf(request), request.params.id, request.params.linkId),
    });

    app.post('/api/claims/:id/driver-links/:linkId/resend', {
      schema: {
        tags,
        summary: 'Mail a working driver link to the claim’s customer again',
        security: bearer,
        params: ZDriverLinkParams,
        response: { 202: ZDriverLinkResent, ...errorResponses(400, 401, 403, 404, 409) },
      },
      config: { idempotent: true },
      onRequest: staff,
      handler: async (request, reply) =>
        reply.status(202).send(await resendDriverLink(ctx, actorOf(request), request.params.id, request.params.linkId)),
    });
  };
}
