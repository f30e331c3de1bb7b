/**
 * What each person is told of a claim's event, in their words: one table, by event and by who they are
 * to it (spec 9's event texts for staff; issue 42). The server stores each recipient's audience on their
 * notification as it writes it (notification-recipients.ts); the menu, the toasts, the pushes and the
 * mail all read the text from here through `notificationSummary`.
 */

/**
 * Who a recipient is to the event: the client organisation's staff, the claim's repairer (after the event:
 * the winner of a choice, the new repairer of a change), a garage that bid and lost, the repairer a change
 * replaced; staff is everyone else (the platform's super admins who follow the claim).
 */
export const NOTIFICATION_AUDIENCES = ['client', 'repairer', 'losing-bidder', 'former-repairer', 'staff'] as const;
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number];

/** Garages told of an event though not (or no longer) the claim's, by audience: their organisations' ids. */
export type AlsoTold = Partial<Record<'losing-bidder' | 'former-repairer', string[]>>;

/**
 * Per event: `staff`, spec 9's text (the one every audience without its own reads, the one preferences
 * and groups are named by), and the texts of the audiences that read their own. A text may name
 * {reference} ('FX-000123'), {registration} ('AB12 CDE') and {garage} (the garage the event is about).
 */
export const NOTIFICATION_EVENT_TEXTS = {
  ClaimCreated: { staff: 'New claim added' },
  ClaimUpdated: { staff: 'Claim updated' },
  RepairDateSelected: { staff: 'Repair date selected by a driver' },
  RepairDateAmended: { staff: 'Repair date amended' },
  RepairDatesRejected: { staff: 'Repair dates rejected by a driver' },
  ClaimStatusUpdated: { staff: 'Claim status changed' },
  ClaimImageDeleted: { staff: 'Claim image deleted' },
  ClaimFilesAdded: { staff: 'New files added' },
  ClaimFileRemoved: { staff: 'Claim file removed' },
  ClaimCommentAdded: { staff: 'New comment added' },
  ClaimRepairerChanged: {
    staff: 'Repairer changed',
    repairer: 'This job is now yours: {reference}',
    'former-repairer': '{reference} was moved to another repairer',
    // The platform named a repairer outright while garages had bid.
    'losing-bidder': 'Another garage was chosen for {reference}',
    client: 'Repairer changed: {garage} now has {reference}',
  },
  RepairDateBooked: { staff: 'Booked repair date' },
  RepairLocationChanged: { staff: 'Repair location changed' },
  ClaimRaisedIssue: { staff: 'Repairer issue raised' },
  ClaimTipPaid: { staff: 'Tip received' },
  RepairRescheduled: { staff: 'Repair rescheduled' },
  RepairAvailableDatesChanged: { staff: 'Repair’s available dates changed' },
  ClaimRevived: { staff: 'Claim revived' },
  // The marketplace's events, beyond spec 9's list: a garage's bid, and the bid the client chose.
  BidPlaced: { staff: 'New bid placed', client: 'New bid from {garage} on {reference}' },
  BidChosen: {
    staff: 'Bid chosen',
    repairer: 'Your bid was chosen for {reference} ({registration})',
    'losing-bidder': 'Another garage was chosen for {reference}',
    client: '{garage} was chosen for {reference}',
  },
} as const satisfies Record<string, { staff: string } & Partial<Record<NotificationAudience, string>>>;

export type NotificationType = keyof typeof NOTIFICATION_EVENT_TEXTS;
export const NOTIFICATION_TYPES = Object.keys(NOTIFICATION_EVENT_TEXTS) as [NotificationType, ...NotificationType[]];

/** Each event's staff text (spec 9): what preferences, groups and the push worker name it by. */
export const NOTIFICATION_TEXTS = Object.fromEntries(
  NOTIFICATION_TYPES.map((type) => [type, NOTIFICATION_EVENT_TEXTS[type].staff]),
) as Record<NotificationType, string>;

/** What a recipient's own text fills in; a text whose every name is not known falls back to the staff text. */
export interface NotificationFacts {
  reference?: string;
  registration?: string;
  garage?: string;
}

/** The audience's own text for the event, filled in, or null when it reads the staff text. */
export function audienceText(
  type: NotificationType,
  audience: NotificationAudience | undefined,
  facts: NotificationFacts,
): string | null {
  const texts: Partial<Record<NotificationAudience, string>> = NOTIFICATION_EVENT_TEXTS[type];
  const template = audience && audience !== 'staff' ? texts[audience] : undefined;
  if (!template) return null;
  let missing = false;
  const text = template.replace(/\{(reference|registration|garage)\}/g, (_, name: keyof NotificationFacts) => {
    const value = facts[name];
    if (!value) missing = true;
    return value ?? '';
  });
  return missing ? null : text;
}

/** Whether the audience's text for the event names the garage: only then is the garage's name stored for them. */
export function namesGarage(type: NotificationType, audience: NotificationAudience): boolean {
  const texts: Partial<Record<NotificationAudience, string>> = NOTIFICATION_EVENT_TEXTS[type];
  return texts[audience]?.includes('{garage}') ?? false;
}
