import {
  CLAIM_STATUS_LABELS,
  type ClaimAction,
  type ClaimStatus,
  isSuperAdmin,
  LABEL_MESSAGES,
  MISSING_DETAIL_LABELS,
  missingClaimDetails,
  rollbackClears,
  rollbackTargets,
  VALIDATION_MESSAGES,
} from '@fixline/domain';
import type { Updateable } from 'kysely';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import type { Claim, ClaimTable } from '../../db/schema.ts';
import { conflict, forbidden, HttpError, notFound } from '../../http/http-error.ts';
import { findLabelByName } from '../labels/label-queries.ts';
import { requireRepairerOrganisation } from '../organisations/require-organisation-of-type.ts';
import { workflowClaim } from './present-claim.ts';

/** What the caller sent with an action (each action's body schema lets through only its own fields). */
export interface ActionInput {
  status?: ClaimStatus;
  cost?: number;
  costRepairer?: number;
  issueComment?: string;
  repairerOrganisationId?: string;
  label?: string;
}

/** The data an action writes besides the status, and the comment its timeline entry carries; null: nothing to do. */
export type ActionEffect = { changes: Updateable<ClaimTable>; comment?: string | null } | null;

interface EffectContext {
  trx: Db;
  actor: Actor;
  claim: Claim;
  input: ActionInput;
}

type EffectRule = (context: EffectContext) => ActionEffect | Promise<ActionEffect>;

function triage({ claim }: EffectContext): ActionEffect {
  const missing = missingClaimDetails(claim);
  if (missing.length > 0) {
    throw new HttpError(
      409,
      'Complete the claim before registering it',
      missing.map((detail) => `${MISSING_DETAIL_LABELS[detail]}: ${VALIDATION_MESSAGES.required}`),
    );
  }
  return { changes: { track: 'business' } };
}

function rollback({ claim, input }: EffectContext): ActionEffect {
  const target = input.status as ClaimStatus;
  if (!rollbackTargets(workflowClaim(claim)).includes(target)) {
    throw conflict(
      `Cannot roll back a claim that is ${CLAIM_STATUS_LABELS[claim.status]} to ${CLAIM_STATUS_LABELS[target]}`,
    );
  }
  const clears = rollbackClears(target);
  return {
    changes: {
      ...(clears.costs ? { cost: null, costRepairer: null, quoteStripeId: null } : {}),
      ...(clears.repairer ? { repairerOrganisationId: null } : {}),
    },
  };
}

async function approveForRepair({ trx, actor, claim, input }: EffectContext): Promise<ActionEffect> {
  const named = input.repairerOrganisationId;
  if (!named) {
    if (!claim.repairerOrganisationId) throw conflict('Choose a repairer or bodyshop before approving the repair');
    return { changes: {} };
  }
  // The marketplace's chosen bid names the repairer; until then only the platform may pick one.
  if (!isSuperAdmin(actor)) throw forbidden('Only Fixline can choose the repairer');
  const name = await requireRepairerOrganisation(trx, named);
  return { changes: { repairerOrganisationId: named }, comment: `Repairer: ${name}` };
}

/** Only a label that exists goes on a claim, in the label's own spelling; any name on the claim comes off. */
function label(add: boolean): EffectRule {
  return async ({ trx, claim, input }) => {
    let name = input.label as string;
    if (add) {
      const known = await findLabelByName(trx, name);
      if (!known) throw notFound(LABEL_MESSAGES.notFound);
      name = known.name;
    }
    if (claim.labels.includes(name) === add) return null;
    const labels = add ? [...claim.labels, name] : claim.labels.filter((l) => l !== name);
    return { changes: { labels }, comment: name };
  };
}

/** Per action, what it writes besides the status. Actions not listed only move the status. */
const EFFECTS: Partial<Record<ClaimAction, EffectRule>> = {
  triage,
  rollback,
  'approve-for-repair': approveForRepair,
  'request-quote-authorisation': ({ input }) => ({
    changes: { cost: input.cost ?? null, costRepairer: input.costRepairer ?? null },
  }),
  archive: ({ claim }) => ({ changes: { archivedFrom: claim.status } }),
  unarchive: () => ({ changes: { archivedFrom: null } }),
  'raise-issue': ({ actor, input }) => ({
    changes: {
      issueComment: input.issueComment ?? '',
      issueRaisedBy: actor.userId,
      issueRaisedByName: actor.name,
      issueRaisedAt: new Date(),
    },
    comment: input.issueComment,
  }),
  'resolve-issue': ({ claim }) => ({
    changes: { issueComment: null, issueRaisedBy: null, issueRaisedByName: null, issueRaisedAt: null },
    comment: claim.issueComment,
  }),
  'add-label': label(true),
  'remove-label': label(false),
  delete: () => ({ changes: { deletedAt: new Date() } }),
  revive: () => ({ changes: { deletedAt: null } }),
};

export function actionEffect(action: ClaimAction, context: EffectContext): ActionEffect | Promise<ActionEffect> {
  const rule = EFFECTS[action];
  return rule ? rule(context) : { changes: {} };
}
