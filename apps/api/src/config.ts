/**
 * The server's environment, parsed once at start. Nothing else reads process.env: every module gets
 * these values from the AppConfig passed to buildApp.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ORDER_LINE_QUANTITY_LIMIT, ORDER_LINES_LIMIT } from '@shop/domain/constants';
import { BRAND_NAME } from '@shop/domain/site';
import { z } from 'zod';
import { isLoopback } from './this-machine';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const booleanText = <Fallback extends boolean | undefined>(fallback: Fallback) =>
  z
    .string()
    .optional()
    .transform((value, ctx): boolean | Fallback => {
      if (value === undefined || value.trim() === '') return fallback;
      const normalised = value.trim().toLowerCase();
      if (['1', 'true', 'yes', 'on'].includes(normalised)) return true;
      if (['0', 'false', 'no', 'off'].includes(normalised)) return false;
      ctx.addIssue({ code: 'custom', message: 'must be true or false' });
      return z.NEVER;
    });

/** A whole number from min to max; unset or blank means the fallback. */
const wholeNumber = (fallback: number, min: number, max: number) => {
  const message = `must be a whole number from ${min} to ${max}`;
  return z
    .string()
    .optional()
    .transform((value) =>
      value === undefined || value.trim() === '' ? fallback : Number(value.trim()),
    )
    .pipe(
      z
        .number({ error: message })
        .int({ error: message })
        .min(min, { error: message })
        .max(max, { error: message }),
    );
};

/**
 * Which proxies' X-Forwarded-For to believe (Fastify's trustProxy): unset or `false` believes none,
 * a number believes that many hops, anything else is a list of addresses or CIDR ranges. `true` (every
 * hop) is allowed but lets any client choose its own address unless every request passes the proxy.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, ctx): boolean | number | string[] => {
    const text = value?.trim() ?? '';
    if (text === '' || text.toLowerCase() === 'false') return false;
    if (text.toLowerCase() === 'true') return true;
    if (/^\d+$/.test(text)) return Number(text);
    const list = text.split(',').map((entry) => entry.trim());
    if (list.every((entry) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(entry))) return list;
    ctx.addIssue({
      code: 'custom',
      message: 'must be false, true, a number of hops, or a comma-separated list of addresses',
    });
    return z.NEVER;
  });

export interface RateSetting {
  max: number;
  windowMs: number;
}

const WINDOW_UNITS_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** A limit written 'count/unit' (unit s, m, h or d): '20/h' is 20 per hour; 'off' turns it off. */
const rateSetting = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx): RateSetting | null => {
      const text = (value?.trim() || fallback).toLowerCase();
      if (text === 'off') return null;
      const match = /^(\d{1,6})\s*\/\s*([smhd])$/.exec(text);
      const count = Number(match?.[1]);
      const unit = match?.[2] as keyof typeof WINDOW_UNITS_MS | undefined;
      if (!unit || count < 1) {
        ctx.addIssue({
          code: 'custom',
          message: "must be 'count/unit' (s, m, h or d), e.g. 20/h, or off",
        });
        return z.NEVER;
      }
      return { max: count, windowMs: WINDOW_UNITS_MS[unit] };
    });

/** AWS's rule for bucket names, which S3-compatible servers accept too. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * A folder inside the bucket ('shop/images'); slashes around it are dropped and one is added after it,
 * so keys are `<prefix>/<image name>`. Only plain segments: some S3-compatible servers keep objects as
 * files, where '..' would climb out of the bucket.
 */
const s3Prefix = optionalText.transform((value, ctx) => {
  const text = value?.replace(/^\/+|\/+$/g, '') ?? '';
  if (text === '') return '';
  const segments = text.split('/');
  if (segments.every((segment) => /^[A-Za-z0-9._-]+$/.test(segment) && !/^\.+$/.test(segment))) {
    return `${text}/`;
  }
  ctx.addIssue({
    code: 'custom',
    message: "must be folder names of letters, digits, '.', '_' and '-' separated by '/'",
  });
  return z.NEVER;
});

/**
 * A Redis server's address: `redis://[[user]:password@]host[:port][/db]`, or `rediss://` for TLS. The
 * database number, when given, is a whole number (Redis has 16 by default).
 */
