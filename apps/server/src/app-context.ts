import type { AuthGuards } from './auth/guards.ts';
import type { Tokens } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';

/** What every module's routes are given: no globals, so tests build as many apps as they like. */
export interface AppContext {
  config: Config;
  db: Db;
  tokens: Tokens;
  auth: AuthGuards;
}
