import { describe, expect, it } from 'vitest';
import { makeClaimSummary } from '../../test-utils/make-claim-summary.ts';
import { explorerPath, plateProblem, splitVehicleMatches } from './explorer-api.ts';

describe('vehicle explorer', () => {
  it('keeps the exact plate and offers the other partial matches once each', () => {
    const claims = [
      makeClaimSummary(1, { registration: 'XAB12CDE' }),
      makeClaimSummary(2, { registration: 'AB12CDE' }),
      makeClaimSummary(3, { registration: 'XAB12CDE' }),
      makeClaimSummary(4, { registration: 'AB12CDE' }),
    ];
    const { exact, others } = splitVehicleMatches(claims, 'ab12 cde');
    expect(exact.map((c) => c.reference)).toEqual(['FX-000002', 'FX-000004']);
    expect(others).toEqual(['XAB12CDE']);
  });

  it('puts the plate in the address as it is kept', () => {
    expect(explorerPath('ab12 cde')).toBe('/explorer/AB12CDE');
  });

  it("checks a plate with the list API's own rule", () => {
    expect(plateProblem('ab12 cde')).toBeNull();
    expect(plateProblem('AB12CDE99')).toBe('Please provide up to 8 letters and digits of a registration plate');
    expect(plateProblem('AB!2')).toBe('Please provide up to 8 letters and digits of a registration plate');
  });
});
