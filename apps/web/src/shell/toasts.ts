import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack';

/** What the mounted toaster does (toaster.tsx: notistack's own functions). */
export interface Toaster {
  enqueue(message: SnackbarMessage, options?: OptionsObject): void;
  close(key: SnackbarKey): void;
}

let toaster: Toaster | null = null;
const waiting: [SnackbarMessage, OptionsObject | undefined][] = [];

/**
 * Shows a toast (bottom right, spec section 9). notistack loads just after the first render, not with
 * the entry (toaster.tsx); a toast asked for before that, such as the expired session's on start, is
 * shown as soon as it has.
 */
export function showToast(message: SnackbarMessage, options?: OptionsObject): void {
  if (toaster) toaster.enqueue(message, options);
  else waiting.push([message, options]);
}

/** Closes one toast (its action's `key`); a toast is only ever closed once it is showing. */
export function closeToast(key: SnackbarKey): void {
  toaster?.close(key);
}

/** The toaster has mounted (or, with null, gone): what waited is shown now. */
export function toasterReady(ready: Toaster | null): void {
  toaster = ready;
  if (ready) for (const [message, options] of waiting.splice(0)) ready.enqueue(message, options);
}
