import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import { showToast } from '../../shell/toasts.ts';

export interface ShownSecret {
  keyId: string;
  /** "Secret of Premia production", or "New secret of …" after a rotation. */
  title: string;
  secret: string;
}

/**
 * A key's whole secret, the one time the server gives it (on creating or rotating the key). It breaks
 * anywhere so a phone does not scroll sideways, and can be copied by hand where the clipboard is refused.
 */
export function ApiKeySecret({ shown, onClose }: { shown: ShownSecret; onClose: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shown.secret);
      showToast('Copied', { variant: 'success' });
    } catch {
      showToast('Copying is not allowed here: select the secret and copy it', { variant: 'warning' });
    }
  };
  return (
    <Alert
      severity="warning"
      onClose={onClose}
      closeText="Hide the secret"
      sx={{ '& .MuiAlert-message': { width: '100%', minWidth: 0, overflowWrap: 'anywhere' } }}
    >
      <AlertTitle>{shown.title}</AlertTitle>
      Copy it now into your system: it is not shown again.
      <Box
        component="code"
        data-testid="api-key-secret"
        sx={{ display: 'block', my: 1, fontFamily: 'monospace', overflowWrap: 'anywhere', wordBreak: 'break-all' }}
      >
        {shown.secret}
      </Box>
      <Stack direction="row">
        <Button
          variant="outlined"
          color="inherit"
          size="small"
          startIcon={<ContentCopyIcon />}
          onClick={copy}
          aria-label={`Copy the ${shown.title.charAt(0).toLowerCase()}${shown.title.slice(1)}`}
          sx={{ minHeight: 44 }}
        >
          Copy
        </Button>
      </Stack>
    </Alert>
  );
}
