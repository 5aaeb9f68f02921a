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

const envSchema = z.object({
  PORT: z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? '3000' : value.trim()))
    .transform((value) => Number(value))
    .pipe(
      z
        .number({ error: 'must be a whole number from 0 to 65535' })
        .int({ error: 'must be a whole number from 0 to 65535' })
        .min(0, { error: 'must be a whole number from 0 to 65535' })
        .max(65535, { error: 'must be a whole number from 0 to 65535' }),
    ),
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
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}
