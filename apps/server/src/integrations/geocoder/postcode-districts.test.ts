import { describe, expect, it } from 'vitest';
import { districtGeocoder, withDistrictFallback } from './district-geocoder.ts';
import type { Geocoder } from './geocoder.ts';
import {
  allPostcodeDistricts,
  greatCircleKm,
  nearestPostcodeDistrict,
  postcodeDistrictOf,
  postcodeOfAreaNotHeld,
  withinUk,
} from './postcode-districts.ts';

describe('the postcode district table', () => {
  const rows = allPostcodeDistricts();

  it('holds Great Britain’s districts, each once, each inside the UK', () => {
    expect(rows.length).toBeGreaterThan(2_800);
    expect(new Set(rows.map((row) => row.district)).size).toBe(rows.length);
    expect(rows.filter((row) => !withinUk(row))).toEqual([]);
    for (const district of ['LS1', 'LS11', 'SW1A', 'EC1A', 'EH1', 'CF10', 'TR21', 'ZE1', 'HS1', 'KW15']) {
      expect(postcodeDistrictOf(district)?.district).toBe(district);
    }
  });

  it('finds a postcode’s district whatever its spacing and case', () => {
    for (const written of ['LS11 5QS', 'ls11 5qs', 'LS115QS', '  LS11   5QS ', 'ls11']) {
      expect(postcodeDistrictOf(written)).toEqual({ district: 'LS11', latitude: 53.7764, longitude: -1.5573 });
    }
    // The inward code is always three characters: 'M12WD' is in M1, 'M125WD' in M12.
    expect(postcodeDistrictOf('M12WD')?.district).toBe('M1');
    expect(postcodeDistrictOf('M125WD')?.district).toBe('M12');
    expect(postcodeDistrictOf('SW1A 1AA')?.district).toBe('SW1A');
  });

  it('places nothing for BFPO, non-geographic, retired and made-up districts, or text that is no postcode', () => {
    for (const text of ['BFPO 123', 'GIR 0AA', 'BX1 1LT', 'W1 1AA', 'AB1 2CD', 'ZZ9 9ZZ', 'S94 1AA', '', '12345']) {
      expect.soft(postcodeDistrictOf(text), text).toBeUndefined();
    }
    expect(postcodeDistrictOf('LS1 4AP')?.district).toBe('LS1');
  });

  it('knows the areas it does not hold, though their postcodes are real', () => {
    for (const postcode of ['BT7 1NN', 'GY1 1AA', 'JE2 3AB', 'IM1 1AA']) {
      expect(postcodeOfAreaNotHeld(postcode)).toBe(true);
      expect(postcodeDistrictOf(postcode)).toBeUndefined();
    }
    expect(postcodeOfAreaNotHeld('B1 1AA')).toBe(false);
    expect(postcodeOfAreaNotHeld('LS1 4AP')).toBe(false);
  });

  it('reduces a point to its nearest district’s centroid, and none outside the UK', () => {
    // Leeds Town Hall, 53.8000 -1.5491: LS1 is the district around it.
    expect(nearestPostcodeDistrict({ latitude: 53.8, longitude: -1.5491 })?.district).toBe('LS1');
    expect(nearestPostcodeDistrict({ latitude: 48.8566, longitude: 2.3522 })).toBeUndefined();
    expect(nearestPostcodeDistrict({ latitude: 0, longitude: 0 })).toBeUndefined();
  });

  it('measures as the database does: Leeds to Manchester is about 36 miles', () => {
    const leeds = postcodeDistrictOf('LS1') ?? { latitude: 0, longitude: 0 };
    const manchester = postcodeDistrictOf('M1') ?? { latitude: 0, longitude: 0 };
    expect(greatCircleKm(leeds, manchester) * 0.621371).toBeCloseTo(36, 0);
  });

  it('looks a postcode up in well under a millisecond', async () => {
    postcodeDistrictOf('LS1 4AP');
    const started = performance.now();
    for (let i = 0; i < 10_000; i += 1) await districtGeocoder.locate(i % 2 ? 'ls11 5qs' : 'SW1A 1AA');
    expect((performance.now() - started) / 10_000).toBeLessThan(1);
  });
});

describe('the geocoders', () => {
  it('the embedded one places a postcode at its district, and says not-found for none', async () => {
    expect(await districtGeocoder.locate('yo1 7hh')).toEqual({
      outcome: 'found',
      latitude: 53.9586,
      longitude: -1.0826,
    });
    expect(await districtGeocoder.locate('ZZ1 1ZZ')).toEqual({ outcome: 'not-found' });
    expect(await districtGeocoder.locateMany(['M1 2WD', 'ZZ1 1ZZ'])).toEqual([
      { outcome: 'found', latitude: 53.4775, longitude: -2.2362 },
      { outcome: 'not-found' },
    ]);
  });

  it('a precise one is used where it answers, the district where it cannot', async () => {
    const precise: Geocoder = {
      locate: async (postcode) =>
        postcode === 'YO1 7HH'
          ? { outcome: 'found', latitude: 53.96, longitude: -1.08 }
          : { outcome: 'unavailable', reason: 'HTTP 502' },
      locateMany: async (postcodes) => Promise.all(postcodes.map((postcode) => precise.locate(postcode))),
    };
    const refined = withDistrictFallback(precise);
    expect(await refined.locate('YO1 7HH')).toEqual({ outcome: 'found', latitude: 53.96, longitude: -1.08 });
    expect(await refined.locate('HG1 1BT')).toEqual({ outcome: 'found', latitude: 54.0002, longitude: -1.5347 });
    expect(await refined.locateMany(['YO1 7HH', 'ZZ1 1ZZ'])).toEqual([
      { outcome: 'found', latitude: 53.96, longitude: -1.08 },
      { outcome: 'not-found' },
    ]);
  });
});
