import { errorText, isSuperAdmin, type TClaim, type TEvidencePack, type TUser } from '@fixline/domain';
import ArchiveIcon from '@mui/icons-material/Archive';
import { Button } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { showToast } from '../../shell/toasts.ts';
import { claimKey } from './claim-api.ts';

/** Those who see the whole claim, costs included: its client's staff and the platform (the server decides). */
const mayMakePack = (user: TUser, claim: TClaim) =>
  isSuperAdmin(user) || user.organisationsIds.includes(claim.clientOrganisation.id);

/**
 * Issue 27's evidence pack: one ZIP of the claim's record (a PDF) and its originals, for a complaint or a
 * dispute. Made when asked, downloaded at once; its making joins the timeline, so the claim is read again.
 */
export function EvidencePackButton({ claim }: { claim: TClaim }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const make = useMutation({
    mutationFn: () =>
      apiRequest<TEvidencePack>(`/api/claims/${encodeURIComponent(claim.id)}/evidence-pack`, { method: 'POST' }),
    onSuccess: (pack) => {
      const link = document.createElement('a');
      link.href = pack.url;
      link.download = pack.fileName;
      link.click();
      showToast(`Evidence pack made: ${pack.fileName}, ${pack.files} ${pack.files === 1 ? 'file' : 'files'}`, {
        variant: 'success',
      });
      return queryClient.invalidateQueries({ queryKey: claimKey(claim.id) });
    },
    onError: (error) => showToast(errorText(error), { variant: 'error' }),
  });
  if (!user || !mayMakePack(user, claim)) return null;
  return (
    <Button
      startIcon={<ArchiveIcon />}
      onClick={() => make.mutate()}
      loading={make.isPending}
      loadingPosition="start"
      sx={{ alignSelf: 'flex-start' }}
    >
      Evidence pack (ZIP)
    </Button>
  );
}
