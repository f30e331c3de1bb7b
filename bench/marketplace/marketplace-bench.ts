import { sql } from 'kysely';
import { httpClient } from '../../apps/server/test/http-client.ts';
import { benchDatabase } from '../bench-database.ts';
import { seedBenchClaims } from '../claims/seed-bench-claims.ts';
import { load, loadBeside, pickAtRandom } from '../load.ts';
import { latencyAtRate, type OpenLoopLatency } from '../open-loop-latency.ts';
import type { RowBesideBaseline } from '../ratio-verdict.ts';
import { startBenchServer } from '../start-bench-server.ts';
import { MARKETPLACE_LIST_PATH } from './marketplace-query.ts';
import { addBenchBidders, openBidClaims, placeBenchClaims } from './seed-bench-marketplace.ts';

/** A row beside the same work's bare ceiling, measured just before it, so both saw the machine alike. */
export type MarketplaceBenchRow = RowBesideBaseline;

/** Bids arriving at a set rate, beside the bare primary-key SELECT at the same rate just before. */
export interface BidOpenLoopRow {
  bid: OpenLoopLatency;
  primaryKey: OpenLoopLatency;
}

export interface MarketplaceBenchResult {
  claims: number;
  onMarketplace: number;
  bidders: number;
  rows: MarketplaceBenchRow[];
  bidsOpenLoop: BidOpenLoopRow[];
}

/** The open-loop rates of bids: the first is the one the bid's target is judged at (decision 0077). */
export const BID_OPEN_LOOP_RATES = [50, 100, 150];

const CLAIMS = 100_000;
const BIDDERS = 50;
const BID_CLAIMS = 200;

/**
 * Issue 23's benchmark: 100,000 claims placed over England, a quarter of them on the marketplace, and
 * 50 garages with their sites. (1) A garage's marketplace list (eligibility and distance, nearest first,
 * 25 rows) at 32 connections, each request signed in as one of the 50 at random, so no two requests
 * are alike and shared reads cannot help; beside the same SQL run bare (listMarketplace on a plain
 * Fastify route, no sign-in or answer checks) for the same 50 garages at random. (2) Placing bids: PUT
 * at 32 connections by the 50 garages on 200 open claims at random, beside the bid's own operation bare
 * (placeBid on the ceiling route the mix uses: its transaction and broadcast, without HTTP, sign-in or
 * schema) for the same garages, claims and bid. Each claim is bid on once first, bare, so neither loop
 * pays for moving a claim to bidding. Then the same bids arriving at set rates (open loop), each rate
 * just after a bare primary-key SELECT at it: their latencies, printed for information.
 */
export async function benchMarketplace(
  serverUrl: string,
  seconds: number,
  keep = false,
): Promise<MarketplaceBenchResult> {
  const { url, db, close } = await benchDatabase(serverUrl);
  await seedBenchClaims(db, 1, CLAIMS);
  await placeBenchClaims(db);
  const bidders = await addBenchBidders(db, BIDDERS);
  const bidClaims = await openBidClaims(db, BID_CLAIMS);
  // What autovacuum does soon after a bulk load: the offers rewritten while seeding are vacuumed, statistics fresh.
  await sql`vacuum analyze`.execute(db);
  const { onMarketplace } = await db
    .selectFrom('claims')
    .select((eb) => eb.fn.countAll<number>().as('onMarketplace'))
    .where('status', 'in', ['in-marketplace', 'bidding'])
    .executeTakeFirstOrThrow();
  const server = await startBenchServer(url);
  try {
    const http = httpClient(server.appUrl);
    const tokens: string[] = [];
    for (const bidder of bidders) tokens.push(await http.login(bidder.email));
    const rows: MarketplaceBenchRow[] = [];
    const bareList = () =>
      load({
        name: 'listMarketplace bare, same garages',
        url: server.ceilingUrl,
        paths: bidders.map((bidder) => `/ceiling/marketplace/${bidder.organisationId}`),
        random: true,
        seconds,
      });
    rows.push(
      await loadBeside('read', bareList, () =>
        load({
          name: `GET /api/marketplace/claims, ${BIDDERS} garages at random`,
          url: server.appUrl,
          paths: [MARKETPLACE_LIST_PATH],
          tokens,
          seconds,
        }),
      ),
    );
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const bidBody = { amount: 75_000, earliestStartDate: day(2), repairDays: 3, validUntil: day(30) };
    const bareBid = (claimId: string, userId: string) => `/ceiling/claims/${claimId}/bid?userId=${userId}`;
    for (const claimId of bidClaims)
      await firstBid(server.ceilingUrl, bareBid(claimId, bidders[0]?.userId ?? ''), bidBody);
    const bidBare = () =>
      load({
        name: 'placeBid bare, same garages, claims and bid',
        url: server.ceilingUrl,
        method: 'PUT',
        paths: bidClaims.flatMap((claimId) => bidders.map((bidder) => bareBid(claimId, bidder.userId))),
        random: true,
        body: bidBody,
        seconds,
      });
    rows.push(
      await loadBeside('write', bidBare, () =>
        load({
          name: `PUT /api/claims/{id}/bid, ${BIDDERS} garages on ${BID_CLAIMS} claims at random`,
          url: server.appUrl,
          method: 'PUT',
          paths: bidClaims.map((id) => `/api/claims/${id}/bid`),
          random: true,
          tokens,
          body: bidBody,
          seconds,
        }),
      ),
    );
    const bidsOpenLoop: BidOpenLoopRow[] = [];
    for (const rate of BID_OPEN_LOOP_RATES) {
      const primaryKey = await latencyAtRate(
        server.ceilingUrl,
        { rate, seconds },
        () => ({ method: 'GET', path: `/ceiling/${pickAtRandom(bidClaims, '')}` }),
        200,
      );
      const bid = await latencyAtRate(
        server.appUrl,
        { rate, seconds },
        () => ({
          method: 'PUT',
          path: `/api/claims/${pickAtRandom(bidClaims, '')}/bid`,
          token: pickAtRandom(tokens, ''),
          body: bidBody,
        }),
        200,
      );
      bidsOpenLoop.push({ bid, primaryKey });
    }
    return { claims: CLAIMS, onMarketplace, bidders: BIDDERS, rows, bidsOpenLoop };
  } finally {
    await server.stop();
    await close(keep);
  }
}

/** A claim's first bid, bare: it moves the claim to bidding (status, timeline, notifications) once. */
async function firstBid(ceilingUrl: string, path: string, body: unknown): Promise<void> {
  const answer = await fetch(`${ceilingUrl}${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`The first bid, PUT ${path}, answered ${answer.status} ${text.slice(0, 300)}`);
}
