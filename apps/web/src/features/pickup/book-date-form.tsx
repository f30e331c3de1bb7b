import { formatDay, offeredDays, type PickupType, type TClaim, type TPickup, ukDay } from '@fixline/domain';
import {
  Alert,
  Button,
  Checkbox,
  Chip,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { OutlinedTextField } from '../../components/outlined-text-field.tsx';
import { garageClosed } from './garage-closed.ts';
import type { PickupResult, StaffPickupCall } from './pickup-api.ts';

interface BookDateFormProps {
  claim: TClaim;
  pickup: TPickup;
  send(call: StaffPickupCall): Promise<PickupResult<TPickup>>;
}

/**
 * The garage books the repair date, or moves it (reschedule, or rearrange after the driver said no),
 * from the days the driver offered; with the driver told by mail and a calendar invitation.
 */
export function BookDateForm({ claim, pickup, send }: BookDateFormProps) {
  const today = ukDay(new Date());
  const closed = garageClosed(pickup.garage);
  const offered = offeredDays(pickup).filter((day) => day >= today);
  const moving = pickup.date !== null;
  const [date, setDate] = useState(offered.find((day) => closed.short(day) === null) ?? '');
  const [type, setType] = useState<PickupType>(pickup.driverAnswer === 'rejected' ? 'rearrange' : 'reschedule');
  const [notifyCustomer, setNotifyCustomer] = useState(true);
  const [allowFutureDate, setAllowFutureDate] = useState(false);
  const [chargeRequired, setChargeRequired] = useState(pickup.chargeRequired);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const retail = claim.track === 'retail';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The garage's own closed days are said before anything is sent; the server refuses them too.
    const closedMessage = date !== pickup.date ? closed.message(date) : null;
    if (closedMessage) {
      setError(closedMessage);
      return;
    }
    setSending(true);
    setError(null);
    const answer = await send({
      action: 'book-repair-date',
      retail,
      body: {
        date,
        notifyCustomer,
        allowFutureDate,
        ...(moving ? { type } : {}),
        ...(retail ? { chargeRequired } : {}),
      },
    });
    setSending(false);
    setError(answer.error ?? null);
  };

  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={submit}
      noValidate
      aria-label={moving ? 'Move the repair date' : 'Book the repair date'}
    >
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {moving ? 'Move the repair date' : 'Book the repair date'}
      </Typography>
      {offered.length > 0 ? (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
          role="group"
          aria-label="Days the driver offered"
        >
          {offered.map((day) => {
            const shut = closed.short(day);
            return shut === null ? (
              <Chip
                key={day}
                label={formatDay(day)}
                color={day === date ? 'primary' : 'default'}
                variant={day === date ? 'filled' : 'outlined'}
                onClick={() => setDate(day)}
                aria-pressed={day === date}
              />
            ) : (
              <Chip key={day} label={`${formatDay(day)}, ${shut}`} variant="outlined" disabled />
            );
          })}
        </Stack>
      ) : (
        <Typography color="text.secondary">The driver has not given any days yet.</Typography>
      )}
      <OutlinedTextField
        label="Repair date"
        type="date"
        value={date}
        onChange={(event) => setDate(event.target.value)}
        message={null}
        slotProps={{ htmlInput: { min: today }, inputLabel: { shrink: true } }}
      />
      {moving && (
        <FormControl>
          <FormLabel id="pickup-type">Why it moves</FormLabel>
          <RadioGroup
            row
            aria-labelledby="pickup-type"
            value={type}
            onChange={(_, value) => setType(value as PickupType)}
          >
            <FormControlLabel value="reschedule" control={<Radio />} label="Reschedule (we move it)" />
            <FormControlLabel value="rearrange" control={<Radio />} label="Rearrange (the driver asked)" />
          </RadioGroup>
        </FormControl>
      )}
      <FormControlLabel
        control={<Checkbox checked={notifyCustomer} onChange={(event) => setNotifyCustomer(event.target.checked)} />}
        label="Mail the driver the date, with a calendar invitation"
      />
      <FormControlLabel
        control={<Checkbox checked={allowFutureDate} onChange={(event) => setAllowFutureDate(event.target.checked)} />}
        label="The driver agreed a day they did not offer"
      />
      {retail && (
        <FormControlLabel
          control={<Checkbox checked={chargeRequired} onChange={(event) => setChargeRequired(event.target.checked)} />}
          label="Payment is due before the repair"
        />
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Button type="submit" variant="contained" disabled={sending || date === ''} sx={{ alignSelf: 'flex-start' }}>
        {moving ? 'Move repair date' : 'Book repair date'}
      </Button>
    </Stack>
  );
}
