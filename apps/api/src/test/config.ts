import { tmpdir } from 'node:os';
import { loadConfig, type AppConfig } from '../config';

/** A JWT secret long enough for loadConfig. */
export const TEST_CONFIG_SECRET = 's'.repeat(40);

/**
 * The settings loadConfig reads from `env` with the JWT secret given, so nothing is written under
 * `cwd` (the system's temp directory unless a test gives its own).
 */
export function loadWithSecret(
  env: Record<string, string | undefined> = {},
  cwd: string = tmpdir(),
): AppConfig {
  return loadConfig({ JWT_SECRET: TEST_CONFIG_SECRET, ...env }, cwd);
}
