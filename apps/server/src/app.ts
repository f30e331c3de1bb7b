import type { IncomingMessage, ServerResponse } from 'node:http';
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
import { allClaimActionHandlers } from './claim-action-handlers.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { demoVehicleEnquiry } from './demo/demo-vehicle-enquiry.ts';
import { combineClaimEvents } from './events/claim-events.ts';
import { clientAddress } from './http/address-key.ts';
import { apiCacheControl } from './http/api-cache-control.ts';
import { handleError, handleFrameworkError } from './http/error-handler.ts';
import { parseJsonBodies } from './http/json-body-parser.ts';
import { createLoggers, OneLinePerRequest } from './http/logger.ts';
import { withExamples } from './http/openapi-examples.ts';
import { refuseUnstorableText } from './http/refuse-unstorable-text.ts';
import { documentBodyErrors } from './http/route-schemas.ts';
import { describedGuards, documentApiKeyRoutes, recordRouteTable } from './http/route-table.ts';
import { allowInlineStyles, createSecurityHeaders, tileOrigin } from './http/security-headers.ts';
import { SharedReads } from './http/shared-reads.ts';
import { serveWebApp } from './http/web-app.ts';
import { registerIdempotency } from './idempotency/idempotency-plugin.ts';
import { createDvlaVehicleEnquiry } from './integrations/dvla/dvla-vehicle-enquiry.ts';
import { createGeocoder } from './integrations/geocoder/create-geocoder.ts';
import { addMailDelivery } from './integrations/mail/deliver-mail.ts';
import { createMailTransport } from './integrations/mail/mail-transport.ts';
import { createOutboundAddressGuard, parseAllowedRanges } from './integrations/outbound-address-guard.ts';
import { createPartners } from './integrations/partners/create-partners.ts';
import { createPaymentProvider } from './integrations/payments/create-payment-provider.ts';
import { createPushSender } from './integrations/push/push-sender.ts';
import { loadVapidKeys } from './integrations/push/vapid-keys.ts';
import { createObjectStorage } from './integrations/storage/create-storage.ts';
import { diskStorageRoutes } from './integrations/storage/disk-storage-routes.ts';
import { type Clock, systemClock } from './jobs/clock.ts';
import { JobQueue } from './jobs/job-queue.ts';
import { JobTasks } from './jobs/job-tasks.ts';
import { apiKeyRoutes } from './modules/api-keys/routes.ts';
import { bodyshopAgreementRoutes } from './modules/bodyshop-agreements/routes.ts';
import { claimListRoutes } from './modules/claim-lists/routes.ts';
import { escalateAuthorisation, remindOfAuthorisation } from './modules/claims/authorisation-deadline.ts';
import { ClaimAnswers } from './modules/claims/claim-answers.ts';
import { ClaimViewCache } from './modules/claims/claim-view-cache.ts';
import { claimRoutes } from './modules/claims/routes.ts';
import { commentRoutes } from './modules/comments/routes.ts';
import { createDriverLinks } from './modules/driver-links/driver-links.ts';
import { driverLinkRoutes } from './modules/driver-links/routes.ts';
import { evidencePackRoutes } from './modules/evidence-pack/routes.ts';
import { feedbackRoutes } from './modules/feedback/routes.ts';
import { fileRoutes } from './modules/files/routes.ts';
import { SWEEP_INTERVAL_MS, sweepUnrecordedUploads } from './modules/files/sweep-unrecorded-uploads.ts';
import { fnolRoutes } from './modules/fnol/routes.ts';
import { garageRoutes } from './modules/garages/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { integrationRoutes } from './modules/integrations/routes.ts';
import { labelRoutes } from './modules/labels/routes.ts';
import { drawLottery } from './modules/marketplace/draw-lottery.ts';
import { marketplaceRoutes } from './modules/marketplace/routes.ts';
import { unreadNotifications } from './modules/notifications/notification-queries.ts';
import { createNotifications } from './modules/notifications/notifications.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { organisationRoutes } from './modules/organisations/routes.ts';
import { addPartnerCalls } from './modules/partners/call-partner.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { pickupRoutes } from './modules/pickup/routes.ts';
import { quoteRoutes } from './modules/quotes/routes.ts';
import { ratingRoutes } from './modules/ratings/routes.ts';
import { retailQuoteRoutes } from './modules/retail-quotes/routes.ts';
import { sentMailRoutes } from './modules/sent-mail/routes.ts';
import { trackingRoutes } from './modules/tracking/routes.ts';
import { createTrackingEvents } from './modules/tracking/tracking-events.ts';
import { limitTrackingHandshakes } from './modules/tracking/tracking-limits.ts';
import { resolveTrackingLink } from './modules/tracking/tracking-page.ts';
import { passwordResetRoutes } from './modules/users/password-reset-routes.ts';
import { makePasswordReset } from './modules/users/request-password-reset.ts';
import { userRoutes } from './modules/users/routes.ts';
import { addWebhookDelivery } from './modules/webhooks/deliver-webhook.ts';
import { webhookRoutes } from './modules/webhooks/routes.ts';
import { createWebhookEvents } from './modules/webhooks/webhook-events.ts';
import { createRealtime } from './realtime/realtime.ts';
import { VERSION } from './version.ts';

