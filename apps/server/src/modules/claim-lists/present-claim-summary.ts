import { claimReference, type TClaimSummary } from '@fixline/domain';
import type { Actor } from '../../auth/actor.ts';
import type { Claim } from '../../db/schema.ts';
import { organisationRefs, visibleCosts } from '../claims/present-claim.ts';

/** The columns a list row needs, with its organisations' names. */
export const SUMMARY_COLUMNS = [
  'claims.id',
  'claims.reference',
  'claims.status',
  'claims.track',
  'claims.type',
  'claims.registration',
  'claims.make',
  'claims.model',
  'claims.customerName',
  'claims.clientOrganisationId',
  'claims.repairerOrganisationId',
  'claims.labels',
  'claims.cost',
  'claims.costRepairer',
  'claims.issueRaisedAt',
  'claims.authorisationDueAt',
  'claims.incidentDate',
  'claims.createdAt',
  'claims.updatedAt',
] as const;

export type SummaryRow = Pick<
  Claim,
  | 'id'
  | 'reference'
  | 'status'
  | 'track'
  | 'type'
  | 'registration'
  | 'make'
  | 'model'
  | 'customerName'
  | 'clientOrganisationId'
  | 'repairerOrganisationId'
  | 'labels'
  | 'cost'
  | 'costRepairer'
  | 'issueRaisedAt'
  | 'authorisationDueAt'
  | 'incidentDate'
  | 'createdAt'
  | 'updatedAt'
> & { clientOrganisationName: string; repairerOrganisationName: string | null };

/** One list row as its reader may see it: the costs follow the same rule as the claim page. */
export function presentClaimSummary(row: SummaryRow, actor: Actor): TClaimSummary {
  return {
    id: row.id,
    reference: claimReference(row.reference),
    status: row.status,
    track: row.track,
    type: row.type,
    registration: row.registration,
    make: row.make,
    model: row.model,
    customerName: row.customerName,
    ...organisationRefs(row),
    labels: row.labels,
    costs: visibleCosts(row, actor),
    issueRaised: row.issueRaisedAt !== null,
    authorisationDueAt: row.authorisationDueAt?.toISOString() ?? null,
    incidentDate: row.incidentDate,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
