import type { TPartnerCall } from '@fixline/domain';
import type { PartnerCall } from '../../db/schema.ts';

/** A partner call as super admins see it on the claim page; its request and raw answer stay on the server. */
export function presentPartnerCall(
  call: Omit<PartnerCall, 'request' | 'answer' | 'claimId' | 'createdBy'>,
): TPartnerCall {
  return {
    id: call.id,
    partner: call.partner,
    action: call.action,
    status: call.status,
    attempts: call.attempts,
    maxAttempts: call.maxAttempts,
    lastError: call.lastError,
    summary: call.summary,
    createdAt: new Date(call.createdAt).toISOString(),
    updatedAt: new Date(call.updatedAt).toISOString(),
  };
}
