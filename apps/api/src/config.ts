/**
 * The server's environment, parsed once at start. Nothing else reads process.env: every module gets
 * these values from the AppConfig passed to buildApp. The settings and their parsers are listed in
 * config-env-schema.ts (with config-setting-parsers.ts); this file turns them into the AppConfig and
 * checks the settings that only make sense together.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BRAND_NAME } from '@shop/domain/site';
import {
  envSchema,
  S3_DETAILS,
  S3_KEYS,
  type LOG_LEVELS,
  type ParsedEnv,
} from './config-env-schema';
import { type CourierSettings, courierSettings } from './config-couriers';
import type { CourierName } from '@shop/domain/couriers';
import type { SettlementRates } from '@shop/domain/settlements';
import { type MessagingSettings, messagingSettings } from './config-messaging';
import type { RateSetting } from './config-setting-parsers';
import { isLoopback } from './this-machine';

export type { RateSetting } from './config-setting-parsers';

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
    /** "Track your order" attempts (order number and phone) per client address. */
    orderLookupsPerAddress: RateSetting | null;
    checkoutDraftsPerAddress: RateSetting | null;
    checkoutDraftsPerPhone: RateSetting | null;
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
  /** Each courier's credentials and address; a courier left undefined is not offered. */
  couriers: CourierSettings;
  /** Cash from couriers (decision 0031): each courier's agreed rates, and the days a payment may take. */
  settlements: {
    rates: Record<CourierName, SettlementRates>;
    paymentDays: number;
  };
  /** WhatsApp and SMS to shoppers; a channel left undefined is not used. */
  messaging: MessagingSettings;
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
      orderLookupsPerAddress: parsed.LIMIT_ORDER_LOOKUPS_PER_ADDRESS,
      checkoutDraftsPerAddress: parsed.LIMIT_CHECKOUT_DRAFTS_PER_ADDRESS,
      checkoutDraftsPerPhone: parsed.LIMIT_CHECKOUT_DRAFTS_PER_PHONE,
    },
    orderConfirmHours: parsed.ORDER_CONFIRM_HOURS,
    reviewsAutoApprove: parsed.REVIEWS_AUTO_APPROVE,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM ?? `${BRAND_NAME} <orders@${mailDomain(parsed.PUBLIC_URL)}>`,
    shopEmail: parsed.SHOP_EMAIL ?? parsed.ADMIN_EMAIL,
    logLevel: parsed.LOG_LEVEL,
    s3: s3Settings(parsed, env),
    couriers: courierSettings(
      parsed,
      (message) => new ConfigError(`Invalid configuration: ${message}`),
    ),
    settlements: {
      rates: {
        postex: parsed.POSTEX_SETTLEMENT_RATES,
        leopards: parsed.LEOPARDS_SETTLEMENT_RATES,
        trax: parsed.TRAX_SETTLEMENT_RATES,
      },
      paymentDays: parsed.COURIER_PAYMENT_DAYS,
    },
    messaging: messagingSettings(
      parsed,
      (message) => new ConfigError(`Invalid configuration: ${message}`),
    ),
  };
}

/**
 * The bucket's settings, all or nothing: S3_BUCKET turns the bucket on and needs both keys; any other
 * S3_ setting without it is a mistake (a half-filled template), not "keep images on disk".
 */
function s3Settings(
  parsed: ParsedEnv,
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
