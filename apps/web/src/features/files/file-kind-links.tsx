import { type ClaimFileKind, sortClaimAttachments } from '@fixline/domain';
import { Button, Stack } from '@mui/material';
import { Link } from 'react-router';
import { galleryPath } from './claim-files-api.ts';

export const KIND_LABELS: Record<ClaimFileKind, string> = { image: 'Photos', pdf: 'Documents', video: 'Videos' };

/** A claim's files by kind, each in the order its gallery shows them. */
export function filesByKind<T extends { contentType: string }>(files: readonly T[]): Record<ClaimFileKind, T[]> {
  const { images, pdfs, videos } = sortClaimAttachments(files);
  return { image: images, pdf: pdfs, video: videos };
}

/** The three galleries of a claim with how many files each holds; the one open is marked as the current page. */
export function FileKindLinks({
  claimId,
  files,
  current,
}: {
  claimId: string;
  files: Record<ClaimFileKind, readonly unknown[]>;
  current?: ClaimFileKind;
}) {
  return (
    <Stack
      component="nav"
      aria-label="Files of this claim"
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
    >
      {(Object.keys(KIND_LABELS) as ClaimFileKind[]).map((kind) => (
        <Button
          key={kind}
          component={Link}
          to={galleryPath(kind, claimId)}
          variant={kind === current ? 'contained' : 'outlined'}
          aria-current={kind === current ? 'page' : undefined}
        >
          {KIND_LABELS[kind]} ({files[kind].length})
        </Button>
      ))}
    </Stack>
  );
}
