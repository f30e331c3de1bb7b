import { CLAIM_STATUS_LABELS, type ClaimStatus } from './claim-status.ts';
import { formatMoney } from './money.ts';
import { isPermitted, type Permissioned } from './permissions.ts';
import type { TNotification } from './schemas/notification.ts';

/**
 * Notifications (spec sections 2, 3, 4 "Notifications", 7 and 9): one type per event text of spec 9.
 * The spec names four types (ClaimStatusUpdated, ClaimCommentAdded, ClaimTipPaid, ClaimRaisedIssue); the
 * others follow the same pattern. Events of features not built yet are defined here and emitted by the
 * issues that build them (files, pickup, payments, marketplace).
 */
export const NOTIFICATION_TEXTS = {
  ClaimCreated: 'New claim added',
  ClaimUpdated: 'Claim updated',
  RepairDateSelected: 'Repair date selected by a driver',
  RepairDateAmended: 'Repair date amended',
  RepairDatesRejected: 'Repair dates rejected by a driver',
  ClaimStatusUpdated: 'Claim status changed',
  ClaimImageDeleted: 'Claim image deleted',
  ClaimFilesAdded: 'New files added',
  ClaimFileRemoved: 'Claim file removed',
  ClaimCommentAdded: 'New comment added',
  ClaimRepairerChanged: 'Repairer changed',
  RepairDateBooked: 'Booked repair date',
  RepairLocationChanged: 'Repair location changed',
  ClaimRaisedIssue: 'Repairer issue raised',
  ClaimTipPaid: 'Tip received',
  RepairRescheduled: 'Repair rescheduled',
  RepairAvailableDatesChanged: 'Repair’s available dates changed',
  ClaimRevived: 'Claim revived',
} as const;
export type NotificationType = keyof typeof NOTIFICATION_TEXTS;
export const NOTIFICATION_TYPES = Object.keys(NOTIFICATION_TEXTS) as [NotificationType, ...NotificationType[]];

export const COMMENT_SUMMARY_LENGTH = 200;

/**
 * What a notification says in the menu, a toast and a push (spec 9): a comment cut at 200 characters
 * with an ellipsis, a tip with its £ amount, a status change as 'Claim status changed to In Repair'.
 */
export function notificationSummary(notification: Pick<TNotification, 'type' | 'payload'>): string {
  const { type, payload } = notification;
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
