import {
  CLAIM_STATUS_LABELS,
  CLAIM_STATUSES,
  type ClaimStatus,
  type ClaimTrack,
  progressSteps,
} from './claim-status.ts';
import type { Permissioned } from './permissions.ts';
import type { Privilege } from './privileges.ts';

/**
 * The claim state machine of docs/product.md as data: what each action does, from which statuses, and who
 * may take it. The server enforces exactly this table and the web shows exactly the buttons it allows;
 * docs/workflow.md is generated from it. Later issues add their rows (bids, pickup, payments ...).
 */

/** Who, relative to one claim, holds a privilege: a platform (super admin) entry, the owning client, the assigned repairer/bodyshop. */
export type ClaimParty = 'platform' | 'owner' | 'assignee';
/**
 * Who makes the moves no person's button makes: a garage offered the claim (its first bid, its last
 * withdrawal), the driver through a signed link, the payment provider through a verified event, the
 * system's own clock (the lottery's draw). No signed-in person ever holds these grants.
 */
export type AutomaticParty = 'bidder' | 'driver' | 'provider' | 'system';
export interface ClaimGrant {
  party: ClaimParty | AutomaticParty;
  privileges: readonly Privilege[];
}

/** Where an action leaves the claim: a status, the same status, the status it was archived from, or the one the caller names (rollback). */
export type ClaimTarget = ClaimStatus | 'same' | 'archived-from' | 'chosen';

export interface ClaimActionDefinition {
  /** The button's text; for an automatic move, what the timeline says happened. */
  label: string;
  /** Fits 'Cannot {phrase} a claim that is {label}', the 409 answer when the status does not allow it. */
  phrase: string;
  /** The call a person makes; none for an automatic move, which its own operation takes. */
  http?: { method: 'POST' | 'PUT' | 'DELETE'; path: string };
  /** The statuses it may start from and where each leads. */
  moves: Partial<Record<ClaimStatus, ClaimTarget>>;
  grants: readonly ClaimGrant[];
  /** A state change a person cannot take back themselves: the web asks first. */
  confirm?: string;
  /** Extra condition on the claim beyond its status. */
  requires?: 'open-issue' | 'no-open-issue' | 'deleted' | 'from-premia' | 'bodyshop-approval-requested';
  /** Whether it changes the claim's status (drawn in the diagram) or only its data. */
  changesStatus: boolean;
}

const ACTIVE = CLAIM_STATUSES.filter((s) => s !== 'archived' && s !== 'completed');
/** While a repair date is arranged, and moved once the repair started (a reschedule). */
const REPAIR_DATES: readonly ClaimStatus[] = ['awaiting-pickup', 'in-repair'];
const stay = (statuses: readonly ClaimStatus[]) =>
  Object.fromEntries(statuses.map((s) => [s, 'same' as const])) as Partial<Record<ClaimStatus, ClaimTarget>>;
const all = (statuses: readonly ClaimStatus[], to: ClaimTarget) =>
  Object.fromEntries(statuses.map((s) => [s, to])) as Partial<Record<ClaimStatus, ClaimTarget>>;

/** Where adding a retail quote leaves a claim: waiting for the driver's authorisation. */
const RETAIL_QUOTE_MOVES = {
  fnol: 'awaiting-quote-authorisation',
  registered: 'awaiting-quote-authorisation',
  'awaiting-quote-authorisation': 'same',
} as const satisfies Partial<Record<ClaimStatus, ClaimTarget>>;

const platform = (...privileges: Privilege[]): ClaimGrant => ({ party: 'platform', privileges });
const owner = (...privileges: Privilege[]): ClaimGrant => ({ party: 'owner', privileges });
const assignee = (...privileges: Privilege[]): ClaimGrant => ({ party: 'assignee', privileges });
const automatic = (party: AutomaticParty): ClaimGrant => ({ party, privileges: [] });

const claimPath = (action: string) => `/api/claims/:id/${action}`;

/** Where a claim may be offered to a partner (a bodyshop, a mobile mechanic): before a repairer has it. */
const BEFORE_REPAIRER = stay(['registered', 'in-marketplace']);

