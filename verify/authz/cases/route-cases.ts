import type { RouteCases } from '../route-case.ts';
import { API_KEY_CASES } from './api-key-cases.ts';
import { BODYSHOP_AGREEMENT_CASES } from './bodyshop-agreement-cases.ts';
import { CLAIM_CASES } from './claim-cases.ts';
import { COMMENT_CASES } from './comment-cases.ts';
import { DRIVER_LINK_CASES } from './driver-link-cases.ts';
import { EVIDENCE_PACK_CASES } from './evidence-pack-cases.ts';
import { FILE_CASES } from './file-cases.ts';
import { FNOL_CASES } from './fnol-cases.ts';
import { GARAGE_CASES } from './garage-cases.ts';
import { INTEGRATION_CASES } from './integration-cases.ts';
import { LABEL_CASES } from './label-cases.ts';
import { LIST_CASES } from './list-cases.ts';
import { MAIL_CASES } from './mail-cases.ts';
import { MARKETPLACE_CASES } from './marketplace-cases.ts';
import { NOTIFICATION_CASES } from './notification-cases.ts';
import { ORGANISATION_CASES } from './organisation-cases.ts';
import { PAYMENT_CASES } from './payment-cases.ts';
import { PICKUP_CASES } from './pickup-cases.ts';
import { QUOTE_CASES } from './quote-cases.ts';
import { TRACKING_CASES } from './tracking-cases.ts';
import { USER_CASES } from './user-cases.ts';
import { WEBHOOK_CASES } from './webhook-cases.ts';

/** How the matrix calls each route, by `METHOD /url` as the route table names it. A new route needs one here. */
export const ROUTE_CASES: RouteCases = {
  ...USER_CASES,
  ...CLAIM_CASES,
  ...LIST_CASES,
  ...LABEL_CASES,
  ...COMMENT_CASES,
  ...NOTIFICATION_CASES,
  ...FILE_CASES,
  ...MARKETPLACE_CASES,
  ...FNOL_CASES,
  ...ORGANISATION_CASES,
  ...MAIL_CASES,
  ...DRIVER_LINK_CASES,
  ...TRACKING_CASES,
  ...GARAGE_CASES,
  ...PICKUP_CASES,
  ...PAYMENT_CASES,
  ...QUOTE_CASES,
  ...EVIDENCE_PACK_CASES,
  ...WEBHOOK_CASES,
  ...BODYSHOP_AGREEMENT_CASES,
  ...API_KEY_CASES,
  ...INTEGRATION_CASES,
};
