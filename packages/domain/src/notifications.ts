import { claimReference } from './claim-reference.ts';
import { CLAIM_STATUS_LABELS, type ClaimStatus, formatRegistration } from './claim-status.ts';
import { formatMoney } from './money.ts';
import { audienceText, NOTIFICATION_TEXTS, type NotificationType } from './notification-texts.ts';
import { isPermitted, type Permissioned } from './permissions.ts';
import type { TNotification } from './schemas/notification.ts';

/**
 * Notifications (spec sections 2, 3, 4 "Notifications", 7 and 9): one type per event of
 * notification-texts.ts's table, which holds each event's text for staff (spec 9's) and for the
 * recipients who read their own. The spec names four types (ClaimStatusUpdated, ClaimCommentAdded,
 * ClaimTipPaid, ClaimRaisedIssue); the others follow the same pattern.
 */
export {
  type AlsoTold,
  audienceText,
  NOTIFICATION_AUDIENCES,
  NOTIFICATION_EVENT_TEXTS,
  NOTIFICATION_TEXTS,
  NOTIFICATION_TYPES,
  type NotificationAudience,
  type NotificationFacts,
  type NotificationType,
  namesGarage,
} from './notification-texts.ts';

export const COMMENT_SUMMARY_LENGTH = 200;

/**
 * What a notification says in the menu, a toast, a push and a mail (spec 9): the recipient's own text when
 * their audience has one (notification-texts.ts), else the staff text: a comment cut at 200 characters
 * with an ellipsis, a tip with its £ amount, a status change as 'Claim status changed to In Repair'.
 */
export function notificationSummary(notification: Pick<TNotification, 'type' | 'payload' | 'registration'>): string {
  const { type, payload } = notification;
  const own = audienceText(type, payload.audience, {
    reference: payload.reference === undefined ? undefined : claimReference(payload.reference),
    registration: formatRegistration(notification.registration),
    garage: payload.garage,
  });
  if (own) return own;
  const text = NOTIFICATION_TEXTS[type];
  if (type === 'ClaimCommentAdded' && payload.comment) {
    const comment =
      payload.comment.length > COMMENT_SUMMARY_LENGTH
        ? `${payload.comment.slice(0, COMMENT_SUMMARY_LENGTH)}…`
        : payload.comment;
    return `${text}: ${comment}`;
  }
  if (type === 'ClaimTipPaid' && payload.tipAmount !== undefined) return `${text}: ${formatMoney(payload.tipAmount)}`;
  if (type === 'ClaimStatusUpdated' && payload.status) {
    return `${text} to ${CLAIM_STATUS_LABELS[payload.status as ClaimStatus]}`;
  }
  return text;
}

/** Notifications are grouped by registration plus type (spec 3); the badge counts the groups. */
export interface NotificationGroup {
  key: string;
  registration: string;
  type: NotificationType;
  /** Newest first. */
  notifications: TNotification[];
}

export function groupNotifications(notifications: readonly TNotification[]): NotificationGroup[] {
  const groups = new Map<string, NotificationGroup>();
  const newestFirst = [...notifications].sort((a, b) => b.date.localeCompare(a.date));
  for (const notification of newestFirst) {
    const key = `${notification.registration}|${notification.type}`;
    const group = groups.get(key) ?? {
      key,
      registration: notification.registration,
      type: notification.type,
      notifications: [],
    };
    group.notifications.push(notification);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** The claim page this user may open: the staff's with ReadClaims, else the marketplace's. */
export function claimPageFor(user: Permissioned | null, claimId: string): string {
  if (isPermitted(user, { privileges: ['ReadClaims'] })) return `/dashboardClaim/${claimId}`;
  return `/marketplace/claims/${claimId}`;
}

/** Where opening a notification leads (spec 2): the user's page of the claim. */
export const notificationPath = claimPageFor;

/** The socket's events (spec 7): the client registers, the server answers the unread list, then each new one. */
export const SOCKET_EVENTS = {
  register: 'notifications:register',
  readyToRegister: 'notifications:readyToRegister',
  initialState: 'notifications:initialState',
  newNotification: 'notifications:newNotification',
  /** The session behind the socket ended (logout, password change, disabled): the client signs out. */
  sessionEnded: 'session:ended',
  /** A claim entered or left the marketplace, or its bids changed: garages' lists and badge read again. */
  marketplaceChanged: 'marketplace:changed',
} as const;
