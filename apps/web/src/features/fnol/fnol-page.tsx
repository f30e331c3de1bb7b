import { Box, Typography } from '@mui/material';
import { Suspense, useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { lazyNamed } from '../../components/lazy-named.ts';
import { PageSkeleton } from '../../components/page-skeleton.tsx';
import { InsurerStep } from './insurer-step.tsx';
import { OfflineNotice } from './offline-notice.tsx';
import { useFnolDraft } from './use-fnol-draft.ts';
import { useFnolManifest } from './use-fnol-manifest.ts';

const loadLaterSteps = () => import('./later-steps.tsx');
const LaterStep = lazyNamed(loadLaterSteps, 'LaterStep');

/**
 * /fnol: a driver's first notice of loss, on a phone, without an account (issue 24). Six steps, one
 * question each; the draft lives in the browser's database, so a reload or a lost signal loses
 * nothing. The first step is in this page's chunk and the others load while the driver answers it
 * (later-steps.tsx), which keeps the page's first script within its budget.
 */
export default function FnolPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { draft, change, goTo, unsaved } = useFnolDraft(params.get('code'));
  const onFinished = useCallback(() => navigate('/fnol/complete'), [navigate]);
  useFnolManifest();

  const props = { draft, change, goTo };
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Report a claim
      </Typography>
      {draft.step === 'insurer' ? (
        // The later steps load once the driver starts on the first (as the login form's checks do,
        // decision 0035): evaluated at load, their script would hold up a phone's first seconds.
        <Box onFocus={() => void loadLaterSteps().catch(() => undefined)}>
          <InsurerStep {...props} />
        </Box>
      ) : (
        <Suspense fallback={<PageSkeleton />}>
          <LaterStep {...props} onFinished={onFinished} />
        </Suspense>
      )}
      <OfflineNotice />
      {unsaved && (
        <Typography variant="body2" color="text.secondary">
          This browser does not let us keep your answers: please finish the report before you close the page.
        </Typography>
      )}
    </Box>
  );
}
