import type { RouteCases } from '../route-case.ts';
import { CLAIM_CASES } from './claim-cases.ts';
import { COMMENT_CASES } from './comment-cases.ts';
import { FILE_CASES } from './file-cases.ts';
import { LABEL_CASES } from './label-cases.ts';
import { LIST_CASES } from './list-cases.ts';
import { NOTIFICATION_CASES } from './notification-cases.ts';
import { USER_CASES } from './user-cases.ts';

/** How the matrix calls each route, by `METHOD /url` as the route table names it. A new route needs one here. */
export const ROUTE_CASES: RouteCases = {
  ...USER_CASES,
  ...CLAIM_CASES,
  ...LIST_CASES,
  ...LABEL_CASES,
  ...COMMENT_CASES,
  ...NOTIFICATION_CASES,
  ...FILE_CASES,
};
