import { CLAIM_FILE_RULE, CLAIM_FILE_TYPE_NAMES } from '@fixline/domain';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, Typography } from '@mui/material';
import { useDropzone } from 'react-dropzone';
import { useIsMobile } from '../../shell/use-is-mobile.ts';

/** The picker offers the types the domain allows; a drop of anything else is refused with the rule's words. */
const ACCEPT = [...CLAIM_FILE_TYPE_NAMES, '.heic'].join(',');

/**
 * Where files are added: dropped on the zone, or chosen with the button (several at once). The rule is
 * shown before anything is sent. Phones have no dragging, so they get the button and the rule only.
 */
export function FileDropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const mobile = useIsMobile();
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    onDrop: (accepted, rejected) => onFiles([...accepted, ...rejected.map((rejection) => rejection.file)]),
    noClick: true,
    noKeyboard: true,
  });
  return (
    <Box
      {...getRootProps()}
      data-testid="file-drop-zone"
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: isDragActive ? 'primary.main' : 'divider',
        bgcolor: isDragActive ? 'action.hover' : 'transparent',
        borderRadius: 2,
        p: 2,
        display: 'grid',
        justifyItems: 'center',
        gap: 1,
        textAlign: 'center',
      }}
    >
      {/* The button below opens it: hidden from assistive technology so the control is not named twice. */}
      <input {...getInputProps({ accept: ACCEPT })} aria-label="Choose files to upload" aria-hidden />
      {!mobile && (
        <Typography>
          {isDragActive ? 'Drop the files to upload them' : 'Drag photos, documents or videos here, or'}
        </Typography>
      )}
      <Button variant="contained" startIcon={<UploadFileIcon />} onClick={open}>
        {mobile ? 'Add photos or files' : 'Choose files'}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {CLAIM_FILE_RULE}
      </Typography>
    </Box>
  );
}
