import type { TClaimFile } from '@fixline/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { DeleteFileDialog } from './delete-file-dialog.tsx';
import { OpenFileButton } from './open-file-button.tsx';

/** Open a document or video in the browser's own viewer (a new tab), and delete it where allowed. */
export function FileActions({ claimId, file }: { claimId: string; file: TClaimFile }) {
  const [deleting, setDeleting] = useState(false);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <OpenFileButton fileId={file.id} name={file.name} />
      {file.canDelete && (
        <Button
          color="error"
          startIcon={<DeleteIcon />}
          onClick={() => setDeleting(true)}
          aria-label={`Delete ${file.name}`}
        >
          Delete
        </Button>
      )}
      {deleting && <DeleteFileDialog claimId={claimId} file={file} onClose={() => setDeleting(false)} />}
    </Stack>
  );
}
