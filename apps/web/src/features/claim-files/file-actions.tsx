import type { TClaimFile } from '@fixline/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useFileSource } from './claim-files-api.ts';
import { DeleteFileDialog } from './delete-file-dialog.tsx';

/** Open a document or video in the browser's own viewer (a new tab), and delete it where allowed. */
export function FileActions({ claimId, file }: { claimId: string; file: TClaimFile }) {
  const source = useFileSource(file.id, 'full');
  const [deleting, setDeleting] = useState(false);
  const usable = source.data && !source.data.failed;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        component="a"
        href={usable ? source.data?.url : undefined}
        target="_blank"
        rel="noopener"
        disabled={!usable}
        startIcon={<OpenInNewIcon />}
        aria-label={`Open ${file.name}`}
      >
        Open
      </Button>
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
