import type { Agent } from 'node:https';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { AppContext } from './app-context.ts';
import { listenForActorChanges } from './auth/actor-changes.ts';
import { createDeviceCookies } from './auth/device-cookies.ts';
import { createAuthGuards } from './auth/guards.ts';
import { loadJwtSecret } from './auth/jwt-secret.ts';
import { SessionCache } from './auth/session-cache.ts';
import { createTokens } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { handleError, handleFrameworkError } from './http/error-handler.ts';
import { createLoggers, OneLinePerRequest } from './http/logger.ts';
import { refuseUnstorableText } from './http/refuse-unstorable-text.ts';
import { documentBodyErrors } from './http/route-schemas.ts';
import { describedGuards, recordRouteTable } from './http/route-table.ts';
import { allowInlineStyles, createSecurityHeaders } from './http/security-headers.ts';
import { SharedReads } from './http/shared-reads.ts';
import { serveWebApp } from './http/web-app.ts';
import { registerIdempotency } from './idempotency/idempotency-plugin.ts';
import { createPushSender } from './integrations/push/push-sender.ts';
import { loadVapidKeys } from './integrations/push/vapid-keys.ts';
import { createObjectStorage } from './integrations/storage/create-storage.ts';
import { diskStorageRoutes } from './integrations/storage/disk-storage-routes.ts';
import { claimListRoutes } from './modules/claim-lists/routes.ts';
import { ClaimAnswers } from './modules/claims/claim-answers.ts';
import { ClaimViewCache } from './modules/claims/claim-view-cache.ts';
import { claimRoutes } from './modules/claims/routes.ts';
import { commentRoutes } from './modules/comments/routes.ts';
import { feedbackRoutes } from './modules/feedback/routes.ts';
import { fileRoutes } from './modules/files/routes.ts';
import { SWEEP_INTERVAL_MS, sweepUnrecordedUploads } from './modules/files/sweep-unrecorded-uploads.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { labelRoutes } from './modules/labels/routes.ts';
import { unreadNotifications } from './modules/notifications/notification-queries.ts';
import { createNotifications } from './modules/notifications/notifications.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { organisationRoutes } from './modules/organisations/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { createRealtime } from './realtime/realtime.ts';
import { VERSION } from './version.ts';

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** How pushes reach the push service (tests trust a local one's certificate with it). */
  pushAgent?: Agent;
}

/** The whole HTTP app, built from plugins and modules; main.ts and the tests both use it. */
export async function buildApp({ config, db, logStream, pushAgent }: BuildAppOptions): Promise<FastifyInstance> {
  const jwtSecret = await loadJwtSecret(config.jwtSecret, config.dataDir);
  const tokens = createTokens(jwtSecret);
  const devices = createDeviceCookies(jwtSecret);

  const { storage, disk } = await createObjectStorage(config, db);
  // Browsers put and show files at the storage's own address when it is not ours (S3).
  const setSecurityHeaders = createSecurityHeaders({
    fileOrigins: storage.origin ? [storage.origin] : [],
    trustProxy: config.trustProxy,
  });

  const { logger, requestLines } = createLoggers(config.logLevel, logStream);
  const app = Fastify({
    loggerInstance: logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    logController: new OneLinePerRequest(requestLines),
    // A malformed URL is answered by the router before any hook runs: the same headers, and 400 { message }.
    frameworkErrors: (error, request, reply) => {
      setSecurityHeaders(request.raw, reply.raw);
      handleFrameworkError(error, request, reply);
    },
  });
  // Every answer, routes and not-found alike; a route may narrow them (storage objects, decision 0027).
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw);
    done();
  });
  recordRouteTable(app);
  const sessions = new SessionCache({ ttlMs: config.sessionCacheSeconds * 1000 });
  if (config.sessionCacheSeconds > 0) {
    const actorChanges = await listenForActorChanges(db, app.log, sessions);
    app.addHook('onClose', () => actorChanges.close());
  }
  const realtime = createRealtime(app.server, {
    db,
    tokens,
    sessions,
    log: app.log,
    redisUrl: config.redisUrl,
    unread: (userId) => unreadNotifications(db, userId),
    setSecurityHeaders,
  });
  app.addHook('preClose', () => realtime.close());
  const push = createPushSender(await loadVapidKeys(db, config.vapid), { agent: pushAgent });
  const events = createNotifications({ db, realtime, push, log: app.log });
  const ctx: AppContext = {
    config,
    db,
    tokens,
    devices,
    sessions,
    reads: new SharedReads(config.sharedReads),
    claimViews: new ClaimViewCache(config.claimViewCacheSize),
    claimAnswers: new ClaimAnswers(config.claimAnswerCacheMb * 1024 * 1024),
    auth: describedGuards(createAuthGuards(db, tokens, sessions)),
    realtime,
    push,
    events,
    storage,
  };
  const sweep = setInterval(() => {
    sweepUnrecordedUploads({ db, storage, log: app.log }).catch((error: unknown) =>
      app.log.warn({ err: error }, 'sweeping unrecorded uploads failed'),
    );
  }, SWEEP_INTERVAL_MS).unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.decorateRequest('actor', null);
  app.addHook('preValidation', refuseUnstorableText);
  app.addHook('onRoute', documentBodyErrors);

  // With REDIS_URL the limits hold across every node. Redis being down must neither stop the API nor slow
  // it: without an offline queue a check fails at once while Redis is unreachable, and skipOnError lets
  // the request through; the first connection gets a moment at start, so the first requests are counted.
  const limits = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : null;
  limits?.on('error', (error) => app.log.warn({ err: error }, 'redis (rate limits): %s', error.message));
  if (limits) {
    app.addHook('onClose', async () => limits.disconnect());
    await new Promise((resolve) => {
      limits.once('ready', resolve);
      setTimeout(resolve, 1_000).unref();
    });
  }
  await app.register(rateLimit, { global: false, ...(limits ? { redis: limits, skipOnError: true } : {}) });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Fixline API', version: VERSION, description: 'Vehicle-repair claims, from FNOL to payment.' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  // The docs pages get the common policy, but Swagger UI writes <style> elements without our nonce.
  await app.register(swaggerUi, { routePrefix: '/api/docs', transformStaticCSP: allowInlineStyles });

  registerIdempotency(app, db);
  await app.register(healthRoutes(ctx));
  await app.register(userRoutes(ctx));
  await app.register(organisationRoutes(ctx));
  await app.register(claimRoutes(ctx));
  await app.register(claimListRoutes(ctx));
  await app.register(labelRoutes(ctx));
  await app.register(commentRoutes(ctx));
  await app.register(notificationRoutes(ctx));
  await app.register(feedbackRoutes(ctx));
  await app.register(fileRoutes(ctx));
  if (disk) await app.register(diskStorageRoutes(disk));

  await serveWebApp(app, config.webDistDir);
  return app;
}
