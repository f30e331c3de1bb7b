import {
  errorText,
  formatWholeNumber,
  PARTNER_CALL_MESSAGES,
  PARTNER_CALL_STATUS_LABELS,
  PARTNER_CALL_STATUSES,
  PARTNER_NAMES,
  PARTNERS,
  type Partner,
  type PartnerCallStatus,
  type TPartnerCallDelivery,
} from '@fixline/domain';
import HubIcon from '@mui/icons-material/Hub';
import {
  Box,
  Button,
  Card,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { formatDateTime } from '../../components/format-date.ts';
import { EmptyList, ListSkeleton } from '../../components/list-placeholders.tsx';
import { QueryErrorAlert } from '../../components/query-error-alert.tsx';
import { VisuallyHidden } from '../../components/visually-hidden.tsx';
import { showToast } from '../../shell/toasts.ts';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { claimPagePath } from '../claims/claim-api.ts';
import { PartnerCallDialog } from './partner-call-dialog.tsx';
import { PartnerCallStatusChip } from './partner-call-status-chip.tsx';
import { callActionLabel, callAttempts, callOutcome } from './partner-call-words.ts';
import { PARTNER_CALLS_KEY, PARTNER_CALLS_PAGE_SIZE, retryPartnerCall, usePartnerCalls } from './partner-calls-api.ts';

const words = PARTNER_CALL_MESSAGES;

interface CallListProps {
  calls: TPartnerCallDelivery[];
  onOpen: (call: TPartnerCallDelivery) => void;
  onRetry: (call: TPartnerCallDelivery) => void;
  /** The call being retried: its button waits, the others stay usable. */
  retrying: string | null;
}

function ClaimLink({ call }: { call: TPartnerCallDelivery }) {
  return (
    <Link
      component={RouterLink}
      to={claimPagePath(call.claim.id)}
      aria-label={words.claimLinkLabel(call.claim.reference)}
    >
      {call.claim.reference}
    </Link>
  );
}

/** The visible word starts each button's accessible name (WCAG 2.5.3); the action and claim tell rows apart. */
function CallButtons({
  call,
  onOpen,
  onRetry,
  retrying,
}: Omit<CallListProps, 'calls'> & { call: TPartnerCallDelivery }) {
  const action = callActionLabel(call);
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <Button
        onClick={() => onOpen(call)}
        aria-label={words.detailsLabel(action, call.claim.reference)}
        sx={{ minHeight: 44 }}
      >
        {words.details}
      </Button>
      {call.status === 'failed' && (
        <Button
          variant="outlined"
          onClick={() => onRetry(call)}
          disabled={retrying === call.id}
          aria-label={words.retryLabel(action, call.claim.reference)}
          sx={{ minHeight: 44 }}
        >
          {words.retry}
        </Button>
      )}
    </Stack>
  );
}

function Outcome({ call }: { call: TPartnerCallDelivery }) {
  return (
    <Typography
      variant="body2"
      color={call.status === 'failed' ? 'error' : 'text.primary'}
      sx={{ overflowWrap: 'anywhere' }}
    >
      {callOutcome(call)}
    </Typography>
  );
}

