import {
  CLAIM_FILE_MESSAGES,
  CLAIM_FILE_TYPE_NAMES,
  OBJECT_KEY_PATTERN,
  THUMBNAIL,
  uploadRefusal,
} from '../claim-files.ts';
import { z } from '../validation.ts';
import { ZId } from './common.ts';

/** An object key as the server issues it; anything else is refused before storage or the database is asked. */
export const ZObjectKey = z
  .string()
  .trim()
  .min(1)
  .max(300)
  .regex(OBJECT_KEY_PATTERN, { message: CLAIM_FILE_MESSAGES.unknownUpload });

/**
 * GET /api/images/auth/sign-s3: a file (format = its content type) or the thumbnail of one being
 * uploaded (isThumbnail, previousKey = the original's key), as spec 7 writes it; width is accepted as the
 * spec sends it and not otherwise used. A size in bytes is optional: given, the storage accepts exactly
 * that body; without it, the type's limit holds where the storage can enforce it, and always when the
 * file is recorded.
 */
const ZSignUploadFields = z.object({
  // The document lists the types (issue 29); any case is taken, as a browser's File.type may vary.
  format: z.string().trim().toLowerCase().max(100).meta({ enum: CLAIM_FILE_TYPE_NAMES }).optional(),
  size: z.coerce.number().int().min(1, { message: CLAIM_FILE_MESSAGES.empty }).optional(),
  // zod's stringbool takes these words in any case; the document lists them (issue 29).
  isThumbnail: z
    .stringbool()
    .default(false)
    .meta({
      type: 'string',
      enum: ['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', 'y', 'n', 'enabled', 'disabled'],
    }),
  previousKey: ZObjectKey.optional(),
  width: z.coerce.number().int().min(1).max(10_000).optional(),
});

/** The rules of one upload, on the signed-in query and on the FNOL one that adds its secret. */
function signRules(query: z.output<typeof ZSignUploadFields>, ctx: z.RefinementCtx): void {
  // A size that is not a whole number of at least one byte has its own message already.
  if (query.size !== undefined && !(query.size >= 1)) return;
  if (query.isThumbnail) {
    if (!query.previousKey) {
      ctx.addIssue({ code: 'custom', path: ['previousKey'], message: CLAIM_FILE_MESSAGES.previousKeyRequired });
    }
    if (query.size !== undefined && query.size > THUMBNAIL.maxBytes) {
      ctx.addIssue({ code: 'custom', path: ['size'], message: CLAIM_FILE_MESSAGES.tooLarge(THUMBNAIL.maxBytes) });
    }
    return;
  }
  if (!query.format) {
    ctx.addIssue({ code: 'custom', path: ['format'], message: CLAIM_FILE_MESSAGES.formatRequired });
    return;
  }
  const refusal = uploadRefusal(query.format, query.size);
  if (refusal) ctx.addIssue({ code: 'custom', path: [refusal.field], message: refusal.message });
}

export const ZSignUploadQuery = ZSignUploadFields.superRefine(signRules);
export type TSignUploadQuery = z.input<typeof ZSignUploadQuery>;

export const ZSignedUpload = z.object({
  /** Where the browser PUTs the file, without our Authorization header. */
  signedRequest: z.string(),
  /** The headers that PUT must carry (the signed content type); the browser sets Content-Length itself. */
  headers: z.record(z.string(), z.string()),
  /** The key to record the file with (POST /api/claims/{id}/images). */
  s3Key: z.string(),
  /** The object's address without a signature: not readable on its own. */
  path: z.string(),
  /** When signedRequest stops being accepted. */
  expiresAt: z.iso.datetime(),
});
export type TSignedUpload = z.infer<typeof ZSignedUpload>;

/** POST /api/claims/{id}/images: a file the caller has uploaded with a key issued to them. */
export const ZClaimFileRequest = z.strictObject({
  contentType: z.string().trim().toLowerCase().min(1).max(100),
  name: z.string().trim().min(1).max(255),
  s3Key: ZObjectKey,
});
export type TClaimFileRequest = z.input<typeof ZClaimFileRequest>;

/**
 * The secret a driver's FNOL report answers with: it lets whoever holds it add files to that one claim,
 * without an account, until it expires. 32 random bytes, base64url.
 */
export const ZUploadSecret = z.string().trim().min(1).max(100);

/** GET /api/images/noauth/sign-s3: the signed-in query, with the claim's upload secret instead of a token. */
export const ZFnolSignUploadQuery = ZSignUploadFields.extend({ secret: ZUploadSecret }).superRefine(signRules);
export type TFnolSignUploadQuery = z.input<typeof ZFnolSignUploadQuery>;

/** POST /api/claims/{id}/images-fnol: the image fields, with the claim's upload secret. */
export const ZFnolClaimFileRequest = ZClaimFileRequest.extend({ secret: ZUploadSecret });
export type TFnolClaimFileRequest = z.input<typeof ZFnolClaimFileRequest>;

/** The image record of spec 3; url is a short-lived signed address of the file. */
export const ZClaimImage = z.object({
  id: ZId,
  contentType: z.string(),
  name: z.string(),
  s3Key: z.string(),
  path: z.string(),
  url: z.string(),
  hasThumbnail: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type TClaimImage = z.infer<typeof ZClaimImage>;

/** One attachment in GET /api/claims/{id}/images: what the galleries list (spec 3 "Attachment record"). */
export const ZClaimFile = z.object({
  id: ZId,
  contentType: z.string(),
  name: z.string(),
  size: z.number().int(),
  createdAt: z.iso.datetime(),
  hasThumbnail: z.boolean(),
  uploadedBy: z.object({ id: ZId, name: z.string() }).nullable(),
  canDelete: z.boolean(),
});
export type TClaimFile = z.infer<typeof ZClaimFile>;
export const ZClaimFiles = z.array(ZClaimFile);

export const ZClaimFileParams = z.object({ id: ZId, imageId: ZId });

/** GET /api/images/{id}?width=: at or below the 'medium' width (320) the thumbnail, when there is one. */
export const ZImageUrlQuery = z.object({ width: z.coerce.number().int().min(1).max(10_000).optional() });
export const ZImageUrl = z.object({ url: z.string(), contentType: z.string() });
export type TImageUrl = z.infer<typeof ZImageUrl>;
