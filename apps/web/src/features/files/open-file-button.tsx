import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useFileSource } from './claim-files-api.ts';

/** Opens a file in the browser's own viewer, in a new tab, from its short-lived signed address. */
export function OpenFileButton({
  fileId,
  name,
  children = 'Open',
}: {
  fileId: string;
  name: string;
  children?: ReactNode;
}) {
  const source = useFileSource(fileId, 'full');
  const usable = source.data && !source.data.failed;
  return (
    <Button
      component="a"
      href={usable ? source.data?.url : undefined}
      target="_blank"
      rel="noopener"
      disabled={!usable}
      startIcon={<OpenInNewIcon />}
      aria-label={`Open ${name}`}
    >
      {children}
    </Button>
  );
}
