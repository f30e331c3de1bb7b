import { percentile } from '../load.ts';
import { CLASSES, type EndpointClass, type MixRequest, type mixModel } from './mix-model.ts';
import type { Sender } from './send.ts';

export interface ClosedLoopFigures {
  requestsPerSecond: number;
  p95: number;
  errors: number;
}

export interface CeilingRow {
  endpoint: EndpointClass;
  /** The class alone through the app: its own requests of the mix, closed loop. */
  alone: ClosedLoopFigures;
  /** The same SQL bare on the ceiling server, closed loop, just before. */
  bare: ClosedLoopFigures;
  /** What the ceiling runs for this class. */
  bareWhat: string;
  ratio: number;
}

export const CONNECTIONS = 32;

/**
 * What each class's ceiling runs (bench/bench-server.ts): the same query function, or the write's own
 * operation, without HTTP, sign-in, the Idempotency-Key's look-up and claim, or rate limits.
 */
export const BARE_WHAT: Record<EndpointClass, string> = {
  'list: handler queue': 'listClaims, same person and query',
  'list: garage jobs': 'listClaims, same person and query',
  'list: marketplace': 'listMarketplace, same garage and query',
  counts: 'countByStatus / countOffered, same person',
  'claim page': 'loadClaimView, same person and claim',
  comment: "addComment, same person and claim: the comment's transaction with its notifications",
  'status action':
    'takeClaimAction archive/unarchive, same person and claim: its transaction (and a marketplace broadcast when the claim enters or leaves it)',
  bid: 'placeBid, same garage and claim: its transaction and its marketplace broadcast',
  'FNOL report': "reportFnolClaim, same report: its transaction with the driver's link and mail",
  'file signing': 'signUpload, same person and type: the grant it records, and the signature',
};

/** `connections` loops each sending one request after another for `seconds`: the most a class can do alone. */
export async function closedLoop(
  send: (request: MixRequest) => Promise<{ status: number; text: string }>,
  make: () => MixRequest,
  seconds: number,
  connections = CONNECTIONS,
): Promise<ClosedLoopFigures> {
  const samples: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const request = make();
      const started = performance.now();
      const { status, text } = await send(request).catch(() => ({ status: 0, text: '' }));
      request.settle?.(status, text);
      samples.push(performance.now() - started);
      if (status < 200 || status >= 300) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  samples.sort((a, b) => a - b);
  // Only answered requests count as throughput: a fast error is not capacity.
  return { requestsPerSecond: (samples.length - errors) / seconds, p95: percentile(samples, 95), errors };
}

/**
 * Each class's ceiling, in the same run: the same SQL bare on the ceiling server (closed loop, 32
 * connections), then the class alone through the app with its own mix of requests, just after, so
 * both saw the machine alike. The ratio is the app's requests/s over the bare ones. Every bid claim
 * is bid on first, so both of the bid's loops find its claims in bidding (mixModel's firstBids).
 */
export async function measureCeilings(
  app: Sender,
  ceiling: Sender,
  model: Pick<ReturnType<typeof mixModel>, 'of' | 'firstBids'>,
  seconds: number,
  errorSamples: string[],
): Promise<CeilingRow[]> {
  const rows: CeilingRow[] = [];
  // A few of each kind, so one class's errors do not hide another's.
  const seen = new Map<string, number>();
  const keep = (status: number) => status < 200 || status >= 300;
  const note = (where: string, path: string, answer: { status: number; text: string }) => {
    if (keep(answer.status) && (seen.get(where) ?? 0) < 3) {
      seen.set(where, (seen.get(where) ?? 0) + 1);
      errorSamples.push(`${where}: ${path} → ${answer.status} ${answer.text.slice(0, 300)}`);
    }
    return answer;
  };
  const failed = (error: Error) => ({ status: 0, text: `failed: ${error.message}` });
  for (const request of model.firstBids()) {
    const answer = await ceiling.send(request.ceiling, keep).catch(failed);
    note('first bids', `${request.ceiling.method} ${request.ceiling.path}`, answer);
  }
  for (const endpoint of CLASSES) {
    // A write's bare version acts (a status action archives, then unarchives): its answer settles the
    // request as the app's does.
    const bare = await closedLoop(
      async (request) =>
        note(
          `bare ${endpoint}`,
          `${request.ceiling.method} ${request.ceiling.path}`,
          await ceiling.send(request.ceiling, keep).catch(failed),
        ),
      () => model.of(endpoint),
      seconds,
    );
    const alone = await closedLoop(
      async (request) =>
        note(`${endpoint} alone`, `${request.method} ${request.path}`, await app.send(request, keep).catch(failed)),
      () => model.of(endpoint),
      seconds,
    );
    rows.push({
      endpoint,
      alone,
      bare,
      bareWhat: BARE_WHAT[endpoint],
      ratio: alone.requestsPerSecond / bare.requestsPerSecond,
    });
  }
  return rows;
}
