import type { AuthGuards } from './auth/guards.ts';
import type { Tokens } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { ClaimEvents } from './events/claim-events.ts';
import type { PushSender } from './integrations/push/push-sender.ts';
import type { ObjectStorage } from './integrations/storage/object-storage.ts';
import type { Realtime } from './realtime/realtime.ts';

/** What every module's routes are given: no globals, so tests build as many apps as they like. */
export interface AppContext {
  config: Config;
  db: Db;
  tokens: Tokens;
  auth: AuthGuards;
  realtime: Realtime;
  push: PushSender;
  /** Where claim changes are announced: the notifications module listens. */
  events: ClaimEvents;
  /** Where claim files live: local disk served by this app, or an S3 API. */
  storage: ObjectStorage;
}
