import {
  ZIdParams,
  ZMarkGroupAsRead,
  ZNotificationPreferences,
  ZNotificationPreferencesUpdate,
  ZNotifications,
  ZPushKey,
  ZSubscribeRequest,
  ZUnsubscribeRequest,
  z,
} from '@fixline/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { actorOf } from '../../auth/actor.ts';
import { notFound } from '../../http/http-error.ts';
import { bearer, errorResponses } from '../../http/route-schemas.ts';
import { readNotificationPreferences, saveNotificationPreferences } from './notification-preferences.ts';
import { markAsRead, ownsNotification, unreadNotifications } from './notification-queries.ts';
import { subscribe, unsubscribe } from './push-subscriptions.ts';

const tags = ['notifications'];
const ZMarked = z.object({ marked: z.number().int() });

/** Spec 7 "Notifications and feedback": reading and marking one's own notifications, and web push subscriptions. */
export function notificationRoutes(ctx: AppContext) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const { auth, db } = ctx;
    const signedIn = auth.require();

    app.get('/api/notifications', {
      schema: {
        tags,
        summary: 'The caller’s unread notifications, newest first (the socket sends the same on register)',
        security: bearer,
        response: { 200: ZNotifications, ...errorResponses(401, 403) },
      },
      onRequest: signedIn,
      handler: (request) => unreadNotifications(db, actorOf(request).userId),
    });

    app.post('/api/notifications/:id/mark-as-read', {
      schema: {
        tags,
        summary: 'Mark one of the caller’s notifications read',
        security: bearer,
        params: ZIdParams,
        response: { 200: ZMarked, ...errorResponses(400, 401, 403, 404) },
      },
      onRequest: signedIn,
      handler: async (request) => {
        const { userId } = actorOf(request);
        if (!(await ownsNotification(db, userId, request.params.id))) throw notFound('Notification not found');
        return { marked: await markAsRead(db, userId, { id: request.params.id }) };
      },
    });

    app.post('/api/notifications/mark-group-as-read', {
      schema: {
        tags,
        summary: 'Mark a group read: the caller’s notifications of one registration and type',
        security: bearer,
        body: ZMarkGroupAsRead,
        response: { 200: ZMarked, ...errorResponses(400, 401, 403) },
      },
      onRequest: signedIn,
      handler: async (request) => ({ marked: await markAsRead(db, actorOf(request).userId, request.body) }),
    });

    app.post('/api/notifications/mark-all-as-read', {
      schema: {
        tags,
        summary: 'Mark all the caller’s notifications read',
        security: bearer,
        response: { 200: ZMarked, ...errorResponses(401, 403) },
      },
      onRequest: signedIn,
      handler: async (request) => ({ marked: await markAsRead(db, actorOf(request).userId, 'all') }),
    });

    app.get('/api/users/current/notification-preferences', {
      schema: {
        tags,
        summary: 'The signed-in user’s channels (in the app, web push, mail) for each event type',
        security: bearer,
        response: { 200: ZNotificationPreferences, ...errorResponses(401, 403) },
      },
      onRequest: signedIn,
      handler: (request) => readNotificationPreferences(db, actorOf(request).userId),
    });

    app.put('/api/users/current/notification-preferences', {
      schema: {
        tags,
        summary: 'Choose the channels of the event types named; the others keep theirs',
        security: bearer,
        body: ZNotificationPreferencesUpdate,
        response: { 200: ZNotificationPreferences, ...errorResponses(400, 401, 403) },
      },
      onRequest: signedIn,
      handler: (request) => saveNotificationPreferences(db, actorOf(request).userId, request.body),
    });

    app.get('/api/notifications/push-key', {
      schema: {
        tags,
        summary: 'The public VAPID key a browser subscribes to web push with',
        response: { 200: ZPushKey },
      },
      handler: () => ({ publicKey: ctx.push.publicKey }),
    });

    app.post('/api/users/subscribe', {
      schema: {
        tags,
        summary: 'Receive web pushes in this browser (its id and its push subscription)',
        security: bearer,
        body: ZSubscribeRequest,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 422) },
      },
      onRequest: signedIn,
      handler: async (request, reply) => {
        await subscribe(db, actorOf(request).userId, request.body, ctx.config.pushServiceHosts);
        return reply.status(204).send(null);
      },
    });

    app.post('/api/users/unsubscribe', {
      schema: {
        tags,
        summary: 'Stop web pushes to this browser',
        security: bearer,
        body: ZUnsubscribeRequest,
        response: { 204: z.null(), ...errorResponses(400, 401, 403) },
      },
      onRequest: signedIn,
      handler: async (request, reply) => {
        await unsubscribe(db, actorOf(request).userId, request.body.browserId);
        return reply.status(204).send(null);
      },
    });
  };
}
