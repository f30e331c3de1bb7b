import { dataActionDone } from './action-messages.ts';
import { CLAIM_ACTIONS, type ClaimAction } from './claim-workflow.ts';

/**
 * Timeline rows the server writes for things that are not buttons of the claim page. In the domain: the
 * claim page's timeline and the evidence pack's PDF say the same.
 */
const OTHER_HISTORY_LABELS: Record<string, string> = {
  create: 'Claim created',
  fnol: 'Reported by the driver',
  'authorisation-escalated': 'Authorisation overdue',
  // Written by the outbox when a partner's call ends (modules/partners/call-partner.ts).
  'partner-answered': 'Partner answered',
  'partner-failed': 'Partner call failed',
  // A super admin sent a failed call again from the Integrations page (modules/integrations/retry-partner-call.ts).
  'partner-retried': 'Partner call retried',
  'driver-availability': 'Availability given by the driver',
  'repair-date-accepted': 'Repair date accepted by the driver',
  'repair-date-rejected': 'Repair date rejected by the driver',
  'accept-bodyshop-agreement': 'Bodyshop agreement accepted by the driver',
  'evidence-pack': 'Evidence pack made',
  // The driver's answer to a retail quote, through its link (modules/retail-quotes/driver-quotes.ts); the
  // acceptance moves the claim, so it is a row of the workflow table.
  'decline-quote': 'Quote declined by the driver',
};

const isClaimAction = (action: string): action is ClaimAction => action in CLAIM_ACTIONS;

/** What a timeline row says happened: 'Issue raised', or a status change by its button's name. */
export function historyActionLabel(action: string): string {
  if (!isClaimAction(action)) return OTHER_HISTORY_LABELS[action] ?? action;
  return dataActionDone(action) ?? CLAIM_ACTIONS[action].label;
}
