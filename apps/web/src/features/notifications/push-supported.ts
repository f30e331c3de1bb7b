/**
 * Whether this browser can take web push at all. Apart from the push flow (push-registration.ts), so
 * the driver's tracking page can ask without loading the staff's flow and its schemas.
 */
export function pushSupported(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window;
}
