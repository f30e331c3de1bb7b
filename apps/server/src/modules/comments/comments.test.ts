import { ERROR_MESSAGES, type TClaim, type TComment, VALIDATION_MESSAGES } from '@fixline/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertClaim } from '../../../test/claim-factory.ts';
import { useTestApp } from '../../../test/test-app.ts';

const api = useTestApp();
const tokens: Record<string, string> = {};

beforeAll(async () => {
  for (const who of ['superadmin', 'client', 'client.admin', 'client2', 'repairer', 'repairer2']) {
    tokens[who] = await api.http.login(`${who}@fixline.test`);
  }
});

const comment = (id: string, who: string, text = 'Driver called about the courtesy car') =>
  api.http.post<TComment>(`/api/claims/${id}/comment`, { token: tokens[who], body: { comment: text } });

describe('comments on a claim', () => {
  it('the owner’s staff and the assigned repairer comment; others cannot reach the claim', async () => {
    const id = await insertClaim(api.app.db, { status: 'in-repair' });
    const mine = await comment(id, 'client');
    expect(mine.status).toBe(201);
    expect(mine.body).toMatchObject({
      comment: 'Driver called about the courtesy car',
      author: { name: 'Chris Hughes' },
    });
    expect(mine.body.canDelete).toBe(true);
    expect((await comment(id, 'repairer')).status).toBe(201);
    expect((await comment(id, 'client2')).status).toBe(404);
    expect((await comment(id, 'repairer2')).status).toBe(404);
    const claim = await api.http.get<TClaim>(`/api/claims/${id}`, { token: tokens['client.admin'] });
    expect(claim.body.comments.map((c) => [c.author?.name, c.canDelete])).toEqual([
      ['Chris Hughes', false],
      ['Ravi Singh', false],
    ]);
  });

  it('only the author or a super admin deletes a comment', async () => {
    const id = await insertClaim(api.app.db, { status: 'registered' });
    const first = await comment(id, 'client');
    const second = await comment(id, 'client');
    expect((await api.http.delete(`/api/comments/${first.body.id}`, { token: tokens['client.admin'] })).status).toBe(
      403,
    );
    expect((await api.http.delete(`/api/comments/${first.body.id}`, { token: tokens.client2 })).status).toBe(404);
    expect((await api.http.delete(`/api/comments/${first.body.id}`, { token: tokens.client })).status).toBe(204);
    expect((await api.http.delete(`/api/comments/${first.body.id}`, { token: tokens.client })).status).toBe(404);
    expect((await api.http.delete(`/api/comments/${second.body.id}`, { token: tokens.superadmin })).status).toBe(204);
    const claim = await api.http.get<TClaim>(`/api/claims/${id}`, { token: tokens.client });
    expect(claim.body.comments).toEqual([]);
  });

  it('refuses empty and oversized comments, and bad ids', async () => {
    const id = await insertClaim(api.app.db, { status: 'registered' });
    expect((await comment(id, 'client', '   ')).status).toBe(400);
    expect((await comment(id, 'client', 'x'.repeat(5001))).status).toBe(400);
    expect((await api.http.delete('/api/comments/42', { token: tokens.client })).status).toBe(400);
    expect((await api.http.post(`/api/claims/${id}/comment`, { body: { comment: 'hi' } })).status).toBe(401);
  });

  it('refuses a comment of only invisible characters, and keeps only the visible text of one that has some (issue 46)', async () => {
    const id = await insertClaim(api.app.db, { status: 'registered' });
    for (const invisible of ['\u200B\u200C\u200D', '\uFEFF\u2060', '\u202E\u2066\u2069', ' \u200B\n\u0007 ']) {
      const answer = await comment(id, 'client', invisible);
      expect(answer.status, JSON.stringify(invisible)).toBe(400);
      expect(answer.body).toEqual({
        message: ERROR_MESSAGES.invalidRequest,
        errors: [`comment: ${VALIDATION_MESSAGES.required}`],
      });
    }
    const kept = await comment(id, 'client', '\u200B\u202EDriver called\u200B\n\u2066back\u2069 ');
    expect(kept.status).toBe(201);
    expect(kept.body.comment).toBe('Driver called\nback');
    const claim = await api.http.get<TClaim>(`/api/claims/${id}`, { token: tokens.client });
    expect(claim.body.comments.map((c) => c.comment)).toEqual(['Driver called\nback']);
  });
});
