import type { TClaimFile } from '@fixline/domain';
import { Box, Skeleton, type SxProps, type Theme } from '@mui/material';
import { useState } from 'react';
import { useFileSource } from './claim-files-api.ts';
import { PLACEHOLDER_IMAGE } from './placeholder-image.ts';

/**
 * A claim photo: its thumbnail, or the whole picture for the viewer. Spec 8: when the address cannot
 * be had, or the picture does not load from it, the placeholder shows, with words saying so.
 */
export function FileImage({
  file,
  size,
  sx,
}: {
  /** A file of the claim, or a photo of a marketplace claim, known by its id only. */
  file: Pick<TClaimFile, 'id' | 'name' | 'hasThumbnail'>;
  size: 'thumbnail' | 'full';
  sx?: SxProps<Theme>;
}) {
  const source = useFileSource(file.id, size === 'thumbnail' && file.hasThumbnail ? 'thumbnail' : 'full');
  const [broken, setBroken] = useState(false);
  if (!source.data)
    return <Skeleton variant="rectangular" sx={{ width: '100%', aspectRatio: '4 / 3', height: 'auto' }} />;
  const failed = broken || source.data.failed;
  return (
    <Box
      component="img"
      src={failed ? PLACEHOLDER_IMAGE : source.data.url}
      alt={failed ? `${file.name} (could not be loaded)` : file.name}
      onError={() => setBroken(true)}
      loading={size === 'thumbnail' ? 'lazy' : 'eager'}
      sx={sx}
    />
  );
}