export const CLAIM_ACTIONS = {
  triage: {
    label: 'Register claim',
    phrase: 'register',
    http: { method: 'POST', path: claimPath('triage') },
    moves: { fnol: 'registered' },
    grants: [owner('UpdateClaim'), platform('UpdateClaim')],
    changesStatus: true,
  },
  'request-quote-authorisation': {
    label: 'Request quote authorisation',
    phrase: 'request quote authorisation for',
    http: { method: 'POST', path: claimPath('request-quote-authorisation') },
    moves: { registered: 'awaiting-quote-authorisation' },
    grants: [platform('RequestQuoteAuthorisation')],
    changesStatus: true,
  },
  'request-retail-quote-authorisation': {
    label: 'Send quote to driver',
    phrase: 'request the driver’s authorisation of',
    http: { method: 'POST', path: claimPath('request-quote-authorisation/retail') },
    moves: { fnol: 'awaiting-quote-authorisation', registered: 'awaiting-quote-authorisation' },
    grants: [platform('RequestQuoteAuthorisation')],
    changesStatus: true,
  },
  // Retail quotes (the driver accepts one on /quote-accept/{quoteId}): a new quote replaces the one waiting.
  'add-retail-quote': {
    label: 'Add retail quote',
    phrase: 'add a retail quote to',
    http: { method: 'POST', path: claimPath('add-retail-quote') },
    moves: RETAIL_QUOTE_MOVES,
    grants: [platform('SuperAdminUpdateQuote')],
    changesStatus: true,
  },
  'add-simple-retail-quote': {
    label: 'Add retail quote (price)',
    phrase: 'add a retail quote to',
    http: { method: 'POST', path: claimPath('add-simple-retail-quote') },
    moves: RETAIL_QUOTE_MOVES,
    grants: [platform('SuperAdminUpdateQuote')],
    changesStatus: true,
  },
  'add-complex-retail-quote': {
    label: 'Add itemised retail quote',
    phrase: 'add a retail quote to',
    http: { method: 'POST', path: claimPath('add-complex-retail-quote') },
    moves: RETAIL_QUOTE_MOVES,
    grants: [platform('SuperAdminUpdateQuote')],
    changesStatus: true,
  },
  'approve-for-marketplace': {
    label: 'Approve for marketplace',
    phrase: 'approve for the marketplace',
    http: { method: 'POST', path: claimPath('approve-for-marketplace') },
    moves: { registered: 'in-marketplace', 'awaiting-quote-authorisation': 'in-marketplace' },
    grants: [owner('UpdateClaimStatus'), platform('UpdateClaimStatus')],
    confirm: 'Authorise this claim and send it to the marketplace, where garages can bid on it?',
    changesStatus: true,
  },
  reject: {
    label: 'Reject',
    phrase: 'reject',
    http: { method: 'POST', path: claimPath('reject') },
    moves: { 'awaiting-quote-authorisation': 'registered', 'awaiting-bid-authorisation': 'bidding' },
    grants: [owner('Reject'), platform('Reject')],
    confirm: 'Reject this quote? The claim goes back a step.',
    changesStatus: true,
  },
  'request-bid-authorisation': {
    label: 'Request bid authorisation',
    phrase: 'request bid authorisation for',
    http: { method: 'POST', path: claimPath('request-bid-authorisation') },
    moves: { bidding: 'awaiting-bid-authorisation' },
    grants: [platform('RequestBidAuthorisation')],
    changesStatus: true,
  },
  'approve-for-repair': {
    label: 'Approve for repair',
    phrase: 'approve for repair',
    http: { method: 'POST', path: claimPath('approve-for-repair') },
    moves: { bidding: 'awaiting-pickup', 'awaiting-bid-authorisation': 'awaiting-pickup' },
    // From bidding the client chooses a bid (bidId); from awaiting-bid-authorisation it authorises the one asked for.
    grants: [owner('UpdateClaimStatus'), platform('UpdateClaimStatus')],
    confirm: 'Approve the repair? The repairer is told to go ahead.',
    changesStatus: true,
  },
  'change-repairer': {
    label: 'Change repairer',
    phrase: 'change the repairer of',
    http: { method: 'PUT', path: claimPath('change-repairer') },
    moves: stay(['awaiting-pickup', 'in-repair']),
    grants: [platform('SuperAdminChangeRepairer')],
    confirm: 'Give this job to another repairer? The current one is told and loses access to the claim.',
    changesStatus: false,
  },
  'request-pickup': {
    label: 'Request pickup',
    phrase: 'request a pickup for',
    http: { method: 'POST', path: claimPath('request-pickup') },
    moves: { 'awaiting-pickup': 'same' },
    grants: [assignee('UpdateClaimStatus'), platform('UpdateClaimStatus')],
    changesStatus: false,
  },
  // Pickup and repair dates (spec 7 "Pickup", issue 25): data of the claim while its repair is arranged.
  'book-repair-date': {
    label: 'Book repair date',
    phrase: 'book a repair date for',
    http: { method: 'PUT', path: claimPath('pickup/') },
    moves: stay(REPAIR_DATES),
    grants: [assignee('UpdateClaimStatus'), platform('UpdateClaimStatus')],
    changesStatus: false,
  },
  'book-bodyshop-repair-date': {
    label: 'Book bodyshop repair date',
    phrase: 'book a bodyshop repair date for',
    http: { method: 'PUT', path: claimPath('pickup/bodyshop') },
    moves: stay(REPAIR_DATES),
    grants: [assignee('ReadBodyshopClaims'), platform('UpdateClaimStatus')],
    changesStatus: false,
  },
  'override-repair-date': {
    label: 'Override repair date',
    phrase: 'override the repair date of',
    http: { method: 'PUT', path: claimPath('pickup/override') },
    moves: stay(REPAIR_DATES),
    grants: [platform('OverrideRepairDate')],
    changesStatus: false,
  },
  'set-pickup-availability': {
    label: 'Set driver availability',
    phrase: 'set the driver’s availability for',
    http: { method: 'PUT', path: claimPath('pickup/availability') },
    moves: stay(REPAIR_DATES),
    grants: [owner('UpdateClaim'), assignee('UpdateClaimStatus'), platform('UpdateClaimStatus')],
    changesStatus: false,
  },
  'start-repair': {
    label: 'Start repair',
    phrase: 'start the repair of',
    http: { method: 'POST', path: claimPath('start-repair') },
    moves: { 'awaiting-pickup': 'in-repair' },
    grants: [assignee('UpdateClaimStatus'), platform('UpdateClaimStatus')],
    confirm: 'Start the repair now?',
    changesStatus: true,
  },
  'finish-repair': {
    label: 'Finish repair',
    phrase: 'finish the repair of',
    http: { method: 'POST', path: claimPath('finish-repair') },
    moves: { 'in-repair': 'finished' },
    grants: [assignee('UpdateClaimStatus'), platform('UpdateClaimStatus')],
    confirm: 'Mark the repair as finished?',
    changesStatus: true,
  },
  'confirm-payment': {
    label: 'Confirm payment',
    phrase: 'confirm the payment of',
    http: { method: 'POST', path: claimPath('confirm-payment') },
    moves: { finished: 'paid' },
    grants: [owner('ConfirmPayment'), platform('SuperAdminManualPayments')],
    confirm: 'Confirm that this repair has been paid?',
    changesStatus: true,
  },
  pay: {
    label: 'Record payment',
    phrase: 'record a payment on',
    http: { method: 'PUT', path: claimPath('pay') },
    // A retail driver may pay before the repair (the claim stays where it is); otherwise once it is finished.
    moves: { finished: 'paid', 'awaiting-pickup': 'same' },
    // The provider's verified payment (modules/payments) takes this move itself, as the driver's payment.
    grants: [owner('ConfirmPayment'), platform('SuperAdminManualPayments'), automatic('provider')],
    changesStatus: true,
  },
  'request-feedback': {
    label: 'Request feedback',
    phrase: 'request feedback on',
    http: { method: 'POST', path: claimPath('request-feedback') },
    moves: { paid: 'completed' },
    grants: [owner('RequestFeedback'), platform('RequestFeedback')],
    confirm: 'Ask the driver for feedback and complete this claim?',
    changesStatus: true,
  },
  archive: {
    label: 'Archive',
    phrase: 'archive',
    http: { method: 'POST', path: claimPath('archive') },
    moves: all(
      CLAIM_STATUSES.filter((s) => s !== 'archived'),
      'archived',
    ),
    grants: [owner('UpdateClaim'), platform('ArchiveAll')],
    confirm: 'Archive this claim? It can be unarchived later.',
    changesStatus: true,
  },
  unarchive: {
    label: 'Unarchive',
    phrase: 'unarchive',
    http: { method: 'POST', path: claimPath('unarchive') },
    moves: { archived: 'archived-from' },
    grants: [owner('UpdateClaim'), platform('ArchiveAll')],
    changesStatus: true,
  },
  rollback: {
    label: 'Roll back',
    phrase: 'roll back',
    http: { method: 'POST', path: claimPath('rollback') },
    moves: all(
      CLAIM_STATUSES.filter((s) => s !== 'archived'),
      'chosen',
    ),
    grants: [platform('Rollback')],
    confirm: 'Roll the claim back? What happened after that status (repairer, dates, quote) is cleared.',
    changesStatus: true,
  },
  'raise-issue': {
    label: 'Raise issue',
    phrase: 'raise an issue on',
    http: { method: 'PUT', path: claimPath('raise-issue') },
    moves: stay(ACTIVE),
    grants: [owner('RaiseIssue'), assignee('RaiseIssue'), platform('RaiseIssue')],
    requires: 'no-open-issue',
    changesStatus: false,
  },
  'resolve-issue': {
    label: 'Resolve issue',
    phrase: 'resolve the issue of',
    http: { method: 'PUT', path: claimPath('resolve-issue') },
    moves: stay(CLAIM_STATUSES),
    grants: [owner('ResolveIssue'), platform('ResolveIssue')],
    requires: 'open-issue',
    changesStatus: false,
  },
  'add-label': {
    label: 'Add label',
    phrase: 'label',
    http: { method: 'PUT', path: '/api/claims/:id/add-label/:label' },
    moves: stay(CLAIM_STATUSES),
    grants: [owner('UpdateClaim'), platform('SuperAdminLabels')],
    changesStatus: false,
  },
  'remove-label': {
    label: 'Remove label',
    phrase: 'unlabel',
    http: { method: 'PUT', path: '/api/claims/:id/remove-label/:label' },
    moves: stay(CLAIM_STATUSES),
    grants: [owner('UpdateClaim'), platform('SuperAdminLabels')],
    changesStatus: false,
  },
  update: {
    label: 'Edit',
    phrase: 'modify',
    http: { method: 'PUT', path: '/api/claims/:id' },
    moves: stay(ACTIVE),
    grants: [owner('UpdateClaim'), platform('UpdateClaim')],
    changesStatus: false,
  },
  comment: {
    label: 'Comment',
    phrase: 'comment on',
    http: { method: 'POST', path: claimPath('comment') },
    moves: stay(CLAIM_STATUSES),
    grants: [owner('CreateComment'), assignee('CreateComment'), platform('CreateComment')],
    changesStatus: false,
  },
  delete: {
    label: 'Delete',
    phrase: 'delete',
    http: { method: 'DELETE', path: '/api/claims/:id' },
    moves: stay(CLAIM_STATUSES),
    grants: [owner('DeleteClaim'), platform('DeleteClaim')],
    confirm: 'Delete this claim? Only a Fixline administrator can bring it back.',
    changesStatus: false,
  },
  revive: {
    label: 'Revive',
    phrase: 'revive',
    http: { method: 'PUT', path: claimPath('revive') },
    moves: stay(CLAIM_STATUSES),
    grants: [platform('DeleteClaim')],
    requires: 'deleted',
    changesStatus: false,
  },
  // Partners (docs/partners.md): each call is recorded and sent by the outbox; the partner's answer comes later.
  'return-to-premia': {
    label: 'Return to Premia',
    phrase: 'return to Premia',
    http: { method: 'PUT', path: claimPath('return-to-premia') },
    moves: all(ACTIVE, 'archived'),
    grants: [platform('SuperAdminExternalPremia')],
    requires: 'from-premia',
    changesStatus: true,
  },
  'send-bodyshop-lead': {
    label: 'Send bodyshop lead',
    phrase: 'send a bodyshop lead for',
    http: { method: 'POST', path: claimPath('send-bodyshop-lead') },
    moves: BEFORE_REPAIRER,
    grants: [platform('SuperAdminRequestBodyshopApproval')],
    confirm: 'Offer this claim to a bodyshop as a lead?',
    changesStatus: false,
  },
  'send-clickmechanic': {
    label: 'Send to ClickMechanic',
    phrase: 'send to ClickMechanic',
    http: { method: 'POST', path: claimPath('send-clickmechanic') },
    moves: BEFORE_REPAIRER,
    grants: [platform('UpdateClaimStatus')],
    confirm: 'Send this job to ClickMechanic? Their mobile mechanics answer with a price and a date.',
    changesStatus: false,
  },
  'request-bodyshop-approval': {
    label: 'Request bodyshop approval',
    phrase: 'request bodyshop approval for',
    http: { method: 'POST', path: claimPath('request-bodyshop-approval') },
    moves: BEFORE_REPAIRER,
    grants: [platform('SuperAdminRequestBodyshopApproval')],
    confirm: 'Ask the client to approve a bodyshop repair of this claim?',
    changesStatus: false,
  },
  'approve-bodyshop-repair': {
    label: 'Approve bodyshop repair',
    phrase: 'approve the bodyshop repair of',
    http: { method: 'POST', path: claimPath('approve-bodyshop-repair') },
    moves: BEFORE_REPAIRER,
    grants: [owner('ApproveBodyshopRepair'), platform('ApproveBodyshopRepair')],
    requires: 'bodyshop-approval-requested',
    confirm: 'Approve the bodyshop repair of this claim?',
    changesStatus: false,
  },
  // The automatic moves: no button, no route of their own. Each is taken by its module's operation
  // through the same entrance as the rest, so history, notifications, webhooks and the diagram see it.
  // Their names are the timeline's action names since the first bid.
  bid: {
    label: 'Bid placed',
    phrase: 'take a first bid on',
    moves: { 'in-marketplace': 'bidding' },
    grants: [automatic('bidder')],
    changesStatus: true,
  },
  'withdraw-bid': {
    label: 'Last bid withdrawn',
    phrase: 'withdraw the last bid on',
    moves: { bidding: 'in-marketplace' },
    grants: [automatic('bidder')],
    changesStatus: true,
  },
  lottery: {
    label: 'Drawn in the lottery',
    phrase: 'draw a garage for',
    moves: { 'in-marketplace': 'awaiting-pickup' },
    grants: [automatic('system')],
    changesStatus: true,
  },
  'accept-quote': {
    label: 'Quote accepted by the driver',
    phrase: 'accept the quote of',
    moves: { 'awaiting-quote-authorisation': 'in-marketplace' },
    grants: [automatic('driver')],
    changesStatus: true,
  },
} as const satisfies Record<string, ClaimActionDefinition>;

