import type { ClaimActionHandlers } from '../claims/claim-action-handlers.ts';
import { mailPickupLink } from './mail-pickup-link.ts';

/**
 * The pickup's part of the claim actions: request-pickup reaches the driver by itself (issue 42). The
 * timeline says where the link went, or that it could not go, so whoever reads the claim knows whether
 * the driver has been asked.
 */
export const pickupHandlers: ClaimActionHandlers = {
  effects: {
    'request-pickup': ({ claim }) => ({
      changes: {},
      comment: claim.customerEmail
        ? `Link to choose days sent to ${claim.customerEmail}`
        : 'The driver has no email address: send them the pickup link another way',
    }),
  },
  followUps: {
    'request-pickup': ({ trx, driverLinks, actor, claim }) => mailPickupLink(trx, driverLinks, actor, claim),
  },
};
