import type { TFnolVehicle } from '@fixline/domain';
import type { VehicleEnquiry } from '../../integrations/dvla/vehicle-enquiry.ts';

/** Acronyms stay as they are ('BMW', 'MG'); other words lose the DVLA's capitals ('MERCEDES-BENZ' → 'Mercedes-Benz'). */
function plainWords(text: string | null): string | null {
  if (!text) return null;
  return text
    .toLowerCase()
    .replace(/[a-z]+/g, (word) =>
      /[aeiouy]/.test(word) ? word[0]?.toUpperCase() + word.slice(1) : word.toUpperCase(),
    );
}

/**
 * The wizard's plate look-up: what the DVLA (or the demo table) knows, in plain words. A look-up that
 * fails says so (`unavailable`) and never fails the request: the driver types the details instead.
 */
export async function lookUpVehicle(enquiry: VehicleEnquiry, registration: string): Promise<TFnolVehicle> {
  const result = await enquiry.find(registration);
  const vehicle = result.outcome === 'found' ? result.vehicle : null;
  return {
    registration,
    outcome: result.outcome,
    make: plainWords(vehicle?.make ?? null),
    colour: plainWords(vehicle?.colour ?? null),
    year: vehicle?.yearOfManufacture ?? null,
    fuelType: plainWords(vehicle?.fuelType ?? null),
  };
}
