import {
  DRIVER_LINK_PURPOSE_LABELS,
  type DriverLinkState,
  driverShare,
  errorText,
  ISSUABLE_DRIVER_LINK_PURPOSES,
  managesDriverLinks,
  type TClaim,
  type TDriverLink,
} from '@fixline/domain';
import AddLinkIcon from '@mui/icons-material/AddLink';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import SendIcon from '@mui/icons-material/Send';
import { Box, Button, Chip, type ChipProps, Skeleton, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuth } from '../../auth/auth-context.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { formatDateTime } from '../../components/format-date.ts';
import { QueryErrorAlert } from '../../components/query-error-alert.tsx';
import { showToast } from '../../shell/toasts.ts';
import { ClaimSection } from '../claims/claim-section.tsx';
import {
  driverLinksKey,
  issueDriverLink,
  resendDriverLink,
  revokeDriverLink,
  useDriverLinks,
} from './driver-links-api.ts';

const STATE_LOOKS = {
  active: { label: 'Active', color: 'success' },
  expired: { label: 'Expired', color: 'default' },
  revoked: { label: 'Revoked', color: 'default' },
} as const satisfies Record<DriverLinkState, { label: string; color: ChipProps['color'] }>;

/** When a link works, stopped working, or was made (a revoked link's expiry no longer matters). */
const LINK_DATES: Record<DriverLinkState, (link: TDriverLink) => string> = {
  active: (link) => `Works until ${formatDateTime(link.expiresAt)}`,
  expired: (link) => `Expired ${formatDateTime(link.expiresAt)}`,
  revoked: (link) => `Issued ${formatDateTime(link.createdAt)}`,
};

interface LinkRowProps {
  link: TDriverLink;
  mailable: boolean;
  onResend: () => void;
  onRevoke: () => void;
  busy: boolean;
}

async function copy(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    showToast('Link copied', { variant: 'success' });
  } catch {
    showToast('The link could not be copied: select it and copy it instead', { variant: 'error' });
  }
}

function LinkRow({ link, mailable, onResend, onRevoke, busy }: LinkRowProps) {
  const purpose = DRIVER_LINK_PURPOSE_LABELS[link.purpose];
  const state = STATE_LOOKS[link.state];
  const dates = [
    LINK_DATES[link.state](link),
    link.lastUsedAt ? `last opened ${formatDateTime(link.lastUsedAt)}` : 'not opened yet',
  ].join(', ');
  return (
    <Box
      component="li"
      sx={{ listStyle: 'none', py: 1.5, borderTop: 1, borderColor: 'divider' }}
      data-testid="driver-link"
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>{purpose}</Typography>
        <Chip size="small" label={state.label} color={state.color} variant="outlined" />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {dates}
      </Typography>
      {link.url && (
        <Typography
          variant="body2"
          sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', my: 0.5 }}
          aria-label={`Address of the ${purpose.toLowerCase()} link`}
        >
          {link.url}
        </Typography>
      )}
      {link.state === 'active' && link.url && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
          <Button
            size="small"
            startIcon={<ContentCopyIcon />}
            onClick={() => copy(link.url as string)}
            aria-label={`Copy the ${purpose.toLowerCase()} link`}
            sx={{ minHeight: 44 }}
          >
            Copy
          </Button>
          {mailable && (
            <Button
              size="small"
              startIcon={<SendIcon />}
              onClick={onResend}
              disabled={busy}
              aria-label={`Send the ${purpose.toLowerCase()} link again`}
              sx={{ minHeight: 44 }}
            >
              Send again
            </Button>
          )}
          <Button
            size="small"
            color="error"
            startIcon={<LinkOffIcon />}
            onClick={onRevoke}
            disabled={busy}
            aria-label={`Revoke the ${purpose.toLowerCase()} link`}
            sx={{ minHeight: 44 }}
          >
            Revoke
          </Button>
        </Stack>
      )}
    </Box>
  );
}

