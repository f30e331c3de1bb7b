/**
 * What a page drawn at build time (prerender.tsx) calls its elements' style attributes. The page's
 * Content-Security-Policy refuses style attributes written in HTML (decision 0027), while a style set
 * through the CSSOM, as React sets every style, is allowed: so the drawn page carries them under this
 * name, and they are handed to the elements through the CSSOM before the scripts take the page over.
 */
export const PRERENDERED_STYLE_ATTRIBUTE = 'data-prerendered-style';

/** The drawn markup with each style attribute renamed, so the browser neither applies nor reports it. */
export function withStylesDeferred(markup: string): string {
  return markup.replaceAll(' style="', ` ${PRERENDERED_STYLE_ATTRIBUTE}="`);
}

/** Gives each element of the drawn page its style, through the CSSOM, as hydration expects to find it. */
export function applyDeferredStyles(container: HTMLElement): void {
  for (const element of container.querySelectorAll<HTMLElement>(`[${PRERENDERED_STYLE_ATTRIBUTE}]`)) {
    element.style.cssText = element.getAttribute(PRERENDERED_STYLE_ATTRIBUTE) ?? '';
    element.removeAttribute(PRERENDERED_STYLE_ATTRIBUTE);
  }
}
