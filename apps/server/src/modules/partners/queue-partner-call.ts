import type { ClaimAction, Partner } from '@fixline/domain';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import type { Claim } from '../../db/schema.ts';
import { PARTNER_CONTRACTS } from '../../integrations/partners/create-partners.ts';
import type { PartnerCallInput } from '../../integrations/partners/partner-contract.ts';
import { addJob } from '../../jobs/add-job.ts';

/** Attempts before a partner call is given up on (the dead letter): the last comes about 1½ minutes after the first (e¹ + … + e⁴ s). */
export const PARTNER_MAX_ATTEMPTS = 5;

/** The actions of the workflow table that call a partner, and which. */
export const PARTNER_OF_ACTION: Partial<Record<ClaimAction, Partner>> = {
  'return-to-premia': 'premia',
  'send-clickmechanic': 'clickmechanic',
  'send-bodyshop-lead': 'bodyshop-leads',
};

/** One live job per call, the first and any retry from the Integrations page (a job given up on loses its key). */
export const partnerCallJobKey = (callId: string) => `partner:${callId}`;

declare module '../../jobs/job-tasks.ts' {
  interface JobPayloads {
    'call-partner': { callId: string };
  }
}

/**
 * The outbox: records the message for the partner and enqueues its sending, both in the action's
 * transaction, so the partner hears of exactly the changes that committed.
 */
export async function queuePartnerCall(
  trx: Db,
  call: { partner: Partner; action: ClaimAction; claim: Claim; actor: Actor; input: PartnerCallInput },
): Promise<string> {
  const request = PARTNER_CONTRACTS[call.partner].request(call.claim, call.input);
  const row = await trx
    .insertInto('partnerCalls')
    .values({
      claimId: call.claim.id,
      partner: call.partner,
      action: call.action,
      request: JSON.stringify(request),
      maxAttempts: PARTNER_MAX_ATTEMPTS,
      createdBy: call.actor.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await addJob(
    trx,
    'call-partner',
    { callId: row.id },
    { jobKey: partnerCallJobKey(row.id), maxAttempts: PARTNER_MAX_ATTEMPTS },
  );
  return row.id;
}
