import {
  DRIVER_LINK_MESSAGES,
  ERROR_MESSAGES,
  PICKUP_MESSAGES,
  type TDriverPickupPage,
  type TPickup,
} from '@fixline/domain';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertClaim } from '../../../test/claim-factory.ts';
import { useTestApp } from '../../../test/test-app.ts';
import type { Db } from '../../db/database.ts';
import { movableClock } from '../../jobs/clock.ts';
import { createDriverLinks } from '../driver-links/driver-links.ts';

const DAY = 24 * 3_600_000;
// Noon in London on 1 December 2026: "today" for the date rules.
const clock = movableClock(new Date('2026-12-01T12:00:00Z'));
const api = useTestApp({}, undefined, () => ({ clock }));

const TOKENS: Record<string, string> = {};
const who = ['superadmin', 'client', 'client2', 'repairer', 'repairer2', 'bodyshop'] as const;
const pickupOf = (id: string, rest = '') => `/api/claims/${id}/pickup${rest}`;

beforeAll(async () => {
  for (const name of who) TOKENS[name] = await api.http.login(`${name}@fixline.test`);
});

/** A driver link of a purpose for a claim, issued as the product does. */
async function driverLink(
  claimId: string,
  purpose: 'pickup' | 'dates' | 'feedback',
  ttlMs = 30 * DAY,
  subjectId?: string,
) {
  const links = await createDriverLinks(api.app.db, { publicUrl: api.app.config.publicUrl, clock });
  return api.app.db
    .transaction()
    .execute((trx) =>
      links.issue(trx, { claimId, purpose, ttlMs, createdBy: null, ...(subjectId ? { subjectId } : {}) }),
    );
}

const notifications = (db: Db, claimId: string) =>
  db
    .selectFrom('notifications')
    .select('type')
    .where('claimId', '=', claimId)
    .distinct()
    .execute()
    .then((rows) => rows.map((r) => r.type).sort());

describe('GET /api/claims/{id}/pickup', () => {
  it('answers the claim’s pickup data to its owner, its garage and super admins; 404 to everyone else', async () => {
    const id = await insertClaim(api.app.db, { status: 'awaiting-pickup' });
    for (const name of ['superadmin', 'client', 'repairer'] as const) {
      const answer = await api.http.get<TPickup>(pickupOf(id), { token: TOKENS[name] });
      expect(answer.status, name).toBe(200);
      expect(answer.body).toMatchObject({ pickupDates: [], date: null, driverAnswer: null });
      expect(answer.body.garage).toMatchObject({ name: 'Acme Motors Leeds' });
    }
    for (const name of ['client2', 'repairer2', 'bodyshop'] as const) {
      expect((await api.http.get(pickupOf(id), { token: TOKENS[name] })).status, name).toBe(404);
    }
    expect((await api.http.get(pickupOf(id))).status).toBe(401);
  });

  it('looks a plate up at the DVLA for those who read the claim', async () => {
    const id = await insertClaim(api.app.db, { status: 'awaiting-pickup' });
    const answer = await api.http.get<{ registration: string; outcome: string }>(pickupOf(id, '/dvla/ab12 cde'), {
      token: TOKENS.repairer,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ registration: 'AB12CDE' });
    expect(['found', 'not-found', 'unavailable']).toContain(answer.body.outcome);
    expect((await api.http.get(pickupOf(id, '/dvla/AB12CDE'), { token: TOKENS.repairer2 })).status).toBe(404);
    expect((await api.http.get(pickupOf(id, '/dvla/%24%24'), { token: TOKENS.repairer })).status).toBe(400);
  });
});

