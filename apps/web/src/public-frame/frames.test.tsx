// @vitest-environment node
import { TRACKING_MESSAGES } from '@fixline/domain';
import { describe, expect, it } from 'vitest';
import { drawFrame, PUBLIC_FRAMES } from './frames.tsx';

describe('the public pages’ frames', () => {
  it('are the FNOL wizard’s and the tracking page’s, drawn without a word about a broken link', async () => {
    expect(PUBLIC_FRAMES).toEqual(['/fnol', '/track/:token']);
    for (const path of PUBLIC_FRAMES) {
      const markup = await drawFrame(path, 'THE_NONCE');
      expect(markup).toMatch(/^<div id="root">/);
      expect(markup, path).not.toMatch(/MuiAlert-\w*Error/);
    }
  });

  it('draw /fnol’s first step, waiting for the scripts, and /track’s heading with what the page is for', async () => {
    const fnol = await drawFrame('/fnol', 'THE_NONCE');
    expect(fnol).toMatch(/<h1[^>]*>Report a claim<\/h1>/);
    // Typed into before the scripts run, it would be lost when they draw the step in its place.
    expect(/<input[^>]*name="fnolCode"[^>]*>/.exec(fnol)?.[0]).toContain('disabled');
    expect(fnol).not.toContain('aria-label="Loading"');
    const track = await drawFrame('/track/:token', 'THE_NONCE');
    expect(track).toMatch(/<h1[^>]*>Your claim<\/h1>/);
    // The page's largest element, painted with the HTML (decision 0076); the rest waits for the read.
    expect(track).toContain(TRACKING_MESSAGES.about);
    expect(track).toContain('aria-label="Loading"');
  });

  it('carry every style they use, with the nonce, and nothing the page’s policy would refuse', async () => {
    for (const path of PUBLIC_FRAMES) {
      const markup = await drawFrame(path, 'THE_NONCE');
      for (const tag of markup.match(/<style[^>]*>/g) ?? []) expect(tag).toContain('nonce="THE_NONCE"');
      const written = new Set(
        [...markup.matchAll(/data-emotion="[^" ]+ ([^"]+)"/g)].flatMap((match) => (match[1] ?? '').split(' ')),
      );
      const used = [...markup.matchAll(/class="[^"]*\bcss-([\w-]+)/g)].map((match) => match[1]);
      expect(used.length).toBeGreaterThan(5);
      expect(used.filter((id) => id !== '0' && !written.has(id ?? ''))).toEqual([]);
      expect(markup).not.toContain('<script');
      expect(markup).not.toContain(' style="');
    }
  });
});
