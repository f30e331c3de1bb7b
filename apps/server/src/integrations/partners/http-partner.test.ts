import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestPartnerServer, type TestPartnerServer } from '../../../test/partner-server.ts';
import { movableClock } from '../../jobs/clock.ts';
import { BODYSHOP_LEADS } from '../bodyshop-leads/bodyshop-lead-contract.ts';
import { CLICKMECHANIC, type ClickMechanicJob } from '../clickmechanic/clickmechanic-contract.ts';
import { PREMIA } from '../premia/premia-contract.ts';
import { embeddedPartner } from './embedded-partner.ts';
import { httpPartner } from './http-partner.ts';

const JOB: ClickMechanicJob = {
  reference: 'FX-000042',
  registration: 'AB12CDE',
  make: 'Ford',
  model: 'Focus',
  postcode: 'LS1 1AA',
  description: 'Will not start',
  customer: { name: 'Dana Driver', phone: '07700 900123', email: 'dana@example.test' },
};

let partner: TestPartnerServer;
beforeAll(async () => {
  partner = await startTestPartnerServer();
});
afterAll(() => partner?.close());
beforeEach(() => {
  partner.behave('contract');
  partner.received.length = 0;
});

const clickMechanic = (options: { apiKey?: string; timeoutMs?: number } = {}) =>
  httpPartner(CLICKMECHANIC, { url: partner.url, apiKey: partner.apiKey, ...options });

describe('the partners’ HTTP adapters, against a local server that speaks their contracts', () => {
  it('ClickMechanic: posts the job with the key, and reads accepted, price and date', async () => {
    const outcome = await clickMechanic().send(JOB);
    expect(outcome).toEqual({
      ok: true,
      answer: { jobId: 'JOB-FX-000042', status: 'accepted', price: 14_250, date: '2026-12-03' },
      summary: 'Accepted: £142.50, a mechanic on Thu, 3 Dec 2026 (job JOB-FX-000042)',
    });
    expect(partner.received).toHaveLength(1);
    expect(partner.received[0]).toMatchObject({ method: 'POST', path: '/jobs', body: JOB });
    expect(partner.received[0]?.headers['content-type']).toBe('application/json');
  });

  it('Premia: posts the return with its comment to the claim’s own reference', async () => {
    const body = {
      premiaReference: 'PRM/2026 17',
      fixlineReference: 'FX-000042',
      registration: 'AB12CDE',
      comment: 'Settled',
    };
    const outcome = await httpPartner(PREMIA, { url: `${partner.url}/`, apiKey: partner.apiKey }).send(body);
    expect(outcome).toMatchObject({ ok: true, summary: 'Premia took the claim back (under review)' });
    expect(partner.received[0]).toMatchObject({ path: '/claims/PRM%2F2026%2017/return', body });
  });

  it('bodyshop leads: posts the lead and reads which bodyshop took it', async () => {
    const lead = {
      reference: 'FX-000042',
      registration: 'AB12CDE',
      make: null,
      model: null,
      postcode: null,
      damage: null,
    };
    const outcome = await httpPartner(BODYSHOP_LEADS, { url: partner.url, apiKey: partner.apiKey }).send(lead);
    expect(outcome).toMatchObject({ ok: true, summary: 'Kirkstall Body Repairs accepted the lead (LEAD-FX-000042)' });
    expect(partner.received[0]?.path).toBe('/leads');
  });

  it('a 4xx is a refusal in the partner’s words, not worth retrying; a wrong key likewise', async () => {
    partner.behave({ status: 422, message: 'Postcode outside our service area' });
    expect(await clickMechanic().send(JOB)).toEqual({
      ok: false,
      retry: false,
      message: 'HTTP 422: Postcode outside our service area',
    });
    partner.behave('contract');
    expect(await clickMechanic({ apiKey: 'wrong' }).send(JOB)).toEqual({
      ok: false,
      retry: false,
      message: 'HTTP 401: Unknown API key',
    });
  });

  it('5xx, 429, an answer of another shape, a time-out and nobody listening are retried later', async () => {
    for (const status of [500, 503, 429]) {
      partner.behave({ status, message: 'Try later' });
      expect(await clickMechanic().send(JOB)).toEqual({ ok: false, retry: true, message: `HTTP ${status}: Try later` });
    }
    partner.behave('garbage');
    expect(await clickMechanic().send(JOB)).toEqual({
      ok: false,
      retry: true,
      message: 'The partner answered in an unexpected shape',
    });
    partner.behave('hang');
    const started = performance.now();
    expect(await clickMechanic({ timeoutMs: 200 }).send(JOB)).toEqual({
      ok: false,
      retry: true,
      message: 'No answer within 0.2 s',
    });
    expect(performance.now() - started).toBeLessThan(2_000);
    const nobody = httpPartner(CLICKMECHANIC, { url: 'http://127.0.0.1:9', apiKey: 'k' });
    expect(await nobody.send(JOB)).toEqual({ ok: false, retry: true, message: 'Could not reach the partner' });
  });
});

describe('the embedded defaults (no URL and key)', () => {
  it('answer as the partner would, with the same summaries', async () => {
    const clock = movableClock(new Date('2026-11-27T10:00:00Z')); // a Friday: two days on is Sunday, so Monday
    expect(await embeddedPartner(CLICKMECHANIC, clock).send(JOB)).toEqual({
      ok: true,
      answer: { jobId: 'CM-000042', status: 'accepted', price: 9_500 + 2 * 500, date: '2026-11-30' },
      summary: 'Accepted: £105.00, a mechanic on Mon, 30 Nov 2026 (job CM-000042)',
    });
    const premia = await embeddedPartner(PREMIA, clock).send({ premiaReference: 'P1' });
    expect(premia).toMatchObject({ ok: true, summary: 'Premia took the claim back (reopened)' });
  });
});