describe('the garage books a date within the driver’s availability', () => {
  it('books, refuses past dates and dates the driver did not offer, and tells the driver with a calendar invitation', async () => {
    const id = await insertClaim(api.app.db, { status: 'awaiting-pickup' });
    const availability = await api.http.put<TPickup>(pickupOf(id, '/availability'), {
      token: TOKENS.client,
      body: {
        pickupDates: ['2026-12-08', '2026-12-07'],
        contact: '07700 900123 after 5pm',
        requestedSpecificDate: null,
      },
    });
    expect(availability.status).toBe(200);
    expect(availability.body).toMatchObject({
      pickupDates: ['2026-12-07', '2026-12-08'],
      contact: '07700 900123 after 5pm',
    });

    const book = (body: unknown, token = TOKENS.repairer, rest = '/') =>
      api.http.put<TPickup & { message: string }>(pickupOf(id, rest), { token, body });
    expect(await book({ date: '2026-11-30' })).toMatchObject({
      status: 422,
      body: { message: PICKUP_MESSAGES.pastDate },
    });
    expect(await book({ date: '2026-12-09' })).toMatchObject({
      status: 409,
      body: { message: PICKUP_MESSAGES.outsideAvailability },
    });
    expect((await book({ date: '2026-12-08' }, TOKENS.repairer2)).status).toBe(404);
    expect((await book({ date: '2026-12-08' }, TOKENS.client)).status).toBe(403);
    expect((await book({ date: 'next tuesday' })).status).toBe(400);

    const booked = await book({ date: '2026-12-08', notifyCustomer: true });
    expect(booked.status).toBe(200);
    expect(booked.body).toMatchObject({ date: '2026-12-08', location: 'garage', driverAnswer: null });

    const mail = await api.app.db
      .selectFrom('sentMail')
      .selectAll()
      .where('claimId', '=', id)
      .where('kind', '=', 'repair-date')
      .executeTakeFirstOrThrow();
    expect(mail.toAddress).toBe('dana@example.test');
    expect(mail.textBody).toContain('Tuesday 8 December 2026');
    expect(mail.textBody).toMatch(new RegExp(`/pickup/${id}\\?token=`));
    const [calendar] = mail.attachments;
    expect(calendar).toMatchObject({
      filename: 'repair-date.ics',
      contentType: expect.stringContaining('text/calendar'),
    });
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(calendar?.content ?? '')).getFirstSubcomponent('vevent') ?? undefined,
    );
    expect(event.startDate.toString()).toBe('2026-12-08');
    expect(event.startDate.isDate).toBe(true);
    expect(event.summary).toContain('FX-');
    expect(event.location).toContain('Acme Motors Leeds');
    expect(event.uid).toBe(`repair-date-${id}@fixline`);

    // Moving the date: a reschedule, then a date outside what the driver offered but allowed as agreed.
    expect((await book({ date: '2026-12-07', type: 'reschedule' })).body.date).toBe('2026-12-07');
    expect((await book({ date: '2026-12-21', allowFutureDate: true, type: 'rearrange' })).body.date).toBe('2026-12-21');
    expect(await notifications(api.app.db, id)).toEqual(
      ['RepairAvailableDatesChanged', 'RepairDateAmended', 'RepairDateBooked', 'RepairRescheduled'].sort(),
    );
    const history = await api.app.db.selectFrom('claimHistory').select('action').where('claimId', '=', id).execute();
    expect(history.map((h) => h.action)).toEqual([
      'set-pickup-availability',
      'book-repair-date',
      'book-repair-date',
      'book-repair-date',
    ]);
  });

  it('refuses a pickup or repair date in the year 9999 with 400, naming the field (issue 46)', async () => {
    const id = await insertClaim(api.app.db, { status: 'awaiting-pickup' });
    const refusal = (field: string, message: string) => ({
      status: 400,
      body: { message: ERROR_MESSAGES.invalidRequest, errors: [`${field}: ${message}`] },
    });
    const put = (rest: string, body: unknown, token = TOKENS.client) =>
      api.http.put(pickupOf(id, rest), { token, body });
    expect(await put('/availability', { pickupDates: ['9999-12-31'] })).toMatchObject(
      refusal('pickupDates.0', PICKUP_MESSAGES.farDate),
    );
    expect(await put('/availability', { pickupDates: [], requestedSpecificDate: '9999-12-31' })).toMatchObject(
      refusal('requestedSpecificDate', PICKUP_MESSAGES.farDate),
    );
    expect(await put('/', { date: '9999-12-31' }, TOKENS.repairer)).toMatchObject(
      refusal('date', PICKUP_MESSAGES.farDate),
    );
    expect(await put('/override', { date: '0001-01-01' }, TOKENS.superadmin)).toMatchObject(
      refusal('date', PICKUP_MESSAGES.earlyDate),
    );
    expect((await api.http.get<TPickup>(pickupOf(id), { token: TOKENS.client })).body).toMatchObject({
      pickupDates: [],
      requestedSpecificDate: null,
      date: null,
    });
  });

  it('refuses claims whose repair is not being arranged (409), and the retail call for other tracks', async () => {
    const bidding = await insertClaim(api.app.db, { status: 'bidding' });
    const answer = await api.http.put<{ message: string }>(pickupOf(bidding, '/'), {
      token: TOKENS.superadmin,
      body: { date: '2026-12-08' },
    });
    expect(answer).toMatchObject({
      status: 409,
      body: { message: 'Cannot book a repair date for a claim that is Bidding' },
    });

    const business = await insertClaim(api.app.db, { status: 'awaiting-pickup' });
    const retail = await insertClaim(api.app.db, { status: 'in-repair', track: 'retail' });
    expect(
      await api.http.put(pickupOf(business, '/retail'), { token: TOKENS.repairer, body: { date: '2026-12-08' } }),
    ).toMatchObject({ status: 409, body: { message: PICKUP_MESSAGES.notRetail } });
    const retailBooked = await api.http.put<TPickup>(pickupOf(retail, '/retail'), {
      token: TOKENS.repairer,
      body: { date: '2026-12-08', chargeRequired: true },
    });
    expect(retailBooked.body).toMatchObject({ date: '2026-12-08', chargeRequired: true });
  });

  it('lets a bodyshop book at its own site, which moves the repair’s location', async () => {
    const id = await insertClaim(api.app.db, { status: 'awaiting-pickup', repairer: 'bodyshop' });
    const put = (token: string | undefined) =>
      api.http.put<TPickup>(pickupOf(id, '/bodyshop'), { token, body: { date: '2026-12-10' } });
    expect((await put(TOKENS.repairer)).status).toBe(404);
    const booked = await put(TOKENS.bodyshop);
    expect(booked.body).toMatchObject({ date: '2026-12-10', location: 'bodyshop' });
    expect(await notifications(api.app.db, id)).toEqual(['RepairDateBooked', 'RepairLocationChanged']);
    const other = await insertClaim(api.app.db, { status: 'awaiting-pickup' });
    expect(
      (await api.http.put(pickupOf(other, '/bodyshop'), { token: TOKENS.repairer, body: { date: '2026-12-10' } }))
        .status,
    ).toBe(403);
  });

  it('lets a super admin override the rules with OverrideRepairDate; a future override needs allowFutureDate', async () => {
    const id = await insertClaim(api.app.db, { status: 'in-repair' });
    const override = (token: string | undefined, date: string, query = '') =>
      api.http.put<TPickup & { message: string }>(pickupOf(id, `/override${query}`), { token, body: { date } });
    expect((await override(TOKENS.repairer, '2026-11-20')).status).toBe(403);
    expect((await override(TOKENS.client, '2026-11-20')).status).toBe(403);
    expect((await override(TOKENS.superadmin, '2026-11-20')).body.date).toBe('2026-11-20');
    expect(await override(TOKENS.superadmin, '2026-12-24')).toMatchObject({
      status: 409,
      body: { message: PICKUP_MESSAGES.futureOverride },
    });
    expect((await override(TOKENS.superadmin, '2026-12-24', '?allowFutureDate=true')).body.date).toBe('2026-12-24');
    expect((await override(TOKENS.superadmin, '2026-12-24', '?allowFutureDate=yes')).status).toBe(400);
    expect(await notifications(api.app.db, id)).toEqual(['RepairDateAmended']);
  });
});

