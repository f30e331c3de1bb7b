import { CLAIM_MESSAGES, SUPPORT_MESSAGES, ZFnolClaimRequest, z } from '@fixline/domain';
import { type DraftField, type FnolDraft, type FnolStep, reportBody } from './fnol-draft.ts';

/** One message per field, the first the field's check gives, in the spec's words. */
export type FieldErrors = Partial<Record<DraftField, string>>;

export const WHERE_MESSAGE = 'Please provide a postcode or use your location';
export const VEHICLE_WHERE_MESSAGE = 'Please say where the vehicle is now';

const fields = ZFnolClaimRequest.shape;
const requiredText = (max: number) => z.string().trim().min(1).max(max);

/**
 * Each step's checks: the server's own field schemas (ZFnolClaimRequest), plus what the wizard asks
 * for although the API would take the report without it (a model, where it happened, the two yes/no
 * questions), so staff have what triage needs. Loaded apart from the page: zod is heavy (decision 0035).
 */
const STEP_SCHEMAS = {
  insurer: z.object({ fnolCode: fields.fnolCode }),
  vehicle: z.object({
    registration: fields.registration,
    make: requiredText(60),
    model: requiredText(60),
    colour: fields.colour,
    year: fields.year,
  }),
  incident: z.object({
    incidentDate: fields.incidentDate,
    incidentTime: fields.incidentTime,
    damageDescription: fields.damageDescription,
    incidentPostcode: fields.incidentPostcode,
    postcode: fields.postcode,
    vehiclePostcode: fields.vehiclePostcode,
    injuries: z.boolean(),
    thirdPartyInvolved: z.boolean(),
  }),
  photos: z.object({}),
  contact: z.object({
    customerName: fields.customerName,
    customerPhone: fields.customerPhone,
    customerEmail: fields.customerEmail,
    supportDetails: fields.supportDetails,
  }),
  review: z.object({}),
} satisfies Record<FnolStep, z.ZodType>;

/** The rules across fields, which zod would only run once every field passed: here they run with the rest. */
function crossFieldErrors(step: FnolStep, draft: FnolDraft): FieldErrors {
  if (step === 'incident') {
    const errors: FieldErrors = {};
    if (!draft.incidentPostcode.trim() && draft.latitude === null) errors.incidentPostcode = WHERE_MESSAGE;
    if (draft.vehicleLocation === null) errors.vehicleLocation = VEHICLE_WHERE_MESSAGE;
    if (draft.vehicleLocation === 'home' && !draft.postcode.trim()) errors.postcode = CLAIM_MESSAGES.postcode;
    if (draft.vehicleLocation === 'elsewhere' && !draft.vehiclePostcode.trim()) {
      errors.vehiclePostcode = CLAIM_MESSAGES.postcode;
    }
    return errors;
  }
  if (step === 'contact') {
    if (!draft.customerPhone.trim() && !draft.customerEmail.trim()) return { customerPhone: CLAIM_MESSAGES.contact };
    if (draft.vulnerableCustomer && draft.supportNeeds.length === 0 && !draft.supportDetails.trim()) {
      return { supportNeeds: SUPPORT_MESSAGES.whatSupport };
    }
  }
  return {};
}

function firstPerField(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0] as DraftField | undefined;
    if (field && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/** The step's problems, empty when it may be left for the next. */
export function checkStep(step: FnolStep, draft: FnolDraft): FieldErrors {
  const parsed = STEP_SCHEMAS[step].safeParse(draft);
  return { ...crossFieldErrors(step, draft), ...(parsed.success ? {} : firstPerField(parsed.error.issues)) };
}

/** Which step asks for a field, to send the driver back to it. */
export function stepOf(field: DraftField): FnolStep {
  const found = (Object.keys(STEP_SCHEMAS) as FnolStep[]).find((step) => field in STEP_SCHEMAS[step].shape);
  if (found) return found;
  return field === 'supportNeeds' || field === 'vulnerableCustomer' ? 'contact' : 'incident';
}

/**
 * The whole report before it is sent: every step's checks, then the server's schema on the very body
 * that will be sent. The first step with a problem, and its messages; null when the report may go.
 */
export function checkReport(draft: FnolDraft): { step: FnolStep; errors: FieldErrors } | null {
  for (const step of Object.keys(STEP_SCHEMAS) as FnolStep[]) {
    const errors = checkStep(step, draft);
    if (Object.keys(errors).length > 0) return { step, errors };
  }
  const parsed = ZFnolClaimRequest.safeParse(reportBody(draft));
  if (parsed.success) return null;
  const errors = firstPerField(parsed.error.issues);
  const first = Object.keys(errors)[0] as DraftField | undefined;
  return { step: first ? stepOf(first) : 'review', errors };
}
