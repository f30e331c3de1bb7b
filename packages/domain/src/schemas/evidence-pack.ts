import { z } from '../validation.ts';

/** POST /api/claims/{id}/evidence-pack's answer: where to download the ZIP, and what identifies it. */
export const ZEvidencePack = z.object({
  url: z.string(),
  expiresAt: z.iso.datetime(),
  /** 'FX-000042-evidence.zip'. */
  fileName: z.string(),
  /** How many of the claim's originals it holds. */
  files: z.number().int(),
  /** SHA-256 of the whole ZIP, hex: the timeline records it, so a copy can be checked against the claim. */
  sha256: z.string(),
});
export type TEvidencePack = z.infer<typeof ZEvidencePack>;
