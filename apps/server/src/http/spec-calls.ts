/**
 * Every call of spec section 7, as the spec writes it (method, path with its trailing slash where it has
 * one, query names), and which issue builds the calls not built yet. `spec-calls.test.ts` sends each one
 * and checks it reaches a handler (any answer but the router's "No route"), or, for a call not built
 * yet, that it does not: an issue that builds a call moves it out of NOT_YET_BUILT.
 */
export interface SpecCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** `{name}` marks a parameter. */
  path: string;
  query?: readonly string[];
}

const call = (method: SpecCall['method'], path: string, query?: readonly string[]): SpecCall => ({
  method,
  path,
  ...(query ? { query } : {}),
});
const claimAction = (method: SpecCall['method'], action: string) => call(method, `/api/claims/{id}/${action}`);

export const SPEC_CALLS: readonly SpecCall[] = [
  // Users
  call('POST', '/api/users/register', ['token']),
  call('POST', '/api/users/login'),
  call('GET', '/api/users/current'),
  call('GET', '/api/users/all'),
  call('GET', '/api/users'),
  call('POST', '/api/users/subscribe'),
  call('POST', '/api/users/unsubscribe'),
  call('POST', '/api/users/logout'),
  call('PUT', '/api/users/password'),
  call('PUT', '/api/users/password-required/{id}'),
  call('PUT', '/api/users/disable/{id}'),
  call('PUT', '/api/users/enable/{id}'),
  // Notifications and feedback
  call('POST', '/api/notifications/{id}/mark-as-read'),
  call('POST', '/api/notifications/mark-all-as-read'),
  call('POST', '/api/feedback'),
  // Claims
  call('GET', '/api/claims', ['lastDays']),
  call('GET', '/api/claims', [
    'status',
    'page',
    'pageSize',
    'sortOrder',
    'labels',
    'excludeLabels',
    'plateNumber',
    'email',
    'phoneNumber',
    'includeCountAll',
  ]),
  call('GET', '/api/claims/raised-issues'),
  call('GET', '/api/claims/requiring-attention', ['status']),
  call('GET', '/api/claims/{status}/count'),
  call('GET', '/api/claims/raised-issues/count'),
  call('GET', '/api/claims/{status}/median-time'),
  call('GET', '/api/claims/stats/{x}'),
  call('GET', '/api/claims/{a}/distance/{b}'),
  call('GET', '/api/claims/duplicates', ['limit', 'skip']),
  call('GET', '/api/claims/lottery/count'),
  call('GET', '/api/claims/{id}', ['includeDeletedClaims']),
  call('POST', '/api/claims/'),
  call('POST', '/api/claims/fnol'),
  call('PUT', '/api/claims/{id}'),
  claimAction('PUT', 'revive'),
  ...[
    'reject',
    'request-feedback',
    'rollback',
    'approve-for-marketplace',
    'approve-for-repair',
    'confirm-payment',
    'request-pickup',
    'start-repair',
    'finish-repair',
    'archive',
    'unarchive',
  ].map((action) => claimAction('POST', action)),
  claimAction('PUT', 'pay'),
  claimAction('PUT', 'change-repairer'),
  claimAction('PUT', 'raise-issue'),
  claimAction('PUT', 'resolve-issue'),
  claimAction('PUT', 'add-label/{label}'),
  claimAction('PUT', 'remove-label/{label}'),
  claimAction('PUT', 'return-to-premia'),
  claimAction('POST', 'send-bodyshop-lead'),
  claimAction('POST', 'send-clickmechanic'),
  claimAction('POST', 'request-bodyshop-approval'),
  // Pickup
  claimAction('GET', 'pickup'),
  claimAction('GET', 'pickup/dvla/{plate}'),
  claimAction('PUT', 'pickup/'),
  claimAction('PUT', 'pickup/retail'),
  claimAction('PUT', 'pickup/bodyshop'),
  call('PUT', '/api/claims/{id}/pickup/override', ['allowFutureDate']),
  claimAction('PUT', 'pickup/availability'),
  // Quotes and bids
  claimAction('POST', 'request-quote-authorisation/retail'),
  claimAction('POST', 'request-quote-authorisation'),
  claimAction('POST', 'request-bid-authorisation'),
  claimAction('PUT', 'bid/'),
  claimAction('POST', 'add-retail-quote'),
  claimAction('POST', 'add-simple-retail-quote'),
  claimAction('POST', 'add-complex-retail-quote'),
  call('GET', '/api/external/quotes/pdf-url', ['quote']),
  // Comments
  claimAction('POST', 'comment'),
  call('DELETE', '/api/comments/{commentId}'),
  // Images
  call('GET', '/api/images/auth/sign-s3', ['format', 'isThumbnail', 'previousKey', 'width']),
  claimAction('POST', 'images'),
  call('GET', '/api/images/noauth/sign-s3', ['secret']),
  claimAction('POST', 'images-fnol'),
  claimAction('DELETE', 'images/{imageId}'),
  call('GET', '/api/images/{id}', ['width']),
];

/** The calls no issue has built yet, by the open issue that builds them. */
export const NOT_YET_BUILT: Readonly<Record<string, readonly string[]>> = {};
