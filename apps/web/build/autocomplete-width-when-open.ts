import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { isModule, muiFile } from './mui-file.ts';

/** The line of MUI's Autocomplete that reads its input's width on every render, and what it becomes. */
export const WIDTH_READ = 'width: anchorEl ? anchorEl.clientWidth : null,';
export const WIDTH_READ_WHEN_OPEN = 'width: anchorEl && popupOpen ? anchorEl.clientWidth : null,';

/** The module of MUI's Autocomplete the app's build loads (the package's ES module). */
export const AUTOCOMPLETE_FILE = muiFile('Autocomplete', 'Autocomplete.mjs');

/**
 * MUI's Autocomplete gives its (closed) popup the width of its input on every render, reading the
 * input's `clientWidth` there. After a commit that added elements, such as a list's rows, that read
 * makes the browser work out the whole page's styles and layout at once, inside the render: 31 ms of
 * /home's filters' render on this machine, one long task where the browser would otherwise have done
 * it in the next frame's own. The build reads the width only while the popup is open, the one time it
 * is shown (the popup is unmounted when closed, as this app never gives it a closing transition). The
 * build fails if MUI changes the line.
 */
export function autocompleteWidthWhenOpen(): Plugin {
  if (!readFileSync(AUTOCOMPLETE_FILE, 'utf8').includes(WIDTH_READ)) {
    throw new Error(`MUI's Autocomplete no longer has ${WIDTH_READ}`);
  }
  return {
    name: 'fixline:autocomplete-width-when-open',
    transform: (code, id) =>
      isModule(id, AUTOCOMPLETE_FILE) ? code.replace(WIDTH_READ, WIDTH_READ_WHEN_OPEN) : undefined,
  };
}
