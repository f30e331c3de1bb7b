import { errorText } from '@fixline/domain';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button, type SxProps, type Theme } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { apiRequest } from '../../api/client.ts';
import { showToast } from '../../shell/toasts.ts';

/**
 * A PDF the server draws when asked and answers as a short-lived signed address, opened in a new tab. It
 * is asked on the click, not with every view of the claim, as the address stops working soon after.
 */
export function SignedPdfButton({
  address,
  children,
  sx,
}: {
  address: string;
  children: ReactNode;
  /** Where it sits, e.g. flush with the text of a notice it is in. */
  sx?: SxProps<Theme>;
}) {
  const open = useMutation({
    mutationFn: () => apiRequest<{ url: string }>(address),
    onSuccess: ({ url }) => window.open(url, '_blank', 'noopener'),
    onError: (error) => showToast(errorText(error), { variant: 'error' }),
  });
  return (
    <Button
      startIcon={<PictureAsPdfIcon />}
      onClick={() => open.mutate()}
      loading={open.isPending}
      loadingPosition="start"
      sx={[{ alignSelf: 'flex-start' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Button>
  );
}
