import {
  CLAIM_STATUS_LABELS,
  type ClaimStatus,
  errorText,
  formatRegistration,
  isActiveStatus,
  TRACKING_MESSAGES,
  TRACKING_STATUS_TEXT,
  type TTrackingPage,
} from '@fixline/domain';
import {
  Alert,
  Box,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Step,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import { useParams } from 'react-router';
import { formatDateTime, formatDay } from '../../components/format-date.ts';
import { ContentSkeleton } from '../../components/page-skeleton.tsx';
import { StatusChip } from '../../components/status-chip.tsx';
import { VisuallyHidden } from '../../components/visually-hidden.tsx';
import { readTrackingPage, trackingQueryKey } from './tracking-api.ts';
import { TrackingPush } from './tracking-push.tsx';
import { useTrackingSocket } from './use-tracking-socket.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} aria-label={title}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function stepState(index: number, activeStep: number): string {
  if (index < activeStep) return ' (done)';
  return index === activeStep ? ' (current)' : ' (to come)';
}

function Progress({ page }: { page: TTrackingPage }) {
  return (
    <Stepper component="ol" activeStep={page.activeStep} orientation="vertical" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {page.steps.map((status, index) => (
        <Step key={status} component="li" aria-current={index === page.activeStep ? 'step' : undefined}>
          <StepLabel>
            {CLAIM_STATUS_LABELS[status]}
            <VisuallyHidden>{stepState(index, page.activeStep)}</VisuallyHidden>
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}

function Prediction({ page }: { page: TTrackingPage }) {
  if (page.prediction) {
    return (
      <>
        <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
          {formatDay(page.prediction.date)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {TRACKING_MESSAGES.basis(page.prediction.claims)}
        </Typography>
      </>
    );
  }
  const done = page.status === 'paid' || page.status === 'completed';
  return <Typography>{done ? TRACKING_MESSAGES.done : TRACKING_MESSAGES.noPrediction}</Typography>;
}

function Tracking({ page, token }: { page: TTrackingPage; token: string }) {
  const text = TRACKING_STATUS_TEXT[page.status];
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        Claim {page.claimReference} · {formatRegistration(page.registration)}
      </Typography>
      <Section title="Where your claim is">
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <StatusChip status={page.status} />
          <Typography variant="h5" component="p" data-testid="tracking-now">
            {text.now}
          </Typography>
          <Typography>
            <strong>Next:</strong> {text.next}
          </Typography>
          {page.garage ? (
            <Typography>
              <strong>Your garage:</strong> {page.garage.name}
              {page.garage.town ? `, ${page.garage.town}` : ''}
            </Typography>
          ) : (
            isActiveStatus(page.status) && <Typography>{TRACKING_MESSAGES.noGarage}</Typography>
          )}
        </Stack>
      </Section>
      <LowerPart page={page} token={token} />
    </Stack>
  );
}

/** The predicted date, the offer of push messages, the steps and what has happened. */
function LowerPart({ page, token }: { page: TTrackingPage; token: string }) {
  return (
    <>
      <Section title="Expected to be done by">
        <Prediction page={page} />
      </Section>
      <TrackingPush token={token} publicKey={page.pushPublicKey} />
      <Section title="Progress">
        <Progress page={page} />
      </Section>
      <Section title="What has happened">
        <List component="ol" disablePadding>
          {[...page.timeline].reverse().map((entry) => (
            <ListItem key={`${entry.status}-${entry.at}`} disableGutters divider>
              <ListItemText
                primary={CLAIM_STATUS_LABELS[entry.status]}
                secondary={formatDateTime(entry.at)}
                slotProps={{ secondary: { color: 'text.secondary' } }}
              />
            </ListItem>
          ))}
        </List>
      </Section>
    </>
  );
}

/**
 * What a screen reader hears when the claim moves on while the page is open: the status the page's read
 * brought, once it differs from the one first shown (React's way to keep what an earlier render saw).
 */
function useStatusAnnouncement(status: ClaimStatus | undefined): string {
  const [shown, setShown] = useState(status);
  const [announcement, setAnnouncement] = useState('');
  if (status !== shown) {
    setShown(status);
    if (shown && status) setAnnouncement(`Your claim is now ${CLAIM_STATUS_LABELS[status]}.`);
  }
  return announcement;
}

/**
 * /track/{token}: the driver follows their claim from the tracking link (mailed at FNOL and on the
 * first status change, shown on /fnol/complete). No account: the token is the key. The page updates
 * live over the link's socket, and by web push if the driver asks.
 */
export default function TrackPage() {
  const token = useParams().token ?? '';
  const queryClient = useQueryClient();
  const page = useQuery({
    queryKey: trackingQueryKey(token),
    queryFn: ({ signal }) => readTrackingPage(token, signal),
    retry: false,
  });
  const readAgain = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: trackingQueryKey(token) }),
    [queryClient, token],
  );
  useTrackingSocket(token, page.isSuccess, readAgain);
  const announcement = useStatusAnnouncement(page.data?.status);

  // The heading and what the page is for are drawn with the frame (decision 0067), before the read: the
  // driver reads what the page does while it loads, and the paragraph, larger than any later line, stays
  // the page's largest element, so its first paint is not held back by the scripts and the read.
  return (
    <Box sx={{ maxWidth: 600, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Your claim
      </Typography>
      {!page.isError && <Typography sx={{ mb: 2 }}>{TRACKING_MESSAGES.about}</Typography>}
      <VisuallyHidden>
        <span role="status">{announcement}</span>
      </VisuallyHidden>
      {page.isPending && <ContentSkeleton />}
      {page.isError && <Alert severity="error">{errorText(page.error)}</Alert>}
      {page.isSuccess && <Tracking page={page.data} token={token} />}
    </Box>
  );
}
