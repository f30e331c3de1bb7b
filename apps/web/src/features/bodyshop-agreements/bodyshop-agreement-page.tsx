import {
  BODYSHOP_AGREEMENT_MESSAGES,
  errorText,
  formatRegistration,
  type TBodyshopAgreementPage,
  type TBodyshopAgreementRequest,
} from '@fixline/domain';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  FormControl,
  FormHelperText,
  FormLabel,
  OutlinedInput,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { apiRequest } from '../../api/client.ts';
import { formatDateTime } from '../../components/format-date.ts';
import { PageSkeleton } from '../../components/page-skeleton.tsx';
import { requiredLabel } from '../../components/required-label.ts';
import { AuthCard } from '../auth/auth-card.tsx';
import { DriverPageError } from '../driver-pages/driver-page-error.tsx';
import { answeredOnce, useTokenPage } from '../driver-pages/use-token-page.ts';

const TITLE = 'Bodyshop agreement';

const agreementPath = (token: string) => `/api/driver/bodyshop-agreement/${encodeURIComponent(token)}`;

function Accepted({ page }: { page: TBodyshopAgreementPage }) {
  const agreement = page.agreement;
  if (!agreement) return null;
  return (
    <Alert severity="success" role="status">
      <AlertTitle>{BODYSHOP_AGREEMENT_MESSAGES.thanks}</AlertTitle>
      Accepted by {agreement.signedName} on {formatDateTime(agreement.acceptedAt)}.
      {page.copyMailed ? ' A copy has been emailed to you as a PDF.' : ''}
    </Alert>
  );
}

function AcceptForm({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const field = useId();
  // One key for this page's acceptance: a double tap or a retried send accepts once.
  const key = useRef(crypto.randomUUID());
  const send = useMutation({
    mutationFn: (body: TBodyshopAgreementRequest) =>
      apiRequest<TBodyshopAgreementPage>(agreementPath(token), {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key.current },
      }),
    ...answeredOnce<TBodyshopAgreementPage>(queryClient, ['bodyshop-agreement', token]),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const signedName = name.trim();
    if (signedName.length < 2) {
      setMessage(BODYSHOP_AGREEMENT_MESSAGES.name);
      return;
    }
    setMessage(null);
    send.mutate({ signedName });
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      {send.isError && (
        <Alert severity="error" role="alert">
          {errorText(send.error)}
        </Alert>
      )}
      {/* The label above the field, not inside it: a phone's field is too narrow for all its words. */}
      <FormControl fullWidth error={message !== null}>
        <FormLabel htmlFor={field} sx={{ mb: 1, color: 'text.primary' }}>
          {requiredLabel(BODYSHOP_AGREEMENT_MESSAGES.name)}
        </FormLabel>
        <OutlinedInput
          id={field}
          name="signedName"
          autoComplete="name"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setMessage(null);
          }}
          aria-describedby={`${field}-helper-text`}
          inputProps={{ 'aria-required': true, maxLength: 120 }}
        />
        <FormHelperText id={`${field}-helper-text`}>{message ?? ' '}</FormHelperText>
      </FormControl>
      <Button type="submit" variant="contained" size="large" fullWidth disabled={send.isPending}>
        I accept the agreement
      </Button>
    </Stack>
  );
}

/**
 * /bodyshop/{claimId}?token=… (spec 2, issue 25): the agreement with the bodyshop repairing the driver's
 * vehicle, with its terms. The driver accepts by typing their name (a driver link of purpose agreement;
 * no account, the token is the key) and is mailed a PDF copy. Once accepted, the page says when and by whom.
 */
export default function BodyshopAgreementPage() {
  const { token, page } = useTokenPage<TBodyshopAgreementPage>('bodyshop-agreement', agreementPath);
  if (page.isPending) return <PageSkeleton heading={TITLE} />;
  if (page.isError) return <DriverPageError title={TITLE} error={page.error} />;
  const data = page.data;
  return (
    <AuthCard title={TITLE}>
      <Stack spacing={3}>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}>
          {(
            [
              ['Claim', data.claimReference],
              ['Vehicle', formatRegistration(data.registration)],
              ['Bodyshop', data.bodyshopName],
              ...(data.customerName ? [['Driver', data.customerName]] : []),
            ] as [string, string][]
          ).map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Box component="section" aria-labelledby="agreement-terms">
          <Typography id="agreement-terms" variant="h6" component="h2" gutterBottom>
            The terms
          </Typography>
          <Stack spacing={2}>
            {data.terms.sections.map((section, index) => (
              <Box key={section.heading}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {index + 1}. {section.heading}
                </Typography>
                <Typography variant="body2">{section.text}</Typography>
              </Box>
            ))}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Terms version {data.terms.version}.
          </Typography>
        </Box>
        {data.agreement ? <Accepted page={data} /> : <AcceptForm token={token} />}
      </Stack>
    </AuthCard>
  );
}
