import {
  type ClaimPayer,
  type ClaimType,
  type RepairCapability,
  type TClaim,
  type TUpdateClaimRequest,
  type VehicleLocation,
  ZCreateClaimRequest,
  ZExcessPoundsText,
  ZId,
  ZUpdateClaimRequest,
  z,
} from '@fixline/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldNamesMarkedBoolean, Resolver } from 'react-hook-form';

/** The details the form edits, each a text box; coordinates come from the address, not from people. */
export const CLAIM_FORM_FIELDS = [
  'registration',
  'make',
  'model',
  'colour',
  'year',
  'customerName',
  'customerEmail',
  'customerPhone',
  'addressLine1',
  'addressLine2',
  'town',
  'postcode',
  'incidentDate',
  'incidentPostcode',
  'vehiclePostcode',
  'damageDescription',
] as const;
export type ClaimFormField = (typeof CLAIM_FORM_FIELDS)[number];

/** Who pays and the driver's policy (decision 0082): the excess typed in pounds, VAT registration as yes or no. */
export const POLICY_FORM_FIELDS = ['payer', 'policyNumber', 'excess', 'vatRegistered'] as const;
export type PolicyFormField = (typeof POLICY_FORM_FIELDS)[number];

/** What the inputs hold: text, and undefined for an empty select. */
export type ClaimFormValues = Record<ClaimFormField, string> & {
  type?: ClaimType;
  /** Where a garage collects the vehicle; empty when not known. */
  vehicleLocation?: VehicleLocation;
  needs: RepairCapability[];
  clientOrganisationId?: string;
  repairerOrganisationId?: string;
  track?: 'business' | 'marketplace';
  /** Empty on a new claim: the server's default for its track. */
  payer?: ClaimPayer;
  policyNumber: string;
  excess: string;
  vatRegistered: 'yes' | 'no';
};

/** What the domain's schema hands on: the same shape the server parses, blanks as null, plates normalised. */
export type ClaimFormOutput = z.output<typeof ZCreateClaimRequest>;

/** The form's words for the policy's values: pounds for the excess, yes or no for the VAT registration. */
const POLICY_INPUTS = {
  excess: ZExcessPoundsText,
  vatRegistered: z.preprocess((value) => value === 'yes', z.boolean()),
};
/** A super admin names the client organisation that owns the claim. */
const ZSuperAdminCreateClaim = ZCreateClaimRequest.extend({ clientOrganisationId: ZId, ...POLICY_INPUTS });
/** An edit checks every field the create does, but none is sent unless it changed. */
const ZModifyForm = ZUpdateClaimRequest.omit({ version: true }).extend(POLICY_INPUTS);

/**
 * The domain's request schema as the form's resolver. Its preprocessed fields accept `unknown`, wider than
 * the form's text, so the one cast says which output the form hands on.
 */
export function claimFormResolver(mode: 'create' | 'modify', superAdmin: boolean) {
  const createSchema = superAdmin ? ZSuperAdminCreateClaim : ZCreateClaimRequest.extend(POLICY_INPUTS);
  return zodResolver(mode === 'modify' ? ZModifyForm : createSchema) as Resolver<
    ClaimFormValues,
    unknown,
    ClaimFormOutput
  >;
}

/** The form's starting values: empty for a new claim, the claim's details as text for an edit. */
export function claimFormValues(claim?: TClaim): ClaimFormValues {
  const text = (value: string | number | null | undefined) =>
    value === null || value === undefined ? '' : String(value);
  const values = Object.fromEntries(CLAIM_FORM_FIELDS.map((field) => [field, text(claim?.[field])]));
  return {
    ...(values as Record<ClaimFormField, string>),
    type: claim?.type,
    vehicleLocation: claim?.vehicleLocation ?? undefined,
    needs: [...(claim?.needs ?? [])],
    payer: claim?.payer,
    policyNumber: text(claim?.policyNumber),
    excess: claim?.excess === null || claim?.excess === undefined ? '' : (claim.excess / 100).toFixed(2),
    vatRegistered: claim?.vatRegistered ? 'yes' : 'no',
  };
}

/** An edit sends only what the person changed, with the version they started from. */
export function updateClaimRequest(
  output: ClaimFormOutput,
  dirty: Partial<Readonly<FieldNamesMarkedBoolean<ClaimFormValues>>>,
  version: number,
): TUpdateClaimRequest {
  // A list's dirtiness is a flag per item, set for each one that differs from where the form started.
  const isDirty = (flag: unknown) => flag === true || (Array.isArray(flag) && flag.some(Boolean));
  const changed = (['type', 'vehicleLocation', 'needs', ...CLAIM_FORM_FIELDS, ...POLICY_FORM_FIELDS] as const).filter(
    (field) => isDirty(dirty[field]),
  );
  return { ...Object.fromEntries(changed.map((field) => [field, output[field]])), version } as TUpdateClaimRequest;
}