describe('request-pickup reaches the driver by itself (issue 42)', () => {
  const requestPickup = (id: string) =>
    api.http.post(`/api/claims/${id}/request-pickup`, { token: TOKENS.repairer, body: {} });

  it('mails the driver a pickup link naming the garage, which opens their page; the timeline says where it went', async () => {
    const id = await insertClaim(api.app.db, { status: 'awaiting-pickup' });
    expect((await requestPickup(id)).status).toBe(200);

    const mail = await api.app.db
      .selectFrom('sentMail')
      .selectAll()
      .where('claimId', '=', id)
      .where('kind', '=', 'driver-link')
      .executeTakeFirstOrThrow();
    expect(mail.toAddress).toBe('dana@example.test');
    expect(mail.subject).toMatch(/^Choose when your vehicle goes in for repair \(claim FX-\d+\)$/);
    expect(mail.textBody).toContain('Acme Motors Leeds will repair your vehicle.');
    const token = new URL(mail.textBody.match(/https?:\/\/\S+\/pickup\/\S+/)?.[0] ?? '').searchParams.get('token');
    expect(token).toBeTruthy();
    const page = await api.http.get<TDriverPickupPage>(`/api/driver/pickup/${id}/${encodeURIComponent(token ?? '')}`);
    expect(page).toMatchObject({ status: 200, body: { pickup: { garage: { name: 'Acme Motors Leeds' } } } });

    const history = await api.app.db
      .selectFrom('claimHistory')
      .select(['action', 'comment'])
      .where('claimId', '=', id)
      .executeTakeFirstOrThrow();
    expect(history).toEqual({ action: 'request-pickup', comment: 'Link to choose days sent to dana@example.test' });
  });

  it('says on the timeline that nothing could be sent to a driver without an email address', async () => {
    const id = await insertClaim(api.app.db, { status: 'awaiting-pickup', overrides: { customerEmail: null } });
    expect((await requestPickup(id)).status).toBe(200);
    const mails = await api.app.db
      .selectFrom('sentMail')
      .select(['kind', 'toAddress'])
      .where('claimId', '=', id)
      .execute();
    expect(mails).toEqual([]);
    const history = await api.app.db
      .selectFrom('claimHistory')
      .select('comment')
      .where('claimId', '=', id)
      .executeTakeFirstOrThrow();
    expect(history.comment).toBe('The driver has no email address: send them the pickup link another way');
  });
});

