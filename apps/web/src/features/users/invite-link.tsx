import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import type { FocusEvent } from 'react';
import { formatDateTime } from '../../components/format-date.ts';
import { showToast } from '../../shell/toasts.ts';
import type { InviteLink } from './people-api.ts';

/**
 * The single-use link of an invitation, for staff to copy and send on (decision 0004: the product sends
 * no mail yet). Selected on focus so it can be copied by hand where the clipboard is not allowed.
 */
export function InviteLinkPanel({ link, email }: { link: InviteLink; email: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.inviteUrl);
      showToast('Link copied', { variant: 'success' });
    } catch {
      showToast('Copying is not allowed here: select the link and copy it', { variant: 'warning' });
    }
  };
  return (
    <Alert severity="success" sx={{ '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}>
      <Stack spacing={1.5}>
        <Typography>
          Send this link to {email}. It works once, until {formatDateTime(link.expiresAt)}.
        </Typography>
        <TextField
          label="Invitation link"
          value={link.inviteUrl}
          size="small"
          fullWidth
          slotProps={{
            htmlInput: { readOnly: true, onFocus: (e: FocusEvent<HTMLInputElement>) => e.currentTarget.select() },
          }}
        />
        <Stack direction="row">
          <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={copy}>
            Copy link
          </Button>
        </Stack>
      </Stack>
    </Alert>
  );
}
