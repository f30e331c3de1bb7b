import { ORGANISATION_TYPES } from '../organisation.ts';
import { z } from '../validation.ts';
import { ZId } from './common.ts';

/** An organisation as lists and pickers show it (the full entity comes with the organisations pages). */
export const ZOrganisationSummary = z.object({ id: ZId, name: z.string(), type: z.enum(ORGANISATION_TYPES) });
export type TOrganisationSummary = z.infer<typeof ZOrganisationSummary>;

export const ZOrganisationListQuery = z.object({ type: z.enum(ORGANISATION_TYPES).optional() });
