import { VALIDATION_MESSAGES } from '../messages.ts';
import { z } from '../validation.ts';

/**
 * Help & Feedback (spec sections 3 and 5): the dialog says 'Please provide a valid email address'.
 * Strict, like every body that creates something: who sent it comes from the token, never the body.
 */
export const ZFeedbackRequest = z.strictObject({
  email: z
    .string()
    .trim()
    .min(1)
    .max(254)
    .pipe(z.email({ message: VALIDATION_MESSAGES.feedbackEmail })),
  feedback: z.string().trim().min(1).max(5000),
  url: z.string().max(2048),
  browserData: z.object({
    name: z.string().max(100),
    version: z.string().max(100),
  }),
});
export type TFeedbackRequest = z.infer<typeof ZFeedbackRequest>;
export const ZFeedbackResponse = z.object({ id: z.uuid() });
