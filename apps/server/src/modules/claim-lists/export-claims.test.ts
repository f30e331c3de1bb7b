import { buffer } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertClaim } from '../../../test/claim-factory.ts';
import { useTestApp } from '../../../test/test-app.ts';
import type { Actor } from '../../auth/actor.ts';
import { exportClaims } from './export-claims.ts';

const api = useTestApp();
const tokens: Record<string, string> = {};
const PLATE = 'EX01';

beforeAll(async () => {
  for (const name of ['superadmin', 'client', 'client2', 'repairer']) {
    tokens[name] = await api.http.login(`${name}@fixline.test`);
  }
  // Plates this file alone uses, so every export below names exactly these claims.
  await insertClaim(api.app.db, {
    status: 'in-repair',
    cost: 120_050,
    costRepairer: 96_000,
    labels: ['Fleet'],
    overrides: { registration: 'EX01AAA', customerName: '=HYPERLINK("http://evil.example","Click")' },
  });
  await insertClaim(api.app.db, {
    status: 'registered',
    repairer: null,
    overrides: { registration: 'EX01BBB', customerName: 'Zoë O’Brien, "Jo"' },
  });
  await insertClaim(api.app.db, {
    status: 'in-repair',
    client: 'client2',
    repairer: 'repairer2',
    overrides: { registration: 'EX01CCC' },
  });
});

async function exported(who: string, query = `plateNumber=${PLATE}`) {
  const answer = await api.http.get<string>(`/api/claims/export?${query}`, { token: tokens[who] });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="claims-\d{4}-\d{2}-\d{2}\.csv"$/);
  // The byte order mark is checked on the file's bytes below: fetch's text() drops it.
  const [header, ...rows] = parse(answer.body) as string[][];
  return { header: header ?? [], rows, byPlate: (plate: string) => rows.find((row) => row.includes(plate)) };
}

describe('GET /api/claims/export', () => {
  it('gives the list as filtered, newest first, with both costs in pounds to the platform', async () => {
    const { header, rows, byPlate } = await exported('superadmin');
    expect(header).toEqual([
      'Reference',
      'Status',
      'Track',
      'Type',
      'Plate',
      'Make',
      'Model',
      'Customer',
      'Client',
      'Repairer',
      'Labels',
      'Issue raised',
      'Incident date',
      'Created',
      'Updated',
      'Cost (£)',
      'Repairer cost (£)',
    ]);
    expect(rows.map((row) => row[4])).toEqual(['EX01 CCC', 'EX01 BBB', 'EX01 AAA']);
    const repairing = byPlate('EX01 AAA');
    expect(repairing?.slice(1, 4)).toEqual(['In Repair', 'Business', 'Repair']);
    expect(repairing?.[0]).toMatch(/^FX-\d{6}$/);
    expect(repairing?.slice(-2)).toEqual(['1200.5', '960']);
    expect(repairing?.[10]).toBe('Fleet');
    expect(repairing?.[13]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('makes formulas plain text and keeps commas, quotes and accents', async () => {
    const { byPlate } = await exported('superadmin');
    expect(byPlate('EX01 AAA')?.[7]).toBe('\'=HYPERLINK("http://evil.example","Click")');
    expect(byPlate('EX01 BBB')?.[7]).toBe('Zoë O’Brien, "Jo"');
  });

  it('gives each reader only their claims and the costs they see', async () => {
    const client = await exported('client');
    expect(client.header.slice(-1)).toEqual(['Cost (£)']);
    expect(client.rows.map((row) => row[4])).toEqual(['EX01 BBB', 'EX01 AAA']);
    const garage = await exported('repairer');
    expect(garage.header.slice(-1)).toEqual(['Repairer cost (£)']);
    expect(garage.header).not.toContain('Cost (£)');
    expect(garage.rows.map((row) => row[4])).toEqual(['EX01 AAA']);
    expect(garage.byPlate('EX01 AAA')?.slice(-1)).toEqual(['960']);
    expect((await exported('client2')).rows.map((row) => row[4])).toEqual(['EX01 CCC']);
  });

  it('takes the list’s filters and sort, refuses bad ones, and needs a session', async () => {
    const oldestFirst = await exported('superadmin', `plateNumber=${PLATE}&sortOrder=asc&status=in-repair`);
    expect(oldestFirst.rows.map((row) => row[4])).toEqual(['EX01 AAA', 'EX01 CCC']);
    const bad = await api.http.get('/api/claims/export?status=nope', { token: tokens.superadmin });
    expect(bad.status).toBe(400);
    expect((await api.http.get(`/api/claims/export?plateNumber=${PLATE}`)).status).toBe(401);
  });

  it('reads in batches after the last row sent, and says when it stopped at its limit', async () => {
    const platform: Actor = {
      userId: 'platform',
      sessionId: 'platform',
      email: 'platform@fixline.test',
      name: 'Platform',
      requiredPasswordChange: false,
      permissions: [
        {
          role: 'SUPER_ADMIN',
          organisationType: 'platform',
          organisationId: 'platform',
          organisationName: 'Fixline',
          privileges: [],
          capabilities: [],
        },
      ],
    };
    const file = async (batch: number, limit: number) => {
      const query = { plateNumber: PLATE, sortOrder: 'desc', overdue: false } as const;
      const bytes = await buffer(exportClaims(api.app.db, platform, query, { batch, limit }));
      // A byte order mark first, so that Excel reads the names as UTF-8.
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      return bytes.subarray(3).toString('utf8');
    };
    const plates = (csv: string) =>
      (parse(csv, { relax_column_count: true }) as string[][]).slice(1).map((row) => row[4]);
    expect(plates(await file(1, 10))).toEqual(['EX01 CCC', 'EX01 BBB', 'EX01 AAA']);
    expect(plates(await file(2, 3))).toEqual(['EX01 CCC', 'EX01 BBB', 'EX01 AAA']);
    const cut = await file(1, 2);
    expect(plates(cut)).toEqual(['EX01 CCC', 'EX01 BBB', undefined]);
    expect(cut.trimEnd().split('\r\n').at(-1)).toBe('More than 2 claims match: narrow the filters to export the rest');
  });
});