const redisUrl = optionalText.transform((value, ctx) => {
  if (value === undefined) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (
    url &&
    (url.protocol === 'redis:' || url.protocol === 'rediss:') &&
    url.hostname !== '' &&
    /^(\/\d{0,5})?$/.test(url.pathname) &&
    url.search === '' &&
    url.hash === ''
  ) {
    return value;
  }
  ctx.addIssue({
    code: 'custom',
    message: 'must be redis://[:password@]host[:port][/db], or rediss://… for TLS',
  });
  return z.NEVER;
});

/** Set together or not at all: S3_BUCKET turns the bucket on, the others only describe it. */
const S3_DETAILS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
  'S3_TIMEOUT_SECONDS',
] as const;
const S3_KEYS = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

const envSchema = z.object({
  PORT: wholeNumber(3000, 0, 65535),
  HOST: optionalText.transform((value) => value ?? '0.0.0.0'),
  DATA_DIR: optionalText.transform((value) => value ?? './data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
      .optional(),
  ),
  ADMIN_EMAIL: optionalText.pipe(z.email({ error: 'must be an email address' }).optional()),
  ADMIN_PASSWORD: optionalText.pipe(
    z.string().min(8, { error: 'must be at least 8 characters' }).optional(),
  ),
  // Present but empty is a mistake (an unfilled template), not "generate one": refuse it.
  JWT_SECRET: z
    .string()
    .optional()
    .pipe(
      z
        .string()
        .min(32, { error: 'must be at least 32 characters (leave it unset to generate one)' })
        .optional(),
    ),
  SEED_DEMO: booleanText(true),
  PUBLIC_URL: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
  ),
  TRUST_PROXY: trustProxy,
  REQUEST_TIMEOUT_SECONDS: wholeNumber(30, 1, 3600),
  DATABASE_POOL_SIZE: wholeNumber(10, 1, 1000),
  DATABASE_TIMEOUT_SECONDS: wholeNumber(5, 1, 600),
  REDIS_URL: redisUrl,
  ORDER_MAX_LINES: wholeNumber(20, 1, ORDER_LINES_LIMIT),
  ORDER_MAX_QUANTITY: wholeNumber(10, 1, ORDER_LINE_QUANTITY_LIMIT),
  ORDER_MAX_OPEN_PER_PHONE: wholeNumber(3, 1, 1000),
  LIMIT_ORDERS_PER_ADDRESS: rateSetting('20/h'),
  LIMIT_ORDERS_PER_PHONE: rateSetting('5/d'),
  LIMIT_UNITS_PER_ADDRESS: rateSetting('60/d'),
  LIMIT_UNITS_PER_PHONE: rateSetting('30/d'),
  LIMIT_MAILS_PER_RECIPIENT: rateSetting('10/d'),
  LIMIT_REVIEWS_PER_ADDRESS: rateSetting('10/h'),
  LIMIT_REVIEWS_PER_PRODUCT: rateSetting('1/d'),
  LIMIT_CONTACTS_PER_ADDRESS: rateSetting('5/h'),
  LIMIT_CART_WRITES_PER_ADDRESS: rateSetting('600/h'),
  LIMIT_COUPON_LOOKUPS_PER_ADDRESS: rateSetting('30/h'),
  ORDER_CONFIRM_HOURS: wholeNumber(48, 0, 24 * 365),
  REVIEWS_AUTO_APPROVE: booleanText(false),
  SMTP_URL: optionalText.pipe(
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// address' }).optional(),
  ),
  MAIL_FROM: optionalText,
  SHOP_EMAIL: optionalText.pipe(z.email({ error: 'must be an email address' }).optional()),
  LOG_LEVEL: optionalText.pipe(
    z
      .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })
      .optional()
      .transform((value) => value ?? 'info'),
  ),
  S3_BUCKET: optionalText.pipe(
    z
      .string()
      .regex(BUCKET_NAME, {
        error: 'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
      })
      .optional(),
  ),
  S3_ENDPOINT: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
  ),
  S3_REGION: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9-]{1,50}$/, { error: 'must be a region name such as us-east-1' })
      .optional(),
  ),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: booleanText(undefined),
  S3_PREFIX: s3Prefix,
  S3_TIMEOUT_SECONDS: wholeNumber(5, 1, 300),
});

