import { describe, expect, it } from 'vitest';
import { applyDeferredStyles, PRERENDERED_STYLE_ATTRIBUTE, withStylesDeferred } from './prerendered-styles.ts';

describe('the style attributes of a drawn page', () => {
  it('travel under another name and are handed back through the CSSOM', () => {
    const markup = withStylesDeferred(
      '<header style="--Paper-shadow:none;color:red"><p style="width:40%">x</p></header>',
    );
    expect(markup).not.toContain(' style="');
    const container = document.createElement('div');
    container.innerHTML = markup;
    applyDeferredStyles(container);
    const header = container.querySelector('header') as HTMLElement;
    expect(header.style.getPropertyValue('--Paper-shadow')).toBe('none');
    expect(header.style.color).toBe('red');
    expect((container.querySelector('p') as HTMLElement).style.width).toBe('40%');
    expect(container.querySelector(`[${PRERENDERED_STYLE_ATTRIBUTE}]`)).toBeNull();
  });
});
