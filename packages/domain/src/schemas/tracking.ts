import { CLAIM_STATUSES, CLAIM_TRACKS } from '../claim-status.ts';
import { z } from '../validation.ts';
import { ZPushSubscription } from './notification.ts';

/** GET /api/track/{token}: what the driver's tracking page shows (issue 24 "Live tracking"). */
export const ZTrackingPage = z.object({
  claimReference: z.string(),
  registration: z.string(),
  track: z.enum(CLAIM_TRACKS),
  status: z.enum(CLAIM_STATUSES),
  /** The progress stepper's steps and where the claim is on them. */
  steps: z.array(z.enum(CLAIM_STATUSES)),
  activeStep: z.number().int(),
  /** Each status the claim entered, oldest first: when, never who or why. */
  timeline: z.array(z.object({ status: z.enum(CLAIM_STATUSES), at: z.iso.datetime() })),
  /** The garage repairing the vehicle, once one is assigned (never the other garages that offered). */
  garage: z.object({ name: z.string(), town: z.string().nullable() }).nullable(),
  /** When the claim should reach its last step, from recent claims' median times; null when it cannot be said. */
  prediction: z.object({ date: z.iso.datetime(), claims: z.number().int().min(1) }).nullable(),
  /** The public key a browser subscribes to web push with, to hear of changes with the page closed. */
  pushPublicKey: z.string(),
});
export type TTrackingPage = z.infer<typeof ZTrackingPage>;

export const ZTrackingTokenParams = z.object({ token: z.string().min(1).max(200) });

/** POST /api/track/{token}/push: the driver's browser asks to hear of changes by web push. */
export const ZTrackingPushRequest = z.strictObject({
  subscription: ZPushSubscription,
});
export type TTrackingPushRequest = z.infer<typeof ZTrackingPushRequest>;

/** What the driver's tracking socket (TRACKING_SOCKET, tracking.ts) sends when the claim's status changed. */
export const ZTrackingStatusChanged = z.object({ status: z.enum(CLAIM_STATUSES), at: z.iso.datetime() });
export type TTrackingStatusChanged = z.infer<typeof ZTrackingStatusChanged>;