describe('the days the claim’s garage is open (issue 41, decision 0084)', () => {
  const SUNDAY = '2026-12-06';
  const CHRISTMAS = '2026-12-25';
  const closed = (field: string, message: string) => ({
    status: 422,
    body: { message, errors: [`${field}: ${message}`] },
  });
  const acmeClosed = {
    sunday: 'Acme Motors Leeds is closed on Sundays: please choose another day',
    christmas: 'Acme Motors Leeds is closed on Friday 25 December (a bank holiday): please choose another day',
    tonight: 'Acme Motors Leeds has closed for today: please choose another day',
  };
  const pickupNow = async (id: string) => (await api.http.get<TPickup>(pickupOf(id), { token: TOKENS.client })).body;
  const historyRows = async (id: string) =>
    (await api.app.db.selectFrom('claimHistory').select('id').where('claimId', '=', id).execute()).length;

  it('carries the garage’s open days, closing time and its region’s bank holidays', async () => {
    const id = await insertClaim(api.app.db, { status: 'awaiting-pickup' });
    const { garage } = await pickupNow(id);
    expect(garage).toMatchObject({ name: 'Acme Motors Leeds', openDays: [1, 2, 3, 4, 5], closesAt: '17:30' });
    expect(garage?.bankHolidays).toEqual(expect.arrayContaining(['2026-12-25', '2026-12-28', '2027-01-01']));
    expect(garage?.bankHolidays.every((day) => day >= '2026-12-01' && day <= '2027-12-02')).toBe(true);
  });

  it('refuses a Sunday, Christmas Day and today after closing with 422 naming the field, and changes nothing', async () => {
    const id = await insertClaim(api.app.db, { status: 'awaiting-pickup' });
    const { token } = await driverLink(id, 'pickup');
    const driverAvailability = (body: unknown) =>
      api.http.put(`/api/driver/pickup/${id}/${encodeURIComponent(token)}/availability`, { body });
    const staff = (rest: string, body: unknown, who = TOKENS.client) =>
      api.http.put(pickupOf(id, rest), { token: who, body });

    // At noon the driver may still offer today.
    expect((await driverAvailability({ pickupDates: ['2026-12-01', '2026-12-02'] })).status).toBe(200);
    const before = await pickupNow(id);
    const rows = await historyRows(id);

    expect(await driverAvailability({ pickupDates: ['2026-12-01', SUNDAY] })).toMatchObject(
      closed('pickupDates', acmeClosed.sunday),
    );
    expect(await driverAvailability({ pickupDates: ['2026-12-02'], requestedSpecificDate: CHRISTMAS })).toMatchObject(
      closed('requestedSpecificDate', acmeClosed.christmas),
    );
    expect(await staff('/availability', { pickupDates: [SUNDAY] })).toMatchObject(
      closed('pickupDates', acmeClosed.sunday),
    );
    expect(await staff('/', { date: CHRISTMAS, allowFutureDate: true }, TOKENS.repairer)).toMatchObject(
      closed('date', acmeClosed.christmas),
    );
    expect(await staff('/', { date: SUNDAY, allowFutureDate: true }, TOKENS.repairer)).toMatchObject(
      closed('date', acmeClosed.sunday),
    );
    // 18:00 in London (GMT in December): the garage closed at 17:30, so today is no longer a day to book.
    clock.advance(6 * 3_600_000);
    try {
      expect(await staff('/', { date: '2026-12-01' }, TOKENS.repairer)).toMatchObject(
        closed('date', acmeClosed.tonight),
      );
      expect(await driverAvailability({ pickupDates: [], requestedSpecificDate: '2026-12-01' })).toMatchObject(
        closed('requestedSpecificDate', acmeClosed.tonight),
      );
      // Today, offered before it closed, stays among the driver's days when they add another.
      expect((await driverAvailability({ pickupDates: ['2026-12-01', '2026-12-02', '2026-12-03'] })).status).toBe(200);
      expect((await driverAvailability({ pickupDates: ['2026-12-01', '2026-12-02'] })).status).toBe(200);
    } finally {
      clock.advance(-6 * 3_600_000);
    }
    expect(await pickupNow(id)).toEqual(before);
    expect(await historyRows(id)).toBe(rows + 2);
    expect(await notifications(api.app.db, id)).toEqual(['RepairAvailableDatesChanged']);

    // The override corrects the record: the garage's days do not bind it.
    const override = await staff('/override?allowFutureDate=true', { date: CHRISTMAS }, TOKENS.superadmin);
    expect(override).toMatchObject({ status: 200, body: { date: CHRISTMAS } });
  });

  it('takes a Saturday at a garage open on Saturdays, and any day before a repairer is assigned', async () => {
    // Placed in Hull: Riverside Autos Hull, the demo's garage open on Saturday mornings.
    const hull = await insertClaim(api.app.db, {
      status: 'awaiting-pickup',
      repairer: 'repairer2',
      overrides: { postcode: 'HU2 8AA', latitude: 53.7446, longitude: -0.3352 },
    });
    expect((await pickupNow(hull)).garage).toMatchObject({
      name: 'Riverside Autos Hull',
      openDays: [1, 2, 3, 4, 5, 6],
    });
    const saturday = await api.http.put<TPickup>(pickupOf(hull, '/availability'), {
      token: TOKENS.client,
      body: { pickupDates: ['2026-12-05'] },
    });
    expect(saturday).toMatchObject({ status: 200, body: { pickupDates: ['2026-12-05'] } });
    const booked = await api.http.put<TPickup>(pickupOf(hull, '/'), {
      token: TOKENS.repairer2,
      body: { date: '2026-12-05' },
    });
    expect(booked).toMatchObject({ status: 200, body: { date: '2026-12-05' } });
    expect(
      await api.http.put(pickupOf(hull, '/availability'), { token: TOKENS.client, body: { pickupDates: [SUNDAY] } }),
    ).toMatchObject(closed('pickupDates', 'Riverside Autos Hull is closed on Sundays: please choose another day'));

    const unassigned = await insertClaim(api.app.db, { status: 'awaiting-pickup', repairer: null });
    expect((await pickupNow(unassigned)).garage).toBeNull();
    const anyDay = await api.http.put<TPickup>(pickupOf(unassigned, '/availability'), {
      token: TOKENS.client,
      body: { pickupDates: [SUNDAY, CHRISTMAS] },
    });
    expect(anyDay).toMatchObject({ status: 200, body: { pickupDates: [SUNDAY, CHRISTMAS] } });
  });
});

