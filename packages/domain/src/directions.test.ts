import { describe, expect, it } from 'vitest';
import { directionsLink } from './directions.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const IPAD_DESKTOP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari';
const ANDROID = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';

describe('directions (spec section 9)', () => {
  it('opens the native maps on iPhone, iPad and iPod, with the start when known', () => {
    const leeds = { latitude: 53.78, longitude: -1.555 };
    expect(directionsLink(leeds, { userAgent: IPHONE })).toEqual({
      href: 'maps://?daddr=53.78%2C-1.555',
      newTab: false,
    });
    expect(directionsLink('LS11 5QS', { userAgent: IPAD_DESKTOP, maxTouchPoints: 5 }, leeds)).toEqual({
      href: 'maps://?daddr=LS11+5QS&saddr=53.78%2C-1.555',
      newTab: false,
    });
  });

  it('elsewhere a web maps directions link, in a new tab', () => {
    expect(directionsLink('LS11 5QS', { userAgent: ANDROID })).toEqual({
      href: 'https://www.google.com/maps/dir/?api=1&destination=LS11+5QS',
      newTab: true,
    });
    expect(directionsLink('M1 2WD', { userAgent: IPAD_DESKTOP, maxTouchPoints: 0 }).newTab).toBe(true);
  });
});
