import { CLAIM_ACTIONS, CLAIM_STATUS_LABELS, type TClaimActionResponse, type TClaimSummary } from '@fixline/domain';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import SearchIcon from '@mui/icons-material/Search';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { EmptyList } from '../../components/list-placeholders.tsx';
import { ListSkeleton } from '../../components/list-skeleton.tsx';
import { QueryErrorAlert } from '../../components/query-error-alert.tsx';
import { Plate, SummaryStatus } from '../claim-lists/claim-summary-bits.tsx';
import { vehicleText } from '../claim-lists/claim-summary-text.ts';
import { claimPagePath } from '../claims/claim-api.ts';
import { QuotePdfButton } from '../claims/quote-pdf-button.tsx';
import { QuickQuoteForm } from './quick-quote-form.tsx';
import { quickQuoteQuery, useQuickQuoteSearch } from './quick-quote-search.ts';

/** The statuses a quote can be put to the client from (the workflow's own table). */
const QUOTABLE = Object.keys(CLAIM_ACTIONS['request-quote-authorisation'].moves);

/** One claim found: what identifies it, and the quote form when it can take a quote now. */
function FoundClaim({ claim }: { claim: TClaimSummary }) {
  const headingId = useId();
  const [sent, setSent] = useState<TClaimActionResponse | null>(null);
  const quotable = QUOTABLE.includes(claim.status);
  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId}>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id={headingId} variant="h6" component="h2">
              Claim {claim.reference}
            </Typography>
            <Plate registration={claim.registration} />
            <SummaryStatus
              claim={
                sent
                  ? { ...claim, status: sent.status, authorisationDueAt: sent.claim.authorisation?.dueAt ?? null }
                  : claim
              }
            />
          </Stack>
          <Typography color="text.secondary">
            {[vehicleText(claim), claim.customerName, claim.clientOrganisation.name].filter(Boolean).join(' · ')}
          </Typography>
          {sent ? (
            <>
              <Alert severity="success">The quote was sent to {claim.clientOrganisation.name} for authorisation.</Alert>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {sent.claim.quoteId && <QuotePdfButton quoteId={sent.claim.quoteId} />}
                <Button component={RouterLink} to={claimPagePath(claim.id)} endIcon={<ArrowForwardIcon aria-hidden />}>
                  Open claim
                </Button>
              </Stack>
            </>
          ) : quotable ? (
            <QuickQuoteForm claim={claim} onSent={setSent} />
          ) : (
            <Typography>
              A quote can be sent only for a registered claim; this one is {CLAIM_STATUS_LABELS[claim.status]}.{' '}
              <RouterLink to={claimPagePath(claim.id)}>Open claim {claim.reference}</RouterLink>
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** /quick-quote (SuperAdminUpdateQuote): find a claim by plate or reference, then quote it in one step. */
export default function QuickQuotePage() {
  const [text, setText] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const found = useQuickQuoteSearch(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(quickQuoteQuery(text));
  };
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Typography variant="h4" component="h1">
        Quick quote
      </Typography>
      <Typography color="text.secondary">
        Find the claim, enter the quote and attach the repairer’s document: it goes to the client for authorisation.
      </Typography>
      <Stack
        component="form"
        role="search"
        aria-label="Find a claim"
        direction="row"
        spacing={1}
        noValidate
        onSubmit={submit}
        sx={{ alignItems: 'flex-start' }}
      >
        <TextField
          label="Plate or reference"
          value={text}
          onChange={(event) => setText(event.target.value)}
          helperText="e.g. AB12 CDE or FX-000042"
          fullWidth
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, autoComplete: 'off' } }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<SearchIcon aria-hidden />}
          sx={{ flexShrink: 0, height: 56 }}
        >
          Find
        </Button>
      </Stack>
      {query !== null && found.isPending && <ListSkeleton label="Finding claims" rows={2} height={120} />}
      {found.isError && <QueryErrorAlert query={found} />}
      {found.data?.length === 0 && <EmptyList Icon={SearchOffIcon} text={`No claim matches “${text.trim()}”`} />}
      {found.data?.map((claim) => (
        <FoundClaim key={claim.id} claim={claim} />
      ))}
    </Stack>
  );
}
