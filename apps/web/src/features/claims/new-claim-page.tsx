import { ERROR_MESSAGES, errorText, isSuperAdmin, type TClaim } from '@fixline/domain';
import { Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../api/client.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { showToast } from '../../shell/toasts.ts';
import { claimKey, claimPagePath } from './claim-api.ts';
import { ClaimForm } from './claim-form.tsx';
import { type ClaimFormOutput, claimFormValues } from './claim-form-values.ts';

/** /claim: a new claim needs only its type and registration; the rest can follow (spec 2, docs/product.md). */
export default function NewClaimPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const superAdmin = user !== null && isSuperAdmin(user);
  const defaults = superAdmin ? { ...claimFormValues(), track: 'business' as const } : claimFormValues();

  const create = async (body: ClaimFormOutput) => {
    try {
      const claim = await apiRequest<TClaim>('/api/claims', { method: 'POST', body });
      queryClient.setQueryData(claimKey(claim.id), claim);
      showToast(`Claim ${claim.reference} created`, { variant: 'success' });
      navigate(claimPagePath(claim.id));
    } catch (error) {
      showToast(`${ERROR_MESSAGES.createClaimFailed}${errorText(error)}`, { variant: 'error' });
    }
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        New claim
      </Typography>
      <ClaimForm mode="create" defaultValues={defaults} submitLabel="Create claim" onSubmit={create} />
    </Stack>
  );
}
