import {
  CLAIM_STAT_SCHEMAS,
  CLAIM_STATS,
  RAISED_ISSUES,
  ZClaimExportQuery,
  ZClaimList,
  ZClaimListQuery,
  ZClaimListWithCount,
  ZClaimStatParams,
  ZClaimStatQuery,
  ZClaimStatusParams,
  ZCount,
  ZDuplicates,
  ZDuplicatesQuery,
  ZMedianTime,
  ZRequiringAttentionQuery,
  z,
} from '@fixline/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { actorOf } from '../../auth/actor.ts';
import { bearer, errorResponses } from '../../http/route-schemas.ts';
import { SHARED_BY, shareIdentical } from '../../http/shared-reads.ts';
import { READ_CLAIMS } from '../claims/read-claims.ts';
import { claimStat } from './claim-stats.ts';
import { claimsRequiringAttention } from './claims-requiring-attention.ts';
import { countByStatus } from './count-claims.ts';
import { exportClaims } from './export-claims.ts';
import { FiguresCache } from './figures-cache.ts';
import { findDuplicates } from './find-duplicates.ts';
import { listClaims } from './list-claims.ts';
import { medianTimeInStatus } from './median-time.ts';

const tags = ['claims'];
const ZListAnswer = z.union([ZClaimListWithCount, ZClaimList]);

/** Spec section 7 "Claims", the finding part: lists, counts, median times, statistics, duplicates (docs/claims-lists.md). */
export function claimListRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { auth, db } = ctx;
    const figures = new FiguresCache(ctx.config.figuresCacheSeconds);
    const readers = auth.require({ privileges: READ_CLAIMS });
    // Lists and counts depend on the caller's permissions alone: identical ones asked together are read once.
    const shared = <Request extends FastifyRequest, Answer>(handler: (request: Request) => Promise<Answer>) =>
      shareIdentical(ctx.reads, SHARED_BY.samePermissions, handler);

    app.get('/api/claims', {
      schema: {
        tags,
        summary: 'A page of the claims the caller may read, filtered and sorted; with includeCountAll, { data, count }',
        security: bearer,
        querystring: ZClaimListQuery,
        response: { 200: ZListAnswer, ...errorResponses(400, 401, 403) },
      },
      // The one list an organisation's own system reads with its API key (decision 0064).
      onRequest: auth.require({ privileges: READ_CLAIMS, apiKeys: true }),
      handler: shared((request) => listClaims(db, actorOf(request), request.query)),
    });

    app.get('/api/claims/export', {
      schema: {
        tags,
        summary:
          'The list as filtered and sorted, as a CSV file for a spreadsheet (at most 100,000 claims), with the costs the caller may see',
        security: bearer,
        querystring: ZClaimExportQuery,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV, UTF-8 with a byte order mark'), ...errorResponses(400, 401, 403) },
      },
      onRequest: auth.require({ privileges: READ_CLAIMS, apiKeys: true }),
      handler: (request, reply) => {
        const day = new Date().toISOString().slice(0, 10);
        // A stream goes out as it is, never serialised: the 200 schema only documents the file.
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="claims-${day}.csv"`)
          .send(exportClaims(db, actorOf(request), request.query) as never) as never;
      },
    });

    app.get('/api/claims/raised-issues', {
      schema: {
        tags,
        summary: 'Like the list, only claims with an open issue',
        security: bearer,
        querystring: ZClaimListQuery,
        response: { 200: ZListAnswer, ...errorResponses(400, 401, 403) },
      },
      onRequest: readers,
      handler: shared(async (request) => {
        const { status, ...query } = request.query;
        // A status narrows the raised issues further; the list's own 'raised-issues' is this route already.
        const narrowed = status && status !== RAISED_ISSUES ? { status } : {};
        return listClaims(db, actorOf(request), { ...query, ...narrowed, issueOnly: true });
      }),
    });

    app.get('/api/claims/requiring-attention', {
      schema: {
        tags,
        summary: 'Claims whose next step is the caller’s to take, the longest-waiting first (at most 100)',
        security: bearer,
        querystring: ZRequiringAttentionQuery,
        response: { 200: ZClaimList, ...errorResponses(400, 401, 403) },
      },
      onRequest: readers,
      handler: shared((request) => claimsRequiringAttention(db, actorOf(request), request.query.status)),
    });

    app.get('/api/claims/raised-issues/count', {
      schema: {
        tags,
        summary: 'How many claims the caller may read have an open issue',
        security: bearer,
        response: { 200: ZCount, ...errorResponses(401, 403) },
      },
      onRequest: readers,
      handler: shared(async (request) => ({ count: await countByStatus(db, actorOf(request), RAISED_ISSUES) })),
    });

    app.get('/api/claims/:status/count', {
      schema: {
        tags,
        summary: 'How many claims the caller may read are in this status',
        security: bearer,
        params: ZClaimStatusParams,
        response: { 200: ZCount, ...errorResponses(400, 401, 403) },
      },
      onRequest: readers,
      handler: shared(async (request) => ({ count: await countByStatus(db, actorOf(request), request.params.status) })),
    });

    app.get('/api/claims/:status/median-time', {
      schema: {
        tags,
        summary: 'The median time claims spent in this status, over the stays that have ended',
        security: bearer,
        params: ZClaimStatusParams,
        response: { 200: ZMedianTime, ...errorResponses(400, 401, 403) },
      },
      onRequest: readers,
      handler: (request) => medianTimeInStatus(db, figures, actorOf(request), request.params.status),
    });

    app.get('/api/claims/stats/:x', {
      schema: {
        tags,
        summary: `Statistics: ${CLAIM_STATS.join(', ')} (docs/claims-lists.md says what each figure means)`,
        security: bearer,
        params: ZClaimStatParams,
        querystring: ZClaimStatQuery,
        response: { 200: z.union(Object.values(CLAIM_STAT_SCHEMAS)), ...errorResponses(400, 401, 403) },
      },
      onRequest: auth.require({ privileges: ['ReadClaimsStats'] }),
      handler: (request) => claimStat(db, figures, actorOf(request), request.params.x, request.query.lastDays),
    });

    app.get('/api/claims/duplicates', {
      schema: {
        tags,
        summary: 'Groups of possible duplicate claims, with the rule applied',
        security: bearer,
        querystring: ZDuplicatesQuery,
        response: { 200: ZDuplicates, ...errorResponses(400, 401, 403) },
      },
      onRequest: auth.require({ privileges: ['SuperAdminViewDuplicates'] }),
      handler: (request) => findDuplicates(db, figures, actorOf(request), request.query),
    });
  };
}
