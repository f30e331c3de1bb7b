import { z } from '@fixline/domain';
import type { DvlaVehicle, VehicleEnquiry, VehicleEnquiryResult } from './vehicle-enquiry.ts';

/** The documented address of the Vehicle Enquiry API (UAT: https://uat.driver-vehicle-licensing.api.gov.uk/…). */
export const DVLA_VEHICLE_ENQUIRY_URL = 'https://driver-vehicle-licensing.api.gov.uk/vehicle-enquiry/v1/vehicles';

/** A driver waits on the answer while filling in a form: past this, they type the details themselves. */
const DEFAULT_TIMEOUT_MS = 3_000;

/** The fields read from a 200 answer; the rest of it is ignored, and any of these may be missing. */
const ZVehicleAnswer = z.object({
  registrationNumber: z.string(),
  make: z.string().optional(),
  colour: z.string().optional(),
  yearOfManufacture: z.number().int().optional(),
  fuelType: z.string().optional(),
});

export interface DvlaOptions {
  apiKey: string;
  url?: string;
  timeoutMs?: number;
}

/**
 * The real adapter: `POST {registrationNumber}` with the `x-api-key` header. 404 is the service's "no
 * record for this vehicle" and 400 its "not a valid registration"; anything else that is not a 200 (a
 * 429 over quota, 5xx, a time-out, a network failure, an answer of another shape) is `unavailable`.
 */
export function createDvlaVehicleEnquiry({
  apiKey,
  url = DVLA_VEHICLE_ENQUIRY_URL,
  timeoutMs = DEFAULT_TIMEOUT_MS,
}: DvlaOptions): VehicleEnquiry {
  return {
    async find(registrationNumber): Promise<VehicleEnquiryResult> {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', 'x-api-key': apiKey },
          body: JSON.stringify({ registrationNumber }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        return {
          outcome: 'unavailable',
          reason: (error as Error).name === 'TimeoutError' ? 'timed out' : (error as Error).message,
        };
      }
      if (response.status === 404 || response.status === 400) {
        await response.body?.cancel();
        return { outcome: 'not-found' };
      }
      if (!response.ok) {
        await response.body?.cancel();
        return { outcome: 'unavailable', reason: `HTTP ${response.status}` };
      }
      let parsed: z.infer<typeof ZVehicleAnswer>;
      try {
        parsed = ZVehicleAnswer.parse(await response.json());
      } catch {
        return { outcome: 'unavailable', reason: 'an answer of another shape' };
      }
      return { outcome: 'found', vehicle: vehicleOf(parsed) };
    },
  };
}

function vehicleOf(answer: z.infer<typeof ZVehicleAnswer>): DvlaVehicle {
  return {
    registrationNumber: answer.registrationNumber,
    make: answer.make ?? null,
    colour: answer.colour ?? null,
    yearOfManufacture: answer.yearOfManufacture ?? null,
    fuelType: answer.fuelType ?? null,
  };
}
