import { SUPPORT_NEED_LABELS } from '@fixline/domain';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { type Detail, DetailList } from '../../components/detail-list.tsx';
import { formatDate } from '../../components/format-date.ts';
import { UploadList } from '../files/upload-list.tsx';
import { checkReport, type FieldErrors } from './fnol-checks.ts';
import { FNOL_STEPS, type FnolDraft, type FnolStep } from './fnol-draft.ts';
import { StepFrame } from './step-frame.tsx';
import type { StepProps } from './step-props.ts';
import type { useQueuedFiles } from './use-queued-files.ts';
import { useSendReport } from './use-send-report.ts';

const yesNo = (value: boolean | null) => (value === null ? null : value ? 'Yes' : 'No');

/** Where the vehicle is, in the driver's words, with the postcode that goes with the answer. */
function vehicleWhere(draft: FnolDraft): string | null {
  if (draft.vehicleLocation === 'incident') return 'Still where it happened';
  if (draft.vehicleLocation === 'home') return `At my home, ${draft.postcode}`;
  if (draft.vehicleLocation === 'elsewhere') return `Somewhere else, ${draft.vehiclePostcode}`;
  return null;
}

/** What the driver is about to send, by step, each with a way back to change it. */
function sections(draft: FnolDraft, files: number): { step: FnolStep; details: Detail[] }[] {
  const where = [
    draft.incidentPostcode,
    draft.latitude !== null ? `location ${draft.latitude}, ${draft.longitude}` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return [
    { step: 'insurer', details: [{ term: 'Insurer', value: draft.insurerName ?? draft.fnolCode }] },
    {
      step: 'vehicle',
      details: [
        { term: 'Registration', value: draft.registration },
        {
          term: 'Vehicle',
          value: [draft.colour, draft.make, draft.model, draft.year, draft.fuelType].filter(Boolean).join(' '),
        },
      ],
    },
    {
      step: 'incident',
      details: [
        {
          term: 'When',
          value: [draft.incidentDate && formatDate(draft.incidentDate), draft.incidentTime]
            .filter(Boolean)
            .join(' at '),
        },
        { term: 'What happened', value: draft.damageDescription },
        { term: 'Where', value: where },
        { term: 'Where the vehicle is now', value: vehicleWhere(draft) },
        { term: 'Anyone injured', value: yesNo(draft.injuries) },
        { term: 'Another vehicle or person involved', value: yesNo(draft.thirdPartyInvolved) },
      ],
    },
    { step: 'photos', details: [{ term: 'Photos and videos', value: files > 0 ? `${files} to send` : null }] },
    {
      step: 'contact',
      details: [
        { term: 'Name', value: draft.customerName },
        { term: 'Phone', value: draft.customerPhone },
        { term: 'Email', value: draft.customerEmail },
        {
          term: 'Extra support',
          value: draft.vulnerableCustomer
            ? [...draft.supportNeeds.map((need) => SUPPORT_NEED_LABELS[need]), draft.supportDetails]
                .filter(Boolean)
                .join('; ')
            : 'None asked for',
        },
      ],
    },
  ];
}

const stepTitle = (step: FnolStep) => FNOL_STEPS.find((s) => s.id === step)?.title ?? step;

/**
 * Step 6: everything once more, then one button that sends it. The report is sent once, whatever the
 * taps and retries (use-send-report.ts); its files follow, each with its progress bar and a retry.
 */
export function ReviewStep({
  draft,
  goTo,
  queued,
  onFinished,
}: StepProps & { queued: ReturnType<typeof useQueuedFiles>; onFinished: () => void }) {
  const report = useSendReport(draft, onFinished);
  const [problems, setProblems] = useState<{ step: FnolStep; errors: FieldErrors } | null>(null);
  const { phase } = report;
  const files = queued.files?.length ?? 0;

  const submit = () => {
    const found = checkReport(draft);
    setProblems(found);
    if (!found) void report.submit();
  };

  if (phase.kind === 'uploading') {
    const stuck = report.uploads.some((upload) => upload.status === 'failed');
    const moving = report.uploads.some((upload) => upload.status === 'queued' || upload.status === 'uploading');
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          Your report is in: claim {phase.answer.reference}. Now sending your photos and videos.
        </Alert>
        <UploadList
          uploads={report.uploads}
          onRetry={(id) => report.queue.retry(id)}
          onDismiss={(id) => report.queue.dismiss(id)}
        />
        {stuck && !moving && (
          <Button variant="outlined" size="large" onClick={report.finishWithout} sx={{ alignSelf: 'flex-start' }}>
            Finish without them
          </Button>
        )}
      </Stack>
    );
  }

  const busy = phase.kind === 'sending';
  return (
    <StepFrame
      step="review"
      onBack={busy || phase.kind === 'waiting' ? undefined : () => goTo('contact')}
      onSubmit={submit}
      submitLabel={phase.kind === 'waiting' ? 'Try again now' : 'Send my report'}
      busy={busy}
    >
      {problems && (
        <Alert severity="error" role="alert">
          <Typography>Some answers are missing or need a look:</Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {Object.entries(problems.errors).map(([field, message]) => (
              <li key={field}>
                {stepTitle(problems.step)}: {message}
              </li>
            ))}
          </Box>
          <Button color="inherit" onClick={() => goTo(problems.step)} sx={{ mt: 1 }}>
            Go to {stepTitle(problems.step)}
          </Button>
        </Alert>
      )}
      {phase.kind === 'waiting' && (
        <Alert severity="warning" role="status">
          You are offline. Your report is saved on this phone and will be sent as soon as you have signal
          {phase.background ? ', even if you close this page' : ': keep this page open'}.
        </Alert>
      )}
      {phase.kind === 'refused' && (
        <Alert severity="error" role="alert">
          {phase.message}
        </Alert>
      )}
      {busy && <Typography role="status">Sending your report…</Typography>}
      {sections(draft, files).map(({ step, details }) => (
        <Box key={step} component="section" aria-label={stepTitle(step)}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="h6" component="h3">
              {stepTitle(step)}
            </Typography>
            {phase.kind !== 'waiting' && !busy && (
              <Button onClick={() => goTo(step)} aria-label={`Change ${stepTitle(step).toLowerCase()}`}>
                Change
              </Button>
            )}
          </Stack>
          <DetailList details={details} />
        </Box>
      ))}
    </StepFrame>
  );
}
