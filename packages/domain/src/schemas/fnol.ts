import { z } from '../validation.ts';
import { ZRegistration } from './claim.ts';

/** An insurer's FNOL code as a driver types it or their link carries it; compared without case. */
export const ZFnolCode = z.string().trim().min(1).max(40);

/** GET /api/fnol/insurer?code=: which insurer a code belongs to, so the driver sees they have the right one. */
export const ZFnolInsurerQuery = z.object({ code: ZFnolCode });
export const ZFnolInsurer = z.object({ name: z.string() });
export type TFnolInsurer = z.infer<typeof ZFnolInsurer>;

/** GET /api/fnol/vehicle/{registration}?code=: the plate look-up of the wizard's vehicle step. */
export const ZFnolVehicleParams = z.object({ registration: ZRegistration });
export const ZFnolVehicleQuery = ZFnolInsurerQuery;

/** found: the details below fill the form in. not-found and unavailable: the driver types them. */
export const VEHICLE_LOOKUP_OUTCOMES = ['found', 'not-found', 'unavailable'] as const;

export const ZFnolVehicle = z.object({
  registration: z.string(),
  outcome: z.enum(VEHICLE_LOOKUP_OUTCOMES),
  /** In the words people use ('Ford', 'Blue', 'Petrol'), not the DVLA's capitals; null when not known. */
  make: z.string().nullable(),
  colour: z.string().nullable(),
  year: z.number().int().nullable(),
  fuelType: z.string().nullable(),
});
export type TFnolVehicle = z.infer<typeof ZFnolVehicle>;
