import { blankTextToNull, humanText } from '../human-text.ts';
import { z } from '../validation.ts';

/** The driver's rating of the repair, from the feedback link mailed when the claim is completed. */
export const RATING_MESSAGES = {
  thanks: 'Thank you for rating your repair.',
  alreadyRated: 'This repair has already been rated. Thank you.',
  noRepairer: 'This claim has no repairer to rate',
  stars: 'Choose from 1 to 5 stars',
} as const;

/** What the rating page shows before and after the driver answers. */
export const ZRatingPage = z.object({
  claimReference: z.string(),
  repairerName: z.string(),
  /** The answer given, once there is one: the page then says thanks. */
  rating: z.object({ stars: z.number().int(), comment: z.string().nullable() }).nullable(),
});
export type TRatingPage = z.infer<typeof ZRatingPage>;

export const ZRatingRequest = z.strictObject({
  stars: z.number({ error: RATING_MESSAGES.stars }).int().min(1, RATING_MESSAGES.stars).max(5, RATING_MESSAGES.stars),
  comment: z.preprocess(blankTextToNull, humanText({ min: 0, max: 2000, multiline: true }).nullable()).optional(),
});
export type TRatingRequest = z.input<typeof ZRatingRequest>;

export const ZRatingTokenParams = z.object({ token: z.string().min(1).max(200) });
