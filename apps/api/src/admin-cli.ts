/**
 * npm run admin -- create <email> [--password P]
 * npm run admin -- reset-password <email> [--password P]
 * Without --password a strong password is generated and printed once.
 * npm run admin -- images-to-s3
 * Copies the images in DATA_DIR/images into S3_BUCKET (those it has already are skipped).
 */
import { loadConfig, type AppConfig } from './config';
import { PRIVATE_UMASK, prepareDataDir } from './data-dir';
import { databaseTargetFor, openDatabase } from './db/client';
import { createAdmin, resetAdminPassword } from './modules/admin-auth/admin-auth.service';
import { copyImagesToBucket } from './modules/images/images-to-bucket';
import { AppError } from './plugins/errors';
import { createImageStorage } from './plugins/image-storage';

const USAGE = `Usage:
  npm run admin -- create <email> [--password <password>]
  npm run admin -- reset-password <email> [--password <password>]
  npm run admin -- images-to-s3`;

type Command =
  | { command: 'create' | 'reset-password'; email: string; password: string | undefined }
  | { command: 'images-to-s3' };

function parseArgs(argv: string[]): Command | undefined {
  if (argv[0] === 'images-to-s3')
    return argv.length === 1 ? { command: 'images-to-s3' } : undefined;
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
  if (args.command === 'images-to-s3') return copyImagesCommand(config);
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

/** Needs no database: it may run beside a server that still keeps its images on the disk. */
async function copyImagesCommand(config: AppConfig): Promise<number> {
  if (!config.s3) {
    console.error(
      'Set S3_BUCKET and its keys (as for the server) to copy the images to the bucket.',
    );
    return 2;
  }
  const bucket = await createImageStorage(config, {
    warn: ({ err }, message) =>
      console.error(`${message}: ${err instanceof Error ? err.message : String(err)}`),
  });
  try {
    console.log(`Copying the images in ${config.dataDir}/images to ${bucket.location}`);
    const counts = await copyImagesToBucket(config.dataDir, bucket).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`Stopped: ${reason}. Run the command again to go on where it stopped.`);
      return undefined;
    });
    if (!counts) return 1;
    console.log(
      `Copied ${counts.copied} files; ${counts.alreadyThere} were in the bucket already; ` +
        `${counts.leftAlone} other files left alone.`,
    );
    return 0;
  } finally {
    await bucket.close();
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
