import { errorText, formatMoney, type TCheckout } from '@fixline/domain';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../api/client.ts';
import { PageSkeleton } from '../../components/page-skeleton.tsx';
import { DriverChoice } from '../driver-pages/driver-choice.tsx';
import { checkoutPath, statusPage } from './payment-api.ts';
import { TestModeBanner } from './test-mode-banner.tsx';

/**
 * The embedded provider's checkout (no Stripe configured): the driver chooses what the test card does.
 * The server turns the choice into a signed payment event and takes it through the webhook's path.
 */
export function EmbeddedCheckout({ token, checkoutId }: { token: string; checkoutId: string }) {
  const navigate = useNavigate();
  const checkout = useQuery({
    queryKey: ['checkout', token, checkoutId],
    queryFn: ({ signal }) => apiRequest<TCheckout>(checkoutPath(token, checkoutId), { signal }),
    retry: false,
  });
  const complete = useMutation({
    mutationFn: (outcome: 'succeed' | 'fail') =>
      apiRequest<TCheckout>(checkoutPath(token, checkoutId, '/embedded'), { method: 'POST', body: { outcome } }),
    onSuccess: () => navigate(statusPage(token, checkoutId)),
  });
  if (checkout.isPending) return <PageSkeleton />;
  if (checkout.isError) return <Alert severity="error">{errorText(checkout.error)}</Alert>;
  const { owed, tip, state } = checkout.data;
  return (
    <Stack spacing={2}>
      <TestModeBanner show />
      <Typography variant="h5" component="h2">
        Test checkout
      </Typography>
      <Typography>
        Repair {formatMoney(owed)}
        {tip > 0 ? ` and tip ${formatMoney(tip)}` : ''}: <strong>{formatMoney(owed + tip)}</strong> in total.
      </Typography>
      {complete.isError && (
        <Alert severity="error" role="alert">
          {errorText(complete.error)}
        </Alert>
      )}
      {state === 'open' ? (
        <DriverChoice
          yes={{
            label: `Pay ${formatMoney(owed + tip)} with the test card`,
            onClick: () => complete.mutate('succeed'),
          }}
          no={{ label: 'Make the test payment fail', onClick: () => complete.mutate('fail') }}
          busy={complete.isPending}
        />
      ) : (
        <Button variant="contained" size="large" fullWidth onClick={() => navigate(statusPage(token, checkoutId))}>
          See how this payment went
        </Button>
      )}
    </Stack>
  );
}
