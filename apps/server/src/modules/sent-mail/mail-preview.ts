import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sharedSetting } from '../../db/app-settings.ts';
import type { Db } from '../../db/database.ts';

/** How long a preview address works: long enough to open it, short enough that a copied one goes stale. */
const PREVIEW_SECONDS = 10 * 60;

/**
 * The policy a mail's HTML is shown under: nothing but its own inline styles and data: images, no
 * script, no form, no navigation of the page around it, and a sandbox (a unique origin) even if the
 * frame's own sandbox attribute were lost. The app's pages forbid inline styles, and a srcdoc frame
 * would inherit that; served on its own address, a mail looks as a mail reader shows it.
 */
export const MAIL_PREVIEW_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'; sandbox";

/** Signs and checks the addresses of mails' HTML parts, with a key every node shares. */
export interface MailPreviews {
  /** A path to the mail's HTML that works for PREVIEW_SECONDS, for an iframe's src. */
  pathFor(mailId: string): string;
  matches(mailId: string, expires: number, signature: string): boolean;
}

export async function createMailPreviews(db: Db): Promise<MailPreviews> {
  const key = Buffer.from(
    await sharedSetting(db, 'mail-preview-key', () => randomBytes(32).toString('base64')),
    'base64',
  );
  const sign = (mailId: string, expires: number) =>
    createHmac('sha256', key).update(`${mailId}\n${expires}`).digest('base64url');
  return {
    pathFor: (mailId) => {
      const expires = Math.floor(Date.now() / 1000) + PREVIEW_SECONDS;
      return `/api/mail/${mailId}/html?expires=${expires}&signature=${sign(mailId, expires)}`;
    },
    matches: (mailId, expires, signature) => {
      if (expires < Date.now() / 1000) return false;
      const expected = Buffer.from(sign(mailId, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
