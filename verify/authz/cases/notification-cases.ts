import type { RouteCases } from '../route-case.ts';

const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh: 'BNc0', auth: 'tBHI' } };

/** Notifications are personal: another person's is 404 to everyone, a super admin too. */
export const NOTIFICATION_CASES: RouteCases = {
  'GET /api/notifications': { request: async () => ({ path: '/api/notifications' }) },
  'POST /api/notifications/:id/mark-as-read': {
    subjects: ['other'],
    expect: (_who, subject, success) => (subject === 'own' ? success : 404),
    async request({ actor, subject, fx }) {
      const claimId = await fx.claim(actor, subject === 'own' ? 'own' : 'other', { status: 'in-repair' });
      const recipient = subject === 'own' ? fx.userId(actor) : (await fx.user('client2')).id;
      return { path: `/api/notifications/${await fx.notification(recipient, claimId)}/mark-as-read` };
    },
  },
  'POST /api/notifications/mark-group-as-read': {
    request: async () => ({
      path: '/api/notifications/mark-group-as-read',
      body: { registration: 'AB12CDE', type: 'ClaimCommentAdded' },
    }),
  },
  'POST /api/notifications/mark-all-as-read': {
    request: async () => ({ path: '/api/notifications/mark-all-as-read' }),
  },
  'GET /api/notifications/push-key': { request: async () => ({ path: '/api/notifications/push-key' }) },
  'POST /api/users/subscribe': {
    request: async ({ fx }) => ({
      path: '/api/users/subscribe',
      body: { browserId: fx.unique('browser'), subscription },
    }),
  },
  'POST /api/users/unsubscribe': {
    request: async ({ fx }) => ({ path: '/api/users/unsubscribe', body: { browserId: fx.unique('browser') } }),
  },
  'POST /api/feedback': {
    request: async () => ({
      path: '/api/feedback',
      body: {
        email: 'dana@example.test',
        feedback: 'The claim page is clear',
        url: 'http://localhost:3000/home',
        browserData: { name: 'Chromium', version: '140' },
      },
    }),
  },
};
