import type { TPickup } from '@fixline/domain';
import { Alert, Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { OutlinedTextField } from '../../components/outlined-text-field.tsx';
import type { PickupResult, StaffPickupCall } from './pickup-api.ts';

/** Super admins (OverrideRepairDate) set a date the rules refuse: a past one, or a future one when they allow it. */
export function OverrideDateForm({ send }: { send(call: StaffPickupCall): Promise<PickupResult<TPickup>> }) {
  const [date, setDate] = useState('');
  const [allowFutureDate, setAllowFutureDate] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    const answer = await send({ action: 'override-repair-date', allowFutureDate, body: { date } });
    setSending(false);
    setError(answer.error ?? null);
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Override the repair date">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Override the repair date
      </Typography>
      <OutlinedTextField
        label="Date"
        type="date"
        value={date}
        onChange={(event) => setDate(event.target.value)}
        message={null}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormControlLabel
        control={<Checkbox checked={allowFutureDate} onChange={(event) => setAllowFutureDate(event.target.checked)} />}
        label="Allow a future date"
      />
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <Button type="submit" variant="outlined" disabled={sending || date === ''} sx={{ alignSelf: 'flex-start' }}>
        Override date
      </Button>
    </Stack>
  );
}
