import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createDb } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { databaseUrl, dropDatabase, ensureDatabase } from '../../apps/server/src/db/server-admin.ts';
import { seedDemo } from '../../apps/server/test/seed-demo.ts';
import { addBenchOrganisations, seedBenchClaims } from '../claims/seed-bench-claims.ts';
import { percentile } from '../load.ts';
import { openBidClaims, placeBenchClaims } from '../marketplace/seed-bench-marketplace.ts';
import { startBenchServer } from '../start-bench-server.ts';
import { type CeilingRow, measureCeilings } from './ceilings.ts';
import { explainLists, type Plan } from './explain.ts';
import { ANSWERS_TO_JUDGE, findKnee, type Knee, type StepFigures } from './knee.ts';
import { listen } from './listeners.ts';
import { CLASSES, type EndpointClass, type MixRequest, mixModel } from './mix-model.ts';
import { fnolCodes, type MixWorld, prepareOrganisations, seedPeople, statusClaims } from './mix-seed.ts';
import { arrivals, runOpenLoop } from './open-loop.ts';
import { type SaturationFigures, sampleSaturation } from './saturation.ts';
import { httpSender } from './send.ts';

export interface Latencies {
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface MixStep extends StepFigures {
  seconds: number;
  overall: Latencies;
  byClass: Record<EndpointClass, Latencies>;
  notifications: Latencies & { unmatched: number };
  saturation: SaturationFigures;
  /** How late the server's event loop ran what was ready, during the step (ms; bench-server.ts). */
  eventLoopDelay: { p99: number; max: number };
  worstDispatchLag: number;
  unanswered: number;
}

export interface MixBenchResult {
  claims: number;
  organisations: number;
  people: number;
  sockets: number;
  seedSeconds: number;
  steps: MixStep[];
  /** The step at half the knee's rate (one of the steps, or one run for it). */
  half: MixStep | undefined;
  knee: Knee;
  ceilings: CeilingRow[];
  ceilingSeconds: number;
  errorSamples: string[];
  plans: Plan[];
}

export interface MixOptions {
  seconds: number;
  claims: number;
  rates: number[];
  explain: boolean;
  keep: boolean;
}

/** From well under the knee to well over the target: a run stops two steps past the knee. */
export const DEFAULT_RATES = [10, 25, 50, 100, 200, 400, 800, 1200, 1600, 2000, 2400, 3000];
/** The line: every endpoint's p95 at or under it. */
export const KNEE_P95_MS = 50;
const BID_CLAIMS = 200;
const SEED_CHUNK = 250_000;

const summarise = (samples: number[], errors: number): Latencies => {
  samples.sort((a, b) => a - b);
  return {
    requests: samples.length,
    errors,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
  };
};

/**
 * Issue 28's load model: 20 organisations, 400 signed-in people and 100,000 claims (or `claims`), the
 * day's mix of bench/mix/mix-model.ts sent open-loop at rising rates while 1,000 sockets listen; the
 * knee (the highest rate where every class's p95 ≤ 50 ms), a step at half of it, each class's bare
 * ceiling, and with `explain` the list queries' plans.
 */
export async function benchMix(serverUrl: string, options: MixOptions): Promise<MixBenchResult> {
  const name = `fixline_bench_mix_${randomBytes(4).toString('hex')}`;
  await ensureDatabase(serverUrl, name);
  const url = databaseUrl(serverUrl, name);
  const db = createDb(url, { statementTimeoutMs: 0 });
  const secret = randomBytes(32).toString('hex');
  const seeding = performance.now();
  await migrateToLatest(db);
  // Its files where the servers started from this environment keep theirs (DATA_DIR, or S3).
  await seedDemo(db, loadConfig());
  await addBenchOrganisations(db);
  for (let from = 1; from <= options.claims; from += SEED_CHUNK)
    await seedBenchClaims(db, from, Math.min(options.claims, from + SEED_CHUNK - 1));
  await placeBenchClaims(db);
  // The bench's own claims only: the demo's marketplace claims are not offered to every garage.
  const opened = await openBidClaims(db, BID_CLAIMS + 20);
  const bidClaims = (
    await db
      .selectFrom('claims')
      .select('id')
      .where('id', 'in', opened)
      .where('customerEmail', 'like', 'customer%@example.test')
      .limit(BID_CLAIMS)
      .execute()
  ).map((row) => row.id);
  await prepareOrganisations(db);
  const people = await seedPeople(db, secret);
  // What autovacuum does soon after a bulk load: the offers, bids and people written after the claims'
  // own vacuum (seedBenchClaims) get their visibility maps, so index-only scans skip the heap, as on a
  // server that has been running a while.
  await sql`vacuum analyze`.execute(db);
  const world: MixWorld = {
    people,
    handlers: people.filter((p) => p.organisationType === 'client'),
    garageStaff: people.filter((p) => p.organisationType !== 'client'),
    bidders: people.filter((p) => p.organisationType === 'repairer'),
    statusClaims: await statusClaims(db),
    bidClaims,
    fnolCodes: await fnolCodes(db),
  };
  const { organisations } = await db
    .selectFrom('organisations')
    .select((eb) => eb.fn.countAll<number>().as('organisations'))
    .executeTakeFirstOrThrow();
  const seedSeconds = (performance.now() - seeding) / 1000;

  const server = await startBenchServer(url, {
    JWT_SECRET: secret,
    // Every driver of the model reports from 127.0.0.1: the limits stay on, raised past the mix's rate.
    FNOL_REPORTS_PER_ADDRESS: '1000000',
    FNOL_REPORTS_PER_CODE: '1000000',
  });
  const app = httpSender(server.appUrl);
  const ceiling = httpSender(server.ceilingUrl);
  const model = mixModel(world);
  const listeners = await listen(server.appUrl, people);
  const errorSamples: string[] = [];
  /** The server's event-loop delay since the last read (the first read of a step starts its count). */
  const readEventLoopDelay = async () => {
    const answer = await ceiling.send({ method: 'GET', path: '/ceiling/event-loop' }, () => true);
    return JSON.parse(answer.text) as MixStep['eventLoopDelay'];
  };
  try {
    const step = async (rate: number, seconds: number): Promise<MixStep> => {
      const samples = new Map<EndpointClass, number[]>(CLASSES.map((c) => [c, []]));
      const errors = new Map<EndpointClass, number>(CLASSES.map((c) => [c, 0]));
      const all: number[] = [];
      let allErrors = 0;
      listeners.take();
      await readEventLoopDelay();
      const sampler = sampleSaturation(db, server.pid);
      const run = await runOpenLoop<MixRequest>({
        schedule: arrivals(rate, seconds),
        make: () => model.next(),
        send: async (request) => {
          listeners.sending(request);
          const answer = await app
            .send(request, (status) => status < 200 || status >= 300)
            .catch((error: Error) => ({ status: 0, text: error.message }));
          request.settle?.(answer.status, answer.text);
          const ok = answer.status >= 200 && answer.status < 300;
          if (!ok && errorSamples.length < 8)
            errorSamples.push(
              `${request.endpoint}: ${request.method} ${request.path} → ${answer.status} ${answer.text.slice(0, 300)}`,
            );
          return ok;
        },
        record: (request, outcome) => {
          samples.get(request.endpoint)?.push(outcome.latency);
          all.push(outcome.latency);
          if (!outcome.ok) {
            errors.set(request.endpoint, (errors.get(request.endpoint) ?? 0) + 1);
            allErrors += 1;
          }
        },
      });
      const saturation = await sampler.stop();
      const eventLoopDelay = await readEventLoopDelay();
      // The last notifications of the step arrive after its last answers.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const delivered = listeners.take();
      const byClass = Object.fromEntries(
        CLASSES.map((c) => [c, summarise(samples.get(c) ?? [], errors.get(c) ?? 0)]),
      ) as Record<EndpointClass, Latencies>;
      return {
        rate,
        seconds,
        throughput: (all.length - allErrors) / (run.elapsedMs / 1000),
        // A class with too few answers in a step has no p95 to judge there, rather than a bad one.
        p95ByClass: Object.fromEntries(
          CLASSES.filter((c) => byClass[c].requests >= ANSWERS_TO_JUDGE).map((c) => [c, byClass[c].p95]),
        ),
        overall: summarise(all, allErrors),
        byClass,
        notifications: { ...summarise(delivered.latencies, 0), unmatched: delivered.unmatched },
        saturation,
        eventLoopDelay,
        worstDispatchLag: run.worstDispatchLag,
        unanswered: run.unanswered,
      };
    };
    const pause = () => new Promise((resolve) => setTimeout(resolve, 2000));

    // Warm-up, not reported: the JIT, the pools, the caches as a running server has them.
    await step(100, 3);
    await pause();
    const steps: MixStep[] = [];
    for (const rate of options.rates) {
      const done = await step(rate, options.seconds);
      steps.push(done);
      console.log(
        `  mix at ${rate}/s: ${done.throughput.toFixed(0)}/s answered, p95 ${done.overall.p95.toFixed(1)} ms, ${done.overall.errors} errors`,
      );
      const knee = findKnee(steps, KNEE_P95_MS);
      // Two steps past the knee are enough to see it; far past it, a step only measures the queue.
      const past = steps.filter((s) => knee.crossed && s.rate >= knee.crossed.rate).length;
      if (past >= 2 || done.overall.p95 > 5000) break;
      await pause();
    }
    const knee = findKnee(steps, KNEE_P95_MS);
    let half: MixStep | undefined;
    if (knee.held) {
      const halfRate = Math.round(knee.held.rate / 2);
      half = steps.find((s) => s.rate === halfRate);
      if (!half) {
        await pause();
        half = await step(halfRate, options.seconds);
      }
    }
    await pause();
    const ceilingSeconds = Math.max(2, Math.min(5, options.seconds / 2));
    const ceilings = await measureCeilings(app, ceiling, model, ceilingSeconds, errorSamples);
    const [handler, garage, bidder] = [world.handlers[1], world.garageStaff[1], world.bidders[1]];
    const plans =
      options.explain && handler && garage && bidder ? await explainLists(url, db, handler, garage, bidder) : [];
    return {
      claims: options.claims,
      organisations,
      people: people.length,
      sockets: listeners.sockets,
      seedSeconds,
      steps,
      half,
      knee,
      ceilings,
      ceilingSeconds,
      errorSamples,
      plans,
    };
  } finally {
    listeners.close();
    app.close();
    ceiling.close();
    await server.stop();
    await db.destroy();
    if (options.keep) console.log(`Kept the database ${name} for EXPLAIN and the like`);
    else await dropDatabase(serverUrl, name);
  }
}