export type ClaimAction = keyof typeof CLAIM_ACTIONS;
export const CLAIM_ACTION_NAMES = Object.keys(CLAIM_ACTIONS) as [ClaimAction, ...ClaimAction[]];

/** The actions a person takes through a call of their own: every row with an `http`. */
export type RoutedClaimAction = {
  [A in ClaimAction]: (typeof CLAIM_ACTIONS)[A] extends { http: object } ? A : never;
}[ClaimAction];
/** The moves only an operation takes (a first bid, the lottery's draw ...), never a person's call. */
export type AutomaticClaimAction = Exclude<ClaimAction, RoutedClaimAction>;

const isRouted = (action: ClaimAction): action is RoutedClaimAction => 'http' in CLAIM_ACTIONS[action];
export const ROUTED_CLAIM_ACTIONS: readonly RoutedClaimAction[] = CLAIM_ACTION_NAMES.filter(isRouted);
export const AUTOMATIC_CLAIM_ACTIONS = CLAIM_ACTION_NAMES.filter(
  (action): action is AutomaticClaimAction => !isRouted(action),
);

/** The call a person makes for an action; asking it of an automatic move is a programming error. */
export function actionHttp(action: ClaimAction): NonNullable<ClaimActionDefinition['http']> {
  const { http }: ClaimActionDefinition = CLAIM_ACTIONS[action];
  if (!http) throw new Error(`${action} is an automatic move: no call takes it`);
  return http;
}

