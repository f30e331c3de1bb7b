import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';

const api = useTestApp();

const message = {
  email: 'driver@example.test',
  feedback: 'The dashboard could show my oldest claims first.',
  url: 'http://localhost:3000/dashboard',
  browserData: { name: 'Chrome', version: '156' },
};

describe('POST /api/feedback', () => {
  it('keeps the message with who sent it', async () => {
    const token = await api.http.login('client@fixline.test');
    const answer = await api.http.post<{ id: string }>('/api/feedback', { token, body: message });
    expect(answer.status).toBe(201);
    const row = await api.app.db
      .selectFrom('feedback')
      .selectAll()
      .where('id', '=', answer.body.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: message.email, feedback: message.feedback, url: message.url });
    expect(row.browserData).toEqual(message.browserData);
    expect(row.userId).not.toBeNull();
  });

  it('accepts a message from someone signed out', async () => {
    const answer = await api.http.post<{ id: string }>('/api/feedback', { body: message });
    expect(answer.status).toBe(201);
  });

  it('takes who sent it from the token, never from the body', async () => {
    const answer = await api.http.post('/api/feedback', { body: { ...message, userId: crypto.randomUUID() } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ errors: ['body: Not a field that can be set here: userId'] });
  });

  it('says what is wrong in the dialog’s words', async () => {
    const answer = await api.http.post('/api/feedback', {
      body: { ...message, email: 'not-an-email', feedback: '   ' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      errors: ['email: Please provide a valid email address', 'feedback: This field is required'],
    });
  });

  it('keeps only what a reader can safely show: no extra keys at any depth, only this product’s pages (issue 22 §6)', async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [
        { browserData: { name: 'Chrome', version: '156', plugins: { flash: true } } },
        'browserData: Not a field that can be set here: plugins',
      ],
      [{ url: 'javascript:alert(document.cookie)' }, 'url: This must be the address of a Fixline page'],
      [{ url: 'data:text/html,<script>alert(1)</script>' }, 'url: This must be the address of a Fixline page'],
      [{ url: 'https://evil.example/phish' }, 'url: This must be the address of a Fixline page'],
      [{ url: 'http://localhost:3000.evil.example/' }, 'url: This must be the address of a Fixline page'],
    ];
    for (const [change, error] of refusals) {
      const answer = await api.http.post<{ errors: string[] }>('/api/feedback', { body: { ...message, ...change } });
      // A well-formed http(s) address of another site is as the document says, but not one of ours: 422.
      const offSite = typeof change.url === 'string' && URL.canParse(change.url) && /^https?:/.test(change.url);
      expect({ change, status: answer.status, errors: answer.body.errors }).toEqual({
        change,
        status: offSite ? 422 : 400,
        errors: [error],
      });
    }
    expect(
      await api.app.db
        .selectFrom('feedback')
        .select('id')
        .where('url', 'not like', 'http://localhost:3000/%')
        .execute(),
    ).toEqual([]);
  });
});
