/**
 * What the DVLA Vehicle Enquiry Service tells about a registered vehicle, as much of it as a claim
 * uses (the service answers more: tax and MOT status, engine size, CO2 …). Its own spellings: upper
 * case words ('FORD', 'BLUE', 'PETROL').
 */
export interface DvlaVehicle {
  registrationNumber: string;
  make: string | null;
  colour: string | null;
  yearOfManufacture: number | null;
  fuelType: string | null;
}

/**
 * found: the DVLA knows the plate. not-found: it does not (or says the plate is not one). unavailable:
 * the service could not answer now (down, slow, out of quota); the driver types the details instead.
 */
export type VehicleEnquiryResult =
  | { outcome: 'found'; vehicle: DvlaVehicle }
  | { outcome: 'not-found' }
  | { outcome: 'unavailable'; reason: string };

/** The vehicle of a normalised registration ('AB12CDE'). Never throws: a failure is `unavailable`. */
export interface VehicleEnquiry {
  find(registrationNumber: string): Promise<VehicleEnquiryResult>;
}
