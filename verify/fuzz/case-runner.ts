import { type FuzzCase, inUrl } from './fuzz-case.ts';
import type { KnownIds } from './known-ids.ts';
import type { Operation } from './openapi.ts';
import type { OperationRules } from './operation-rules.ts';
import type { Sessions } from './sessions.ts';

export interface CaseOutcome {
  status: number;
  /** Every check the answer failed; empty when the case passed. */
  problems: string[];
  /** The answer's first characters, for the report. */
  answer: string;
  /** What the server logged as an error while answering (a 5xx's cause). */
  serverLog: string[];
}

export interface CaseRunnerDeps {
  baseUrl: string;
  sessions: Sessions;
  knownIds: KnownIds;
  takeErrorLog(): string[];
}

const TIMEOUT_MS = 30_000;

/** How a positive-data failure begins (issue 29): valid input refused as malformed. */
export const POSITIVE_PROBLEM = '400 for a request the document accepts';

/**
 * Sends one case over real HTTP and checks the answer: no 5xx, a documented status with a body that
 * conforms to its schema, `{ message, errors? }` on every error, 4xx for input the document refuses,
 * 401 without a valid token where the document asks for one.
 */
export function caseRunner(deps: CaseRunnerDeps) {
  let sent = 0;
  /** Valid cases the document surely accepts: the positive data, which must never get 400. */
  let positive = 0;

  async function run(operation: Operation, rules: OperationRules, fuzzCase: FuzzCase): Promise<CaseOutcome> {
    deps.takeErrorLog();
    let response = await send(operation, fuzzCase);
    // An earlier case may have ended the actor's session (logout): sign in again and send the case once
    // more; a 401 with a fresh token is then the answer to judge.
    const expired = operation.secured && response instanceof Response && response.status === 401 && fuzzCase.actor;
    if (expired && fuzzCase.actor && response instanceof Response) {
      await response.arrayBuffer();
      await deps.sessions.renew(fuzzCase.actor);
      response = await send(operation, fuzzCase);
    }
    if (!(response instanceof Response)) {
      return { status: 0, problems: [`no answer: ${response.message}`], answer: '', serverLog: deps.takeErrorLog() };
    }
    const text = await response.text();
    const contentType = response.headers.get('content-type') ?? '';
    let body: unknown = text;
    const problems: string[] = [];
    if (contentType.startsWith('application/json') && text !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        problems.push('an answer labelled JSON that is not JSON');
      }
    }
    const status = response.status;
    // Judged once: the count below and the answer's expectations both use it.
    const positiveData = fuzzCase.kind === 'valid' && rules.accepts(fuzzCase);
    if (positiveData) positive++;
    if (expired && status === 401) problems.push('401 with a token fresh from signing in');
    problems.push(
      ...rules.answerProblems(status, contentType, body, text),
      ...expectations(operation, rules, fuzzCase, { status, answer: body, positiveData }),
    );

    if (status < 300) deps.knownIds.learn(body);
    return { status, problems, answer: text.slice(0, 300), serverLog: deps.takeErrorLog() };
  }

  async function send(operation: Operation, fuzzCase: FuzzCase): Promise<Response | Error> {
    const request = await buildRequest(operation, fuzzCase);
    sent++;
    try {
      return await fetch(`${deps.baseUrl}${request.url}`, { ...request.init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
  }

  async function buildRequest(operation: Operation, fuzzCase: FuzzCase) {
    const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
      encodeURIComponent(inUrl(fuzzCase.path[name] ?? '')),
    );
    const query = new URLSearchParams(fuzzCase.query).toString();
    const headers: Record<string, string> = { 'x-forwarded-for': fuzzCase.address };
    if (fuzzCase.actor) headers.authorization = `Bearer ${await deps.sessions.token(fuzzCase.actor)}`;
    if (fuzzCase.authorization !== undefined) headers.authorization = fuzzCase.authorization;
    let body: Blob | string | undefined;
    const sent = fuzzCase.body;
    if (sent && 'json' in sent) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(sent.json);
    } else if (sent) {
      if (sent.contentType !== null) headers['content-type'] = sent.contentType;
      // A Blob rather than a string: fetch would add a text/plain content type of its own to a string.
      body = new Blob([sent.raw]);
    }
    return { url: query ? `${path}?${query}` : path, init: { method: operation.method, headers, body } };
  }

  return { run, sent: () => sent, positiveSent: () => positive };
}

/**
 * What this case's answer must be beyond the document: refused when the input is invalid, 401 without a
 * token, and never 400 for valid input (issue 29's positive data): a request the document accepts may be
 * refused only for a business reason (401, 403, 404, 409, 422, 429), never as malformed, or the
 * document hides a rule an integrator would meet in production.
 */
function expectations(
  operation: Operation,
  rules: OperationRules,
  fuzzCase: FuzzCase,
  { status, answer, positiveData }: { status: number; answer: unknown; positiveData: boolean },
): string[] {
  const tokenless = fuzzCase.kind === 'no-token' || fuzzCase.kind === 'bad-token';
  if (operation.secured && tokenless) {
    return status === 401 ? [] : [`${status} without a valid token, expected 401`];
  }
  const invalid = rules.requestProblems(fuzzCase);
  if (invalid.length && (status < 400 || status >= 500)) {
    return [`${status} for a request the document refuses (${invalid.join('; ')}), expected 4xx`];
  }
  if (positiveData && status === 400) {
    return [`${POSITIVE_PROBLEM}: ${JSON.stringify(answer).slice(0, 200)}`];
  }
  return [];
}
