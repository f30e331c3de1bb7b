import { blankTextToNull, humanText } from '../human-text.ts';
import { z } from '../validation.ts';
import { ZId } from './common.ts';

/**
 * Labels (spec: "labels" of the super admin): named, coloured tags a super admin defines and people put
 * on claims to sort their work. Claims carry label names, so a list filter reads `labels=Urgent,VIP`
 * and a shared link stays readable; renaming a label renames it on every claim.
 */
export const LABEL_MESSAGES = {
  name: 'A label cannot contain a comma',
  colour: 'Please choose a colour like #1E88E5',
  taken: 'A label with this name already exists',
  notFound: 'Label not found',
} as const;

export const ZLabelName = humanText({ max: 40 }).regex(/^[^,]+$/, { message: LABEL_MESSAGES.name });

export const ZLabelRequest = z.strictObject({
  name: ZLabelName,
  /** '#RRGGBB', kept upper case. */
  colour: z
    .string()
    .trim()
    .min(1)
    .regex(/^#[0-9a-fA-F]{6}$/, { message: LABEL_MESSAGES.colour })
    .transform((v) => v.toUpperCase()),
  description: z.preprocess(blankTextToNull, humanText({ min: 0, max: 200, multiline: true }).nullable()).optional(),
});
export type TLabelRequest = z.input<typeof ZLabelRequest>;

export const ZLabel = z.object({
  id: ZId,
  name: z.string(),
  colour: z.string(),
  description: z.string().nullable(),
  /** Claims (not deleted) carrying it. */
  claims: z.number().int(),
});
export type TLabel = z.infer<typeof ZLabel>;
export const ZLabels = z.array(ZLabel);
