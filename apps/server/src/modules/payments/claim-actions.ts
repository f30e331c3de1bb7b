import type { ClaimActionHandlers } from '../claims/claim-action-handlers.ts';
import { manualPayment, verifiedPayment } from './payment-effects.ts';

/** The payments' part of the claim actions: a verified payment applied, a manual one recorded. */
export const paymentHandlers: ClaimActionHandlers = {
  effects: {
    pay: async ({ trx, claim, input }) => ({ changes: {}, comment: await verifiedPayment(trx, claim, input) }),
    'confirm-payment': async ({ trx, actor, claim, input }) => ({
      changes: {},
      comment: await manualPayment(trx, actor, claim, input),
    }),
  },
};
