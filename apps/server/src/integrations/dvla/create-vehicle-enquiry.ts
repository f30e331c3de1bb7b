import type { Config } from '../../config.ts';
import { demoVehicleEnquiry } from './demo-vehicle-enquiry.ts';
import { createDvlaVehicleEnquiry } from './dvla-vehicle-enquiry.ts';
import type { VehicleEnquiry } from './vehicle-enquiry.ts';

/** DVLA_API_KEY chooses the DVLA's service; without it, the demo vehicles. */
export function createVehicleEnquiry(config: Pick<Config, 'dvla'>): VehicleEnquiry {
  return config.dvla ? createDvlaVehicleEnquiry(config.dvla) : demoVehicleEnquiry;
}
