import { SOCKET_EVENTS, type TNotification } from '@fixline/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertClaim } from '../../../test/claim-factory.ts';
import { collect, next, openSocket, registered } from '../../../test/socket-client.ts';
import { useTestApp } from '../../../test/test-app.ts';

const api = useTestApp();
const PEOPLE = [
  'superadmin',
  'client.admin',
  'client',
  'client2',
  'repairer',
  'repairer.admin',
  'repairer2',
  'bodyshop',
] as const;
type Person = (typeof PEOPLE)[number];
const tokens = {} as Record<Person, string>;
const sockets: { close(): void }[] = [];

beforeAll(async () => {
  for (const person of PEOPLE) tokens[person] = await api.http.login(`${person}@fixline.test`);
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

const unread = async (person: Person) =>
  (await api.http.get<TNotification[]>('/api/notifications', { token: tokens[person] })).body;
const about = async (person: Person, claimId: string) => (await unread(person)).filter((n) => n.claimId === claimId);
const comment = (person: Person, claimId: string, text: string) =>
  api.http.post(`/api/claims/${claimId}/comment`, { token: tokens[person], body: { comment: text } });

describe('who is notified', () => {
  it('of a comment: the owner’s and the assignee’s staff, never the author, never outsiders', async () => {
    const claimId = await insertClaim(api.app.db, { status: 'in-repair', overrides: { registration: 'NT01AAA' } });
    expect((await comment('client', claimId, 'When will it be ready?')).status).toBe(201);
    const notified: Record<string, number> = {};
    for (const person of PEOPLE) notified[person] = (await about(person, claimId)).length;
    expect(notified).toEqual({
      superadmin: 0,
      'client.admin': 1,
      client: 0,
      client2: 0,
      repairer: 1,
      'repairer.admin': 1,
      repairer2: 0,
      bodyshop: 0,
    });
    const [note] = await about('repairer', claimId);
    expect(note).toMatchObject({
      type: 'ClaimCommentAdded',
      registration: 'NT01AAA',
      read: false,
      payload: { comment: 'When will it be ready?', user: 'Chris Hughes' },
    });
  });

  it('of a status change: with the new status and who moved it', async () => {
    const claimId = await insertClaim(api.app.db, { status: 'awaiting-pickup' });
    expect((await api.http.post(`/api/claims/${claimId}/start-repair`, { token: tokens.repairer })).status).toBe(200);
    const [note] = await about('client', claimId);
    expect(note).toMatchObject({ type: 'ClaimStatusUpdated', payload: { status: 'in-repair' } });
    expect(await about('repairer', claimId)).toEqual([]);
    expect(await about('client2', claimId)).toEqual([]);
  });

  it('super admins once they follow the claim (they acted on it or commented)', async () => {
    const claimId = await insertClaim(api.app.db, { status: 'registered' });
    await comment('client', claimId, 'First');
    expect(await about('superadmin', claimId)).toEqual([]);
    await comment('superadmin', claimId, 'Looking into it');
    await comment('client', claimId, 'Thanks');
    expect((await about('superadmin', claimId)).map((n) => n.payload.comment)).toEqual(['Thanks']);
  });

  it('of an issue raised, with its text', async () => {
    const claimId = await insertClaim(api.app.db, { status: 'in-repair' });
    await api.http.put(`/api/claims/${claimId}/raise-issue`, {
      token: tokens.repairer,
      body: { issueComment: 'Parts on back order' },
    });
    const types = (await about('client', claimId)).map((n) => [n.type, n.payload.comment]);
    expect(types).toEqual([['ClaimRaisedIssue', 'Parts on back order']]);
  });
});

describe('marking as read', () => {
  it('touches only the caller’s own notifications: one, a group, or all', async () => {
    const claimId = await insertClaim(api.app.db, { status: 'in-repair', overrides: { registration: 'NT02BBB' } });
    for (const text of ['one', 'two', 'three']) await comment('client', claimId, text);
    const [first, second] = await about('repairer', claimId);

    const someoneElse = await api.http.post(`/api/notifications/${first?.id}/mark-as-read`, { token: tokens.client2 });
    expect(someoneElse.status).toBe(404);
    const own = await api.http.post(`/api/notifications/${first?.id}/mark-as-read`, { token: tokens.repairer });
    expect(own).toMatchObject({ status: 200, body: { marked: 1 } });
    expect((await about('repairer', claimId)).map((n) => n.id)).not.toContain(first?.id);

    const group = await api.http.post('/api/notifications/mark-group-as-read', {
      token: tokens.repairer,
      body: { registration: 'NT02BBB', type: 'ClaimCommentAdded' },
    });
    expect(group.body).toEqual({ marked: 2 });
    expect(await about('repairer', claimId)).toEqual([]);
    expect(second).toBeDefined();
    // The other recipients' copies are untouched.
    expect(await about('repairer.admin', claimId)).toHaveLength(3);

    const all = await api.http.post('/api/notifications/mark-all-as-read', { token: tokens['repairer.admin'] });
    expect((all.body as { marked: number }).marked).toBeGreaterThanOrEqual(3);
    expect(await unread('repairer.admin')).toEqual([]);
  });

  it('refuses anonymous callers and bad bodies', async () => {
    expect((await api.http.post('/api/notifications/mark-all-as-read')).status).toBe(401);
    const bad = await api.http.post('/api/notifications/mark-group-as-read', {
      token: tokens.client,
      body: { registration: 'X', type: 'Nonsense' },
    });
    expect(bad.status).toBe(400);
  });
});

describe('the real-time socket', () => {
  it('refuses a missing, forged or revoked token at the handshake', async () => {
    const refused = async (token: string) => {
      const socket = openSocket(api.app.url, token);
      sockets.push(socket);
      return (await next<Error>(socket, 'connect_error')).message;
    };
    expect(await refused('')).toBe('Unauthorized');
    expect(await refused('not.a.token')).toBe('Unauthorized');
    const revoked = await api.http.login('client2@fixline.test');
    await api.http.post('/api/users/logout', { token: revoked });
    expect(await refused(revoked)).toBe('Unauthorized');
  });

  it('says ready, answers the unread list on register, then pushes each new notification', async () => {
    const claimId = await insertClaim(api.app.db, { status: 'in-repair', overrides: { registration: 'NT03CCC' } });
    await comment('client', claimId, 'Before the socket');
    const { socket, initial } = await registered<TNotification[]>(api.app.url, tokens.repairer);
    sockets.push(socket);
    expect(initial.filter((n) => n.claimId === claimId).map((n) => n.payload.comment)).toEqual(['Before the socket']);

    const arriving = next<TNotification>(socket, SOCKET_EVENTS.newNotification);
    await comment('client', claimId, 'While connected');
    expect(await arriving).toMatchObject({
      claimId,
      type: 'ClaimCommentAdded',
      payload: { comment: 'While connected' },
    });
  });

  it('says a retail claim is retail, in the stored notification and the socket’s alike', async () => {
    const claimId = await insertClaim(api.app.db, { status: 'in-repair', track: 'retail' });
    const { socket } = await registered<TNotification[]>(api.app.url, tokens.repairer);
    sockets.push(socket);
    const arriving = next<TNotification>(socket, SOCKET_EVENTS.newNotification);
    await comment('client', claimId, 'Retail customer called');
    const expected = { payload: { comment: 'Retail customer called', user: 'Chris Hughes', retail: true } };
    expect(await arriving).toMatchObject(expected);
    expect(await about('repairer', claimId)).toMatchObject([expected]);
  });

  it('sends nothing about a claim to someone who cannot read it', async () => {
    const claimId = await insertClaim(api.app.db, { status: 'in-repair' });
    const { socket } = await registered(api.app.url, tokens.repairer2);
    sockets.push(socket);
    const received = collect(socket, SOCKET_EVENTS.newNotification);
    await comment('client', claimId, 'Private to Acme and Northwind');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toEqual([]);
  });

  it('delivers what a dropped client missed when it reconnects, exactly once', async () => {
    const claimId = await insertClaim(api.app.db, { status: 'in-repair' });
    const socket = openSocket(api.app.url, tokens['repairer.admin']);
    sockets.push(socket);
    await next(socket, SOCKET_EVENTS.readyToRegister);
    socket.emit(SOCKET_EVENTS.register, {});
    await next(socket, SOCKET_EVENTS.initialState);
    const received = collect<TNotification>(socket, SOCKET_EVENTS.newNotification);
    await comment('client', claimId, 'Before the drop');
    await expect.poll(() => received.length).toBe(1);

    // Cut the connection under the client, as a tunnel or a lift would. The browser's client reconnects
    // by itself about 100 ms later; here it reconnects once both comments are made, so they are surely
    // missed: on a busy machine they took longer than that, and the client was back before them.
    const dropped = next(socket, 'disconnect');
    socket.io.engine.close();
    await dropped;
    await comment('client', claimId, 'Missed one');
    await comment('client', claimId, 'Missed two');
    const reconnected = next(socket, 'connect');
    socket.connect();
    await reconnected;
    expect(socket.recovered).toBe(true);
    await expect
      .poll(() => received.map((n) => n.payload.comment))
      .toEqual(['Before the drop', 'Missed one', 'Missed two']);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toHaveLength(3);
  });

  it('tells the sockets of a session that ended, then closes them', async () => {
    const token = await api.http.login('bodyshop@fixline.test');
    const { socket } = await registered(api.app.url, token);
    sockets.push(socket);
    const ended = next(socket, SOCKET_EVENTS.sessionEnded);
    const closed = next(socket, 'disconnect');
    await api.http.post('/api/users/logout', { token });
    await ended;
    expect(await closed).toBe('io server disconnect');
  });
});
