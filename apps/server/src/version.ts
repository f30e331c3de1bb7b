import { readFileSync } from 'node:fs';

/** The product's version, from the root package.json, for /api/health and the OpenAPI document. */
export const VERSION: string = JSON.parse(
  readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
).version;
