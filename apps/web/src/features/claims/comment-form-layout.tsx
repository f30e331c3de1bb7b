import { Button, Stack } from '@mui/material';
import type { FormEventHandler, ReactNode } from 'react';
import { OutlinedTextField } from '../../components/outlined-text-field.tsx';

export const COMMENT_LABEL = 'New comment';

/**
 * The comment form's layout: its field above its button. Drawn with a plain, disabled field while the
 * form's own code (react-hook-form, zod) loads, so the page does not move when it arrives.
 */
export function CommentFormLayout({
  field,
  busy,
  onSubmit,
}: {
  field?: ReactNode;
  busy: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
}) {
  return (
    <Stack component="form" onSubmit={onSubmit} noValidate spacing={1} sx={{ mt: 2, alignItems: 'flex-end' }}>
      {field ?? <OutlinedTextField label={COMMENT_LABEL} multiline minRows={2} message={null} disabled />}
      <Button type="submit" variant="contained" disabled={busy}>
        Add comment
      </Button>
    </Stack>
  );
}
