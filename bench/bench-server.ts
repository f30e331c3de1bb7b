import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  type ClaimAction,
  type ClaimStatus,
  defaultPayer,
  type TFnolClaimRequest,
  ZClaimListQuery,
  ZCommentRequest,
  ZFnolClaimRequest,
  ZMarketplaceQuery,
  ZPlaceBidRequest,
  ZSignUploadQuery,
} from '@fixline/domain';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import type { Actor } from '../apps/server/src/auth/actor.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDb } from '../apps/server/src/db/database.ts';
import { handleError } from '../apps/server/src/http/error-handler.ts';
import { countByStatus } from '../apps/server/src/modules/claim-lists/count-claims.ts';
import { listClaims } from '../apps/server/src/modules/claim-lists/list-claims.ts';
import { detailColumns } from '../apps/server/src/modules/claims/claim-details.ts';
import { loadClaimView } from '../apps/server/src/modules/claims/queries.ts';
import { takeClaimAction } from '../apps/server/src/modules/claims/take-claim-action.ts';
import { addComment } from '../apps/server/src/modules/comments/add-comment.ts';
import { signUpload } from '../apps/server/src/modules/files/sign-upload.ts';
import { findFnolInsurer } from '../apps/server/src/modules/fnol/find-fnol-insurer.ts';
import { reportFnolClaim } from '../apps/server/src/modules/fnol/report-fnol-claim.ts';
import { countOffered, listMarketplace } from '../apps/server/src/modules/marketplace/list-marketplace.ts';
import { placeBid } from '../apps/server/src/modules/marketplace/place-bid.ts';
import { FNOL_BENCH_CODE } from './fnol/fnol-report.ts';
import { MARKETPLACE_FIRST_PAGE } from './marketplace/marketplace-query.ts';
import { loadActor } from './mix/bench-actor.ts';

/**
 * The server under load, in a process of its own so the load generator does not share its event loop:
 * the real app on PORT, and on CEILING_PORT a bare Fastify route doing one primary-key SELECT through
 * the same driver (Kysely over pg) — the most a request can cost less than, on this machine — and the
 * other suites' bare equivalents.
 */
const config = { ...loadConfig(), webDistDir: undefined };
const db = createDb(config.databaseUrl as string);
const app = await buildApp({ config, db });
await app.listen({ host: '127.0.0.1', port: config.port });

const ceilingDb = createDb(config.databaseUrl as string);
const ceiling = Fastify();
ceiling.get<{ Params: { id: string } }>('/ceiling/:id', (request) =>
  ceilingDb.selectFrom('claims').select(['id', 'status']).where('id', '=', request.params.id).executeTakeFirst(),
);
// The marketplace list's own SQL, run bare: what a garage's list costs without HTTP, sign-in or answer shaping.
// Without a query, the first page (the marketplace bench); with one, that page and sort (the mix).
ceiling.get<{ Params: { organisationId: string } }>('/ceiling/marketplace/:organisationId', (request) =>
  listMarketplace(
    ceilingDb,
    { id: request.params.organisationId, type: 'repairer' },
    Object.keys(request.query as object).length > 0 ? ZMarketplaceQuery.parse(request.query) : MARKETPLACE_FIRST_PAGE,
  ),
);
ceiling.get<{ Params: { organisationId: string } }>('/ceiling/marketplace-count/:organisationId', async (request) => ({
  ...(await countOffered(ceilingDb, { id: request.params.organisationId, type: 'repairer' })),
}));

