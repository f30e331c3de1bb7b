import { GARAGE_CSV_MAX_ROWS, GARAGE_MESSAGES, type TGarageImportAnswer } from '@fixline/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { GARAGE_CSV_MAX_LINE } from './read-garage-csv.ts';

const api = useTestApp();
let superAdmin: string;
let riverside: string;

beforeAll(async () => {
  superAdmin = await api.http.login('superadmin@fixline.test');
  riverside = (
    await api.app.db
      .selectFrom('organisations')
      .select('id')
      .where('name', '=', 'Riverside Autos')
      .executeTakeFirstOrThrow()
  ).id;
});

/** Just under the import's 8 MB body limit. */
const NEARLY_8_MB = 8 * 1024 * 1024 - 1024;

const importCsv = (csv: string) =>
  api.http.post<TGarageImportAnswer & { message: string }>(`/api/garages/import?organisationId=${riverside}`, {
    token: superAdmin,
    raw: csv,
    headers: { 'content-type': 'text/csv' },
  });

/**
 * Issue 46, finding 8: crafted 8 MB files took 14–19 s, every other request waiting: the check for
 * unstorable text walked the file's bytes as an object of 8 million keys, then csv-parse built a record
 * of 8 million fields. Each file is now refused from one pass over its lines, before csv-parse sees it.
 */
describe('POST /api/garages/import refuses outsized files at once', () => {
  it.each([
    ['one field of 4 million doubled quotes', `name,postcode\n"${'""'.repeat(NEARLY_8_MB / 2 - 16)}",LS1 4AP\n`],
    ['a line of 8 million commas', `name,postcode\n${','.repeat(NEARLY_8_MB - 16)}\n`],
  ])('%s: a line too long, said with its number', async (_name, csv) => {
    const started = performance.now();
    const answer = await importCsv(csv);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(GARAGE_MESSAGES.csvLineTooLong(2, GARAGE_CSV_MAX_LINE));
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('8 million empty lines: more lines than its garages could fill', async () => {
    const started = performance.now();
    const answer = await importCsv(`name,postcode\nA,LS1 4AP\n${'\n'.repeat(NEARLY_8_MB - 32)}`);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(GARAGE_MESSAGES.csvTooManyLines(10 * (GARAGE_CSV_MAX_ROWS + 1)));
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('a long line inside quotes, over several lines, is stopped by the parser itself', async () => {
    const answer = await importCsv(`name,postcode\n"${'a\n'.repeat(GARAGE_CSV_MAX_LINE)}",LS1 4AP\n`);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^Line \d+ is longer than 4,096 characters/);
  });
});
