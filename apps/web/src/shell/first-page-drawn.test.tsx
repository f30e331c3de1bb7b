import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { afterFirstPageDrawn, useFirstPageDrawn } from './first-page-drawn.ts';

function Page() {
  useFirstPageDrawn();
  return <h1>Claims</h1>;
}

describe('after the first page is drawn', () => {
  it('waits for a page to say it is drawn, then for a moment of idle', async () => {
    let ready = false;
    const waiting = afterFirstPageDrawn().then(() => {
      ready = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ready).toBe(false);
    render(<Page />);
    await waiting;
    expect(ready).toBe(true);
    // Whatever asks later goes at once: the first page has been drawn.
    await afterFirstPageDrawn();
  });
});
