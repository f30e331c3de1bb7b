import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_MESSAGES, type TClaim, type TSignedUpload } from '@fixline/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertClaim, organisationIds } from '../../test/claim-factory.ts';
import type { Answer } from '../../test/http-client.ts';
import { samplePdf } from '../../test/sample-files.ts';
import { useTestApp } from '../../test/test-app.ts';
import { sweepIdempotencyKeys } from './idempotency-keys.ts';

const api = useTestApp();
let ids: (key: string) => string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  ids = await organisationIds(api.app.db);
  for (const who of ['client', 'client2', 'client.admin', 'superadmin']) {
    tokens[who] = await api.http.login(`${who}@fixline.test`);
  }
});

const withKey = (key: string) => ({ 'idempotency-key': key });
const createClaim = (key: string, registration: string, who = 'client') =>
  api.http.post<TClaim>('/api/claims', {
    token: tokens[who],
    headers: withKey(key),
    body: { type: 'repair', registration },
  });
const claimsWith = async (registration: string) =>
  (await api.app.db.selectFrom('claims').select('id').where('registration', '=', registration).execute()).length;

describe('Idempotency-Key on POST /api/claims', () => {
  it('answers a retry with the first answer and keeps one claim', async () => {
    const key = randomUUID();
    const first = await createClaim(key, 'ID01KEY');
    const retry = await createClaim(key, 'ID01KEY');
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await claimsWith('ID01KEY')).toBe(1);
  });

  it('refuses the same key with another body: 422, and nothing created', async () => {
    const key = randomUUID();
    expect((await createClaim(key, 'ID02KEY')).status).toBe(201);
    const reused = await createClaim(key, 'ID03KEY');
    expect(reused).toMatchObject({ status: 422, body: { message: IDEMPOTENCY_MESSAGES.keyReused } });
    expect(await claimsWith('ID03KEY')).toBe(0);
  });

  it('refuses the same key on another route', async () => {
    const key = randomUUID();
    expect((await createClaim(key, 'ID04KEY')).status).toBe(201);
    const label = await api.http.post('/api/labels', {
      token: tokens.superadmin,
      headers: withKey(key),
      body: { name: 'Key reuse', colour: '#112233' },
    });
    expect(label.status).toBe(201);
    const elsewhere = await api.http.post(`/api/claims/${randomUUID()}/comment`, {
      token: tokens.client,
      headers: withKey(key),
      body: { comment: 'Same key, another route' },
    });
    expect(elsewhere).toMatchObject({ status: 422, body: { message: IDEMPOTENCY_MESSAGES.keyReused } });
  });

  it('keeps keys per caller: the same key from two people is two requests', async () => {
    const key = randomUUID();
    const mine = await createClaim(key, 'ID05KEY', 'client');
    const theirs = await createClaim(key, 'ID05KEY', 'client2');
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.body.id).not.toBe(mine.body.id);
    expect(theirs.body.clientOrganisation?.id).toBe(ids('client2'));
    expect(await claimsWith('ID05KEY')).toBe(2);
  });

  it('lets concurrent duplicates wait for the first and answer what it answered', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 6 }, () => createClaim(key, 'ID06KEY')));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(await claimsWith('ID06KEY')).toBe(1);
  });

  it('does not remember a refusal: nothing was written, so a retry is tried again', async () => {
    const key = randomUUID();
    const refused = await api.http.post('/api/claims', {
      token: tokens.client,
      headers: withKey(key),
      body: { type: 'repair', registration: 'ID07KEY', clientOrganisationId: ids('client2') },
    });
    expect(refused.status).toBe(403);
    const count = await api.app.db
      .selectFrom('idempotencyKeys')
      .select(sql<number>`count(*)`.as('n'))
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(0);
  });

  it('creates as usual without a key, and refuses a malformed key with 400', async () => {
    for (let i = 0; i < 2; i++) {
      const plain = await api.http.post('/api/claims', {
        token: tokens.client,
        body: { type: 'repair', registration: 'ID08KEY' },
      });
      expect(plain.status).toBe(201);
    }
    expect(await claimsWith('ID08KEY')).toBe(2);
    for (const bad of ['has space', 'x'.repeat(256), 'é']) {
      const answer = await createClaim(bad, 'ID09KEY');
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ errors: [expect.stringMatching(/^idempotency-key: /)] });
    }
  });

  it('forgets a key after 24 hours: the sweep removes it, and an expired key is a new request', async () => {
    const key = randomUUID();
    const first = await createClaim(key, 'ID10KEY');
    await api.app.db
      .updateTable('idempotencyKeys')
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where('key', '=', key)
      .execute();
    const later = await createClaim(key, 'ID10KEY');
    expect(later.status).toBe(201);
    expect(later.body.id).not.toBe(first.body.id);
    await api.app.db
      .updateTable('idempotencyKeys')
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where('key', '=', key)
      .execute();
    expect(await sweepIdempotencyKeys(api.app.db)).toBeGreaterThanOrEqual(1);
    const left = await api.app.db.selectFrom('idempotencyKeys').select('key').where('key', '=', key).execute();
    expect(left).toEqual([]);
  });
});

