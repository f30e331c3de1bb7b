import { randomUUID } from 'node:crypto';
import type { OrganisationType, Role, TApiKey, TSignedUpload } from '@fixline/domain';
import { DEMO_PASSWORD } from '../../apps/server/src/demo/demo-data.ts';
import { issueFnolUploadSecret } from '../../apps/server/src/modules/files/fnol-upload-secret.ts';
import { hashInviteToken, newInviteToken } from '../../apps/server/src/modules/users/invite-token.ts';
import { type ClaimFixture, insertClaim, organisationIds } from '../../apps/server/test/claim-factory.ts';
import { type HttpClient, httpClient, type RequestOptions } from '../../apps/server/test/http-client.ts';
import { samplePdf } from '../../apps/server/test/sample-files.ts';
import type { TestApp } from '../../apps/server/test/test-app.ts';
import { ACTORS, type ActorModel, claimParties } from './actors.ts';
import { nextAddress } from './run-cell.ts';

/** The claim state a cell needs, besides whose claim it is. */
export type ClaimState = Omit<ClaimFixture, 'client' | 'repairer'>;

/**
 * Real data for the cells, on the suite's own database: the actors' tokens, and fresh objects per cell
 * (claims, comments, files, people …) so no cell changes what another one reads.
 */
export interface Fixtures {
  app: TestApp;
  http: HttpClient;
  org(key: string): string;
  /** The token an actor's requests carry (undefined for anonymous). */
  token(who: ActorModel): string | undefined;
  /** The user id behind an actor (the demo account, or the one the suite disabled). */
  userId(who: ActorModel): string;
  /** A demo account's user id. */
  accountId(email: string): string;
  unique(prefix: string): string;
  claim(who: ActorModel, subject: 'own' | 'other', state: ClaimState): Promise<string>;
  /** A new person in an organisation, signing in with the demo password. */
  user(
    organisation: string,
    options?: { role?: Role; disabled?: boolean; requiredPasswordChange?: boolean },
  ): Promise<{
    id: string;
    email: string;
  }>;
  signIn(email: string): Promise<string>;
  comment(claimId: string, authorId: string): Promise<string>;
  /** A file record on a claim (no object behind it: reading and deleting records never need one). */
  file(claimId: string, uploadedBy: string): Promise<string>;
  /** A PDF really uploaded to the storage with a key signed for this token: what recording a file takes. */
  upload(token: string): Promise<string>;
  /** A driver's FNOL claim (no account) and the upload secret its report answered. */
  fnolClaim(): Promise<{ claimId: string; secret: string }>;
  /** A PDF uploaded to the storage with a key signed for an FNOL secret: what recording a driver's file takes. */
  fnolUpload(secret: string): Promise<string>;
  notification(recipientId: string, claimId: string): Promise<string>;
  label(): Promise<{ id: string; name: string }>;
  invite(organisation: string, role: Role): Promise<string>;
  /** An unused invitation to an organisation: its id. */
  invitation(organisation: string): Promise<string>;
  /** A new organisation of that type, for changes no demo organisation should undergo: its id. */
  organisation(type: OrganisationType): Promise<string>;
  /** An organisation's FNOL code as it is now. */
  fnolCode(organisation: string): Promise<string>;
  /** A working "Forgot password?" token of a new person in an organisation. */
  passwordReset(organisation: string): Promise<string>;
}

