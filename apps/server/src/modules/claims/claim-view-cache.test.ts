import type { TClaim } from '@fixline/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertClaim, organisationIds } from '../../../test/claim-factory.ts';
import { useTestApp } from '../../../test/test-app.ts';

const api = useTestApp();
const tokens: Record<string, string> = {};

beforeAll(async () => {
  for (const who of ['client', 'client.admin', 'client2', 'superadmin'])
    tokens[who] = await api.http.login(`${who}@fixline.test`);
});

const read = (id: string, who = 'client', query = '') =>
  api.http.get<TClaim>(`/api/claims/${id}${query}`, { token: tokens[who] });

describe('claim pages reused while the database says they are current', () => {
  it('reuses a claim’s view: a change made behind the triggers’ back is not seen', async () => {
    const id = await insertClaim(api.app.db, { status: 'registered', overrides: { make: 'Ford' } });
    expect((await read(id)).body.make).toBe('Ford');
    await api.app.db.connection().execute(async (connection) => {
      await sql`set session_replication_role = replica`.execute(connection);
      await connection.updateTable('claims').set({ make: 'Vauxhall' }).where('id', '=', id).execute();
      await sql`set session_replication_role = default`.execute(connection);
    });
    // Proof the view was kept: only a change the triggers see moves the version on.
    expect((await read(id)).body.make).toBe('Ford');
  });

  it('sees at once every change to the claim, its comments, timeline and files, from anywhere', async () => {
    const { db } = api.app;
    const id = await insertClaim(db, { status: 'registered', overrides: { make: 'Ford' } });
    expect((await read(id)).body.comments).toEqual([]);

    await db.updateTable('claims').set({ make: 'Skoda' }).where('id', '=', id).execute();
    expect((await read(id)).body.make).toBe('Skoda');

    const comment = await db
      .insertInto('claimComments')
      .values({ claimId: id, authorId: null, authorName: 'Psql Person', comment: 'Written by hand' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await read(id)).body.comments.map((c) => c.comment)).toEqual(['Written by hand']);

    await db
      .insertInto('claimHistory')
      .values({ claimId: id, actorId: null, actorName: 'Psql Person', action: 'comment', comment: 'noted' })
      .execute();
    expect((await read(id)).body.history.at(-1)?.comment).toBe('noted');

    const file = await db
      .insertInto('claimFiles')
      .values({
        claimId: id,
        s3Key: `claims/${id}/by-hand.pdf`,
        contentType: 'application/pdf',
        name: 'by-hand.pdf',
        size: 100,
        uploadedByName: 'Psql Person',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await read(id)).body.images).toEqual([file.id]);

    await db.deleteFrom('claimComments').where('id', '=', comment.id).execute();
    await db.deleteFrom('claimFiles').where('id', '=', file.id).execute();
    const after = (await read(id)).body;
    expect([after.comments, after.images]).toEqual([[], []]);
  });

  it('shows an organisation’s new name, which is no part of the claim’s version', async () => {
    const { db } = api.app;
    const id = await insertClaim(db, { status: 'in-repair', repairer: 'repairer' });
    const repairer = (await organisationIds(db))('repairer');
    const before = (await read(id)).body.repairerOrganisation?.name;
    await db.updateTable('organisations').set({ name: 'Acme Motors (Leeds)' }).where('id', '=', repairer).execute();
    try {
      expect((await read(id)).body.repairerOrganisation?.name).toBe('Acme Motors (Leeds)');
    } finally {
      await db
        .updateTable('organisations')
        .set({ name: before ?? '' })
        .where('id', '=', repairer)
        .execute();
    }
  });

  it('keeps every reader to their own reach, whoever read the claim first', async () => {
    const { db } = api.app;
    const id = await insertClaim(db, { status: 'registered' });
    expect((await read(id, 'client')).status).toBe(200);
    expect((await read(id, 'client2')).status).toBe(404);
    // The other way round: another organisation's reader, whose check is already compiled, asks too.
    const theirs = await insertClaim(db, { status: 'registered', client: 'client2' });
    expect((await read(theirs, 'client2')).status).toBe(200);
    expect((await read(id, 'client2')).status).toBe(404);
    expect((await read(theirs, 'client')).status).toBe(404);

    await db.updateTable('claims').set({ deletedAt: new Date() }).where('id', '=', id).execute();
    expect((await read(id, 'client')).status).toBe(404);
    expect((await read(id, 'superadmin')).status).toBe(404);
    expect((await read(id, 'superadmin', '?includeDeletedClaims=true')).status).toBe(200);
  });

  it('shows each reader of the same organisation their own page: who may delete a comment differs', async () => {
    const id = await insertClaim(api.app.db, { status: 'registered' });
    const posted = await api.http.post(`/api/claims/${id}/comment`, {
      token: tokens.client,
      body: { comment: 'Photos to follow' },
    });
    expect(posted.status).toBeLessThan(300);
    for (const [who, canDelete] of [
      ['client', true],
      ['client.admin', false],
      ['client', true],
    ] as const) {
      expect((await read(id, who)).body.comments.map((comment) => comment.canDelete)).toEqual([canDelete]);
    }
  });
});
