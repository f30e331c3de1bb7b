import { systemClock } from '../../../apps/server/src/jobs/clock.ts';
import { createDriverLinks } from '../../../apps/server/src/modules/driver-links/driver-links.ts';
import type { Fixtures } from '../fixtures.ts';
import type { Cell, RouteCases } from '../route-case.ts';

/** A working link on the claim, issued as the product issues them. */
async function linkToken(fx: Fixtures, claimId: string, purpose: 'tracking' | 'feedback') {
  const links = await createDriverLinks(fx.app.db, { publicUrl: fx.app.config.publicUrl, clock: systemClock });
  const link = await fx.app.db
    .transaction()
    .execute((trx) => links.issue(trx, { claimId, purpose, ttlMs: 3_600_000, createdBy: null }));
  return encodeURIComponent(link.token);
}

/**
 * The token decides, whoever else is signed in: 'other' is a working link of the same claim for another
 * of the driver's pages (404), 'deleted' a tracking link of a claim since deleted (410: ask the insurer).
 */
const subjects = ['other', 'deleted'] as const;
const expect = (_who: Cell['actor'], subject: Cell['subject'], success: number) => {
  if (subject === 'other') return 404;
  return subject === 'deleted' ? 410 : success;
};
async function tokenFor({ actor, subject, fx }: Cell) {
  const claimId = await fx.claim(actor, 'own', { status: 'in-repair', deleted: subject === 'deleted' });
  return linkToken(fx, claimId, subject === 'other' ? 'feedback' : 'tracking');
}

/** The driver's live tracking (issue 24, decision 0054): public, opened by a tracking link's token only. */
export const TRACKING_CASES: RouteCases = {
  'GET /api/track/:token': {
    subjects,
    expect,
    async request(cell) {
      return { path: `/api/track/${await tokenFor(cell)}` };
    },
  },
  'POST /api/track/:token/push': {
    subjects,
    expect,
    async request(cell) {
      const subscription = {
        endpoint: 'https://fcm.googleapis.com/fcm/send/authz-matrix',
        keys: { p256dh: 'BElwdQ', auth: 'c2VjcmV0' },
      };
      return { path: `/api/track/${await tokenFor(cell)}/push`, body: { subscription } };
    },
  },
};
