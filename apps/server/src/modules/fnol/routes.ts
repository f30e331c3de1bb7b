import {
  CLAIM_MESSAGES,
  FNOL_NO_CONTACT_EXAMPLE,
  type TFnolClaimRequest,
  ZErrorResponse,
  ZFnolClaimRequest,
  ZFnolClaimResponse,
  ZFnolInsurer,
  ZFnolInsurerQuery,
  ZFnolVehicle,
  ZFnolVehicleParams,
  ZFnolVehicleQuery,
} from '@fixline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../http/http-error.ts';
import { errorResponses } from '../../http/route-schemas.ts';
import { findFnolInsurer } from './find-fnol-insurer.ts';
import { limitPerFnolCode } from './fnol-code-limit.ts';
import { lookUpVehicle } from './look-up-vehicle.ts';
import { reportFnolClaim } from './report-fnol-claim.ts';

const tags = ['fnol'];

/** Per address, a minute: a driver checks a code and a plate or two; a script guessing codes is stopped. */
const PER_ADDRESS = { max: 20, timeWindow: '1 minute' } as const;

/**
 * The FNOL wizard's public reads and its report (decision 0046): no account, a valid FNOL code instead.
 * A wrong code is 404 with the words of the report's own refusal, whichever code it was.
 */
export function fnolRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const codeOfQuery = (request: { query: unknown }) => (request.query as { code: string }).code;

    const insurerOf = async (code: string) => {
      const insurer = await findFnolInsurer(ctx.db, code);
      if (!insurer) throw notFound(CLAIM_MESSAGES.fnolCode);
      return insurer;
    };

    app.get('/api/fnol/insurer', {
      schema: {
        tags,
        summary: 'The insurer an FNOL code belongs to (no account needed)',
        querystring: ZFnolInsurerQuery,
        response: { 200: ZFnolInsurer, ...errorResponses(400, 404, 429) },
      },
      config: { rateLimit: PER_ADDRESS },
      preHandler: limitPerFnolCode(fastify, 'lookups', codeOfQuery),
      handler: async (request) => ({ name: (await insurerOf(request.query.code)).name }),
    });

    app.get('/api/fnol/vehicle/:registration', {
      schema: {
        tags,
        summary: 'Make, colour, year and fuel of a plate, from the DVLA (with an FNOL code, no account needed)',
        params: ZFnolVehicleParams,
        querystring: ZFnolVehicleQuery,
        response: { 200: ZFnolVehicle, ...errorResponses(400, 404, 429) },
      },
      config: { rateLimit: PER_ADDRESS },
      preHandler: limitPerFnolCode(fastify, 'lookups', codeOfQuery),
      handler: async (request) => {
        await insurerOf(request.query.code);
        return lookUpVehicle(ctx.vehicles, request.params.registration);
      },
    });

    app.post('/api/claims/fnol', {
      schema: {
        // Listed with the claims in the API document, where its path is.
        tags: ['claims'],
        summary: 'First notice of loss from a driver, with their insurer’s FNOL code (no account needed)',
        description:
          'A phone number (customerPhone) or an email address (customerEmail) is required; without either the ' +
          'answer is 400, as the example of the 400 answer shows (docs/api-contract.md).',
        body: ZFnolClaimRequest,
        response: {
          201: ZFnolClaimResponse,
          ...errorResponses(422, 429),
          400: ZErrorResponse.meta({ examples: [FNOL_NO_CONTACT_EXAMPLE] }),
        },
      },
      config: { rateLimit: { max: ctx.config.fnolReportLimits.perAddress, timeWindow: '1 minute' }, idempotent: true },
      preHandler: limitPerFnolCode(
        fastify,
        'reports',
        (request) => (request.body as TFnolClaimRequest).fnolCode,
        ctx.config.fnolReportLimits.perCode,
      ),
      handler: async (request, reply) => reply.status(201).send(await reportFnolClaim(ctx, request.body)),
    });
  };
}
