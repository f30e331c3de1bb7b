import type { DeviceCookies } from './auth/device-cookies.ts';
import type { AuthGuards } from './auth/guards.ts';
import type { SessionCache } from './auth/session-cache.ts';
import type { Tokens } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { ClaimEvents } from './events/claim-events.ts';
import type { SharedReads } from './http/shared-reads.ts';
import type { VehicleEnquiry } from './integrations/dvla/vehicle-enquiry.ts';
import type { Geocoder } from './integrations/geocoder/geocoder.ts';
import type { MailTransport } from './integrations/mail/mail-transport.ts';
import type { OutboundAddressGuard } from './integrations/outbound-address-guard.ts';
import type { EmbeddedPayments } from './integrations/payments/embedded-payments.ts';
import type { PaymentProvider } from './integrations/payments/payment-provider.ts';
import type { PushSender } from './integrations/push/push-sender.ts';
import type { ObjectStorage } from './integrations/storage/object-storage.ts';
import type { Clock } from './jobs/clock.ts';
import type { JobTasks } from './jobs/job-tasks.ts';
import type { ClaimActionTable } from './modules/claims/claim-action-handlers.ts';
import type { ClaimAnswers } from './modules/claims/claim-answers.ts';
import type { ClaimViewCache } from './modules/claims/claim-view-cache.ts';
import type { DriverLinks } from './modules/driver-links/driver-links.ts';
import type { Realtime } from './realtime/realtime.ts';

/** What every module's routes are given: no globals, so tests build as many apps as they like. */
export interface AppContext {
  config: Config;
  db: Db;
  tokens: Tokens;
  /** Browsers that signed in before: their own sign-in failure budget (decision 0025). */
  devices: DeviceCookies;
  auth: AuthGuards;
  /**
   * This node's cache of signed-in actors. Other nodes hear of a change through PostgreSQL; code that
   * changes a session, user or permission also tells this node's cache, so its own next request is sure
   * to see the change.
   */
  sessions: SessionCache;
  /** Identical concurrent reads answered by one computation. */
  reads: SharedReads;
  /** Claims' views, reused while the database says they are current. */
  claimViews: ClaimViewCache;
  claimAnswers: ClaimAnswers;
  /** What each action on a claim does besides moving its status, from every module (claim-action-handlers.ts). */
  claimActions: ClaimActionTable;
  realtime: Realtime;
  push: PushSender;
  /** Checks an address a user gave before the server calls it (decision 0042). */
  outbound: OutboundAddressGuard;
  /** Where claim changes are announced: the notifications module listens. */
  events: ClaimEvents;
  /** Where claim files live: local disk served by this app, or an S3 API. */
  storage: ObjectStorage;
  /** The FNOL wizard's plate look-up: the DVLA with DVLA_API_KEY, the demo vehicles without. */
  vehicles: VehicleEnquiry;
  /** Postcodes to coordinates for garages: postcodes.io at GEOCODER_URL, or none (placed on the map). */
  geocoder: Geocoder;
  /** The time moments ahead are computed from (job runAt, link expiry); tests give one they move. */
  clock: Clock;
  /** The job queue's task registry: a module adds its tasks here while the app is built. */
  jobs: JobTasks;
  /** Where mail goes (SMTP or the outbox only); mail is queued with queueMail, never sent directly. */
  mail: MailTransport;
  /** Drivers' keys to their claim's pages: issue, resolve, revoke (modules/driver-links/driver-links.ts). */
  driverLinks: DriverLinks;
  /** Payments: Stripe with STRIPE_SECRET_KEY, the embedded test-mode checkout without (decision 0052). */
  payments: PaymentProvider | EmbeddedPayments;
}
