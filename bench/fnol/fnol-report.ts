import type { TFnolClaimInput } from '@fixline/domain';

/** The demo insurer whose FNOL code the benchmark's drivers use. */
export const FNOL_BENCH_CODE = 'NORTHWIND';

/**
 * A whole report as the wizard sends it: vehicle, incident, contact with an email (so the tracking link
 * is mailed, through the job queue, as for most drivers), support needs.
 */
export const FNOL_BENCH_REPORT = {
  fnolCode: FNOL_BENCH_CODE,
  type: 'repair',
  registration: 'BN26FNL',
  make: 'Ford',
  model: 'Fiesta',
  colour: 'Blue',
  year: 2021,
  fuelType: 'Petrol',
  postcode: 'LS1 1AA',
  customerName: 'Bench Driver',
  customerEmail: 'bench.driver@example.test',
  customerPhone: '07700 900123',
  incidentDate: '2026-11-20',
  incidentTime: '08:45',
  damageDescription: 'Hit from behind at a junction; rear bumper and boot lid dented',
  injuries: false,
  thirdPartyInvolved: true,
  vulnerableCustomer: false,
} satisfies TFnolClaimInput;