/** Whether this party, not a person, may make this move of the claim (the table's automatic grants). */
export function partyMayTake(party: AutomaticParty, action: ClaimAction): boolean {
  const { grants }: ClaimActionDefinition = CLAIM_ACTIONS[action];
  return grants.some((grant) => grant.party === party);
}

/** The claim as the workflow sees it: enough to decide every action. */
export interface WorkflowClaim {
  status: ClaimStatus;
  track: ClaimTrack;
  archivedFrom: ClaimStatus | null;
  issueRaised: boolean;
  deleted: boolean;
  /** It came from the client's own claims system (Premia), which can take it back. */
  fromPremia: boolean;
  /** The platform asked the client to approve a bodyshop's repair, and no answer yet. */
  bodyshopApprovalRequested: boolean;
  clientOrganisationId: string;
  repairerOrganisationId: string | null;
}

const definition = (action: ClaimAction): ClaimActionDefinition => CLAIM_ACTIONS[action];

/** Whether the actor holds one of the action's grants for this claim (privilege and party). */
export function mayTakeAction(actor: Permissioned, claim: WorkflowClaim, action: ClaimAction): boolean {
  return holdsClaimGrant(actor, claim, definition(action).grants);
}

type ClaimOrganisations = Pick<WorkflowClaim, 'clientOrganisationId' | 'repairerOrganisationId'>;

