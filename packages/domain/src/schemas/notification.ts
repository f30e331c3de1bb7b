import { CLAIM_STATUSES } from '../claim-status.ts';
import { NOTIFICATION_AUDIENCES, NOTIFICATION_TYPES } from '../notifications.ts';
import { z } from '../validation.ts';
import { ZId } from './common.ts';

/*
 * The notifications' schemas, apart from their texts and rules in notifications.ts: the web's shell uses
 * those on every page and must not bring zod with them (docs/decisions/0035).
 */

export const ZNotificationPayload = z.object({
  status: z.enum(CLAIM_STATUSES).optional(),
  /** Who caused it, by name. */
  user: z.string().optional(),
  comment: z.string().optional(),
  /** Pence. */
  tipAmount: z.number().int().optional(),
  retail: z.boolean().optional(),
  /** Who the recipient is to the event, for their own text (notification-texts.ts). */
  audience: z.enum(NOTIFICATION_AUDIENCES).optional(),
  /** The claim's reference number (read as 'FX-000123'), for the texts that name it. */
  reference: z.number().int().optional(),
  /** The garage the event is about, stored only for a recipient whose text names it. */
  garage: z.string().optional(),
});
export type TNotificationPayload = z.infer<typeof ZNotificationPayload>;

export const ZNotification = z.object({
  id: ZId,
  type: z.enum(NOTIFICATION_TYPES),
  registration: z.string(),
  claimId: ZId,
  date: z.iso.datetime(),
  read: z.boolean(),
  payload: ZNotificationPayload,
  /**
   * What it says to its recipient (notificationSummary, the table of notification-texts.ts), for a reader
   * without the domain package: the push worker's catch-up.
   */
  summary: z.string().optional(),
});
export type TNotification = z.infer<typeof ZNotification>;
export const ZNotifications = z.array(ZNotification);

export const ZMarkGroupAsRead = z.strictObject({
  registration: z.string().trim().min(1).max(20),
  type: z.enum(NOTIFICATION_TYPES),
});

/**
 * A browser's PushSubscription.toJSON(), strict at every depth. The endpoint must also be a push
 * service's (the server checks its host: apps/server/src/integrations/push/push-services.ts).
 */
export const ZPushSubscription = z.strictObject({
  // A push service is reached over HTTPS only; the document says so beside format uri.
  endpoint: z
    .url({ protocol: /^https$/ })
    .max(2000)
    .meta({ pattern: '^https://' }),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export const ZSubscribeRequest = z.strictObject({
  browserId: z.string().trim().min(1).max(100),
  subscription: ZPushSubscription,
});
export const ZUnsubscribeRequest = z.strictObject({ browserId: z.string().trim().min(1).max(100) });
export const ZPushKey = z.object({ publicKey: z.string() });
