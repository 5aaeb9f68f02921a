/**
 * The server's environment, parsed once at start. Nothing else reads process.env: every module gets
 * these values from the AppConfig passed to buildApp.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const booleanText = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
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
  TRUST_PROXY: trustProxy,
  REQUEST_TIMEOUT_SECONDS: wholeNumber(30, 1, 3600),
  DATABASE_POOL_SIZE: wholeNumber(10, 1, 1000),
  DATABASE_TIMEOUT_SECONDS: wholeNumber(5, 1, 600),
  LOG_LEVEL: optionalText.pipe(
    z
      .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })
      .optional()
      .transform((value) => value ?? 'info'),
  ),
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
  trustProxy: boolean | number | string[];
  /** Longest time a client may take to send a whole request (headers and body). */
  requestTimeoutMs: number;
  /** PostgreSQL only: connections per process. */
  databasePoolSize: number;
  /** PostgreSQL only: the longest wait for a connection, and for one statement. */
  databaseTimeoutMs: number;
  logLevel: (typeof LOG_LEVELS)[number];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses the given environment. When JWT_SECRET is unset the secret is generated once and kept in
 * DATA_DIR/jwt-secret (mode 600), so tokens survive a restart without anyone choosing a secret.
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
    trustProxy: parsed.TRUST_PROXY,
    requestTimeoutMs: parsed.REQUEST_TIMEOUT_SECONDS * 1000,
    databasePoolSize: parsed.DATABASE_POOL_SIZE,
    databaseTimeoutMs: parsed.DATABASE_TIMEOUT_SECONDS * 1000,
    logLevel: parsed.LOG_LEVEL,
  };
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