/** Whether a permission entry makes its holder this party of the claim: the platform, its owner, its assignee. */
export function entryIsClaimParty(
  entry: Permissioned['permissions'][number],
  claim: ClaimOrganisations,
  party: ClaimParty,
): boolean {
  if (party === 'platform') return entry.organisationType === 'platform';
  if (party === 'owner') return entry.organisationId === claim.clientOrganisationId;
  return claim.repairerOrganisationId !== null && entry.organisationId === claim.repairerOrganisationId;
}

const isPersonParty = (party: ClaimGrant['party']): party is ClaimParty =>
  party === 'platform' || party === 'owner' || party === 'assignee';

/** Whether one of the actor's permission entries matches one of the grants for this claim's parties. */
export function holdsClaimGrant(
  actor: Permissioned,
  claim: ClaimOrganisations,
  grants: readonly ClaimGrant[],
): boolean {
  return grants.some((grant) =>
    actor.permissions.some((entry) => {
      if (!isPersonParty(grant.party)) return false;
      if (!entry.privileges.some((p) => grant.privileges.includes(p))) return false;
      return entryIsClaimParty(entry, claim, grant.party);
    }),
  );
}

/** Whether the claim's state (status, flags, deletion) lets the action happen, whoever asks. */
export function claimAllowsAction(claim: WorkflowClaim, action: ClaimAction): boolean {
  const { moves, requires } = definition(action);
  if (claim.deleted !== (requires === 'deleted')) return false;
  if (requires === 'open-issue' && !claim.issueRaised) return false;
  if (requires === 'no-open-issue' && claim.issueRaised) return false;
  if (requires === 'from-premia' && !claim.fromPremia) return false;
  if (requires === 'bodyshop-approval-requested' && !claim.bodyshopApprovalRequested) return false;
  if (!(claim.status in moves)) return false;
  if (action === 'rollback') return rollbackTargets(claim).length > 0;
  return true;
}

