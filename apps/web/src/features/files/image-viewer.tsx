import type { TClaimFile } from '@fixline/domain';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { Box, Button, Dialog, DialogContent, DialogTitle, IconButton, Stack, Typography } from '@mui/material';
import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from 'react';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { DeleteFileDialog } from './delete-file-dialog.tsx';
import { FileCaption } from './file-caption.tsx';
import { FileImage } from './file-image.tsx';

/**
 * A photo the viewer shows: a claim's own file, with who added it and when; or a photo a garage sees on
 * the marketplace, which it knows by its id alone (no uploader, no size: decision 0011).
 */
export type ViewerFile = Pick<TClaimFile, 'id' | 'name' | 'hasThumbnail'> | TClaimFile;

const isClaimFile = (file: ViewerFile): file is TClaimFile => 'createdAt' in file;

/** How far a finger travels sideways to turn to the next photo. */
const SWIPE_PX = 50;

/**
 * One photo at full size, over the page (the whole screen on a phone): arrows, the keyboard's left and
 * right keys or a swipe turn to the previous and next, Escape closes. Zoom shows it at its own size, to be
 * scrolled over (a garage reads a crack or a part number before it prices). Delete asks first.
 */
export function ImageViewer({
  claimId,
  files,
  index,
  onIndex,
  onClose,
}: {
  claimId: string;
  files: readonly ViewerFile[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const id = useId();
  const mobile = useIsMobile();
  const [deleting, setDeleting] = useState(false);
  const [zoomed, setZoomed] = useState(false);
  const swipeFrom = useRef<number | null>(null);
  const file = files[index];
  if (!file) return null;
  const go = (step: number) => {
    setZoomed(false);
    onIndex((index + step + files.length) % files.length);
  };
  const keys = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    if (event.key === 'ArrowRight') go(1);
    if (event.key === '+' || event.key === '=') setZoomed(true);
    if (event.key === '-') setZoomed(false);
  };
  const swipeStart = (event: PointerEvent) => {
    if (event.pointerType === 'touch') swipeFrom.current = event.clientX;
  };
  const swipeEnd = (event: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null || Math.abs(event.clientX - from) < SWIPE_PX) return;
    go(event.clientX < from ? 1 : -1);
  };
  const several = files.length > 1;
  return (
    <Dialog open onClose={onClose} fullScreen={mobile} maxWidth="lg" fullWidth aria-labelledby={id} onKeyDown={keys}>
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        <Box component="span" id={id} sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {file.name}
        </Box>
        {several && (
          <Typography component="span" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {index + 1} of {files.length}
          </Typography>
        )}
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1 }}>
        <Box
          onPointerDown={swipeStart}
          onPointerUp={swipeEnd}
          onDoubleClick={() => setZoomed(!zoomed)}
          sx={{
            position: 'relative',
            display: 'grid',
            placeItems: zoomed ? 'start' : 'center',
            touchAction: zoomed ? 'auto' : 'pan-y',
            overflow: zoomed ? 'auto' : 'hidden',
            maxHeight: mobile ? '70vh' : '75vh',
            bgcolor: 'grey.900',
            borderRadius: 1,
          }}
        >
          <FileImage
            key={file.id}
            file={file}
            size="full"
            sx={
              zoomed
                ? { maxWidth: 'none', display: 'block', cursor: 'zoom-out' }
                : {
                    maxWidth: '100%',
                    maxHeight: mobile ? '70vh' : '75vh',
                    objectFit: 'contain',
                    display: 'block',
                    cursor: 'zoom-in',
                  }
            }
          />
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {several && (
            <>
              <Button variant="outlined" startIcon={<ChevronLeftIcon />} onClick={() => go(-1)}>
                Previous
              </Button>
              <Button variant="outlined" endIcon={<ChevronRightIcon />} onClick={() => go(1)}>
                Next
              </Button>
            </>
          )}
          <Button
            variant="outlined"
            startIcon={zoomed ? <ZoomOutIcon /> : <ZoomInIcon />}
            onClick={() => setZoomed(!zoomed)}
            aria-pressed={zoomed}
          >
            {zoomed ? 'Fit to screen' : 'Zoom in'}
          </Button>
          <Box sx={{ flexGrow: 1 }}>{isClaimFile(file) && <FileCaption file={file} />}</Box>
          {isClaimFile(file) && file.canDelete && (
            <Button color="error" startIcon={<DeleteIcon />} onClick={() => setDeleting(true)}>
              Delete
            </Button>
          )}
        </Stack>
      </DialogContent>
      {deleting && isClaimFile(file) && (
        <DeleteFileDialog
          claimId={claimId}
          file={file}
          onClose={() => setDeleting(false)}
          onDeleted={() => (files.length > 1 ? onIndex(Math.min(index, files.length - 2)) : onClose())}
        />
      )}
    </Dialog>
  );
}
