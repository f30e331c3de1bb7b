import { CLAIM_ACTIONS, errorText, type TClaim } from '@fixline/domain';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { apiRequest } from '../../api/client.ts';
import { showToast } from '../../shell/toasts.ts';
import { canTake, claimActionPath, claimKey, claimPagePath, useClaim } from './claim-api.ts';
import { ClaimForm, type ClaimFormChanges } from './claim-form.tsx';
import { type ClaimFormOutput, claimFormValues, updateClaimRequest } from './claim-form-values.ts';
import { ClaimQueryState } from './claim-query-state.tsx';

function ModifyClaimForm({ claim, onReload }: { claim: TClaim; onReload: () => Promise<unknown> }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [conflict, setConflict] = useState<string | null>(null);
  const back = claimPagePath(claim.id);

  const save = async (output: ClaimFormOutput, changes: ClaimFormChanges) => {
    const body = updateClaimRequest(output, changes, claim.version);
    if (Object.keys(body).length === 1) {
      showToast('No changes to save', { variant: 'info' });
      navigate(back);
      return;
    }
    try {
      const updated = await apiRequest<TClaim>(claimActionPath('update', claim.id), {
        method: CLAIM_ACTIONS.update.http.method,
        body,
      });
      queryClient.setQueryData(claimKey(claim.id), updated);
      showToast('Claim updated', { variant: 'success' });
      navigate(back);
    } catch (error) {
      if (isApiError(error, 409)) setConflict(errorText(error));
      else showToast(errorText(error), { variant: 'error' });
    }
  };

  const reload = async () => {
    setConflict(null);
    await onReload();
  };

  return (
    <>
      {conflict && (
        <Alert
          severity="warning"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void reload()}>
              Reload
            </Button>
          }
        >
          {conflict}
        </Alert>
      )}
      {/* A reload brings a new version: the form starts again from the claim as it is now. */}
      <ClaimForm
        key={claim.version}
        mode="modify"
        defaultValues={claimFormValues(claim)}
        submitLabel="Save changes"
        onSubmit={save}
        cancelTo={back}
      />
    </>
  );
}

/** /modifyclaim/{id}: edit the claim's details; only what changed is sent, with the version it started from. */
export default function ModifyClaimPage() {
  const { claimId = '' } = useParams();
  const claim = useClaim(claimId);
  if (!claim.isSuccess) return <ClaimQueryState query={claim} />;
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        Edit claim {claim.data.reference}
      </Typography>
      {canTake(claim.data, 'update') ? (
        <ModifyClaimForm claim={claim.data} onReload={claim.refetch} />
      ) : (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={claimPagePath(claim.data.id)} color="inherit" size="small">
              Back to the claim
            </Button>
          }
        >
          This claim cannot be edited now.
        </Alert>
      )}
    </Stack>
  );
}
