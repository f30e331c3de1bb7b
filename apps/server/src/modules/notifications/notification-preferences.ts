import {
  type NotificationPreferences,
  type NotificationType,
  type TNotificationPreferencesUpdate,
  withDefaults,
} from '@fixline/domain';
import type { Db } from '../../db/database.ts';

/** A person's channels for every event type: what they chose, the defaults for the rest. */
export async function readNotificationPreferences(db: Db, userId: string): Promise<NotificationPreferences> {
  const rows = await db
    .selectFrom('notificationPreferences')
    .select(['type', 'inApp', 'push', 'mail'])
    .where('userId', '=', userId)
    .execute();
  return withDefaults(Object.fromEntries(rows.map(({ type, ...channels }) => [type, channels])));
}

/** Saves the types the update names, in one statement, and answers the whole set as it now stands. */
export async function saveNotificationPreferences(
  db: Db,
  userId: string,
  update: TNotificationPreferencesUpdate,
): Promise<NotificationPreferences> {
  const rows = Object.entries(update).map(([type, channels]) => ({
    userId,
    type: type as NotificationType,
    ...channels,
  }));
  if (rows.length > 0) {
    await db
      .insertInto('notificationPreferences')
      .values(rows)
      .onConflict((conflict) =>
        conflict.columns(['userId', 'type']).doUpdateSet((eb) => ({
          inApp: eb.ref('excluded.inApp'),
          push: eb.ref('excluded.push'),
          mail: eb.ref('excluded.mail'),
          updatedAt: new Date(),
        })),
      )
      .execute();
  }
  return readNotificationPreferences(db, userId);
}
