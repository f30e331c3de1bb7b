import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** One entry of Vite's build manifest (`build.manifest`), as much as is read here. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

export interface InitialJs {
  /** Sum of the gzipped sizes, in bytes. */
  gzipBytes: number;
  /** Each file with its gzipped size, largest first. */
  files: { file: string; gzipBytes: number }[];
}

/**
 * The JavaScript a page loads before it is interactive: index.html's entry with every chunk it imports
 * statically (the script tag and its modulepreloads), plus the page's own lazily loaded chunk and its
 * static imports (none for a page in the entry itself). Chunks the page imports dynamically load later
 * and are not counted. Sizes are those of gzip at its best level, as Vite reports them.
 */
export function initialJs(distDir: string, pageModule?: string): InitialJs {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no ${key}: is the page still at ${pageModule ?? key}?`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  if (pageModule) visit(pageModule);

  const files = [...seen]
    .map((key) => manifest[key]?.file ?? key)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0), files };
}
