import { Box, Button, Stack, Typography } from '@mui/material';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { FNOL_STEPS, type FnolStep, stepNumber } from './fnol-draft.ts';

/**
 * One step of the wizard: its question as a heading, which takes the focus when the step opens (a
 * keyboard or screen-reader user hears where they are), the progress through the steps, the step's
 * fields, then Back and the step's own button, large enough for a thumb.
 */
export function StepFrame({
  step,
  onSubmit,
  onBack,
  submitLabel = 'Continue',
  busy = false,
  children,
}: {
  step: FnolStep;
  onSubmit: () => void;
  onBack?: () => void;
  submitLabel?: string;
  busy?: boolean;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const number = stepNumber(step);
  const title = FNOL_STEPS[number - 1]?.title ?? '';
  useEffect(() => {
    // The first step is where the page starts: the browser's own focus order is right there.
    if (number > 1) heading.current?.focus();
  }, [number]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };

  return (
    <Stack component="form" spacing={2.5} onSubmit={submit} noValidate aria-labelledby="fnol-step-title">
      <Box>
        <Typography variant="body2" color="text.secondary" id="fnol-step-progress">
          Step {number} of {FNOL_STEPS.length}
        </Typography>
        <Box
          role="progressbar"
          aria-labelledby="fnol-step-progress"
          aria-valuemin={1}
          aria-valuemax={FNOL_STEPS.length}
          aria-valuenow={number}
          sx={{ height: 6, borderRadius: 3, bgcolor: 'grey.300', mt: 0.5, overflow: 'hidden' }}
        >
          <Box sx={{ height: 1, width: `${(number / FNOL_STEPS.length) * 100}%`, bgcolor: 'primary.main' }} />
        </Box>
      </Box>
      <Typography ref={heading} id="fnol-step-title" variant="h5" component="h2" tabIndex={-1} sx={{ outline: 'none' }}>
        {title}
      </Typography>
      {children}
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', pt: 1 }}>
        {onBack ? (
          <Button variant="outlined" size="large" onClick={onBack} sx={{ minHeight: 48 }}>
            Back
          </Button>
        ) : (
          <span />
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          sx={{ minHeight: 48, flexGrow: 1, maxWidth: 280 }}
        >
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
