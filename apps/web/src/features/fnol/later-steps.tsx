import { useEffect } from 'react';
import { ContactStep } from './contact-step.tsx';
import { IncidentStep } from './incident-step.tsx';
import { PhotosStep } from './photos-step.tsx';
import { ReviewStep } from './review-step.tsx';
import { registerWorker } from './send-report.ts';
import type { StepProps } from './step-props.ts';
import { useQueuedFiles } from './use-queued-files.ts';
import { VehicleStep } from './vehicle-step.tsx';

/**
 * Steps 2 to 6, loaded apart from the page: they bring the form's checks (zod), the uploads and more
 * of the component kit, which the first step does not need (the /fnol budget, decision 0046).
 */
export function LaterStep(props: StepProps & { onFinished: () => void }) {
  const queued = useQueuedFiles();
  useEffect(registerWorker, []);
  switch (props.draft.step) {
    case 'vehicle':
      return <VehicleStep {...props} />;
    case 'incident':
      return <IncidentStep {...props} />;
    case 'photos':
      return <PhotosStep {...props} queued={queued} />;
    case 'contact':
      return <ContactStep {...props} />;
    case 'review':
      return <ReviewStep {...props} queued={queued} />;
    default:
      return null;
  }
}
