import { afterEach, describe, expect, it } from 'vitest';
import { clearToken, storeToken } from './auth/token-storage.ts';
import { drawnPageStart } from './drawn-page.ts';

function root(drawnFor?: string, markup = '<main>drawn</main>'): HTMLElement {
  const element = document.createElement('div');
  if (drawnFor) element.dataset.drawnFor = drawnFor;
  element.innerHTML = markup;
  return element;
}

describe('how the scripts start on the page the server sent', () => {
  afterEach(() => clearToken());

  it('hydrate the sign-in page drawn for a visitor, and draw afresh over it for someone signed in', () => {
    expect(drawnPageStart(root('visitor'))).toBe('hydrate');
    storeToken('a.stored.token');
    expect(drawnPageStart(root('visitor'))).toBe('draw-afresh');
  });

  it('leave a signed-in page’s frame on screen until their first render replaces it, session or not', () => {
    storeToken('a.stored.token');
    expect(drawnPageStart(root('session'))).toBe('draw-over');
    clearToken();
    expect(drawnPageStart(root('session'))).toBe('draw-over');
  });

  it('leave a public page’s frame on screen until their first render replaces it, whoever opened it', () => {
    expect(drawnPageStart(root('anyone'))).toBe('draw-over');
    storeToken('a.stored.token');
    expect(drawnPageStart(root('anyone'))).toBe('draw-over');
  });

  it('draw afresh where nothing was drawn', () => {
    expect(drawnPageStart(root(undefined, ''))).toBe('draw-afresh');
    expect(drawnPageStart(root('session', ''))).toBe('draw-afresh');
  });
});
