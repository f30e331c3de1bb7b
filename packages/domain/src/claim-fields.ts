import type { ClaimDetailField, ClaimPolicyField } from './schemas/claim.ts';

/**
 * A claim's types, the names of its details and the messages of their checks (spec section 1). Apart
 * from the claim's schemas (schemas/claim.ts), so a page can name what it shows without loading zod.
 */

/** Claim types of spec section 1. */
export const CLAIM_TYPES = ['repair', 'assistance', 'assessment', 'bodyshop', 'other'] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];
export const CLAIM_TYPE_LABELS = {
  repair: 'Repair',
  assistance: 'Roadside assistance',
  assessment: 'Desktop damage assessment',
  bodyshop: 'Bodyshop repair',
  other: 'Other',
} as const satisfies Record<ClaimType, string>;

/**
 * Where the vehicle is now, so a garage knows where to collect it: at the customer's address, where it
 * happened, or somewhere else (a recovery yard, a garage) at its own postcode (issue 41).
 */
export const VEHICLE_LOCATIONS = ['incident', 'home', 'elsewhere'] as const;
export type VehicleLocation = (typeof VEHICLE_LOCATIONS)[number];
export const VEHICLE_LOCATION_LABELS = {
  incident: 'Where it happened',
  home: 'At the customer’s address',
  elsewhere: 'Somewhere else (a garage or recovery yard)',
} as const satisfies Record<VehicleLocation, string>;

export const CLAIM_MESSAGES = {
  registration: 'Please provide a valid registration plate',
  postcode: 'Please provide a valid UK postcode',
  postcodeUnknown: 'We cannot find this postcode. Please check it: it may be mistyped or no longer in use',
  outsideUk: 'This place is outside the UK. Please give a UK postcode instead',
  phone: 'Please provide a valid phone number',
  futureDate: 'The date cannot be in the future',
  earlyDate: 'The date cannot be before 1900',
  year: 'Please provide a year between 1900 and next year',
  time: 'Please provide a time of day (HH:MM)',
  contact: 'Please provide a phone number or an email address',
  fnolCode: 'This code is not valid. Please check it with your insurer.',
  excess: 'The excess must be whole pence from £0 to £10,000',
  fnolCodeRetired: 'This code has been replaced by your insurer. Please ask them for the current one.',
} as const;

export const CLAIM_FIELD_LABELS = {
  type: 'Claim type',
  registration: 'Registration',
  make: 'Make',
  model: 'Model',
  colour: 'Colour',
  year: 'Year',
  customerName: 'Customer name',
  customerEmail: 'Customer email',
  customerPhone: 'Customer phone',
  addressLine1: 'Address',
  addressLine2: 'Address line 2',
  town: 'Town',
  postcode: 'Postcode',
  latitude: 'Latitude',
  longitude: 'Longitude',
  damageDescription: 'Damage description',
  incidentDate: 'Incident date',
  needs: 'Repair needs',
  incidentTime: 'Incident time',
  incidentPostcode: 'Where it happened',
  vehicleLocation: 'Where the vehicle is',
  vehiclePostcode: 'Postcode where the vehicle is',
  fuelType: 'Fuel',
  injuries: 'Anyone injured',
  thirdPartyInvolved: 'Third party involved',
  vulnerableCustomer: 'Needs extra support',
  supportNeeds: 'Support needed',
  supportDetails: 'Support details',
  payer: 'Payer',
  policyNumber: 'Policy number',
  excess: 'Excess',
  vatRegistered: 'VAT registered',
} as const satisfies Record<ClaimDetailField | ClaimPolicyField, string>;

/**
 * The details a claim needs before it is registered (triage) or quoted; the claim page lists what is
 * missing. `contact` is a phone number or an email address: either is enough.
 */
export const MISSING_DETAIL_LABELS = {
  make: 'Make',
  model: 'Model',
  customerName: 'Customer name',
  contact: 'Customer phone or email',
  postcode: 'Postcode',
  incidentDate: 'Incident date',
  damageDescription: 'Damage description',
} as const;
export type MissingDetail = keyof typeof MISSING_DETAIL_LABELS;
export const MISSING_DETAILS = Object.keys(MISSING_DETAIL_LABELS) as [MissingDetail, ...MissingDetail[]];

export function missingClaimDetails(claim: Partial<Record<ClaimDetailField, unknown>>): MissingDetail[] {
  const blank = (value: unknown) => value === null || value === undefined || value === '';
  return MISSING_DETAILS.filter((detail) =>
    detail === 'contact' ? blank(claim.customerPhone) && blank(claim.customerEmail) : blank(claim[detail]),
  );
}
