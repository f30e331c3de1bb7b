import { mayAddClaimFile, type TClaim } from '@fixline/domain';
import { Skeleton, Stack, Typography } from '@mui/material';
import { useAuth } from '../../auth/auth-context.ts';
import { QueryErrorAlert } from '../../components/query-error-alert.tsx';
import { ClaimSection } from '../claims/claim-section.tsx';
import { ClaimFileUploader } from './claim-file-uploader.tsx';
import { useClaimFiles } from './claim-files-api.ts';
import { FileKindLinks, filesByKind } from './file-kind-links.tsx';
import { ImageGallery } from './image-gallery.tsx';
import { useFileUploads } from './use-file-uploads.ts';

/** The claim page shows this many photos; the rest are in the photo gallery. */
const PHOTOS_SHOWN = 8;

/** Whether this user may add files to the claim: the domain's rule, as the server applies it. */
function useMayAddFiles(claim: TClaim): boolean {
  const { user } = useAuth();
  const parties = {
    clientOrganisationId: claim.clientOrganisation.id,
    repairerOrganisationId: claim.repairerOrganisation?.id ?? null,
  };
  return user !== null && claim.deletedAt === null && mayAddClaimFile(user, parties);
}

/** The claim's photos, documents and videos on its page: add them, see the photos, open the galleries. */
export function ClaimFilesSection({ claim }: { claim: TClaim }) {
  const mayAdd = useMayAddFiles(claim);
  const files = useClaimFiles(claim.id);
  const { uploads, queue } = useFileUploads(claim.id);
  const byKind = filesByKind(files.data ?? []);
  return (
    <ClaimSection title="Files">
      <Stack spacing={2}>
        {mayAdd && <ClaimFileUploader uploads={uploads} queue={queue} />}
        {files.isPending && <Skeleton variant="rectangular" height={120} />}
        {files.isError && <QueryErrorAlert query={files} />}
        {files.isSuccess && files.data.length === 0 && uploads.length === 0 && (
          <Typography color="text.secondary">
            {mayAdd
              ? 'No files yet. Add photos of the damage, estimates or videos above.'
              : 'No files on this claim yet.'}
          </Typography>
        )}
        {files.isSuccess && files.data.length > 0 && (
          <>
            {byKind.image.length > 0 && <ImageGallery claimId={claim.id} images={byKind.image} shown={PHOTOS_SHOWN} />}
            <FileKindLinks claimId={claim.id} files={byKind} />
          </>
        )}
      </Stack>
    </ClaimSection>
  );
}
