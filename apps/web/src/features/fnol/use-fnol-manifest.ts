import { useEffect } from 'react';

/** The wizard's web app manifest: installed from /fnol, it opens /fnol (public/fnol.webmanifest). */
export const FNOL_MANIFEST = '/fnol.webmanifest';

/**
 * Links the wizard's manifest while the wizard is open, so a driver can install it on their phone's
 * home screen; staff pages have none, and installing one of them would open the wrong page.
 */
export function useFnolManifest() {
  useEffect(() => {
    const link = document.createElement('link');
    link.rel = 'manifest';
    link.href = FNOL_MANIFEST;
    document.head.append(link);
    return () => link.remove();
  }, []);
}
