import { humanText } from '../human-text.ts';
import { VALIDATION_MESSAGES } from '../messages.ts';
import { z } from '../validation.ts';
import { EMAIL_PATTERN } from './common.ts';

/**
 * Help & Feedback (spec sections 3 and 5): the dialog says 'Please provide a valid email address'.
 * Strict at every depth, like every body that creates something: who sent it comes from the token,
 * never the body. What is kept must be safe for a reader to show: `url` is an http(s) address (never
 * `javascript:` or `data:`), and the server also requires it to be one of this product's pages
 * (PUBLIC_URL's origin, issue 22 §6).
 */
export const ZFeedbackRequest = z.strictObject({
  email: z
    .string()
    .trim()
    .min(1)
    .max(254)
    .pipe(z.email({ message: VALIDATION_MESSAGES.feedbackEmail }))
    .meta({ format: 'email', pattern: EMAIL_PATTERN }),
  feedback: humanText({ max: 5000, multiline: true }),
  url: z.url({ protocol: /^https?$/, message: VALIDATION_MESSAGES.feedbackUrl }).max(2048),
  browserData: z.strictObject({
    name: z.string().max(100),
    version: z.string().max(100),
  }),
});
export type TFeedbackRequest = z.infer<typeof ZFeedbackRequest>;
export const ZFeedbackResponse = z.object({ id: z.uuid() });
