import { type ClaimFileKind, claimPageFor, type TClaimFile } from '@fixline/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Skeleton, Stack, Typography } from '@mui/material';
import { Link, matchPath, useLocation, useParams } from 'react-router';
import { useAuth } from '../../auth/auth-context.ts';
import { QueryErrorAlert } from '../../components/query-error-alert.tsx';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { useClaim } from '../claims/claim-api.ts';
import { ClaimQueryState } from '../claims/claim-query-state.tsx';
import { GALLERY_ROUTES, useClaimFiles } from './claim-files-api.ts';
import { DocumentList } from './document-list.tsx';
import { FileKindLinks, filesByKind, KIND_LABELS } from './file-kind-links.tsx';
import { ImageGallery } from './image-gallery.tsx';
import { VideoList } from './video-list.tsx';

const EMPTY: Record<ClaimFileKind, string> = {
  image: 'No photos on this claim yet.',
  pdf: 'No documents on this claim yet.',
  video: 'No videos on this claim yet.',
};

function Gallery({ kind, claimId, files }: { kind: ClaimFileKind; claimId: string; files: readonly TClaimFile[] }) {
  if (kind === 'image') return <ImageGallery claimId={claimId} images={files} />;
  if (kind === 'pdf') return <DocumentList claimId={claimId} documents={files} />;
  return <VideoList claimId={claimId} videos={files} />;
}

/**
 * /marketplace/claimImages, claimDocuments and claimVideos/{claimId}: one claim's files of one kind
 * (spec 3's sorting by content type), with the other two a click away. Files are added on the claim page.
 */
export default function ClaimGalleryPage() {
  const { claimId = '' } = useParams();
  const { pathname } = useLocation();
  const { user } = useAuth();
  const mobile = useIsMobile();
  const kind =
    (Object.keys(GALLERY_ROUTES) as ClaimFileKind[]).find((k) => matchPath(GALLERY_ROUTES[k], pathname)) ?? 'image';
  const claim = useClaim(claimId);
  const files = useClaimFiles(claimId);
  if (!claim.isSuccess) return <ClaimQueryState query={claim} />;
  const byKind = filesByKind(files.data ?? []);
  const claimPage = claimPageFor(user, claimId);
  return (
    <Stack spacing={2}>
      <Button component={Link} to={claimPage} startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
        Back to claim {claim.data.reference}
      </Button>
      {/* A phone's line holds "Documents of claim FX-000042" in h5 without breaking the reference. */}
      <Typography variant={mobile ? 'h5' : 'h4'} component="h1">
        {KIND_LABELS[kind]} of claim {claim.data.reference}
      </Typography>
      <FileKindLinks claimId={claimId} files={byKind} current={kind} />
      {files.isPending && <Skeleton variant="rectangular" height={240} />}
      {files.isError && <QueryErrorAlert query={files} />}
      {files.isSuccess &&
        (byKind[kind].length === 0 ? (
          <Typography color="text.secondary">
            {EMPTY[kind]} Add them on the <Link to={claimPage}>claim page</Link>.
          </Typography>
        ) : (
          <Gallery kind={kind} claimId={claimId} files={byKind[kind]} />
        ))}
    </Stack>
  );
}