export interface AppConfig {
  port: number;
  host: string;
  /** Absolute path; holds pglite/, images/ and jwt-secret. */
  dataDir: string;
  databaseUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  jwtSecret: string;
  seedDemo: boolean;
  /**
   * The shop's address as shoppers reach it ('https://zewar.pk'), for the absolute links of link
   * previews, canonical URLs and the sitemap; unset, each request's own host is used.
   */
  publicUrl: string | undefined;
  trustProxy: boolean | number | string[];
  /** Longest time a client may take to send a whole request (headers and body). */
  requestTimeoutMs: number;
  /** PostgreSQL only: connections per process. */
  databasePoolSize: number;
  /** PostgreSQL only: the longest wait for a connection, and for one statement. */
  databaseTimeoutMs: number;
  /** Where the rate limits are counted when set (a Redis every server process shares); unset, the database. */
  redisUrl: string | undefined;
  /** Caps on one order: lines, and units of one line. */
  orderMaxLines: number;
  orderMaxQuantity: number;
  orderMaxOpenPerPhone: number;
  /** Public writes allowed per client address (and orders per phone); null when turned off. */
  limits: {
    ordersPerAddress: RateSetting | null;
    ordersPerPhone: RateSetting | null;
    /** Units ordered (the sum of every line's quantity) per client address and per phone. */
    unitsPerAddress: RateSetting | null;
    unitsPerPhone: RateSetting | null;
    /** Mails the shop writes to one shopper's address (the shop's own copy aside). */
    mailsPerRecipient: RateSetting | null;
    reviewsPerAddress: RateSetting | null;
    /** Reviews of one product from one address (one a day by default). */
    reviewsPerProduct: RateSetting | null;
    contactsPerAddress: RateSetting | null;
    cartWritesPerAddress: RateSetting | null;
    couponLookupsPerAddress: RateSetting | null;
  };
  /** Hours a pending order waits for confirmation before it is cancelled; 0 never cancels. */
  orderConfirmHours: number;
  /** New reviews are shown at once instead of waiting for staff to approve them. */
  reviewsAutoApprove: boolean;
  /** E-mail: the SMTP server (unset: mails are logged and kept unsent), the sender, the shop's copy. */
  smtpUrl: string | undefined;
  mailFrom: string;
  shopEmail: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Images in an S3-compatible bucket; undefined keeps them in DATA_DIR/images. */
  s3: S3Settings | undefined;
}

export interface S3Settings {
  bucket: string;
  /** An S3-compatible server's address; undefined is AWS itself. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (`host/bucket/key`) rather than the host name, as most S3-compatible servers want. */
  forcePathStyle: boolean;
  /** '' or a folder ending with '/', put before every image's name. */
  prefix: string;
  /** The longest wait for one answer from the bucket, and for it to go on sending. */
  timeoutMs: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses the given environment. When JWT_SECRET is unset (the embedded database only) the secret is
 * generated once and kept in DATA_DIR/jwt-secret (mode 600), so tokens survive a restart without
 * anyone choosing a secret.
 */
export function loadConfig(
  env: Record<string, string | undefined>,
  cwd: string = process.cwd(),
): AppConfig {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const parsed = result.data;
  // Several server processes share one PostgreSQL; a secret generated in each one's DATA_DIR would
  // make a token signed by one process fail on the next.
  if (parsed.DATABASE_URL && !parsed.JWT_SECRET) {
    throw new ConfigError(
      'Invalid configuration: JWT_SECRET must be set when DATABASE_URL is set (every server process signs admin tokens with it)',
    );
  }
  // A mail's links must not follow a Host the client chose (issue #23): they need the shop's address.
  if (parsed.SMTP_URL && !parsed.PUBLIC_URL) {
    throw new ConfigError(
      "Invalid configuration: PUBLIC_URL must be set when SMTP_URL is set (the shop's address in the links of its mails)",
    );
  }
  const dataDir = path.resolve(cwd, parsed.DATA_DIR);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir,
    databaseUrl: parsed.DATABASE_URL,
    adminEmail: parsed.ADMIN_EMAIL,
    adminPassword: parsed.ADMIN_PASSWORD,
    jwtSecret: parsed.JWT_SECRET ?? readOrCreateSecret(dataDir),
    seedDemo: parsed.SEED_DEMO,
    publicUrl: parsed.PUBLIC_URL,
    trustProxy: parsed.TRUST_PROXY,
    requestTimeoutMs: parsed.REQUEST_TIMEOUT_SECONDS * 1000,
    databasePoolSize: parsed.DATABASE_POOL_SIZE,
    databaseTimeoutMs: parsed.DATABASE_TIMEOUT_SECONDS * 1000,
    redisUrl: parsed.REDIS_URL,
    orderMaxLines: parsed.ORDER_MAX_LINES,
    orderMaxQuantity: parsed.ORDER_MAX_QUANTITY,
    orderMaxOpenPerPhone: parsed.ORDER_MAX_OPEN_PER_PHONE,
    limits: {
      ordersPerAddress: parsed.LIMIT_ORDERS_PER_ADDRESS,
      ordersPerPhone: parsed.LIMIT_ORDERS_PER_PHONE,
      unitsPerAddress: parsed.LIMIT_UNITS_PER_ADDRESS,
      unitsPerPhone: parsed.LIMIT_UNITS_PER_PHONE,
      mailsPerRecipient: parsed.LIMIT_MAILS_PER_RECIPIENT,
      reviewsPerAddress: parsed.LIMIT_REVIEWS_PER_ADDRESS,
      reviewsPerProduct: parsed.LIMIT_REVIEWS_PER_PRODUCT,
      contactsPerAddress: parsed.LIMIT_CONTACTS_PER_ADDRESS,
      cartWritesPerAddress: parsed.LIMIT_CART_WRITES_PER_ADDRESS,
      couponLookupsPerAddress: parsed.LIMIT_COUPON_LOOKUPS_PER_ADDRESS,
    },
    orderConfirmHours: parsed.ORDER_CONFIRM_HOURS,
    reviewsAutoApprove: parsed.REVIEWS_AUTO_APPROVE,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM ?? `${BRAND_NAME} <orders@${mailDomain(parsed.PUBLIC_URL)}>`,
    shopEmail: parsed.SHOP_EMAIL ?? parsed.ADMIN_EMAIL,
    logLevel: parsed.LOG_LEVEL,
    s3: s3Settings(parsed, env),
  };
}

