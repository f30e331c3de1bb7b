import { existsSync } from 'node:fs';
import type { Agent } from 'node:https';
import path from 'node:path';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { AppContext } from './app-context.ts';
import { createAuthGuards } from './auth/guards.ts';
import { loadJwtSecret } from './auth/jwt-secret.ts';
import { createTokens } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { handleError } from './http/error-handler.ts';
import { HttpError } from './http/http-error.ts';
import { loggerOptions, OneLinePerRequest } from './http/logger.ts';
import { createPushSender } from './integrations/push/push-sender.ts';
import { loadVapidKeys } from './integrations/push/vapid-keys.ts';
import { createObjectStorage } from './integrations/storage/create-storage.ts';
import { diskStorageRoutes } from './integrations/storage/disk-storage-routes.ts';
import { claimListRoutes } from './modules/claim-lists/routes.ts';
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
  const tokens = createTokens(await loadJwtSecret(config.jwtSecret, config.dataDir));

  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    logController: new OneLinePerRequest(),
  });
  const realtime = createRealtime(app.server, {
    db,
    tokens,
    log: app.log,
    redisUrl: config.redisUrl,
    unread: (userId) => unreadNotifications(db, userId),
  });
  app.addHook('preClose', () => realtime.close());
  const push = createPushSender(await loadVapidKeys(db, config.vapid), { agent: pushAgent });
  const events = createNotifications({ db, realtime, push, log: app.log });
  const { storage, disk } = await createObjectStorage(config, db);
  const ctx: AppContext = { config, db, tokens, auth: createAuthGuards(db, tokens), realtime, push, events, storage };
  const sweep = setInterval(() => {
    sweepUnrecordedUploads({ db, storage, log: app.log }).catch((error: unknown) =>
      app.log.warn({ err: error }, 'sweeping unrecorded uploads failed'),
    );
  }, SWEEP_INTERVAL_MS).unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  // Browsers put and show files at the storage's own address when it is not ours (S3).
  const files = storage.origin ? [storage.origin] : [];

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  app.decorateRequest('actor', null);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI's emotion styles are injected at run time; scripts stay strictly 'self'.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...files],
        mediaSrc: ["'self'", 'blob:', ...files],
        frameSrc: ["'self'", ...files],
        connectSrc: ["'self'", 'ws:', 'wss:', ...files],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // HSTS only means something over TLS; sent below when the request came over HTTPS.
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
  // With REDIS_URL the limits hold across every node; Redis being down must not stop the API (skipOnError).
  const limits = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
    : null;
  limits?.on('error', (error) => app.log.warn({ err: error }, 'redis (rate limits): %s', error.message));
  if (limits) app.addHook('onClose', async () => limits.disconnect());
  await app.register(rateLimit, { global: false, ...(limits ? { redis: limits, skipOnError: true } : {}) });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Fixline API', version: VERSION, description: 'Vehicle-repair claims, from FNOL to payment.' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

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

/** The built SPA from the same origin; any unknown non-API GET gets index.html (client-side routes). */
async function serveWebApp(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const hasWeb = distDir !== undefined && existsSync(path.join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasWeb && isPage && !request.url.startsWith('/api/') && request.url !== '/api') {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw new HttpError(404, `No route ${request.method} ${request.url.split('?')[0]}`);
  });
}