/** The actions this actor may take on this claim now: the buttons the web shows. */
export function allowedClaimActions(actor: Permissioned, claim: WorkflowClaim): ClaimAction[] {
  return CLAIM_ACTION_NAMES.filter((a) => claimAllowsAction(claim, a) && mayTakeAction(actor, claim, a));
}

/** The earlier statuses of the claim's track a rollback may return it to. */
export function rollbackTargets(claim: Pick<WorkflowClaim, 'status' | 'track' | 'archivedFrom'>): ClaimStatus[] {
  if (claim.status === 'archived') return [];
  const { steps, activeStep } = progressSteps(claim);
  return steps.slice(0, activeStep);
}

/**
 * What a rollback to `target` clears, because it happened after that status: the quote's costs
 * (authorised at awaiting-quote-authorisation), the marketplace's window and bids (opened at
 * in-marketplace), and the repairer with its dates and chosen bid (chosen at approve-for-repair).
 */
export function rollbackClears(target: ClaimStatus): { costs: boolean; marketplace: boolean; repairer: boolean } {
  const before = (status: ClaimStatus) => CLAIM_STATUSES.indexOf(target) < CLAIM_STATUSES.indexOf(status);
  return {
    costs: before('awaiting-quote-authorisation'),
    marketplace: before('in-marketplace'),
    repairer: before('awaiting-pickup'),
  };
}

