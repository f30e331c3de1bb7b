import path from 'node:path';
import type { Partner } from '@fixline/domain';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import type { MailSettings } from './integrations/mail/mail-transport.ts';
import type { PartnerEndpoint } from './integrations/partners/http-partner.ts';
import { FNOL_CODE_LIMITS, FNOL_REPORTS_PER_ADDRESS } from './modules/fnol/fnol-code-limit.ts';

/** A comma-separated list ('' or unset: none), each entry checked by `entry`. */
const list = (entry: z.ZodString | z.ZodType<string, string>) =>
  z
    .string()
    .default('')
    .transform((text) =>
      text
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(entry));

const isCidr = (text: string) => ipaddr.isValidCIDR(text);

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
  PUSH_SERVICE_HOSTS: list(
    z
      .string()
      .regex(
        /^(\*\.)?[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/i,
        'PUSH_SERVICE_HOSTS: host names, *.domain or [IPv6], comma-separated',
      ),
  ),
  OUTBOUND_ALLOWED_RANGES: list(
    z.string().refine(isCidr, 'OUTBOUND_ALLOWED_RANGES: CIDR ranges such as 10.1.2.0/24, comma-separated'),
  ),
  FIGURES_CACHE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  FNOL_REPORTS_PER_ADDRESS: z.coerce.number().int().min(1).default(FNOL_REPORTS_PER_ADDRESS),
  FNOL_REPORTS_PER_CODE: z.coerce.number().int().min(1).default(FNOL_CODE_LIMITS.reports),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  SHARED_READS: z.stringbool().default(true),
  CLAIM_VIEW_CACHE_SIZE: z.coerce.number().int().min(0).max(1_000_000).default(2000),
  CLAIM_ANSWER_CACHE_MB: z.coerce.number().min(0).max(4096).default(32),
  SMTP_URL: z
    .url()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// address')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Fixline <no-reply@fixline.invalid>'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  DVLA_API_KEY: z.string().min(1).optional(),
  DVLA_API_URL: z.url().optional(),
  PREMIA_API_URL: z.url().optional(),
  PREMIA_API_KEY: z.string().min(1).optional(),
  CLICKMECHANIC_API_URL: z.url().optional(),
  CLICKMECHANIC_API_KEY: z.string().min(1).optional(),
  BODYSHOP_LEADS_API_URL: z.url().optional(),
  BODYSHOP_LEADS_API_KEY: z.string().min(1).optional(),
  GEOCODER_URL: z.url().optional(),
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/, 'MAP_TILE_URL must be an http(s) address with {z}, {x} and {y}')
    .optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_API_URL: z.url().optional(),
  PAYMENTS_TEST_MODE: z.stringbool().default(false),
  NODE_ENV: z.string().optional(),
});

