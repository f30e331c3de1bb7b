import autocannon from 'autocannon';
import type { Kind, RowBesideBaseline } from './ratio-verdict.ts';

export interface LoadResult {
  name: string;
  requests: number;
  errors: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Up to three different answers that counted as errors ("409 This claim …"), so a report can say why. */
  errorSamples: string[];
}

export interface LoadOptions {
  name: string;
  url: string;
  /** Paths taken in turn by each connection (several ids, so no single row stays hot). */
  paths: string[];
  /** Each request takes one of the paths at random instead, so connections rarely ask for the same at once. */
  random?: boolean;
  token?: string;
  /** Each request signs in as one of these at random (many people, so no two requests are alike). */
  tokens?: string[];
  method?: 'GET' | 'PUT' | 'POST';
  /** A JSON body for every request (a PUT or a POST). */
  body?: unknown;
  /** Headers made afresh for each request (a new Idempotency-Key, say). */
  headersPerRequest?: () => Record<string, string>;
  connections?: number;
  seconds?: number;
}

/** One of the items at random; the fallback only for none. */
export const pickAtRandom = <T>(items: readonly T[], fallback: T) =>
  items[Math.floor(Math.random() * items.length)] ?? fallback;

/** The latency at a percentile of the sorted samples (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * Loopback load with autocannon at a fixed concurrency. autocannon reports p97.5 but not p95, so
 * every response time is kept and the percentiles are taken here; a non-2xx answer counts as an error.
 */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const { url, paths, token, tokens, headersPerRequest, method = 'GET', body, random = false } = options;
  const { connections = 32, seconds = 5 } = options;
  const json = body === undefined ? {} : { body: JSON.stringify(body) };
  const headers = {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
  };
  const samples: number[] = [];
  let errors = 0;
  const errorSamples = new Set<string>();
  // autocannon keeps an answer's body only for a request with onResponse: only an error's is looked at.
  const onResponse = (status: number, body: string) => {
    if ((status < 200 || status >= 300) && errorSamples.size < 3) errorSamples.add(`${status} ${body.slice(0, 160)}`);
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        headers,
        requests:
          random || tokens || headersPerRequest
            ? [
                {
                  method,
                  path: paths[0] ?? '/',
                  ...json,
                  onResponse,
                  setupRequest: (request) => ({
                    ...request,
                    path: random ? pickAtRandom(paths, '/') : request.path,
                    headers: {
                      ...request.headers,
                      ...(tokens ? { authorization: `Bearer ${pickAtRandom(tokens, '')}` } : {}),
                      ...headersPerRequest?.(),
                    },
                  }),
                },
              ]
            : paths.map((path) => ({ method, path, ...json, onResponse })),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      samples.push(responseTime);
      if (statusCode < 200 || statusCode >= 300) errors += 1;
    });
  });
  samples.sort((a, b) => a - b);
  return {
    name: options.name,
    requests: samples.length,
    errors: errors + result.errors + result.timeouts,
    requestsPerSecond: samples.length / seconds,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    errorSamples: [...errorSamples],
  };
}

/** The lines a report prints under its table: each row's sample of what its errors said. */
export function errorSampleLines(rows: LoadResult[]): string[] {
  return rows.flatMap((row) => row.errorSamples.map((sample) => `  ${row.name}: ${sample}`));
}

/**
 * `run` measured right after `baseline`, so both saw the machine alike: the row a report judges by their
 * ratio (bench/ratio-verdict.ts). `generic` when the baseline stands in for the row's own SQL bare.
 */
export async function loadBeside(
  kind: Kind,
  baseline: () => Promise<LoadResult>,
  run: () => Promise<LoadResult>,
  generic = false,
): Promise<RowBesideBaseline> {
  const before = await baseline();
  const result = await run();
  const { name, requestsPerSecond, p95, errors } = before;
  return {
    ...result,
    // What a failing baseline said too, named as its own.
    errorSamples: [...result.errorSamples, ...before.errorSamples.map((sample) => `(${name}) ${sample}`)],
    kind,
    baseline: { name, requestsPerSecond, p95, errors, generic },
    ratio: result.requestsPerSecond / before.requestsPerSecond,
  };
}

/** A row's errors and its baseline's: a baseline that failed requests measured something else. */
export const rowErrors = (row: RowBesideBaseline) => row.errors + row.baseline.errors;
