import { formatBytes } from '@fixline/domain';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import ReplayIcon from '@mui/icons-material/Replay';
import { Box, Button, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import type { Upload } from './upload-queue.ts';

const percent = (upload: Upload) => (upload.total > 0 ? Math.round((upload.loaded / upload.total) * 100) : 0);

function UploadState({ upload }: { upload: Upload }) {
  if (upload.status === 'done') {
    return (
      <Typography variant="body2" color="success.dark" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <CheckCircleIcon fontSize="small" /> Uploaded
      </Typography>
    );
  }
  if (upload.status === 'failed' || upload.status === 'refused') {
    return (
      <Typography variant="body2" color="error" role="alert">
        {upload.message}
      </Typography>
    );
  }
  const value = percent(upload);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <LinearProgress
        variant={upload.status === 'queued' ? 'indeterminate' : 'determinate'}
        value={value}
        aria-label={`Uploading ${upload.file.name}`}
        sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" sx={{ minWidth: '4.5em', textAlign: 'right' }}>
        {upload.status === 'queued' ? 'Waiting' : `${value}%`}
      </Typography>
    </Stack>
  );
}

/** Each file being added, with its own progress bar; a failed one can be tried again or taken off the list. */
export function UploadList({
  uploads,
  onRetry,
  onDismiss,
}: {
  uploads: readonly Upload[];
  onRetry: (id: number) => void;
  onDismiss: (id: number) => void;
}) {
  return (
    <Box component="ul" aria-label="Uploads" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {uploads.map((upload) => (
        <Box component="li" key={upload.id} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="body2" noWrap title={upload.file.name}>
              {upload.file.name}{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                {formatBytes(upload.file.size)}
              </Typography>
            </Typography>
            <UploadState upload={upload} />
          </Box>
          {upload.status === 'failed' && (
            <Button size="small" startIcon={<ReplayIcon />} onClick={() => onRetry(upload.id)}>
              Retry
            </Button>
          )}
          {upload.status !== 'done' && (
            <IconButton
              aria-label={upload.status === 'uploading' ? `Cancel ${upload.file.name}` : `Remove ${upload.file.name}`}
              onClick={() => onDismiss(upload.id)}
            >
              <CloseIcon />
            </IconButton>
          )}
        </Box>
      ))}
    </Box>
  );
}
