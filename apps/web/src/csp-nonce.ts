/**
 * Runs before every other module of the web app (main.tsx imports it first, for its effects): the page's
 * Content-Security-Policy lets only <style> elements with its nonce apply (decision 0027), and notistack's
 * goober creates its <style> element as soon as notistack is imported, reading `window.__nonce__`.
 * MUI's emotion gets the same nonce through its cache in main.tsx.
 */
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
(window as Window & { __nonce__?: string }).__nonce__ = nonce;
