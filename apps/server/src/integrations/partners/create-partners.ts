import type { Partner } from '@fixline/domain';
import type { Config } from '../../config.ts';
import type { Clock } from '../../jobs/clock.ts';
import { BODYSHOP_LEADS } from '../bodyshop-leads/bodyshop-lead-contract.ts';
import { CLICKMECHANIC } from '../clickmechanic/clickmechanic-contract.ts';
import { PREMIA } from '../premia/premia-contract.ts';
import { embeddedPartner } from './embedded-partner.ts';
import { httpPartner } from './http-partner.ts';
import type { PartnerAdapter, PartnerContract } from './partner-contract.ts';

/** Every partner's contract, by name: the outbox routes a stored message to its partner's. */
export const PARTNER_CONTRACTS: Record<Partner, PartnerContract<object, unknown>> = {
  premia: PREMIA,
  clickmechanic: CLICKMECHANIC,
  'bodyshop-leads': BODYSHOP_LEADS,
};

export type Partners = Record<Partner, PartnerAdapter>;

/** Each partner's URL and key choose its HTTP adapter; without them, its embedded default. */
export function createPartners(config: Pick<Config, 'partners'>, clock: Clock): Partners {
  const adapter = (partner: Partner) => {
    const endpoint = config.partners[partner];
    const contract = PARTNER_CONTRACTS[partner];
    return endpoint ? httpPartner(contract, endpoint) : embeddedPartner(contract, clock);
  };
  return {
    premia: adapter('premia'),
    clickmechanic: adapter('clickmechanic'),
    'bodyshop-leads': adapter('bodyshop-leads'),
  };
}
