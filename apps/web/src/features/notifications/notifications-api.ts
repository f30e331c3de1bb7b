import type { NotificationGroup } from '@fixline/domain';
import { apiRequest } from '../../api/client.ts';

interface Marked {
  marked: number;
}

/** Spec 7: the caller's own notifications only; the server answers how many it marked. */
export const markAsReadRequest = (id: string) =>
  apiRequest<Marked>(`/api/notifications/${encodeURIComponent(id)}/mark-as-read`, { method: 'POST' });

export const markGroupAsReadRequest = ({ registration, type }: Pick<NotificationGroup, 'registration' | 'type'>) =>
  apiRequest<Marked>('/api/notifications/mark-group-as-read', { method: 'POST', body: { registration, type } });

export const markAllAsReadRequest = () => apiRequest<Marked>('/api/notifications/mark-all-as-read', { method: 'POST' });