function CallTable({ calls, ...buttons }: CallListProps) {
  const { columns } = words;
  return (
    <Table aria-label={words.tableLabel}>
      <TableHead>
        <TableRow>
          <TableCell>{columns.when}</TableCell>
          <TableCell>{columns.partner}</TableCell>
          <TableCell>{columns.action}</TableCell>
          <TableCell>{columns.claim}</TableCell>
          <TableCell>{columns.status}</TableCell>
          <TableCell>{columns.attempts}</TableCell>
          <TableCell>{columns.outcome}</TableCell>
          <TableCell>
            <VisuallyHidden>{words.details}</VisuallyHidden>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {calls.map((call) => (
          <TableRow key={call.id} data-testid="partner-call-row">
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(call.createdAt)}</TableCell>
            <TableCell>{PARTNER_NAMES[call.partner]}</TableCell>
            <TableCell>{callActionLabel(call)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <ClaimLink call={call} />
            </TableCell>
            <TableCell>
              <PartnerCallStatusChip status={call.status} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{callAttempts(call)}</TableCell>
            <TableCell sx={{ minWidth: 200 }}>
              <Outcome call={call} />
            </TableCell>
            <TableCell align="right">
              <CallButtons call={call} {...buttons} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** On a phone, one block per call, so nothing scrolls sideways. */
function CallCards({ calls, ...buttons }: CallListProps) {
  return (
    <Stack component="ul" aria-label={words.tableLabel} sx={{ m: 0, p: 0 }}>
      {calls.map((call) => (
        <Box
          component="li"
          key={call.id}
          data-testid="partner-call-row"
          sx={{ listStyle: 'none', p: 2, borderBottom: 1, borderColor: 'divider', '&:last-child': { borderBottom: 0 } }}
        >
          <Typography sx={{ fontWeight: 600 }}>
            {PARTNER_NAMES[call.partner]}: {callActionLabel(call)}
          </Typography>
          <Typography variant="body2">
            <ClaimLink call={call} /> · {call.claim.registration}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', my: 1 }}>
            <PartnerCallStatusChip status={call.status} />
            <Typography variant="body2" color="text.secondary">
              {words.columns.attempts} {callAttempts(call)} · {formatDateTime(call.createdAt)}
            </Typography>
          </Stack>
          <Outcome call={call} />
          <CallButtons call={call} {...buttons} />
        </Box>
      ))}
    </Stack>
  );
}

function Filter<T extends string>(props: {
  label: string;
  any: string;
  value: T | null;
  options: readonly T[];
  optionLabel: (option: T) => string;
  onChange: (value: T | null) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value ?? ''}
      onChange={(event) => props.onChange((event.target.value || null) as T | null)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 180 }}
    >
      <option value="">{props.any}</option>
      {props.options.map((option) => (
        <option key={option} value={option}>
          {props.optionLabel(option)}
        </option>
      ))}
    </TextField>
  );
}

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | null =>
  options.includes(value as T) ? (value as T) : null;

/**
 * /integrations: every call Fixline makes to a partner (decision 0055's outbox), for super admins, with
 * what was sent and answered, and a retry of a failed one. The filters and the page are in the address
 * (?partner=, ?status=, ?page=), so a view can be linked to and Back returns to it.
 */
export default function IntegrationsPage() {
  const mobile = useIsMobile();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '1', 10) - 1 || 0);
  const partner = oneOf(PARTNERS, params.get('partner'));
  const status = oneOf(PARTNER_CALL_STATUSES, params.get('status'));
  const calls = usePartnerCalls({ partner, status, page });
  const [open, setOpen] = useState<TPartnerCallDelivery | null>(null);
  const retry = useMutation({
    mutationFn: (call: TPartnerCallDelivery) => retryPartnerCall(call.id),
    onSuccess: () => {
      showToast(words.retried, { variant: 'success' });
      return queryClient.invalidateQueries({ queryKey: PARTNER_CALLS_KEY });
    },
    onError: (error) => showToast(errorText(error), { variant: 'error' }),
  });

  const change = (values: Partial<Record<'page' | 'partner' | 'status', string | null>>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(values)) {
        if (value === null || value === undefined) next.delete(name);
        else next.set(name, value);
      }
      return next;
    });

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1">
          Integrations
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {words.intro}
        </Typography>
      </Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Filter<Partner>
          label={words.partnerFilter}
          any={words.anyPartner}
          value={partner}
          options={PARTNERS}
          optionLabel={(option) => PARTNER_NAMES[option]}
          onChange={(value) => change({ partner: value, page: null })}
        />
        <Filter<PartnerCallStatus>
          label={words.statusFilter}
          any={words.anyStatus}
          value={status}
          options={PARTNER_CALL_STATUSES}
          optionLabel={(option) => PARTNER_CALL_STATUS_LABELS[option]}
          onChange={(value) => change({ status: value, page: null })}
        />
      </Stack>
      {calls.isPending && <ListSkeleton label={words.loading} />}
      {calls.isError && <QueryErrorAlert query={calls} />}
      {calls.data &&
        (calls.data.total === 0 ? (
          <EmptyList Icon={HubIcon} text={words.empty} />
        ) : (
          <TableContainer component={Card} variant="outlined">
            {(() => {
              const props: CallListProps = {
                calls: calls.data.items,
                onOpen: setOpen,
                onRetry: (call) => retry.mutate(call),
                retrying: retry.isPending ? (retry.variables?.id ?? null) : null,
              };
              return mobile ? <CallCards {...props} /> : <CallTable {...props} />;
            })()}
            <TablePagination
              component="div"
              count={calls.data.total}
              page={Math.min(page, Math.max(0, Math.ceil(calls.data.total / PARTNER_CALLS_PAGE_SIZE) - 1))}
              rowsPerPage={PARTNER_CALLS_PAGE_SIZE}
              rowsPerPageOptions={[]}
              labelDisplayedRows={({ from, to, count }) =>
                `${formatWholeNumber(from)}–${formatWholeNumber(to)} of ${formatWholeNumber(count)}`
              }
              onPageChange={(_event, next) => change({ page: next === 0 ? null : String(next + 1) })}
              sx={{ borderTop: 1, borderColor: 'divider' }}
            />
          </TableContainer>
        ))}
      <PartnerCallDialog call={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
