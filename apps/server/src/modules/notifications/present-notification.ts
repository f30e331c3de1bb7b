import { notificationSummary, type TNotification } from '@fixline/domain';
import type { Notification } from '../../db/schema.ts';

export function presentNotification(row: Notification): TNotification {
  return {
    id: row.id,
    type: row.type,
    registration: row.registration,
    claimId: row.claimId,
    date: row.createdAt.toISOString(),
    read: row.readAt !== null,
    payload: row.payload,
    summary: notificationSummary(row),
  };
}