// The mix's reads, bare (bench/mix/ceilings.ts): the server's own query functions for the person named by
// userId, whose actor is loaded once and kept, so no sign-in, schema or answer check is in the figure.
const actors = new Map<string, Actor>();
async function actorOf(userId: string): Promise<Actor> {
  const known = actors.get(userId);
  if (known) return known;
  const actor = await loadActor(ceilingDb, userId);
  actors.set(userId, actor);
  return actor;
}
ceiling.get<{ Querystring: { userId: string } & Record<string, string> }>('/ceiling/claims', async (request) => {
  const { userId, ...query } = request.query;
  return listClaims(ceilingDb, await actorOf(userId), ZClaimListQuery.parse(query));
});
ceiling.get<{ Params: { status: ClaimStatus }; Querystring: { userId: string } }>(
  '/ceiling/claims/:status/count',
  async (request) => ({
    count: await countByStatus(ceilingDb, await actorOf(request.query.userId), request.params.status),
  }),
);
ceiling.get<{ Params: { id: string }; Querystring: { userId: string } }>('/ceiling/claim/:id', async (request) => {
  const actor = await actorOf(request.query.userId);
  const view = await loadClaimView(ceilingDb, request.params.id, { actor });
  return { id: view?.claim.id };
});
// An FNOL report's claim row, written bare: one INSERT of the report's details for the code's insurer
// (found once here), without validation, rate limits, idempotency, the timeline, the driver's links or mail.
const fnolInsurer = await findFnolInsurer(ceilingDb, FNOL_BENCH_CODE);
ceiling.post<{ Body: TFnolClaimRequest }>('/ceiling/fnol', async (request, reply) => {
  if (!fnolInsurer) throw new Error(`No insurer has the FNOL code ${FNOL_BENCH_CODE}`);
  const { fnolCode: _code, ...details } = request.body;
  const claim = await ceilingDb
    .insertInto('claims')
    .values({
      ...detailColumns(details),
      type: details.type,
      registration: details.registration,
      status: 'fnol',
      track: 'retail',
      payer: defaultPayer('retail'),
      clientOrganisationId: fnolInsurer.id,
    })
    .returning(['id', 'reference'])
    .executeTakeFirstOrThrow();
  return reply.status(201).send(claim);
});
// The mix's writes, bare: each write's own operation, called with the person's actor and the request's
// input parsed by the route's schema, on the ceiling's pool. That is the write's transaction as the app
// runs it, without HTTP, the session's check, the Idempotency-Key's look-up and claim, rate limits or
// answer serialising. The app's context with the ceiling's database: what the operations announce still
// reaches the app's sockets, which is harmless as the ceilings run after the mix's steps.
const bare = { ...app.ctx, db: ceilingDb };
ceiling.setErrorHandler(handleError);
type Bare<Params = { id: string }> = { Params: Params; Querystring: { userId: string } };
ceiling.post<Bare>('/ceiling/claims/:id/comment', async (request, reply) => {
  const { comment } = ZCommentRequest.parse(request.body);
  const actor = await actorOf(request.query.userId);
  return reply.status(201).send(await addComment(bare, actor, request.params.id, comment));
});
// takeClaimAction itself tells every garage's socket when the claim entered or left the marketplace.
ceiling.post<Bare<{ id: string; action: ClaimAction }>>('/ceiling/claims/:id/:action', async (request) =>
  takeClaimAction(bare, await actorOf(request.query.userId), request.params.id, request.params.action),
);
ceiling.put<Bare>('/ceiling/claims/:id/bid', async (request) =>
  placeBid(bare, await actorOf(request.query.userId), request.params.id, ZPlaceBidRequest.parse(request.body)),
);
ceiling.post('/ceiling/claims/fnol', async (request, reply) =>
  reply.status(201).send(await reportFnolClaim(bare, ZFnolClaimRequest.parse(request.body))),
);
ceiling.get<{ Querystring: { userId: string } & Record<string, string> }>('/ceiling/images/auth/sign-s3', (request) => {
  const { userId, ...query } = request.query;
  return signUpload(bare, { userId }, ZSignUploadQuery.parse(query));
});
// How long the server's event loop was late to run what was ready (the mix's steps): a request, a
// socket's notification or a timer waits that long behind whatever holds the one thread. The figures
// since the last ask, then the histogram starts again.
// The histogram times the gaps between ticks of a timer every RESOLUTION_MS, so an idle loop records
// RESOLUTION_MS itself: the lateness is what is over it.
const RESOLUTION_MS = 10;
const loopDelay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
loopDelay.enable();
const lateness = (nanoseconds: number) => Math.max(0, nanoseconds / 1e6 - RESOLUTION_MS);
ceiling.get('/ceiling/event-loop', () => {
  const figures = { p99: lateness(loopDelay.percentile(99)), max: lateness(loopDelay.max) };
  loopDelay.reset();
  return figures;
});
await ceiling.listen({ host: '127.0.0.1', port: Number(process.env.CEILING_PORT) });
process.stdout.write('ready\n');

// A clean exit, so `node --cpu-prof` can write its profile when the bench stops the server.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    await Promise.all([app.close(), ceiling.close()]);
    await Promise.all([db.destroy(), ceilingDb.destroy()]);
    process.exit(0);
  });
}
