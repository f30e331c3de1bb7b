import { Button, Stack } from '@mui/material';
import type { DeferredFormLayoutProps } from '../../components/deferred-form-layout.ts';
import { OutlinedTextField } from '../../components/outlined-text-field.tsx';

export const COMMENT_LABEL = 'New comment';

/**
 * The comment form's layout: its field above its button. Drawn with a plain, disabled field while the
 * form's own code (react-hook-form, zod) loads, so the page does not move when it arrives.
 */
export function CommentFormLayout({ field, busy, onSubmit }: DeferredFormLayoutProps) {
  return (
    <Stack component="form" onSubmit={onSubmit} noValidate spacing={1} sx={{ mt: 2, alignItems: 'flex-end' }}>
      {field ?? (
        // A plain textarea of two rows, as high as the form's own field while it is empty: the kit's
        // multiline field measures its layout as it mounts, which made the claim page's first full
        // render one long task (docs/decisions/0037-signed-in-pages-arrive-drawn.md).
        <OutlinedTextField
          label={COMMENT_LABEL}
          multiline
          message={null}
          disabled
          slotProps={{ input: { inputComponent: 'textarea', inputProps: { rows: 2, 'aria-required': true } } }}
        />
      )}
      <Button type="submit" variant="contained" disabled={busy}>
        Add comment
      </Button>
    </Stack>
  );
}
