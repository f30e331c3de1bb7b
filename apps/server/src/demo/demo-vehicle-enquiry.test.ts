import { describe, expect, it } from 'vitest';
import { demoVehicleEnquiry } from './demo-vehicle-enquiry.ts';

describe('the demo vehicles (no DVLA_API_KEY)', () => {
  it('answer the demo claims’ plates as the DVLA spells them, and nothing else', async () => {
    expect(await demoVehicleEnquiry.find('RV20EVS')).toEqual({
      outcome: 'found',
      vehicle: {
        registrationNumber: 'RV20EVS',
        make: 'TESLA',
        colour: 'GREY',
        yearOfManufacture: 2020,
        fuelType: 'ELECTRICITY',
      },
    });
    expect(await demoVehicleEnquiry.find('ZZ99ZZZ')).toEqual({ outcome: 'not-found' });
  });
});
