import {
  CLAIM_STATUSES,
  LIST_QUERY_MESSAGES,
  type TClaimListWithCount,
  type TClaimSummary,
  type TCount,
} from '@fixline/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ClaimFixture, insertClaim, organisationIds } from '../../../test/claim-factory.ts';
import { useTestApp } from '../../../test/test-app.ts';

const api = useTestApp();
const ACTORS = ['superadmin', 'client', 'client2', 'repairer', 'repairer2', 'bodyshop'] as const;
type ActorKey = (typeof ACTORS)[number];
const tokens = {} as Record<ActorKey, string>;
const DAY = 24 * 60 * 60 * 1000;

/** The claims of this file, by name: each test reads the list and names the claims it expects. */
const ids: Record<string, string> = {};
const named = (rows: TClaimSummary[]) => rows.map((row) => Object.keys(ids).find((name) => ids[name] === row.id));

const FIXTURES: Record<string, ClaimFixture> = {
  fresh: { status: 'registered', repairer: null, labels: ['Priority'], overrides: { registration: 'QZ01AAA' } },
  quoted: {
    status: 'awaiting-quote-authorisation',
    labels: ['Priority', 'Fleet'],
    cost: 120_000,
    costRepairer: 96_000,
    overrides: { registration: 'QZ02BBB', customerEmail: 'Morgan@Example.TEST', customerName: 'Morgan Ellis' },
  },
  repairing: {
    status: 'in-repair',
    labels: ['Fleet'],
    issue: true,
    overrides: { registration: 'QZ03CCC', customerPhone: '+44 7700 900777', policyNumber: 'HX-99812' },
  },
  other: { status: 'in-repair', client: 'client2', repairer: 'repairer2', overrides: { registration: 'QZ04DDD' } },
  bodyshop: {
    status: 'awaiting-pickup',
    repairer: 'bodyshop',
    overrides: { registration: 'QZ05EEE', vehiclePostcode: 'BD7 1DP' },
  },
  old: {
    status: 'paid',
    overrides: { registration: 'QZ06FFF', createdAt: new Date(Date.now() - 40 * DAY) },
  },
  gone: { status: 'registered', deleted: true, overrides: { registration: 'QZ07GGG' } },
};

beforeAll(async () => {
  // From an empty claims table, so every expected list is exactly this file's claims.
  await api.app.db.deleteFrom('claims').execute();
  for (const [name, fixture] of Object.entries(FIXTURES)) {
    ids[name] = await insertClaim(api.app.db, {
      ...fixture,
      overrides: { createdAt: new Date(Date.now() - Object.keys(ids).length * 60_000), ...fixture.overrides },
    });
  }
  for (const actor of ACTORS) tokens[actor] = await api.http.login(`${actor}@fixline.test`);
});

async function list(query: string, actor: ActorKey = 'superadmin') {
  const answer = await api.http.get<TClaimSummary[]>(`/api/claims${query}`, { token: tokens[actor] });
  expect(answer.status).toBe(200);
  return named(answer.body);
}

describe('GET /api/claims: each filter alone', () => {
  it.each([
    ['', ['fresh', 'quoted', 'repairing', 'other', 'bodyshop', 'old']],
    ['?status=in-repair', ['repairing', 'other']],
    ['?status=raised-issues', ['repairing']],
    ['?labels=Priority', ['fresh', 'quoted']],
    ['?labels=Priority,Fleet', ['quoted']],
    ['?excludeLabels=Priority', ['repairing', 'other', 'bodyshop', 'old']],
    ['?excludeLabels=Priority,Fleet', ['other', 'bodyshop', 'old']],
    ['?plateNumber=qz0', ['fresh', 'quoted', 'repairing', 'other', 'bodyshop', 'old']],
    ['?plateNumber=qz03%20c', ['repairing']],
    ['?plateNumber=ccc', ['repairing']],
    ['?email=morgan@example.test', ['quoted']],
    ['?phoneNumber=07700900777', ['repairing']],
    ['?phoneNumber=%2B447700900777', ['repairing']],
    ['?lastDays=30', ['fresh', 'quoted', 'repairing', 'other', 'bodyshop']],
    ['?sortOrder=asc', ['old', 'bodyshop', 'other', 'repairing', 'quoted', 'fresh']],
  ])('%s', async (query, expected) => {
    expect(await list(query)).toEqual(expected);
  });
});

