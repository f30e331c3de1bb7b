import { describe, expect, it } from 'vitest';
import { driverLinkPath, fillDriverLinkPath, ISSUABLE_DRIVER_LINK_PURPOSES } from './driver-link.ts';

const claimId = '00000000-0000-4000-8000-000000000005';
const subjectId = '00000000-0000-4000-8000-0000000000aa';
const token = `${claimId}.abc-_DEF`;

describe('a driver link’s page path', () => {
  it('carries the token in the path when the page’s path has one', () => {
    expect(driverLinkPath('feedback', token, { claimId })).toBe(`/rate/${encodeURIComponent(token)}`);
    expect(driverLinkPath('tracking', token, { claimId })).toBe(`/track/${encodeURIComponent(token)}`);
  });

  it('fills the spec’s claim id and puts the token in the query', () => {
    expect(fillDriverLinkPath('/pickup/:claimId', token, { claimId })).toBe(
      `/pickup/${claimId}?token=${encodeURIComponent(token)}`,
    );
  });

  it('fills a quote’s id from the link’s subject', () => {
    expect(fillDriverLinkPath('/quote-accept/:quoteId', token, { claimId, subjectId })).toBe(
      `/quote-accept/${subjectId}?token=${encodeURIComponent(token)}`,
    );
  });

  it('opens the pickup and preferred-dates pages; staff issue only those that need no quote', () => {
    expect(driverLinkPath('pickup', token, { claimId })).toBe(`/pickup/${claimId}?token=${encodeURIComponent(token)}`);
    expect(driverLinkPath('dates', token, { claimId, subjectId })).toBe(
      `/preferred-dates/${subjectId}?token=${encodeURIComponent(token)}`,
    );
    expect(driverLinkPath('agreement', token, { claimId })).toBe(
      `/bodyshop/${claimId}?token=${encodeURIComponent(token)}`,
    );
    expect(ISSUABLE_DRIVER_LINK_PURPOSES).toEqual(['feedback', 'tracking', 'pickup', 'payment', 'agreement']);
  });
});
