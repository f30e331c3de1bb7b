import { errorText, ROLE_LABELS, type Role, type TUser } from '@fixline/domain';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, Menu, MenuItem } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { showToast } from '../../shell/toasts.ts';
import { actOnUser, changeRole, peopleKey, type UserAction } from './people-api.ts';

type Change = { kind: UserAction } | { kind: 'role'; organisationId: string; organisationName: string; role: Role };

const DONE: Record<UserAction, string> = {
  disable: 'User disabled: their sessions have ended',
  enable: 'User enabled',
  'password-required': 'They will be asked to change their password',
};

function describe(change: Change, user: TUser): { title: string; text: string; confirm: string } {
  switch (change.kind) {
    case 'disable':
      return {
        title: `Disable ${user.name}`,
        text: 'They are signed out everywhere at once and cannot sign in until enabled again.',
        confirm: 'Disable',
      };
    case 'enable':
      return { title: `Enable ${user.name}`, text: 'They can sign in again.', confirm: 'Enable' };
    case 'password-required':
      return {
        title: `Require a password change from ${user.name}`,
        text: 'Their next request asks them to choose a new password before anything else.',
        confirm: 'Require change',
      };
    case 'role':
      return {
        title: `Make ${user.name} ${ROLE_LABELS[change.role].toLowerCase()} of ${change.organisationName}`,
        text:
          change.role === 'ADMIN'
            ? 'They can invite and manage the organisation’s people and change its settings.'
            : 'They keep their work but no longer manage the organisation’s people.',
        confirm: `Make ${ROLE_LABELS[change.role].toLowerCase()}`,
      };
  }
}

/**
 * What someone who manages people may do to one person: disable or enable them, require a password
 * change, or change their role in an organisation the manager runs (`organisations`: null for all).
 * Each asks first; a refusal (the last admin) is said as the server says it.
 */
export function UserActions({ user, organisations }: { user: TUser; organisations: readonly string[] | null }) {
  const queryClient = useQueryClient();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [change, setChange] = useState<Change | null>(null);
  const [open, setOpen] = useState(false);
  const run = useMutation({
    mutationFn: (c: Change) =>
      c.kind === 'role'
        ? changeRole(user.id, { organisationId: c.organisationId, role: c.role })
        : actOnUser(c.kind, user.id),
    onSuccess: (_saved, c) => {
      showToast(c.kind === 'role' ? 'Role changed' : DONE[c.kind], { variant: 'success' });
      setOpen(false);
    },
    onError: (error) => showToast(errorText(error), { variant: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: peopleKey }),
  });
  const choose = (next: Change) => {
    setAnchor(null);
    setChange(next);
    setOpen(true);
  };
  const roleChanges = user.permissions.filter(
    (p) => p.organisationType !== 'platform' && (organisations === null || organisations.includes(p.organisationId)),
  );
  const described = change ? describe(change, user) : null;

  return (
    <>
      <IconButton
        aria-label={`Actions for ${user.name}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {user.disabled ? (
          <MenuItem onClick={() => choose({ kind: 'enable' })}>Enable</MenuItem>
        ) : (
          <MenuItem onClick={() => choose({ kind: 'disable' })}>Disable</MenuItem>
        )}
        {!user.disabled && !user.requiredPasswordChange && (
          <MenuItem onClick={() => choose({ kind: 'password-required' })}>Require password change</MenuItem>
        )}
        {roleChanges.map((p) => {
          const role: Role = p.role === 'ADMIN' ? 'USER' : 'ADMIN';
          return (
            <MenuItem
              key={p.organisationId}
              onClick={() =>
                choose({ kind: 'role', organisationId: p.organisationId, organisationName: p.organisationName, role })
              }
            >
              Make {ROLE_LABELS[role].toLowerCase()} of {p.organisationName}
            </MenuItem>
          );
        })}
      </Menu>
      <ConfirmDialog
        open={open}
        title={described?.title ?? ''}
        text={described?.text}
        confirmLabel={described?.confirm ?? 'Confirm'}
        color={change?.kind === 'disable' ? 'error' : 'primary'}
        busy={run.isPending}
        onClose={() => setOpen(false)}
        onConfirm={() => change && run.mutate(change)}
      />
    </>
  );
}
