import { CLAIM_STATS } from '@fixline/domain';
import type { RouteCase, RouteCases } from '../route-case.ts';

/** A read with no object in its path: the guard decides, and every reader gets their own reach's answer. */
const read = (path: string): RouteCase => ({ request: async () => ({ path }) });

/** Lists, counts and figures: one answer per reader, within their reach (claim-lists.test.ts tests whose claims each sees). */
export const LIST_CASES: RouteCases = {
  'GET /api/claims': read('/api/claims?includeCountAll=true'),
  'GET /api/claims/export': read('/api/claims/export'),
  'GET /api/claims/raised-issues': read('/api/claims/raised-issues'),
  'GET /api/claims/requiring-attention': read('/api/claims/requiring-attention'),
  'GET /api/claims/raised-issues/count': read('/api/claims/raised-issues/count'),
  'GET /api/claims/:status/count': read('/api/claims/registered/count'),
  'GET /api/claims/:status/median-time': read('/api/claims/registered/median-time'),
  'GET /api/claims/stats/:x': read(`/api/claims/stats/${CLAIM_STATS[0]}`),
  'GET /api/claims/duplicates': read('/api/claims/duplicates'),
  'GET /api/labels': read('/api/labels'),
  'GET /api/organisations': read('/api/organisations'),
  'GET /api/health': read('/api/health'),
};
