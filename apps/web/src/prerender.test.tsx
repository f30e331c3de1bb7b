// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS, prerenderPage } from './prerender.tsx';
import { PRERENDERED_STYLE_ATTRIBUTE } from './prerendered-styles.ts';

describe('the pages drawn at build time', () => {
  it('draw the sign-in page itself, never its skeleton, for a visitor not signed in', async () => {
    expect(PRERENDERED_PATHS).toEqual(['/login']);
    const markup = await prerenderPage('/login', 'THE_NONCE');
    expect(markup).toMatch(/<h1[^>]*>Sign in<\/h1>/);
    expect(markup).toMatch(/<input[^>]*name="email"/);
    expect(markup).toMatch(/<input[^>]*type="password"[^>]*name="password"/);
    // Sign in waits for the scripts, which make it work (login-page.tsx).
    expect(markup).toMatch(/<button[^>]*type="submit"[^>]*>Sign in<\/button>/);
    expect(/<button[^>]*type="submit"[^>]*>/.exec(markup)?.[0]).toContain('disabled');
    expect(markup).toContain('>Login<'); // the signed-out top bar
    expect(markup).not.toContain('aria-label="Loading"');
  });

  it('carry MUI’s styles inline with the nonce, and nothing the page’s policy would refuse', async () => {
    const markup = await prerenderPage('/login', 'THE_NONCE');
    const styleTags = markup.match(/<style[^>]*>/g) ?? [];
    expect(styleTags.length).toBeGreaterThan(10);
    for (const tag of styleTags) expect(tag).toContain('nonce="THE_NONCE"');
    // No script (an outlined Suspense boundary is revealed by one) and no style attribute.
    expect(markup).not.toContain('<script');
    expect(markup).not.toContain(' style="');
    expect(markup).toContain(` ${PRERENDERED_STYLE_ATTRIBUTE}="`);
  });
});
