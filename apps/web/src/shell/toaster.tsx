import { LAYOUT } from '@fixline/domain';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { TOAST_COMPONENTS } from './toast-content.tsx';
import { toasterReady } from './toasts.ts';

/**
 * notistack's provider, mounted beside the app rather than around it, so it can load after the first
 * render (App.tsx): toasts reach it through notistack's own functions, which act on the provider
 * mounted last (toasts.ts).
 */
export function Toaster() {
  useEffect(() => {
    toasterReady({ enqueue: (message, options) => enqueueSnackbar(message, options), close: closeSnackbar });
    return () => toasterReady(null);
  }, []);
  return (
    <SnackbarProvider
      maxSnack={LAYOUT.maxToasts}
      autoHideDuration={LAYOUT.toastAutoHideMs}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      Components={TOAST_COMPONENTS}
    />
  );
}
