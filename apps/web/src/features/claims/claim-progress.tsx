import { CLAIM_STATUS_LABELS, progressSteps, type TClaim } from '@fixline/domain';
import { Step, StepLabel, Stepper, Typography } from '@mui/material';
import { VisuallyHidden } from '../../components/visually-hidden.tsx';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { ClaimSection } from './claim-section.tsx';

/** What the stepper's icons show, said in words. */
function stepState(index: number, activeStep: number): string {
  if (index < activeStep) return ' (done)';
  return index === activeStep ? ' (current)' : ' (to come)';
}

/** The progress stepper of the claim's track (docs/ui.md): an ordered list that says which steps are done. */
export function ClaimProgress({ claim }: { claim: TClaim }) {
  const mobile = useIsMobile();
  const { steps, activeStep } = progressSteps(claim);
  return (
    <ClaimSection title="Progress">
      <Stepper
        component="ol"
        activeStep={activeStep}
        orientation={mobile ? 'vertical' : 'horizontal'}
        alternativeLabel={!mobile}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {steps.map((status, index) => (
          <Step key={status} component="li" aria-current={index === activeStep ? 'step' : undefined}>
            <StepLabel>
              {CLAIM_STATUS_LABELS[status]}
              <VisuallyHidden>{stepState(index, activeStep)}</VisuallyHidden>
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      {claim.status === 'archived' && claim.archivedFrom && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          Archived while {CLAIM_STATUS_LABELS[claim.archivedFrom]}.
        </Typography>
      )}
      {claim.status === 'completed' && (
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          Completed: every step is done.
        </Typography>
      )}
    </ClaimSection>
  );
}
