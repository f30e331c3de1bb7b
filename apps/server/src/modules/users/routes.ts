import cookie from '@fastify/cookie';
import {
  ZIdParams,
  ZInvitation,
  ZInvitePreview,
  ZInviteRequest,
  ZInviteResponse,
  ZLoginRequest,
  ZLoginResponse,
  ZPasswordUpdateRequest,
  ZProfileUpdateRequest,
  ZRegisterQuery,
  ZRegisterRequest,
  ZRegisterResponse,
  ZRoleChangeRequest,
  ZUser,
  ZUserListQuery,
  z,
} from '@fixline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { actorOf } from '../../auth/actor.ts';
import { DEVICE_COOKIE } from '../../auth/device-cookies.ts';
import { revokeSession } from '../../auth/session-queries.ts';
import { addressKey } from '../../http/address-key.ts';
import { bearer, errorResponses } from '../../http/route-schemas.ts';
import { changePassword } from './change-password.ts';
import { listInvitations, resendInvitation, revokeInvitation } from './invitations.ts';
import { inviteUser } from './invite-user.ts';
import { listUsers } from './list-users.ts';
import { login } from './login.ts';
import { changeRole, requirePasswordChange, setUserDisabled } from './manage-user.ts';
import { readableUserOrganisations } from './policy.ts';
import { presentUser } from './present-user.ts';
import { findUserById } from './queries.ts';
import { previewInvite, registerUser } from './register-user.ts';
import { updateProfile } from './update-profile.ts';

const tags = ['users'];
const manageUsers = { privileges: ['WriteOrgUsers', 'SuperAdminAccessAllUsers'] as const };
const inviters = { privileges: ['ExecuteUserInvite', 'ExecuteSuperAdminInvite'] as const };

