import { NOTIFICATION_TYPES, type NotificationType } from './notifications.ts';

/**
 * The ways a notification reaches a person (issue 26, decision 0059): the menu and its toast while the
 * app is open, the browser's web push, and mail.
 */
export const NOTIFICATION_CHANNELS = ['inApp', 'push', 'mail'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  inApp: 'In the app',
  push: 'Web push',
  mail: 'Mail',
};

export type ChannelChoice = Record<NotificationChannel, boolean>;
export type NotificationPreferences = Record<NotificationType, ChannelChoice>;

/**
 * What a person gets before they choose: the app and push for every event, as before preferences
 * existed, and no mail, so a busy desk's inbox is not filled with what the app already shows.
 */
export const DEFAULT_CHANNELS: Readonly<ChannelChoice> = { inApp: true, push: true, mail: false };

/** Every event's channels: the person's choices over the defaults. */
export function withDefaults(chosen: Partial<NotificationPreferences>): NotificationPreferences {
  return Object.fromEntries(
    NOTIFICATION_TYPES.map((type) => [type, { ...DEFAULT_CHANNELS, ...chosen[type] }]),
  ) as NotificationPreferences;
}
