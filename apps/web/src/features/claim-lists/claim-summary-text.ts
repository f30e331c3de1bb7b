import { formatMoney, type TClaimSummary } from '@fixline/domain';
import { COST_LABELS } from '../claims/cost-labels.ts';

/** 'Ford Focus', or '' when neither is known yet. */
export function vehicleText(claim: Pick<TClaimSummary, 'make' | 'model'>): string {
  return [claim.make, claim.model].filter(Boolean).join(' ');
}

export function repairerText(claim: Pick<TClaimSummary, 'repairerOrganisation'>): string {
  return claim.repairerOrganisation?.name ?? 'No repairer yet';
}

export interface CostLine {
  /** 'Client cost' */
  label: string;
  /** 'client', beside the amount when a super admin sees both. */
  whose: string;
  amount: string;
}

const WHOSE = { cost: 'client', costRepairer: 'repairer' } as const;

/**
 * The costs this viewer gets, as on the claim page: a cost the server leaves out is not shown, one not
 * set yet shows as £0.00 (spec 9). A super admin sees both, the client's first.
 */
export function costLines(claim: Pick<TClaimSummary, 'costs'>): CostLine[] {
  return (['cost', 'costRepairer'] as const)
    .filter((field) => field in claim.costs)
    .map((field) => ({ label: COST_LABELS[field], whose: WHOSE[field], amount: formatMoney(claim.costs[field]) }));
}