/** Every POST that creates something or moves money, with a body that succeeds once. */
const FNOL_REPORT = {
  fnolCode: 'NORTHWIND',
  type: 'repair',
  registration: 'ID11KEY',
  customerName: 'Ida Key',
  customerPhone: '07700 900111',
  incidentDate: '2026-01-10',
  damageDescription: 'Dented wing',
};

const ROUTES: { name: string; request: () => Promise<{ path: string; token?: string; body?: unknown }> }[] = [
  {
    name: 'FNOL',
    request: async () => ({ path: '/api/claims/fnol', body: FNOL_REPORT }),
  },
  {
    name: 'comment',
    request: async () => ({
      path: `/api/claims/${await insertClaim(api.app.db, { status: 'registered' })}/comment`,
      token: tokens.client,
      body: { comment: 'Sent once, whatever the network does' },
    }),
  },
  {
    name: 'status action that moves money (confirm-payment)',
    request: async () => ({
      path: `/api/claims/${await insertClaim(api.app.db, { status: 'finished', repairer: 'repairer' })}/confirm-payment`,
      token: tokens.superadmin,
    }),
  },
  {
    name: 'label',
    request: async () => ({
      path: '/api/labels',
      token: tokens.superadmin,
      body: { name: 'Idempotent', colour: '#445566' },
    }),
  },
  {
    name: 'feedback',
    request: async () => ({
      path: '/api/feedback',
      body: {
        email: 'ida@example.test',
        feedback: 'Once is enough',
        url: 'http://localhost:3000/home',
        browserData: { name: 'Firefox', version: '150' },
      },
    }),
  },
  {
    name: 'invitation',
    request: async () => ({
      path: '/api/users/invite',
      token: tokens['client.admin'],
      body: { email: 'ida.key@example.test', organisationId: ids('client'), role: 'USER' },
    }),
  },
  {
    name: 'registration',
    request: async () => {
      const invite = await api.http.post<{ inviteUrl: string }>('/api/users/invite', {
        token: tokens['client.admin'],
        body: { email: 'reg.key@example.test', organisationId: ids('client'), role: 'USER' },
      });
      return {
        path: `/api/users/register${new URL(invite.body.inviteUrl).search}`,
        body: { name: 'Reg Key', password: 'A-new-password-9' },
      };
    },
  },
  {
    name: 'file record',
    request: async () => {
      const claimId = await insertClaim(api.app.db, { status: 'registered' });
      const pdf = samplePdf();
      const signed = await api.http.get<TSignedUpload>(
        `/api/images/auth/sign-s3?format=application%2Fpdf&size=${pdf.length}`,
        { token: tokens.client },
      );
      await fetch(new URL(signed.body.signedRequest, api.app.url), {
        method: 'PUT',
        headers: signed.body.headers,
        body: pdf,
      });
      return {
        path: `/api/claims/${claimId}/images`,
        token: tokens.client,
        body: { s3Key: signed.body.s3Key, contentType: 'application/pdf', name: 'estimate.pdf' },
      };
    },
  },
  {
    name: 'driver’s file record (FNOL secret)',
    request: async () => {
      const report = await api.http.post<{ id: string; uploadSecret: string }>('/api/claims/fnol', {
        body: { ...FNOL_REPORT, registration: 'ID22FNL' },
      });
      const pdf = samplePdf();
      const query = new URLSearchParams({ secret: report.body.uploadSecret, format: 'application/pdf' });
      const signed = await api.http.get<TSignedUpload>(`/api/images/noauth/sign-s3?${query}&size=${pdf.length}`);
      await fetch(new URL(signed.body.signedRequest, api.app.url), {
        method: 'PUT',
        headers: signed.body.headers,
        body: pdf,
      });
      return {
        path: `/api/claims/${report.body.id}/images-fnol`,
        body: {
          secret: report.body.uploadSecret,
          s3Key: signed.body.s3Key,
          contentType: 'application/pdf',
          name: 'estimate.pdf',
        },
      };
    },
  },
  {
    name: 'driver link',
    request: async () => ({
      path: `/api/claims/${await insertClaim(api.app.db, { status: 'paid' })}/driver-links`,
      token: tokens.client,
      body: { purpose: 'feedback' },
    }),
  },
  {
    name: 'driver link mailed again',
    request: async () => {
      const claimId = await insertClaim(api.app.db, { status: 'paid' });
      const link = await api.http.post<{ id: string }>(`/api/claims/${claimId}/driver-links`, {
        token: tokens.client,
        body: { purpose: 'feedback' },
      });
      return { path: `/api/claims/${claimId}/driver-links/${link.body.id}/resend`, token: tokens.client };
    },
  },
  {
    name: 'driver’s rating (feedback link)',
    request: async () => {
      const claimId = await insertClaim(api.app.db, { status: 'paid' });
      const link = await api.http.post<{ url: string }>(`/api/claims/${claimId}/driver-links`, {
        token: tokens.client,
        body: { purpose: 'feedback' },
      });
      return { path: `/api/ratings/${link.body.url.split('/rate/')[1]}`, body: { stars: 5 } };
    },
  },
];

