import { IDEMPOTENCY_KEY_HEADER, type TClaimImage, type TFnolClaimResponse, type TSignedUpload } from '@fixline/domain';
import { apiRequest } from '../../api/client.ts';
import type { UploadDestination } from '../files/upload-claim-file.ts';
import { type FnolOutbox, saveOutbox } from './fnol-store.ts';

/** The wizard's own service worker, for its pages only (public/fnol-sw.js, which repeats these strings). */
export const FNOL_WORKER = { url: '/fnol-sw.js', scope: '/fnol' } as const;
/** The background sync tag the worker sends a waiting report on. */
export const FNOL_SYNC_TAG = 'fnol-report';
/** Page → worker: the built files this page loaded, to keep for a visit without a network. */
export const FNOL_KEEP_MESSAGE = 'fixline:fnol-keep';

/** A driver has no account: the calls go without a token, even if staff are signed in on this browser. */
const NO_TOKEN = '';

/**
 * POST /api/claims/fnol with the report's own Idempotency-Key: this page, a retry, a double tap and the
 * service worker all send the same key with the same body, so the server makes one claim and answers
 * each of them with it. The answer (with the upload secret) is kept beside the report.
 */
export async function sendReport(outbox: FnolOutbox): Promise<TFnolClaimResponse> {
  const answer = await apiRequest<TFnolClaimResponse>('/api/claims/fnol', {
    method: 'POST',
    body: outbox.body,
    headers: { [IDEMPOTENCY_KEY_HEADER]: outbox.key },
    token: NO_TOKEN,
  });
  await saveOutbox({ ...outbox, answer });
  return answer;
}

/** Background Sync is not in TypeScript's DOM types yet, nor in every browser (Chromium has it). */
interface WithSync {
  sync?: { register: (tag: string) => Promise<void> };
}

/**
 * Registers the wizard's service worker while the network is there (the later steps do, as they open),
 * so that a report sent without a network can be left to it, and tells it which files this page
 * loaded, so that the wizard opens again without a network.
 */
export function registerWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register(FNOL_WORKER.url, { scope: FNOL_WORKER.scope })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
      registration.active?.postMessage({ type: FNOL_KEEP_MESSAGE, urls: [location.pathname, ...urls] });
    })
    .catch((error: unknown) => console.warn('Service worker registration failed:', error));
}

/**
 * Asks the service worker to send the waiting report when the network returns, even if this page is
 * closed by then. Where there is no worker or no Background Sync, the page's own `online` listener sends it.
 */
export async function sendWhenOnline(): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  try {
    const registration = (await navigator.serviceWorker.getRegistration(FNOL_WORKER.scope)) as
      | (ServiceWorkerRegistration & WithSync)
      | undefined;
    if (!registration?.active || !registration.sync) return false;
    await registration.sync.register(FNOL_SYNC_TAG);
    return true;
  } catch (error) {
    console.warn('Background sync registration failed:', error);
    return false;
  }
}

/** Where the report's files go: signed and recorded with its upload secret (decision 0010). */
export function reportDestination(answer: Pick<TFnolClaimResponse, 'id' | 'uploadSecret'>): UploadDestination {
  const secret = answer.uploadSecret;
  return {
    sign: (query, signal) =>
      apiRequest<TSignedUpload>(`/api/images/noauth/sign-s3?${new URLSearchParams({ ...query, secret })}`, {
        signal,
        token: NO_TOKEN,
      }),
    record: (body, signal) =>
      apiRequest<TClaimImage>(`/api/claims/${encodeURIComponent(answer.id)}/images-fnol`, {
        method: 'POST',
        body: { ...body, secret },
        signal,
        token: NO_TOKEN,
      }),
  };
}
