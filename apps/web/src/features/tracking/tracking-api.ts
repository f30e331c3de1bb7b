import type { TTrackingPage } from '@fixline/domain';
import { apiRequest } from '../../api/client.ts';

/** The driver's API carries the tracking link's token, never a claim id. */
export const trackingPath = (token: string) => `/api/track/${encodeURIComponent(token)}`;
export const trackingQueryKey = (token: string) => ['tracking', token] as const;

export const readTrackingPage = (token: string, signal?: AbortSignal) =>
  apiRequest<TTrackingPage>(trackingPath(token), { signal });
