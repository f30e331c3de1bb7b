import type { TClaimFile } from '@fixline/domain';
import { Alert, Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useFileSource } from './claim-files-api.ts';
import { FileActions } from './file-actions.tsx';
import { FileCaption } from './file-caption.tsx';

function VideoPlayer({ file }: { file: TClaimFile }) {
  const source = useFileSource(file.id, 'full');
  if (!source.data)
    return <Skeleton variant="rectangular" sx={{ width: '100%', aspectRatio: '16 / 9', height: 'auto' }} />;
  if (source.data.failed) return <Alert severity="warning">This video could not be loaded: try again later.</Alert>;
  // Only the start is fetched until played; the storage answers byte ranges, so seeking works.
  return (
    <Box
      component="video"
      controls
      preload="metadata"
      src={source.data.url}
      aria-label={file.name}
      sx={{ width: '100%', maxHeight: '60vh', bgcolor: 'grey.900', borderRadius: 1 }}
    />
  );
}

/** A claim's MP4 videos, each in the browser's own player. */
export function VideoList({ claimId, videos }: { claimId: string; videos: readonly TClaimFile[] }) {
  return (
    <Stack component="ul" spacing={2} aria-label="Videos" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {videos.map((file) => (
        <Card component="li" key={file.id} variant="outlined">
          <CardContent sx={{ display: 'grid', gap: 1 }}>
            <VideoPlayer file={file} />
            <Typography sx={{ overflowWrap: 'anywhere' }}>{file.name}</Typography>
            <FileCaption file={file} />
            <FileActions claimId={claimId} file={file} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
