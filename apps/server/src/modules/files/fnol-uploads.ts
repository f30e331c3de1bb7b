import {
  CLAIM_FILE_MESSAGES,
  FNOL_UPLOAD_MAX_FILES,
  type TClaimImage,
  type TFnolClaimFileRequest,
  type TSignedUpload,
  type ZFnolSignUploadQuery,
  type z,
} from '@fixline/domain';
import { conflict } from '../../http/http-error.ts';
import type { FilesContext } from './files-context.ts';
import { claimOfUploadSecret } from './fnol-upload-secret.ts';
import { recordUpload } from './record-upload.ts';
import { signUpload } from './sign-upload.ts';

/**
 * The driver's uploads without an account (spec 7, "Unauthenticated"): the FNOL claim's upload secret
 * stands in for a sign-in, for that claim only. The grants are the claim's, so a key signed with one
 * claim's secret is recorded on that claim and no other, and never by a signed-in user.
 */

/** GET /api/images/noauth/sign-s3: as the signed-in call, for at most FNOL_UPLOAD_MAX_FILES files. */
export async function signFnolUpload(
  ctx: Pick<FilesContext, 'db' | 'storage'>,
  query: z.output<typeof ZFnolSignUploadQuery>,
): Promise<TSignedUpload> {
  const { claimId } = await claimOfUploadSecret(ctx.db, query.secret);
  if (!query.isThumbnail) {
    // A soft cap: two requests racing may both pass at the last place, which bounds nothing that matters.
    const { count } = await ctx.db
      .selectFrom('uploadGrants')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('claimId', '=', claimId)
      .where('originalKey', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(count) >= FNOL_UPLOAD_MAX_FILES)
      throw conflict(CLAIM_FILE_MESSAGES.fnolFileLimit(FNOL_UPLOAD_MAX_FILES));
  }
  return signUpload(ctx, { claimId }, query);
}

/** POST /api/claims/{id}/images-fnol: records a file uploaded with this claim's secret, as the driver's. */
export async function recordFnolClaimFile(
  ctx: FilesContext,
  claimId: string,
  { secret, ...input }: TFnolClaimFileRequest,
): Promise<TClaimImage> {
  const { driverName } = await claimOfUploadSecret(ctx.db, secret, claimId);
  return recordUpload(
    ctx,
    {
      claimId,
      holder: { claimId },
      uploader: { userId: null, name: driverName },
      lockClaim: (trx) =>
        trx
          .selectFrom('claims')
          .select('id')
          .where('id', '=', claimId)
          .where('deletedAt', 'is', null)
          .forUpdate()
          .executeTakeFirst(),
    },
    input,
  );
}
