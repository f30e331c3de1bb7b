import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api/client.ts';
import { EARLY_READS_GLOBAL, earlyField } from './api/early-reads.ts';
import { storeToken } from './auth/token-storage.ts';
import { earlyStartScript } from './early-start-script.ts';
import { claimReadPath } from './features/claims/claim-api.ts';

const CLAIM_ID = '00000000-0000-4000-8000-000000000002';
const CHUNKS = ['/assets/ui-1a2b.js', '/assets/claim-page-3c4d.js'];
const ENTRY = '/assets/index-5e6f.js';

/** Runs the script as the drawn page's head does: its text, with no module around it. */
function runScript(route: string, path: string): void {
  window.history.replaceState(null, '', path);
  new Function(earlyStartScript(route, { chunks: CHUNKS, entry: ENTRY }).source)();
}

const requested = (fetchMock: ReturnType<typeof vi.fn>) => fetchMock.mock.calls.map(([url]) => String(url));
/**
 * Waits for `done` without moving the faked clock (vi.waitFor would: the paint's timers must wait): the
 * answers' bodies arrive through the event loop's own turns.
 */
async function until(done: () => boolean): Promise<void> {
  for (let turn = 0; turn < 100 && !done(); turn++) await new Promise((resolve) => setImmediate(resolve));
  expect(done()).toBe(true);
}

/** The scripts the frame's script added to the head, kept out of it: jsdom loads none, and says so loudly. */
let addedScripts: HTMLScriptElement[] = [];
const entries = () =>
  addedScripts.filter((script) => script.type === 'module').map((script) => script.getAttribute('src'));
/** The page's chunk links end as the browser ends them, one event each, in order. */
const arrive = (...events: ('load' | 'error')[]) => {
  const links = document.head.querySelectorAll('link[rel="modulepreload"]:not([data-ended])');
  events.forEach((event, index) => {
    links[index]?.setAttribute('data-ended', event);
    links[index]?.dispatchEvent(new Event(event));
  });
};
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('the early start of a signed-in page', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    addedScripts = [];
    const append = document.head.append.bind(document.head);
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      for (const node of nodes) {
        if (node instanceof HTMLScriptElement) addedScripts.push(node);
        else append(node);
      }
    });
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
    vi.restoreAllMocks();
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

  it('reads nothing without a stored token, or on a path that is not the page’s, and still starts the app', () => {
    runScript('/dashboardClaim/:claimId', `/dashboardClaim/${CLAIM_ID}`);
    storeToken('the-token');
    runScript('/dashboardClaim/:claimId', '/home');
    runScript('/dashboardClaim/:claimId', '/dashboardClaim/%E0%A4%A');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window).not.toHaveProperty(EARLY_READS_GLOBAL);
    // The claim page's frame leaves its entry to the script, which adds it at once; no page's chunks.
    expect(entries()).toEqual([ENTRY, ENTRY, ENTRY]);
    expect(preloads()).toEqual([]);
  });

  it('starts the app even when the stored token cannot be read', () => {
    // As a browser that keeps no site data answers.
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => runScript('/dashboardClaim/:claimId', `/dashboardClaim/${CLAIM_ID}`)).toThrow('insecure');
    expect(entries()).toEqual([ENTRY]);
  });

  it('leaves the entry to the frame’s own tag on a page without a heading to draw', () => {
    storeToken('the-token');
    runScript('/home', '/home');
    vi.runAllTimers();
    expect(entries()).toEqual([]);
    expect(earlyStartScript('/home', { chunks: CHUNKS, entry: ENTRY }).addsEntry).toBe(false);
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
    await until(() => document.querySelector('h1')?.textContent === 'Claim FX-000002');
    // A heading drawn anew, which the browser times as a paint of its own; the one painted with the
    // frame is gone.
    expect(document.querySelector('h1')).not.toBe(painted);
    expect(document.querySelector('h1')?.id).toBe('frame');
    // Nothing of the app's is asked for until the heading is on screen: then its entry and chunks.
    expect(entries()).toEqual([]);
    expect(preloads()).toEqual([]);
    vi.runAllTimers();
    expect(entries()).toEqual([ENTRY]);
    expect(preloads()).toEqual(CHUNKS);
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
    // The app starts at once, with no heading to wait for: its chunks asked for, then the entry.
    await until(() => preloads().length > 0);
    expect(preloads()).toEqual(CHUNKS);
    arrive('load', 'error');
    expect(entries()).toEqual([ENTRY]);
  });

  it('asks for the chunks at once when the frame has no heading to draw the claim into', async () => {
    storeToken('the-token');
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ reference: 'FX-000002' })));
    runScript('/dashboardClaim/:claimId', `/dashboardClaim/${CLAIM_ID}`);
    await until(() => preloads().length > 0);
    expect(preloads()).toEqual(CHUNKS);
  });

  it('runs the entry once the page’s chunks have arrived, or after 300 ms while they are still coming', async () => {
    storeToken('the-token');
    fetchMock.mockImplementation(async () => new Response('{"message":"Not found"}', { status: 404 }));
    runScript('/dashboardClaim/:claimId', `/dashboardClaim/${CLAIM_ID}`);
    await until(() => preloads().length > 0);
    arrive('load');
    vi.advanceTimersByTime(299);
    expect(entries()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(entries()).toEqual([ENTRY]);
    // Once only, when the last chunk arrives after all.
    arrive('load', 'load');
    expect(entries()).toEqual([ENTRY]);
  });

  describe('where the browser times the drawn heading’s paint (Element Timing)', () => {
    let report: (identifiers: string[]) => void = () => undefined;
    beforeEach(() => {
      storeToken('the-token');
      fetchMock.mockImplementation(
        async () => new Response(JSON.stringify({ reference: 'FX-000002' }), { status: 200 }),
      );
      document.body.innerHTML = '<h1>Claim <span data-early-field="reference"></span></h1>';
      class Timings {
        static supportedEntryTypes = ['paint', 'element'];
        constructor(callback: (list: { getEntries: () => { identifier: string }[] }) => void) {
          report = (identifiers) => callback({ getEntries: () => identifiers.map((identifier) => ({ identifier })) });
        }
        observe() {}
        disconnect() {
          report = () => undefined;
        }
      }
      vi.stubGlobal('PerformanceObserver', Timings);
    });

    it('starts the app once the heading is presented, not at another element’s paint', async () => {
      runScript('/dashboardClaim/:claimId', `/dashboardClaim/${CLAIM_ID}`);
      await until(() => document.querySelector('h1')?.getAttribute('elementtiming') === 'early-heading');
      report(['something-else']);
      expect(entries()).toEqual([]);
      report(['early-heading']);
      expect(preloads()).toEqual(CHUNKS);
      arrive('load', 'load');
      expect(entries()).toEqual([ENTRY]);
      // Once only: the second's timer finds it started.
      vi.runAllTimers();
      expect(entries()).toEqual([ENTRY]);
    });

    it('starts it after a second when the heading is never timed (out of sight)', async () => {
      runScript('/dashboardClaim/:claimId', `/dashboardClaim/${CLAIM_ID}`);
      await until(() => document.querySelector('h1')?.textContent === 'Claim FX-000002');
      vi.advanceTimersByTime(999);
      expect(preloads()).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(preloads()).toEqual(CHUNKS);
    });
  });

  it('cannot close its own script element, whatever the plan holds', () => {
    const files = { chunks: ['/assets/</script><script>alert(1)//.js'], entry: '/assets/</script>.js' };
    expect(earlyStartScript('/dashboardClaim/:claimId', files).source).not.toContain('</script>');
  });
});
