import type { NotificationType, TNotification } from '@fixline/domain';
import type { Db } from '../../db/database.ts';
import { presentNotification } from './present-notification.ts';

/** Enough for any menu; older unread ones stay in the database and are marked read with the rest. */
export const UNREAD_LIMIT = 200;

/** A user's unread notifications, newest first (the socket's initial state). */
export async function unreadNotifications(db: Db, userId: string): Promise<TNotification[]> {
  const rows = await db
    .selectFrom('notifications')
    .selectAll()
    .where('recipientId', '=', userId)
    .where('readAt', 'is', null)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(UNREAD_LIMIT)
    .execute();
  return rows.map(presentNotification);
}

/**
 * Marks the user's own notifications read: one, a group (registration + type) or all. Another user's
 * notification matches nothing, like one that does not exist: the answer says how many changed.
 */
export async function markAsRead(
  db: Db,
  userId: string,
  which: { id: string } | { registration: string; type: NotificationType } | 'all',
): Promise<number> {
  let query = db
    .updateTable('notifications')
    .set({ readAt: new Date() })
    .where('recipientId', '=', userId)
    .where('readAt', 'is', null);
  if (which !== 'all' && 'id' in which) query = query.where('id', '=', which.id);
  if (which !== 'all' && 'registration' in which) {
    query = query.where('registration', '=', which.registration).where('type', '=', which.type);
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Whether a notification exists for this user at all (read or not): a 404 otherwise. */
export async function ownsNotification(db: Db, userId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('notifications')
    .select('id')
    .where('id', '=', id)
    .where('recipientId', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}