describe.each(ROUTES)('Idempotency-Key on the $name route', ({ request }) => {
  it('answers a retry with the first answer, and writes once', async () => {
    const { path, token, body } = await request();
    const headers = withKey(randomUUID());
    const send = () => api.http.post(path, { token, body, headers });
    const first = await send();
    expect(first.status).toBeLessThan(300);
    const tables = await rowCounts();
    const retry: Answer = await send();
    expect({ status: retry.status, body: retry.body }).toEqual({ status: first.status, body: first.body });
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await rowCounts()).toEqual(tables);
  });
});

/** Rows in every table the routes above write, to see that a replay wrote nothing. */
async function rowCounts(): Promise<Record<string, number>> {
  const { rows } = await sql<{ table: string; n: number }>`
    select 'claims' as table, count(*)::int as n from claims
    union all select 'comments', count(*)::int from claim_comments
    union all select 'history', count(*)::int from claim_history
    union all select 'labels', count(*)::int from labels
    union all select 'feedback', count(*)::int from feedback
    union all select 'invites', count(*)::int from invites
    union all select 'users', count(*)::int from users
    union all select 'files', count(*)::int from claim_files
    union all select 'notifications', count(*)::int from notifications
    union all select 'driver links', count(*)::int from driver_links
    union all select 'mail', count(*)::int from sent_mail
    union all select 'ratings', count(*)::int from repairer_ratings
  `.execute(api.app.db);
  return Object.fromEntries(rows.map((row) => [row.table, row.n]));
}

describe('the OpenAPI document', () => {
  /** POSTs that neither create a record a retry could repeat nor move money. */
  const NOT_CREATING = [
    'POST /api/users/login',
    'POST /api/users/logout',
    'POST /api/users/subscribe',
    'POST /api/users/unsubscribe',
    'POST /api/notifications/{id}/mark-as-read',
    'POST /api/notifications/mark-group-as-read',
    'POST /api/notifications/mark-all-as-read',
    // Revoking twice leaves the link or key revoked once (a key's second revoke is 409).
    'POST /api/claims/{id}/driver-links/{linkId}/revoke',
    'POST /api/organisations/{id}/api-keys/{keyId}/revoke',
    // A browser's subscription, kept once per endpoint like /api/users/subscribe.
    'POST /api/track/{token}/push',
    // All or nothing: a retried import finds its garages there and is refused whole, creating none twice.
    'POST /api/garages/import',
    // Money, but once by nature: each provider event id is processed once (payment_events), and Stripe
    // sends no key; a checkout completes once, and a repeat answers its state (decision 0052).
    'POST /api/payments/stripe/webhook',
    'POST /api/driver/payment/{token}/checkouts/{checkoutId}/embedded',
  ];

  it('documents the Idempotency-Key header and its 422 on every other POST', async () => {
    type Operation = { parameters?: { in: string; name: string; required?: boolean }[]; responses: object };
    const doc = await api.http.get<{ paths: Record<string, Record<string, Operation>> }>('/api/docs/json');
    const posts = Object.entries(doc.body.paths).flatMap(([path, methods]) =>
      methods.post ? [{ name: `POST ${path}`, operation: methods.post }] : [],
    );
    const undecided = posts.filter(({ name, operation }) => {
      const header = operation.parameters?.find((p) => p.in === 'header' && p.name === 'idempotency-key');
      if (!header) return !NOT_CREATING.includes(name);
      expect(header.required, name).toBeFalsy();
      expect(Object.keys(operation.responses), name).toContain('422');
      return NOT_CREATING.includes(name);
    });
    expect(undecided.map(({ name }) => name)).toEqual([]);
  });
});
