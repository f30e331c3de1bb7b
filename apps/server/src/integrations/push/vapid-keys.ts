import webpush from 'web-push';
import { sharedSetting } from '../../db/app-settings.ts';
import type { Db } from '../../db/database.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who the push services may contact about our pushes: a mailto: or https: address. */
  subject: string;
}

const SETTING = 'vapid-keys';

/**
 * The VAPID keys: from configuration, or generated once and stored in the database, where every node
 * finds the same pair (a browser's subscription is bound to the public key it subscribed with).
 */
export async function loadVapidKeys(
  db: Db,
  configured: { publicKey?: string; privateKey?: string; subject: string },
): Promise<VapidKeys> {
  if (configured.publicKey && configured.privateKey) {
    return { publicKey: configured.publicKey, privateKey: configured.privateKey, subject: configured.subject };
  }
  const stored = await sharedSetting(db, SETTING, () => webpush.generateVAPIDKeys());
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject: configured.subject };
}
