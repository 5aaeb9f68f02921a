/**
 * npm run admin -- create <email> [--password P]
 * npm run admin -- reset-password <email> [--password P]
 * Without --password a strong password is generated and printed once.
 */
import { loadConfig } from './config';
import { PRIVATE_UMASK, prepareDataDir } from './data-dir';
import { databaseTargetFor, openDatabase } from './db/client';
import { createAdmin, resetAdminPassword } from './modules/admin-auth/admin-auth.service';
import { AppError } from './plugins/errors';

const USAGE = `Usage:
  npm run admin -- create <email> [--password <password>]
  npm run admin -- reset-password <email> [--password <password>]`;

function parseArgs(argv: string[]) {
  const [command, email, ...rest] = argv;
  let password: string | undefined;
  for (let index = 0; index < rest.length; index += 1) {
    const arg = rest[index];
    if (arg === '--password' && rest[index + 1] !== undefined) {
      password = rest[index + 1];
      index += 1;
    } else if (arg?.startsWith('--password=')) {
      password = arg.slice('--password='.length);
    } else {
      return undefined;
    }
  }
  if ((command !== 'create' && command !== 'reset-password') || !email) return undefined;
  return { command, email, password };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (!args) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig(process.env, launchDirectory());
  process.umask(PRIVATE_UMASK);
  prepareDataDir(config.dataDir);
  const database = await openDatabase(databaseTargetFor(config));
  try {
    await database.exclusively(() => database.migrate());
    const result =
      args.command === 'create'
        ? await createAdmin(database.db, args.email, args.password)
        : await resetAdminPassword(database.db, args.email, args.password);
    const action = args.command === 'create' ? 'Created admin' : 'Reset the password of';
    console.log(`${action} ${result.email}`);
    if (result.generatedPassword) console.log(`Password: ${result.generatedPassword}`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof AppError || error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

/**
 * npm runs workspace scripts inside apps/api; INIT_CWD is where the person typed the command, so a
 * relative DATA_DIR means the same directory for `npm start`, `npm run dev` and `npm run admin`.
 */
function launchDirectory(): string {
  return process.env.INIT_CWD ?? process.cwd();
}