describe('GET /api/claims?reference=', () => {
  it('finds a claim by its reference as people read it out, within the reader’s reach', async () => {
    const { reference } = await api.app.db
      .selectFrom('claims')
      .select('reference')
      .where('id', '=', ids.quoted as string)
      .executeTakeFirstOrThrow();
    for (const text of [`FX-${String(reference).padStart(6, '0')}`, `fx${reference}`, ` ${reference} `]) {
      expect(await list(`?reference=${encodeURIComponent(text)}`)).toEqual(['quoted']);
    }
    expect(await list(`?reference=${reference}`, 'client2')).toEqual([]);
    for (const text of ['FX-12AB', 'AB12CDE', '0']) {
      const answer = await api.http.get(`/api/claims?reference=${text}`, { token: tokens.superadmin });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ errors: [`reference: ${LIST_QUERY_MESSAGES.reference}`] });
    }
  });
});

describe('GET /api/claims?search= (issue 44)', () => {
  it.each([
    ['morgan', ['quoted']],
    ['MORGAN  ell', ['quoted']],
    ['morgan@exa', ['quoted']],
    ['qz03 ccc', ['repairing']],
    ['qz03-c', ['repairing']],
    ['7700 900 777', ['repairing']],
    ['+44 7700 900777', ['repairing']],
    ['hx-998', ['repairing']],
    ['bd7 1dp', ['bodyshop']],
    ['BD71', ['bodyshop']],
    ['%', []],
    ['qz', []],
    ['nobody here', []],
  ])('%s', async (search, expected) => {
    expect(await list(`?search=${encodeURIComponent(search)}`)).toEqual(expected);
  });

  it('puts the claim whose reference it is first, as people read it out, and counts every match', async () => {
    const { reference } = await api.app.db
      .selectFrom('claims')
      .select('reference')
      .where('id', '=', ids.bodyshop as string)
      .executeTakeFirstOrThrow();
    for (const text of [`FX-${String(reference).padStart(6, '0')}`, `fx ${reference}`, String(reference)]) {
      expect((await list(`?search=${encodeURIComponent(text)}`))[0], text).toBe('bodyshop');
    }
    const counted = await api.http.get<TClaimListWithCount>('/api/claims?search=qz0&includeCountAll=true', {
      token: tokens.superadmin,
    });
    expect(counted.body.count).toBe(6);
  });

  it('finds only within the reader’s reach, and refuses an empty or overlong search', async () => {
    expect(await list('?search=morgan', 'client2')).toEqual([]);
    expect(await list('?search=qz0', 'client2')).toEqual(['other']);
    for (const text of ['%20', 'x'.repeat(101)]) {
      const answer = await api.http.get(`/api/claims?search=${text}`, { token: tokens.superadmin });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ errors: [`search: ${LIST_QUERY_MESSAGES.search}`] });
    }
  });
});

describe('GET /api/claims: filters combined', () => {
  it.each([
    ['?status=in-repair&labels=Fleet', ['repairing']],
    ['?status=in-repair&excludeLabels=Fleet', ['other']],
    ['?status=raised-issues&labels=Priority', []],
    ['?labels=Fleet&plateNumber=QZ02', ['quoted']],
    ['?lastDays=30&status=paid', []],
    ['?plateNumber=QZ&excludeLabels=Fleet&sortOrder=asc&pageSize=2', ['old', 'bodyshop']],
  ])('%s', async (query, expected) => {
    expect(await list(query)).toEqual(expected);
  });
});

describe('pagination', () => {
  it('walks the list in pages that neither overlap nor skip, with the total count', async () => {
    const pages: (string | undefined)[][] = [];
    for (const page of [1, 2, 3, 4]) {
      const answer = await api.http.get<TClaimListWithCount>(
        `/api/claims?pageSize=2&page=${page}&includeCountAll=true`,
        {
          token: tokens.superadmin,
        },
      );
      expect(answer.body.count).toBe(6);
      pages.push(named(answer.body.data));
    }
    expect(pages).toEqual([['fresh', 'quoted'], ['repairing', 'other'], ['bodyshop', 'old'], []]);
  });

  it('counts every match of combined filters, not just the page', async () => {
    const answer = await api.http.get<TClaimListWithCount>('/api/claims?labels=Fleet&pageSize=1&includeCountAll=true', {
      token: tokens.superadmin,
    });
    expect({ rows: answer.body.data.length, count: answer.body.count }).toEqual({ rows: 1, count: 2 });
  });

  it('answers a page past the end with no rows', async () => {
    expect(await list('?page=99')).toEqual([]);
  });
});

