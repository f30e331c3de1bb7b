import { errorText, type TFnolVehicle } from '@fixline/domain';
import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { ApiError } from '../../api/api-error.ts';
import { apiRequest } from '../../api/client.ts';
import { DraftTextField } from './draft-field.tsx';
import type { VehicleLookup } from './fnol-draft.ts';
import { StepFrame } from './step-frame.tsx';
import type { StepProps } from './step-props.ts';
import { useStepChecks } from './use-step-checks.ts';

const LOOKUP_WORDS: Record<VehicleLookup, { severity: 'success' | 'info'; text: string }> = {
  found: { severity: 'success', text: 'We found your vehicle. Please add its model and check the rest.' },
  'not-found': { severity: 'info', text: 'We could not find this plate. Please type your vehicle’s details.' },
  unavailable: {
    severity: 'info',
    text: 'The vehicle look-up is not available right now. Please type your vehicle’s details.',
  },
};

/** Step 2: the plate, looked up at the DVLA (through our server) to fill in the rest; typed when it cannot be. */
export function VehicleStep({ draft, change, goTo }: StepProps) {
  const checks = useStepChecks('vehicle', draft);
  const [looking, setLooking] = useState(false);
  const [lookupError, setLookupError] = useState<string | null>(null);

  const lookUp = async () => {
    setLookupError(null);
    setLooking(true);
    try {
      const plate = encodeURIComponent(draft.registration.trim());
      const vehicle = await apiRequest<TFnolVehicle>(
        `/api/fnol/vehicle/${plate}?code=${encodeURIComponent(draft.fnolCode)}`,
        { token: '' },
      );
      change({
        vehicleLookup: vehicle.outcome,
        registration: vehicle.registration,
        ...(vehicle.outcome === 'found'
          ? {
              make: vehicle.make ?? draft.make,
              colour: vehicle.colour ?? draft.colour,
              year: vehicle.year === null ? draft.year : String(vehicle.year),
              fuelType: vehicle.fuelType ?? draft.fuelType,
            }
          : {}),
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setLookupError(errorText(error));
      else change({ vehicleLookup: 'unavailable' });
    } finally {
      setLooking(false);
    }
  };

  const found = draft.vehicleLookup ? LOOKUP_WORDS[draft.vehicleLookup] : null;
  const field = { draft, change, required: false } as const;
  return (
    <StepFrame step="vehicle" onBack={() => goTo('insurer')} onSubmit={() => checks.passes() && goTo('incident')}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <DraftTextField
          {...field}
          // A new plate is not the one looked up: its words go until it is looked up too.
          change={(patch) => change({ ...patch, vehicleLookup: null })}
          required
          name="registration"
          label="Registration plate"
          message={lookupError ?? checks.message('registration')}
          autoComplete="off"
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
        />
        <Button
          variant="outlined"
          size="large"
          onClick={lookUp}
          disabled={looking || !draft.registration.trim()}
          sx={{ minHeight: 56, flexShrink: 0 }}
        >
          Find vehicle
        </Button>
      </Stack>
      {found && (
        <Alert severity={found.severity} role="status">
          {found.text}
          {draft.vehicleLookup === 'found' && draft.fuelType ? ` Fuel: ${draft.fuelType}.` : ''}
        </Alert>
      )}
      <DraftTextField {...field} required name="make" label="Make" message={checks.message('make')} />
      <DraftTextField {...field} required name="model" label="Model" message={checks.message('model')} />
      <DraftTextField {...field} name="colour" label="Colour" message={checks.message('colour')} />
      <DraftTextField
        {...field}
        name="year"
        label="Year"
        message={checks.message('year')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
    </StepFrame>
  );
}
