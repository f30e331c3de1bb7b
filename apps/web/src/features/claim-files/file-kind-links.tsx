import type { ClaimFileKind } from '@fixline/domain';
import { Button, Stack } from '@mui/material';
import { Link } from 'react-router';
import { galleryPath } from './claim-files-api.ts';

export const KIND_LABELS: Record<ClaimFileKind, string> = { image: 'Photos', pdf: 'Documents', video: 'Videos' };

/** The three galleries of a claim with how many files each holds; the one open is marked as the current page. */
export function FileKindLinks({
  claimId,
  counts,
  current,
}: {
  claimId: string;
  counts: Record<ClaimFileKind, number>;
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
          {KIND_LABELS[kind]} ({counts[kind]})
        </Button>
      ))}
    </Stack>
  );
}
