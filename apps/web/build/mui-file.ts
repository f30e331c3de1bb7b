import { createRequire } from 'node:module';
import path from 'node:path';

/** Where MUI's package is installed. */
const MATERIAL = path.dirname(createRequire(import.meta.url).resolve('@mui/material/package.json'));

/** A file of MUI's package, for a build plugin that patches it. */
export const muiFile = (...segments: string[]): string => path.join(MATERIAL, ...segments);

/** Whether the module id Vite gives a plugin (a path, with a query at times) is `file`. */
export const isModule = (id: string, file: string): boolean => path.resolve(id.split('?')[0] ?? id) === file;
