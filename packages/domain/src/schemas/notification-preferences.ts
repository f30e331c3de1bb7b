import { NOTIFICATION_TYPES } from '../notifications.ts';
import { z } from '../validation.ts';

const ZChannelChoice = z.strictObject({ inApp: z.boolean(), push: z.boolean(), mail: z.boolean() });

/** Every event type with its three channels: what GET answers and what PUT answers once saved. */
export const ZNotificationPreferences = z.record(z.enum(NOTIFICATION_TYPES), ZChannelChoice);
export type TNotificationPreferences = z.infer<typeof ZNotificationPreferences>;

/**
 * PUT takes the event types it changes, each with all three channels; a type it leaves out keeps what it
 * had. An unknown type or channel is refused, never dropped (docs/security.md).
 */
export const ZNotificationPreferencesUpdate = z.partialRecord(z.enum(NOTIFICATION_TYPES), ZChannelChoice);
export type TNotificationPreferencesUpdate = z.infer<typeof ZNotificationPreferencesUpdate>;
