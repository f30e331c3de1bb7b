import type { ClaimActionHandlers } from '../claims/claim-action-handlers.ts';
import { requestRating } from './request-rating.ts';

/** The ratings' part of the claim actions: request-feedback mails the driver a rating link. */
export const ratingHandlers: ClaimActionHandlers = {
  followUps: {
    'request-feedback': ({ trx, driverLinks, actor, claim }) => requestRating(trx, driverLinks, actor, claim),
  },
};
