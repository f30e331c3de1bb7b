import { errorText, formatMoney, MAX_TIP, poundsToPence, type TCheckout, type TPaymentPage } from '@fixline/domain';
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, Fragment, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../api/client.ts';
import { OutlinedTextField } from '../../components/outlined-text-field.tsx';
import { PageSkeleton } from '../../components/page-skeleton.tsx';
import { AuthCard } from '../auth/auth-card.tsx';
import { DriverPageError } from '../driver-pages/driver-page-error.tsx';
import { useTokenPage } from '../driver-pages/use-token-page.ts';
import { EmbeddedCheckout } from './embedded-checkout.tsx';
import { paymentPath } from './payment-api.ts';
import { TestModeBanner } from './test-mode-banner.tsx';

const TITLE = 'Pay for your repair';
const TIPS = ['0', '200', '500', '1000', 'other'] as const;
const tipLabel = (tip: (typeof TIPS)[number]) =>
  tip === '0' ? 'No tip' : tip === 'other' ? 'Another amount' : formatMoney(Number(tip));

function PayForm({ token, page }: { token: string; page: TPaymentPage }) {
  const navigate = useNavigate();
  const [choice, setChoice] = useState<(typeof TIPS)[number]>('0');
  const [other, setOther] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const label = useId();
  // One key per payment attempt: a double tap or a retry makes one checkout.
  const key = useRef(crypto.randomUUID());
  const start = useMutation({
    mutationFn: (tip: number) =>
      apiRequest<TCheckout>(paymentPath(token, '/checkout'), {
        method: 'POST',
        body: { tip },
        headers: { 'Idempotency-Key': `${key.current}-${tip}` },
      }),
    onSuccess: (checkout) => {
      const url = new URL(checkout.url, window.location.origin);
      // The embedded checkout is this page; Stripe's is on its own site.
      if (url.origin === window.location.origin) navigate(`${url.pathname}${url.search}`);
      else window.location.assign(checkout.url);
    },
  });
  const tip = choice === 'other' ? poundsToPence(other) : Number(choice);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tip === null) return setMessage('This field must be a number');
    if (tip > MAX_TIP) return setMessage('A tip is at most £500');
    setMessage(null);
    start.mutate(tip);
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <FormControl>
        <FormLabel id={label}>Add a tip for the garage? (optional)</FormLabel>
        <RadioGroup
          aria-labelledby={label}
          value={choice}
          onChange={(event) => setChoice(event.target.value as (typeof TIPS)[number])}
        >
          {TIPS.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={tipLabel(value)} />
          ))}
        </RadioGroup>
      </FormControl>
      {choice === 'other' && (
        <OutlinedTextField
          label="Tip in pounds"
          value={other}
          onChange={(event) => setOther(event.target.value)}
          required={false}
          message={message}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      )}
      {start.isError && (
        <Alert severity="error" role="alert">
          {errorText(start.error)}
        </Alert>
      )}
      <Button type="submit" variant="contained" size="large" fullWidth disabled={start.isPending}>
        Pay {formatMoney(page.owed + (tip ?? 0))}
      </Button>
    </Stack>
  );
}

/** What the driver owes, line by line, and what they already paid (decision 0082); the total to pay follows. */
function DriverShareLines({ page }: { page: TPaymentPage }) {
  const rows: [string, string][] = [
    ...page.lines.map((line): [string, string] => [line.label, formatMoney(line.amount)]),
    ['Already paid', `−${formatMoney(page.paid)}`],
  ];
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5 }}>
      {rows.map(([term, amount]) => (
        <Fragment key={term}>
          <Typography component="dt">{term}</Typography>
          <Typography component="dd" sx={{ m: 0, textAlign: 'right' }}>
            {amount}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}

/**
 * /payment/{claimId}?token=… (spec 2): what the driver owes, line by line, and an optional tip, then the provider's checkout
 * (Stripe's page, or the embedded test checkout here, with &checkout=…), then /payment-status.
 */
export default function PaymentPage() {
  const { token, params, page } = useTokenPage<TPaymentPage>('payment', paymentPath);
  const checkoutId = params.get('checkout');
  if (page.isPending) return <PageSkeleton heading={TITLE} />;
  if (page.isError) return <DriverPageError title={TITLE} error={page.error} />;
  const data = page.data;
  return (
    <AuthCard title={TITLE}>
      {checkoutId && data.testMode ? (
        <EmbeddedCheckout token={token} checkoutId={checkoutId} />
      ) : (
        <Stack spacing={2}>
          <TestModeBanner show={data.testMode} />
          <Typography>
            Claim {data.claimReference}, vehicle {data.registration}.
          </Typography>
          {data.lines.length > 0 && <DriverShareLines page={data} />}
          {data.owed > 0 ? (
            <>
              <Typography variant="h5" component="p">
                To pay: {formatMoney(data.owed)}
              </Typography>
              <PayForm token={token} page={data} />
            </>
          ) : data.paid > 0 ? (
            <Alert severity="success">You have paid everything you owe on this claim. Thank you.</Alert>
          ) : (
            <Alert severity="success">
              You have nothing to pay on this claim: your insurer pays the repair. The garage will tell you when your
              vehicle is ready.
            </Alert>
          )}
        </Stack>
      )}
    </AuthCard>
  );
}
