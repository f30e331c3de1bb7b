import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api/client.ts';
import { EARLY_READS_GLOBAL, earlyField } from './api/early-reads.ts';
import { storeToken } from './auth/token-storage.ts';
import { earlyStartScript } from './early-start-script.ts';
import { claimReadPath } from './features/claims/claim-api.ts';

const CLAIM_ID = '00000000-0000-4000-8000-000000000002';
const CHUNKS = ['/assets/ui-1a2b.js', '/assets/claim-page-3c4d.js'];

/** Runs the script as the drawn page's head does: its text, with no module around it. */
function runScript(route: string, path: string): void {
  window.history.replaceState(null, '', path);
  new Function(earlyStartScript(route, CHUNKS))();
}

const requested = (fetchMock: ReturnType<typeof vi.fn>) => fetchMock.mock.calls.map(([url]) => String(url));
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('the early start of a signed-in page', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    // The page's paint, where jsdom does not tell of one: an animation frame, then a timer.
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    localStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(
      async () => new Response('{"id":"x"}', { headers: { 'content-type': 'application/json' } }),
    );
  });
  afterEach(() => {
    vi.clearAllTimers();
    vi.useRealTimers();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    delete (window as unknown as Record<string, unknown>)[EARLY_READS_GLOBAL];
    for (const link of document.head.querySelectorAll('link')) link.remove();
    document.body.replaceChildren();
  });

  it('starts the restore and the claim with the stored token: the very requests the app makes, taken once', async () => {
    storeToken('the-token');
    runScript('/dashboardClaim/:claimId', `/dashboardclaim/${CLAIM_ID}/`);
    expect(requested(fetchMock)).toEqual(['/api/users/current', claimReadPath(CLAIM_ID)]);
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string> | undefined;
    expect(headers?.Authorization).toBe('Bearer the-token');

    await expect(apiRequest(claimReadPath(CLAIM_ID))).resolves.toEqual({ id: 'x' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // Once only: a later read must see later data.
    await apiRequest(claimReadPath(CLAIM_ID));
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('hands a read over only to the same token: another sign-in asks again', async () => {
    storeToken('the-token');
    runScript('/home', '/home');
    expect(requested(fetchMock)).toEqual(['/api/users/current']);
    storeToken('another-token');
    await apiRequest('/api/users/current');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const headers = fetchMock.mock.calls[1]?.[1]?.headers as Record<string, string> | undefined;
    expect(headers?.Authorization).toBe('Bearer another-token');
  });

  it('asks again when the early read failed to arrive', async () => {
    storeToken('the-token');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    runScript('/home', '/home');
    await expect(apiRequest('/api/users/current')).resolves.toEqual({ id: 'x' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('writes a route parameter as the app does: decoded by the router, encoded into the request', () => {
    storeToken('the-token');
    runScript('/dashboardClaim/:claimId', '/dashboardClaim/a%20b');
    expect(requested(fetchMock)).toContain(claimReadPath('a b'));
  });

  it('starts nothing without a stored token, or on a path that is not the page’s', () => {
    runScript('/dashboardClaim/:claimId', `/dashboardClaim/${CLAIM_ID}`);
    storeToken('the-token');
    runScript('/dashboardClaim/:claimId', '/home');
    runScript('/dashboardClaim/:claimId', '/dashboardClaim/%E0%A4%A');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window).not.toHaveProperty(EARLY_READS_GLOBAL);
  });

  it('asks for the page’s chunks, at low priority, only once the frame’s contents are painted', async () => {
    storeToken('the-token');
    runScript('/home', '/home');
    expect(preloads()).toEqual([]);
    vi.runAllTimers();
    expect(preloads()).toEqual(CHUNKS);
    expect(document.head.querySelector('link')?.crossOrigin).toBe('');
    expect(document.head.querySelector('link')?.getAttribute('fetchpriority')).toBe('low');
  });

  it('draws the claim’s reference into the frame’s heading as soon as the claim arrives, and the app still reads the claim', async () => {
    storeToken('the-token');
    const claim = { id: CLAIM_ID, reference: 'FX-000002' };
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify(claim), { headers: { 'content-type': 'application/json' } }),
    );
    document.body.innerHTML =
      '<h1 id="frame">Claim <span data-early-field="reference"><span class="skeleton"></span></span></h1>';
    const painted = document.getElementById('frame');
    runScript('/dashboardClaim/:claimId', `/dashboardClaim/${CLAIM_ID}`);
    await vi.waitFor(() => expect(document.querySelector('h1')?.textContent).toBe('Claim FX-000002'));
    // A heading drawn anew, which the browser times as a paint of its own; the one painted with the
    // frame is gone.
    expect(document.querySelector('h1')).not.toBe(painted);
    expect(document.querySelector('h1')?.id).toBe('frame');
    // The skeletons drawn before the page's own heading show it too, for this page and this person only.
    expect(earlyField('reference', 'the-token')).toBe('FX-000002');
    expect(earlyField('reference', 'another-token')).toBeUndefined();
    await expect(apiRequest(claimReadPath(CLAIM_ID))).resolves.toEqual(claim);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    window.history.replaceState(null, '', '/dashboardClaim/another-claim');
    expect(earlyField('reference', 'the-token')).toBeUndefined();
  });

  it('leaves the heading’s skeleton when the claim cannot be read', async () => {
    storeToken('the-token');
    fetchMock.mockImplementation(async () => new Response('{"message":"Not found"}', { status: 404 }));
    document.body.innerHTML = '<h1>Claim <span data-early-field="reference"><span class="skeleton"></span></span></h1>';
    runScript('/dashboardClaim/:claimId', `/dashboardClaim/${CLAIM_ID}`);
    await expect(apiRequest(claimReadPath(CLAIM_ID))).rejects.toThrow();
    expect(document.querySelector('.skeleton')).not.toBeNull();
    expect(earlyField('reference', 'the-token')).toBeUndefined();
  });

  it('cannot close its own script element, whatever the plan holds', () => {
    expect(earlyStartScript('/home', ['/assets/</script><script>alert(1)//.js'])).not.toContain('</script>');
  });
});
