import { formatDay, PICKUP_MESSAGES, type TPickup, type TPickupAvailabilityRequest, ukDay } from '@fixline/domain';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { OutlinedTextField } from '../../components/outlined-text-field.tsx';
import { DayPicker } from './day-picker.tsx';
import { garageClosed } from './garage-closed.ts';
import type { PickupResult } from './pickup-api.ts';

interface AvailabilityFormProps {
  /** With its garage, once a repairer is assigned: the days it is closed cannot be chosen. */
  pickup: Pick<TPickup, 'pickupDates' | 'contact' | 'requestedSpecificDate' | 'garage'>;
  /** Saves; answers an error value (spec 8), whose text the form shows. */
  save(body: TPickupAvailabilityRequest): Promise<PickupResult<unknown>>;
  submitLabel: string;
  /** Said once saved. */
  savedText: string;
  /** The staff's form asks on behalf of the driver: 'the driver' rather than 'you'. */
  onBehalf?: boolean;
}

/** The driver's availability: the days that suit, one day they need, and how to reach them. */
export function AvailabilityForm({ pickup, save, submitLabel, savedText, onBehalf = false }: AvailabilityFormProps) {
  const today = ukDay(new Date());
  const closed = garageClosed(pickup.garage);
  const [days, setDays] = useState<string[]>(pickup.pickupDates.filter((day) => day >= today));
  const [specific, setSpecific] = useState(pickup.requestedSpecificDate ?? '');
  const [contact, setContact] = useState(pickup.contact ?? '');
  const [state, setState] = useState<{ sending: boolean; error: string | null; saved: boolean }>({
    sending: false,
    error: null,
    saved: false,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (days.length === 0 && !specific) {
      setState({ sending: false, error: PICKUP_MESSAGES.noDates, saved: false });
      return;
    }
    const specificClosed = specific && specific !== pickup.requestedSpecificDate ? closed.message(specific) : null;
    if (specificClosed) {
      setState({ sending: false, error: specificClosed, saved: false });
      return;
    }
    setState({ sending: true, error: null, saved: false });
    const answer = await save({ pickupDates: days, requestedSpecificDate: specific || null, contact: contact || null });
    setState({ sending: false, error: answer.error ?? null, saved: answer.error === undefined });
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      {state.error && (
        <Alert severity="error" role="alert">
          {state.error}
        </Alert>
      )}
      {state.saved && (
        <Alert severity="success" role="status">
          {savedText}
        </Alert>
      )}
      <div>
        <Typography sx={{ mb: 1 }}>{onBehalf ? 'Days that suit the driver' : 'Days that suit you'}</Typography>
        {days.length > 0 && (
          <Box
            component="ul"
            aria-label="Chosen days"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, mb: 1 }}
          >
            {days.map((day) => (
              <Box component="li" key={day} sx={{ listStyle: 'none' }}>
                <Chip label={formatDay(day)} onDelete={() => setDays(days.filter((d) => d !== day))} />
              </Box>
            ))}
          </Box>
        )}
        <DayPicker today={today} value={days} onChange={setDays} closedOn={closed.short} />
      </div>
      <OutlinedTextField
        label={onBehalf ? 'A specific day the driver needs' : 'A specific day you need'}
        required={false}
        type="date"
        value={specific}
        onChange={(event) => setSpecific(event.target.value)}
        message={null}
        slotProps={{ htmlInput: { min: today }, inputLabel: { shrink: true } }}
      />
      <OutlinedTextField
        label={onBehalf ? 'How to reach the driver' : 'How to reach you'}
        required={false}
        value={contact}
        onChange={(event) => setContact(event.target.value)}
        placeholder="A phone number and the best time to call"
        message={null}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Button type="submit" variant="contained" size="large" disabled={state.sending} sx={{ minHeight: 48 }}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
