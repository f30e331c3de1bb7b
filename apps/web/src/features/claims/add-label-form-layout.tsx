import { CLAIM_ACTIONS } from '@fixline/domain';
import { Button, Stack } from '@mui/material';
import type { DeferredFormLayoutProps } from '../../components/deferred-form-layout.ts';
import { OutlinedTextField } from '../../components/outlined-text-field.tsx';

export const NEW_LABEL = 'New label';

/**
 * The add-label form's layout: its field beside its button. Drawn with a plain, disabled field until the
 * picker mounts, once the claim is on screen: the kit's picker measures its layout as it mounts, which
 * made the claim page's first full render one long task (docs/decisions/0037-signed-in-pages-arrive-drawn.md).
 */
export function AddLabelFormLayout({ field, busy, onSubmit }: DeferredFormLayoutProps) {
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      onSubmit={onSubmit}
      noValidate
      sx={{ mt: 2, alignItems: 'flex-start', maxWidth: 640 }}
    >
      {field ?? <OutlinedTextField label={NEW_LABEL} message={null} disabled />}
      <Button type="submit" variant="outlined" disabled={busy} sx={{ flexShrink: 0, mt: 1 }}>
        {CLAIM_ACTIONS['add-label'].label}
      </Button>
    </Stack>
  );
}
