import { randomUUID } from 'node:crypto';
import { TRACK_STATUSES } from '@fixline/domain';
import type { Kind } from '../ratio-verdict.ts';
import type { MixWorld, Person } from './mix-seed.ts';
import type { HttpRequest } from './send.ts';

/**
 * The day's mix, written down: what 400 signed-in people and the drivers of 10 insurers ask for in a
 * working morning, as shares of all requests. Chosen from how the web app is used, not to flatter the
 * server: every list is a different person's own question, so shared reads rarely help.
 *
 * | class | share | who | what |
 * |---|---:|---|---|
 * | list: handler queue | 30% | insurers' handlers (300) | `GET /api/claims?…&includeCountAll=true` (the web's list always asks for the total): a status 80% (one of the 8 business statuses, evenly), all claims 20%; newest first 85%, oldest first 15%; page 1 80%, page 2 12%, page 3 8%; a label filter (Fleet, EV or Priority) 20%; a plate search (4 characters of one of their claims' plates) 10%; the last 30 days 10% |
 * | list: garage jobs | 6% | garages' staff (100) | the same list over the claims assigned to them: awaiting pickup, in repair or finished; page 1 85%, page 2 15% |
 * | list: marketplace | 6% | repairers' staff | `GET /api/marketplace/claims`: nearest first 70%, newest 20%, closing soonest 10%; page 0 85%, page 1 15% |
 * | counts | 10% | everyone | a dashboard's count: `GET /api/claims/{status}/count` for handlers and garages (80%), `GET /api/marketplace/count` for repairers (20%) |
 * | claim page | 28% | everyone | `GET /api/claims/{id}` on one of the claims they may read (a sample of 400 of their organisation's) |
 * | comment | 6% | handlers 80%, garages 20% | `POST /api/claims/{id}/comment` on one of their claims |
 * | status action | 3% | handlers | `POST /api/claims/{id}/archive`, then `unarchive` on the same claim: 30 claims in repair per insurer, never two actions on one claim at once; the claim's repairer hears of it too |
 * | bid | 4% | repairers' staff | `PUT /api/claims/{id}/bid` on the 200 claims open for bids |
 * | FNOL report | 2% | drivers (no account) | `POST /api/claims/fnol` with one of the 10 insurers' FNOL codes |
 * | file signing | 5% | handlers and garages | `GET /api/images/auth/sign-s3?format=image/jpeg` (a photo about to be uploaded) |
 *
 * Reads are 80% of requests, writes 20% (of which FNOL and bids are a third): a claims desk reads far
 * more than it writes, but every write fans out — each comment and status change is a notification to
 * every handler of the insurer and every member of the repairer, live on their sockets.
 */
export const MIX = [
  { name: 'list: handler queue', share: 30, list: true, kind: 'read' },
  { name: 'list: garage jobs', share: 6, list: true, kind: 'read' },
  { name: 'list: marketplace', share: 6, list: true, kind: 'read' },
  { name: 'counts', share: 10, list: false, kind: 'read' },
  { name: 'claim page', share: 28, list: false, kind: 'read' },
  { name: 'comment', share: 6, list: false, kind: 'write' },
  { name: 'status action', share: 3, list: false, kind: 'write' },
  { name: 'bid', share: 4, list: false, kind: 'write' },
  { name: 'FNOL report', share: 2, list: false, kind: 'write' },
  // A GET, but it records the upload's grant (an INSERT): a write, as the 80/20 split above counts it.
  { name: 'file signing', share: 5, list: false, kind: 'write' },
] as const satisfies readonly { name: string; share: number; list: boolean; kind: Kind }[];
export type EndpointClass = (typeof MIX)[number]['name'];
export const CLASSES: EndpointClass[] = MIX.map((entry) => entry.name);
export const LIST_CLASSES: EndpointClass[] = MIX.filter((entry) => entry.list).map((entry) => entry.name);
/** Each class a read or a write: the floor its ratio to its bare ceiling is judged by (bench/ratio-verdict.ts). */
export const KIND_OF = Object.fromEntries(MIX.map((entry) => [entry.name, entry.kind])) as Record<EndpointClass, Kind>;

