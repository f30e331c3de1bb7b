import { Alert, Box, Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageSkeleton } from '../../components/page-skeleton.tsx';
import { type FnolCompleted, readCompleted } from './fnol-store.ts';

const FNOL_COMPLETE_HEADING = 'Claim reported';

/** What happens after a report, and when: the driver should not have to wonder. */
const NEXT_STEPS = [
  {
    when: 'Within one working day',
    what: 'Your insurer checks your report and contacts you, in the way you asked, to confirm the claim.',
  },
  {
    when: 'Within three working days',
    what: 'A repairer is chosen and gets in touch to book your vehicle in or collect it.',
  },
  { when: 'Before any repair', what: 'You are told the cost, and what you need to pay, if anything.' },
];

/** /fnol/complete: the reported claim's reference, and what happens next and when. */
export default function FnolCompletePage() {
  const [completed, setCompleted] = useState<FnolCompleted | null | undefined>(undefined);
  useEffect(() => {
    readCompleted().then(
      (found) => setCompleted(found ?? null),
      () => setCompleted(null),
    );
  }, []);

  if (completed === undefined) return <PageSkeleton heading={FNOL_COMPLETE_HEADING} />;
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {FNOL_COMPLETE_HEADING}
      </Typography>
      {completed ? (
        <Stack spacing={2}>
          <Alert severity="success">Thank you. {completed.insurerName ?? 'Your insurer'} has your report.</Alert>
          <Box>
            <Typography color="text.secondary">Your claim reference</Typography>
            <Typography variant="h3" component="p" sx={{ fontWeight: 700, letterSpacing: 1 }}>
              {completed.reference}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Keep it: quote it whenever you call or write about this claim.
            </Typography>
          </Box>
          {completed.filesLeft > 0 && (
            <Alert severity="warning">
              {completed.filesLeft === 1 ? 'One file was' : `${completed.filesLeft} files were`} not sent. Your insurer
              will ask you for them if they need them.
            </Alert>
          )}
          {completed.trackingUrl && (
            <Box>
              <Typography variant="h5" component="h2" gutterBottom>
                Follow your claim
              </Typography>
              <Typography sx={{ mb: 1.5 }}>
                This link shows where your claim is, and changes as it moves on. Keep it: anyone with it can see your
                claim's progress. If you gave an email address, we have sent it to you too.
              </Typography>
              <Button href={completed.trackingUrl} variant="contained" size="large" sx={{ minHeight: 48 }}>
                Follow your claim
              </Button>
            </Box>
          )}
          <Typography variant="h5" component="h2">
            What happens next
          </Typography>
          <List disablePadding>
            {NEXT_STEPS.map((step) => (
              <ListItem key={step.when} disableGutters alignItems="flex-start">
                <ListItemText
                  primary={step.when}
                  secondary={step.what}
                  slotProps={{ primary: { sx: { fontWeight: 600 } }, secondary: { color: 'text.primary' } }}
                />
              </ListItem>
            ))}
          </List>
        </Stack>
      ) : (
        <Typography sx={{ mb: 2 }}>No report has been sent from this phone yet.</Typography>
      )}
      <Button component={RouterLink} to="/fnol" variant="outlined" size="large" sx={{ mt: 2, minHeight: 48 }}>
        Report another claim
      </Button>
    </Box>
  );
}
