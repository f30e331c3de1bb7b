import { describe, expect, it } from 'vitest';
import { directionsUrl, isAppleMobile } from './directions.ts';

const garage = { latitude: 53.7817, longitude: -1.5584 };
const here = { latitude: 53.8, longitude: -1.55 };

describe('directions (spec 9)', () => {
  it('use the native maps link on iPhone, iPad and iPod, with the start when known', () => {
    expect(isAppleMobile('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)')).toBe(true);
    expect(isAppleMobile('Mozilla/5.0 (iPod touch; CPU iPhone OS 15_0 like Mac OS X)')).toBe(true);
    expect(isAppleMobile('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
    expect(isAppleMobile('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false);
    expect(isAppleMobile('Mozilla/5.0 (Linux; Android 15; Pixel 9)')).toBe(false);
    expect(directionsUrl(garage, here, true)).toBe('maps://?daddr=53.7817%2C-1.5584&saddr=53.8%2C-1.55');
    expect(directionsUrl(garage, null, true)).toBe('maps://?daddr=53.7817%2C-1.5584');
  });

  it('use a web maps directions link elsewhere', () => {
    expect(directionsUrl(garage, here, false)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=53.7817%2C-1.5584&origin=53.8%2C-1.55',
    );
    expect(directionsUrl(garage, null, false)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=53.7817%2C-1.5584',
    );
  });
});
