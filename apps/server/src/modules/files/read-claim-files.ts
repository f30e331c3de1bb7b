import {
  CLAIM_FILE_MESSAGES,
  claimFileReader,
  IMAGE_SIZES,
  isClaimOwnFile,
  mayDeleteClaimFile,
  maySeeClaimFile,
  type TClaimFile,
  THUMBNAIL,
  type TImageUrl,
} from '@fixline/domain';
import type { Actor } from '../../auth/actor.ts';
import { notFound } from '../../http/http-error.ts';
import { visibleTo } from '../claims/claim-access.ts';
import { visibleClaimParties } from '../claims/queries.ts';
import { onMarketplaceFor } from '../marketplace/policy.ts';
import { DOWNLOAD_URL_SECONDS } from './file-keys.ts';
import type { FilesContext } from './files-context.ts';

/**
 * GET /api/claims/{id}/images: the claim's own files, oldest first, for whoever may read the claim, less
 * the kinds their relation to it does not show (maySeeClaimFile). Bid documents are read from their bids.
 */
export async function listClaimFiles(
  ctx: Pick<FilesContext, 'db'>,
  actor: Actor,
  claimId: string,
): Promise<TClaimFile[]> {
  const claim = await visibleClaimParties(ctx.db, actor, claimId);
  const reader = claimFileReader(actor, claim);
  const files = await ctx.db
    .selectFrom('claimFiles')
    .selectAll()
    .where('claimId', '=', claimId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return files
    .filter((file) => isClaimOwnFile(file) && maySeeClaimFile(actor, reader, file))
    .map((file) => ({
      id: file.id,
      contentType: file.contentType,
      name: file.name,
      size: file.size,
      createdAt: file.createdAt.toISOString(),
      hasThumbnail: file.thumbnailKey !== null,
      uploadedBy: file.uploadedBy ? { id: file.uploadedBy, name: file.uploadedByName } : null,
      canDelete: mayDeleteClaimFile(actor, claim, file.uploadedBy === actor.userId),
    }));
}

/** The organisations the actor works in; never empty, so that `in` stays valid SQL. */
const organisationIdsOf = (actor: Actor): string[] => [
  ...actor.permissions.map((entry) => entry.organisationId),
  '00000000-0000-0000-0000-000000000000',
];

/**
 * GET /api/images/{id}?width=: a short-lived signed address of the file, or of its thumbnail when the
 * width asked for is at most the 'medium' size (320). 404 unless the caller may read its claim and,
 * by their relation to the claim, files of its kind.
 */
export async function imageUrl(
  ctx: Pick<FilesContext, 'db' | 'storage'>,
  actor: Actor,
  fileId: string,
  width: number | undefined,
): Promise<TImageUrl> {
  const file = await ctx.db
    .selectFrom('claimFiles')
    .innerJoin('claims', 'claims.id', 'claimFiles.claimId')
    .select([
      'claimFiles.s3Key',
      'claimFiles.thumbnailKey',
      'claimFiles.contentType',
      'claimFiles.bidOrganisationId',
      'claims.clientOrganisationId',
      'claims.repairerOrganisationId',
    ])
    .where('claimFiles.id', '=', fileId)
    // A garage the claim is offered to sees its photos (claimFileReader: the marketplace bidder's view),
    // and a garage that bid its own bid's document, which it keeps once the bids are closed.
    .where((eb) =>
      eb.or([
        visibleTo(actor)(eb),
        onMarketplaceFor(actor)(eb),
        eb('claimFiles.bidOrganisationId', 'in', organisationIdsOf(actor)),
      ]),
    )
    .executeTakeFirst();
  if (!file || !maySeeClaimFile(actor, claimFileReader(actor, file), file)) {
    throw notFound(CLAIM_FILE_MESSAGES.fileNotFound);
  }
  const small = width !== undefined && width <= IMAGE_SIZES.medium && file.thumbnailKey !== null;
  const key = small && file.thumbnailKey ? file.thumbnailKey : file.s3Key;
  const url = await ctx.storage.signDownload({ key, expiresInSeconds: DOWNLOAD_URL_SECONDS });
  return { url, contentType: small ? THUMBNAIL.contentType : file.contentType };
}
