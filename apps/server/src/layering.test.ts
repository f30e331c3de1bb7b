import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;

/**
 * The modules beneath every feature, which claims may use: organisations (which organisation is a client
 * or a repairer) and driver-links (its types only: the service an action is given). Every other module
 * is a feature that imports claims, and declares its part of the claim actions in its claim-actions.ts.
 */
const CLAIMS_MAY_USE = ['claims', 'organisations', 'driver-links'];
const FEATURES = readdirSync(join(SRC, 'modules'))
  .filter((name) => !CLAIMS_MAY_USE.includes(name))
  .map((name) => `modules/${name}`);

/**
 * Which folders of apps/server/src a folder's files may not import from. Storage and the adapters to
 * outside systems know no feature and no demo; the demo is the top floor, calling the features'
 * operations; the claims module is beneath the features. An import within the rule's own folder is
 * always allowed.
 */
const RULES: { folder: string; mayNotImport: string[] }[] = [
  { folder: 'db', mayNotImport: ['modules', 'demo'] },
  { folder: 'integrations', mayNotImport: ['modules', 'demo'] },
  { folder: 'modules/claims', mayNotImport: [...FEATURES, 'demo'] },
];

/** Every relative import's target of a file, as a path from src: `import … from`, `export … from`, `import()`. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)'(\.{1,2}\/[^']+)'/g)].map((m) => m[1] ?? '');
  return specifiers.map((specifier) => relative(SRC, resolve(dirname(file), specifier)));
}

const within = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);

describe('layering of apps/server/src', () => {
  it.each(RULES)('$folder imports nothing from $mayNotImport', ({ folder, mayNotImport }) => {
    const files = readdirSync(join(SRC, folder), { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.ts'),
    );
    const broken = files.flatMap((file) =>
      importsOf(join(SRC, folder, file))
        .filter((target) => !within(target, folder) && mayNotImport.some((banned) => within(target, banned)))
        .map((target) => `${folder}/${file} imports ${target}`),
    );
    expect(broken).toEqual([]);
  });
});
