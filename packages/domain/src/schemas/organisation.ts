import { humanText } from '../human-text.ts';
import {
  CAPABILITIES,
  type Capability,
  capabilitiesFor,
  ORGANISATION_SETTINGS,
  ORGANISATION_TYPES,
  type OrganisationType,
  ROLES,
} from '../organisation.ts';
import { z } from '../validation.ts';
import { ZId } from './common.ts';

/** Texts of the organisations pages and their API answers. */
export const ORGANISATION_MESSAGES = {
  taken: 'An organisation with this name already exists',
  notFound: 'Organisation not found',
  capabilityNotForType: (type: OrganisationType, allowed: readonly Capability[]) =>
    allowed.length === 0
      ? `A ${type} organisation has no capabilities`
      : `A ${type} organisation can only have: ${allowed.join(', ')}`,
  fnolCodeOnlyForClients: 'Only a client organisation has an FNOL code',
  created: 'Organisation created',
  saved: 'Organisation saved',
  settingsSaved: 'Settings saved',
  fnolCodeRotated: 'FNOL code changed: the old code no longer works',
} as const;

/** An organisation as lists and pickers show it (the full entity comes with the organisations pages). */
export const ZOrganisationSummary = z.object({ id: ZId, name: z.string(), type: z.enum(ORGANISATION_TYPES) });
export type TOrganisationSummary = z.infer<typeof ZOrganisationSummary>;

export const ZOrganisationListQuery = z.object({ type: z.enum(ORGANISATION_TYPES).optional() });

/** /organizations: a search over names, a type, and one page. */
export const ZOrganisationDirectoryQuery = z.object({
  search: z.string().trim().max(120).optional(),
  type: z.enum(ORGANISATION_TYPES).optional(),
});
export type TOrganisationDirectoryQuery = z.infer<typeof ZOrganisationDirectoryQuery>;

/** A whole number in the setting's range. */
const settingField = (key: keyof typeof ORGANISATION_SETTINGS) => {
  const { min, max } = ORGANISATION_SETTINGS[key];
  return z.number().int().min(min).max(max);
};

/** PUT /api/organisations/{id}/settings: whole numbers, as JSON numbers (the API takes no numbers as text). */
export const ZOrganisationSettings = z.strictObject({
  biddingWindowHours: settingField('biddingWindowHours'),
  authorisationDeadlineDays: settingField('authorisationDeadlineDays'),
  serviceRadiusKm: settingField('serviceRadiusKm'),
});

/** A number typed in a form's text field: blank is not given. */
const typedNumber = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value;

/** The settings form: each field's text read as its number, then the API's own rules and words. */
const typedSetting = (key: keyof typeof ORGANISATION_SETTINGS) => z.preprocess(typedNumber, settingField(key));
export const ZOrganisationSettingsForm = z.strictObject({
  biddingWindowHours: typedSetting('biddingWindowHours'),
  authorisationDeadlineDays: typedSetting('authorisationDeadlineDays'),
  serviceRadiusKm: typedSetting('serviceRadiusKm'),
});

export type TOrganisationSettings = z.output<typeof ZOrganisationSettings>;

/** The settings as answers carry them (no preprocessing: an answer is encoded, not parsed). */
export const ZOrganisationSettingValues = z.object({
  biddingWindowHours: z.number().int(),
  authorisationDeadlineDays: z.number().int(),
  serviceRadiusKm: z.number().int(),
});

export const ZOrganisationListItem = ZOrganisationSummary.extend({
  capabilities: z.array(z.enum(CAPABILITIES)),
  /** People holding a permission in it, disabled ones included. */
  users: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type TOrganisationListItem = z.infer<typeof ZOrganisationListItem>;

/** Its members as /organizations/{id} shows them. */
export const ZOrganisationMember = z.object({
  id: ZId,
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  disabled: z.boolean(),
});

export const ZOrganisation = ZOrganisationListItem.extend({
  settings: ZOrganisationSettingValues,
  members: z.array(ZOrganisationMember),
});
export type TOrganisation = z.infer<typeof ZOrganisation>;

export const ZOrganisationName = humanText({ max: 120 });

/** Only capabilities the type can hold, each once. */
function capabilitiesFit(
  value: { type: OrganisationType; capabilities: readonly Capability[] },
  ctx: z.core.$RefinementCtx,
) {
  const allowed = capabilitiesFor(value.type);
  if (value.capabilities.some((c) => !allowed.includes(c))) {
    ctx.addIssue({
      code: 'custom',
      path: ['capabilities'],
      message: ORGANISATION_MESSAGES.capabilityNotForType(value.type, allowed),
    });
  }
}

const ZCapabilityList = z
  .array(z.enum(CAPABILITIES))
  .max(CAPABILITIES.length)
  .transform((list) => [...new Set(list)]);

export const ZOrganisationCreateRequest = z
  .strictObject({
    name: ZOrganisationName,
    type: z.enum(ORGANISATION_TYPES),
    capabilities: ZCapabilityList.default([]),
  })
  .superRefine(capabilitiesFit)
  .meta({ description: 'capabilities are among those of its type; a platform has none (400 otherwise).' });
export type TOrganisationCreateRequest = z.input<typeof ZOrganisationCreateRequest>;

/** SuperAdminUpdateOrgData: what identifies the organisation. Its type is fixed: roles depend on it. */
export const ZOrganisationUpdateRequest = z.strictObject({ name: ZOrganisationName });
export type TOrganisationUpdateRequest = z.infer<typeof ZOrganisationUpdateRequest>;

export const ZCapabilitiesRequest = z.strictObject({ capabilities: ZCapabilityList });
export type TCapabilitiesRequest = z.infer<typeof ZCapabilitiesRequest>;

export const ZFnolCodeAnswer = z.object({ fnolCode: z.string() });
export type TFnolCodeAnswer = z.infer<typeof ZFnolCodeAnswer>;
