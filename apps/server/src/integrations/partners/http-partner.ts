import type { PartnerAdapter, PartnerContract, PartnerOutcome } from './partner-contract.ts';

export interface PartnerEndpoint {
  /** The partner's API root from configuration (PREMIA_API_URL …), never an address a user gave. */
  url: string;
  apiKey: string;
  /** Past this an attempt counts as failed and is retried later: a slow partner never holds a worker. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/** The partner's own words for a refusal, if its body says one, else the status line. */
async function refusalText(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === 'string' && body.message)
      return `HTTP ${response.status}: ${body.message.slice(0, 300)}`;
  } catch {
    // Not JSON: the status alone says it.
  }
  return `HTTP ${response.status}`;
}

/**
 * The real adapter of a partner: `POST {url}{path}` with the JSON message and `Authorization: Bearer
 * {apiKey}`; a 2xx answer of the contract's shape is the answer. Time-outs, network failures, 429, 5xx
 * and answers of another shape are retried; any other 4xx is a refusal, not retried.
 */
export function httpPartner<Body extends object, Answer>(
  contract: PartnerContract<Body, Answer>,
  { url, apiKey, timeoutMs = DEFAULT_TIMEOUT_MS }: PartnerEndpoint,
): PartnerAdapter {
  const root = url.replace(/\/$/, '');
  return {
    partner: contract.partner,
    async send(body): Promise<PartnerOutcome> {
      let response: Response;
      try {
        response = await fetch(`${root}${contract.path(body as Body)}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            authorization: `Bearer ${apiKey}`,
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
      } catch (error) {
        const timedOut = (error as Error).name === 'TimeoutError';
        return {
          ok: false,
          retry: true,
          message: timedOut ? `No answer within ${timeoutMs / 1000} s` : 'Could not reach the partner',
        };
      }
      if (!response.ok) {
        const message = await refusalText(response);
        return { ok: false, retry: response.status === 429 || response.status >= 500, message };
      }
      const parsed = contract.answer.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success) return { ok: false, retry: true, message: 'The partner answered in an unexpected shape' };
      return { ok: true, answer: parsed.data, summary: contract.summary(parsed.data) };
    },
  };
}