describe('who sees which claims', () => {
  it.each([
    ['client', ['fresh', 'quoted', 'repairing', 'bodyshop', 'old']],
    ['client2', ['other']],
    ['repairer', ['quoted', 'repairing', 'old']],
    ['repairer2', ['other']],
    ['bodyshop', ['bodyshop']],
  ] as const)('%s', async (actor, expected) => {
    expect(await list('', actor)).toEqual(expected);
  });

  it('shows each viewer only the money it may see', async () => {
    const [asClient] = (await api.http.get<TClaimSummary[]>('/api/claims?plateNumber=QZ02', { token: tokens.client }))
      .body;
    const [asRepairer] = (
      await api.http.get<TClaimSummary[]>('/api/claims?plateNumber=QZ02', { token: tokens.repairer })
    ).body;
    expect(asClient?.costs).toEqual({ cost: 120_000 });
    expect(asRepairer?.costs).toEqual({ costRepairer: 96_000 });
  });

  it('refuses a driver-less anonymous caller', async () => {
    expect((await api.http.get('/api/claims')).status).toBe(401);
  });
});

describe('counts agree with lists', () => {
  it.each(ACTORS)('for %s, in every status and for raised issues', async (actor) => {
    for (const status of [...CLAIM_STATUSES, 'raised-issues']) {
      const path = status === 'raised-issues' ? '/api/claims/raised-issues/count' : `/api/claims/${status}/count`;
      const count = await api.http.get<TCount>(path, { token: tokens[actor] });
      const listed = await api.http.get<TClaimListWithCount>(
        `/api/claims?status=${status}&includeCountAll=true&pageSize=100`,
        { token: tokens[actor] },
      );
      expect({ status, count: count.body.count }).toEqual({ status, count: listed.body.data.length });
      expect(listed.body.count).toBe(listed.body.data.length);
    }
  });

  it('lists raised issues with the list query', async () => {
    const answer = await api.http.get<TClaimSummary[]>('/api/claims/raised-issues?labels=Fleet', {
      token: tokens.superadmin,
    });
    expect(named(answer.body)).toEqual(['repairing']);
  });
});

