import type { SupportNeed, VehicleLocation } from '@fixline/domain';

/** The wizard's steps in order (issue 24): one question per step, progress shown. */
export const FNOL_STEPS = [
  { id: 'insurer', title: 'Your insurer' },
  { id: 'vehicle', title: 'Your vehicle' },
  { id: 'incident', title: 'What happened' },
  { id: 'photos', title: 'Photos and videos' },
  { id: 'contact', title: 'Your details' },
  { id: 'review', title: 'Check and send' },
] as const;
export type FnolStep = (typeof FNOL_STEPS)[number]['id'];

export const stepNumber = (step: FnolStep) => FNOL_STEPS.findIndex((s) => s.id === step) + 1;

/** What the plate look-up said, for the words shown under the plate. */
export type VehicleLookup = 'found' | 'not-found' | 'unavailable';

/**
 * A report as the driver fills it in: the form's values as typed (text stays text until it is sent),
 * kept in the browser's database after every change, so a reload or a lost signal loses nothing.
 */
export interface FnolDraft {
  /** One per wizard session: the report's Idempotency-Key, so a retried submit never makes a second claim. */
  key: string;
  step: FnolStep;
  fnolCode: string;
  /** The insurer the code belongs to, once the server has said so. */
  insurerName: string | null;
  registration: string;
  vehicleLookup: VehicleLookup | null;
  make: string;
  model: string;
  colour: string;
  year: string;
  fuelType: string;
  incidentDate: string;
  incidentTime: string;
  damageDescription: string;
  /** Where it happened: a postcode, or the phone's location (latitude, longitude). */
  incidentPostcode: string;
  latitude: number | null;
  longitude: number | null;
  /** Where the vehicle is now, so the garage knows where to collect it. */
  vehicleLocation: VehicleLocation | null;
  /** The driver's home postcode, asked when the vehicle is there. */
  postcode: string;
  /** Where the vehicle is when it is somewhere else (a garage, a recovery yard). */
  vehiclePostcode: string;
  injuries: boolean | null;
  thirdPartyInvolved: boolean | null;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  vulnerableCustomer: boolean;
  supportNeeds: SupportNeed[];
  supportDetails: string;
}

export type DraftField = Exclude<keyof FnolDraft, 'key' | 'step'>;

export function newDraft(fnolCode: string, key: string): FnolDraft {
  return {
    key,
    step: 'insurer',
    fnolCode,
    insurerName: null,
    registration: '',
    vehicleLookup: null,
    make: '',
    model: '',
    colour: '',
    year: '',
    fuelType: '',
    incidentDate: '',
    incidentTime: '',
    damageDescription: '',
    incidentPostcode: '',
    latitude: null,
    longitude: null,
    vehicleLocation: null,
    postcode: '',
    vehiclePostcode: '',
    injuries: null,
    thirdPartyInvolved: null,
    customerName: '',
    customerPhone: '',
    customerEmail: '',
    vulnerableCustomer: false,
    supportNeeds: [],
    supportDetails: '',
  };
}

/**
 * The body of POST /api/claims/fnol, made once at submit and kept with its key: a retry sends the very
 * same bytes, which is what the server's Idempotency-Key promise is about. Blank text is left for the
 * server's schema to read as "no value", the support details only with the flag.
 */
export function reportBody(draft: FnolDraft) {
  const { key: _key, step: _step, insurerName: _insurer, vehicleLookup: _lookup, ...fields } = draft;
  return {
    ...fields,
    type: 'repair' as const,
    supportNeeds: draft.vulnerableCustomer ? draft.supportNeeds : [],
    supportDetails: draft.vulnerableCustomer ? draft.supportDetails : '',
  };
}
export type FnolReportBody = ReturnType<typeof reportBody>;
