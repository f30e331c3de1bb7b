import webpush from 'web-push';
import type { OutboundAddressGuard } from '../outbound-address-guard.ts';
import type { VapidKeys } from './vapid-keys.ts';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** 'gone': the push service says the subscription no longer exists (404/410), so it should be deleted. */
export type PushOutcome = 'sent' | 'gone';

export interface PushSender {
  readonly publicKey: string;
  /**
   * Throws when the push service fails otherwise (unreachable, 5xx) or its address is internal
   * (OutboundAddressRefused): the caller logs it.
   */
  send(target: PushTarget, payload: object): Promise<PushOutcome>;
}

/**
 * Web push through the `web-push` library: the payload encrypted for the subscription's keys
 * (aes128gcm), signed with our VAPID key. Every push goes through the outbound address guard: an
 * endpoint whose host is or resolves to an internal address is never connected to, whatever the
 * subscription said when it was made (names can change what they resolve to). `ca` lets tests trust a
 * local push service's certificate.
 */
export function createPushSender(
  keys: VapidKeys,
  options: { guard: OutboundAddressGuard; ca?: string; timeoutMs?: number },
): PushSender {
  const agent = options.guard.agent({ ca: options.ca });
  return {
    publicKey: keys.publicKey,
    send: async (target, payload) => {
      await options.guard.assertAllowed(target.endpoint);
      try {
        await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: keys,
            TTL: 24 * 60 * 60,
            timeout: options.timeoutMs ?? 10_000,
            agent,
          },
        );
        return 'sent';
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) return 'gone';
        throw error;
      }
    },
  };
}
