// @vitest-environment node
import { TRACKING_MESSAGES } from '@fixline/domain';
import { describe, expect, it } from 'vitest';
import { drawnPageScript, PRERENDERED_PAGES, type PrerenderedPage, prerenderPage } from './prerender.tsx';
import { PRERENDERED_STYLE_ATTRIBUTE } from './prerendered-styles.ts';

const LOGIN: PrerenderedPage = { path: '/login', drawnFor: 'visitor', modules: [] };
const frame = (path: string): PrerenderedPage => ({ path, drawnFor: 'session', modules: [] });

describe('the pages drawn at build time', () => {
  it('are the sign-in page for visitors and a frame for every signed-in route', () => {
    expect(PRERENDERED_PAGES[0]).toEqual(LOGIN);
    const frames = PRERENDERED_PAGES.filter((page) => page.drawnFor === 'session').map((page) => page.path);
    expect(frames).toContain('/home');
    expect(frames).toContain('/dashboardClaim/:claimId');
    expect(frames).not.toContain('/login');
    expect(frames).not.toContain('/fnol'); // public: nothing to restore
  });

  it('draw the drivers’ public pages as they are before their first read answers, never a broken link', async () => {
    const publicFrames = PRERENDERED_PAGES.filter((page) => page.drawnFor === 'anyone');
    const paths = publicFrames.map((page) => page.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/fnol', '/track/:token', '/quote-accept/:quoteId', '/payment/:claimId']),
    );
    // Their first render reads the link's token, which a drawing made at build time has not got.
    expect(paths).not.toContain('/pickup/:claimId');
    expect(paths).not.toContain('/register');
    expect(paths).not.toContain('/login');
    for (const page of publicFrames) {
      const markup = await prerenderPage(page, 'THE_NONCE');
      expect(markup).toMatch(/^<div id="root" data-drawn-for="anyone">/);
      expect(markup, page.path).not.toMatch(/MuiAlert-\w*Error/);
    }
    const fnol = await prerenderPage({ path: '/fnol', drawnFor: 'anyone', modules: [] }, 'THE_NONCE');
    expect(fnol).toMatch(/<h1[^>]*>Report a claim<\/h1>/);
    // A new report's first step, as the scripts draw it before the browser's database answers.
    // Typed into before the scripts run, it would be lost when they draw the step in its place.
    expect(/<input[^>]*name="fnolCode"[^>]*>/.exec(fnol)?.[0]).toContain('disabled');
    expect(fnol).not.toContain('aria-label="Loading"');
    const track = await prerenderPage({ path: '/track/:token', drawnFor: 'anyone', modules: [] }, 'THE_NONCE');
    expect(track).toContain('aria-label="Loading"');
    // What the page is for, painted with the HTML: the page's largest element (decision 0076).
    expect(track).toContain(TRACKING_MESSAGES.about);
    expect(
      drawnPageScript({ path: '/fnol', drawnFor: 'anyone', modules: [] }, { chunks: [], entry: '/x.js' }),
    ).toBeUndefined();
  });

  it('name the modules each signed-in page loads first, and start them with a script of their own', () => {
    const page = (path: string) => PRERENDERED_PAGES.find((drawn) => drawn.path === path);
    expect(page('/dashboardClaim/:claimId')?.modules).toEqual([
      'src/features/claims/claim-page.tsx',
      'src/api/query-provider.tsx',
      'src/shell/nav-drawer.tsx',
    ]);
    expect(page('/quick-quote')?.modules).toEqual([
      'src/features/quick-quote/quick-quote-page.tsx',
      'src/api/query-provider.tsx',
      'src/shell/nav-drawer.tsx',
    ]);
    const files = { chunks: ['/assets/home.js'], entry: '/assets/index.js' };
    expect(drawnPageScript(frame('/home'), files)?.source).toContain('"/assets/home.js"');
    // The frame keeps its own tag for the entry, but for a page whose heading waits for a read.
    expect(drawnPageScript(frame('/home'), files)?.addsEntry).toBe(false);
    expect(drawnPageScript(frame('/dashboardClaim/:claimId'), files)?.addsEntry).toBe(true);
    // The sign-in page is in the entry and has nothing to restore.
    expect(drawnPageScript(LOGIN, { chunks: [], entry: '/assets/index.js' })).toBeUndefined();
  });

  it('draw the sign-in page itself, never its skeleton, for a visitor not signed in', async () => {
    const markup = await prerenderPage(LOGIN, 'THE_NONCE');
    expect(markup).toMatch(/^<div id="root" data-drawn-for="visitor">/);
    expect(markup).toMatch(/<h1[^>]*>Sign in<\/h1>/);
    expect(markup).toMatch(/<input[^>]*name="email"/);
    expect(markup).toMatch(/<input[^>]*type="password"[^>]*name="password"/);
    // Sign in waits for the scripts, which make it work (login-page.tsx).
    expect(markup).toMatch(/<button[^>]*type="submit"[^>]*>Sign in<\/button>/);
    expect(/<button[^>]*type="submit"[^>]*>/.exec(markup)?.[0]).toContain('disabled');
    expect(markup).toContain('>Login<'); // the signed-out top bar
    expect(markup).not.toContain('aria-label="Loading"');
  });

  it('draw a signed-in page as it is while the session restores: its frame, with its heading where it is always the same', async () => {
    const home = await prerenderPage(frame('/home'), 'THE_NONCE');
    expect(home).toMatch(/^<div id="root" data-drawn-for="session">/);
    expect(home).toMatch(/<h1[^>]*>Claims<\/h1>/);
    expect(home).toContain('aria-label="Loading"');
    expect(home).toContain('>Fixline<');
    // Neither the sign-in form nor the signed-out top bar: the visitor is someone whose session restores.
    expect(home).not.toContain('name="password"');
    expect(home).not.toContain('>Login<');

    // A claim's heading is its reference, which only the claim brings: its words, and a slot the frame's
    // script fills in once the claim arrives (early-start-script.ts).
    const claim = await prerenderPage(frame('/dashboardClaim/:claimId'), 'THE_NONCE');
    expect(claim).toMatch(
      /<h1[^>]*>Claim(<!-- -->)? <span[^>]*data-early-field="reference"[^>]*><span class="MuiSkeleton/,
    );
    expect(claim).toContain('aria-label="Loading"');
  });

  it('carry every style they use, with the nonce, and nothing the page’s policy would refuse', async () => {
    for (const page of [LOGIN, frame('/home'), frame('/dashboardClaim/:claimId')]) {
      const markup = await prerenderPage(page, 'THE_NONCE');
      const styleTags = markup.match(/<style[^>]*>/g) ?? [];
      for (const tag of styleTags) expect(tag).toContain('nonce="THE_NONCE"');
      // Each class emotion gave an element has its style written (the skeleton's once went missing: its
      // Suspense fallback, rendered first and then dropped, had taken the styles the two share).
      const written = new Set(
        [...markup.matchAll(/data-emotion="[^" ]+ ([^"]+)"/g)].flatMap((match) => (match[1] ?? '').split(' ')),
      );
      const used = [...markup.matchAll(/class="[^"]*\bcss-([\w-]+)/g)].map((match) => match[1]);
      expect(used.length).toBeGreaterThan(5);
      expect(used.filter((id) => id !== '0' && !written.has(id ?? ''))).toEqual([]);
      // No script (an outlined Suspense boundary is revealed by one) and no style attribute.
      expect(markup).not.toContain('<script');
      expect(markup).not.toContain(' style="');
    }
    expect(await prerenderPage(LOGIN, 'THE_NONCE')).toContain(` ${PRERENDERED_STYLE_ATTRIBUTE}="`);
  });
});