describe('bad query values', () => {
  it.each([
    ['a negative page', '?page=-1', 'page: Please provide a number of at least 1'],
    ['a page that is not a whole number', '?page=1.5', 'page: Please provide a whole number'],
    ['an unknown status', '?status=lost', 'status: Please choose one of: fnol, registered'],
    [
      'a 10,000-character plate',
      `?plateNumber=${'X'.repeat(10_000)}`,
      'plateNumber: Please provide up to 8 letters and digits of a registration plate',
    ],
    ['a page of 1,000', '?pageSize=1000', 'pageSize: Please provide a number of at most 100'],
    ['a yes for true', '?includeCountAll=yes', "includeCountAll: Please answer 'true' or 'false'"],
    ['21 labels', '?labels=a,b,c,d,e,f,g,h,i,j,k,l,m,n,o,p,q,r,s,t,u', 'labels: Please choose at most 20 labels'],
  ])('%s answers 400 and says which field', async (_case, query, error) => {
    const answer = await api.http.get<{ message: string; errors: string[] }>(`/api/claims${query}`, {
      token: tokens.superadmin,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.join('\n')).toContain(error);
  });

  it('refuses an unknown status on the count and median routes', async () => {
    for (const path of ['/api/claims/lost/count', '/api/claims/lost/median-time']) {
      expect((await api.http.get(path, { token: tokens.superadmin })).status).toBe(400);
    }
  });
});

describe('claims requiring attention', () => {
  it.each([
    ['client', ['fresh', 'quoted', 'old']],
    ['repairer', ['repairing']],
    ['bodyshop', ['bodyshop']],
    ['superadmin', ['fresh', 'quoted', 'repairing', 'other', 'bodyshop', 'old']],
  ] as const)(
    'are, for %s, the claims whose next step is theirs, the longest-waiting first',
    async (actor, expected) => {
      const answer = await api.http.get<TClaimSummary[]>('/api/claims/requiring-attention', { token: tokens[actor] });
      expect(named(answer.body).sort()).toEqual([...expected].sort());
    },
  );

  it('narrow to one status', async () => {
    const answer = await api.http.get<TClaimSummary[]>('/api/claims/requiring-attention?status=in-repair', {
      token: tokens.superadmin,
    });
    expect(named(answer.body).sort()).toEqual(['other', 'repairing']);
  });
});

describe('claim_counts, kept by the database', () => {
  it('agrees with the claims after moves, issues, deletions and revivals, even when they race', async () => {
    const { db } = api.app;
    const idOf = await organisationIds(db);
    const created = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        insertClaim(db, { status: i % 2 ? 'awaiting-pickup' : 'in-repair', client: i % 3 ? 'client' : 'client2' }),
      ),
    );
    // Claims moving in opposite directions at once: the trigger touches its counters in key order.
    await Promise.all(
      created.map((id, i) =>
        db
          .updateTable('claims')
          .set({ status: i % 2 ? 'in-repair' : 'awaiting-pickup', issueRaisedAt: i % 4 ? null : new Date() })
          .where('id', '=', id)
          .execute(),
      ),
    );
    await db
      .updateTable('claims')
      .set({ deletedAt: new Date() })
      .where('id', '=', created[0] as string)
      .execute();
    await db
      .updateTable('claims')
      .set({ repairerOrganisationId: idOf('repairer2') })
      .where('id', '=', created[1] as string)
      .execute();
    await db
      .deleteFrom('claims')
      .where('id', '=', created[2] as string)
      .execute();

    const kept = await db
      .selectFrom('claimCounts')
      .select(['clientOrganisationId', 'repairerOrganisationId', 'status', 'issueRaised', 'n'])
      .where('n', '<>', 0)
      .execute();
    const actual = await db
      .selectFrom('claims')
      .select(['clientOrganisationId', 'repairerOrganisationId', 'status'])
      .select((eb) => [eb('issueRaisedAt', 'is not', null).as('issueRaised'), eb.fn.countAll<number>().as('n')])
      .where('deletedAt', 'is', null)
      .groupBy(['clientOrganisationId', 'repairerOrganisationId', 'status', 'issueRaised'])
      .execute();
    type Row = { clientOrganisationId: string; repairerOrganisationId: string | null; status: string };
    const sorted = (rows: (Row & { issueRaised: unknown; n: number })[]) =>
      rows
        .map(
          (r) =>
            `${r.clientOrganisationId}/${r.repairerOrganisationId}/${r.status}/${Boolean(r.issueRaised)}=${Number(r.n)}`,
        )
        .sort();
    expect(sorted(kept)).toEqual(sorted(actual));
  });
});

describe('GET /api/claims?overdue=true', () => {
  it('lists the claims whose authorisation is past due, and counts them', async () => {
    const HOUR = 3_600_000;
    const overdue = await insertClaim(api.app.db, {
      status: 'awaiting-quote-authorisation',
      overrides: { registration: 'QZ08HHH', authorisationDueAt: new Date(Date.now() - HOUR) },
    });
    const due = await insertClaim(api.app.db, {
      status: 'awaiting-quote-authorisation',
      overrides: { registration: 'QZ09JJJ', authorisationDueAt: new Date(Date.now() + HOUR) },
    });
    try {
      const answer = await api.http.get<TClaimListWithCount>('/api/claims?overdue=true&includeCountAll=true', {
        token: tokens.client,
      });
      expect(answer.body.data.map((claim) => claim.id)).toEqual([overdue]);
      expect(answer.body.count).toBe(1);
      expect(await list('?overdue=true', 'client2')).toEqual([]);
      expect((await list('?overdue=false')).length).toBeGreaterThan(1);
    } finally {
      await api.app.db.deleteFrom('claims').where('id', 'in', [overdue, due]).execute();
    }
  });
});
