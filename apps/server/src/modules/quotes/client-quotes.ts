import type { QuoteState, TQuoteAuthorisationRequest } from '@fixline/domain';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import type { Claim } from '../../db/schema.ts';
import { requireClaimDocument } from '../marketplace/place-bid.ts';

/**
 * request-quote-authorisation's record of the quote (decision 0057): the amounts the claim carries,
 * the lines and the repairer's document. The claim's row is locked by the action, so two requests queue
 * and the later one supersedes the earlier.
 */
export async function recordClientQuote(
  trx: Db,
  actor: Actor,
  claim: Claim,
  input: Partial<TQuoteAuthorisationRequest>,
): Promise<string> {
  await requireClaimDocument(trx, claim.id, input.document);
  await decideClientQuote(trx, claim.id, 'superseded');
  const quote = await trx
    .insertInto('quotes')
    .values({
      claimId: claim.id,
      items: input.items ? JSON.stringify(input.items) : null,
      cost: input.cost ?? 0,
      costRepairer: input.costRepairer ?? 0,
      documentId: input.document ?? null,
      createdBy: actor.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return quote.id;
}

/** The client's answer (or a newer quote) decides the quote still awaiting, if there is one. */
export async function decideClientQuote(trx: Db, claimId: string, state: Exclude<QuoteState, 'awaiting'>) {
  await trx
    .updateTable('quotes')
    .set({ state, decidedAt: new Date() })
    .where('claimId', '=', claimId)
    .where('state', '=', 'awaiting')
    .execute();
}
