import { errorText, ROLE_LABELS, type TInvitation, USER_MESSAGES } from '@fixline/domain';
import {
  Button,
  Card,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { formatDateTime } from '../../components/format-date.ts';
import { QueryErrorAlert } from '../../components/query-error-alert.tsx';
import { showToast } from '../../shell/toasts.ts';
import { useIsMobile } from '../../shell/use-is-mobile.ts';
import { InviteLinkPanel } from './invite-link.tsx';
import { type InviteLink, peopleKey, resendInvitation, revokeInvitation, useInvitations } from './people-api.ts';

function expiry(invitation: TInvitation) {
  return invitation.expired ? 'Expired' : `Until ${formatDateTime(invitation.expiresAt)}`;
}

/**
 * Invitations not yet used: a fresh link for one (the old link stops working) or revoke it. Hidden
 * while there are none.
 */
export function InvitationsSection() {
  const queryClient = useQueryClient();
  const mobile = useIsMobile();
  const invitations = useInvitations(true);
  const [fresh, setFresh] = useState<{ link: InviteLink; email: string } | null>(null);
  const [revoking, setRevoking] = useState<TInvitation | null>(null);
  const [confirming, setConfirming] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...peopleKey, 'invitations'] });

  const resend = useMutation({
    mutationFn: (invitation: TInvitation) => resendInvitation(invitation.id),
    onSuccess: (link, invitation) => {
      setFresh({ link, email: invitation.email });
      showToast(USER_MESSAGES.resent, { variant: 'success' });
    },
    onError: (error) => showToast(errorText(error), { variant: 'error' }),
    onSettled: refresh,
  });
  const revoke = useMutation({
    mutationFn: (invitation: TInvitation) => revokeInvitation(invitation.id),
    onSuccess: () => {
      setConfirming(false);
      showToast(USER_MESSAGES.revoked, { variant: 'success' });
    },
    onError: (error) => showToast(errorText(error), { variant: 'error' }),
    onSettled: refresh,
  });

  if (invitations.isError) return <QueryErrorAlert query={invitations} />;
  if (!invitations.data?.length) return null;
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="pending-invitations">
      <Typography variant="h5" component="h2" id="pending-invitations">
        Pending invitations
      </Typography>
      <TableContainer component={Card} variant="outlined">
        <Table aria-label="Pending invitations" sx={mobile ? { '& .MuiTableCell-root': { px: 1.5 } } : undefined}>
          <TableHead>
            <TableRow>
              <TableCell>Email</TableCell>
              {!mobile && <TableCell>Organisation</TableCell>}
              {!mobile && <TableCell>Expires</TableCell>}
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {invitations.data.map((invitation) => (
              <TableRow key={invitation.id} data-testid="invitation-row">
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {invitation.email}
                  <Typography variant="body2" color="text.secondary">
                    {ROLE_LABELS[invitation.role]}
                    {mobile ? ` of ${invitation.organisationName} · ${expiry(invitation)}` : ''}
                  </Typography>
                </TableCell>
                {!mobile && <TableCell>{invitation.organisationName}</TableCell>}
                {!mobile && <TableCell>{expiry(invitation)}</TableCell>}
                <TableCell align="right">
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end' }}>
                    <Button
                      size="small"
                      aria-label={`New link for ${invitation.email}`}
                      onClick={() => resend.mutate(invitation)}
                      disabled={resend.isPending}
                    >
                      New link
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      aria-label={`Revoke the invitation of ${invitation.email}`}
                      onClick={() => {
                        setRevoking(invitation);
                        setConfirming(true);
                      }}
                    >
                      Revoke
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Dialog open={fresh !== null} onClose={() => setFresh(null)} fullWidth maxWidth="sm">
        <DialogTitle>New invitation link</DialogTitle>
        <DialogContent>{fresh && <InviteLinkPanel link={fresh.link} email={fresh.email} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setFresh(null)}>Done</Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        title={revoking ? `Revoke the invitation of ${revoking.email}` : 'Revoke invitation'}
        text="Its link stops working at once."
        confirmLabel="Revoke"
        color="error"
        busy={revoke.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => revoking && revoke.mutate(revoking)}
      />
    </Stack>
  );
}
