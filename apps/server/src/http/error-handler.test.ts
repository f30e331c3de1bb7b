import { ERROR_MESSAGES } from '@fixline/domain';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { handleError } from './error-handler.ts';

const api = useTestApp();

describe('the error handler', () => {
  it('answers 400, never 500, when PostgreSQL refuses a value (SQLSTATE class 22, issue 22 §2)', async () => {
    const app = Fastify();
    app.setErrorHandler(handleError);
    app.get('/date', () => sql`select ${'0000-01-01'}::date`.execute(api.app.db));
    app.get('/number', () => sql`select ${'99999999999'}::int4`.execute(api.app.db));
    app.get('/uuid', () => sql`select ${'nope'}::uuid`.execute(api.app.db));
    for (const url of ['/date', '/number', '/uuid']) {
      const answer = await app.inject({ url });
      expect({ url, status: answer.statusCode, body: answer.json() }).toEqual({
        url,
        status: 400,
        body: { message: ERROR_MESSAGES.valueOutOfRange },
      });
    }
    await app.close();
  });
});