describe('the driver’s pickup page', () => {
  const driver = (id: string, token: string, rest = '') =>
    `/api/driver/pickup/${id}/${encodeURIComponent(token)}${rest}`;

  it('gives availability, then accepts or rejects the booked date; each change is announced', async () => {
    const id = await insertClaim(api.app.db, { status: 'awaiting-pickup' });
    const { token } = await driverLink(id, 'pickup');
    const page = await api.http.get<TDriverPickupPage>(driver(id, token));
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      registration: 'AB12CDE',
      pickup: { date: null, garage: { name: 'Acme Motors Leeds' } },
    });

    const noDate = await api.http.put(driver(id, token, '/answer'), { body: { answer: 'accept' } });
    expect(noDate).toMatchObject({ status: 409, body: { message: PICKUP_MESSAGES.noDate } });
    expect(
      await api.http.put(driver(id, token, '/availability'), { body: { pickupDates: ['2026-11-02'] } }),
    ).toMatchObject({ status: 422, body: { message: PICKUP_MESSAGES.pastAvailability } });
    const given = await api.http.put<TDriverPickupPage>(driver(id, token, '/availability'), {
      body: { pickupDates: ['2026-12-03', '2026-12-04'], contact: 'Mornings', requestedSpecificDate: '2026-12-09' },
    });
    expect(given.body.pickup).toMatchObject({
      pickupDates: ['2026-12-03', '2026-12-04'],
      requestedSpecificDate: '2026-12-09',
    });

    const booked = await api.http.put<TPickup>(pickupOf(id, '/'), {
      token: TOKENS.repairer,
      body: { date: '2026-12-09' },
    });
    expect(booked.status).toBe(200);
    const rejected = await api.http.put<TDriverPickupPage>(driver(id, token, '/answer'), {
      body: { answer: 'reject' },
    });
    expect(rejected.body.pickup.driverAnswer).toBe('rejected');
    await api.http.put(pickupOf(id, '/'), { token: TOKENS.repairer, body: { date: '2026-12-04', type: 'rearrange' } });
    const accepted = await api.http.put<TDriverPickupPage>(driver(id, token, '/answer'), {
      body: { answer: 'accept' },
    });
    expect(accepted.body.pickup).toMatchObject({ date: '2026-12-04', driverAnswer: 'accepted' });
    expect(await notifications(api.app.db, id)).toEqual(
      [
        'RepairAvailableDatesChanged',
        'RepairDateAmended',
        'RepairDateBooked',
        'RepairDateSelected',
        'RepairDatesRejected',
      ].sort(),
    );
  });

  it('refuses forged, expired, other-purpose and other-claim links', async () => {
    const id = await insertClaim(api.app.db, { status: 'awaiting-pickup' });
    const other = await insertClaim(api.app.db, { status: 'awaiting-pickup' });
    const { token } = await driverLink(id, 'pickup');
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    const notFound = { status: 404, body: { message: DRIVER_LINK_MESSAGES.notFound } };
    expect(await api.http.get(driver(id, `${token.slice(0, -1)}${last}`))).toMatchObject(notFound);
    expect(await api.http.get(driver(other, token))).toMatchObject(notFound);
    expect(await api.http.put(driver(other, token, '/answer'), { body: { answer: 'accept' } })).toMatchObject(notFound);
    const feedback = await driverLink(id, 'feedback');
    expect(await api.http.get(driver(id, feedback.token))).toMatchObject(notFound);
    const expiring = await driverLink(id, 'pickup', DAY);
    clock.advance(DAY + 1);
    try {
      expect(await api.http.get(driver(id, expiring.token))).toMatchObject({
        status: 410,
        body: { message: DRIVER_LINK_MESSAGES.expired },
      });
    } finally {
      clock.advance(-(DAY + 1));
    }
  });

  it('is closed once the repair is finished', async () => {
    const id = await insertClaim(api.app.db, { status: 'finished' });
    const { token } = await driverLink(id, 'pickup');
    expect(
      await api.http.put(driver(id, token, '/availability'), { body: { pickupDates: ['2026-12-03'] } }),
    ).toMatchObject({ status: 409, body: { message: PICKUP_MESSAGES.closed } });
  });
});

