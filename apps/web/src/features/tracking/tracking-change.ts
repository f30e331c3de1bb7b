import { type TTrackingStatusChanged, ZTrackingStatusChanged } from '@fixline/domain';

/**
 * What the tracking socket sent, if it is a status change. Loaded with the socket's client, after the
 * page has drawn: its schema brings zod, which the page's first render does not need.
 */
export function readStatusChange(payload: unknown): TTrackingStatusChanged | undefined {
  const parsed = ZTrackingStatusChanged.safeParse(payload);
  return parsed.success ? parsed.data : undefined;
}
