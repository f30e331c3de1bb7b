import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { workflowDocSection } from './workflow-doc.ts';

describe('docs/workflow.md', () => {
  it('shows the workflow table as it is in the code (run `npm run docs:workflow` when this fails)', () => {
    const doc = readFileSync(new URL('../../../docs/workflow.md', import.meta.url), 'utf8');
    expect(doc).toContain(workflowDocSection());
  });
});
