import { formatDay, formatRegistration, openingText, type TDriverPickupPage } from '@fixline/domain';
import { Alert, Box, Button, Divider, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { AvailabilityForm } from './availability-form.tsx';
import { DriverPageFrame } from './driver-page-frame.tsx';
import { GarageDirections } from './garage-directions.tsx';
import { answerRepairDate, type DriverPage, useDriverPickup, useGiveAvailability } from './pickup-api.ts';

const TITLE = 'Your repair date';

/** What the garage booked, and the driver's two answers to it. */
function BookedDate({ link, page }: { link: DriverPage; page: TDriverPickupPage }) {
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { date, driverAnswer, chargeRequired, garage } = page.pickup;
  if (!date) {
    return (
      <Alert severity="info">
        Your garage has not booked a date yet. Tell them below which days suit you, and they will send you a date.
      </Alert>
    );
  }
  const answer = async (choice: 'accept' | 'reject') => {
    setSending(true);
    setError(null);
    const result = await answerRepairDate(link, { answer: choice });
    setSending(false);
    if (result.error !== undefined) {
      setError(result.error);
      return;
    }
    const state = { date, garage: garage?.name ?? null, claimReference: page.claimReference };
    navigate(choice === 'accept' ? '/repairDateSelected' : '/repairDateRejected', { state });
  };
  return (
    <Stack spacing={2}>
      <div>
        <Typography>Your garage has booked your repair for</Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
          {formatDay(date)}
        </Typography>
      </div>
      {chargeRequired && <Alert severity="info">Payment is due before the repair starts.</Alert>}
      {driverAnswer === 'accepted' && <Alert severity="success">You accepted this date. See you then.</Alert>}
      {driverAnswer === 'rejected' && (
        <Alert severity="warning">You rejected this date. Your garage will offer you another one.</Alert>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {driverAnswer !== 'accepted' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button
            variant="contained"
            size="large"
            disabled={sending}
            onClick={() => answer('accept')}
            sx={{ minHeight: 48 }}
          >
            Accept this date
          </Button>
          {driverAnswer !== 'rejected' && (
            <Button
              variant="outlined"
              size="large"
              disabled={sending}
              onClick={() => answer('reject')}
              sx={{ minHeight: 48 }}
            >
              Reject this date
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * /pickup/{claimId}?token=: the driver's repair date, from the link mailed when the garage books it (a
 * driver link of purpose pickup). They give the days that suit them, accept or reject the garage's date,
 * and find their way to the garage. No account: the token is the key, checked against the claim's id.
 */
export default function PickupPage() {
  const link: DriverPage = {
    kind: 'pickup',
    id: useParams().claimId ?? '',
    token: useSearchParams()[0].get('token') ?? '',
  };
  const giveAvailability = useGiveAvailability(link);
  const page = useDriverPickup(link);
  return (
    <DriverPageFrame title={TITLE} answer={page.data} missingToken={link.token === ''}>
      {(data) => (
        <Stack spacing={3}>
          <Typography>
            Claim {data.claimReference}, vehicle {formatRegistration(data.registration)}
          </Typography>
          <BookedDate link={link} page={data} />
          {data.pickup.garage && (
            <Box component="section" aria-label="Your garage">
              <Typography variant="h6" component="h2" gutterBottom>
                Your garage
              </Typography>
              <GarageDirections garage={data.pickup.garage} />
              <Typography sx={{ mt: 1.5 }}>{openingText(data.pickup.garage)}</Typography>
            </Box>
          )}
          <Divider />
          <Box component="section" aria-label="Your availability">
            <Typography variant="h6" component="h2" gutterBottom>
              When can you bring your vehicle in?
            </Typography>
            <AvailabilityForm
              pickup={data.pickup}
              submitLabel="Send my availability"
              savedText="Thank you. Your garage can see the days that suit you."
              save={giveAvailability}
            />
          </Box>
        </Stack>
      )}
    </DriverPageFrame>
  );
}
