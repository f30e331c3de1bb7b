import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  AUTOCOMPLETE_FILE,
  autocompleteWidthWhenOpen,
  WIDTH_READ,
  WIDTH_READ_WHEN_OPEN,
} from './autocomplete-width-when-open.ts';

const transform = (plugin: Plugin, code: string, id: string) =>
  (plugin.transform as (code: string, id: string) => string | undefined)(code, id);

describe('MUI Autocomplete’s width read only while its popup is open', () => {
  it('rewrites the one line of the installed Autocomplete, and no other module', () => {
    const plugin = autocompleteWidthWhenOpen();
    const source = readFileSync(AUTOCOMPLETE_FILE, 'utf8');
    const built = transform(plugin, source, `${AUTOCOMPLETE_FILE}?v=1`);
    expect(built).toContain(WIDTH_READ_WHEN_OPEN);
    expect(built).not.toContain(WIDTH_READ);
    // popupOpen is the name the module gives the popup's state where the line stands.
    expect(source.slice(0, source.indexOf(WIDTH_READ))).toMatch(/\bpopupOpen\b/);
    expect(transform(plugin, source, '/elsewhere/Autocomplete.mjs')).toBeUndefined();
  });
});