/**
 * A payment link is offered only where the driver has something to pay (decision 0082): staff see the
 * client's cost, so the domain's rule is read here as the server reads it. One the driver has paid in
 * full the server refuses (409) with its reason.
 */
const driverPays = (claim: TClaim) =>
  driverShare(
    { payer: claim.payer, excess: claim.excess, vatRegistered: claim.vatRegistered, cost: claim.costs.cost ?? null },
    0,
  ).total > 0;

function DriverLinksList({ claim }: { claim: TClaim }) {
  const links = useDriverLinks(claim.id);
  const queryClient = useQueryClient();
  const [revoking, setRevoking] = useState<TDriverLink | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: driverLinksKey(claim.id) });
  const fail = (error: unknown) => showToast(errorText(error), { variant: 'error' });

  const issue = useMutation({
    mutationFn: (purpose: (typeof ISSUABLE_DRIVER_LINK_PURPOSES)[number]) => issueDriverLink(claim.id, purpose),
    onSuccess: () => showToast('Link created', { variant: 'success' }),
    onError: fail,
    onSettled: refresh,
  });
  const resend = useMutation({
    mutationFn: (link: TDriverLink) => resendDriverLink(claim.id, link.id),
    onSuccess: ({ to }) => showToast(`Link sent to ${to}`, { variant: 'success' }),
    onError: fail,
  });
  const revoke = useMutation({
    mutationFn: (link: TDriverLink) => revokeDriverLink(claim.id, link.id),
    onSuccess: () => {
      showToast('Link revoked', { variant: 'success' });
      setRevoking(null);
    },
    onError: fail,
    onSettled: refresh,
  });

  return (
    <>
      <Typography variant="body2" color="text.secondary">
        The driver opens their pages from these links; each works for this claim only, until it expires or is revoked.
        {claim.customerEmail ? '' : ' The claim has no customer email address, so links cannot be mailed.'}
        {driverPays(claim) ? '' : ' There is no payment link: the driver has nothing to pay on this claim.'}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1.5 }}>
        {ISSUABLE_DRIVER_LINK_PURPOSES.filter((purpose) => purpose !== 'payment' || driverPays(claim)).map(
          (purpose) => (
            <Button
              key={purpose}
              variant="outlined"
              startIcon={<AddLinkIcon />}
              disabled={issue.isPending}
              onClick={() => issue.mutate(purpose)}
            >
              New link: {DRIVER_LINK_PURPOSE_LABELS[purpose]}
            </Button>
          ),
        )}
      </Stack>
      {links.isPending && <Skeleton variant="rounded" height={64} aria-label="Loading driver links" />}
      {links.isError && <QueryErrorAlert query={links} />}
      {links.data &&
        (links.data.length === 0 ? (
          <Typography>No driver links yet.</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0 }} aria-label="Driver links">
            {links.data.map((link) => (
              <LinkRow
                key={link.id}
                link={link}
                mailable={Boolean(claim.customerEmail)}
                busy={resend.isPending || revoke.isPending}
                onResend={() => resend.mutate(link)}
                onRevoke={() => setRevoking(link)}
              />
            ))}
          </Box>
        ))}
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke the link"
        text="The link stops working at once. The driver will need a new one."
        confirmLabel="Revoke"
        color="error"
        busy={revoke.isPending}
        onClose={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking)}
      />
    </>
  );
}

/**
 * The claim's driver links (issue 24): see, copy, issue, revoke and resend them. Shown only to those who
 * manage them (super admins, the claim's own client staff with ReadClaims), and not on a deleted claim.
 */
export function DriverLinksSection({ claim }: { claim: TClaim }) {
  const { user } = useAuth();
  if (!user || claim.deletedAt || !managesDriverLinks(user, claim.clientOrganisation.id)) return null;
  return (
    <ClaimSection title="Driver links">
      <DriverLinksList claim={claim} />
    </ClaimSection>
  );
}
