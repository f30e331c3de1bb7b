import type { TFeedbackRequest } from '@fixline/domain';
import type { Db } from '../../db/database.ts';

/** Keeps a Help & Feedback message; the sender may be signed in or not. */
export async function submitFeedback(db: Db, input: TFeedbackRequest, userId: string | null) {
  return db
    .insertInto('feedback')
    .values({
      email: input.email,
      feedback: input.feedback,
      url: input.url,
      browserData: JSON.stringify(input.browserData),
      userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}
