import path from 'node:path';
import { z } from 'zod';

/** Every environment variable the server reads, parsed and validated in one place (README lists them). */
const ZEnvironment = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('localhost'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  JWT_EXPIRES_IN_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(12 * 60 * 60),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.stringbool().default(false),
  INVITE_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .default(7 * 24),
  REDIS_URL: z.url().optional(),
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:)/, 'VAPID_SUBJECT must be a mailto: or https: address')
    .default('mailto:notifications@fixline.invalid'),
  FIGURES_CACHE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  SHARED_READS: z.stringbool().default(true),
  CLAIM_VIEW_CACHE_SIZE: z.coerce.number().int().min(0).max(1_000_000).default(2000),
  CLAIM_ANSWER_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
});

/** Any S3 API: AWS itself without an endpoint, or MinIO, Ceph, R2 ... at S3_ENDPOINT. */
export interface S3Config {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  /** Absent: the AWS SDK's own chain (environment, instance role ...). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** When absent, the app starts its own embedded PostgreSQL under dataDir. */
  databaseUrl: string | undefined;
  seed: 'demo' | 'none';
  jwtSecret: string | undefined;
  jwtExpiresInSeconds: number;
  publicUrl: string;
  logLevel: string;
  trustProxy: boolean;
  inviteTtlHours: number;
  /** Real-time fan-out between nodes (socket.io Redis Streams adapter); absent: this node only. */
  redisUrl: string | undefined;
  /** Web push keys; absent: generated once and kept in the database. */
  vapid: { publicKey?: string; privateKey?: string; subject: string };
  /** How long median times, statistics and duplicates are reused before they are computed again. */
  figuresCacheSeconds: number;
  /** How long a node reuses a session's actor (forgotten at once on any change to it); 0: never. */
  sessionCacheSeconds: number;
  /** Identical concurrent reads share one computation (http/shared-reads.ts); false: each on its own. */
  sharedReads: boolean;
  /** How many claims' views a node keeps to reuse while their version is unchanged (0: none). */
  claimViewCacheSize: number;
  /** Megabytes of serialised claim pages, per reader, a node keeps (ClaimAnswers); 0: none. */
  claimAnswerCacheMb: number;
  /** Object storage for claim files; absent: files on local disk under dataDir/objects, served by the app. */
  s3: S3Config | undefined;
  /** Where the built web app lives; absent in API-only runs (tests). */
  webDistDir: string | undefined;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnvironment.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    seed: e.SEED,
    jwtSecret: e.JWT_SECRET,
    jwtExpiresInSeconds: e.JWT_EXPIRES_IN_SECONDS,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    inviteTtlHours: e.INVITE_TTL_HOURS,
    figuresCacheSeconds: e.FIGURES_CACHE_SECONDS,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    sharedReads: e.SHARED_READS,
    claimViewCacheSize: e.CLAIM_VIEW_CACHE_SIZE,
    claimAnswerCacheMb: e.CLAIM_ANSWER_CACHE_MB,
    redisUrl: e.REDIS_URL,
    vapid: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT },
    s3: s3Config(e),
    webDistDir: path.resolve(import.meta.dirname, '../../web/dist'),
  };
}

function s3Config(e: z.infer<typeof ZEnvironment>): S3Config | undefined {
  const hasKeys = [e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY].filter(Boolean).length;
  if (hasKeys === 1) throw new Error('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  if (!e.S3_BUCKET) {
    if (e.S3_ENDPOINT || hasKeys)
      throw new Error('Invalid configuration:\n  S3_BUCKET: needed with the other S3_ settings');
    return undefined;
  }
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}
