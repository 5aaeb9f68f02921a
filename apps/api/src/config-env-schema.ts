/** Every setting the server reads from its environment, each with its parser and default. */
import { ORDER_LINE_QUANTITY_LIMIT, ORDER_LINES_LIMIT } from '@shop/domain/constants';
import { z } from 'zod';
import {
  apiUrl,
  BUCKET_NAME,
  booleanText,
  optionalText,
  rateSetting,
  redisUrl,
  settlementRates,
  s3Prefix,
  trustProxy,
  wholeNumber,
} from './config-setting-parsers';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Set together or not at all: S3_BUCKET turns the bucket on, the others only describe it. */
export const S3_DETAILS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
  'S3_TIMEOUT_SECONDS',
] as const;
export const S3_KEYS = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * The longest Trax webhook secret: it is a path parameter, which the router answers 414 past 100
 * characters before the route's schema is read; one less keeps a longer one the route's own answer.
 */
export const TRAX_WEBHOOK_SECRET_MAX_LENGTH = 99;

/** A secret a courier's push carries: long enough that it cannot be guessed. */
const webhookSecret = optionalText.pipe(
  z.string().min(24, { error: 'must be at least 24 characters' }).optional(),
);

/** Until the owner sets a courier's contract: no fee is assumed, only the 2% the law withholds. */
export const DEFAULT_SETTLEMENT_RATES = {
  feePaisa: 0,
  codFeeBps: 0,
  returnFeePaisa: 0,
  taxBps: 200,
};

export const envSchema = z.object({
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
  LIMIT_ORDER_LOOKUPS_PER_ADDRESS: rateSetting('10/h'),
  LIMIT_CHECKOUT_DRAFTS_PER_ADDRESS: rateSetting('30/h'),
  LIMIT_CHECKOUT_DRAFTS_PER_PHONE: rateSetting('10/d'),
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
  // Couriers (issue #28): a courier whose credentials are unset is not offered. Each *_API_URL
  // defaults to the courier's live address (docs/couriers/) and lets a sandbox or test server stand in.
  POSTEX_TOKEN: optionalText,
  POSTEX_PICKUP_ADDRESS_CODE: optionalText,
  POSTEX_API_URL: apiUrl('https://api.postex.pk/services/integration/api/order'),
  LEOPARDS_API_KEY: optionalText,
  LEOPARDS_API_PASSWORD: optionalText,
  LEOPARDS_API_URL: apiUrl('https://merchantapi.leopardscourier.com/api/'),
  TRAX_API_KEY: optionalText,
  TRAX_API_URL: apiUrl('https://sonic.pk'),
  COURIER_SYNC_INTERVAL_S: wholeNumber(900, 60, 86_400),
  // Cash from couriers (issue #29, decision 0031): each courier's agreed fees and the tax it withholds
  // (2% of the COD since the Finance Act 2025), and how long a delivered parcel may wait for its money.
  POSTEX_SETTLEMENT_RATES: settlementRates(DEFAULT_SETTLEMENT_RATES),
  LEOPARDS_SETTLEMENT_RATES: settlementRates(DEFAULT_SETTLEMENT_RATES),
  TRAX_SETTLEMENT_RATES: settlementRates(DEFAULT_SETTLEMENT_RATES),
  COURIER_PAYMENT_DAYS: wholeNumber(14, 1, 90),
  // The couriers' pushes (decision 0028): what a push must carry to be believed.
  LEOPARDS_WEBHOOK_KEY: webhookSecret,
  LEOPARDS_WEBHOOK_SECRET: webhookSecret,
  TRAX_WEBHOOK_SECRET: webhookSecret.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, {
        error: 'must be letters, digits, - and _ only (it goes in the webhook address)',
      })
      .max(TRAX_WEBHOOK_SECRET_MAX_LENGTH, {
        error: `must be at most ${TRAX_WEBHOOK_SECRET_MAX_LENGTH} characters (it goes in the webhook address)`,
      })
      .optional(),
  ),
  // WhatsApp and SMS messages to shoppers (issue #30, decision 0033). WHATSAPP_TOKEN and
  // WHATSAPP_PHONE_ID turn WhatsApp on; the app secret and verify token turn its webhook on.
  WHATSAPP_TOKEN: optionalText,
  WHATSAPP_PHONE_ID: optionalText.pipe(
    z
      .string()
      .regex(/^\d{1,30}$/, { error: 'must be the phone number ID (digits)' })
      .optional(),
  ),
  WHATSAPP_APP_SECRET: optionalText,
  WHATSAPP_VERIFY_TOKEN: optionalText.pipe(
    z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  ),
  WHATSAPP_API_URL: apiUrl('https://graph.facebook.com'),
  // The SMS gateway (sendpk.com's HTTP API); all three of user, password and sender mask, or none.
  SMS_API_URL: apiUrl('https://sendpk.com/api/sms.php'),
  SMS_USER: optionalText,
  SMS_PASSWORD: optionalText,
  SMS_SENDER: optionalText.pipe(
    z.string().max(11, { error: 'must be at most 11 characters (a sender mask)' }).optional(),
  ),
  MESSAGE_CONFIRM_DELAY_MINUTES: wholeNumber(5, 0, 1440),
  // A checkout left unfinished (a checkout draft): its two reminders and how long its link works.
  CART_REMINDER_FIRST_MINUTES: wholeNumber(60, 0, 7 * 1440),
  CART_REMINDER_SECOND_MINUTES: wholeNumber(1440, 0, 30 * 1440),
  CART_LINK_DAYS: wholeNumber(7, 1, 90),
});

export type ParsedEnv = z.infer<typeof envSchema>;
