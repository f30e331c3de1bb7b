import { describe, expect, it } from 'vitest';
import { defaultPayer, driverShare, roundedShare, VAT_RATE_PERCENT, vatOnNet, vatWithin } from './driver-share.ts';

const insured = { payer: 'insurer' as const, cost: 85000 };

describe('driverShare on an insured claim (payer insurer)', () => {
  it('owes the excess and nothing of the repair', () => {
    expect(driverShare({ ...insured, excess: 25000 }, 0)).toEqual({
      lines: [{ kind: 'excess', label: 'Policy excess', amount: 25000 }],
      total: 25000,
      paid: 0,
      owed: 25000,
    });
  });

  it.each([
    ['absent', undefined],
    ['null', null],
    ['0', 0],
  ])('owes nothing without an excess (%s), and shows no line', (_name, excess) => {
    expect(driverShare({ ...insured, excess }, 0)).toEqual({ lines: [], total: 0, paid: 0, owed: 0 });
  });

  it('adds the VAT on the net repair when the keeper is VAT-registered', () => {
    const share = driverShare({ ...insured, excess: 25000, vatRegistered: true }, 0);
    expect(share.lines).toEqual([
      { kind: 'excess', label: 'Policy excess', amount: 25000 },
      { kind: 'vat', label: 'VAT on the repair', amount: 17000 },
    ]);
    expect(share).toMatchObject({ total: 42000, owed: 42000 });
  });

  it('a VAT-registered keeper without an excess owes the VAT alone; without a cost, nothing', () => {
    expect(driverShare({ ...insured, vatRegistered: true }, 0)).toMatchObject({ total: 17000, owed: 17000 });
    expect(driverShare({ payer: 'insurer', cost: null, vatRegistered: true }, 0)).toMatchObject({
      lines: [],
      owed: 0,
    });
  });

  it('takes off what was paid, never below nothing', () => {
    expect(driverShare({ ...insured, excess: 25000 }, 10000)).toMatchObject({ total: 25000, paid: 10000, owed: 15000 });
    expect(driverShare({ ...insured, excess: 25000 }, 30000)).toMatchObject({ paid: 30000, owed: 0 });
  });
});

describe('driverShare on a retail claim (payer driver)', () => {
  it('splits the VAT-inclusive quote into the net repair and its VAT; the total is the quote', () => {
    expect(driverShare({ payer: 'driver', cost: 45000 }, 0)).toEqual({
      lines: [
        { kind: 'repair', label: 'Repair, before VAT', amount: 37500 },
        { kind: 'vat', label: 'VAT at 20%', amount: 7500 },
      ],
      total: 45000,
      paid: 0,
      owed: 45000,
    });
  });

  it('ignores an excess and the VAT registration: the driver pays the quote', () => {
    expect(driverShare({ payer: 'driver', cost: 45000, excess: 25000, vatRegistered: true }, 5000)).toMatchObject({
      total: 45000,
      owed: 40000,
    });
  });

  it('owes nothing before a quote sets the cost', () => {
    expect(driverShare({ payer: 'driver', cost: null }, 0)).toEqual({ lines: [], total: 0, paid: 0, owed: 0 });
  });

  it.each([
    [1, 1, 0],
    [3, 2, 1], // 0.5 p of VAT: half away from zero
    [5, 4, 1],
    [9, 7, 2], // 1.5 p of VAT
    [99_999, 83_332, 16_667], // 16,666.5 p of VAT
    [100_000_000, 83_333_333, 16_666_667],
  ])('a quote of %i p is %i p net and %i p VAT, adding up to the quote', (cost, net, vat) => {
    const share = driverShare({ payer: 'driver', cost }, 0);
    expect(share.lines.map((line) => line.amount)).toEqual([net, vat]);
    expect(share.total).toBe(cost);
  });
});

describe('VAT rounding', () => {
  it('is 20% of a net amount, to the penny, halves away from zero', () => {
    expect(VAT_RATE_PERCENT).toBe(20);
    expect([1, 2, 3, 5, 99_999, 85_000].map(vatOnNet)).toEqual([0, 0, 1, 1, 20_000, 17_000]);
  });

  it('rounds halves away from zero on either side of it', () => {
    expect(roundedShare(5, 1, 2)).toBe(3);
    expect(roundedShare(-5, 1, 2)).toBe(-3);
    expect(roundedShare(4, 1, 3)).toBe(1);
    expect(vatWithin(0)).toBe(0);
    expect([1, 3, 6, 45_000].map(vatWithin)).toEqual([0, 1, 1, 7_500]);
  });
});

describe('defaultPayer', () => {
  it('is the driver on the retail (FNOL) track and the insurer on the others', () => {
    expect(defaultPayer('retail')).toBe('driver');
    expect(defaultPayer('business')).toBe('insurer');
    expect(defaultPayer('marketplace')).toBe('insurer');
  });
});
