import { ZIdParams, ZLabel, ZLabelRequest, ZLabels, z } from '@fixline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { actorOf } from '../../auth/actor.ts';
import { bearer, errorResponses } from '../../http/route-schemas.ts';
import { READ_CLAIMS } from '../claims/read-claims.ts';
import { listLabels, readLabel } from './label-queries.ts';
import { createLabel, deleteLabel, updateLabel } from './save-label.ts';

const tags = ['labels'];

/** Labels: every member of staff reads them to filter claims; super admins with SuperAdminLabels manage them. */
export function labelRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { auth, db } = ctx;
    const managers = auth.require({ privileges: ['SuperAdminLabels'] });

    app.get('/api/labels', {
      schema: {
        tags,
        summary: 'Every label, with how many of the caller’s claims carry it',
        security: bearer,
        response: { 200: ZLabels, ...errorResponses(401, 403) },
      },
      onRequest: auth.require({ privileges: [...READ_CLAIMS, 'SuperAdminLabels'] }),
      handler: (request) => listLabels(db, actorOf(request)),
    });

    app.get('/api/labels/:id', {
      schema: {
        tags,
        summary: 'One label',
        security: bearer,
        params: ZIdParams,
        response: { 200: ZLabel, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: managers,
      handler: (request) => readLabel(db, actorOf(request), request.params.id),
    });

    app.post('/api/labels', {
      schema: {
        tags,
        summary: 'Create a label',
        security: bearer,
        body: ZLabelRequest,
        response: { 201: ZLabel, ...errorResponses(400, 401, 403, 409) },
      },
      config: { idempotent: true },
      onRequest: managers,
      handler: async (request, reply) => reply.status(201).send(await createLabel(db, actorOf(request), request.body)),
    });

    app.put('/api/labels/:id', {
      schema: {
        tags,
        summary: 'Change a label; a new name is put on every claim that carried the old one',
        security: bearer,
        params: ZIdParams,
        body: ZLabelRequest,
        response: { 200: ZLabel, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: managers,
      handler: (request) => updateLabel(db, actorOf(request), request.params.id, request.body),
    });

    app.delete('/api/labels/:id', {
      schema: {
        tags,
        summary: 'Delete a label and take it off every claim',
        security: bearer,
        params: ZIdParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: managers,
      handler: async (request, reply) => {
        await deleteLabel(db, request.params.id);
        return reply.status(204).send(null);
      },
    });
  };
}