describe('the driver’s preferred dates after a quote', () => {
  it('opens from a dates link for its quote only, and records the driver’s availability', async () => {
    const id = await insertClaim(api.app.db, { status: 'in-marketplace', track: 'retail' });
    const quoteId = crypto.randomUUID();
    const link = await driverLink(id, 'dates', 30 * DAY, quoteId);
    expect(link.url).toBe(
      `${api.app.config.publicUrl}/preferred-dates/${quoteId}?token=${encodeURIComponent(link.token)}`,
    );
    const path = (quote: string, rest = '') =>
      `/api/driver/preferred-dates/${quote}/${encodeURIComponent(link.token)}${rest}`;
    expect((await api.http.get(path(quoteId))).status).toBe(200);
    expect((await api.http.get(path(crypto.randomUUID()))).status).toBe(404);
    const pickupLink = await driverLink(id, 'pickup');
    expect((await api.http.get(`/api/driver/preferred-dates/${quoteId}/${pickupLink.token}`)).status).toBe(404);
    const saved = await api.http.put<TDriverPickupPage>(path(quoteId, '/availability'), {
      body: { pickupDates: ['2026-12-14', '2026-12-15'] },
    });
    expect(saved.body.pickup.pickupDates).toEqual(['2026-12-14', '2026-12-15']);
    expect(await notifications(api.app.db, id)).toEqual(['RepairAvailableDatesChanged']);
  });
});
