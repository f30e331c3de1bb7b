import { CLAIM_FILE_MESSAGES, errorText, fileContentType, uploadRefusal } from '@fixline/domain';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { type ChangeEvent, useId, useState } from 'react';
import { showToast } from '../../shell/toasts.ts';
import { signedInDestination, type UploadProgress, uploadClaimFile } from './upload-claim-file.ts';

/** A quote's document: a PDF or a photo of it, within the claim files' limits. */
function documentProblem(file: File | null): string | null {
  if (!file) return null;
  const type = fileContentType(file);
  if (!type.includes('pdf') && !type.includes('image')) return CLAIM_FILE_MESSAGES.typeNotAllowed(type);
  return uploadRefusal(type, file.size)?.message ?? null;
}

export interface DocumentPicker {
  file: File | null;
  choose: (file: File | null) => void;
  /** Why the chosen file cannot go, in the claim files' words; null when it can (or none is chosen). */
  problem: string | null;
  progress: UploadProgress | null;
  /** Puts the chosen file on the claim (spec 7's signed upload): its id, or undefined when none is chosen. */
  upload: () => Promise<string | undefined>;
  /** `upload`, telling the user why when it fails: `{ id }` (no id when none is chosen), or null on failure. */
  uploadOrTell: () => Promise<{ id?: string } | null>;
  uploading: boolean;
}

/**
 * A document chosen on the device and put on the claim when its form is sent, before the call that names
 * it (a quote sent for authorisation, a bid): the quick quote, the claim page's quote dialog, the bid form.
 */
export function useDocumentPicker(claimId: string): DocumentPicker {
  const [file, choose] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [uploading, setUploading] = useState(false);
  const upload = async () => {
    if (!file) return undefined;
    setUploading(true);
    try {
      const signal = new AbortController().signal;
      const recorded = await uploadClaimFile(signedInDestination(claimId), file, fileContentType(file), {
        onProgress: setProgress,
        signal,
      });
      return recorded.id;
    } finally {
      setProgress(null);
      setUploading(false);
    }
  };
  const uploadOrTell = () =>
    upload().then(
      (id) => (id ? { id } : {}),
      (error: unknown) => {
        showToast(errorText(error), { variant: 'error' });
        return null;
      },
    );
  return { file, choose, problem: documentProblem(file), progress, upload, uploadOrTell, uploading };
}

/**
 * The picker's field: a button to choose the file, its name (or the document already attached), the
 * reason it cannot go, and the upload's progress.
 */
export function DocumentField({
  picker,
  label,
  attached,
}: {
  picker: DocumentPicker;
  label: string;
  /** The name of the document already attached, kept unless another is chosen. */
  attached?: string | null;
}) {
  const inputId = useId();
  const shown = picker.file ? picker.file.name : attached ? `Attached: ${attached}` : 'No file chosen';
  return (
    <Box>
      <Typography component="label" htmlFor={inputId} variant="body2" sx={{ display: 'block', mb: 1 }}>
        {label}
      </Typography>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component="label" variant="outlined" startIcon={<AttachFileIcon aria-hidden />}>
          Choose file
          <input
            id={inputId}
            type="file"
            accept="application/pdf,image/*"
            hidden
            onChange={(event: ChangeEvent<HTMLInputElement>) => picker.choose(event.target.files?.[0] ?? null)}
          />
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {shown}
        </Typography>
      </Stack>
      {picker.problem && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
          {picker.problem}
        </Typography>
      )}
      {picker.progress && (
        <LinearProgress
          variant="determinate"
          value={picker.progress.total ? (picker.progress.loaded / picker.progress.total) * 100 : 0}
          aria-label={`Uploading ${picker.file?.name ?? 'the document'}`}
          sx={{ mt: 1 }}
        />
      )}
    </Box>
  );
}
