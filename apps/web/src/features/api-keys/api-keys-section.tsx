import { API_KEY_MESSAGES, errorText, type TApiKey, type TApiKeyRotateRequest } from '@fixline/domain';
import { Box, Skeleton, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isApiError } from '../../api/api-error.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { QueryErrorAlert } from '../../components/query-error-alert.tsx';
import { useIdempotencyKey } from '../../components/use-idempotency-key.ts';
import { showToast } from '../../shell/toasts.ts';
import { ApiKeyForm } from './api-key-form.tsx';
import { ApiKeyItem } from './api-key-item.tsx';
import { ApiKeySecret, type ShownSecret } from './api-key-secret.tsx';
import { apiKeysKey, revokeApiKey, rotateApiKey, useApiKeys } from './api-keys-api.ts';
import { RotateApiKeyDialog } from './rotate-api-key-dialog.tsx';

/** A dialog's key: kept while it closes, so its words do not change as it fades; `opening` counts the openings. */
interface Asking {
  apiKey: TApiKey;
  open: boolean;
  opening: number;
}

/**
 * Revoked meanwhile by someone else (409) or gone (404): asking again cannot work, so the dialog goes and
 * the list, read again, shows why. Any other failure (offline, say) leaves it open to try again.
 */
const settledElsewhere = (error: unknown) => isApiError(error, 409) || isApiError(error, 404);

/**
 * /organizations/{id}, for a client's admins and the platform: the keys its own systems call the API
 * with (issue 27, decision 0064), each with its scopes and when it was last used, a form to create one,
 * and rotating and revoking. A key's whole secret is shown here once, when it is created or rotated.
 */
export function ApiKeysSection({ organisationId }: { organisationId: string }) {
  const keys = useApiKeys(organisationId);
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  const openings = useRef(0);
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const [rotating, setRotating] = useState<Asking | null>(null);
  const [revoking, setRevoking] = useState<Asking | null>(null);
  const [revokedHere, setRevokedHere] = useState<string | null>(null);
  const ask = (apiKey: TApiKey): Asking => ({ apiKey, open: true, opening: ++openings.current });
  const close = (asking: Asking | null) => asking && { ...asking, open: false };
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiKeysKey(organisationId) });
  const fail = (error: unknown) => showToast(errorText(error), { variant: 'error' });

  const rotate = useMutation({
    mutationFn: ({ apiKey, body }: { apiKey: TApiKey; body: TApiKeyRotateRequest }) =>
      rotateApiKey(organisationId, apiKey.id, body, idempotency.keyFor(apiKey.id, body)),
    onSuccess: (rotated) => {
      idempotency.done();
      setRotating(close);
      if (rotated.secret)
        setShown({ keyId: rotated.id, title: `New secret of ${rotated.name}`, secret: rotated.secret });
      showToast(API_KEY_MESSAGES.rotated, { variant: 'success' });
    },
    onError: (error) => {
      fail(error);
      if (settledElsewhere(error)) setRotating(close);
    },
    onSettled: refresh,
  });
  const revoke = useMutation({
    mutationFn: (apiKey: TApiKey) => revokeApiKey(organisationId, apiKey.id),
    onSuccess: (revoked) => {
      // Shown revoked at once, in the same moment the dialog closes, rather than after the list is read again.
      queryClient.setQueryData<TApiKey[]>(apiKeysKey(organisationId), (listed) =>
        listed?.map((apiKey) => (apiKey.id === revoked.id ? revoked : apiKey)),
      );
      setRevokedHere(revoked.id);
      setRevoking(close);
      // A secret still on screen for a key that no longer works is no longer worth copying.
      setShown((secret) => (secret?.keyId === revoked.id ? null : secret));
      showToast(API_KEY_MESSAGES.revoked, { variant: 'success' });
    },
    onError: (error) => {
      fail(error);
      if (settledElsewhere(error)) setRevoking(close);
    },
    onSettled: refresh,
  });

  const created = (apiKey: TApiKey) => {
    if (apiKey.secret) setShown({ keyId: apiKey.id, title: `Secret of ${apiKey.name}`, secret: apiKey.secret });
  };

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        Your own systems create claims, add their photos and read their progress with a key of this organisation,
        instead of a person’s sign-in. A system sends its key with each call as{' '}
        <Box component="code" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
          Authorization: Bearer &lt;key&gt;
        </Box>
        , and may do only what the key’s scopes allow.
      </Typography>
      {shown && <ApiKeySecret shown={shown} onClose={() => setShown(null)} />}
      {keys.isPending && <Skeleton variant="rounded" height={96} />}
      {keys.isError && <QueryErrorAlert query={keys} />}
      {keys.data && keys.data.length > 0 && (
        <Stack component="ul" spacing={2} sx={{ m: 0, p: 0 }} aria-label="API keys">
          {keys.data.map((apiKey) => (
            <ApiKeyItem
              key={apiKey.id}
              apiKey={apiKey}
              busy={rotate.isPending || revoke.isPending}
              onRotate={() => setRotating(ask(apiKey))}
              onRevoke={() => setRevoking(ask(apiKey))}
              revokedHere={revokedHere === apiKey.id}
            />
          ))}
        </Stack>
      )}
      {keys.data?.length === 0 && <Typography color="text.secondary">No API keys yet.</Typography>}
      <ApiKeyForm organisationId={organisationId} onCreated={created} />
      {rotating && (
        <RotateApiKeyDialog
          key={rotating.opening}
          open={rotating.open}
          apiKey={rotating.apiKey}
          busy={rotate.isPending}
          onClose={() => setRotating(close)}
          onRotate={(oldSecretEnds) => rotate.mutate({ apiKey: rotating.apiKey, body: { oldSecretEnds } })}
        />
      )}
      <ConfirmDialog
        open={revoking?.open ?? false}
        title={`Revoke ${revoking?.apiKey.name ?? ''}?`}
        text="Systems using it are refused at once."
        confirmLabel="Revoke"
        color="error"
        busy={revoke.isPending}
        onClose={() => setRevoking(close)}
        onConfirm={() => revoking && revoke.mutate(revoking.apiKey)}
      />
    </Stack>
  );
}
