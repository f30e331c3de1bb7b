import { Box, ButtonBase } from '@mui/material';
import { useState } from 'react';
import { FileImage } from './file-image.tsx';
import { ImageViewer, type ViewerFile } from './image-viewer.tsx';

/**
 * The claim's photos as thumbnails; each opens the full-size viewer, which turns through all of them.
 * `shown` limits how many thumbnails the grid draws (the claim page shows a few).
 */
export function ImageGallery({
  claimId,
  images,
  shown = images.length,
}: {
  claimId: string;
  images: readonly ViewerFile[];
  shown?: number;
}) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <Box
        component="ul"
        aria-label="Photos"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        }}
      >
        {images.slice(0, shown).map((file, index) => (
          <Box component="li" key={file.id}>
            <ButtonBase
              onClick={() => setOpen(index)}
              aria-label={`Open photo ${file.name}`}
              focusRipple
              sx={{ display: 'block', width: '100%', borderRadius: 1, overflow: 'hidden' }}
            >
              <FileImage
                file={file}
                size="thumbnail"
                sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block' }}
              />
            </ButtonBase>
          </Box>
        ))}
      </Box>
      {open !== null && (
        <ImageViewer claimId={claimId} files={images} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
