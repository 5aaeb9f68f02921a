import type { LoginResponse } from '@shop/domain/schemas/sign-in.schema';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import type { TokenService } from '../../plugins/auth';
import { AppError } from '../../plugins/errors';
import { createAdminRepository } from './admin-auth.repository';
import type { RateLimiter } from '../rate-limits/rate-limiter';
import { loginChecks } from './login-limits';
import { generatePassword, hashPassword, PASSWORD_MIN_LENGTH, verifyPassword } from './password';

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';
const INVALID_LOGIN = 'Invalid email or password';

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function createAdminAuthService(deps: {
  db: Database;
  tokens: TokenService;
  limiter: RateLimiter;
}) {
  const admins = createAdminRepository(deps.db);
  // Unknown emails are checked against this hash so they cost the same time as a wrong password.
  let decoyHash: Promise<string> | undefined;

  return {
    async login(
      input: { email: string; password: string },
      clientAddress: string,
    ): Promise<LoginResponse> {
      const email = normaliseEmail(input.email);
      const checks = loginChecks(clientAddress, email);
      const [, addressHits = 0] = await deps.limiter.take([checks.pair, checks.address]);
      const admin = await admins.findByEmail(email);
      decoyHash ??= hashPassword(generatePassword());
      const valid = await verifyPassword(admin?.passwordHash ?? (await decoyHash), input.password);
      if (!admin || !valid) {
        await deps.limiter.take([checks.email]);
        throw new AppError('unauthorized', INVALID_LOGIN);
      }
      // Someone else's guesses must not shut staff out: the e-mail rule refuses a right password only
      // from an address with failures of its own in the window (its count includes this attempt).
      if (addressHits > 1) await deps.limiter.refuseWhenOver([checks.email]);
      // The right password: this pair starts afresh, and the address forgets this attempt.
      await deps.limiter.clear(checks.pair);
      await deps.limiter.giveBack([checks.address]);
      const user = { id: admin.id, email: admin.email };
      return { token: await deps.tokens.sign({ ...user, tokenVersion: admin.tokenVersion }), user };
    },
  };
}

export interface AdminAccountResult {
  email: string;
  /** Set when the password was generated here and must be shown once. */
  generatedPassword?: string;
}

function checkPassword(password: string) {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new AppError('invalid', `Password must be at least ${PASSWORD_MIN_LENGTH} characters`);
  }
}

export async function createAdmin(
  db: Database,
  email: string,
  password?: string,
): Promise<AdminAccountResult> {
  const address = normaliseEmail(email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address))
    throw new AppError('invalid', 'Enter a valid email');
  const chosen = password ?? generatePassword();
  checkPassword(chosen);
  const created = await createAdminRepository(db).insert(address, await hashPassword(chosen));
  if (!created) throw new AppError('conflict', `An admin with email ${address} already exists`);
  return password ? { email: address } : { email: address, generatedPassword: chosen };
}

export async function resetAdminPassword(
  db: Database,
  email: string,
  password?: string,
): Promise<AdminAccountResult> {
  const address = normaliseEmail(email);
  const chosen = password ?? generatePassword();
  checkPassword(chosen);
  const updated = await createAdminRepository(db).updatePassword(
    address,
    await hashPassword(chosen),
  );
  if (!updated) throw new AppError('not_found', `No admin with email ${address}`);
  return password ? { email: address } : { email: address, generatedPassword: chosen };
}

/**
 * On a database without admins, creates the first one from ADMIN_EMAIL / ADMIN_PASSWORD. Without a
 * password one is generated and printed once: it is the only way to learn it (reset with `npm run admin`).
 */
export async function ensureInitialAdmin(db: Database, config: AppConfig, log: FastifyBaseLogger) {
  if ((await createAdminRepository(db).count()) > 0) return;
  const email = config.adminEmail ?? DEFAULT_ADMIN_EMAIL;
  try {
    const result = await createAdmin(db, email, config.adminPassword);
    if (result.generatedPassword) {
      log.warn(
        `Created the first admin ${result.email} with the generated password ${result.generatedPassword} ` +
          '(shown only now; change it with: npm run admin -- reset-password <email>)',
      );
    } else {
      log.info(`Created the first admin ${result.email} from ADMIN_EMAIL / ADMIN_PASSWORD`);
    }
  } catch (error) {
    // Another process created it between the count and the insert.
    if (error instanceof AppError && error.kind === 'conflict') return;
    throw error;
  }
}
