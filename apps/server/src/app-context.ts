import type { DeviceCookies } from './auth/device-cookies.ts';
import type { AuthGuards } from './auth/guards.ts';
import type { SessionCache } from './auth/session-cache.ts';
import type { Tokens } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { ClaimEvents } from './events/claim-events.ts';
import type { SharedReads } from './http/shared-reads.ts';
import type { PushSender } from './integrations/push/push-sender.ts';
import type { ObjectStorage } from './integrations/storage/object-storage.ts';
import type { ClaimAnswers } from './modules/claims/claim-answers.ts';
import type { ClaimViewCache } from './modules/claims/claim-view-cache.ts';
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
  realtime: Realtime;
  push: PushSender;
  /** Where claim changes are announced: the notifications module listens. */
  events: ClaimEvents;
  /** Where claim files live: local disk served by this app, or an S3 API. */
  storage: ObjectStorage;
}
