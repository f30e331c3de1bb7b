import type { TFeedbackRequest } from '@fixline/domain';
import type { Db } from '../../db/database.ts';
import { idempotentTransaction } from '../../idempotency/idempotent-transaction.ts';

/** Keeps a Help & Feedback message; the sender may be signed in or not. */
export function submitFeedback(db: Db, input: TFeedbackRequest, userId: string | null) {
  return idempotentTransaction(db, (trx) =>
    trx
      .insertInto('feedback')
      .values({
        email: input.email,
        feedback: input.feedback,
        url: input.url,
        browserData: JSON.stringify(input.browserData),
        userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
}
