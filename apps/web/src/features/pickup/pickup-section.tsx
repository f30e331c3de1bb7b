import { formatDay, type TClaim, type TPickup } from '@fixline/domain';
import { Alert, Button, Divider, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DetailList } from '../../components/detail-list.tsx';
import { ContentSkeleton } from '../../components/page-skeleton.tsx';
import { canTake, claimKey } from '../claims/claim-api.ts';
import { ClaimSection } from '../claims/claim-section.tsx';
import { AvailabilityForm } from './availability-form.tsx';
import { BookDateForm } from './book-date-form.tsx';
import { OverrideDateForm } from './override-date-form.tsx';
import { pickupKey, type StaffPickupCall, staffPickupCall, useClaimPickup } from './pickup-api.ts';

const ANSWERS = { accepted: 'Accepted', rejected: 'Rejected' } as const;

function PickupDetails({ pickup }: { pickup: TPickup }) {
  const answer = pickup.driverAnswer ? ANSWERS[pickup.driverAnswer] : pickup.date ? 'Waiting for the driver' : null;
  return (
    <DetailList
      details={[
        { term: 'Repair date', value: pickup.date ? formatDay(pickup.date) : 'Not booked yet' },
        { term: 'Driver’s answer', value: answer },
        {
          term: 'Where',
          value: pickup.location === 'bodyshop' ? 'At the bodyshop' : (pickup.garage?.name ?? null),
        },
        { term: 'Days that suit the driver', value: pickup.pickupDates.map(formatDay).join('\n') },
        {
          term: 'A specific day the driver needs',
          value: pickup.requestedSpecificDate && formatDay(pickup.requestedSpecificDate),
        },
        { term: 'How to reach the driver', value: pickup.contact },
      ]}
    />
  );
}

/**
 * The claim page's Repair date section: the driver's availability and the booked date for everyone who
 * reads the claim; the garage books or moves it, super admins override it, the owner and the garage
 * record availability the driver gave by phone. Exactly the forms the claim's allowedActions permit.
 */
export function PickupSection({ claim }: { claim: TClaim }) {
  const queryClient = useQueryClient();
  const pickup = useClaimPickup(claim.id);
  const [recording, setRecording] = useState(false);
  const send = async (call: StaffPickupCall) => {
    const answer = await staffPickupCall(claim.id, call);
    if (answer.data) {
      queryClient.setQueryData(pickupKey(claim.id), answer);
      // The timeline has a new row.
      void queryClient.invalidateQueries({ queryKey: claimKey(claim.id) });
    }
    return answer;
  };
  const body = () => {
    if (!pickup.data) return <ContentSkeleton />;
    if (pickup.data.error !== undefined) return <Alert severity="error">{pickup.data.error}</Alert>;
    const data = pickup.data.data;
    return (
      <Stack spacing={3}>
        <PickupDetails pickup={data} />
        {canTake(claim, 'book-repair-date') && (
          <>
            <Divider />
            <BookDateForm key={`${data.date}-${data.pickupDates.join()}`} claim={claim} pickup={data} send={send} />
          </>
        )}
        {canTake(claim, 'override-repair-date') && (
          <>
            <Divider />
            <OverrideDateForm send={send} />
          </>
        )}
        {canTake(claim, 'set-pickup-availability') && (
          <>
            <Divider />
            {recording ? (
              <AvailabilityForm
                pickup={data}
                onBehalf
                submitLabel="Save the driver’s availability"
                savedText="Availability saved."
                save={(availability) => send({ action: 'set-pickup-availability', body: availability })}
              />
            ) : (
              <Button variant="outlined" onClick={() => setRecording(true)} sx={{ alignSelf: 'flex-start' }}>
                Record the driver’s availability
              </Button>
            )}
          </>
        )}
      </Stack>
    );
  };
  return <ClaimSection title="Repair date">{body()}</ClaimSection>;
}