/** The status an action leads to from the claim's current one (after claimAllowsAction said yes). */
export function targetStatus(claim: WorkflowClaim, action: ClaimAction, chosen?: ClaimStatus): ClaimStatus {
  const target = definition(action).moves[claim.status];
  if (target === undefined || target === 'same') return claim.status;
  if (target === 'archived-from') return claim.archivedFrom ?? 'registered';
  if (target === 'chosen') {
    if (!chosen) throw new Error('A rollback needs the status to return to');
    return chosen;
  }
  return target;
}

/** The 409 message when the claim's state does not allow the action. */
export function actionRefusedMessage(action: ClaimAction, claim: WorkflowClaim): string {
  const { requires, phrase } = definition(action);
  if (requires === 'deleted' && !claim.deleted) return 'This claim is not deleted';
  if (claim.deleted && requires !== 'deleted') return `Cannot ${phrase} a claim that is deleted`;
  if (requires === 'open-issue' && !claim.issueRaised) return 'This claim has no open issue to resolve';
  if (requires === 'no-open-issue' && claim.issueRaised) return 'An issue is already raised on this claim';
  if (requires === 'from-premia' && !claim.fromPremia) return 'This claim did not come from Premia';
  if (requires === 'bodyshop-approval-requested' && !claim.bodyshopApprovalRequested)
    return 'No bodyshop approval has been requested for this claim';
  return `Cannot ${phrase} a claim that is ${CLAIM_STATUS_LABELS[claim.status]}`;
}

/** The forward steps of the workflow: a claim waiting for one of them waits for whoever may take it. */
const FORWARD_STEPS: readonly ClaimAction[] = [
  'triage',
  'request-quote-authorisation',
  'approve-for-marketplace',
  'request-bid-authorisation',
  'approve-for-repair',
  'request-pickup',
  'start-repair',
  'finish-repair',
  'confirm-payment',
  'request-feedback',
];

/**
 * The statuses in which a claim requires the attention of someone with these privileges in this party:
 * the next step of the workflow is theirs to take (GET /api/claims/requiring-attention).
 */
export function attentionStatuses(party: ClaimParty, privileges: readonly Privilege[]): ClaimStatus[] {
  const statuses = new Set<ClaimStatus>();
  for (const action of FORWARD_STEPS) {
    const { grants, moves } = definition(action);
    const granted = grants.some((g) => g.party === party && g.privileges.some((p) => privileges.includes(p)));
    if (granted) for (const status of Object.keys(moves) as ClaimStatus[]) statuses.add(status);
  }
  return CLAIM_STATUSES.filter((status) => statuses.has(status));
}

const MARKETPLACE: readonly ClaimStatus[] = ['in-marketplace', 'bidding'];

/**
 * Whether an action that took a claim from `from` to `to` put it on the marketplace or took it off, so
 * garages' lists and badges must be read again: a move between a marketplace status and another, or
 * deleting or reviving a claim that is on it (which hides it and shows it again). Decided by the claim's
 * own statuses, not by what the action could do: archiving a registered claim tells no garage anything.
 */
export function changesMarketplace(action: ClaimAction, from: ClaimStatus, to: ClaimStatus): boolean {
  if (action === 'delete' || action === 'revive') return MARKETPLACE.includes(from);
  return MARKETPLACE.includes(from) !== MARKETPLACE.includes(to);
}