export interface BuildAppOptions {
  config: Config;
  db: Db;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** A certificate authority pushes trust beside the system's (tests trust a local push service's certificate). */
  pushCa?: string;
  /** The same for webhook endpoints (tests trust a local receiver's certificate). */
  webhookCa?: string;
  /** The app's time for moments ahead; tests give a movableClock. */
  clock?: Clock;
  /** false: this node runs no jobs (a test that runs them itself with app.jobQueue.runDueJobs). */
  runJobs?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This node's job queue (jobs/job-queue.ts). */
    jobQueue: JobQueue;
    /**
     * What the app's operations are given. For a process that calls them without HTTP: the bench
     * server's bare ceilings of the writes (bench/bench-server.ts).
     */
    ctx: AppContext;
  }
}

/** The whole HTTP app, built from plugins and modules; main.ts and the tests both use it. */
export async function buildApp({
  config,
  db,
  logStream,
  pushCa,
  webhookCa,
  clock = systemClock,
  runJobs = true,
}: BuildAppOptions): Promise<FastifyInstance> {
  const jwtSecret = await loadJwtSecret(config.jwtSecret, config.dataDir);
  const tokens = createTokens(jwtSecret);
  const devices = createDeviceCookies(jwtSecret);

  const { storage, disk } = await createObjectStorage(config, db);
  // Browsers put and show files at the storage's own address when it is not ours (S3).
  const setSecurityHeaders = createSecurityHeaders({
    fileOrigins: storage.origin ? [storage.origin] : [],
    tileOrigins: config.mapTileUrl ? [tileOrigin(config.mapTileUrl)] : [],
    trustProxy: config.trustProxy,
  });

  /** The security headers, and the API's cache rule (a route may set its own Cache-Control after it). */
  const setCommonHeaders = (request: IncomingMessage, response: ServerResponse) => {
    setSecurityHeaders(request, response);
    const cacheControl = apiCacheControl(request.url ?? '');
    if (cacheControl) response.setHeader('cache-control', cacheControl);
  };

  const { logger, requestLines } = createLoggers(config.logLevel, logStream);
  const app = Fastify({
    loggerInstance: logger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // The spec writes some calls with a trailing slash (`POST /api/claims/`, `PUT …/bid/`): both spellings answer.
    routerOptions: { ignoreTrailingSlash: true },
    logController: new OneLinePerRequest(requestLines),
    // A malformed URL is answered by the router before any hook runs: the same headers, and 400 { message }.
    frameworkErrors: (error, request, reply) => {
      setCommonHeaders(request.raw, reply.raw);
      handleFrameworkError(error, request, reply);
    },
  });
  // Every answer, routes and not-found alike; a route may narrow them (storage objects, decision 0027).
  app.addHook('onRequest', (request, reply, done) => {
    setCommonHeaders(request.raw, reply.raw);
    done();
  });
  recordRouteTable(app);
  const sessions = new SessionCache({ ttlMs: config.sessionCacheSeconds * 1000 });
  if (config.sessionCacheSeconds > 0) {
    const actorChanges = await listenForActorChanges(db, app.log, sessions);
    app.addHook('onClose', () => actorChanges.close());
  }
  // Rate limits, before the routes and the tracking socket that use them. With REDIS_URL the limits hold
  // across every node. Redis being down must neither stop the API nor slow it: without an offline queue
  // a check fails at once while Redis is unreachable, and skipOnError lets the request through; the first
  // connection gets a moment at start, so the first requests are counted.
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
  const trackingHandshakes = limitTrackingHandshakes(app);
  const driverLinks = await createDriverLinks(db, { publicUrl: config.publicUrl, clock });
  const realtime = createRealtime(app.server, {
    db,
    resolveTracking: (token) => resolveTrackingLink(db, driverLinks, token),
    limitTracking: (request) => trackingHandshakes(clientAddress(request, config.trustProxy)),
    tokens,
    sessions,
    log: app.log,
    redisUrl: config.redisUrl,
    unread: (userId) => unreadNotifications(db, userId),
    setSecurityHeaders,
  });
  app.addHook('preClose', () => realtime.close());
  const guard = createOutboundAddressGuard(parseAllowedRanges(config.outboundAllowedRanges));
  const push = createPushSender(await loadVapidKeys(db, config.vapid), { guard, ca: pushCa });
  const events = combineClaimEvents(
    createNotifications({ db, realtime, push, log: app.log, publicUrl: config.publicUrl }),
    createTrackingEvents({ db, realtime, push, driverLinks, clock, log: app.log }),
    createWebhookEvents(),
  );
  const jobs = new JobTasks();
  const mail = createMailTransport(config.mail);
  addMailDelivery(jobs, { db, transport: mail, log: app.log });
  addWebhookDelivery(jobs, { db, guard, ca: webhookCa, log: app.log });
  addPartnerCalls(jobs, { db, partners: createPartners(config, clock), log: app.log });
  const ctx: AppContext = {
    config,
    db,
    tokens,
    devices,
    sessions,
    reads: new SharedReads(config.sharedReads),
    claimViews: new ClaimViewCache(config.claimViewCacheSize),
    claimAnswers: new ClaimAnswers(config.claimAnswerCacheMb * 1024 * 1024),
    claimActions: allClaimActionHandlers(),
    auth: describedGuards(createAuthGuards(db, tokens, sessions)),
    realtime,
    push,
    outbound: guard,
    events,
    storage,
    // DVLA_API_KEY chooses the DVLA's service; without it, the demo's vehicles.
    vehicles: config.dvla ? createDvlaVehicleEnquiry(config.dvla) : demoVehicleEnquiry,
    geocoder: createGeocoder(config),
    clock,
    jobs,
    mail,
    driverLinks,
    payments: await createPaymentProvider(config, db),
  };
  ctx.jobs.add('marketplace-draw', ({ claimId }) => drawLottery(ctx, claimId));
  ctx.jobs.add('authorisation-reminder', ({ claimId, dueAt }) => remindOfAuthorisation(ctx, claimId, dueAt));
  ctx.jobs.add('authorisation-escalation', ({ claimId, dueAt }) => escalateAuthorisation(ctx, claimId, dueAt));
  ctx.jobs.add('password-reset', ({ email }) => makePasswordReset(ctx, email));
  const sweep = setInterval(() => {
    sweepUnrecordedUploads({ db, storage, log: app.log }).catch((error: unknown) =>
      app.log.warn({ err: error }, 'sweeping unrecorded uploads failed'),
    );
  }, SWEEP_INTERVAL_MS).unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  parseJsonBodies(app);
  app.decorateRequest('actor', null);
  app.addHook('preValidation', refuseUnstorableText);
  app.addHook('onRoute', documentBodyErrors);
  app.addHook('onRoute', documentApiKeyRoutes);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Fixline API', version: VERSION, description: 'Vehicle-repair claims, from FNOL to payment.' },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'fxk_…',
            description:
              'A client organisation’s API key (decision 0064), made by its admins on its organisation page; ' +
              'it holds the privileges of its scopes only, and is refused on routes without this scheme.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    // An example for every request body and parameter (issue 29), so "Try it out" sends something real.
    // This app writes OpenAPI 3.1 only: the document is always `openapiObject`.
    transformObject: (document) =>
      'openapiObject' in document ? withExamples(document.openapiObject) : document.swaggerObject,
  });
  // The docs pages get the common policy, but Swagger UI writes <style> elements without our nonce.
  await app.register(swaggerUi, { routePrefix: '/api/docs', transformStaticCSP: allowInlineStyles });

  registerIdempotency(app, db);
  await app.register(healthRoutes(ctx));
  await app.register(userRoutes(ctx));
  await app.register(passwordResetRoutes(ctx));
  await app.register(organisationRoutes(ctx));
  await app.register(claimRoutes(ctx));
  await app.register(claimListRoutes(ctx));
  await app.register(labelRoutes(ctx));
  await app.register(commentRoutes(ctx));
  await app.register(notificationRoutes(ctx));
  await app.register(feedbackRoutes(ctx));
  await app.register(fileRoutes(ctx));
  await app.register(marketplaceRoutes(ctx));
  await app.register(quoteRoutes(ctx));
  await app.register(garageRoutes(ctx));
  await app.register(fnolRoutes(ctx));
  await app.register(sentMailRoutes(ctx));
  await app.register(driverLinkRoutes(ctx));
  await app.register(ratingRoutes(ctx));
  await app.register(bodyshopAgreementRoutes(ctx));
  await app.register(evidencePackRoutes(ctx));
  await app.register(webhookRoutes(ctx));
  await app.register(apiKeyRoutes(ctx));
  await app.register(integrationRoutes(ctx));
  await app.register(trackingRoutes(ctx));
  await app.register(pickupRoutes(ctx));
  await app.register(paymentRoutes(ctx));
  await app.register(retailQuoteRoutes(ctx));
  if (disk) await app.register(diskStorageRoutes(disk));

  await serveWebApp(app, config.webDistDir);

  // Every module has added its tasks by now. Started last and stopped first among what the app holds:
  // jobs in flight finish (or are retried by another node) before the database goes.
  const jobQueue = new JobQueue({ db, tasks: jobs, log: app.log });
  app.decorate('jobQueue', jobQueue);
  app.decorate('ctx', ctx);
  if (runJobs) await jobQueue.start();
  app.addHook('onClose', async () => {
    await jobQueue.stop();
    mail.close();
  });
  return app;
}
