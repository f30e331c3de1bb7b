import { API_KEY_OLD_SECRET_ENDS, type TApiKey, type TApiKeyRotateRequest } from '@fixline/domain';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';

type OldSecretEnds = TApiKeyRotateRequest['oldSecretEnds'];

const OLD_SECRET_ENDS_LABELS: Record<OldSecretEnds, string> = {
  now: 'Now',
  'in-24-hours': 'In 24 hours, so your systems can change over',
};

interface RotateApiKeyDialogProps {
  open: boolean;
  /** The key being rotated, kept while the dialog closes so its title does not change as it fades. */
  apiKey: TApiKey;
  busy: boolean;
  onRotate: (oldSecretEnds: OldSecretEnds) => void;
  onClose: () => void;
}

/**
 * Gives a key a new secret, asking when the old one stops: at once (it leaked), or in a day, so the
 * systems that use it can change over without a refused call. The day is chosen to begin with: a routine
 * rotation should never cut a working system off by surprise. Mounted afresh for each opening, so each
 * starts from that choice.
 */
export function RotateApiKeyDialog({ open, apiKey, busy, onRotate, onClose }: RotateApiKeyDialogProps) {
  const [ends, setEnds] = useState<OldSecretEnds>('in-24-hours');
  const legend = useId();
  return (
    <ConfirmDialog
      open={open}
      title={`Rotate ${apiKey.name}`}
      text="The key gets a new secret, shown once. Your systems then send the new one."
      confirmLabel="Rotate"
      color="warning"
      busy={busy}
      onClose={onClose}
      onConfirm={() => onRotate(ends)}
    >
      <FormControl>
        <FormLabel id={legend}>When does the old secret stop working?</FormLabel>
        <RadioGroup aria-labelledby={legend} value={ends} onChange={(_, value) => setEnds(value as OldSecretEnds)}>
          {API_KEY_OLD_SECRET_ENDS.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={OLD_SECRET_ENDS_LABELS[value]} />
          ))}
        </RadioGroup>
      </FormControl>
    </ConfirmDialog>
  );
}
