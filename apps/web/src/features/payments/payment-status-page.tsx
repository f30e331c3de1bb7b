import { formatMoney, type TCheckout } from '@fixline/domain';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { apiRequest } from '../../api/client.ts';
import { PageSkeleton } from '../../components/page-skeleton.tsx';
import { AuthCard } from '../auth/auth-card.tsx';
import { DriverPageError } from '../driver-pages/driver-page-error.tsx';
import { checkoutPath } from './payment-api.ts';
import { TestModeBanner } from './test-mode-banner.tsx';

const TITLE = 'Payment';

/** The payment page again, without the checkout: where the driver tries once more. */
const retryPath = (checkoutUrl: string) => {
  const url = new URL(checkoutUrl, window.location.origin);
  url.searchParams.delete('checkout');
  return `${url.pathname}${url.search}`;
};

/**
 * /payment-status?checkout=…&token=… (spec 2): how the payment went, and what to do next. While the
 * provider has not said (pending), the page asks again every few seconds.
 */
export default function PaymentStatusPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const checkoutId = params.get('checkout') ?? '';
  const checkout = useQuery({
    queryKey: ['checkout', token, checkoutId],
    queryFn: ({ signal }) => apiRequest<TCheckout>(checkoutPath(token, checkoutId), { signal }),
    retry: false,
    refetchInterval: (query) => (query.state.data?.state === 'open' ? 3000 : false),
  });
  if (checkout.isPending) return <PageSkeleton heading={TITLE} />;
  if (checkout.isError) return <DriverPageError title={TITLE} error={checkout.error} />;
  const { state, owed, tip, testMode, url } = checkout.data;
  return (
    <AuthCard title={state === 'paid' ? 'Payment received' : state === 'failed' ? 'Payment failed' : 'Payment pending'}>
      <Stack spacing={2}>
        <TestModeBanner show={testMode} />
        {state === 'paid' && (
          <>
            <Alert severity="success">
              Thank you: we received {formatMoney(owed + tip)}
              {tip > 0 ? `, including your tip of ${formatMoney(tip)}` : ''}.
            </Alert>
            <Typography>
              You do not need to do anything else. Your insurer and the garage can see your payment.
            </Typography>
          </>
        )}
        {state === 'open' && (
          <Alert severity="info">
            We are waiting for your bank to confirm the payment. This page updates by itself; you can also close it: we
            will email you once it is confirmed.
          </Alert>
        )}
        {state === 'failed' && (
          <>
            <Alert severity="error">The payment did not go through and no money was taken.</Alert>
            <Button component={RouterLink} to={retryPath(url)} variant="contained" size="large" fullWidth>
              Try again
            </Button>
            <Typography>If it fails again, contact your insurer or the garage and they will help you pay.</Typography>
          </>
        )}
      </Stack>
    </AuthCard>
  );
}
