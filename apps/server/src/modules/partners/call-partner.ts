import { PARTNER_NAMES } from '@fixline/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Partners } from '../../integrations/partners/create-partners.ts';
import type { JobTasks } from '../../jobs/job-tasks.ts';
import { recordHistory } from '../claims/claim-history.ts';

export interface PartnerCallContext {
  db: Db;
  partners: Partners;
  log: FastifyBaseLogger;
}

/** The timeline row of a call's end, written with it: answered (the partner's words) or failed (why). */
async function finish(
  db: Db,
  call: { id: string; claimId: string; partner: keyof Partners },
  end:
    | { status: 'answered'; answer: unknown; summary: string }
    | { status: 'failed'; message: string; attempts: number },
  attempt: number,
): Promise<void> {
  const name = PARTNER_NAMES[call.partner];
  await db.transaction().execute(async (trx) => {
    // Only a call still queued ends: a job run twice (a node killed before the queue heard) records one end.
    const ended = await trx
      .updateTable('partnerCalls')
      .set({
        status: end.status,
        attempts: attempt,
        updatedAt: new Date(),
        ...(end.status === 'answered'
          ? { answer: JSON.stringify(end.answer), summary: end.summary, lastError: null }
          : { lastError: end.message }),
      })
      .where('id', '=', call.id)
      .where('status', '=', 'queued')
      .executeTakeFirst();
    if (ended.numUpdatedRows === 0n) return;
    await recordHistory(trx, {
      claimId: call.claimId,
      actor: null,
      actorName: name,
      action: end.status === 'answered' ? 'partner-answered' : 'partner-failed',
      comment:
        end.status === 'answered'
          ? `${name}: ${end.summary}`
          : `${name}: ${end.message} (gave up after ${end.attempts} attempt${end.attempts === 1 ? '' : 's'})`,
    });
  });
}

/**
 * The 'call-partner' task: sends one recorded call to its partner. An attempt that may go better later
 * (time-out, 5xx, an answer of another shape) is recorded and thrown, so the queue retries it with
 * back-off; the last one, or a refusal (4xx), ends the call as failed, on the claim's timeline.
 */
export function addPartnerCalls(tasks: JobTasks, { db, partners, log }: PartnerCallContext): void {
  tasks.add('call-partner', async ({ callId }, helpers) => {
    const call = await db
      .selectFrom('partnerCalls')
      .select(['id', 'claimId', 'partner', 'request', 'status'])
      .where('id', '=', callId)
      .executeTakeFirst();
    if (call?.status !== 'queued') return;
    const attempt = helpers.job.attempts;
    const outcome = await partners[call.partner].send(call.request as object);
    if (outcome.ok) {
      await finish(db, call, { status: 'answered', answer: outcome.answer, summary: outcome.summary }, attempt);
      return;
    }
    log.warn(
      `partner call ${call.id} (${call.partner}): attempt ${attempt} of ${helpers.job.max_attempts} failed: ${outcome.message}`,
    );
    if (outcome.retry && attempt < helpers.job.max_attempts) {
      await db
        .updateTable('partnerCalls')
        .set({ attempts: attempt, lastError: outcome.message, updatedAt: new Date() })
        .where('id', '=', call.id)
        .where('status', '=', 'queued')
        .execute();
      throw new Error(outcome.message);
    }
    await finish(db, call, { status: 'failed', message: outcome.message, attempts: attempt }, attempt);
    // The last attempt stays among the queue's failed jobs too (failedJobs), as a mail's does; a refusal is simply done.
    if (outcome.retry) throw new Error(outcome.message);
  });
}
