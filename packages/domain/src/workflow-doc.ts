import { CLAIM_STATUS_LABELS, CLAIM_STATUSES, type ClaimStatus } from './claim-status.ts';
import {
  type AutomaticParty,
  CLAIM_ACTION_NAMES,
  CLAIM_ACTIONS,
  type ClaimActionDefinition,
  type ClaimGrant,
  type ClaimTarget,
} from './claim-workflow.ts';

/**
 * docs/workflow.md's generated part: the state machine as a Mermaid diagram and every action as a
 * table, both read from CLAIM_ACTIONS. `npm run docs:workflow` rewrites it; a test fails when it is stale.
 */
export const GENERATED_START = '<!-- generated from packages/domain/src/claim-workflow.ts: npm run docs:workflow -->';
export const GENERATED_END = '<!-- end of generated part -->';

const node = (status: string) => status.replaceAll('-', '_');
const isStatus = (target: ClaimTarget): target is ClaimStatus => (CLAIM_STATUSES as readonly string[]).includes(target);
const definitionOf = (name: (typeof CLAIM_ACTION_NAMES)[number]): ClaimActionDefinition => CLAIM_ACTIONS[name];

/** Actions that apply from (nearly) every status are described once in the table, not drawn as a dozen arrows. */
const isBroad = (moves: Partial<Record<ClaimStatus, ClaimTarget>>) => Object.keys(moves).length > 6;

function diagram(): string {
  const lines = ['stateDiagram-v2', '  direction LR'];
  const notes: string[] = [];
  for (const status of CLAIM_STATUSES) lines.push(`  state "${CLAIM_STATUS_LABELS[status]}" as ${node(status)}`);
  lines.push('  [*] --> registered: create', '  [*] --> fnol: fnol');
  for (const name of CLAIM_ACTION_NAMES) {
    const { moves, changesStatus } = definitionOf(name);
    if (!changesStatus) continue;
    const entries = Object.entries(moves) as [ClaimStatus, ClaimTarget][];
    const [from, to] = describeMoves(moves);
    if (isBroad(moves) || entries.some(([, target]) => !isStatus(target))) {
      const concrete = entries.find(([, target]) => isStatus(target))?.[1];
      const anchor = concrete && isStatus(concrete) ? concrete : (entries[0]?.[0] ?? 'registered');
      const side = notes.length % 2 === 0 ? 'right' : 'left';
      notes.push(
        `  note ${side} of ${node(anchor)} : ${name} from ${from.replaceAll('`', '')} to ${to.replaceAll('`', '')}`,
      );
      continue;
    }
    for (const [fromStatus, target] of entries) lines.push(`  ${node(fromStatus)} --> ${node(target)}: ${name}`);
  }
  return [...lines, ...notes].join('\n');
}

function describeMoves(moves: Partial<Record<ClaimStatus, ClaimTarget>>): [string, string] {
  const entries = Object.entries(moves) as [ClaimStatus, ClaimTarget][];
  const targets = new Set(entries.map(([, to]) => to));
  const target = (to: ClaimTarget) =>
    ({ same: 'same status', 'archived-from': 'the status it had', chosen: 'an earlier status of its track' })[
      to as string
    ] ?? `\`${to}\``;
  if (isBroad(moves)) {
    const missing = CLAIM_STATUSES.filter((s) => !(s in moves));
    const from = missing.length ? `any but ${missing.map((s) => `\`${s}\``).join(', ')}` : 'any';
    return [from, [...targets].map(target).join(', ')];
  }
  if (targets.size === 1) return [entries.map(([s]) => `\`${s}\``).join(', '), target(entries[0]?.[1] ?? 'same')];
  return [entries.map(([s, to]) => `\`${s}\` → ${target(to)}`).join('; '), 'as listed'];
}

/** The words for the parties of the moves no person's button makes. */
const AUTOMATIC_WHO: Record<AutomaticParty, string> = {
  bidder: 'a garage offered the claim (automatic)',
  driver: 'the driver, through a signed link (automatic)',
  provider: 'the payment provider, through a verified event (automatic)',
  system: 'the system, when the bidding window closes (automatic)',
};

const grantWords = ({ party, privileges }: ClaimGrant) =>
  party in AUTOMATIC_WHO ? AUTOMATIC_WHO[party as AutomaticParty] : `${party}: ${privileges.join(', ')}`;

function table(): string {
  const rows = ['| action | HTTP | from | to | who (party: privileges) | also needs |', '|---|---|---|---|---|---|'];
  for (const name of CLAIM_ACTION_NAMES) {
    const { http, moves, grants, requires } = definitionOf(name);
    const [from, to] = describeMoves(moves);
    const who = grants.map(grantWords).join('<br>');
    const call = http ? `\`${http.method} ${http.path}\`` : '—';
    rows.push(`| ${name} | ${call} | ${from} | ${to} | ${who} | ${requires ?? ''} |`);
  }
  return rows.join('\n');
}

export function workflowDocSection(): string {
  return [GENERATED_START, '', '```mermaid', diagram(), '```', '', table(), '', GENERATED_END].join('\n');
}