type Environment = z.infer<typeof ZEnvironment>;

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
  /** Push services' hosts accepted beyond the built-in ones (integrations/push/push-services.ts). */
  pushServiceHosts: string[];
  /** Internal address ranges the server may reach anyway (integrations/outbound-address-guard.ts), as CIDRs. */
  outboundAllowedRanges: string[];
  /** How long median times, statistics and duplicates are reused before they are computed again. */
  figuresCacheSeconds: number;
  /**
   * FNOL reports (POST /api/claims/fnol) accepted a minute from one address and to one insurer's FNOL
   * code (decision 0046); beyond either, 429. Raised only where one address stands for many drivers (the benchmark).
   */
  fnolReportLimits: { perAddress: number; perCode: number };
  /** How long a node reuses a session's actor (forgotten at once on any change to it); 0: never. */
  sessionCacheSeconds: number;
  /** Identical concurrent reads share one computation (http/shared-reads.ts); false: each on its own. */
  sharedReads: boolean;
  /** How many claims' views a node keeps to reuse while their version is unchanged (0: none). */
  claimViewCacheSize: number;
  /** Megabytes of serialised claim pages, per reader, a node keeps (ClaimAnswers); 0: none. */
  claimAnswerCacheMb: number;
  /** Mail: SMTP_URL set, over SMTP; absent, kept in the outbox table only (decision 0044). */
  mail: MailSettings;
  /** Object storage for claim files; absent: files on local disk under dataDir/objects, served by the app. */
  s3: S3Config | undefined;
  /** The DVLA's Vehicle Enquiry Service for the FNOL wizard's plate look-up; absent: the demo vehicles. */
  dvla: { apiKey: string; url?: string } | undefined;
  /** Each partner's API (docs/partners.md); absent: its embedded default answers as the partner would. */
  partners: Record<Partner, PartnerEndpoint | undefined>;
  /** A postcodes.io API that turns postcodes into coordinates; absent: garages are placed on the map. */
  geocoderUrl: string | undefined;
  /** The map tiles /repairMap draws under its markers ({z}/{x}/{y}); absent: a plain background. */
  mapTileUrl: string | undefined;
  /** Payments through Stripe; absent: the embedded test-mode checkout (decision 0052). */
  stripe: { secretKey: string; webhookSecret: string; apiUrl?: string } | undefined;
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
    fnolReportLimits: { perAddress: e.FNOL_REPORTS_PER_ADDRESS, perCode: e.FNOL_REPORTS_PER_CODE },
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    sharedReads: e.SHARED_READS,
    claimViewCacheSize: e.CLAIM_VIEW_CACHE_SIZE,
    claimAnswerCacheMb: e.CLAIM_ANSWER_CACHE_MB,
    redisUrl: e.REDIS_URL,
    vapid: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    pushServiceHosts: e.PUSH_SERVICE_HOSTS,
    outboundAllowedRanges: e.OUTBOUND_ALLOWED_RANGES,
    s3: s3Config(e),
    dvla: e.DVLA_API_KEY ? { apiKey: e.DVLA_API_KEY, ...(e.DVLA_API_URL ? { url: e.DVLA_API_URL } : {}) } : undefined,
    partners: {
      premia: partnerEndpoint(e, 'PREMIA'),
      clickmechanic: partnerEndpoint(e, 'CLICKMECHANIC'),
      'bodyshop-leads': partnerEndpoint(e, 'BODYSHOP_LEADS'),
    },
    geocoderUrl: e.GEOCODER_URL,
    mapTileUrl: e.MAP_TILE_URL,
    stripe: stripeConfig(e),
    webDistDir: path.resolve(import.meta.dirname, '../../web/dist'),
  };
}

/** A partner's URL and key go together: both choose its HTTP adapter, neither its embedded default. */
function partnerEndpoint(
  e: Environment,
  name: 'PREMIA' | 'CLICKMECHANIC' | 'BODYSHOP_LEADS',
): PartnerEndpoint | undefined {
  const url = e[`${name}_API_URL`];
  const apiKey = e[`${name}_API_KEY`];
  if (!url && !apiKey) return undefined;
  if (!url || !apiKey) throw new Error(`Invalid configuration:\n  ${name}_API_URL and ${name}_API_KEY go together`);
  return { url, apiKey };
}

/** Refused in production without Stripe unless PAYMENTS_TEST_MODE says the test-mode checkout is meant. */
export const EMBEDDED_PAYMENTS_IN_PRODUCTION =
  'STRIPE_SECRET_KEY: needed when NODE_ENV=production. Without it payments go through the embedded test-mode ' +
  'checkout, where anyone holding a payment link can mark a claim paid. Set STRIPE_SECRET_KEY (and ' +
  'STRIPE_WEBHOOK_SECRET), or set PAYMENTS_TEST_MODE=true to run the test-mode checkout on purpose (a demo).';

function stripeConfig(e: Environment): Config['stripe'] {
  if (!e.STRIPE_SECRET_KEY) {
    if (e.STRIPE_WEBHOOK_SECRET || e.STRIPE_API_URL)
      throw new Error('Invalid configuration:\n  STRIPE_SECRET_KEY: needed with the other STRIPE_ settings');
    if (e.NODE_ENV === 'production' && !e.PAYMENTS_TEST_MODE)
      throw new Error(`Invalid configuration:\n  ${EMBEDDED_PAYMENTS_IN_PRODUCTION}`);
    return undefined;
  }
  // Without the webhook's secret no payment could ever be verified, so none would be recorded.
  if (!e.STRIPE_WEBHOOK_SECRET)
    throw new Error('Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: needed with STRIPE_SECRET_KEY');
  return {
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    ...(e.STRIPE_API_URL ? { apiUrl: e.STRIPE_API_URL } : {}),
  };
}

function s3Config(e: Environment): S3Config | undefined {
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
