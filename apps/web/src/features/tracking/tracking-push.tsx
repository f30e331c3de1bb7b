import { errorText } from '@fixline/domain';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { Alert, Button } from '@mui/material';
import { useState } from 'react';
import { apiRequest } from '../../api/client.ts';
import { pushSupported } from '../notifications/push-supported.ts';
import { urlBase64ToUint8Array } from '../notifications/url-base64.ts';
import { WORKER_URL } from '../notifications/worker-messages.ts';
import { trackingPath } from './tracking-api.ts';

type PushState = 'idle' | 'asking' | 'on' | 'refused' | 'failed';

/**
 * Web push for the driver, only if they ask: the app's worker (public/sw.js) shows the pushes and opens
 * this page when one is clicked; the subscription is kept against the tracking link on the server.
 */
async function subscribeToTracking(token: string, publicKey: string): Promise<void> {
  await navigator.serviceWorker.register(WORKER_URL, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: urlBase64ToUint8Array(publicKey),
    }));
  await apiRequest(`${trackingPath(token)}/push`, { method: 'POST', body: { subscription: subscription.toJSON() } });
}

export function TrackingPush({ token, publicKey }: { token: string; publicKey: string }) {
  const [state, setState] = useState<PushState>('idle');
  const [message, setMessage] = useState('');
  if (!pushSupported()) return null;
  if (state === 'on') return <Alert severity="success">We will tell you on this phone when your claim moves on.</Alert>;

  const ask = async () => {
    setState('asking');
    try {
      if ((await Notification.requestPermission()) !== 'granted') {
        setState('refused');
        return;
      }
      await subscribeToTracking(token, publicKey);
      setState('on');
    } catch (error) {
      setMessage(errorText(error));
      setState('failed');
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        size="large"
        startIcon={<NotificationsActiveIcon />}
        onClick={ask}
        disabled={state === 'asking'}
        sx={{ minHeight: 48, alignSelf: 'flex-start' }}
      >
        Tell me when it changes
      </Button>
      {state === 'refused' && (
        <Alert severity="info">
          Notifications are turned off for this site. This page still updates while it is open.
        </Alert>
      )}
      {state === 'failed' && <Alert severity="warning">Notifications could not be turned on: {message}</Alert>}
    </>
  );
}
