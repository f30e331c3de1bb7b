import { errorText, formatMoney, type TDriverQuote, type TQuoteAccepted } from '@fixline/domain';
import {
  Alert,
  Divider,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { apiRequest } from '../../api/client.ts';
import { PageSkeleton } from '../../components/page-skeleton.tsx';
import { AuthCard } from '../auth/auth-card.tsx';
import { DriverChoice } from '../driver-pages/driver-choice.tsx';
import { DriverPageError } from '../driver-pages/driver-page-error.tsx';

const TITLE = 'Your repair quote';
const quotePath = (token: string, then = '') => `/api/driver/quotes/${encodeURIComponent(token)}${then}`;

function QuoteLines({ quote }: { quote: TDriverQuote }) {
  return (
    <Table size="small" aria-label="The quote’s lines">
      <TableHead>
        <TableRow>
          <TableCell>Item</TableCell>
          <TableCell align="right">Amount</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {quote.items.map((item, index) => (
          // Lines have no id of their own; their order is the quote's.
          // biome-ignore lint/suspicious/noArrayIndexKey: a quote's lines never reorder
          <TableRow key={index}>
            <TableCell>{item.description}</TableCell>
            <TableCell align="right">{formatMoney(item.amount)}</TableCell>
          </TableRow>
        ))}
        {quote.discount > 0 && (
          <TableRow>
            <TableCell>Discount</TableCell>
            <TableCell align="right">−{formatMoney(quote.discount)}</TableCell>
          </TableRow>
        )}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell component="th" scope="row" sx={{ fontWeight: 700, color: 'text.primary', fontSize: '1rem' }}>
            Total to pay
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 700, color: 'text.primary', fontSize: '1rem' }}>
            {formatMoney(quote.total)}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}

/** What happens after an answer; the preferred dates' page when the server gave its link. */
function Answered({ quote, bodyshop }: { quote: TDriverQuote; bodyshop: boolean }) {
  if (quote.state === 'declined') {
    return (
      <Alert severity="info">
        You declined this quote. Your insurer will be in touch about what happens next; you do not need to do anything
        now.
      </Alert>
    );
  }
  if (quote.state === 'superseded') {
    return (
      <Alert severity="warning">This quote has been replaced by a newer one: use the link in the latest email.</Alert>
    );
  }
  return (
    <Alert severity="success">
      Thank you: you accepted this quote. Garages near you are now offering to do the repair.
      {bodyshop
        ? ' The bodyshop will contact you to agree a date.'
        : ' We will email you a link to choose the dates that suit you, and tell you which garage will repair your vehicle.'}
    </Alert>
  );
}

/**
 * /quote-accept/{quoteId} and /bodyshop-quote-accept/{quoteId} (spec 2), opened from the driver's quote
 * link (?token=): the quote's lines and total, then accept or decline. Accepting goes on to the preferred
 * dates when the server answers that page's link; the bodyshop's page skips the dates and the explanation.
 */
export default function QuoteAcceptPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const bodyshop = useLocation().pathname.startsWith('/bodyshop-quote-accept/');
  const queryClient = useQueryClient();
  const key = useRef(crypto.randomUUID());
  const quote = useQuery({
    queryKey: ['driver-quote', token],
    queryFn: ({ signal }) => apiRequest<TDriverQuote>(quotePath(token), { signal }),
    retry: false,
  });
  const answer = useMutation({
    mutationFn: (decision: 'accept' | 'decline') =>
      apiRequest<TQuoteAccepted>(quotePath(token, `/${decision}`), {
        method: 'POST',
        headers: { 'Idempotency-Key': `${key.current}-${decision}` },
      }),
    onSuccess: (accepted) => {
      queryClient.setQueryData(['driver-quote', token], accepted.quote);
      if (accepted.url && !bodyshop) window.location.assign(accepted.url);
    },
  });

  if (quote.isPending) return <PageSkeleton heading={TITLE} />;
  if (quote.isError) return <DriverPageError title={TITLE} error={quote.error} />;
  const data = quote.data;
  return (
    <AuthCard title={TITLE}>
      <Stack spacing={2}>
        <Typography>
          Claim {data.claimReference}, vehicle {data.registration}.
        </Typography>
        {!bodyshop && (
          <Typography>
            This is what the repair of your vehicle costs. If you accept, garages near you offer to do the work at this
            price, and you choose the dates that suit you. You pay when the repair is finished.
          </Typography>
        )}
        <QuoteLines quote={data} />
        <Divider />
        {answer.isError && (
          <Alert severity="error" role="alert">
            {errorText(answer.error)}
          </Alert>
        )}
        {data.state === 'awaiting' ? (
          <DriverChoice
            yes={{ label: 'Accept quote', onClick: () => answer.mutate('accept') }}
            no={{ label: 'Decline', onClick: () => answer.mutate('decline') }}
            busy={answer.isPending}
          />
        ) : (
          <Answered quote={data} bodyshop={bodyshop} />
        )}
      </Stack>
    </AuthCard>
  );
}
