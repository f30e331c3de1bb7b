import {
  errorText,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TEXTS,
  NOTIFICATION_TYPES,
  type NotificationChannel,
  type NotificationPreferences,
  type NotificationType,
  USER_MESSAGES,
} from '@fixline/domain';
import {
  Alert,
  Button,
  Checkbox,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '../../api/client.ts';
import { showToast } from '../../shell/toasts.ts';

const PATH = '/api/users/current/notification-preferences';
const key = ['notification-preferences'] as const;

/** The types whose channels differ from what was loaded: only they are sent, so the rest keep the defaults. */
function changedTypes(saved: NotificationPreferences, chosen: NotificationPreferences) {
  return Object.fromEntries(
    NOTIFICATION_TYPES.filter((type) =>
      NOTIFICATION_CHANNELS.some((channel) => saved[type][channel] !== chosen[type][channel]),
    ).map((type) => [type, chosen[type]]),
  );
}

/** /user: which channels each kind of claim event reaches the person by (decision 0059). */
export function NotificationPreferencesForm() {
  const queryClient = useQueryClient();
  const saved = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiRequest<NotificationPreferences>(PATH, { signal }),
  });
  const [chosen, setChosen] = useState<NotificationPreferences | null>(null);
  const save = useMutation({
    mutationFn: (body: Partial<NotificationPreferences>) =>
      apiRequest<NotificationPreferences>(PATH, { method: 'PUT', body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(key, answer);
      setChosen(null);
      showToast(USER_MESSAGES.preferencesSaved, { variant: 'success' });
    },
  });

  if (saved.isError) return <Alert severity="error">{errorText(saved.error)}</Alert>;
  if (!saved.data) return null;
  const current = chosen ?? saved.data;
  const changes = changedTypes(saved.data, current);
  const toggle = (type: NotificationType, channel: NotificationChannel, on: boolean) =>
    setChosen({ ...current, [type]: { ...current[type], [channel]: on } });

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(changes);
      }}
    >
      {/* Focusable so keyboard users can scroll the table sideways on a phone. */}
      <TableContainer tabIndex={0} role="region" aria-label="Notification preferences table">
        <Table size="small" aria-label="Notification preferences">
          <TableHead>
            <TableRow>
              <TableCell>Event</TableCell>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <TableCell key={channel} align="center">
                  {NOTIFICATION_CHANNEL_LABELS[channel]}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {NOTIFICATION_TYPES.map((type) => (
              <TableRow key={type}>
                <TableCell component="th" scope="row">
                  {NOTIFICATION_TEXTS[type]}
                </TableCell>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <TableCell key={channel} align="center" padding="checkbox">
                    <Checkbox
                      checked={current[type][channel]}
                      onChange={(event) => toggle(type, channel, event.target.checked)}
                      slotProps={{
                        input: { 'aria-label': `${NOTIFICATION_CHANNEL_LABELS[channel]}: ${NOTIFICATION_TEXTS[type]}` },
                      }}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {save.isError ? <Alert severity="error">{errorText(save.error)}</Alert> : null}
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          disabled={Object.keys(changes).length === 0 || save.isPending}
        >
          Save notification preferences
        </Button>
      </Stack>
    </Stack>
  );
}
