import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseSecretKey } from './lib/secret-box.js';
import type { LoadSheddingLimits } from './operations/load-shedding.js';
import type { OAuthOptions, OAuthProviderSettings } from './platform/oauth-settings.js';
import type { S3StorageOptions } from './storage/s3-storage.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** apps/web/dist, found from both src/ (tsx) and dist/ (built). */
const defaultWebDist = path.resolve(here, '../../web/dist');

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional())
  .optional();

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const onOff = z
  .enum(['on', 'off'])
  .default('on')
  .transform((value) => value === 'on');

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl,
  /** How long a query waits for a PostgreSQL connection before its request is answered 503 (decision 113). */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  REDIS_URL: optionalUrl,
  /** The Redis stream the processes share chat events through. */
  SOCKET_STREAM: z.string().trim().min(1).default('talentport:socket.io'),
  /** smtp://user:pass@host:587 or smtps://...; unset: mail goes to the development outbox. */
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().trim().min(3).default('Talentport <no-reply@talentport.localhost>'),
  /** The origin people open the app at: mailed links and social-login redirect URIs use it. */
  PUBLIC_URL: optionalUrl,
  NODE_ENV: z.string().default('development'),
  WEB_DIST: z.string().default(defaultWebDist),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Demo accounts on an empty database: on by default for the embedded database only; never in production. */
  DEMO_DATA: z.enum(['on', 'off']).optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  LINKEDIN_CLIENT_ID: optionalText,
  LINKEDIN_CLIENT_SECRET: optionalText,
  LINKEDIN_ISSUER: z.url().default('https://www.linkedin.com/oauth'),
  GOOGLE_PKCE: onOff,
  GOOGLE_NONCE: onOff,
  LINKEDIN_PKCE: onOff,
  LINKEDIN_NONCE: onOff,
  /** Uploads go to this S3-compatible bucket when set; DATA_DIR/uploads otherwise. */
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  AWS_ACCESS_KEY_ID: optionalText,
  AWS_SECRET_ACCESS_KEY: optionalText,
  /** The longest any one call to the bucket may take, retries included (then 503 STORAGE_UNAVAILABLE). */
  S3_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** Load shedding (decision 115): answer 503 SERVER_BUSY when the event loop lags more than this. */
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  /** ...or when more than this many queries wait for a PostgreSQL connection. */
  OVERLOAD_MAX_DB_WAITING: z.coerce.number().int().min(0).max(100_000).default(100),
  /** ...or when this many requests are already being answered. 0 turns a bound off. */
  OVERLOAD_MAX_IN_FLIGHT: z.coerce.number().int().min(0).max(1_000_000).default(1000),
  /** ...or when every request answered in the last half second took longer than this (queueing, decision 136). */
  OVERLOAD_MAX_QUEUE_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  /** ...or when the requests in flight would take longer than this at the rate they are answered (decision 138). */
  OVERLOAD_MAX_EXPECTED_WAIT_MS: z.coerce.number().int().min(0).max(600_000).default(1000),
  /** Prometheus metrics on a listener of their own; unset: no metrics listener. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** After SIGTERM: how long to keep serving while the load balancer sees "not ready". */
  DRAIN_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /** After SIGTERM: the hard deadline for the whole shutdown. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  /**
   * After the search indexes are built: how many of the catalogue's most used words each index reads
   * ahead as keywords, one at a time (decision 125); 0 turns it off. Unset: 200 on PostgreSQL, 0 on
   * the embedded PGlite, whose one connection the reads would take from requests.
   */
  /** The ISO 4217 currency offers default to (decision 122). */
  PLATFORM_CURRENCY: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'must be a three-letter ISO 4217 currency code such as USD or EUR')
    .default('USD'),
  /** How often saved-search alerts are checked (instant alerts wait at most this long); 0 turns them off. */
  ALERT_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60 * 60_000)
    .default(60_000),
  /** How often data exports are prepared and expired ones removed (decision 109); 0 = off. */
  /** AES-256 key of two-factor secrets at rest (decision 110): 64 hex characters or base64. */
  TWO_FACTOR_ENCRYPTION_KEY: optionalText.refine(
    (value) => value === undefined || parseSecretKey(value) !== null,
    {
      message: 'must be a 32-byte key: 64 hex characters or base64 (e.g. `openssl rand -hex 32`)',
    },
  ),
  DATA_EXPORT_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60 * 60_000)
    .default(60_000),
});

