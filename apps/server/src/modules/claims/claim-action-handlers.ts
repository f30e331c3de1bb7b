import type { AlsoTold, ClaimAction, ClaimStatus, MANUAL_PAYMENT_METHODS, RetailQuoteItem } from '@fixline/domain';
import type { Updateable } from 'kysely';
import type { Actor } from '../../auth/actor.ts';
import type { Db } from '../../db/database.ts';
import type { Claim, ClaimTable } from '../../db/schema.ts';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import type { DriverLinks } from '../driver-links/driver-links.ts';

/*
 * What an action a person takes on a claim does besides moving its status, declared by the module that
 * owns it (modules/<name>/claim-actions.ts) and joined into one table by the composition root
 * (src/claim-action-handlers.ts, put on the app's context), which takeClaimAction reads. So the claims
 * module runs every action without importing the modules whose actions they are: the marketplace's bids,
 * quotes, payments, labels, partners … import claims, never the other way round. Claims may import only
 * the base modules beneath every feature: organisations (which organisation is a client or a repairer)
 * and driver-links' types (the service actions are given).
 */

/** What the caller sent with an action (each action's body schema lets through only its own fields). */
export interface ActionInput {
  status?: ClaimStatus;
  cost?: number;
  costRepairer?: number;
  issueComment?: string;
  repairerOrganisationId?: string;
  label?: string;
  bidId?: string;
  documentId?: string;
  /** request-quote-authorisation's document (spec 7's name): a file of the claim. */
  document?: string;
  reason?: string;
  /** return-to-premia's word to the client's own system. */
  comment?: string;
  paymentId?: string;
  paymentType?: string;
  amount?: number;
  method?: (typeof MANUAL_PAYMENT_METHODS)[number];
  priceId?: string;
  items?: RetailQuoteItem[];
  couponId?: string;
}

/** What an action's effect and follow-up may use besides the claim: drivers' links (to mail them), the payment provider. */
export interface FollowUpServices {
  driverLinks: DriverLinks;
  payments: PaymentProvider;
}

/**
 * The data an action writes besides the status, the comment its timeline entry carries, the garages
 * that hear of it though no longer the claim's (losing bidders, a replaced repairer), and whether the
 * repairer it names won the claim by its bid (announced as BidChosen); null: nothing to do.
 */
export type ActionEffect = {
  changes: Updateable<ClaimTable>;
  comment?: string | null;
  alsoTell?: AlsoTold;
  bidChosen?: boolean;
} | null;

export interface EffectContext {
  trx: Db;
  actor: Actor;
  /** The claim, locked, as it was before the action. */
  claim: Claim;
  input: ActionInput;
  services: FollowUpServices;
}

/** An action's effect: it may refuse (an HttpError), and runs before the status is written, in its transaction. */
export type EffectRule = (context: EffectContext) => ActionEffect | Promise<ActionEffect>;

export interface FollowUpContext extends FollowUpServices {
  trx: Db;
  actor: Actor;
  /** The claim as it was before the action. */
  claim: Claim;
  input: ActionInput;
}

/**
 * What an action sets going beyond the claim itself, in its transaction, once the claim is written: mail
 * to the driver, a webhook, a call to a partner (each an outbox). It runs only when the effect did something.
 */
export type FollowUp = (context: FollowUpContext) => Promise<void>;

/** One module's part of the actions: per action, its effect and its follow-up. An action not listed has neither. */
export interface ClaimActionHandlers {
  effects?: Partial<Record<ClaimAction, EffectRule>>;
  followUps?: Partial<Record<ClaimAction, FollowUp>>;
}

/** Every module's parts joined: one effect and one follow-up per action (combineActionHandlers). */
export type ClaimActionTable = Required<ClaimActionHandlers>;

/**
 * The effects of one action, declared by several modules, as one: each runs in the order given, their
 * changes merged (a later module's key wins), the first comment kept, the garages to tell all told.
 * Nothing to do only when none had anything to do.
 */
function combineEffects(rules: EffectRule[]): EffectRule {
  const [only] = rules;
  if (only && rules.length === 1) return only;
  return async (context) => {
    const effects: NonNullable<ActionEffect>[] = [];
    for (const rule of rules) {
      const effect = await rule(context);
      if (effect) effects.push(effect);
    }
    if (effects.length === 0) return null;
    return {
      changes: Object.assign({}, ...effects.map((effect) => effect.changes)),
      comment: effects.find((effect) => effect.comment)?.comment,
      alsoTell: joinAlsoTold(effects.map((effect) => effect.alsoTell ?? {})),
      bidChosen: effects.some((effect) => effect.bidChosen),
    };
  };
}

/** Several effects' garages to tell as one: each audience's organisations together. */
function joinAlsoTold(tolds: AlsoTold[]): AlsoTold {
  const joined: AlsoTold = {};
  for (const told of tolds) {
    for (const [audience, ids] of Object.entries(told) as [keyof AlsoTold, string[]][]) {
      joined[audience] = [...(joined[audience] ?? []), ...ids];
    }
  }
  return joined;
}

/** The follow-ups of one action, declared by several modules, each run in the order given. */
function combineFollowUps(followUps: FollowUp[]): FollowUp {
  const [only] = followUps;
  if (only && followUps.length === 1) return only;
  return async (context) => {
    for (const followUp of followUps) await followUp(context);
  };
}

/** One table from the modules' handlers, in the order given: the order their parts of an action run in. */
export function combineActionHandlers(...handlers: ClaimActionHandlers[]): ClaimActionTable {
  const effects = new Map<ClaimAction, EffectRule[]>();
  const followUps = new Map<ClaimAction, FollowUp[]>();
  for (const handler of handlers) {
    for (const [action, rule] of entries(handler.effects)) effects.set(action, [...(effects.get(action) ?? []), rule]);
    for (const [action, followUp] of entries(handler.followUps)) {
      followUps.set(action, [...(followUps.get(action) ?? []), followUp]);
    }
  }
  return {
    effects: Object.fromEntries([...effects].map(([action, rules]) => [action, combineEffects(rules)])),
    followUps: Object.fromEntries([...followUps].map(([action, list]) => [action, combineFollowUps(list)])),
  };
}

function entries<T>(table: Partial<Record<ClaimAction, T>> | undefined): [ClaimAction, T][] {
  return Object.entries(table ?? {}).filter((entry): entry is [ClaimAction, T] => entry[1] !== undefined);
}