export async function createFixtures(app: TestApp): Promise<Fixtures> {
  const { db } = app;
  const http = httpClient(app.url);
  const org = await organisationIds(db);
  // Every account the suite adds signs in with the demo password: one hash, reused, saves an argon2 run each.
  const { passwordHash } = await db
    .selectFrom('users')
    .select('passwordHash')
    .where('email', '=', 'client@fixline.test')
    .executeTakeFirstOrThrow();
  const users = await db.selectFrom('users').select(['id', 'email']).execute();
  const userIds = new Map(users.map((row) => [row.email, row.id]));
  const tokens = new Map<string, string>();
  let counter = 0;
  const unique = (prefix: string) => `${prefix}${process.pid}x${++counter}`;

  async function user(organisation: string, options: Parameters<Fixtures['user']>[1] = {}) {
    const email = `${unique('person')}@fixline.test`;
    const row = await db
      .insertInto('users')
      .values({
        email,
        name: 'Pat Person',
        passwordHash,
        requiredPasswordChange: options.requiredPasswordChange ?? false,
        disabledAt: options.disabled ? new Date() : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('permissions')
      .values({ userId: row.id, organisationId: org(organisation), role: options.role ?? 'USER' })
      .execute();
    return { id: row.id, email };
  }

  async function invite(organisation: string, role: Role) {
    const token = newInviteToken();
    const row = await db
      .insertInto('invites')
      .values({
        tokenHash: hashInviteToken(token),
        email: `${unique('invited')}@fixline.test`,
        organisationId: org(organisation),
        role,
        invitedBy: null,
        expiresAt: new Date(Date.now() + 3_600_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { token, id: row.id };
  }

  /** Signs a PDF's upload at `signPath` (ending in ? or &), puts it where it was signed for: its key. */
  async function uploadPdf(signPath: string, options: RequestOptions): Promise<string> {
    const body = samplePdf();
    const query = new URLSearchParams({ format: 'application/pdf', size: String(body.length) });
    const separator = signPath.includes('?') ? '' : '?';
    const signed = await http.get<TSignedUpload>(`${signPath}${separator}${query}`, options);
    if (signed.status !== 200) throw new Error(`signing an upload: ${signed.status}`);
    const put = await fetch(new URL(signed.body.signedRequest, app.url), {
      method: 'PUT',
      headers: signed.body.headers,
      body,
    });
    if (put.status !== 204) throw new Error(`uploading: ${put.status}`);
    return signed.body.s3Key;
  }

  const fixtures: Fixtures = {
    app,
    http,
    org,
    unique,
    token: (who) => tokens.get(who.key),
    userId: (who) => {
      // Nobody signed in still needs an author for "their" comment: the client user they stand in for.
      const id = userIds.get(who.email ?? (who.token === 'none' ? 'client@fixline.test' : who.key));
      if (!id) throw new Error(`${who.key} has no account`);
      return id;
    },
    accountId: (email) => {
      const id = userIds.get(email);
      if (!id) throw new Error(`No account ${email}`);
      return id;
    },
    claim: (who, subject, state) => {
      const { client, repairer } = claimParties(subject, who);
      return insertClaim(db, { ...state, client, repairer });
    },
    user,
    signIn: (email) => http.login(email, DEMO_PASSWORD),
    async comment(claimId, authorId) {
      const row = await db
        .insertInto('claimComments')
        .values({ claimId, authorId, authorName: 'Pat Person', comment: 'Checked the photos' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async file(claimId, uploadedBy) {
      const key = `claims/${randomUUID()}/${randomUUID()}.pdf`;
      const row = await db
        .insertInto('claimFiles')
        .values({
          claimId,
          s3Key: key,
          contentType: 'application/pdf',
          name: 'quote.pdf',
          size: 100,
          uploadedBy,
          uploadedByName: 'Pat Person',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    upload: (token) => uploadPdf('/api/images/auth/sign-s3', { token }),
    async fnolClaim() {
      const claimId = await insertClaim(db, { status: 'fnol', track: 'retail', repairer: null });
      const { uploadSecret } = await issueFnolUploadSecret(db, claimId);
      return { claimId, secret: uploadSecret };
    },
    // Public and limited per address: the fixture's own requests come from an address of their own.
    fnolUpload: (secret) =>
      uploadPdf(`/api/images/noauth/sign-s3?${new URLSearchParams({ secret })}&`, {
        headers: { 'x-forwarded-for': nextAddress() },
      }),
    async notification(recipientId, claimId) {
      const id = randomUUID();
      await db
        .insertInto('notifications')
        .values({ id, recipientId, claimId, type: 'ClaimCommentAdded', registration: 'AB12CDE', payload: {} })
        .execute();
      return id;
    },
    async label() {
      const name = unique('Label ');
      const row = await db
        .insertInto('labels')
        .values({ name, colour: '#1565C0', description: null })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id, name };
    },
    async invite(organisation, role) {
      return (await invite(organisation, role)).token;
    },
    async invitation(organisation) {
      return (await invite(organisation, 'USER')).id;
    },
    async organisation(type) {
      const row = await db
        .insertInto('organisations')
        .values({ name: unique('Organisation '), type })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async fnolCode(organisation) {
      const row = await db
        .selectFrom('organisations')
        .select('fnolCode')
        .where('id', '=', org(organisation))
        .executeTakeFirstOrThrow();
      return row.fnolCode ?? '';
    },
    async passwordReset(organisation) {
      const person = await user(organisation);
      const token = newInviteToken();
      await db
        .insertInto('passwordResets')
        .values({ userId: person.id, tokenHash: hashInviteToken(token), expiresAt: new Date(Date.now() + 600_000) })
        .execute();
      return token;
    },
  };

  await signInActors(fixtures, tokens, userIds);
  return fixtures;
}

/**
 * Every demo account signs in; the disabled user signs in, then its admin disables it (ending its
 * sessions); the revoked token is a second session of client@ that signed out. Both tokens are used
 * once while still good, so a server that remembered sessions would have to forget them.
 */
async function signInActors(fx: Fixtures, tokens: Map<string, string>, userIds: Map<string, string>) {
  for (const who of ACTORS) {
    if (who.token === 'live' && who.email) tokens.set(who.key, await fx.signIn(who.email));
  }
  const disabled = await fx.user('client');
  const disabledToken = await fx.signIn(disabled.email);
  await expectStatus('the disabled actor before', fx.http.get('/api/users/current', { token: disabledToken }), 200);
  await expectStatus(
    'disabling the disabled actor',
    fx.http.put(`/api/users/disable/${disabled.id}`, { token: tokens.get('client.admin') }),
    200,
  );
  tokens.set('disabled', disabledToken);
  userIds.set('disabled', disabled.id);

  await makeApiKeys(fx, tokens, userIds);

  const revoked = await fx.signIn('client@fixline.test');
  await expectStatus('the revoked actor before', fx.http.get('/api/users/current', { token: revoked }), 200);
  await expectStatus('signing out', fx.http.post('/api/users/logout', { token: revoked }), 204);
  tokens.set('revoked', revoked);
}

/**
 * The key actors: Northwind's admin makes each key through the API, as on its organisation page. The
 * revoked one is used once while good, then revoked.
 */
async function makeApiKeys(fx: Fixtures, tokens: Map<string, string>, userIds: Map<string, string>) {
  const admin = tokens.get('client.admin');
  const keys = `/api/organisations/${fx.org('client')}/api-keys`;
  for (const who of ACTORS) {
    if (!who.apiKey) continue;
    const made = await fx.http.post<TApiKey>(keys, { token: admin, body: { name: who.key, scopes: who.apiKey } });
    if (made.status !== 201 || !made.body.secret) throw new Error(`making ${who.key}: ${made.status}`);
    tokens.set(who.key, made.body.secret);
    const { userId } = await fx.app.db
      .selectFrom('apiKeys')
      .select('userId')
      .where('id', '=', made.body.id)
      .executeTakeFirstOrThrow();
    userIds.set(who.key, userId);
    if (who.token === 'dead') {
      await expectStatus('the revoked key before', fx.http.get('/api/claims', { token: made.body.secret }), 200);
      await expectStatus('revoking', fx.http.post(`${keys}/${made.body.id}/revoke`, { token: admin }), 200);
    }
  }
}

async function expectStatus(what: string, answer: Promise<{ status: number }>, status: number) {
  const { status: got } = await answer;
  if (got !== status) throw new Error(`${what}: ${got}, not ${status}`);
}
