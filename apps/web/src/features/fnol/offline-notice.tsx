import { Typography } from '@mui/material';
import { useSyncExternalStore } from 'react';

const subscribe = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/** Says so when the phone has lost its signal, and that carrying on is safe. */
export function OfflineNotice() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  return (
    <Typography role="status" sx={{ minHeight: '1.5em', mt: 2 }}>
      {online ? (
        ''
      ) : (
        <>
          <strong>You are offline.</strong> Carry on: everything is kept on this phone and sent when you have signal.
        </>
      )}
    </Typography>
  );
}
