import { errorText, WEBHOOK_MESSAGES } from '@fixline/domain';
import { Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatDateTime } from '../../components/format-date.ts';
import { VisuallyHidden } from '../../components/visually-hidden.tsx';
import { showToast } from '../../shell/toasts.ts';
import { replayWebhookDelivery, useWebhookDeliveries, webhooksKey } from './webhooks-api.ts';

const STATUS_TEXT = { queued: 'Queued', delivered: 'Delivered', failed: 'Failed' } as const;

/** One endpoint's delivery log: each message, its attempts and last answer, and a replay. */
export function WebhookDeliveries({ organisationId, endpointId }: { organisationId: string; endpointId: string }) {
  const queryClient = useQueryClient();
  const deliveries = useWebhookDeliveries(organisationId, endpointId);
  const replay = useMutation({
    mutationFn: (deliveryId: string) => replayWebhookDelivery(organisationId, endpointId, deliveryId),
    onSuccess: () => {
      showToast(WEBHOOK_MESSAGES.replayed, { variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: webhooksKey(organisationId) });
    },
    onError: (error) => showToast(errorText(error), { variant: 'error' }),
  });
  if (deliveries.isError) return <Typography color="error">{errorText(deliveries.error)}</Typography>;
  if (!deliveries.data) return null;
  if (deliveries.data.length === 0) {
    return <Typography color="text.secondary">Nothing has been sent to this endpoint yet.</Typography>;
  }
  return (
    <TableContainer tabIndex={0} role="region" aria-label="Deliveries table">
      <Table size="small" aria-label="Deliveries">
        <TableHead>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell>Event</TableCell>
            <TableCell>State</TableCell>
            <TableCell align="right">Attempts</TableCell>
            <TableCell>Last answer</TableCell>
            <TableCell>
              <VisuallyHidden>Actions</VisuallyHidden>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {deliveries.data.map((delivery) => (
            <TableRow key={delivery.id}>
              <TableCell>{formatDateTime(delivery.createdAt)}</TableCell>
              <TableCell>{delivery.eventType}</TableCell>
              <TableCell>{STATUS_TEXT[delivery.status]}</TableCell>
              <TableCell align="right">{delivery.attempts}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {delivery.lastError ?? (delivery.lastStatusCode ? `HTTP ${delivery.lastStatusCode}` : '')}
              </TableCell>
              <TableCell>
                <Button
                  size="small"
                  onClick={() => replay.mutate(delivery.id)}
                  disabled={replay.isPending}
                  aria-label={`Replay the ${delivery.eventType} delivery of ${formatDateTime(delivery.createdAt)}`}
                >
                  Replay
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
