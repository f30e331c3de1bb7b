import type { DvlaVehicle, VehicleEnquiry } from '../integrations/dvla/vehicle-enquiry.ts';
import { DEMO_CLAIMS } from './demo-claims.ts';

/** The demo vehicles that do not run on petrol; the DVLA's words for the fuel. */
const FUEL_OF: Record<string, string> = {
  LR68FLT: 'DIESEL',
  HF66VAN: 'DIESEL',
  CX67HBR: 'DIESEL',
  RV20EVS: 'ELECTRICITY',
};

/**
 * Without DVLA_API_KEY: the vehicles of the demo claims, answered as the DVLA would (upper case), so the
 * demo's wizard fills in; every other plate is not found and the driver types the details.
 */
export const DEMO_VEHICLES: ReadonlyMap<string, DvlaVehicle> = new Map(
  DEMO_CLAIMS.map(({ vehicle: [registrationNumber, make, , colour, yearOfManufacture] }) => [
    registrationNumber,
    {
      registrationNumber,
      make: make.toUpperCase(),
      colour: colour.toUpperCase(),
      yearOfManufacture,
      fuelType: FUEL_OF[registrationNumber] ?? 'PETROL',
    },
  ]),
);

export const demoVehicleEnquiry: VehicleEnquiry = {
  find: async (registrationNumber) => {
    const vehicle = DEMO_VEHICLES.get(registrationNumber);
    return vehicle ? { outcome: 'found', vehicle } : { outcome: 'not-found' };
  },
};
