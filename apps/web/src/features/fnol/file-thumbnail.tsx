import VideocamIcon from '@mui/icons-material/Videocam';
import { Box } from '@mui/material';
import { useEffect, useState } from 'react';

const SIZE = 72;

/** A queued photo drawn from the phone's own copy; a video or other file as an icon. */
export function FileThumbnail({ blob, name }: { blob: Blob; name: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const image = blob.type.startsWith('image/') && blob.type !== 'image/heic';
  useEffect(() => {
    if (!image) return;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob, image]);
  const frame = { width: SIZE, height: SIZE, borderRadius: 1, flexShrink: 0, bgcolor: 'grey.200' } as const;
  if (image && url) return <Box component="img" src={url} alt={name} sx={{ ...frame, objectFit: 'cover' }} />;
  return (
    <Box sx={{ ...frame, display: 'grid', placeItems: 'center' }} role="img" aria-label={name}>
      <VideocamIcon color="action" />
    </Box>
  );
}
