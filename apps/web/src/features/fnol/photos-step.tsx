import { formatBytes } from '@fixline/domain';
import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, IconButton, Stack, Typography } from '@mui/material';
import { FileDropZone } from '../files/file-drop-zone.tsx';
import { FileThumbnail } from './file-thumbnail.tsx';
import { StepFrame } from './step-frame.tsx';
import type { StepProps } from './step-props.ts';
import type { useQueuedFiles } from './use-queued-files.ts';

/**
 * Step 4: photos and videos of the damage, the scene, the other vehicle. They wait on the phone, drawn
 * as thumbnails, and are sent with the report, each with its own progress bar (review-step.tsx).
 */
export function PhotosStep({ goTo, queued }: StepProps & { queued: ReturnType<typeof useQueuedFiles> }) {
  const files = queued.files ?? [];
  return (
    <StepFrame step="photos" onBack={() => goTo('incident')} onSubmit={() => goTo('contact')}>
      <Typography>
        Photos of the damage help your insurer start at once. They stay on this phone until you send your report.
      </Typography>
      <FileDropZone onFiles={(chosen) => void queued.add(chosen)} />
      {queued.refused.map((refusal) => (
        <Alert key={refusal.name} severity="error" role="alert">
          {refusal.name}: {refusal.message}
        </Alert>
      ))}
      {files.length > 0 && (
        <Box
          component="ul"
          aria-label="Photos and videos to send"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {files.map((file) => (
            <Stack component="li" key={file.id} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <FileThumbnail blob={file.blob} name={file.name} />
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography variant="body2" noWrap>
                  {file.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatBytes(file.blob.size)} · waiting to be sent
                </Typography>
              </Box>
              <IconButton aria-label={`Remove ${file.name}`} onClick={() => void queued.remove(file.id)}>
                <CloseIcon />
              </IconButton>
            </Stack>
          ))}
        </Box>
      )}
    </StepFrame>
  );
}
