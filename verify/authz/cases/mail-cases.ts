import { queueMail } from '../../../apps/server/src/integrations/mail/queue-mail.ts';
import { createMailPreviews } from '../../../apps/server/src/modules/sent-mail/mail-preview.ts';
import type { Fixtures } from '../fixtures.ts';
import type { RouteCases } from '../route-case.ts';

async function mail(fx: Fixtures): Promise<string> {
  return fx.app.db.transaction().execute((trx) =>
    queueMail(trx, {
      kind: 'test',
      to: `${fx.unique('mail')}@example.test`,
      subject: 'Checked by the matrix',
      text: 'Text',
      html: '<p>HTML</p>',
    }),
  );
}

/**
 * The outbox is the platform's (SuperAdminAccessAllUsers): the guard's 403 for everyone else. A mail's
 * HTML is public at its signed address, which only GET /api/mail/:id hands out; a forged one is 404.
 */
export const MAIL_CASES: RouteCases = {
  'GET /api/mail': { request: async () => ({ path: '/api/mail' }) },
  'GET /api/mail/:id': { request: async ({ fx }) => ({ path: `/api/mail/${await mail(fx)}` }) },
  'GET /api/mail/:id/html': {
    subjects: ['other'],
    expect: (_who, subject, success) => (subject === 'own' ? success : 404),
    async request({ subject, fx }) {
      const path = (await createMailPreviews(fx.app.db)).pathFor(await mail(fx));
      return { path: subject === 'own' ? path : path.replace(/signature=[^&]+/, 'signature=forged') };
    },
  },
};
