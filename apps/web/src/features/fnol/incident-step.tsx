import MyLocationIcon from '@mui/icons-material/MyLocation';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { DraftTextField } from './draft-field.tsx';
import { StepFrame } from './step-frame.tsx';
import type { StepProps } from './step-props.ts';
import { useCurrentPosition } from './use-current-position.ts';
import { useStepChecks } from './use-step-checks.ts';
import { VehicleWhereabouts } from './vehicle-whereabouts.tsx';
import { YesNoQuestion } from './yes-no-question.tsx';

const today = () => new Date().toLocaleDateString('en-CA');

/**
 * Step 3: when, what happened, where (a postcode or the phone's location), where the vehicle is now,
 * anyone hurt, anyone else involved.
 */
export function IncidentStep({ draft, change, goTo }: StepProps) {
  const checks = useStepChecks('incident', draft);
  const position = useCurrentPosition((latitude, longitude) => change({ latitude, longitude }));
  const field = { draft, change } as const;
  const located = draft.latitude !== null && draft.longitude !== null;

  return (
    <StepFrame step="incident" onBack={() => goTo('vehicle')} onSubmit={() => checks.passes() && goTo('photos')}>
      <Stack direction="row" spacing={2}>
        <DraftTextField
          {...field}
          name="incidentDate"
          label="Date"
          type="date"
          message={checks.message('incidentDate')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today() } }}
        />
        <DraftTextField
          {...field}
          name="incidentTime"
          label="Time"
          type="time"
          required={false}
          message={checks.message('incidentTime')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <DraftTextField
        {...field}
        name="damageDescription"
        label="What happened"
        multiline
        minRows={3}
        message={checks.message('damageDescription')}
      />
      <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" sx={{ mb: 1 }}>
          Where did it happen? A postcode, or your phone’s location if you are still there.
        </Typography>
        <DraftTextField
          {...field}
          name="incidentPostcode"
          label="Postcode"
          required={!located}
          message={checks.message('incidentPostcode')}
          autoComplete="off"
          slotProps={{ htmlInput: { autoCapitalize: 'characters' } }}
        />
        {located ? (
          <Alert
            severity="success"
            action={
              <Button color="inherit" onClick={() => change({ latitude: null, longitude: null })}>
                Remove
              </Button>
            }
          >
            Location added ({draft.latitude}, {draft.longitude})
          </Alert>
        ) : (
          <Button
            variant="outlined"
            size="large"
            startIcon={<MyLocationIcon />}
            onClick={position.locate}
            disabled={position.locating}
            sx={{ alignSelf: 'flex-start', minHeight: 48 }}
          >
            {position.locating ? 'Finding your location…' : 'Use my location'}
          </Button>
        )}
        {position.problem && (
          <Alert severity="error" role="alert">
            {position.problem}
          </Alert>
        )}
      </Stack>
      <VehicleWhereabouts draft={draft} change={change} checks={checks} />
      <YesNoQuestion
        label="Was anyone injured?"
        value={draft.injuries}
        onChange={(injuries) => change({ injuries })}
        message={checks.message('injuries')}
      />
      <YesNoQuestion
        label="Was another vehicle or person involved?"
        value={draft.thirdPartyInvolved}
        onChange={(thirdPartyInvolved) => change({ thirdPartyInvolved })}
        message={checks.message('thirdPartyInvolved')}
      />
    </StepFrame>
  );
}