/** Spec section 7 "Users": thin handlers that parse, authorise, call one operation and answer. */
export function userRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    // Only sign-in reads and writes a cookie (the trusted device, decision 0025): registered here, its
    // hooks run for these routes alone rather than on every answer of the API.
    await app.register(cookie);
    const { auth } = ctx;

    app.post('/api/users/login', {
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, ...errorResponses(400, 401, 403, 429) },
      },
      handler: async (request, reply) => {
        const { response, deviceCookie } = await login(ctx, request.body, {
          address: addressKey(request.ip),
          deviceCookie: request.cookies[DEVICE_COOKIE],
          log: request.log,
        });
        reply.setCookie(DEVICE_COOKIE, deviceCookie.value, {
          path: '/',
          httpOnly: true,
          secure: true,
          sameSite: 'strict',
          maxAge: deviceCookie.maxAgeSeconds,
        });
        return response;
      },
    });

    app.get('/api/users/current', {
      schema: {
        tags,
        summary: 'The signed-in user',
        security: bearer,
        response: { 200: ZUser, ...errorResponses(401) },
      },
      onRequest: auth.require({ allowDuringPasswordChange: true }),
      handler: async (request) => {
        const user = await findUserById(ctx.db, actorOf(request).userId);
        if (!user) throw new Error('Signed-in user vanished');
        return presentUser(user);
      },
    });

    app.put('/api/users/current', {
      schema: {
        tags,
        summary: 'Change the signed-in user’s own name and phone (after any required password change)',
        security: bearer,
        body: ZProfileUpdateRequest,
        response: { 200: ZUser, ...errorResponses(400, 401, 403) },
      },
      onRequest: auth.require(),
      handler: (request) => updateProfile(ctx, actorOf(request), request.body),
    });

    app.post('/api/users/logout', {
      schema: {
        tags,
        summary: 'Sign out: the token stops working at once',
        security: bearer,
        response: { 204: z.null(), ...errorResponses(401) },
      },
      onRequest: auth.require({ allowDuringPasswordChange: true }),
      handler: async (request, reply) => {
        const { sessionId, userId } = actorOf(request);
        await revokeSession(ctx.db, sessionId);
        ctx.sessions.changed(userId);
        ctx.realtime.endSessions({ sessionId });
        return reply.status(204).send(null);
      },
    });

    app.put('/api/users/password', {
      schema: {
        tags,
        summary: 'Change the signed-in user’s password; clears requiredPasswordChange',
        security: bearer,
        body: ZPasswordUpdateRequest,
        response: { 200: ZUser, ...errorResponses(400, 401, 422) },
      },
      onRequest: auth.require({ allowDuringPasswordChange: true }),
      handler: (request) => changePassword(ctx, actorOf(request), request.body),
    });

    app.get('/api/users/register', {
      schema: {
        tags,
        summary: 'What an invitation is for, before it is accepted',
        querystring: ZRegisterQuery,
        response: { 200: ZInvitePreview, ...errorResponses(400, 404) },
      },
      handler: (request) => previewInvite(ctx, request.query.token),
    });

    app.post('/api/users/register', {
      schema: {
        tags,
        summary: 'Accept an invitation and create the account',
        querystring: ZRegisterQuery,
        body: ZRegisterRequest,
        response: { 201: ZRegisterResponse, ...errorResponses(400, 404, 409) },
      },
      config: { idempotent: true },
      handler: async (request, reply) => {
        const user = await registerUser(ctx, request.query.token, request.body);
        return reply.status(201).send(user);
      },
    });

    app.post('/api/users/invite', {
      schema: {
        tags,
        summary: 'Invite a person to an organisation; answers the single-use link',
        security: bearer,
        body: ZInviteRequest,
        response: { 201: ZInviteResponse, ...errorResponses(400, 401, 403, 404, 409) },
      },
      config: { idempotent: true },
      onRequest: auth.require(inviters),
      handler: async (request, reply) => {
        const invite = await inviteUser(ctx, actorOf(request), request.body, (msg) => request.log.info(msg));
        return reply.status(201).send(invite);
      },
    });

    app.get('/api/users', {
      schema: {
        tags,
        summary: 'Users of the caller’s organisations (every user for SuperAdminAccessAllUsers)',
        security: bearer,
        querystring: ZUserListQuery,
        response: { 200: z.array(ZUser), ...errorResponses(400, 401, 403) },
      },
      onRequest: auth.require({ privileges: ['ReadOrgUsers', 'WriteOrgUsers', 'SuperAdminAccessAllUsers'] }),
      handler: (request) => listUsers(ctx.db, readableUserOrganisations(actorOf(request)), request.query),
    });

    app.get('/api/users/all', {
      schema: {
        tags,
        summary: 'Every user of the platform',
        security: bearer,
        querystring: ZUserListQuery,
        response: { 200: z.array(ZUser), ...errorResponses(400, 401, 403) },
      },
      onRequest: auth.require({ privileges: ['SuperAdminAccessAllUsers'] }),
      handler: (request) => listUsers(ctx.db, null, request.query),
    });

    app.get('/api/users/invitations', {
      schema: {
        tags,
        summary: 'Invitations not yet used, of the organisations the caller may invite to',
        security: bearer,
        response: { 200: z.array(ZInvitation), ...errorResponses(401, 403) },
      },
      onRequest: auth.require(inviters),
      handler: (request) => listInvitations(ctx.db, actorOf(request)),
    });

    app.put('/api/users/invitations/:id/resend', {
      schema: {
        tags,
        summary: 'A fresh link for an unused invitation; the previous link stops working',
        security: bearer,
        params: ZIdParams,
        response: { 200: ZInviteResponse, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: auth.require(inviters),
      handler: (request) => resendInvitation(ctx, actorOf(request), request.params.id),
    });

    app.delete('/api/users/invitations/:id', {
      schema: {
        tags,
        summary: 'Revoke an unused invitation: its link stops working',
        security: bearer,
        params: ZIdParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: auth.require(inviters),
      handler: async (request, reply) => {
        await revokeInvitation(ctx.db, actorOf(request), request.params.id);
        return reply.status(204).send(null);
      },
    });

    const userAction = {
      tags,
      security: bearer,
      params: ZIdParams,
      response: { 200: ZUser, ...errorResponses(400, 401, 403, 404) },
    };

    app.put('/api/users/password-required/:id', {
      schema: { ...userAction, summary: 'Ask a user to change their password at their next request' },
      onRequest: auth.require(manageUsers),
      handler: (request) => requirePasswordChange(ctx, actorOf(request), request.params.id),
    });

    app.put('/api/users/role/:id', {
      schema: {
        ...userAction,
        summary: 'Change a member’s role within one organisation; the last enabled admin stays one',
        body: ZRoleChangeRequest,
        response: { ...userAction.response, ...errorResponses(409) },
      },
      onRequest: auth.require(manageUsers),
      handler: (request) => changeRole(ctx, actorOf(request), request.params.id, request.body),
    });

    app.put('/api/users/disable/:id', {
      schema: {
        ...userAction,
        summary: 'Disable a user and end their sessions; the last enabled admin stays enabled',
        response: { ...userAction.response, ...errorResponses(409) },
      },
      onRequest: auth.require(manageUsers),
      handler: (request) => setUserDisabled(ctx, actorOf(request), request.params.id, true),
    });

    app.put('/api/users/enable/:id', {
      schema: { ...userAction, summary: 'Enable a disabled user' },
      onRequest: auth.require(manageUsers),
      handler: (request) => setUserDisabled(ctx, actorOf(request), request.params.id, false),
    });
  };
}
