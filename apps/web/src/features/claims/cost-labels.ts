import type { TClaim } from '@fixline/domain';

/** What each cost is called on screen: cost is what the client pays, costRepairer what the repairer is paid. */
export const COST_LABELS = {
  cost: 'Client cost',
  costRepairer: 'Repairer cost',
} as const satisfies Record<keyof TClaim['costs'], string>;
