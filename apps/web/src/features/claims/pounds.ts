import { poundsToPence, VALIDATION_MESSAGES, ZPence, z } from '@fixline/domain';

/**
 * An amount typed in pounds ('1,234.50', '£80') that leaves the form as integer pence, the API's unit.
 * Messages in the spec's words (section 5): required, a number, not negative.
 */
export const ZPoundsText = z
  .string()
  .trim()
  .min(1, { abort: true })
  .refine((text) => !text.startsWith('-'), { message: VALIDATION_MESSAGES.positive, abort: true })
  .refine((text) => poundsToPence(text) !== null, { message: VALIDATION_MESSAGES.number, abort: true })
  .transform((text) => poundsToPence(text) ?? 0)
  .pipe(ZPence);
