import { PARTNER_CALL_MESSAGES, PARTNER_NAMES, type TPartnerCallDelivery } from '@fixline/domain';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import { conflict, notFound } from '../../http/http-error.ts';
import { idempotentTransaction } from '../../idempotency/idempotent-transaction.ts';
import { addJob } from '../../jobs/add-job.ts';
import { recordHistory } from '../claims/claim-history.ts';
import { partnerCallJobKey } from '../partners/queue-partner-call.ts';
import { presentDelivery, selectDelivery } from './list-partner-calls.ts';

/**
 * Sends a failed call (the dead letter) again: the row goes back to queued with its attempts at 0 and the
 * same 'call-partner' job is enqueued, in one transaction with a timeline row, so either the retry is on
 * record and queued or nothing happened. The last error stays until the next attempt overwrites it (or an
 * answer clears it): until then it is still the latest thing known about the partner, and the page shows
 * why the call had failed next to its Queued chip. The job key is the call's own, as queuePartnerCall's:
 * graphile-worker drops the key of a job it gave up on, so the dead job stays beside the new one as the
 * queue's record of the first round, and at most one live job sends the call.
 */
export async function retryPartnerCall(db: Db, actor: Actor, id: string): Promise<TPartnerCallDelivery> {
  const call = await idempotentTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('partnerCalls')
      .select(['id', 'claimId', 'partner', 'status', 'maxAttempts'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound(PARTNER_CALL_MESSAGES.notFound);
    if (row.status !== 'failed') throw conflict(PARTNER_CALL_MESSAGES.notFailed(row.status));
    await trx
      .updateTable('partnerCalls')
      .set({ status: 'queued', attempts: 0, updatedAt: new Date() })
      .where('id', '=', row.id)
      .execute();
    await addJob(
      trx,
      'call-partner',
      { callId: row.id },
      { jobKey: partnerCallJobKey(row.id), maxAttempts: row.maxAttempts },
    );
    await recordHistory(trx, {
      claimId: row.claimId,
      actor: { userId: actor.userId, name: actor.name },
      action: 'partner-retried',
      comment: PARTNER_CALL_MESSAGES.retriedComment(PARTNER_NAMES[row.partner]),
    });
    const retried = await selectDelivery(trx, row.id);
    if (!retried) throw notFound(PARTNER_CALL_MESSAGES.notFound);
    return presentDelivery(retried);
  });
  return call;
}
