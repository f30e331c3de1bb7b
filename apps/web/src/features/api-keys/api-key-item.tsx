import { API_KEY_SCOPE_LABELS, type TApiKey } from '@fixline/domain';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { formatDateTime, formatDay } from '../../components/format-date.ts';

interface ApiKeyItemProps {
  apiKey: TApiKey;
  onRotate: () => void;
  onRevoke: () => void;
  busy: boolean;
  /** Revoked here, just now: its buttons go, and the focus that was on them comes to its name. */
  revokedHere: boolean;
}

/** When it was made, and by whom while that person is still known. */
function created(apiKey: TApiKey): string {
  const by = apiKey.createdBy ? ` by ${apiKey.createdBy.name}` : '';
  return `Created ${formatDay(apiKey.createdAt)}${by}`;
}

/**
 * One key: its name, the start of its secret to tell it from the others, its scopes, its dates. A revoked
 * key stays listed, greyed and with nothing left to do, so its admins can tell which system was cut off.
 */
export function ApiKeyItem({ apiKey, onRotate, onRevoke, busy, revokedHere }: ApiKeyItemProps) {
  const revoked = apiKey.revokedAt !== null;
  // Only while it still works: once it has ended, the old secret is nothing to act on.
  const oldSecretEndsAt =
    !revoked && apiKey.oldSecretEndsAt !== null && Date.parse(apiKey.oldSecretEndsAt) > Date.now()
      ? apiKey.oldSecretEndsAt
      : null;
  // Revoking takes the buttons away and the focus with them: it goes to the key's name, not the page's top.
  // A passive effect, so it runs after the closing dialog has let the focus go (MUI's FocusTrap gives it
  // back, to the Revoke button that is no longer there, in an effect of its own).
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (revoked && revokedHere) heading.current?.focus();
  }, [revoked, revokedHere]);
  // Greyed with the secondary text colour, not the disabled one: what it says must still be readable (4.5:1).
  const ink = revoked ? 'text.secondary' : 'text.primary';
  return (
    <Box
      component="li"
      data-testid="api-key"
      // A rule between keys on the items themselves: a list holds only its items.
      sx={{ listStyle: 'none', '& + &': { borderTop: 1, borderColor: 'divider', pt: 2 } }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography
          component="h3"
          ref={heading}
          tabIndex={-1}
          sx={{ fontWeight: 600, overflowWrap: 'anywhere', color: ink, '&:focus': { outline: 'none' } }}
        >
          {apiKey.name}
        </Typography>
        <Typography
          component="span"
          variant="body2"
          sx={{ fontFamily: 'monospace', color: 'text.secondary', whiteSpace: 'nowrap' }}
        >
          {apiKey.prefix}…
        </Typography>
        {revoked && <Chip label="Revoked" size="small" variant="outlined" />}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', my: 1 }}>
        {apiKey.scopes.map((scope) => (
          <Chip
            key={scope}
            label={API_KEY_SCOPE_LABELS[scope]}
            size="small"
            variant={revoked ? 'outlined' : 'filled'}
            sx={{ color: ink }}
          />
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {created(apiKey)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {apiKey.lastUsedAt ? `Last used ${formatDateTime(apiKey.lastUsedAt)}` : 'Never used'}
      </Typography>
      {oldSecretEndsAt && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Old secret works until {formatDateTime(oldSecretEndsAt)}
        </Typography>
      )}
      {apiKey.revokedAt && (
        <Typography variant="body2" color="text.secondary">
          Revoked {formatDay(apiKey.revokedAt)}
        </Typography>
      )}
      {!revoked && (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button
            size="small"
            variant="outlined"
            onClick={onRotate}
            disabled={busy}
            aria-label={`Rotate ${apiKey.name}`}
          >
            Rotate
          </Button>
          <Button
            size="small"
            variant="outlined"
            color="error"
            onClick={onRevoke}
            disabled={busy}
            aria-label={`Revoke ${apiKey.name}`}
          >
            Revoke
          </Button>
        </Stack>
      )}
    </Box>
  );
}
