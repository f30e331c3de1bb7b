import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SOURCE = path.resolve(fileURLToPath(import.meta.url), '../../..');
/** The one writer of a claim's status (transition-claim.ts), relative to apps/server/src. */
const ENTRANCE = path.join('modules', 'claims', 'transition-claim.ts');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Each Kysely update of the claims table up to its execution, and each raw SQL update of it. */
function claimUpdates(text: string): string[] {
  const kysely = text.match(/updateTable\(\s*'claims'\s*\)[\s\S]*?\.execute/g) ?? [];
  const raw = text.match(/update\s+claims\s+set[\s\S]*?(?:where|;|`)/gi) ?? [];
  return [...kysely, ...raw];
}

/** Whether an update sets the status: `status:` or `status,` in a set object, or `status =` in SQL. */
const setsStatus = (update: string) => /[{,\s]status\s*[:,}]|\bset\s[\s\S]*\bstatus\s*=/i.test(update);

describe('one entrance for every status change', () => {
  it('no file but transition-claim.ts writes a claim’s status (migrations, which shape data once, aside)', () => {
    const writers = sourceFiles(SOURCE)
      .filter((file) => claimUpdates(readFileSync(file, 'utf8')).some(setsStatus))
      .map((file) => path.relative(SOURCE, file));
    expect(writers).toEqual([ENTRANCE]);
  });

  it('the check sees the kinds of write it guards against', () => {
    expect(
      claimUpdates("trx.updateTable('claims').set({ status: to }).where('id', '=', id).execute()").some(setsStatus),
    ).toBe(true);
    expect(claimUpdates('update claims set status = $1 where id = $2').some(setsStatus)).toBe(true);
    expect(claimUpdates("trx.updateTable('claims').set({ labels }).execute()").some(setsStatus)).toBe(false);
  });
});
