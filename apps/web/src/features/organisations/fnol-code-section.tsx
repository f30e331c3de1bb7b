import { errorText, isPermitted, ORGANISATION_MESSAGES, type TOrganisation } from '@fixline/domain';
import { Button, Skeleton, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuth } from '../../auth/auth-context.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { QueryErrorAlert } from '../../components/query-error-alert.tsx';
import { showToast } from '../../shell/toasts.ts';
import { organisationsKey, rotateFnolCode, useFnolCode } from './organisations-api.ts';

/** A client's FNOL code, which its drivers type on /fnol; rotating it retires the old one at once. */
export function FnolCodeSection({ organisation }: { organisation: TOrganisation }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const code = useFnolCode(organisation.id, true);
  const [confirming, setConfirming] = useState(false);
  const rotate = useMutation({
    mutationFn: () => rotateFnolCode(organisation.id),
    onSuccess: (fresh) => {
      queryClient.setQueryData([...organisationsKey, 'fnol-code', organisation.id], fresh);
      setConfirming(false);
      showToast(ORGANISATION_MESSAGES.fnolCodeRotated, { variant: 'success' });
    },
    onError: (error) => showToast(errorText(error), { variant: 'error' }),
  });
  return (
    <Stack spacing={2}>
      {code.isPending && <Skeleton variant="text" width={160} height={40} />}
      {code.isError && <QueryErrorAlert query={code} />}
      {code.data && (
        <Typography
          variant="h5"
          component="p"
          sx={{ fontFamily: 'monospace', letterSpacing: 2 }}
          data-testid="fnol-code"
        >
          {code.data.fnolCode}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        Drivers type this code on the FNOL form to report a claim to {organisation.name}.
      </Typography>
      {isPermitted(user, { privileges: ['UpdateFnolCode'] }) && (
        <Stack direction="row">
          <Button variant="outlined" onClick={() => setConfirming(true)}>
            Change code
          </Button>
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        title="Change the FNOL code"
        text="The current code stops working at once: drivers who type it are told to ask for the new one."
        confirmLabel="Change code"
        color="warning"
        busy={rotate.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => rotate.mutate()}
      />
    </Stack>
  );
}