/** Every environment variable the server reads (.env.example lists each; a test compares). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(configSchema.shape);

export type AppConfig = {
  port: number;
  host: string | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  databaseConnectTimeoutMs: number;
  redisUrl: string | undefined;
  socketStream: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  /** Serve the development outbox page: no SMTP and not production. */
  isDevOutboxEnabled: boolean;
  webDist: string;
  trustProxy: boolean;
  seedDemoData: boolean;
  sessionTtlMs: number;
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL'];
  oauth: OAuthOptions;
  /** DATA_DIR/uploads: the disk storage, and what `npm run uploads:to-s3` copies from. */
  uploadsDir: string;
  s3: S3StorageOptions | undefined;
  /** Load shedding bounds (0 = that bound is off). */
  overload: LoadSheddingLimits;
  metricsPort: number | undefined;
  drainDelayMs: number;
  shutdownTimeoutMs: number;
  alertIntervalMs: number;
  platformCurrency: string;
  dataExportIntervalMs: number;
  /** Unset: the server keeps one in DATA_DIR/two-factor.key. */
  twoFactorEncryptionKey: Buffer | undefined;
};

type ParsedEnv = z.infer<typeof configSchema>;

/** A provider is on only when both its client id and secret are set; half a setting is an error. */
function providerSettings(name: 'GOOGLE' | 'LINKEDIN', e: ParsedEnv): OAuthProviderSettings | undefined {
  const clientId = e[`${name}_CLIENT_ID`];
  const clientSecret = e[`${name}_CLIENT_SECRET`];
  if (!clientId && !clientSecret) return undefined;
  if (!clientId || !clientSecret) {
    throw new Error(
      `Invalid configuration:\n  set both ${name}_CLIENT_ID and ${name}_CLIENT_SECRET, or neither`,
    );
  }
  return {
    clientId,
    clientSecret,
    issuer: e[`${name}_ISSUER`],
    isPkceUsed: e[`${name}_PKCE`],
    isNonceUsed: e[`${name}_NONCE`],
  };
}

function publicUrlOf(e: ParsedEnv): string {
  return (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
}

function oauthOptions(e: ParsedEnv): OAuthOptions {
  return {
    publicUrl: publicUrlOf(e),
    providers: { google: providerSettings('GOOGLE', e), linkedin: providerSettings('LINKEDIN', e) },
  };
}

/** The bucket's settings; half a pair of credentials is an error. */
function s3Options(e: ParsedEnv): S3StorageOptions | undefined {
  if (!e.S3_BUCKET) return undefined;
  const accessKeyId = e.AWS_ACCESS_KEY_ID;
  const secretAccessKey = e.AWS_SECRET_ACCESS_KEY;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error(
      'Invalid configuration:\n  set both AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or neither',
    );
  }
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    timeoutMs: e.S3_TIMEOUT_MS,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseConnectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
    redisUrl: e.REDIS_URL,
    socketStream: e.SOCKET_STREAM,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: publicUrlOf(e),
    isDevOutboxEnabled: e.SMTP_URL === undefined && e.NODE_ENV !== 'production',
    webDist: path.resolve(e.WEB_DIST),
    trustProxy: e.TRUST_PROXY,
    // Demo accounts (with their published password) never exist in production mode.
    seedDemoData:
      e.NODE_ENV !== 'production' && (e.DEMO_DATA ? e.DEMO_DATA === 'on' : e.DATABASE_URL === undefined),
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    logLevel: e.LOG_LEVEL,
    oauth: oauthOptions(e),
    uploadsDir: path.join(path.resolve(e.DATA_DIR), 'uploads'),
    s3: s3Options(e),
    overload: {
      maxEventLoopDelayMs: e.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
      maxDbWaiting: e.OVERLOAD_MAX_DB_WAITING,
      maxInFlight: e.OVERLOAD_MAX_IN_FLIGHT,
      maxQueueDelayMs: e.OVERLOAD_MAX_QUEUE_DELAY_MS,
      maxExpectedWaitMs: e.OVERLOAD_MAX_EXPECTED_WAIT_MS,
    },
    metricsPort: e.METRICS_PORT,
    drainDelayMs: e.DRAIN_DELAY_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    alertIntervalMs: e.ALERT_INTERVAL_MS,
    platformCurrency: e.PLATFORM_CURRENCY,
    dataExportIntervalMs: e.DATA_EXPORT_INTERVAL_MS,
    twoFactorEncryptionKey: e.TWO_FACTOR_ENCRYPTION_KEY
      ? (parseSecretKey(e.TWO_FACTOR_ENCRYPTION_KEY) ?? undefined)
      : undefined,
  };
}
