import { describe, expect, it } from 'vitest';
import { groupNotifications, notificationPath, notificationSummary } from './notifications.ts';
import { privilegesFor } from './privileges.ts';
import type { TNotification } from './schemas/notification.ts';

const note = (overrides: Partial<TNotification>): TNotification => ({
  id: crypto.randomUUID(),
  type: 'ClaimCommentAdded',
  registration: 'AB12CDE',
  claimId: crypto.randomUUID(),
  date: '2026-11-22T10:00:00.000Z',
  read: false,
  payload: {},
  ...overrides,
});

describe('notification summaries (spec 9)', () => {
  it('cut a comment at 200 characters with an ellipsis', () => {
    const long = 'x'.repeat(250);
    expect(notificationSummary(note({ payload: { comment: long } }))).toBe(`New comment added: ${'x'.repeat(200)}…`);
    expect(notificationSummary(note({ payload: { comment: 'Short' } }))).toBe('New comment added: Short');
  });

  it('show a tip in pounds and a status change as label to status name', () => {
    expect(notificationSummary(note({ type: 'ClaimTipPaid', payload: { tipAmount: 1250 } }))).toBe(
      'Tip received: £12.50',
    );
    expect(notificationSummary(note({ type: 'ClaimStatusUpdated', payload: { status: 'in-repair' } }))).toBe(
      'Claim status changed to In Repair',
    );
    expect(notificationSummary(note({ type: 'ClaimRevived' }))).toBe('Claim revived');
  });
});

describe('notification groups', () => {
  it('group by registration and type, newest first, the badge being the number of groups', () => {
    const groups = groupNotifications([
      note({ registration: 'AB12CDE', date: '2026-11-22T09:00:00.000Z' }),
      note({ registration: 'AB12CDE', date: '2026-11-22T11:00:00.000Z' }),
      note({ registration: 'AB12CDE', type: 'ClaimStatusUpdated' }),
      note({ registration: 'XY99ZZZ' }),
    ]);
    expect(groups.map((g) => [g.registration, g.type, g.notifications.length])).toEqual([
      ['AB12CDE', 'ClaimCommentAdded', 2],
      ['AB12CDE', 'ClaimStatusUpdated', 1],
      ['XY99ZZZ', 'ClaimCommentAdded', 1],
    ]);
    expect(groups[0]?.notifications[0]?.date).toBe('2026-11-22T11:00:00.000Z');
  });
});

describe('where a notification leads (spec 2)', () => {
  const as = (type: 'client' | 'repairer' | 'bodyshop') => ({
    permissions: [
      {
        role: 'USER' as const,
        organisationType: type,
        organisationId: 'o',
        organisationName: 'O',
        privileges: privilegesFor(type, 'USER'),
        capabilities: [],
      },
    ],
  });
  it('to the claim page with ReadClaims, else to the marketplace claim page', () => {
    expect(notificationPath(as('client'), 'c1')).toBe('/dashboardClaim/c1');
    expect(notificationPath(as('repairer'), 'c1')).toBe('/marketplace/claims/c1');
    expect(notificationPath(as('bodyshop'), 'c1')).toBe('/marketplace/claims/c1');
  });
});
