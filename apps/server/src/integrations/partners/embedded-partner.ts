import type { Clock } from '../../jobs/clock.ts';
import type { PartnerAdapter, PartnerContract } from './partner-contract.ts';

/**
 * The embedded default of a partner (no URL and key configured): the message is recorded by the outbox
 * (partner_calls.request) and answered here as the partner would answer it, so the demo and the tests
 * walk the whole way without the partner.
 */
export function embeddedPartner<Body extends object, Answer>(
  contract: PartnerContract<Body, Answer>,
  clock: Clock,
): PartnerAdapter {
  return {
    partner: contract.partner,
    send: async (body) => {
      const answer = contract.embeddedAnswer(body as Body, clock.now());
      return { ok: true, answer, summary: contract.summary(answer) };
    },
  };
}
