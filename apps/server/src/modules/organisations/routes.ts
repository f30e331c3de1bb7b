import {
  ORGANISATION_MESSAGES,
  ZCapabilitiesRequest,
  ZFnolCodeAnswer,
  ZIdParams,
  ZOrganisation,
  ZOrganisationCreateRequest,
  ZOrganisationDirectoryQuery,
  ZOrganisationListItem,
  ZOrganisationListQuery,
  ZOrganisationSettings,
  ZOrganisationSummary,
  ZOrganisationUpdateRequest,
  z,
} from '@fixline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { actorOf } from '../../auth/actor.ts';
import { notFound } from '../../http/http-error.ts';
import { bearer, errorResponses } from '../../http/route-schemas.ts';
import { createOrganisation } from './create-organisation.ts';
import { readFnolCode, rotateFnolCode } from './fnol-code.ts';
import { listOrganisationDirectory } from './list-organisation-directory.ts';
import { listOrganisations } from './list-organisations.ts';
import { organisationsReached, reaches, readsOrganisation } from './organisation-policy.ts';
import { readOrganisationOr404 } from './organisation-queries.ts';
import { setCapabilities, updateOrganisation, updateSettings } from './update-organisation.ts';

const tags = ['organisations'];
const oneOrganisation = { tags, security: bearer, params: ZIdParams };

export function organisationRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { auth, db } = ctx;

    app.get('/api/organisations', {
      schema: {
        tags,
        summary: 'Organisations the caller may pick: all for super admins, otherwise their own',
        security: bearer,
        querystring: ZOrganisationListQuery,
        response: { 200: z.array(ZOrganisationSummary), ...errorResponses(400, 401, 403) },
      },
      onRequest: auth.require(),
      handler: (request) => listOrganisations(db, actorOf(request), request.query.type),
    });

    app.get('/api/organisations/directory', {
      schema: {
        tags,
        summary: 'Organisations with their people counted, by name: all for super admins, otherwise one’s own',
        security: bearer,
        querystring: ZOrganisationDirectoryQuery,
        response: { 200: z.array(ZOrganisationListItem), ...errorResponses(400, 401, 403) },
      },
      onRequest: auth.require({ privileges: readsOrganisation }),
      handler: (request) => listOrganisationDirectory(db, actorOf(request), request.query),
    });

    app.post('/api/organisations', {
      schema: {
        tags,
        summary: 'Create an organisation; a client gets its FNOL code',
        security: bearer,
        body: ZOrganisationCreateRequest,
        response: { 201: ZOrganisation, ...errorResponses(400, 401, 403, 409) },
      },
      config: { idempotent: true },
      onRequest: auth.require({ privileges: ['CreateOrganisation'] }),
      handler: async (request, reply) => reply.status(201).send(await createOrganisation(db, request.body)),
    });

    app.get('/api/organisations/:id', {
      schema: {
        ...oneOrganisation,
        summary: 'One organisation: details, capabilities, settings and members',
        response: { 200: ZOrganisation, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: auth.require({ privileges: readsOrganisation }),
      handler: (request) => {
        if (!reaches(organisationsReached(actorOf(request), readsOrganisation), request.params.id)) {
          throw notFound(ORGANISATION_MESSAGES.notFound);
        }
        return readOrganisationOr404(db, request.params.id);
      },
    });

    app.put('/api/organisations/:id', {
      schema: {
        ...oneOrganisation,
        summary: 'Change an organisation’s data (its name)',
        body: ZOrganisationUpdateRequest,
        response: { 200: ZOrganisation, ...errorResponses(400, 401, 403, 404, 409) },
      },
      onRequest: auth.require({ privileges: ['SuperAdminUpdateOrgData'] }),
      handler: (request) => updateOrganisation(db, request.params.id, request.body),
    });

    app.put('/api/organisations/:id/capabilities', {
      schema: {
        ...oneOrganisation,
        summary: 'Set an organisation’s capabilities, from those its type can hold',
        body: ZCapabilitiesRequest,
        response: { 200: ZOrganisation, ...errorResponses(400, 401, 403, 404, 422) },
      },
      onRequest: auth.require({ privileges: ['SuperAdminUpdateOrgData', 'SuperAdminRepairerCapabilities'] }),
      handler: (request) => setCapabilities(db, actorOf(request), request.params.id, request.body),
    });

    app.put('/api/organisations/:id/settings', {
      schema: {
        ...oneOrganisation,
        summary: 'Set the bidding window, authorisation deadline and service radius',
        body: ZOrganisationSettings,
        response: { 200: ZOrganisation, ...errorResponses(400, 401, 403, 404) },
      },
      // Super admins for any organisation, its own admins for theirs (decision 0047).
      onRequest: auth.require({ privileges: ['SuperAdminUpdateOrgData', 'WriteOrgUsers'] }),
      handler: (request) => updateSettings(db, actorOf(request), request.params.id, request.body),
    });

    app.get('/api/organisations/:id/fnol-code', {
      schema: {
        ...oneOrganisation,
        summary: 'A client’s FNOL code, which its drivers type on /fnol',
        response: { 200: ZFnolCodeAnswer, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: auth.require({ privileges: ['ReadFnolCode'] }),
      handler: (request) => readFnolCode(db, actorOf(request), request.params.id),
    });

    app.put('/api/organisations/:id/fnol-code', {
      schema: {
        ...oneOrganisation,
        summary: 'Rotate a client’s FNOL code: the old one stops working at once',
        response: { 200: ZFnolCodeAnswer, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: auth.require({ privileges: ['UpdateFnolCode'] }),
      handler: (request) => rotateFnolCode(db, actorOf(request), request.params.id),
    });
  };
}
