import { DEMO_PASSWORD } from '../../../apps/server/src/demo/demo-data.ts';
import { homeOrganisation, rivalOf } from '../actors.ts';
import type { Cell, CellRequest, RouteCase, RouteCases } from '../route-case.ts';

/**
 * A person of the actor's organisation, or (other) of its rival, for the admin actions on people;
 * fresh for each cell, so disabling one disables nobody else.
 */
function manage(action: 'password-required' | 'disable' | 'enable'): RouteCase {
  return {
    subjects: ['other'],
    async request({ actor, subject, fx }) {
      const home = homeOrganisation(actor);
      const person = await fx.user(subject === 'own' ? home : rivalOf(home), { disabled: action === 'enable' });
      return { path: `/api/users/${action}/${person.id}` };
    },
  };
}

/**
 * Changing a password ends the user's other sessions, so the cell signs in a new account like the
 * actor (same organisation, role and pending password change) rather than spend the actor's own token.
 */
async function lookAlike({ actor, fx }: Cell): Promise<Pick<CellRequest, 'token'>> {
  // An API key has no password and no session: it is refused before either could change.
  if (actor.token !== 'live' || actor.apiKey) return {};
  const person = await fx.user(actor.organisation, {
    role: actor.role,
    requiredPasswordChange: actor.requiredPasswordChange,
  });
  return { token: await fx.signIn(person.email) };
}

/** Signing out ends the session it is called with: a new one for each cell, never the actor's shared token. */
async function freshSession({ actor, fx }: Cell): Promise<Pick<CellRequest, 'token'>> {
  return actor.token === 'live' && actor.email ? { token: await fx.signIn(actor.email) } : {};
}

/** An unused invitation to the actor's organisation, or (other) to its rival. */
function invitation(suffix: string): RouteCase {
  return {
    subjects: ['other'],
    async request({ actor, subject, fx }) {
      const home = homeOrganisation(actor);
      const id = await fx.invitation(subject === 'own' ? home : rivalOf(home));
      return { path: `/api/users/invitations/${id}${suffix}` };
    },
  };
}

export const USER_CASES: RouteCases = {
  'POST /api/users/login': {
    request: async () => ({
      path: '/api/users/login',
      body: { email: 'repairer@fixline.test', password: DEMO_PASSWORD },
    }),
  },
  'GET /api/users/current': { request: async () => ({ path: '/api/users/current' }) },
  'POST /api/users/logout': { request: async (cell) => ({ path: '/api/users/logout', ...(await freshSession(cell)) }) },
  'PUT /api/users/password': {
    request: async (cell) => ({
      path: '/api/users/password',
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'A-new-password-2' },
      ...(await lookAlike(cell)),
    }),
  },
  'POST /api/users/forgot-password': {
    request: async () => ({ path: '/api/users/forgot-password', body: { email: 'repairer@fixline.test' } }),
  },
  // A new person's link each cell: the password changed is never one an actor signs in with.
  'POST /api/users/reset-password': {
    request: async ({ fx }) => ({
      path: '/api/users/reset-password',
      body: { token: await fx.passwordReset('client'), password: 'A-new-password-3' },
    }),
  },
  'GET /api/users/register': {
    request: async ({ fx }) => ({ path: `/api/users/register?token=${await fx.invite('client', 'USER')}` }),
  },
  'POST /api/users/register': {
    request: async ({ fx }) => ({
      path: `/api/users/register?token=${await fx.invite('client', 'USER')}`,
      body: { name: 'Ivy Invited', password: 'Invited-pass-1' },
    }),
  },
  'POST /api/users/invite': {
    request: async ({ actor, fx }) => ({
      path: '/api/users/invite',
      body: {
        email: `${fx.unique('new')}@fixline.test`,
        organisationId: fx.org(homeOrganisation(actor)),
        role: 'USER',
      },
    }),
  },
  'GET /api/users': { request: async () => ({ path: '/api/users' }) },
  'GET /api/users/all': { request: async () => ({ path: '/api/users/all' }) },
  'PUT /api/users/password-required/:id': manage('password-required'),
  'PUT /api/users/disable/:id': manage('disable'),
  'PUT /api/users/enable/:id': manage('enable'),
  'PUT /api/users/role/:id': {
    subjects: ['other'],
    async request({ actor, subject, fx }) {
      const home = homeOrganisation(actor);
      const organisation = subject === 'own' ? home : rivalOf(home);
      const person = await fx.user(organisation);
      return { path: `/api/users/role/${person.id}`, body: { organisationId: fx.org(organisation), role: 'ADMIN' } };
    },
  },
  // A look-alike renames itself, so no demo account's name changes under other cells.
  'PUT /api/users/current': {
    request: async (cell) => ({
      path: '/api/users/current',
      body: { name: 'Pat Renamed', phone: '07700 900123' },
      ...(await lookAlike(cell)),
    }),
  },
  'GET /api/users/current/notification-preferences': {
    request: async () => ({ path: '/api/users/current/notification-preferences' }),
  },
  // A look-alike chooses, so no demo account starts getting mail under other cells.
  'PUT /api/users/current/notification-preferences': {
    request: async (cell) => ({
      path: '/api/users/current/notification-preferences',
      body: { ClaimCommentAdded: { inApp: true, push: false, mail: true } },
      ...(await lookAlike(cell)),
    }),
  },
  'GET /api/users/invitations': { request: async () => ({ path: '/api/users/invitations' }) },
  'PUT /api/users/invitations/:id/resend': invitation('/resend'),
  'DELETE /api/users/invitations/:id': invitation(''),
};
