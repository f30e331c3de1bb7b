import { CLAIM_ACTIONS, type ClaimAction, isSuperAdmin, type TClaim } from '@fixline/domain';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button } from '@mui/material';
import { Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../../auth/auth-context.ts';
import { lazyNamed } from '../../../components/lazy-named.ts';
import { modifyClaimPath } from '../claim-api.ts';
import { isErrorValue } from '../partner-action.ts';
import { useClaimAction } from '../use-claim-action.ts';
import { opensDialog } from './opens-dialog.ts';

/** The dialogs bring the forms (zod, react-hook-form): they load when one first opens, not with the claim. */
const ActionDialog = lazyNamed(() => import('./action-dialog.tsx'), 'ActionDialog');

/** Actions whose control sits beside what they act on: comments, labels, the issue and deleted banners. */
export const PLACED_ELSEWHERE: readonly ClaimAction[] = [
  'comment',
  'add-label',
  'remove-label',
  'resolve-issue',
  'revive',
  // Always of one bid: asked beside the bids (the claim page's Bids section).
  'request-bid-authorisation',
  // Dates, beside the driver's availability (the claim page's Repair date section).
  'book-repair-date',
  'book-bodyshop-repair-date',
  'override-repair-date',
  'set-pickup-availability',
];

/**
 * While bidding, approving for repair is choosing a bid, beside the bids (the Bids section); a super
 * admin may still name a repairer directly from the bar.
 */
function choosesABid(claim: TClaim, action: ClaimAction, superAdmin: boolean): boolean {
  return action === 'approve-for-repair' && claim.status === 'bidding' && !superAdmin;
}

/** Actions that step back, stop, remove or go to a partner: outlined, so the way forward stands out. */
const SIDE_ACTIONS: readonly ClaimAction[] = [
  'reject',
  'archive',
  'unarchive',
  'rollback',
  'raise-issue',
  'change-repairer',
  'delete',
  // Partners: a side road beside the claim's own way forward.
  'return-to-premia',
  'send-bodyshop-lead',
  'send-clickmechanic',
  'request-bodyshop-approval',
];

/** The buttons of exactly the actions the server allows now, in the workflow table's order. */
export function ActionBar({ claim }: { claim: TClaim }) {
  const runner = useClaimAction(claim);
  const { user } = useAuth();
  const [open, setOpen] = useState<ClaimAction | null>(null);
  // A claim that moved on meanwhile (a 409 reloads it) may no longer allow the open dialog's action.
  if (open && !claim.allowedActions.includes(open)) setOpen(null);
  const superAdmin = user !== null && isSuperAdmin(user);
  const actions = claim.allowedActions.filter(
    (action) => !PLACED_ELSEWHERE.includes(action) && !choosesABid(claim, action, superAdmin),
  );
  // A partner call that could not be made (spec 8's error value) stays in view until the next action.
  const failed = isErrorValue(runner.data) ? runner.data.error : null;
  if (actions.length === 0 && !failed) return null;

  const start = (action: ClaimAction) => {
    if (opensDialog(action)) setOpen(action);
    else runner.mutate({ action });
  };

  return (
    <Box
      component="section"
      aria-label="Claim actions"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
    >
      {actions.map((action) =>
        action === 'update' ? (
          <Button
            key={action}
            component={RouterLink}
            to={modifyClaimPath(claim.id)}
            variant="outlined"
            startIcon={<EditIcon aria-hidden />}
          >
            {CLAIM_ACTIONS.update.label}
          </Button>
        ) : (
          <Button
            key={action}
            variant={SIDE_ACTIONS.includes(action) ? 'outlined' : 'contained'}
            color={action === 'delete' ? 'error' : 'primary'}
            disabled={runner.isPending}
            aria-haspopup={opensDialog(action) ? 'dialog' : undefined}
            onClick={() => start(action)}
          >
            {CLAIM_ACTIONS[action].label}
          </Button>
        ),
      )}
      {failed && (
        <Alert severity="error" sx={{ flexBasis: '100%' }}>
          {failed}
        </Alert>
      )}
      {open && (
        <Suspense fallback={null}>
          <ActionDialog action={open} claim={claim} runner={runner} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Box>
  );
}
