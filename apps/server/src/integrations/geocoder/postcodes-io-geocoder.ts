import { z } from '@fixline/domain';
import type { GeocodeResult, Geocoder } from './geocoder.ts';

/** A person waits on the answer while saving a form; a CSV import asks in batches of this size (the API's own limit). */
const DEFAULT_TIMEOUT_MS = 3_000;
const BULK_SIZE = 100;

const ZPoint = z.object({ latitude: z.number().nullable(), longitude: z.number().nullable() });
const ZLookup = z.object({ status: z.literal(200), result: ZPoint });
const ZBulkLookup = z.object({
  status: z.literal(200),
  result: z.array(z.object({ query: z.string(), result: ZPoint.nullable() })),
});

export interface PostcodesIoOptions {
  /** The API's root, such as https://api.postcodes.io */
  url: string;
  timeoutMs?: number;
}

type Point = z.infer<typeof ZPoint>;

/** A postcode the service knows but cannot place (some have no grid reference) is not found too. */
function resultOf(point: Point | null): GeocodeResult {
  if (!point || point.latitude === null || point.longitude === null) return { outcome: 'not-found' };
  return { outcome: 'found', latitude: point.latitude, longitude: point.longitude };
}

/**
 * The postcodes.io API (https://postcodes.io/docs): `GET /postcodes/{postcode}` answers 200
 * `{ status, result: { latitude, longitude, … } }` or 404 for an unknown postcode; `POST /postcodes`
 * with `{ postcodes: [...] }` (at most 100) answers one `{ query, result }` each, result null when
 * unknown. Anything else (5xx, a time-out, a network failure, another shape) is unavailable.
 */
export function createPostcodesIoGeocoder({ url, timeoutMs = DEFAULT_TIMEOUT_MS }: PostcodesIoOptions): Geocoder {
  const root = url.replace(/\/+$/, '');

  async function call(path: string, init: RequestInit = {}): Promise<{ status: number; body?: unknown } | string> {
    try {
      const response = await fetch(`${root}${path}`, {
        ...init,
        headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}) },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel();
        return { status: response.status };
      }
      return { status: response.status, body: await response.json() };
    } catch (error) {
      return (error as Error).name === 'TimeoutError' ? 'timed out' : (error as Error).message;
    }
  }

  return {
    async locate(postcode) {
      const answer = await call(`/postcodes/${encodeURIComponent(postcode)}`);
      if (typeof answer === 'string') return { outcome: 'unavailable', reason: answer };
      if (answer.status === 404) return { outcome: 'not-found' };
      const parsed = ZLookup.safeParse(answer.body);
      if (answer.status !== 200 || !parsed.success) {
        return { outcome: 'unavailable', reason: answer.body ? 'an answer of another shape' : `HTTP ${answer.status}` };
      }
      return resultOf(parsed.data.result);
    },
    async locateMany(postcodes) {
      const results: GeocodeResult[] = [];
      for (let start = 0; start < postcodes.length; start += BULK_SIZE) {
        const batch = postcodes.slice(start, start + BULK_SIZE);
        const answer = await call('/postcodes', { method: 'POST', body: JSON.stringify({ postcodes: batch }) });
        const parsed = typeof answer === 'string' ? undefined : ZBulkLookup.safeParse(answer.body);
        if (!parsed?.success || parsed.data.result.length !== batch.length) {
          const reason = typeof answer === 'string' ? answer : `HTTP ${answer.status}`;
          return postcodes.map(() => ({ outcome: 'unavailable', reason }));
        }
        results.push(...parsed.data.result.map((entry) => resultOf(entry.result)));
      }
      return results;
    },
  };
}
