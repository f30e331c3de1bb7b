import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';
import { isModule, muiFile } from './mui-file.ts';

/**
 * MUI's TablePagination makes an Intl number formatter as its module is evaluated (mui/material-ui#47803),
 * for the default words of its displayed rows. A page's first Intl formatter loads the browser's locale
 * data: some 60 ms of a phone's CPU in one piece, on every page with a list, although the claims list
 * writes those words itself (claim-list-pagination.tsx). The build gives the kit the same function,
 * making its formatter on first use instead: the same numbers, made only where they are asked for.
 */
export function lazyMuiNumberFormat(): Plugin {
  const file = muiFile('locale', 'utils', 'buildFormatNumber.mjs');
  if (!existsSync(file)) throw new Error(`MUI's number formatter is no longer at ${file}`);
  return {
    name: 'fixline:lazy-mui-number-format',
    load: (id) =>
      isModule(id, file)
        ? `export default function buildFormatNumber(locale) {
  let formatter;
  return (value) => {
    if (!Number.isFinite(value)) return String(value);
    try {
      formatter ??= new Intl.NumberFormat(locale);
    } catch {
      return String(value);
    }
    return formatter.format(value);
  };
}`
        : undefined,
  };
}
