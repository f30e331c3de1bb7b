// Rewrites the generated part of docs/workflow.md from the domain's workflow table.
import { readFileSync, writeFileSync } from 'node:fs';
import { GENERATED_END, GENERATED_START, workflowDocSection } from '../packages/domain/src/workflow-doc.ts';

const file = new URL('../docs/workflow.md', import.meta.url);
const doc = readFileSync(file, 'utf8');
const start = doc.indexOf(GENERATED_START);
const end = doc.indexOf(GENERATED_END);
if (start < 0 || end < 0) throw new Error('docs/workflow.md has lost its generated-part markers');
writeFileSync(file, doc.slice(0, start) + workflowDocSection() + doc.slice(end + GENERATED_END.length));
console.log('docs/workflow.md updated');
