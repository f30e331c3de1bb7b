import { errorText, type TQuotePdfUrl } from '@fixline/domain';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import { showToast } from '../../shell/toasts.ts';

/**
 * The quote as a PDF, in a new tab. The server draws it when asked and answers a short-lived signed
 * address, so it is asked on the click, not with every view of the claim.
 */
export function QuotePdfButton({ quoteId }: { quoteId: string }) {
  const open = useMutation({
    mutationFn: () => apiRequest<TQuotePdfUrl>(`/api/external/quotes/pdf-url?quote=${encodeURIComponent(quoteId)}`),
    onSuccess: ({ url }) => window.open(url, '_blank', 'noopener'),
    onError: (error) => showToast(errorText(error), { variant: 'error' }),
  });
  return (
    <Button
      startIcon={<PictureAsPdfIcon />}
      onClick={() => open.mutate()}
      loading={open.isPending}
      loadingPosition="start"
      sx={{ alignSelf: 'flex-start' }}
    >
      Quote (PDF)
    </Button>
  );
}