/**
 * The bucket's settings, all or nothing: S3_BUCKET turns the bucket on and needs both keys; any other
 * S3_ setting without it is a mistake (a half-filled template), not "keep images on disk".
 */
function s3Settings(
  parsed: z.infer<typeof envSchema>,
  env: Record<string, string | undefined>,
): S3Settings | undefined {
  const bucket = parsed.S3_BUCKET;
  if (!bucket) {
    const given = S3_DETAILS.filter((name) => env[name]?.trim());
    if (given.length === 0) return undefined;
    throw new ConfigError(
      `Invalid configuration: S3_BUCKET must be set when ${given.join(', ')} ${given.length === 1 ? 'is' : 'are'} (or unset ${given.length === 1 ? 'it' : 'them'})`,
    );
  }
  const missing = S3_KEYS.find((name) => !parsed[name]);
  if (missing) {
    throw new ConfigError(`Invalid configuration: ${missing} must be set when S3_BUCKET is set`);
  }
  return {
    bucket,
    endpoint: parsed.S3_ENDPOINT,
    region: parsed.S3_REGION ?? 'us-east-1',
    accessKeyId: parsed.S3_ACCESS_KEY_ID as string,
    secretAccessKey: parsed.S3_SECRET_ACCESS_KEY as string,
    forcePathStyle: parsed.S3_FORCE_PATH_STYLE ?? parsed.S3_ENDPOINT !== undefined,
    prefix: parsed.S3_PREFIX,
    timeoutMs: parsed.S3_TIMEOUT_SECONDS * 1000,
  };
}

/**
 * What is wrong with believing every proxy hop (TRUST_PROXY `true` or a number) while listening beyond
 * this machine: a client that reaches the port directly writes its own X-Forwarded-For and so picks
 * the address every per-address limit counts. Undefined when the setting is safe.
 */
export function trustProxyRisk(config: Pick<AppConfig, 'trustProxy' | 'host'>): string | undefined {
  const { trustProxy, host } = config;
  if (typeof trustProxy !== 'boolean' && typeof trustProxy !== 'number') return undefined;
  if (trustProxy === false || trustProxy === 0 || isLoopback(host)) return undefined;
  return (
    `TRUST_PROXY=${String(trustProxy)} believes X-Forwarded-For from any client, and HOST=${host} lets ` +
    'clients reach the server without passing the proxy: they can choose the address every limit ' +
    'counts. Name the proxy instead (TRUST_PROXY=127.0.0.1, or its CIDR range such as 10.0.0.0/8), ' +
    'or listen on 127.0.0.1 only.'
  );
}

/** The sender's domain when MAIL_FROM is unset: the shop's own, else one that says it is local. */
function mailDomain(publicUrl: string | undefined): string {
  return publicUrl ? new URL(publicUrl).hostname : 'localhost';
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
    throw new ConfigError(
      `Invalid configuration: ${file} holds a secret shorter than 32 characters`,
    );
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}
