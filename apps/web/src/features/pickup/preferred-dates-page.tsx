import { formatRegistration } from '@fixline/domain';
import { Stack, Typography } from '@mui/material';
import { useParams, useSearchParams } from 'react-router';
import { AvailabilityForm } from './availability-form.tsx';
import { DriverPageFrame } from './driver-page-frame.tsx';
import { type DriverPage, useDriverPickup, useGiveAvailability } from './pickup-api.ts';

/**
 * /preferred-dates/{quoteId}?token=: after accepting a quote, the driver chooses the days that suit them
 * for the repair (a driver link of purpose dates, issued for that quote). The garage books one of them
 * and sends it for the driver to accept on the pickup page.
 */
export default function PreferredDatesPage() {
  const link: DriverPage = {
    kind: 'preferred-dates',
    id: useParams().quoteId ?? '',
    token: useSearchParams()[0].get('token') ?? '',
  };
  const giveAvailability = useGiveAvailability(link);
  const page = useDriverPickup(link);
  return (
    <DriverPageFrame title="Choose your repair dates" answer={page.data} missingToken={link.token === ''}>
      {(data) => (
        <Stack spacing={3}>
          <Typography>
            Claim {data.claimReference}, vehicle {formatRegistration(data.registration)}
          </Typography>
          <Typography>
            Choose the days you could bring your vehicle to the garage. The garage books one of them and sends it to you
            to confirm.
          </Typography>
          <AvailabilityForm
            pickup={data.pickup}
            submitLabel="Send my dates"
            savedText="Thank you. We will send you the date your garage books."
            save={giveAvailability}
          />
        </Stack>
      )}
    </DriverPageFrame>
  );
}
