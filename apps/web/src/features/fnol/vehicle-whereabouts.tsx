import type { VehicleLocation } from '@fixline/domain';
import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, Stack } from '@mui/material';
import { useId } from 'react';
import { requiredLabel } from '../../components/required-label.ts';
import { DraftTextField } from './draft-field.tsx';
import type { StepProps } from './step-props.ts';
import type { useStepChecks } from './use-step-checks.ts';

/** The driver's words for where the vehicle is: the staff's are VEHICLE_LOCATION_LABELS. */
const CHOICES: { value: VehicleLocation; label: string }[] = [
  { value: 'incident', label: 'Still where it happened' },
  { value: 'home', label: 'At my home' },
  { value: 'elsewhere', label: 'Somewhere else, such as a garage or recovery yard' },
];

/**
 * Where the vehicle is now, which is where a garage collects it: where it happened, at home (then the
 * driver's home postcode), or somewhere else (then that place's postcode). Each answer is its own
 * postcode, so the accident's place is never taken for the driver's address.
 */
export function VehicleWhereabouts({
  draft,
  change,
  checks,
}: Pick<StepProps, 'draft' | 'change'> & { checks: ReturnType<typeof useStepChecks> }) {
  const id = useId();
  const message = checks.message('vehicleLocation');
  const field = { draft, change } as const;
  return (
    <Stack spacing={1}>
      <FormControl error={message !== null}>
        <FormLabel id={`${id}-label`}>{requiredLabel('Where is the vehicle now?')}</FormLabel>
        <RadioGroup
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-message`}
          value={draft.vehicleLocation ?? ''}
          onChange={(event) => change({ vehicleLocation: event.target.value as VehicleLocation })}
        >
          {CHOICES.map((choice) => (
            <FormControlLabel
              key={choice.value}
              value={choice.value}
              control={<Radio slotProps={{ input: { 'aria-invalid': message !== null } }} />}
              label={choice.label}
              sx={{ minHeight: 44 }}
            />
          ))}
        </RadioGroup>
        <FormHelperText id={`${id}-message`}>{message ?? ' '}</FormHelperText>
      </FormControl>
      {draft.vehicleLocation === 'home' && (
        <DraftTextField
          {...field}
          name="postcode"
          label="Your home postcode"
          message={checks.message('postcode')}
          autoComplete="postal-code"
          slotProps={{ htmlInput: { autoCapitalize: 'characters' } }}
        />
      )}
      {draft.vehicleLocation === 'elsewhere' && (
        <DraftTextField
          {...field}
          name="vehiclePostcode"
          label="Postcode where the vehicle is"
          message={checks.message('vehiclePostcode')}
          autoComplete="off"
          slotProps={{ htmlInput: { autoCapitalize: 'characters' } }}
        />
      )}
    </Stack>
  );
}
