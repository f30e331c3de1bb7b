import { Button, Stack } from '@mui/material';
import { FileDropZone } from './file-drop-zone.tsx';
import { UploadList } from './upload-list.tsx';
import type { Upload, UploadQueue } from './upload-queue.ts';

/** Adding files to a claim: the drop zone, then each file's progress until the gallery shows it. */
export function ClaimFileUploader({ uploads, queue }: { uploads: readonly Upload[]; queue: UploadQueue }) {
  const finished = uploads.some((upload) => upload.status === 'done' || upload.status === 'refused');
  return (
    <Stack spacing={1.5}>
      <FileDropZone onFiles={(files) => queue.add(files)} />
      {uploads.length > 0 && (
        <UploadList uploads={uploads} onRetry={(id) => queue.retry(id)} onDismiss={(id) => queue.dismiss(id)} />
      )}
      {finished && (
        <Button size="small" onClick={() => queue.clearFinished()} sx={{ alignSelf: 'flex-start' }}>
          Clear finished
        </Button>
      )}
    </Stack>
  );
}
