import { SUPPORT_NEED_LABELS, SUPPORT_NEEDS, type SupportNeed } from '@fixline/domain';
import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Stack,
  Typography,
} from '@mui/material';
import { DraftTextField } from './draft-field.tsx';
import { StepFrame } from './step-frame.tsx';
import type { StepProps } from './step-props.ts';
import { useStepChecks } from './use-step-checks.ts';

/**
 * Step 5: who to contact, and whether they need support: a customer in vulnerable circumstances says
 * what would help, and everyone handling the claim sees it (decision 0046).
 */
export function ContactStep({ draft, change, goTo }: StepProps) {
  const checks = useStepChecks('contact', draft);
  const field = { draft, change } as const;
  const needs = new Set(draft.supportNeeds);
  const toggle = (need: SupportNeed, on: boolean) => {
    const next = new Set(needs);
    if (on) next.add(need);
    else next.delete(need);
    change({ supportNeeds: SUPPORT_NEEDS.filter((n) => next.has(n)) });
  };
  const needsMessage = checks.message('supportNeeds');

  return (
    <StepFrame step="contact" onBack={() => goTo('photos')} onSubmit={() => checks.passes() && goTo('review')}>
      <DraftTextField
        {...field}
        name="customerName"
        label="Your name"
        autoComplete="name"
        message={checks.message('customerName')}
      />
      <Typography variant="body2" color="text.secondary">
        A phone number or an email address: we need one of them to reach you.
      </Typography>
      <DraftTextField
        {...field}
        name="customerPhone"
        label="Phone"
        type="tel"
        required={false}
        autoComplete="tel"
        message={checks.message('customerPhone')}
      />
      <DraftTextField
        {...field}
        name="customerEmail"
        label="Email"
        type="email"
        required={false}
        autoComplete="email"
        message={checks.message('customerEmail')}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={draft.vulnerableCustomer}
            onChange={(event) => change({ vulnerableCustomer: event.target.checked })}
          />
        }
        label="I may need extra support with this claim (for example because of health, a disability, age or a difficult time)"
        sx={{ alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -1 } }}
      />
      {draft.vulnerableCustomer && (
        <Stack spacing={1.5}>
          <FormControl component="fieldset" error={needsMessage !== null}>
            <FormLabel component="legend">What would help?</FormLabel>
            <FormGroup>
              {SUPPORT_NEEDS.map((need) => (
                <FormControlLabel
                  key={need}
                  control={
                    <Checkbox
                      checked={needs.has(need)}
                      onChange={(event) => toggle(need, event.target.checked)}
                      slotProps={{ input: { 'aria-invalid': needsMessage !== null } }}
                    />
                  }
                  label={SUPPORT_NEED_LABELS[need]}
                  sx={{ minHeight: 44 }}
                />
              ))}
            </FormGroup>
            <FormHelperText>{needsMessage ?? ' '}</FormHelperText>
          </FormControl>
          <Typography variant="body2" color="text.secondary">
            For example a carer’s name and number, or what makes talking to us easier.
          </Typography>
          <DraftTextField
            {...field}
            name="supportDetails"
            label="Anything else we should know"
            required={false}
            multiline
            minRows={2}
            message={checks.message('supportDetails')}
          />
        </Stack>
      )}
    </StepFrame>
  );
}