/** A request of the mix, with what its bare ceiling runs and what its notification will say. */
export interface MixRequest extends HttpRequest {
  endpoint: EndpointClass;
  /**
   * The same SQL on the ceiling server (no HTTP schema, sign-in, answer checks or serialising): a read's
   * query function, or a write's own operation with the same input (bench/bench-server.ts).
   */
  ceiling: HttpRequest;
  /** A write others hear of: how to recognise its notification on the sockets. */
  notification?: { claimId: string; type: 'ClaimCommentAdded' | 'ClaimStatusUpdated'; marker?: string };
  /** Runs when the answer comes (a status action's claim is free again, its state known). */
  settle?: (status: number, text: string) => void;
}

const BUSINESS = TRACK_STATUSES.business;
const GARAGE_STATUSES = ['awaiting-pickup', 'in-repair', 'finished'] as const;
const LABELS = ['Fleet', 'EV', 'Priority'];

export type Random = () => number;
const pick = <T>(items: readonly T[], random: Random): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('Nothing to pick from');
  return item;
};
/** One of the weighted choices: [[value, weight], …]. */
const weighted = <T>(choices: readonly (readonly [T, number])[], random: Random): T => {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of choices) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return (choices.at(-1) as readonly [T, number])[0];
};

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Makes the mix's requests over a seeded world; `random` is injectable so a run can be repeated. */
export function mixModel(world: MixWorld, random: Random = Math.random) {
  const { handlers, garageStaff, bidders } = world;
  let notes = 0;
  // /api/claims?… → /ceiling/claims?…&userId=…: the same query for the same person, bare.
  const ceilingOf = (path: string, person: Person) =>
    `/ceiling${path.replace(/^\/api/, '')}${path.includes('?') ? '&' : '?'}userId=${person.userId}`;
  const withQuery = (path: string, query: Record<string, string | number | undefined>) => {
    const text = Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
      .join('&');
    return `${path}?${text}`;
  };
  const read = (endpoint: EndpointClass, person: Person, path: string, ceilingPath = ceilingOf(path, person)) => ({
    endpoint,
    method: 'GET' as const,
    path,
    token: person.token,
    ceiling: { method: 'GET' as const, path: ceilingPath },
  });
  /** A write with its bare version: the same method, path and body on the ceiling server, as the same person. */
  const write = (request: Omit<MixRequest, 'ceiling'>, person?: Person): MixRequest => ({
    ...request,
    ceiling: {
      method: request.method,
      path: person ? ceilingOf(request.path, person) : request.path.replace(/^\/api/, '/ceiling'),
      body: request.body,
    },
  });

  /** A bidder's bid on one of the bid claims: placed, or their garage's live bid changed. */
  const bidOn = (claimId: string): MixRequest => {
    const person = pick(bidders, random);
    return write(
      {
        endpoint: 'bid',
        method: 'PUT',
        path: `/api/claims/${claimId}/bid`,
        token: person.token,
        body: {
          amount: 50_000 + Math.floor(random() * 100_000),
          earliestStartDate: day(2),
          repairDays: 3,
          validUntil: day(30),
        },
      },
      person,
    );
  };

  const make: Record<EndpointClass, () => MixRequest> = {
    'list: handler queue': () => {
      const person = pick(handlers, random);
      const path = withQuery('/api/claims', {
        status: random() < 0.8 ? pick(BUSINESS, random) : undefined,
        sortOrder: random() < 0.85 ? 'desc' : 'asc',
        page: weighted(
          [
            [1, 80],
            [2, 12],
            [3, 8],
          ],
          random,
        ),
        labels: random() < 0.2 ? pick(LABELS, random) : undefined,
        plateNumber: random() < 0.1 && person.plates.length > 0 ? pick(person.plates, random).slice(0, 4) : undefined,
        lastDays: random() < 0.1 ? 30 : undefined,
        includeCountAll: 'true',
      });
      return read('list: handler queue', person, path);
    },
    'list: garage jobs': () => {
      const person = pick(garageStaff, random);
      const path = withQuery('/api/claims', {
        status: pick(GARAGE_STATUSES, random),
        page: random() < 0.85 ? 1 : 2,
        includeCountAll: 'true',
      });
      return read('list: garage jobs', person, path);
    },
    'list: marketplace': () => {
      const person = pick(bidders, random);
      const query = {
        sort: weighted(
          [
            ['distance', 70],
            ['newest', 20],
            ['closing', 10],
          ],
          random,
        ),
        page: random() < 0.85 ? 0 : 1,
        pageSize: 25,
      };
      return read(
        'list: marketplace',
        person,
        withQuery('/api/marketplace/claims', query),
        withQuery(`/ceiling/marketplace/${person.organisationId}`, query),
      );
    },
    counts: () => {
      if (random() < 0.2) {
        const person = pick(bidders, random);
        return read('counts', person, '/api/marketplace/count', `/ceiling/marketplace-count/${person.organisationId}`);
      }
      const person = random() < 0.75 ? pick(handlers, random) : pick(garageStaff, random);
      return read('counts', person, `/api/claims/${pick(BUSINESS, random)}/count`);
    },
    'claim page': () => {
      const person = random() < 0.75 ? pick(handlers, random) : pick(garageStaff, random);
      const id = pick(person.claims, random);
      return read('claim page', person, `/api/claims/${id}`, `/ceiling/claim/${id}?userId=${person.userId}`);
    },
    comment: () => {
      const person = random() < 0.8 ? pick(handlers, random) : pick(garageStaff, random);
      const claimId = pick(person.claims, random);
      notes += 1;
      const marker = `mix-${notes}-${Math.floor(random() * 1e9)}`;
      return write(
        {
          endpoint: 'comment',
          method: 'POST',
          path: `/api/claims/${claimId}/comment`,
          token: person.token,
          body: { comment: `Spoke to the customer, they are happy to wait (${marker})` },
          idempotencyKey: randomUUID(),
          notification: { claimId, type: 'ClaimCommentAdded', marker },
        },
        person,
      );
    },
    'status action': () => {
      // A free claim of a random handler's insurer: two actions on one claim at once would race.
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const person = pick(handlers, random);
        const free = [...world.statusClaims.entries()].filter(
          ([, claim]) => !claim.busy && claim.organisationId === person.organisationId,
        );
        if (free.length === 0) continue;
        const [claimId, claim] = pick(free, random);
        claim.busy = true;
        const action = claim.archived ? 'unarchive' : 'archive';
        // The bare version acts too: either answer moves the claim's state on, and settles it.
        return write(
          {
            endpoint: 'status action',
            method: 'POST',
            path: `/api/claims/${claimId}/${action}`,
            token: person.token,
            idempotencyKey: randomUUID(),
            notification: { claimId, type: 'ClaimStatusUpdated' },
            settle: (status, text) => {
              claim.busy = false;
              if (status >= 200 && status < 300) claim.archived = !claim.archived;
              // Refused for its status: the answer says which status the claim is in.
              else if (status === 409) claim.archived = /is Archived/.test(text);
            },
          },
          person,
        );
      }
      throw new Error('No claim free for a status action');
    },
    bid: () => bidOn(pick(world.bidClaims, random)),
    'FNOL report': () => {
      const n = Math.floor(random() * 1e6);
      const letters = 'ABCDEFGHJKLMNOPRSTUVWXY';
      const letter = (k: number) => letters[(n + k * 7) % letters.length];
      return write({
        endpoint: 'FNOL report',
        method: 'POST',
        path: '/api/claims/fnol',
        idempotencyKey: randomUUID(),
        body: {
          fnolCode: pick(world.fnolCodes, random),
          type: 'repair',
          registration: `${letter(1)}${letter(2)}${String(n % 90).padStart(2, '1')} ${letter(3)}${letter(4)}${letter(5)}`,
          customerName: `Driver ${n}`,
          customerPhone: `07700 ${String(n % 1_000_000).padStart(6, '0')}`,
          incidentDate: day(-1 - (n % 5)),
          incidentTime: '08:45',
          damageDescription: 'Hit from behind at a junction',
          injuries: false,
          thirdPartyInvolved: true,
        },
      });
    },
    'file signing': () => {
      const person = random() < 0.7 ? pick(handlers, random) : pick(garageStaff, random);
      return read('file signing', person, '/api/images/auth/sign-s3?format=image%2Fjpeg');
    },
  };
  const shares = MIX.map((entry) => [entry.name, entry.share] as const);
  return {
    /** The next request of the mix. */
    next: (): MixRequest => make[weighted(shares, random)](),
    /** The next request of one class (the closed-loop runs that measure each class alone). */
    of: (endpoint: EndpointClass): MixRequest => make[endpoint](),
    /**
     * A bid on each bid claim, sent before the ceilings: a claim's first bid also moves it to bidding (its
     * status, its timeline, its notifications), once. Left to the bid's two closed loops, whichever ran
     * first would pay for the claims the steps had left unbid, and the other would not.
     */
    firstBids: (): MixRequest[] => world.bidClaims.map(bidOn),
  };
}
