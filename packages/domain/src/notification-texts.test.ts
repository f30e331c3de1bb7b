import { describe, expect, it } from 'vitest';
import {
  audienceText,
  NOTIFICATION_EVENT_TEXTS,
  NOTIFICATION_TEXTS,
  NOTIFICATION_TYPES,
  namesGarage,
} from './notification-texts.ts';
import { notificationSummary } from './notifications.ts';

const facts = { reference: 'FX-000123', registration: 'AB12 CDE', garage: 'Acme Motors' };

describe('the notification texts table (issue 42)', () => {
  it('keeps spec 9’s texts for staff, in its order, and names the marketplace’s events after them', () => {
    expect(NOTIFICATION_TYPES.map((type) => NOTIFICATION_TEXTS[type])).toEqual([
      'New claim added',
      'Claim updated',
      'Repair date selected by a driver',
      'Repair date amended',
      'Repair dates rejected by a driver',
      'Claim status changed',
      'Claim image deleted',
      'New files added',
      'Claim file removed',
      'New comment added',
      'Repairer changed',
      'Booked repair date',
      'Repair location changed',
      'Repairer issue raised',
      'Tip received',
      'Repair rescheduled',
      'Repair’s available dates changed',
      'Claim revived',
      'New bid placed',
      'Bid chosen',
    ]);
  });

  it('gives each marketplace recipient their own words', () => {
    expect(audienceText('BidPlaced', 'client', facts)).toBe('New bid from Acme Motors on FX-000123');
    expect(audienceText('BidChosen', 'repairer', facts)).toBe('Your bid was chosen for FX-000123 (AB12 CDE)');
    expect(audienceText('BidChosen', 'losing-bidder', facts)).toBe('Another garage was chosen for FX-000123');
    expect(audienceText('BidChosen', 'client', facts)).toBe('Acme Motors was chosen for FX-000123');
    expect(audienceText('ClaimRepairerChanged', 'repairer', facts)).toBe('This job is now yours: FX-000123');
    expect(audienceText('ClaimRepairerChanged', 'former-repairer', facts)).toBe(
      'FX-000123 was moved to another repairer',
    );
    expect(audienceText('ClaimRepairerChanged', 'client', facts)).toBe(
      'Repairer changed: Acme Motors now has FX-000123',
    );
  });

  it('leaves staff, an audience without its own text, and a text missing a name to the staff text', () => {
    expect(audienceText('BidChosen', 'staff', facts)).toBeNull();
    expect(audienceText('BidPlaced', 'repairer', facts)).toBeNull();
    expect(audienceText('ClaimCommentAdded', 'client', facts)).toBeNull();
    expect(audienceText('BidPlaced', 'client', { reference: 'FX-000123' })).toBeNull();
    expect(audienceText('BidChosen', undefined, facts)).toBeNull();
  });

  it('stores a garage’s name only for the audiences whose text names it', () => {
    expect(namesGarage('BidChosen', 'client')).toBe(true);
    expect(namesGarage('BidChosen', 'losing-bidder')).toBe(false);
    expect(namesGarage('BidChosen', 'repairer')).toBe(false);
    for (const texts of Object.values(NOTIFICATION_EVENT_TEXTS)) expect(texts.staff).not.toContain('{');
  });

  it('is what a notification’s summary reads, from its payload and plate', () => {
    const note = { registration: 'AB12CDE', type: 'BidChosen' as const };
    expect(notificationSummary({ ...note, payload: { audience: 'repairer', reference: 123 } })).toBe(
      'Your bid was chosen for FX-000123 (AB12 CDE)',
    );
    expect(notificationSummary({ ...note, payload: { audience: 'staff', reference: 123 } })).toBe('Bid chosen');
    // Notifications stored before audiences read as they did.
    expect(notificationSummary({ ...note, type: 'ClaimRepairerChanged', payload: {} })).toBe('Repairer changed');
  });
});
